import 'server-only';
import crypto from 'node:crypto';
import { db } from '@/lib/db/client';
import {
  articles,
  articleTranslations,
  circles,
  newsCategories,
  posts,
  rooms,
  users,
  videoCategories,
  videos,
} from '@/lib/db/schema';
import { htmlToText } from '@/lib/content/sanitize';
import { fold } from '@/lib/text/fold';

/**
 * Rows for the search tests and the bench, written straight into the tables the way the content
 * writers (lib/content, lib/video, lib/community) store them: search_title = fold(title),
 * search_body = fold(htmlToText(body)). Not used by the site itself.
 */

const tag = () => crypto.randomBytes(5).toString('hex');

export async function insertUser(
  opts: { nickname?: string; isAnchor?: boolean } = {},
): Promise<number> {
  const t = tag();
  const [u] = await db()
    .insert(users)
    .values({
      mobile: `86-139${String(crypto.randomInt(0, 99_999_999)).padStart(8, '0')}`,
      passwordHash: 'x',
      nickname: opts.nickname ?? `u_${t}`,
      isAnchor: opts.isAnchor ? 1 : 0,
      inviteCode: `T${t}`.toUpperCase(),
    })
    .returning({ id: users.id });
  return u.id;
}

export async function insertRoom(opts: {
  anchorId: number;
  title: string;
  live?: boolean;
  cover?: string;
}): Promise<number> {
  const [r] = await db()
    .insert(rooms)
    .values({
      anchorId: opts.anchorId,
      title: opts.title,
      cover: opts.cover ?? '',
      sport: 'football',
      language: 'zh',
      streamName: `st_${tag()}`,
      state: opts.live ? 'live' : 'offline',
      liveSince: opts.live ? new Date() : null,
    })
    .returning({ id: rooms.id });
  return r.id;
}

export async function insertNewsCategory(
  names: [string, string, string] = ['综合', 'General', 'Tổng hợp'],
): Promise<number> {
  const [c] = await db()
    .insert(newsCategories)
    .values({ slug: `c-${tag()}`, nameZh: names[0], nameEn: names[1], nameVi: names[2] })
    .returning({ id: newsCategories.id });
  return c.id;
}

export type ArticleText = { title: string; body: string; summary?: string };

export async function insertArticle(opts: {
  categoryId: number;
  origin: 'zh' | 'en' | 'vi';
  texts: Partial<Record<'zh' | 'en' | 'vi', ArticleText>>;
  views?: number;
  publishedAt?: Date;
  status?: string;
  cover?: string;
}): Promise<number> {
  const [a] = await db()
    .insert(articles)
    .values({
      categoryId: opts.categoryId,
      originLocale: opts.origin,
      cover: opts.cover ?? '',
      status: opts.status ?? 'published',
      views: opts.views ?? 0,
      publishedAt: opts.publishedAt ?? new Date(),
    })
    .returning({ id: articles.id });
  const rows = Object.entries(opts.texts).map(([locale, t]) => ({
    articleId: a.id,
    locale,
    title: t.title,
    summary: t.summary ?? '',
    bodyHtml: t.body,
    searchTitle: fold(t.title),
    searchBody: fold(htmlToText(t.body)),
  }));
  if (rows.length) await db().insert(articleTranslations).values(rows);
  return a.id;
}

export async function insertVideoCategory(
  names: [string, string, string] = ['集锦', 'Highlights', 'Video nổi bật'],
): Promise<number> {
  const [c] = await db()
    .insert(videoCategories)
    .values({ nameZh: names[0], nameEn: names[1], nameVi: names[2] })
    .returning({ id: videoCategories.id });
  return c.id;
}

type ByLang = Partial<Record<'zh' | 'en' | 'vi', string>>;

export async function insertVideo(opts: {
  categoryId: number;
  authorId: number;
  lang: 'zh' | 'en' | 'vi';
  titles: ByLang;
  descriptions?: ByLang;
  views?: number;
  likes?: number;
  createdAt?: Date;
  status?: string;
}): Promise<number> {
  const d = opts.descriptions ?? {};
  const [v] = await db()
    .insert(videos)
    .values({
      categoryId: opts.categoryId,
      authorId: opts.authorId,
      lang: opts.lang,
      titleZh: opts.titles.zh ?? null,
      titleEn: opts.titles.en ?? null,
      titleVi: opts.titles.vi ?? null,
      descriptionZh: d.zh ?? null,
      descriptionEn: d.en ?? null,
      descriptionVi: d.vi ?? null,
      cover: '/covers/v.jpg',
      src: '/media/v.m3u8',
      status: opts.status ?? 'published',
      views: opts.views ?? 0,
      likes: opts.likes ?? 0,
      createdAt: opts.createdAt ?? new Date(),
      searchTitle: fold(Object.values(opts.titles).join(' ')),
      searchBody: fold(Object.values(d).join(' ')),
    })
    .returning({ id: videos.id });
  return v.id;
}

export async function insertCircle(
  names: [string, string, string] = ['足球圈', 'Football', 'Bóng đá'],
): Promise<number> {
  const [c] = await db()
    .insert(circles)
    .values({ slug: `c-${tag()}`, nameZh: names[0], nameEn: names[1], nameVi: names[2] })
    .returning({ id: circles.id });
  return c.id;
}

export async function insertPost(opts: {
  circleId: number;
  userId: number;
  content: string;
  lang?: 'zh' | 'en' | 'vi';
  images?: string[];
  likes?: number;
  views?: number;
  createdAt?: Date;
  deleted?: boolean;
}): Promise<number> {
  const [p] = await db()
    .insert(posts)
    .values({
      circleId: opts.circleId,
      userId: opts.userId,
      lang: opts.lang ?? 'zh',
      content: opts.content,
      images: opts.images ?? [],
      likes: opts.likes ?? 0,
      views: opts.views ?? 0,
      createdAt: opts.createdAt ?? new Date(),
      deletedAt: opts.deleted ? new Date() : null,
      searchBody: fold(opts.content),
    })
    .returning({ id: posts.id });
  return p.id;
}
