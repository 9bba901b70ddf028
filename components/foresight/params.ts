/**
 * The intelligence centre's query (`/foresight?sport=&date=&competition=&page=`, or `?id=` for
 * one match) and its links. Pure and browser-safe.
 */
import type { Sport } from '@/lib/matches/types';
import { parseId } from '@/lib/rules/id';
import { isDay } from '@/lib/rules/zone';

export type SearchParams = Record<string, string | string[] | undefined>;

export type ForesightQuery = {
  sport: Sport;
  /** A day in the viewer's zone; null: today. */
  date: string | null;
  competition: number | null;
  page: number;
  /** One match's intelligence instead of the list. */
  id: number | null;
};

export const FORESIGHT_PATH = '/foresight';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export function parseForesightQuery(sp: SearchParams): ForesightQuery {
  const date = first(sp.date)?.trim() ?? '';
  const page = Number(first(sp.page));
  return {
    sport: first(sp.sport) === 'basketball' ? 'basketball' : 'football',
    date: isDay(date) ? date : null,
    competition: parseId(first(sp.competition)),
    page: Number.isInteger(page) && page > 1 && page <= 1000 ? page : 1,
    id: parseId(first(sp.id)),
  };
}

/** The list's link for a query; defaults are left out, so URLs stay short and canonical. */
export function foresightHref(q: Omit<ForesightQuery, 'id'>, today: string): string {
  const sp = new URLSearchParams();
  if (q.sport !== 'football') sp.set('sport', q.sport);
  if (q.date && q.date !== today) sp.set('date', q.date);
  if (q.competition !== null) sp.set('competition', String(q.competition));
  if (q.page > 1) sp.set('page', String(q.page));
  const s = sp.toString();
  return s ? `${FORESIGHT_PATH}?${s}` : FORESIGHT_PATH;
}

/** One match's intelligence. */
export function foresightMatchHref(id: number): string {
  return `${FORESIGHT_PATH}?id=${id}`;
}

/** The page's canonical path: the sport's list (any day, competition or page), or one match. */
export function foresightCanonical(q: Pick<ForesightQuery, 'sport' | 'id'>): string {
  if (q.id !== null) return foresightMatchHref(q.id);
  return q.sport === 'football' ? FORESIGHT_PATH : `${FORESIGHT_PATH}?sport=${q.sport}`;
}
