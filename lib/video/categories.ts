import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { userVideoCategories, videoCategories, videos } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { fold } from '@/lib/text/fold';
import type { Locale } from '@/i18n/locales';
import { MY_CATEGORIES_MAX, type VideoSport } from './limits';

/**
 * Video categories (Videoclassification, videocclassification/*) and each user's "my categories"
 * (docs/product.md §2 side menu of /video-classify, §3 my-category list). A guest keeps the list in local
 * storage (components/video); a user's lives here, at most MY_CATEGORIES_MAX.
 */

export type VideoCategory = {
  id: number;
  name: string;
  sport: VideoSport;
  recommended: boolean;
  /** Published videos in it. */
  videos: number;
};

type CategoryRow = typeof videoCategories.$inferSelect;

/** A category's name in `lang`. */
export function categoryName(row: Pick<CategoryRow, 'nameZh' | 'nameEn' | 'nameVi'>, lang: Locale) {
  return lang === 'en' ? row.nameEn : lang === 'vi' ? row.nameVi : row.nameZh;
}

function toSport(s: string): VideoSport {
  return s === 'football' || s === 'basketball' ? s : 'other';
}

/** Every category with its published-video count, in menu order. */
async function allRows(): Promise<(CategoryRow & { videos: number })[]> {
  const counts = db()
    .select({ categoryId: videos.categoryId, n: count().as('n') })
    .from(videos)
    .where(eq(videos.status, 'published'))
    .groupBy(videos.categoryId)
    .as('counts');
  const rows = await db()
    .select({ c: videoCategories, n: counts.n })
    .from(videoCategories)
    .leftJoin(counts, eq(counts.categoryId, videoCategories.id))
    .orderBy(asc(videoCategories.sort), asc(videoCategories.id));
  return rows.map((r) => ({ ...r.c, videos: Number(r.n ?? 0) }));
}

function view(r: CategoryRow & { videos: number }, lang: Locale): VideoCategory {
  return {
    id: r.id,
    name: categoryName(r, lang),
    sport: toSport(r.sport),
    recommended: r.recommended,
    videos: r.videos,
  };
}

/** All categories in menu order. */
export async function listCategories(lang: Locale): Promise<VideoCategory[]> {
  return (await allRows()).map((r) => view(r, lang));
}

/** All categories in menu order, with `mine` for a logged-in user. */
export async function listCategoriesFor(
  lang: Locale,
  userId?: number | null,
): Promise<(VideoCategory & { mine: boolean })[]> {
  const [rows, mine] = await Promise.all([allRows(), myCategoryIds(userId)]);
  return rows.map((r) => ({ ...view(r, lang), mine: mine.has(r.id) }));
}

/** The recommended categories (videocclassification/recommend). */
export async function recommendedCategories(lang: Locale): Promise<VideoCategory[]> {
  return (await allRows()).filter((r) => r.recommended).map((r) => view(r, lang));
}

/**
 * Categories whose name in any language contains `keyword`, accents and case ignored ("ngoai
 * hang" finds Ngoại hạng Anh). The list is a few dozen rows: folded in memory.
 */
export async function searchCategories(lang: Locale, keyword: string): Promise<VideoCategory[]> {
  const k = fold(keyword);
  if (!k) return [];
  return (await allRows())
    .filter((r) => [r.nameZh, r.nameEn, r.nameVi].some((n) => fold(n).includes(k)))
    .map((r) => view(r, lang));
}

/** One category, or `categoryNotFound`. */
export async function requireCategory(id: number): Promise<CategoryRow> {
  const [row] = await db().select().from(videoCategories).where(eq(videoCategories.id, id));
  if (!row) throw new AppError('categoryNotFound');
  return row;
}

async function myCategoryIds(userId?: number | null): Promise<Set<number>> {
  if (!userId) return new Set();
  const rows = await db()
    .select({ id: userVideoCategories.categoryId })
    .from(userVideoCategories)
    .where(eq(userVideoCategories.userId, userId));
  return new Set(rows.map((r) => r.id));
}

/** A user's categories, in the order they were added. */
export async function myCategories(userId: number, lang: Locale): Promise<VideoCategory[]> {
  const [rows, all] = await Promise.all([
    db()
      .select({ id: userVideoCategories.categoryId })
      .from(userVideoCategories)
      .where(eq(userVideoCategories.userId, userId))
      .orderBy(asc(userVideoCategories.createdAt), asc(userVideoCategories.categoryId)),
    allRows(),
  ]);
  const byId = new Map(all.map((r) => [r.id, r]));
  return rows.flatMap((r) => {
    const c = byId.get(r.id);
    return c ? [view(c, lang)] : [];
  });
}

/**
 * Adds a category to the user's list (adding one already there changes nothing) or removes it.
 * A 31st category is refused. Answers the list afterwards.
 */
export async function setMyCategory(
  userId: number,
  categoryId: number,
  action: 'add' | 'remove',
  lang: Locale,
): Promise<VideoCategory[]> {
  await requireCategory(categoryId);
  if (action === 'remove') {
    await db()
      .delete(userVideoCategories)
      .where(
        and(eq(userVideoCategories.userId, userId), eq(userVideoCategories.categoryId, categoryId)),
      );
  } else {
    await db().transaction(async (tx) => {
      // Serialises a user's concurrent adds so the cap holds (PostgreSQL; PGlite is serial).
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${'video-categories:' + userId}))`,
      );
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(userVideoCategories)
        .where(eq(userVideoCategories.userId, userId));
      const [had] = await tx
        .select({ id: userVideoCategories.categoryId })
        .from(userVideoCategories)
        .where(
          and(
            eq(userVideoCategories.userId, userId),
            eq(userVideoCategories.categoryId, categoryId),
          ),
        );
      if (had) return;
      if (n >= MY_CATEGORIES_MAX) {
        throw new AppError('tooManyCategories', { max: MY_CATEGORIES_MAX });
      }
      await tx.insert(userVideoCategories).values({ userId, categoryId }).onConflictDoNothing();
    });
  }
  return myCategories(userId, lang);
}
