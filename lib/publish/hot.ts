import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { announceSettingsChange } from '@/lib/admin/settings';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { requireRole } from '@/lib/admin/roles';
import { db } from '@/lib/db/client';
import { hotSearches } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { organicHot } from '@/lib/search/hot';
import { HOT_LIMIT } from '@/lib/system/hot';
import type { HotSearchAdmin, HotSearchSave } from './contract';

/**
 * The hot-search list in the console (issue 27 "Publishing"): editorial keywords in zh, en and vi
 * with their order and popularity; a pinned one leads the list, a blocked one is never shown, not
 * even when people search it (lib/system/hot.ts reads both). Editors. One audit row per change;
 * the list's memos are dropped on every instance at once (lib/admin/settings.ts's bus message).
 */

type Reader = Actor['user'];
type Row = typeof hotSearches.$inferSelect;

const view = (r: Row): HotSearchAdmin => ({
  id: r.id,
  name_zh: r.nameZh,
  name_en: r.nameEn,
  name_vi: r.nameVi,
  hot: r.hot,
  sort: r.sort,
  pinned: r.pinned,
  blocked: r.blocked,
});

/** Every editorial keyword in order, and what people search now (for pinning or blocking). */
export async function listHotSearchesAdmin(reader: Reader) {
  requireRole(reader, 'editor');
  const [rows, organic] = await Promise.all([
    db().select().from(hotSearches).orderBy(asc(hotSearches.sort), asc(hotSearches.id)),
    organicHot(HOT_LIMIT),
  ]);
  return {
    list: rows.map(view),
    searched: organic.map((k) => ({ name: k.name, clients: k.clients })),
  };
}

/** Creates or changes a keyword: one audit row, hotSearch.create | update. */
export async function saveHotSearch(actor: Actor, input: HotSearchSave): Promise<HotSearchAdmin> {
  requireRole(actor.user, 'editor');
  const values = {
    nameZh: input.name_zh,
    nameEn: input.name_en,
    nameVi: input.name_vi,
    hot: input.hot,
    sort: input.sort,
    pinned: input.pinned && !input.blocked,
    blocked: input.blocked,
  };
  const saved = await db().transaction(async (tx) => {
    let before: Row | undefined;
    if (input.id) {
      [before] = await tx
        .select()
        .from(hotSearches)
        .where(eq(hotSearches.id, input.id))
        .for('update');
      if (!before) throw new AppError('hotSearchNotFound');
    }
    const [row] = before
      ? await tx.update(hotSearches).set(values).where(eq(hotSearches.id, before.id)).returning()
      : await tx.insert(hotSearches).values(values).returning();
    await recordAudit(tx, actor, {
      action: before ? 'hotSearch.update' : 'hotSearch.create',
      targetType: 'hotSearch',
      targetId: row.id,
      before: before ? view(before) : null,
      after: view(row),
    });
    return view(row);
  });
  await announceSettingsChange('hotSearches');
  return saved;
}

/** Deletes a keyword: one audit row, hotSearch.delete, keeping what it was. */
export async function deleteHotSearch(actor: Actor, id: number): Promise<void> {
  requireRole(actor.user, 'editor');
  await db().transaction(async (tx) => {
    const [row] = await tx.delete(hotSearches).where(eq(hotSearches.id, id)).returning();
    if (!row) throw new AppError('hotSearchNotFound');
    await recordAudit(tx, actor, {
      action: 'hotSearch.delete',
      targetType: 'hotSearch',
      targetId: id,
      before: view(row),
    });
  });
  await announceSettingsChange('hotSearches');
}
