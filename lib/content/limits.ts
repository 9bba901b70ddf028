/**
 * The content domain's limits (news articles, and the comment threads shared by videos and posts),
 * read by the API, the domain and the pages alike (docs/architecture.md "Contracts"). Plain
 * values only: no imports, so the browser gets a few bytes (docs/decisions/024).
 */

/** An article's title, in code points. */
export const ARTICLE_TITLE_MAX = 80;
/** An article's summary, in code points. */
export const ARTICLE_SUMMARY_MAX = 200;
/** Sanitised HTML stored per translation; a long feature is ~20 KB. */
export const ARTICLE_BODY_MAX_BYTES = 100_000;
/** An article's cover: an image on this site (an upload or one of the site's own pictures). */
export const COVER_RE = /^\/(?:uploads|images)\/[\w./-]+\.(?:png|jpe?g|webp|svg)$/;

/** A comment (on a video or a post) is plain text of 1–500 characters (code points). */
export const COMMENT_MAX_CHARS = 500;
/** A top-level comment comes with this many of its replies; the rest via the replies call. */
export const INLINE_REPLIES = 3;

/** Code points, so an emoji or a CJK character counts as one (as the composers' counters count). */
export function charCount(s: string): number {
  return [...s].length;
}
