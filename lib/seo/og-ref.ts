/**
 * Which generated Open Graph image a page uses: `/og/<kind>/<id>?l=<locale>`. The image route
 * (app/og/[kind]/[id]/route.ts) looks the words up itself from the kind and id, so nothing a
 * visitor writes in the URL is ever drawn. Pure and client-safe (no server imports).
 */
import type { Locale } from '@/i18n/locales';

/** Cards of whole pages: their words are `seo.cards.<key>` messages. */
export const PAGE_KEYS = [
  'main',
  'football',
  'basketball',
  'schedule',
  'anchor',
  'rank',
  'attention',
  'reserve',
  'news',
  'video-list',
  'video-classify',
  'circle',
  'search',
  'member',
  'downLoad',
  'base-football',
  'base-basketball',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** Cards of one thing, looked up by its id in the database. */
export const ITEM_KINDS = [
  'news',
  'video',
  'post',
  'match',
  'room',
  'competition',
  'circle',
] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export type OgImageRef = { kind: 'page'; id: PageKey } | { kind: ItemKind; id: number };

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export function isPageKey(value: string): value is PageKey {
  return (PAGE_KEYS as readonly string[]).includes(value);
}

/** The site-relative address of a card: `/og/match/12?l=en`. */
export function ogImagePath(ref: OgImageRef, locale: Locale): string {
  return `/og/${ref.kind}/${encodeURIComponent(String(ref.id))}?l=${locale}`;
}

/** The card of the page at `path` (its first segment when that is a known page, else the home page's). */
export function pageCardOf(path: string): OgImageRef {
  const first = path.split(/[/?#]/)[1] ?? '';
  return { kind: 'page', id: isPageKey(first) ? first : 'main' };
}
