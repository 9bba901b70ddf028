import 'server-only';
import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { requireRole } from '@/lib/admin/roles';
import {
  checkCategory,
  checkCover,
  claimArticleUploads,
  coverUpload,
  listNewsCategories,
  translationValues,
  uploadsIn,
} from '@/lib/content/news';
import { NEWS_SITEMAP, purgeArticlePages, purgePages } from '@/lib/content/revalidate';
import { db } from '@/lib/db/client';
import { articles, articleTranslations, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { fold } from '@/lib/text/fold';
import { attachUploads, releaseUploads } from '@/lib/uploads/claim';
import {
  NEWS_LOCALES,
  NEWS_SCHEDULE_MAX_MS,
  type NewsDetail,
  type NewsList,
  type NewsLocale,
  type NewsSave,
  type NewsStatus,
  type NewsStatusAction,
  type newsListInput,
} from './contract';
import type { z } from 'zod';

/**
 * The console's news (issue 27 "Publishing"; docs/product.md §6 "Operators"): editors write one
 * article in zh, en and vi side by side, keep it a draft, publish it now or schedule it. Bodies go
 * through the same sanitiser, search text and upload claims as the anchors' articles
 * (lib/content/news.ts). Each change is one audit row in its own transaction, and drops the cached
 * pages (and the news sitemap) showing it on every instance. A scheduled article is published by
 * `publishDueArticles`, run by the jobs in ./jobs.ts at its time.
 */

type Reader = Actor['user'];
type ArticleRow = typeof articles.$inferSelect;
type TranslationValues = ReturnType<typeof translationValues>['values'];

const iso = (d: Date) => d.toISOString();

// --- the list ----------------------------------------------------------------------------------

const likeEscaped = (s: string) => `%${fold(s).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The console's news list: every state, filtered, sorted and paged. Editors. */
export async function listNewsAdmin(
  reader: Reader,
  lang: Locale,
  input: z.output<typeof newsListInput>,
): Promise<NewsList> {
  requireRole(reader, 'editor');
  const where: SQL[] = [];
  if (input.status) where.push(eq(articles.status, input.status));
  if (input.category_id) where.push(eq(articles.categoryId, input.category_id));
  if (input.q) {
    const like = likeEscaped(input.q);
    const id = /^\d{1,9}$/.test(input.q) ? Number(input.q) : 0;
    where.push(
      sql`(${articles.id} = ${id} or exists (select 1 from ${articleTranslations} where ${articleTranslations.articleId} = ${articles.id} and ${articleTranslations.searchTitle} like ${like} escape '\\'))`,
    );
  }
  const col =
    input.sort === 'id'
      ? articles.id
      : input.sort === 'published_at'
        ? articles.publishedAt
        : articles.updatedAt;
  const dir = input.dir === 'asc' ? asc : desc;
  const cond = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db()
      .select()
      .from(articles)
      .where(cond)
      .orderBy(dir(col), dir(articles.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db().select({ total: count() }).from(articles).where(cond),
  ]);
  const ids = rows.map((r) => r.id);
  const authorIds = [...new Set(rows.flatMap((r) => (r.authorId ? [r.authorId] : [])))];
  const [trs, authors, cats] = await Promise.all([
    ids.length
      ? db()
          .select({
            id: articleTranslations.articleId,
            locale: articleTranslations.locale,
            title: articleTranslations.title,
          })
          .from(articleTranslations)
          .where(inArray(articleTranslations.articleId, ids))
      : [],
    authorIds.length
      ? db()
          .select({ id: users.id, user_nickname: users.nickname })
          .from(users)
          .where(inArray(users.id, authorIds))
      : [],
    listNewsCategories(lang),
  ]);
  const authorById = new Map(authors.map((a) => [a.id, a]));
  const catById = new Map(cats.map((c) => [c.id, c.name]));
  return {
    list: rows.map((r) => {
      const mine = trs.filter((t) => t.id === r.id);
      const shown =
        mine.find((t) => t.locale === lang) ??
        mine.find((t) => t.locale === r.originLocale) ??
        mine[0];
      return {
        id: r.id,
        title: shown?.title ?? '',
        lang: (shown?.locale ?? r.originLocale) as NewsLocale,
        locales: NEWS_LOCALES.filter((l) => mine.some((t) => t.locale === l)),
        category: { id: r.categoryId, name: catById.get(r.categoryId) ?? '' },
        status: r.status as NewsStatus,
        headline: r.headline,
        author: r.authorId ? (authorById.get(r.authorId) ?? null) : null,
        published_at: iso(r.publishedAt),
        updated_at: iso(r.updatedAt),
      };
    }),
    total,
    page: input.page,
    limit: input.limit,
  };
}

// --- one article -------------------------------------------------------------------------------

/** One article with all its translations, whatever its state. Editors. */
export async function newsDetailAdmin(reader: Reader, id: number): Promise<NewsDetail> {
  requireRole(reader, 'editor');
  const [row] = await db().select().from(articles).where(eq(articles.id, id));
  if (!row) throw new AppError('articleNotFound');
  const trs = await db()
    .select()
    .from(articleTranslations)
    .where(eq(articleTranslations.articleId, id));
  const tr = (l: NewsLocale) => {
    const t = trs.find((x) => x.locale === l);
    return t ? { title: t.title, summary: t.summary, body_html: t.bodyHtml } : null;
  };
  return {
    id: row.id,
    category_id: row.categoryId,
    cover: row.cover,
    headline: row.headline,
    status: row.status as NewsStatus,
    published_at: iso(row.publishedAt),
    updated_at: iso(row.updatedAt),
    origin_locale: row.originLocale as NewsLocale,
    translations: { zh: tr('zh'), en: tr('en'), vi: tr('vi') },
  };
}

// --- saving ------------------------------------------------------------------------------------

/** Text a body shows, roughly (tags dropped): whether a language is more than empty. */
const hasBody = (html: string) =>
  /<img\s/i.test(html) || html.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '';

/**
 * The stored form of each language given: sanitised, with its images. A language without a
 * title is left out (a draft's); one with a body but no title is refused (newsTitleRequired). An
 * empty body is refused unless `draft` (newsIncomplete).
 */
function valuesOf(
  input: NewsSave,
  draft: boolean,
): Map<NewsLocale, { values: TranslationValues; images: string[] }> {
  const out = new Map<NewsLocale, { values: TranslationValues; images: string[] }>();
  for (const l of NEWS_LOCALES) {
    const t = input.translations[l];
    if (!t.title) {
      if (hasBody(t.body) || t.summary) throw new AppError('newsTitleRequired');
      continue;
    }
    try {
      out.set(l, translationValues({ title: t.title, summary: t.summary, body: t.body }));
    } catch (err) {
      if (!(err instanceof AppError) || err.key !== 'contentRequired') throw err;
      if (!draft) throw new AppError('newsIncomplete');
      out.set(l, {
        values: {
          title: t.title,
          summary: t.summary,
          bodyHtml: '',
          searchTitle: fold(t.title),
          searchBody: fold(t.summary),
        },
        images: [],
      });
    }
  }
  if (!out.size) throw new AppError('newsTitleRequired');
  if (!draft && out.size < NEWS_LOCALES.length) throw new AppError('newsIncomplete');
  return out;
}

/** What the audit row keeps of an article: its state and titles, not its bodies. */
function auditView(
  row: Pick<ArticleRow, 'status' | 'publishedAt' | 'categoryId' | 'headline' | 'cover'>,
  titles: Partial<Record<NewsLocale, string>>,
) {
  return {
    status: row.status,
    published_at: iso(row.publishedAt),
    category_id: row.categoryId,
    headline: row.headline,
    cover: row.cover,
    titles,
  };
}

/**
 * Creates or changes an article with its three translations: `draft` (not public), `publish`
 * (public now; an article already published keeps its time) or `schedule` (public at
 * `publish_at`, which must lie ahead). One audit row: news.create | update | publish | schedule.
 */
export async function saveNews(
  actor: Actor,
  input: NewsSave,
  now: Date = new Date(),
): Promise<{ id: number; status: NewsStatus; published_at: string }> {
  requireRole(actor.user, 'editor');
  let at: Date | null = null;
  if (input.mode === 'schedule') {
    at = new Date(input.publish_at ?? '');
    const ahead = at.getTime() - now.getTime();
    if (!(ahead > 0 && ahead <= NEWS_SCHEDULE_MAX_MS)) throw new AppError('newsScheduleInvalid');
  }
  await checkCategory(input.category_id);
  checkCover(input.cover);
  const values = valuesOf(input, input.mode === 'draft');
  const images = [...values.values()].flatMap((v) => v.images);
  const titles = Object.fromEntries([...values].map(([l, v]) => [l, v.values.title]));

  const result = await db().transaction(async (tx) => {
    let before: ArticleRow | null = null;
    let beforeTitles: Partial<Record<NewsLocale, string>> = {};
    let kept = new Set<string>();
    let bodies: { locale: string; bodyHtml: string; title: string }[] = [];
    if (input.id) {
      [before] = await tx.select().from(articles).where(eq(articles.id, input.id)).for('update');
      if (!before) throw new AppError('articleNotFound');
      bodies = await tx
        .select({
          locale: articleTranslations.locale,
          bodyHtml: articleTranslations.bodyHtml,
          title: articleTranslations.title,
        })
        .from(articleTranslations)
        .where(eq(articleTranslations.articleId, input.id));
      beforeTitles = Object.fromEntries(bodies.map((b) => [b.locale, b.title]));
      kept = new Set([
        ...coverUpload(before.cover),
        ...bodies.flatMap((b) => uploadsIn(b.bodyHtml)),
      ]);
    }
    await claimArticleUploads(tx, actor.user.id, input.cover, images, kept);
    const using = [...coverUpload(input.cover), ...images];
    if (before) {
      await attachUploads(
        tx,
        using.filter((u) => kept.has(u)),
      );
      const after = new Set(using);
      await releaseUploads(
        tx,
        [...kept].filter((u) => !after.has(u)),
      );
    }

    const wasPublished = before?.status === 'published';
    const status: NewsStatus =
      input.mode === 'draft' ? 'draft' : input.mode === 'schedule' ? 'scheduled' : 'published';
    const publishedAt =
      at ?? (status === 'published' && wasPublished && before ? before.publishedAt : now);
    const origin: NewsLocale =
      before && values.has(before.originLocale as NewsLocale)
        ? (before.originLocale as NewsLocale)
        : [...values.keys()][0];
    const fields = {
      categoryId: input.category_id,
      cover: input.cover,
      headline: input.headline,
      status,
      publishedAt,
      originLocale: origin,
      updatedAt: now,
    };
    let id: number;
    if (before) {
      id = before.id;
      await tx.update(articles).set(fields).where(eq(articles.id, id));
      const gone = bodies.map((b) => b.locale).filter((l) => !values.has(l as NewsLocale));
      if (gone.length)
        await tx
          .delete(articleTranslations)
          .where(
            and(eq(articleTranslations.articleId, id), inArray(articleTranslations.locale, gone)),
          );
    } else {
      [{ id }] = await tx
        .insert(articles)
        .values({ ...fields, authorId: actor.user.id })
        .returning({ id: articles.id });
    }
    for (const [locale, v] of values)
      await tx
        .insert(articleTranslations)
        .values({ articleId: id, locale, ...v.values })
        .onConflictDoUpdate({
          target: [articleTranslations.articleId, articleTranslations.locale],
          set: v.values,
        });

    const action =
      status === 'scheduled'
        ? 'news.schedule'
        : status === 'published' && !wasPublished
          ? 'news.publish'
          : before
            ? 'news.update'
            : 'news.create';
    await recordAudit(tx, actor, {
      action,
      targetType: 'news',
      targetId: id,
      before: before ? auditView(before, beforeTitles) : null,
      after: auditView({ ...fields, status }, titles),
    });
    return { id, status, published_at: iso(publishedAt) };
  });
  await purgeArticlePages(result.id);
  return result;
}

// --- status ------------------------------------------------------------------------------------

/**
 * hide (published or scheduled → hidden), unhide (hidden → published, or scheduled when its time
 * lies ahead) and publish (a draft or scheduled article, now; it needs all three languages
 * complete). One audit row: news.hide | unhide | publish.
 */
export async function setNewsStatus(
  actor: Actor,
  id: number,
  action: NewsStatusAction,
  now: Date = new Date(),
): Promise<{ id: number; status: NewsStatus; published_at: string }> {
  requireRole(actor.user, 'editor');
  const result = await db().transaction(async (tx) => {
    const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
    if (!row) throw new AppError('articleNotFound');
    const from = row.status as NewsStatus;
    let status: NewsStatus;
    let publishedAt = row.publishedAt;
    if (action === 'hide' && (from === 'published' || from === 'scheduled')) status = 'hidden';
    else if (action === 'unhide' && from === 'hidden')
      status = row.publishedAt > now ? 'scheduled' : 'published';
    else if (action === 'publish' && (from === 'draft' || from === 'scheduled')) {
      const trs = await tx
        .select({ locale: articleTranslations.locale, bodyHtml: articleTranslations.bodyHtml })
        .from(articleTranslations)
        .where(eq(articleTranslations.articleId, id));
      if (!NEWS_LOCALES.every((l) => trs.some((t) => t.locale === l && hasBody(t.bodyHtml))))
        throw new AppError('newsIncomplete');
      status = 'published';
      publishedAt = now;
    } else throw new AppError('newsStatusInvalid');
    await tx
      .update(articles)
      .set({ status, publishedAt, updatedAt: now })
      .where(eq(articles.id, id));
    await recordAudit(tx, actor, {
      action: `news.${action}`,
      targetType: 'news',
      targetId: id,
      before: { status: from, published_at: iso(row.publishedAt) },
      after: { status, published_at: iso(publishedAt) },
    });
    return { id, status, published_at: iso(publishedAt) };
  });
  await purgeArticlePages(id);
  return result;
}

// --- going live --------------------------------------------------------------------------------

/**
 * Publishes every scheduled article whose time has come, and drops the cached news pages and
 * the news sitemap on every instance. Idempotent (run by two jobs: ./jobs.ts). Answers the ids.
 */
export async function publishDueArticles(now: Date = new Date()): Promise<number[]> {
  const rows = await db()
    .update(articles)
    .set({ status: 'published', updatedAt: now })
    .where(and(eq(articles.status, 'scheduled'), lte(articles.publishedAt, now)))
    .returning({ id: articles.id });
  if (rows.length)
    await purgePages([...rows.map((r) => `/news/${r.id}`), '/news', '/main', NEWS_SITEMAP]);
  return rows.map((r) => r.id);
}

/** The news categories for the editor's picker, names in `lang`. Editors. */
export async function newsCategoriesAdmin(reader: Reader, lang: Locale) {
  requireRole(reader, 'editor');
  return (await listNewsCategories(lang)).map((c) => ({ id: c.id, name: c.name }));
}
