/**
 * The site search's request and response schemas (docs/product.md §7 "Search and match data": Search/index,
 * Search/anchor, Search/live, plus the Search/content extension), beside the domain;
 * lib/api/routes/search.ts wires them to endpoints. Browser-safe: zod and shared rules only.
 */
import { z } from 'zod';
import { blank } from '@/lib/rules/input-fields';
import { numberField } from '@/lib/account/contract';
import { roomItemOutput } from '@/lib/live/contract';

/** Search/index takes 1–20 characters; the nav bar's box sends at most 10 (docs/product.md §9). */
export const KEYWORD_MAX = 20;
/** The largest page Search/anchor, Search/live and Search/content answer. */
export const PAGE_SIZE_MAX = 50;
export const PAGE_SIZE_DEFAULT = 20;
/** The deepest page: far past any real result list, and it bounds the OFFSET a caller can ask. */
export const PAGE_MAX = 500;

/** The result kinds of Search/content. */
export const CONTENT_KINDS = ['news', 'video', 'post'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * The keyword: NFC, trimmed, white space runs as one space, at most 20 characters. A missing,
 * empty or blank keyword reads as '' here, and the handler answers `searchKeywordEmpty` (the
 * spec's 搜索关键字不能为空) rather than a generic invalid field; a non-string is invalid.
 */
export const keywordField = z
  .preprocess((v) => (v === undefined || v === null ? '' : v), z.string())
  .transform((s) => s.normalize('NFC').trim().replace(/\s+/g, ' '))
  .pipe(z.string().max(KEYWORD_MAX))
  .describe(`the keyword, 1–${KEYWORD_MAX} characters after trimming`);

const pageField = z
  .preprocess(blank, numberField(1, PAGE_MAX).optional())
  .describe('page number, from 1 (default 1)');
const sizeField = z
  .preprocess(blank, numberField(1, PAGE_SIZE_MAX).optional())
  .describe(`page size, 1–${PAGE_SIZE_MAX} (default ${PAGE_SIZE_DEFAULT})`);

export const searchIndexInput = z.object({ name: keywordField });

export const searchPageInput = z.object({ name: keywordField, page: pageField, size: sizeField });

export const searchContentInput = searchPageInput.extend({
  kind: z.enum(CONTENT_KINDS).describe('news, video or post'),
});

// --- outputs ----------------------------------------------------------------------------------

export const anchorHitOutput = z.object({
  id: z.number().int().describe("the anchor's user id"),
  nickname: z.string(),
  avatar: z.string(),
  level: z.number().int(),
  followers: z.number().int(),
  room_id: z.number().int().nullable().describe('the room (open /live?id=); null before any'),
  room_title: z.string().nullable(),
  cover: z.string().describe("the room's cover, or ''"),
  state: z.enum(['live', 'offline']),
  viewers: z.number().int().describe('viewers present now, while live'),
});

/** A player on Search/index (docs/product.md §2 "Teams, players and discussion"). */
export const playerHitOutput = z.object({
  id: z.number().int().describe('the player (open /player?id={id})'),
  sport: z.enum(['football', 'basketball']),
  name_zh: z.string(),
  name_en: z.string(),
  name_vi: z.string(),
  shirt_number: z.number().int(),
  position: z.string().describe('football GK/DF/MF/FW, basketball G/F/C'),
  team_id: z.number().int().describe('his club (open /team?id={team_id})'),
  team_name_zh: z.string(),
  team_name_en: z.string(),
  team_name_vi: z.string(),
});

export const newsHitOutput = z.object({
  id: z.number().int().describe('the article (open /news/{id})'),
  locale: z.string().describe('the language shown: the request one, else the original'),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  category_id: z.number().int(),
  category_name: z.string().describe('in the request language'),
  headline: z.boolean(),
  views: z.number().int(),
  published_at: z.number().int().describe('unix seconds'),
});

export const videoHitOutput = z.object({
  id: z.number().int().describe('the video (open /video-player?id={id})'),
  title: z.string().describe('in the request language, else the original one'),
  description: z.string().describe('an excerpt around the keyword'),
  cover: z.string(),
  duration_s: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  author_id: z.number().int(),
  author_nickname: z.string(),
  author_avatar: z.string(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  created_at: z.number().int().describe('unix seconds'),
});

export const postHitOutput = z.object({
  id: z.number().int().describe('the post (open /circle-detail?id={id})'),
  excerpt: z.string().describe('at most ~140 characters of the text, around the keyword'),
  cover: z.string().describe("the first image or the video's cover, or ''"),
  images: z.number().int().describe('how many images'),
  has_video: z.boolean(),
  circle_id: z.number().int(),
  circle_name: z.string().describe('in the request language'),
  user_id: z.number().int(),
  user_nickname: z.string(),
  user_avatar: z.string(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  created_at: z.number().int().describe('unix seconds'),
});

const sectionOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().describe('all the hits') });

export const pagedOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });

export const sectionsOutput = z.object({
  anchors: sectionOf(anchorHitOutput),
  rooms: sectionOf(roomItemOutput).describe('live rooms first'),
  news: sectionOf(newsHitOutput),
  videos: sectionOf(videoHitOutput),
  posts: sectionOf(postHitOutput),
});

export const searchContentOutput = z.discriminatedUnion('kind', [
  pagedOf(newsHitOutput).extend({ kind: z.literal('news') }),
  pagedOf(videoHitOutput).extend({ kind: z.literal('video') }),
  pagedOf(postHitOutput).extend({ kind: z.literal('post') }),
]);

export type AnchorHit = z.infer<typeof anchorHitOutput>;
export type PlayerHit = z.infer<typeof playerHitOutput>;
export type NewsHit = z.infer<typeof newsHitOutput>;
export type VideoHit = z.infer<typeof videoHitOutput>;
export type PostHit = z.infer<typeof postHitOutput>;
export type RoomHit = z.infer<typeof roomItemOutput>;
export type Section<T> = { list: T[]; total: number };
export type Paged<T> = Section<T> & { page: number; size: number };
export type Sections = z.infer<typeof sectionsOutput>;
export type ContentPage = z.infer<typeof searchContentOutput>;
