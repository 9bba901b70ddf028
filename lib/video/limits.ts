/**
 * The video domain's limits, shared by the API (lib/video/*) and the pages in the browser
 * (components/video/*) so that both agree (docs/product.md §2 video pages, §3 my-category list, §9).
 * Plain values only (docs/decisions/024).
 */

/** A published video's title, in code points (an emoji is one). */
export const VIDEO_TITLE_MAX = 60;
/** A published video's description, in code points. */
export const VIDEO_DESCRIPTION_MAX = 500;
/** "My categories": at most this many per user (and in a guest's local list). */
export const MY_CATEGORIES_MAX = 30;
/** Page sizes of every video list are 1–50; this is the default. */
export const VIDEO_PAGE_SIZE = 20;
export const VIDEO_PAGE_MAX_SIZE = 50;
/** Related videos under the player. */
export const RELATED_COUNT = 8;
/** Ranking windows (videoRank/getRank): videos published in the last day, week or month. */
export const RANK_PERIODS = ['day', 'week', 'month'] as const;
export type RankPeriod = (typeof RANK_PERIODS)[number];
export const RANK_PERIOD_HOURS: Record<RankPeriod, number> = {
  day: 24,
  week: 24 * 7,
  month: 24 * 30,
};
/** List orders: newest first, or most viewed (ties newest). */
export const VIDEO_ORDERS = ['new', 'hot'] as const;
export type VideoOrder = (typeof VIDEO_ORDERS)[number];
export const VIDEO_SPORTS = ['football', 'basketball', 'other'] as const;
export type VideoSport = (typeof VIDEO_SPORTS)[number];

/** The local-storage key of a guest's "my categories" (docs/product.md §3 local items). */
export const MY_CATEGORIES_STORAGE_KEY = 'myVideoCategories';
