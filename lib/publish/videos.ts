import 'server-only';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { requireRole } from '@/lib/admin/roles';
import { purgePages, purgeVideoPages } from '@/lib/content/revalidate';
import { db } from '@/lib/db/client';
import { users, videoCategories, videos } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { fold } from '@/lib/text/fold';
import { categoryName, listCategories } from '@/lib/video/categories';
import { localised } from '@/lib/video/queries';
import type { VideoSport } from '@/lib/video/limits';
import type {
  VideoAdminList,
  videoAdminListInput,
  VideoCategoryAdmin,
  VideoCategorySave,
  VideoStatus,
} from './contract';

/**
 * Videos and their categories in the console (issue 27 "Publishing"): every video in any state,
 * hidden and shown again (the same `hidden` state a report's hide uses, lib/reports: the files
 * stay), moved to another category; the categories' names in zh, en and vi, sport, order and
 * the recommended flag. Editors. One audit row per change; the video pages are purged at once.
 */

type Reader = Actor['user'];

const iso = (d: Date) => d.toISOString();

/** The console's video list: filtered, searched, sorted and paged. Editors. */
export async function listVideosAdmin(
  reader: Reader,
  lang: Locale,
  input: z.output<typeof videoAdminListInput>,
): Promise<VideoAdminList> {
  requireRole(reader, 'editor');
  const where: SQL[] = [];
  if (input.status) where.push(eq(videos.status, input.status));
  if (input.category_id) where.push(eq(videos.categoryId, input.category_id));
  if (input.q) {
    const like = `%${fold(input.q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const id = /^\d{1,9}$/.test(input.q) ? Number(input.q) : 0;
    where.push(sql`(${videos.id} = ${id} or ${videos.searchTitle} like ${like} escape '\\')`);
  }
  const cond = where.length ? and(...where) : undefined;
  const col =
    input.sort === 'id' ? videos.id : input.sort === 'views' ? videos.views : videos.createdAt;
  const dir = input.dir === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db()
      .select({
        v: videos,
        nickname: users.nickname,
        catZh: videoCategories.nameZh,
        catEn: videoCategories.nameEn,
        catVi: videoCategories.nameVi,
      })
      .from(videos)
      .innerJoin(users, eq(users.id, videos.authorId))
      .innerJoin(videoCategories, eq(videoCategories.id, videos.categoryId))
      .where(cond)
      .orderBy(dir(col), dir(videos.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db().select({ total: count() }).from(videos).where(cond),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.v.id,
      title: localised(r.v, 'title', lang),
      cover: r.v.cover,
      category: {
        id: r.v.categoryId,
        name: categoryName({ nameZh: r.catZh, nameEn: r.catEn, nameVi: r.catVi }, lang),
      },
      status: r.v.status as VideoStatus,
      author: { id: r.v.authorId, user_nickname: r.nickname },
      views: r.v.views,
      created_at: iso(r.v.createdAt),
    })),
    total,
    page: input.page,
    limit: input.limit,
  };
}

/** hide (published → hidden) or unhide (hidden → published): one audit row, video.hide | unhide. */
export async function setVideoStatus(
  actor: Actor,
  id: number,
  action: 'hide' | 'unhide',
): Promise<{ id: number; status: VideoStatus }> {
  requireRole(actor.user, 'editor');
  const from = action === 'hide' ? 'published' : 'hidden';
  const to = action === 'hide' ? 'hidden' : 'published';
  await db().transaction(async (tx) => {
    const [row] = await tx.select().from(videos).where(eq(videos.id, id)).for('update');
    if (!row) throw new AppError('videoNotFound');
    if (row.status !== from) throw new AppError('videoStatusInvalid');
    await tx
      .update(videos)
      .set({
        status: to,
        hiddenAt: action === 'hide' ? new Date() : null,
        hiddenBy: action === 'hide' ? actor.user.id : null,
        updatedAt: new Date(),
      })
      .where(eq(videos.id, id));
    await recordAudit(tx, actor, {
      action: `video.${action}`,
      targetType: 'video',
      targetId: id,
      before: { status: from },
      after: { status: to },
    });
  });
  await purgeVideoPages(id);
  return { id, status: to };
}

/** Moves a video to another category: one audit row, video.category. */
export async function setVideoCategory(
  actor: Actor,
  id: number,
  categoryId: number,
): Promise<{ id: number; category_id: number }> {
  requireRole(actor.user, 'editor');
  await db().transaction(async (tx) => {
    const [row] = await tx.select().from(videos).where(eq(videos.id, id)).for('update');
    if (!row) throw new AppError('videoNotFound');
    const [cat] = await tx
      .select({ id: videoCategories.id })
      .from(videoCategories)
      .where(eq(videoCategories.id, categoryId));
    if (!cat) throw new AppError('categoryNotFound');
    await tx.update(videos).set({ categoryId, updatedAt: new Date() }).where(eq(videos.id, id));
    await recordAudit(tx, actor, {
      action: 'video.category',
      targetType: 'video',
      targetId: id,
      before: { category_id: row.categoryId },
      after: { category_id: categoryId },
    });
  });
  await purgeVideoPages(id);
  return { id, category_id: categoryId };
}

type CategoryRow = typeof videoCategories.$inferSelect;

const categoryView = (c: CategoryRow, videosIn: number): VideoCategoryAdmin => ({
  id: c.id,
  name_zh: c.nameZh,
  name_en: c.nameEn,
  name_vi: c.nameVi,
  sport: c.sport as VideoSport,
  recommended: c.recommended,
  sort: c.sort,
  videos: videosIn,
});

/** Every video category with its three names and published-video count, in menu order. */
export async function listVideoCategoriesAdmin(reader: Reader): Promise<VideoCategoryAdmin[]> {
  requireRole(reader, 'editor');
  const [rows, counted] = await Promise.all([
    db().select().from(videoCategories).orderBy(asc(videoCategories.sort), asc(videoCategories.id)),
    listCategories('zh'),
  ]);
  const n = new Map(counted.map((c) => [c.id, c.videos]));
  return rows.map((c) => categoryView(c, n.get(c.id) ?? 0));
}

/** Creates or changes a video category: one audit row, videoCategory.create | update. */
export async function saveVideoCategory(
  actor: Actor,
  input: VideoCategorySave,
): Promise<VideoCategoryAdmin> {
  requireRole(actor.user, 'editor');
  const values = {
    nameZh: input.name_zh,
    nameEn: input.name_en,
    nameVi: input.name_vi,
    sport: input.sport,
    recommended: input.recommended,
    sort: input.sort,
  };
  const saved = await db().transaction(async (tx) => {
    let before: CategoryRow | undefined;
    if (input.id) {
      [before] = await tx
        .select()
        .from(videoCategories)
        .where(eq(videoCategories.id, input.id))
        .for('update');
      if (!before) throw new AppError('categoryNotFound');
    }
    const [row] = before
      ? await tx
          .update(videoCategories)
          .set(values)
          .where(eq(videoCategories.id, before.id))
          .returning()
      : await tx.insert(videoCategories).values(values).returning();
    await recordAudit(tx, actor, {
      action: before ? 'videoCategory.update' : 'videoCategory.create',
      targetType: 'videoCategory',
      targetId: row.id,
      before: before ? categoryView(before, 0) : null,
      after: categoryView(row, 0),
    });
    return row;
  });
  await purgePages(['/video-classify', '/video-list', '/main']);
  const [{ n }] = await db()
    .select({ n: count() })
    .from(videos)
    .where(and(eq(videos.categoryId, saved.id), eq(videos.status, 'published')));
  return categoryView(saved, n);
}
