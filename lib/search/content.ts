import 'server-only';
import { and, desc, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { db } from '@/lib/db/client';
import {
  articles,
  articleTranslations,
  circles,
  newsCategories,
  posts,
  users,
  videoCategories,
  videos,
} from '@/lib/db/schema';
import { fold } from '@/lib/text/fold';
import { excerpt } from './highlight';
import type { NewsHit, Paged, PostHit, VideoHit } from './schemas';

/**
 * News, videos and community posts by keyword (issue 10 §3). The writers keep a folded copy of
 * the searchable text beside the original (search_title, search_body: lib/text/fold.ts), so one
 * `LIKE` on the folded columns is case- and accent-insensitive in Chinese, English and Vietnamese
 * ("bong da" finds "Bóng đá") on PGlite and PostgreSQL alike, with no extension.
 *
 * Ranking, all in ORDER BY over the narrow columns (id, tier, score, the total as a window count),
 * so a page is one scan and pages never overlap; the page's rows are then read by id:
 * 1. where the keyword is: the title equal to it, the title starting with it, a word of the title
 *    starting with it, anywhere in the title, then only in the body (posts have only a body);
 * 2. popularity against age: ln(1 + views + weighted likes …) − age in days ÷ the kind's time
 *    constant (AGE_DAYS), so each further time constant of age takes e (≈ 2.7) times the audience
 *    to rank the same;
 * 3. the newest id, so equal scores keep one order.
 */

/** Days of age that e times the popularity makes up for, per kind. */
const AGE_DAYS = { news: 7, video: 14, post: 7 } as const;

/** The LIKE patterns of a keyword, folded, with % _ \ taken literally (ESCAPE '\'). */
export function patterns(keyword: string) {
  const exact = fold(keyword);
  const esc = exact.replace(/[\\%_]/g, (c) => `\\${c}`);
  return { exact, prefix: `${esc}%`, word: `% ${esc}%`, any: `%${esc}%` };
}

type Patterns = ReturnType<typeof patterns>;

const like = (col: SQLWrapper, pattern: string): SQL => sql`${col} like ${pattern} escape '\\'`;

/** 0 equal, 1 prefix, 2 a word's prefix, 3 anywhere in the title; 4 elsewhere (the body). */
function titleTier(col: SQLWrapper, p: Patterns): SQL {
  return sql`case when ${col} = ${p.exact} then 0 when ${like(col, p.prefix)} then 1
    when ${like(col, p.word)} then 2 when ${like(col, p.any)} then 3 else 4 end`;
}

/** ln(1 + audience) − age ÷ half life, with `now` from the caller (tests pin it). */
function score(audience: SQL, at: SQLWrapper, ageDays: number, now: Date): SQL {
  return sql`ln(1 + greatest(${audience}, 0)) - greatest(extract(epoch from (${now.toISOString()}::timestamptz - ${at})), 0) / ${86_400 * ageDays}`;
}

const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const offsetOf = (page: number, size: number) => (page - 1) * size;

/** A page with its total; past the last page the total is counted on its own. */
async function withTotal<T extends { total: number }>(
  rows: T[],
  page: number,
  count: () => Promise<number>,
): Promise<number> {
  if (rows.length > 0) return rows[0].total;
  return page > 1 ? count() : 0;
}

type Query = { keyword: string; lang: Locale; page: number; size: number; now?: Date };

function named<K extends string>(
  row: Record<`${K}Zh` | `${K}En` | `${K}Vi`, string>,
  key: K,
  lang: Locale,
): string {
  return lang === 'en' ? row[`${key}En`] : lang === 'vi' ? row[`${key}Vi`] : row[`${key}Zh`];
}

// --- news ---------------------------------------------------------------------------------------

/**
 * Published articles whose title or text, in any of their languages, contains the keyword. An
 * article is one hit whichever translations match; its best tier counts. Shown in the request
 * language, else the language it was written in.
 */
export async function searchNews(q: Query): Promise<Paged<NewsHit>> {
  const p = patterns(q.keyword);
  const now = q.now ?? new Date();
  const where = and(
    eq(articles.status, 'published'),
    or(like(articleTranslations.searchTitle, p.any), like(articleTranslations.searchBody, p.any)),
  );
  const rows = await db()
    .select({
      id: articles.id,
      tier: sql<number>`min(${titleTier(articleTranslations.searchTitle, p)})`.as('tier'),
      score: score(sql`${articles.views}`, articles.publishedAt, AGE_DAYS.news, now).as('score'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(articles)
    .innerJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
    .where(where)
    .groupBy(articles.id)
    .orderBy(sql`tier`, sql`score desc`, desc(articles.id))
    .limit(q.size)
    .offset(offsetOf(q.page, q.size));
  const total = await withTotal(rows, q.page, async () => {
    const [c] = await db()
      .select({ n: sql<number>`count(distinct ${articles.id})`.mapWith(Number) })
      .from(articles)
      .innerJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
      .where(where);
    return c?.n ?? 0;
  });
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { list: [], total, page: q.page, size: q.size };

  const [details, texts] = await Promise.all([
    db()
      .select({
        id: articles.id,
        originLocale: articles.originLocale,
        cover: articles.cover,
        headline: articles.headline,
        views: articles.views,
        publishedAt: articles.publishedAt,
        categoryId: articles.categoryId,
        catZh: newsCategories.nameZh,
        catEn: newsCategories.nameEn,
        catVi: newsCategories.nameVi,
      })
      .from(articles)
      .innerJoin(newsCategories, eq(newsCategories.id, articles.categoryId))
      .where(inArray(articles.id, ids)),
    db()
      .select({
        articleId: articleTranslations.articleId,
        locale: articleTranslations.locale,
        title: articleTranslations.title,
        summary: articleTranslations.summary,
      })
      .from(articleTranslations)
      .where(inArray(articleTranslations.articleId, ids)),
  ]);
  const byId = new Map(details.map((d) => [d.id, d]));
  const list = ids.flatMap((id): NewsHit[] => {
    const a = byId.get(id);
    if (!a) return [];
    const mine = texts.filter((t) => t.articleId === id);
    const shown =
      mine.find((t) => t.locale === q.lang) ??
      mine.find((t) => t.locale === a.originLocale) ??
      mine[0];
    if (!shown) return [];
    return [
      {
        id,
        locale: shown.locale,
        title: shown.title,
        summary: shown.summary,
        cover: a.cover,
        category_id: a.categoryId,
        category_name: named(a, 'cat', q.lang),
        headline: a.headline,
        views: a.views,
        published_at: unix(a.publishedAt),
      },
    ];
  });
  return { list, total, page: q.page, size: q.size };
}

// --- videos -------------------------------------------------------------------------------------

type LocalText = { zh: string | null; en: string | null; vi: string | null };

/** The text in `lang`, else in the video's own language, else any there is. */
function localText(t: LocalText, lang: Locale, own: string): string {
  return t[lang] ?? t[own as Locale] ?? t.zh ?? t.en ?? t.vi ?? '';
}

/** Published videos whose title or description contains the keyword. */
export async function searchVideos(q: Query): Promise<Paged<VideoHit>> {
  const p = patterns(q.keyword);
  const now = q.now ?? new Date();
  const where = and(
    eq(videos.status, 'published'),
    or(like(videos.searchTitle, p.any), like(videos.searchBody, p.any)),
  );
  // The ranking reads only the narrow columns; the page's rows are read on their own after.
  const ranked = await db()
    .select({
      id: videos.id,
      tier: titleTier(videos.searchTitle, p).as('tier'),
      score: score(
        sql`${videos.views} + 5 * ${videos.likes} + 3 * ${videos.favorites}`,
        videos.createdAt,
        AGE_DAYS.video,
        now,
      ).as('score'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(videos)
    .where(where)
    .orderBy(sql`tier`, sql`score desc`, desc(videos.id))
    .limit(q.size)
    .offset(offsetOf(q.page, q.size));
  const total = await withTotal(ranked, q.page, async () => {
    const [c] = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(videos)
      .where(where);
    return c?.n ?? 0;
  });
  const ids = ranked.map((r) => r.id);
  if (ids.length === 0) return { list: [], total, page: q.page, size: q.size };
  const rows = await db()
    .select({
      id: videos.id,
      lang: videos.lang,
      titleZh: videos.titleZh,
      titleEn: videos.titleEn,
      titleVi: videos.titleVi,
      descriptionZh: videos.descriptionZh,
      descriptionEn: videos.descriptionEn,
      descriptionVi: videos.descriptionVi,
      cover: videos.cover,
      durationS: videos.durationS,
      categoryId: videos.categoryId,
      catZh: videoCategories.nameZh,
      catEn: videoCategories.nameEn,
      catVi: videoCategories.nameVi,
      authorId: videos.authorId,
      nickname: users.nickname,
      avatar: users.avatar,
      views: videos.views,
      likes: videos.likes,
      comments: videos.comments,
      createdAt: videos.createdAt,
    })
    .from(videos)
    .innerJoin(videoCategories, eq(videoCategories.id, videos.categoryId))
    .innerJoin(users, eq(users.id, videos.authorId))
    .where(inArray(videos.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const list = ids.flatMap((id): VideoHit[] => {
    const v = byId.get(id);
    if (!v) return [];
    return [
      {
        id: v.id,
        title: localText({ zh: v.titleZh, en: v.titleEn, vi: v.titleVi }, q.lang, v.lang),
        description: excerpt(
          localText(
            { zh: v.descriptionZh, en: v.descriptionEn, vi: v.descriptionVi },
            q.lang,
            v.lang,
          ),
          q.keyword,
          120,
        ),
        cover: v.cover,
        duration_s: v.durationS,
        category_id: v.categoryId,
        category_name: named(v, 'cat', q.lang),
        author_id: v.authorId,
        author_nickname: v.nickname,
        author_avatar: v.avatar,
        views: v.views,
        likes: v.likes,
        comments: v.comments,
        created_at: unix(v.createdAt),
      },
    ];
  });
  return { list, total, page: q.page, size: q.size };
}

// --- posts --------------------------------------------------------------------------------------

/** Community posts (not deleted) whose text contains the keyword. */
export async function searchPosts(q: Query): Promise<Paged<PostHit>> {
  const p = patterns(q.keyword);
  const now = q.now ?? new Date();
  const where = and(isNull(posts.deletedAt), like(posts.searchBody, p.any));
  const ranked = await db()
    .select({
      id: posts.id,
      // A post has no title: its text starting with the keyword ranks first.
      tier: sql<number>`case when ${posts.searchBody} = ${p.exact} then 0
        when ${like(posts.searchBody, p.prefix)} then 1 else 4 end`.as('tier'),
      score: score(
        sql`${posts.views} + 5 * ${posts.likes} + 3 * ${posts.comments}`,
        posts.createdAt,
        AGE_DAYS.post,
        now,
      ).as('score'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(posts)
    .where(where)
    .orderBy(sql`tier`, sql`score desc`, desc(posts.id))
    .limit(q.size)
    .offset(offsetOf(q.page, q.size));
  const total = await withTotal(ranked, q.page, async () => {
    const [c] = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(posts)
      .where(where);
    return c?.n ?? 0;
  });
  const ids = ranked.map((r) => r.id);
  if (ids.length === 0) return { list: [], total, page: q.page, size: q.size };
  const rows = await db()
    .select({
      id: posts.id,
      content: posts.content,
      images: posts.images,
      videoCover: posts.videoCover,
      circleId: posts.circleId,
      circleZh: circles.nameZh,
      circleEn: circles.nameEn,
      circleVi: circles.nameVi,
      userId: posts.userId,
      nickname: users.nickname,
      avatar: users.avatar,
      views: posts.views,
      likes: posts.likes,
      comments: posts.comments,
      createdAt: posts.createdAt,
    })
    .from(posts)
    .innerJoin(circles, eq(circles.id, posts.circleId))
    .innerJoin(users, eq(users.id, posts.userId))
    .where(inArray(posts.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const list = ids.flatMap((id): PostHit[] => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        excerpt: excerpt(r.content, q.keyword, 140),
        cover: r.images[0] ?? r.videoCover ?? '',
        images: r.images.length,
        has_video: r.videoCover !== null,
        circle_id: r.circleId,
        circle_name: named(r, 'circle', q.lang),
        user_id: r.userId,
        user_nickname: r.nickname,
        user_avatar: r.avatar,
        views: r.views,
        likes: r.likes,
        comments: r.comments,
        created_at: unix(r.createdAt),
      },
    ];
  });
  return { list, total, page: q.page, size: q.size };
}
