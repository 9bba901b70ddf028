/**
 * The expert pages' addresses and queries (docs/product.md §2 "Experts"): `/specialist` (the
 * ranking), `/specialist-home?type=`, `/specialist-info?id=` (an expert) and
 * `/specialist-detail?id=` (a plan). Pure, so pages, metadata and tests read a query the same way.
 */
import { RANK_ORDERS, RANK_WINDOWS, type RankOrder, type RankWindow } from '@/lib/experts/limits';
import type { Sport } from '@/lib/matches/types';
import { parseId } from '@/lib/rules/id';

export type SearchParams = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export const SPORTS: readonly Sport[] = ['football', 'basketball'];

/** The ranking's query: sport, order and window; defaults leave the address. */
export type RankingQuery = { sport: Sport; order: RankOrder; days: RankWindow };
export const RANKING_DEFAULTS: RankingQuery = { sport: 'football', order: 'roi', days: 30 };

/** `?sport=&order=&days=` read leniently: anything unknown is the default. */
export function parseRankingQuery(sp: SearchParams): RankingQuery {
  const sport = first(sp.sport);
  const order = first(sp.order);
  const days = Number(first(sp.days));
  return {
    sport: sport === 'basketball' ? 'basketball' : 'football',
    order: (RANK_ORDERS as readonly string[]).includes(order ?? '')
      ? (order as RankOrder)
      : RANKING_DEFAULTS.order,
    days: (RANK_WINDOWS as readonly number[]).includes(days)
      ? (days as RankWindow)
      : RANKING_DEFAULTS.days,
  };
}

/** `/specialist` with the non-default parts of the query, in a fixed order. */
export function rankingHref(q: Partial<RankingQuery> = {}): string {
  const full = { ...RANKING_DEFAULTS, ...q };
  const parts: string[] = [];
  if (full.sport !== RANKING_DEFAULTS.sport) parts.push(`sport=${full.sport}`);
  if (full.order !== RANKING_DEFAULTS.order) parts.push(`order=${full.order}`);
  if (full.days !== RANKING_DEFAULTS.days) parts.push(`days=${full.days}`);
  return parts.length ? `/specialist?${parts.join('&')}` : '/specialist';
}

/** `?type=`: 0 football (also anything unknown), 1 basketball. */
export function parseHomeType(sp: SearchParams): 0 | 1 {
  return first(sp.type) === '1' ? 1 : 0;
}

export const sportOfType = (type: 0 | 1): Sport => (type === 1 ? 'basketball' : 'football');

/** The expert home of a sport; its canonical address always names the type. */
export function homeHref(sport: Sport): string {
  return `/specialist-home?type=${sport === 'basketball' ? 1 : 0}`;
}

export const expertHref = (id: number) => `/specialist-info?id=${id}`;
export const planHref = (id: number) => `/specialist-detail?id=${id}`;

/** An expert's plans are paged: `?id=&page=` (page 1 leaves it out). */
export function expertPageHref(id: number, page: number): string {
  return page > 1 ? `/specialist-info?id=${id}&page=${page}` : expertHref(id);
}

/** `?id=` as a row id (lib/rules/id.ts), else null: the page's 404. */
export function parseIdParam(sp: SearchParams): number | null {
  return parseId(first(sp.id));
}

/** `?page=`: a page number from 1, anything else 1. */
export function parsePage(sp: SearchParams): number {
  const raw = first(sp.page);
  const n = raw && /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 ? n : 1;
}
