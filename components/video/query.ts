/**
 * The video pages' URLs (docs/product.md §2 /video-list, /video-player?id=, /video-classify?type=3&id=&name=)
 * and how their query strings are read: one place, shared by the pages, the cards and the menu.
 * Plain TS, browser-safe.
 */
import { parseId } from '@/lib/rules/id';
import { RANK_PERIODS, VIDEO_ORDERS, type RankPeriod, type VideoOrder } from '@/lib/video/limits';

type RawParams = Record<string, string | string[] | undefined>;

/** Cards per page of the video lists. */
export const VIDEO_LIST_SIZE = 20;
const MAX_PAGE = 1000;

function first(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

function pageOf(v: string | undefined): number {
  const n = v && /^[0-9]{1,4}$/.test(v) ? Number(v) : 1;
  return n >= 1 && n <= MAX_PAGE ? n : 1;
}

export type VideoListQuery = {
  category: number | null;
  order: VideoOrder;
  page: number;
  rank: RankPeriod;
};

/** /video-list?category=&order=&page=&rank= — anything unreadable falls back to the default. */
export function parseVideoListQuery(params: RawParams): VideoListQuery {
  const order = first(params.order);
  const rank = first(params.rank);
  return {
    category: parseId(first(params.category)),
    order: (VIDEO_ORDERS as readonly string[]).includes(order ?? '')
      ? (order as VideoOrder)
      : 'new',
    page: pageOf(first(params.page)),
    rank: (RANK_PERIODS as readonly string[]).includes(rank ?? '') ? (rank as RankPeriod) : 'day',
  };
}

/** A view of /video-list; defaults are left out so each view has one URL. */
export function videoListHref(q: Partial<VideoListQuery>): string {
  const params = new URLSearchParams();
  if (q.category) params.set('category', String(q.category));
  if (q.order && q.order !== 'new') params.set('order', q.order);
  if (q.page && q.page > 1) params.set('page', String(q.page));
  if (q.rank && q.rank !== 'day') params.set('rank', q.rank);
  const s = params.toString();
  return s ? `/video-list?${s}` : '/video-list';
}

/** The canonical of a list view: its category and page (order and ranking tab are views of it). */
export function videoListCanonical(q: VideoListQuery): string {
  return videoListHref({ category: q.category, page: q.page });
}

/** A video's page. */
export function videoHref(id: number): string {
  return `/video-player?id=${id}`;
}

export type ClassifyQuery = { category: number | null; order: VideoOrder; page: number };

/** /video-classify?type=3&id=&name=&order=&page= (the name is shown from the API, never the URL). */
export function parseClassifyQuery(params: RawParams): ClassifyQuery {
  const order = first(params.order);
  return {
    category: parseId(first(params.id)),
    order: (VIDEO_ORDERS as readonly string[]).includes(order ?? '')
      ? (order as VideoOrder)
      : 'new',
    page: pageOf(first(params.page)),
  };
}

/** A category's page, with the spec's `type=3` and `name`. */
export function classifyHref(
  c: { id: number; name?: string } | null,
  opts: { order?: VideoOrder; page?: number } = {},
): string {
  const params = new URLSearchParams({ type: '3' });
  if (c) {
    params.set('id', String(c.id));
    if (c.name) params.set('name', c.name);
  }
  if (opts.order && opts.order !== 'new') params.set('order', opts.order);
  if (opts.page && opts.page > 1) params.set('page', String(opts.page));
  return `/video-classify?${params.toString()}`;
}

/** Pages of `total` items. */
export function pageCount(total: number, size = VIDEO_LIST_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}
