import 'server-only';
import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { memo } from '@/lib/cache/memo';
import { db } from '@/lib/db/client';
import { articles, articleTranslations, banners, newsCategories, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import type { AuthUser } from '@/lib/account/auth';
import { fold } from '@/lib/text/fold';
import { attachUploads, claimUploads, releaseUploads, type DbOrTx } from '@/lib/uploads/claim';
import { htmlToText, sanitizeRichTextReport } from './sanitize';
import {
  ARTICLE_SUMMARY_MAX,
  COVER_RE,
  type ArticleDetail,
  type ArticleItem,
  type ArticleWrite,
  type Banner,
  type NewsCategory,
} from './contract';
import { firstView } from './views';

/**
 * News (docs/product.md §2 /news, §7 Headlines/*, Portal_post/getList2, Banner/getBannerList): categories,
 * articles with one translation per language under one id, banners. Bodies are sanitised before
 * they are stored; pages sanitise again when they render (defence in depth).
 */

const LOCALES: readonly Locale[] = ['zh', 'en', 'vi'];

const categoryRows = memo(60_000, () =>
  db().select().from(newsCategories).orderBy(asc(newsCategories.sort), asc(newsCategories.id)),
);

function nameIn<T extends { nameZh: string; nameEn: string; nameVi: string }>(
  r: T,
  lang: Locale,
): string {
  return lang === 'en' ? r.nameEn : lang === 'vi' ? r.nameVi : r.nameZh;
}

/** Headlines/classifyList: the news categories in the request language. */
export async function listNewsCategories(lang: Locale): Promise<NewsCategory[]> {
  return (await categoryRows()).map((c) => ({ id: c.id, slug: c.slug, name: nameIn(c, lang) }));
}

type ArticleRow = typeof articles.$inferSelect;
type TranslationRow = typeof articleTranslations.$inferSelect;

/** The translations of `ids` shown in `lang`: its own, else the original's. */
async function translationsFor(
  ids: number[],
  lang: Locale,
  withBody = false,
): Promise<Map<number, TranslationRow>> {
  if (!ids.length) return new Map();
  const rows = await db()
    .select({
      articleId: articleTranslations.articleId,
      locale: articleTranslations.locale,
      title: articleTranslations.title,
      summary: articleTranslations.summary,
      bodyHtml: withBody ? articleTranslations.bodyHtml : sql<string>`''`,
      searchTitle: sql<string>`''`,
      searchBody: sql<string>`''`,
      origin: articles.originLocale,
    })
    .from(articleTranslations)
    .innerJoin(articles, eq(articles.id, articleTranslations.articleId))
    .where(
      and(
        inArray(articleTranslations.articleId, ids),
        sql`(${articleTranslations.locale} = ${lang} or ${articleTranslations.locale} = ${articles.originLocale})`,
      ),
    );
  const out = new Map<number, TranslationRow>();
  for (const r of rows) {
    const have = out.get(r.articleId);
    if (!have || r.locale === lang) out.set(r.articleId, r);
  }
  return out;
}

async function authorsOf(ids: number[]) {
  const uniq = [...new Set(ids)];
  if (!uniq.length) return new Map<number, ArticleItem['author']>();
  const rows = await db()
    .select({ id: users.id, user_nickname: users.nickname, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, uniq));
  return new Map(rows.map((r) => [r.id, r]));
}

async function toItems(rows: ArticleRow[], lang: Locale): Promise<ArticleItem[]> {
  const [tr, cats, authors] = await Promise.all([
    translationsFor(
      rows.map((r) => r.id),
      lang,
    ),
    listNewsCategories(lang),
    authorsOf(rows.flatMap((r) => (r.authorId ? [r.authorId] : []))),
  ]);
  const catById = new Map(cats.map((c) => [c.id, c]));
  return rows.flatMap((r) => {
    const t = tr.get(r.id);
    if (!t) return [];
    return [
      {
        id: r.id,
        title: t.title,
        summary: t.summary,
        cover: r.cover,
        category: catById.get(r.categoryId) ?? { id: r.categoryId, slug: '', name: '' },
        author: r.authorId ? (authors.get(r.authorId) ?? null) : null,
        headline: r.headline,
        views: r.views,
        published_at: Math.floor(r.publishedAt.getTime() / 1000),
        updated_at: Math.floor(r.updatedAt.getTime() / 1000),
        lang: t.locale as Locale,
        translated: t.locale === lang,
      },
    ];
  });
}

/** Public: published, from its publish time on (a scheduled article goes live by itself: lib/publish). */
const published = and(eq(articles.status, 'published'), lte(articles.publishedAt, sql`now()`))!;

/** "Most read" looks at the articles of the last 30 days. */
const HOT_WINDOW_MS = 30 * 24 * 3600 * 1000;

/** Portal_post/getList2: published articles, newest first, by category or headlines only. */
export async function listArticles(opts: {
  lang: Locale;
  categoryId?: number;
  headline?: boolean;
  /** `new` (default) or `hot`: most read of the last 30 days. */
  order?: 'new' | 'hot';
  page?: number;
  size?: number;
  now?: Date;
}): Promise<{ list: ArticleItem[]; total: number; page: number }> {
  const page = opts.page ?? 1;
  const size = opts.size ?? 20;
  const where: SQL[] = [published];
  if (opts.categoryId) {
    if (!(await categoryRows()).some((c) => c.id === opts.categoryId))
      throw new AppError('categoryNotFound');
    where.push(eq(articles.categoryId, opts.categoryId));
  }
  if (opts.headline) where.push(eq(articles.headline, true));
  const hot = opts.order === 'hot';
  if (hot)
    where.push(
      gte(articles.publishedAt, new Date((opts.now ?? new Date()).getTime() - HOT_WINDOW_MS)),
    );
  const [rows, [{ total }]] = await Promise.all([
    db()
      .select()
      .from(articles)
      .where(and(...where))
      .orderBy(
        ...(hot ? [desc(articles.views)] : []),
        desc(articles.publishedAt),
        desc(articles.id),
      )
      .limit(size)
      .offset((page - 1) * size),
    db()
      .select({ total: sql<number>`count(*)::int` })
      .from(articles)
      .where(and(...where)),
  ]);
  return { list: await toItems(rows, opts.lang), total, page };
}

/** Related stories shown beside an article. */
const RELATED = 6;

/** One published article in `lang` (else its original), with related stories. */
export async function getArticle(id: number, lang: Locale): Promise<ArticleDetail> {
  const [row] = await db()
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), published));
  if (!row) throw new AppError('articleNotFound');
  const [[item], tr, locales, relatedRows] = await Promise.all([
    toItems([row], lang),
    translationsFor([id], lang, true),
    db()
      .select({ locale: articleTranslations.locale })
      .from(articleTranslations)
      .where(eq(articleTranslations.articleId, id)),
    // Its category's latest first, then the latest of the others to fill the list.
    db()
      .select()
      .from(articles)
      .where(and(published, ne(articles.id, id)))
      .orderBy(
        sql`(${articles.categoryId} = ${row.categoryId}) desc`,
        desc(articles.publishedAt),
        desc(articles.id),
      )
      .limit(RELATED),
  ]);
  if (!item) throw new AppError('articleNotFound');
  return {
    ...item,
    body_html: tr.get(id)?.bodyHtml ?? '',
    locales: LOCALES.filter((l) => locales.some((x) => x.locale === l)),
    match_id: row.matchId,
    related: await toItems(relatedRows, lang),
  };
}

