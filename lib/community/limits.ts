/**
 * The community's limits, shared by the API (lib/community/posts.ts) and the composer in the
 * browser (components/community/composer.tsx) so that both refuse the same things with the same
 * message (docs/product.md §5, §9). Plain values only (docs/decisions/024); the comment length is the
 * content domain's, shared with videos.
 */
export { charCount, COMMENT_MAX_CHARS } from '@/lib/content/limits';

/** At most 4 images in a post (docs/product.md §5, §9). */
export const POST_MAX_IMAGES = 4;
/** A post's text, in code points (an emoji is one). */
export const POST_MAX_CHARS = 2000;
/** A video under 50 MB (docs/product.md §5); checked by upload/video, repeated in the composer. */
export const POST_VIDEO_MAX_MB = 50;
/** A cover under 5 MB, png or jpg (docs/product.md §5). */
export const POST_COVER_MAX_MB = 5;
/** The video types the composer offers (upload/video checks the container itself). */
export const POST_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
/** The image types the composer offers (upload/image re-encodes them). */
export const POST_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** Hot-post windows (docs/product.md §9): the posts created in the last day, week or month. */
export const HOT_PERIODS = ['day', 'week', 'month'] as const;
export type HotPeriod = (typeof HOT_PERIODS)[number];
export const HOT_PERIOD_HOURS: Record<HotPeriod, number> = {
  day: 24,
  week: 24 * 7,
  month: 24 * 30,
};

/** Feed orders: newest first, or hot (likes + 2 × comments, ties newest). */
export const POST_ORDERS = ['new', 'hot'] as const;
export type PostOrder = (typeof POST_ORDERS)[number];

/** Posts per feed page. */
export const POST_PAGE_SIZE = 10;
/** Comments per page of a thread. */
export const COMMENT_PAGE_SIZE = 10;

/**
 * Feeds by language (docs/product.md §2 "Teams, players and discussion", "Community by
 * language"): `all` lists the viewer's language first, then the others; `mine` only the viewer's.
 */
export const POST_LANG_FILTERS = ['all', 'mine'] as const;
export type PostLangFilter = (typeof POST_LANG_FILTERS)[number];
