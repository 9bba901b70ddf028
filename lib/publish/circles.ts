import 'server-only';
import { and, asc, count, eq, inArray, isNull, like } from 'drizzle-orm';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { requireRole } from '@/lib/admin/roles';
import { purgePostPages } from '@/lib/content/revalidate';
import { db } from '@/lib/db/client';
import { circles, posts } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import type { CircleAdmin, CircleSave } from './contract';

/**
 * Community circles in the console (issue 27 "Publishing"): names and descriptions in zh, en and
 * vi, order, and the switch (a circle switched off leaves the lists and takes no new posts; its
 * posts stay). Editors. One audit row per change; the community pages are purged at once.
 */

type Reader = Actor['user'];
type Row = typeof circles.$inferSelect;

const view = (c: Row, n = 0): CircleAdmin => ({
  id: c.id,
  slug: c.slug,
  name_zh: c.nameZh,
  name_en: c.nameEn,
  name_vi: c.nameVi,
  description_zh: c.descriptionZh,
  description_en: c.descriptionEn,
  description_vi: c.descriptionVi,
  sort: c.sort,
  active: c.active,
  posts: n,
});

/** Live posts per circle (of `ids`, or all). */
async function postCounts(ids?: number[]): Promise<Map<number, number>> {
  const rows = await db()
    .select({ id: posts.circleId, n: count() })
    .from(posts)
    .where(and(isNull(posts.deletedAt), ids ? inArray(posts.circleId, ids) : undefined))
    .groupBy(posts.circleId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Every circle, on or off, in order, with its live post count. Editors. */
export async function listCirclesAdmin(reader: Reader): Promise<CircleAdmin[]> {
  requireRole(reader, 'editor');
  const [rows, n] = await Promise.all([
    db().select().from(circles).orderBy(asc(circles.sort), asc(circles.id)),
    postCounts(),
  ]);
  return rows.map((c) => view(c, n.get(c.id) ?? 0));
}

/** A slug for a new circle from its English name, unique (`-2`, `-3` … when taken). */
async function slugFor(d: Pick<ReturnType<typeof db>, 'select'>, name: string): Promise<string> {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'circle';
  const taken = new Set(
    (
      await d
        .select({ slug: circles.slug })
        .from(circles)
        .where(like(circles.slug, `${base}%`))
    ).map((r) => r.slug),
  );
  let slug = base;
  for (let i = 2; taken.has(slug); i++) slug = `${base}-${i}`;
  return slug;
}

/** Creates or changes a circle: one audit row, circle.create | circle.update. */
export async function saveCircle(actor: Actor, input: CircleSave): Promise<CircleAdmin> {
  requireRole(actor.user, 'editor');
  const values = {
    nameZh: input.name_zh,
    nameEn: input.name_en,
    nameVi: input.name_vi,
    descriptionZh: input.description_zh,
    descriptionEn: input.description_en,
    descriptionVi: input.description_vi,
    sort: input.sort,
    active: input.active,
  };
  const saved = await db().transaction(async (tx) => {
    let before: Row | undefined;
    if (input.id) {
      [before] = await tx.select().from(circles).where(eq(circles.id, input.id)).for('update');
      if (!before) throw new AppError('circleNotFound');
    }
    const [row] = before
      ? await tx.update(circles).set(values).where(eq(circles.id, before.id)).returning()
      : await tx
          .insert(circles)
          .values({ ...values, slug: await slugFor(tx, input.name_en) })
          .returning();
    const { posts: _n, ...after } = view(row);
    await recordAudit(tx, actor, {
      action: before ? 'circle.update' : 'circle.create',
      targetType: 'circle',
      targetId: row.id,
      before: before ? (({ posts: _p, ...b }) => b)(view(before)) : null,
      after,
    });
    return row;
  });
  await purgePostPages();
  return view(saved, (await postCounts([saved.id])).get(saved.id) ?? 0);
}