/** Counts a view (once per viewer and half hour); answers the count. */
export async function addArticleView(
  id: number,
  viewer: { userId?: number | null; ip: string },
): Promise<{ views: number }> {
  const [row] = await db()
    .select({ views: articles.views })
    .from(articles)
    .where(and(eq(articles.id, id), published));
  if (!row) throw new AppError('articleNotFound');
  if (!(await firstView('article', id, viewer))) return { views: row.views };
  const [r] = await db()
    .update(articles)
    .set({ views: sql`${articles.views} + 1` })
    .where(eq(articles.id, id))
    .returning({ views: articles.views });
  return { views: r.views };
}

/** A site path of an upload (local storage), as the sanitiser reports the body's images. */
const UPLOAD_PATH_RE = /^\/uploads\//;

/**
 * The stored form of one translation: sanitised body, summary, folded search text; and the
 * uploads its body shows. An image from another host is refused (`imageExternal`): the page's
 * CSP would block it, so it would never show.
 */
export function translationValues(input: { title: string; summary?: string; body: string }): {
  values: Omit<TranslationRow, 'articleId' | 'locale'>;
  images: string[];
} {
  const clean = sanitizeRichTextReport(input.body);
  if (clean.droppedImages.some((src) => /^\s*(?:https?:|\/\/|\/\\|\\)/i.test(src)))
    throw new AppError('imageExternal');
  const bodyHtml = clean.html;
  const text = htmlToText(bodyHtml);
  if (!text && !/<img\s/i.test(bodyHtml)) throw new AppError('contentRequired');
  const summary = (input.summary?.trim() || [...text].slice(0, ARTICLE_SUMMARY_MAX - 1).join(''))
    .replace(/\s+/g, ' ')
    .trim();
  return {
    values: {
      title: input.title,
      summary,
      bodyHtml,
      searchTitle: fold(input.title),
      searchBody: fold(`${summary} ${text}`),
    },
    images: clean.images.filter((src) => UPLOAD_PATH_RE.test(src)),
  };
}

/** The uploads a stored body shows (what an edit may keep without claiming again). */
export function uploadsIn(bodyHtml: string): string[] {
  return sanitizeRichTextReport(bodyHtml).images.filter((src) => UPLOAD_PATH_RE.test(src));
}

