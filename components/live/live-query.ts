import type { SideMenuKey } from '@/components/layout/side-menu';

/**
 * The query of /anchor (docs/product.md §2): `type` 0 all, 1 football, 2 basketball, 3 other (with a
 * category's `id` and `name`), 4 replays; `page` from 1. Anything else falls back to the
 * default rather than failing, so an old or hand-made link still shows a list.
 */

export const LIVE_TYPES = [0, 1, 2, 3, 4] as const;
export type LiveType = (typeof LIVE_TYPES)[number];

/** Each type's key in messages (`liveList.types.*`, `liveList.titles.*`) and in the side menu. */
export const TYPE_KEYS = ['all', 'football', 'basketball', 'other', 'playback'] as const;
export type TypeKey = (typeof TYPE_KEYS)[number];

export const SIDE_MENU_KEYS: Record<LiveType, SideMenuKey> = {
  0: 'allLive',
  1: 'football',
  2: 'basketball',
  3: 'other',
  4: 'playback',
};

/** Rooms per page: divisible by the grid's 4 and 5 columns. */
export const PAGE_SIZE = 20;
export const MAX_PAGE = 1000;

export type LiveQuery = {
  type: LiveType;
  /** Type 3 only: one category of `live_streaming/categories`. */
  category: number | null;
  page: number;
};

type RawParams = Record<string, string | string[] | undefined>;

function first(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/** A whole number in [min, max] written plainly ("2", not "2.0" or "0x2"), else null. */
function intIn(v: string | undefined, min: number, max: number): number | null {
  if (v === undefined || !/^\d{1,10}$/.test(v)) return null;
  const n = Number(v);
  return n >= min && n <= max ? n : null;
}

export function parseLiveQuery(params: RawParams): LiveQuery {
  const type = (intIn(first(params.type), 0, 4) ?? 0) as LiveType;
  const category = type === 3 ? intIn(first(params.id), 1, 2_147_483_647) : null;
  const page = intIn(first(params.page), 1, MAX_PAGE) ?? 1;
  return { type, category, page };
}

/**
 * A link of the live list. The spec's category links carry the category's `name` too
 * (`/anchor?type=3&id=&name=`); the page reads the name from the API, never from the URL.
 */
export function liveHref(q: Partial<LiveQuery> & { name?: string | null }): string {
  const type = q.type ?? 0;
  const params = new URLSearchParams({ type: String(type) });
  if (type === 3 && q.category) {
    params.set('id', String(q.category));
    if (q.name) params.set('name', q.name);
  }
  if (q.page && q.page > 1) params.set('page', String(q.page));
  return `/anchor?${params.toString()}`;
}

/** The canonical path of a list view: `/anchor` for all rooms, else its type (and category, page). */
export function liveCanonical(q: LiveQuery): string {
  if (q.type === 0 && q.page === 1) return '/anchor';
  return liveHref(q);
}

/** Pages of `total` items. */
export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}
