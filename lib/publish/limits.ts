/**
 * The limits and vocabularies of the console's publishing (issue 27 "Publishing"; docs/product.md
 * §6 "Operators"): plain values the API (./contract.ts), the domain and the console's editor agree
 * on. No imports, so the browser gets a few bytes (docs/decisions/024).
 */

/** The languages an article is written in, side by side in the editor. */
export const NEWS_LOCALES = ['zh', 'en', 'vi'] as const;
export type NewsLocale = (typeof NEWS_LOCALES)[number];

/**
 * An article's states: a `draft` is seen by the console only; a `scheduled` one goes live by
 * itself at its publish time; `published` is public (from its publish time on); `hidden` was
 * taken down and may be shown again.
 */
export const NEWS_STATUSES = ['draft', 'scheduled', 'published', 'hidden'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** What a save does: keep it a draft, publish it now, or schedule it for `publish_at`. */
export const NEWS_SAVE_MODES = ['draft', 'publish', 'schedule'] as const;
export type NewsSaveMode = (typeof NEWS_SAVE_MODES)[number];

/** Status changes from the list: take down, show again, publish a draft or scheduled one now. */
export const NEWS_STATUS_ACTIONS = ['hide', 'unhide', 'publish'] as const;
export type NewsStatusAction = (typeof NEWS_STATUS_ACTIONS)[number];

/** The console's article title, per language, in code points. */
export const NEWS_TITLE_MAX = 100;

/** How the console's news list may be sorted. */
export const NEWS_SORTS = ['published_at', 'updated_at', 'id'] as const;
export type NewsSort = (typeof NEWS_SORTS)[number];

/** A scheduled time may be at most this far ahead (a year). */
export const NEWS_SCHEDULE_MAX_MS = 366 * 24 * 3600_000;

/** A banner's title, per language, in code points. */
export const BANNER_TITLE_MAX = 60;
/** A banner's or a list's order value. */
export const SORT_MAX = 9999;
/** At most this many banners are reordered at once. */
export const BANNERS_MAX = 100;
/** A banner's link: a path on this site (`/news/12`, not `//host`) or an https address. */
export const BANNER_LINK_RE = /^(?:\/(?![/\\])[^\s]*|https:\/\/[^\s/]+(?:\/[^\s]*)?)$/;

/** A video's states in the console: `hidden` by staff (a report or the console), `removed` by its author. */
export const VIDEO_STATUSES = ['published', 'hidden', 'removed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** How the console's video list may be sorted. */
export const VIDEO_SORTS = ['created_at', 'views', 'id'] as const;

/** A video category's name, per language, in code points. */
export const VIDEO_CATEGORY_NAME_MAX = 30;

/** A hot keyword, per language, in code points. */
export const HOT_NAME_MAX = 20;
/** A hot keyword's shown popularity. */
export const HOT_MAX = 99_999_999;

/** A circle's name, per language, in code points; its description. */
export const CIRCLE_NAME_MAX = 20;
export const CIRCLE_DESCRIPTION_MAX = 200;
