import 'server-only';
import { and, desc, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { users, videoCategories, videos } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { levelFromExp } from '@/lib/account/level';
import type { AuthUser } from '@/lib/account/auth';
import { reactedIds } from '@/lib/content/social';
import type { Locale } from '@/i18n/locales';
import { categoryName } from './categories';
import { playableSrc } from './media';
import {
  RANK_PERIOD_HOURS,
  RELATED_COUNT,
  VIDEO_PAGE_SIZE,
  type RankPeriod,
  type VideoOrder,
  type VideoSport,
} from './limits';
import type { VideoInfo, VideoItem, VideoPage } from './contract';

/**
 * Reading videos (Video/getList, anchorWorks, getVideoInfo, userPostList, videoRank/getRank,
 * video/videoList): published ones only, each titled in the request language when someone wrote
 * that language, else in the language it was published in.
 */

type VideoRow = typeof videos.$inferSelect;
type Lang = 'Zh' | 'En' | 'Vi';
const suffix = (l: string): Lang => (l === 'en' ? 'En' : l === 'vi' ? 'Vi' : 'Zh');

/** `title` or `description` in `lang`, else in the video's own language, else any. */
export function localised(row: VideoRow, field: 'title' | 'description', lang: Locale): string {
  const pick = (l: Lang) => row[`${field}${l}`];
  return (
    pick(suffix(lang)) ?? pick(suffix(row.lang)) ?? pick('Zh') ?? pick('En') ?? pick('Vi') ?? ''
  );
}

const columns = {
  v: videos,
  nickname: users.nickname,
  avatar: users.avatar,
  expTenths: users.expTenths,
  isAnchor: users.isAnchor,
  catZh: videoCategories.nameZh,
  catEn: videoCategories.nameEn,
  catVi: videoCategories.nameVi,
  sport: videoCategories.sport,
};

function selectVideos() {
  return db()
    .select(columns)
    .from(videos)
    .innerJoin(users, eq(users.id, videos.authorId))
    .innerJoin(videoCategories, eq(videoCategories.id, videos.categoryId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectVideos>['where']>>[number];

function toItem(r: Joined, lang: Locale): VideoItem {
  const v = r.v;
  return {
    id: v.id,
    title: localised(v, 'title', lang),
    cover: v.cover,
    duration_s: v.durationS,
    views: v.views,
    likes: v.likes,
    favorites: v.favorites,
    comments: v.comments,
    category_id: v.categoryId,
    category_name: categoryName({ nameZh: r.catZh, nameEn: r.catEn, nameVi: r.catVi }, lang),
    sport: r.sport === 'football' || r.sport === 'basketball' ? r.sport : 'other',
    author_id: v.authorId,
    author_nickname: r.nickname,
    author_avatar: r.avatar,
    lang: v.lang,
    match_id: v.matchId,
    created_at: Math.floor(v.createdAt.getTime() / 1000),
  };
}

const published = eq(videos.status, 'published');

export type ListOptions = {
  categoryId?: number;
  sport?: VideoSport;
  authorId?: number;
  order?: VideoOrder;
  page?: number;
  size?: number;
};

/** A page of published videos, newest first or most viewed first. */
export async function listVideos(lang: Locale, opts: ListOptions = {}): Promise<VideoPage> {
  const page = opts.page ?? 1;
  const size = opts.size ?? VIDEO_PAGE_SIZE;
  const where: SQL[] = [published];
  if (opts.categoryId) where.push(eq(videos.categoryId, opts.categoryId));
  if (opts.authorId) where.push(eq(videos.authorId, opts.authorId));
  if (opts.sport) where.push(eq(videoCategories.sport, opts.sport));
  const cond = and(...where);
  const order =
    opts.order === 'hot'
      ? [desc(videos.views), desc(videos.createdAt), desc(videos.id)]
      : [desc(videos.createdAt), desc(videos.id)];
  const [rows, [{ total }]] = await Promise.all([
    selectVideos()
      .where(cond)
      .orderBy(...order)
      .limit(size)
      .offset((page - 1) * size),
    db()
      .select({ total: sql<number>`count(*)::int` })
      .from(videos)
      .innerJoin(videoCategories, eq(videoCategories.id, videos.categoryId))
      .where(cond),
  ]);
  return { list: rows.map((r) => toItem(r, lang)), total, page, size };
}

/** The most viewed videos published in the last day, week or month (videoRank/getRank). */
export async function rankVideos(
  lang: Locale,
  period: RankPeriod = 'day',
  size = 10,
  now: Date = new Date(),
): Promise<(VideoItem & { rank: number })[]> {
  const since = new Date(now.getTime() - RANK_PERIOD_HOURS[period] * 3600_000);
  const rows = await selectVideos()
    .where(and(published, gte(videos.createdAt, since)))
    .orderBy(desc(videos.views), desc(videos.createdAt), desc(videos.id))
    .limit(size);
  return rows.map((r, i) => ({ ...toItem(r, lang), rank: i + 1 }));
}

type Viewer = Pick<AuthUser, 'id' | 'isAdmin'> | null | undefined;

/** One published video's row, or `videoNotFound`. */
export async function requireVideo(id: number): Promise<VideoRow> {
  const [row] = await db()
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), published));
  if (!row) throw new AppError('videoNotFound');
  return row;
}

/** Videos to watch next: the same category first, then the same sport, most viewed first. */
async function relatedVideos(row: VideoRow, sport: string, lang: Locale): Promise<VideoItem[]> {
  const rows = await selectVideos()
    .where(and(published, ne(videos.id, row.id), eq(videoCategories.sport, sport)))
    .orderBy(
      desc(sql`(${videos.categoryId} = ${row.categoryId})`),
      desc(videos.views),
      desc(videos.id),
    )
    .limit(RELATED_COUNT);
  return rows.map((r) => toItem(r, lang));
}

/**
 * One video for its page (getVideoInfo): the playable address, the author, counters, whether the
 * viewer liked or favourited it, whether the viewer may delete it, and related videos.
 */
export async function videoInfo(id: number, lang: Locale, viewer?: Viewer): Promise<VideoInfo> {
  const [r] = await selectVideos().where(and(eq(videos.id, id), published));
  if (!r) throw new AppError('videoNotFound');
  const [liked, favorited, related] = await Promise.all([
    reactedIds(viewer?.id, 'like', 'video', [id]),
    reactedIds(viewer?.id, 'favorite', 'video', [id]),
    relatedVideos(r.v, r.sport, lang),
  ]);
  return {
    ...toItem(r, lang),
    description: localised(r.v, 'description', lang),
    src: playableSrc(r.v),
    author_level: levelFromExp(r.expTenths / 10),
    author_is_anchor: r.isAnchor !== 0,
    liked: liked.has(id),
    favorited: favorited.has(id),
    can_delete: !!viewer && (viewer.id === r.v.authorId || viewer.isAdmin),
    updated_at: Math.floor(r.v.updatedAt.getTime() / 1000),
    related,
  };
}

/** Ids and last changes of every published video (sitemaps). */
export async function publishedVideoIds(): Promise<{ id: number; updatedAt: Date }[]> {
  return db()
    .select({ id: videos.id, updatedAt: videos.updatedAt })
    .from(videos)
    .where(published)
    .orderBy(desc(videos.id));
}

/** An anchor's published videos, newest first (Video/anchorWorks); a non-anchor is `anchorNotFound`. */
export async function anchorWorks(
  anchorId: number,
  lang: Locale,
  page?: number,
  size?: number,
): Promise<VideoPage> {
  const [u] = await db()
    .select({ isAnchor: users.isAnchor })
    .from(users)
    .where(eq(users.id, anchorId));
  if (!u || u.isAnchor === 0) throw new AppError('anchorNotFound');
  return listVideos(lang, { authorId: anchorId, page, size });
}

/** A user's published videos, newest first (Video/userPostList); an unknown user is `userNotFound`. */
export async function userVideos(
  userId: number,
  lang: Locale,
  page?: number,
  size?: number,
): Promise<VideoPage> {
  const [u] = await db().select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!u) throw new AppError('userNotFound');
  return listVideos(lang, { authorId: userId, page, size });
}