export async function checkCategory(id: number): Promise<void> {
  if (!(await categoryRows()).some((c) => c.id === id)) throw new AppError('categoryNotFound');
}

/** A cover must be an image on this site (an upload) or empty (the schema says so too). */
export function checkCover(cover: string): void {
  if (cover && (!COVER_RE.test(cover) || cover.includes('..')))
    throw new AppError('uploadNotFound');
}

/** The cover when it is an upload (the site's own pictures under /images are not). */
export const coverUpload = (cover: string): string[] => (UPLOAD_PATH_RE.test(cover) ? [cover] : []);

/**
 * The article starts to use `cover` and `images`: each must be `user`'s own upload of its purpose
 * (cover: `cover`; the body's images: `post_image`), else uploadNotFound and nothing is written.
 * Files the article already used (`kept`) stay as they are, whoever uploaded them (an
 * administrator editing keeps the author's pictures). Claimed files are never swept.
 */
export async function claimArticleUploads(
  tx: DbOrTx,
  userId: number,
  cover: string,
  images: string[],
  kept: Set<string> = new Set(),
): Promise<void> {
  await claimUploads(
    tx,
    userId,
    'cover',
    coverUpload(cover).filter((u) => !kept.has(u)),
  );
  await claimUploads(
    tx,
    userId,
    'post_image',
    images.filter((u) => !kept.has(u)),
  );
}

/**
 * Headlines_user/insert: an anchor publishes an article in the request language (anchors write
 * the site's user news; the body is sanitised, never stored raw).
 */
export async function insertArticle(
  user: AuthUser,
  lang: Locale,
  input: ArticleWrite,
): Promise<{ id: number }> {
  await checkCategory(input.category_id);
  checkCover(input.cover);
  const { values, images } = translationValues(input);
  return db().transaction(async (tx) => {
    await claimArticleUploads(tx, user.id, input.cover, images);
    const [a] = await tx
      .insert(articles)
      .values({
        categoryId: input.category_id,
        authorId: user.id,
        originLocale: lang,
        cover: input.cover,
      })
      .returning({ id: articles.id });
    await tx.insert(articleTranslations).values({ articleId: a.id, locale: lang, ...values });
    return { id: a.id };
  });
}

/**
 * Headlines_user/update: the author (or an administrator) edits the translation in the request
 * language, adding it when the article has none in that language yet.
 */
export async function updateArticle(
  user: AuthUser,
  lang: Locale,
  id: number,
  input: ArticleWrite,
): Promise<{ id: number }> {
  const [row] = await db().select().from(articles).where(eq(articles.id, id));
  if (!row || row.status !== 'published') throw new AppError('articleNotFound');
  if (row.authorId !== user.id && !user.isAdmin) throw new AppError('forbidden');
  await checkCategory(input.category_id);
  checkCover(input.cover);
  const { values, images } = translationValues(input);
  await db().transaction(async (tx) => {
    const bodies = await tx
      .select({ locale: articleTranslations.locale, bodyHtml: articleTranslations.bodyHtml })
      .from(articleTranslations)
      .where(eq(articleTranslations.articleId, id));
    const before = new Set([
      ...coverUpload(row.cover),
      ...bodies.flatMap((b) => uploadsIn(b.bodyHtml)),
    ]);
    await claimArticleUploads(tx, user.id, input.cover, images, before);
    // Files kept from before (legacy rows were never claimed) are attached now too.
    await attachUploads(
      tx,
      [...coverUpload(input.cover), ...images].filter((u) => before.has(u)),
    );
    // What the edit dropped goes back to the sweeper, which keeps whatever is still shown.
    const after = new Set([
      ...coverUpload(input.cover),
      ...images,
      ...bodies.filter((b) => b.locale !== lang).flatMap((b) => uploadsIn(b.bodyHtml)),
    ]);
    await releaseUploads(
      tx,
      [...before].filter((u) => !after.has(u)),
    );
    await tx
      .update(articles)
      .set({ categoryId: input.category_id, cover: input.cover, updatedAt: new Date() })
      .where(eq(articles.id, id));
    await tx
      .insert(articleTranslations)
      .values({ articleId: id, locale: lang, ...values })
      .onConflictDoUpdate({
        target: [articleTranslations.articleId, articleTranslations.locale],
        set: values,
      });
  });
  return { id };
}

const bannerRows = memo(30_000, () =>
  db()
    .select()
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.sort), asc(banners.id)),
);

/** Banner/getBannerList: the home page's active banners in the request language. */
export async function listBanners(lang: Locale): Promise<Banner[]> {
  return (await bannerRows()).map((b) => ({
    id: b.id,
    title: lang === 'en' ? b.titleEn : lang === 'vi' ? b.titleVi : b.titleZh,
    image: b.image,
    link: b.link,
  }));
}
