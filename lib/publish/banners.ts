import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { announceSettingsChange } from '@/lib/admin/settings';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { requireRole } from '@/lib/admin/roles';
import { purgePages } from '@/lib/content/revalidate';
import { db } from '@/lib/db/client';
import { banners } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { claimUploads, releaseUploads } from '@/lib/uploads/claim';
import type { BannerAdmin, BannerSave } from './contract';

/**
 * The home page's banners in the console (issue 27 "Publishing"): titles in zh, en and vi, an
 * uploaded picture, a link, an order and a switch. Editors. Each change is one audit row, and
 * reaches every instance at once: the home page's cached copies are purged and the banner memo
 * (lib/content/news.ts) is dropped everywhere (the memos' bus message, lib/admin/settings.ts).
 */

type Reader = Actor['user'];
type Row = typeof banners.$inferSelect;

const view = (b: Row): BannerAdmin => ({
  id: b.id,
  title_zh: b.titleZh,
  title_en: b.titleEn,
  title_vi: b.titleVi,
  image: b.image,
  link: b.link,
  sort: b.sort,
  active: b.active,
});

const isUpload = (url: string) => url.startsWith('/uploads/');

async function announce(): Promise<void> {
  await purgePages(['/main']);
  await announceSettingsChange('banners');
}

/** Every banner, active or not, in display order. Editors. */
export async function listBannersAdmin(reader: Reader): Promise<BannerAdmin[]> {
  requireRole(reader, 'editor');
  const rows = await db().select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
  return rows.map(view);
}

/** Creates or changes a banner: one audit row, banner.create | banner.update. */
export async function saveBanner(actor: Actor, input: BannerSave): Promise<BannerAdmin> {
  requireRole(actor.user, 'editor');
  const values = {
    titleZh: input.title_zh,
    titleEn: input.title_en,
    titleVi: input.title_vi,
    image: input.image,
    link: input.link,
    sort: input.sort,
    active: input.active,
  };
  const saved = await db().transaction(async (tx) => {
    let before: Row | undefined;
    if (input.id) {
      [before] = await tx.select().from(banners).where(eq(banners.id, input.id)).for('update');
      if (!before) throw new AppError('bannerNotFound');
    }
    if (isUpload(input.image) && input.image !== before?.image)
      await claimUploads(tx, actor.user.id, 'cover', [input.image]);
    if (before && before.image !== input.image && isUpload(before.image))
      await releaseUploads(tx, [before.image]);
    const [row] = before
      ? await tx.update(banners).set(values).where(eq(banners.id, before.id)).returning()
      : await tx.insert(banners).values(values).returning();
    await recordAudit(tx, actor, {
      action: before ? 'banner.update' : 'banner.create',
      targetType: 'banner',
      targetId: row.id,
      before: before ? view(before) : null,
      after: view(row),
    });
    return view(row);
  });
  await announce();
  return saved;
}

/**
 * Puts the banners in the order given (every banner, each once; else bannerOrderInvalid): one
 * audit row, banner.reorder, with the order before and after.
 */
export async function reorderBanners(actor: Actor, ids: number[]): Promise<BannerAdmin[]> {
  requireRole(actor.user, 'editor');
  const out = await db().transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(banners)
      .orderBy(asc(banners.sort), asc(banners.id))
      .for('update');
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== rows.length || !ids.every((id) => known.has(id)))
      throw new AppError('bannerOrderInvalid');
    for (const [i, id] of ids.entries())
      await tx
        .update(banners)
        .set({ sort: (i + 1) * 10 })
        .where(eq(banners.id, id));
    await recordAudit(tx, actor, {
      action: 'banner.reorder',
      targetType: 'banner',
      targetId: 'order',
      before: { ids: rows.map((r) => r.id) },
      after: { ids },
    });
    return tx.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
  });
  await announce();
  return out.map(view);
}
