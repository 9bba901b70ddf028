import { parseId } from '@/lib/rules/id';
import {
  HOT_PERIODS,
  POST_LANG_FILTERS,
  POST_ORDERS,
  type HotPeriod,
  type PostLangFilter,
  type PostOrder,
} from '@/lib/community/limits';

/**
 * /circle's query: the circle (`id`), the feed order, its page, the hot-posts period and the
 * language filter (`lang`: all, the viewer's language first, or mine, only it).
 */
export type CircleQuery = {
  id: number | null;
  order: PostOrder;
  page: number;
  hot: HotPeriod;
  lang: PostLangFilter;
};

type Raw = Record<string, string | string[] | undefined>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Reads /circle's query; anything malformed falls back to the default (all, new, 1, day, all). */
export function parseCircleQuery(raw: Raw): CircleQuery {
  const order = one(raw.order);
  const hot = one(raw.hot);
  const lang = one(raw.lang);
  const page = parseId(one(raw.page) ?? '');
  return {
    id: parseId(one(raw.id) ?? ''),
    order: (POST_ORDERS as readonly string[]).includes(order ?? '') ? (order as PostOrder) : 'new',
    page: page && page <= 1000 ? page : 1,
    hot: (HOT_PERIODS as readonly string[]).includes(hot ?? '') ? (hot as HotPeriod) : 'day',
    lang: (POST_LANG_FILTERS as readonly string[]).includes(lang ?? '')
      ? (lang as PostLangFilter)
      : 'all',
  };
}

/** The URL of a /circle view; defaults are left out, so each view has one address. */
export function circleHref(q: Partial<CircleQuery>): string {
  const p = new URLSearchParams();
  if (q.id) p.set('id', String(q.id));
  if (q.order && q.order !== 'new') p.set('order', q.order);
  if (q.page && q.page > 1) p.set('page', String(q.page));
  if (q.hot && q.hot !== 'day') p.set('hot', q.hot);
  if (q.lang && q.lang !== 'all') p.set('lang', q.lang);
  const s = p.toString();
  return s ? `/circle?${s}` : '/circle';
}

/**
 * The canonical address of a view: the circle and the page (order, period and language filter
 * are variants).
 */
export function circleCanonical(q: CircleQuery): string {
  return circleHref({ id: q.id, page: q.page });
}
