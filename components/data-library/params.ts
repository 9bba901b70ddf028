/**
 * The data library's URL: `/base-football?id=82&season=1&tab=matches&round=30` and the like.
 * Pure, so the pages, the metadata and the tests read a query the same way.
 */
import {
  RECENT_FORM_SIZES,
  type BasketballStat,
  type RecentFormSize,
  type Sport,
} from '@/lib/matches/types';
import { parseId } from '@/lib/rules/id';

export const FOOTBALL_TABS = ['table', 'matches', 'scorers', 'assists'] as const;
export const BASKETBALL_TABS = ['table', 'matches', 'teams', 'players'] as const;
export type LibraryTab = (typeof FOOTBALL_TABS)[number] | (typeof BASKETBALL_TABS)[number];

export const BASKETBALL_STATS: readonly BasketballStat[] = [
  'points',
  'rebounds',
  'assists',
  'steals',
  'blocks',
];

/** docs/product.md §9: recent form over 6 matches unless the visitor picks 5, 10 or 15. */
export const DEFAULT_FORM: RecentFormSize = 6;

/** `/base-football` without an id shows the Premier League; `/base-basketball` the NBA. */
export const DEFAULT_COMPETITION: Record<Sport, number> = { football: 82, basketball: 1 };

/**
 * The competitions of the switcher, by importance: the footer's (docs/product.md §2), plus Ligue 1 (142),
 * which the data has as the fifth of the big five leagues.
 */
export const LIBRARY_COMPETITIONS: Record<Sport, readonly number[]> = {
  football: [82, 120, 108, 129, 142, 45, 46, 542],
  basketball: [1, 3],
};

export const LIBRARY_PATH: Record<Sport, '/base-football' | '/base-basketball'> = {
  football: '/base-football',
  basketball: '/base-basketball',
};

export type LibraryQuery = {
  sport: Sport;
  id: number;
  /** A season id; undefined is the current season. */
  season?: number;
  tab: LibraryTab;
  round?: number;
  form: RecentFormSize;
  stat: BasketballStat;
};

export type SearchParams = Record<string, string | string[] | undefined>;

/** A positive int4 written in plain digits ("82"), else null: the shared rule (lib/rules/id.ts). */
export { parseId };

function one(v: string | string[] | undefined): string | undefined | null {
  if (Array.isArray(v)) return v.length === 1 ? v[0] : null;
  return v;
}

export function tabsOf(sport: Sport): readonly LibraryTab[] {
  return sport === 'football' ? FOOTBALL_TABS : BASKETBALL_TABS;
}

/**
 * Reads a data-library query. An id or season that cannot name anything (text, negative, huge,
 * repeated) gives null, a 404; tab, round, form and stat fall back to their defaults.
 */
export function parseLibraryQuery(sport: Sport, sp: SearchParams): LibraryQuery | null {
  const rawId = one(sp.id);
  if (rawId === null) return null;
  const id = rawId === undefined || rawId === '' ? DEFAULT_COMPETITION[sport] : parseId(rawId);
  if (id === null) return null;

  const rawSeason = one(sp.season);
  if (rawSeason === null) return null;
  let season: number | undefined;
  if (rawSeason !== undefined && rawSeason !== '') {
    const s = parseId(rawSeason);
    if (s === null) return null;
    season = s;
  }

  const rawTab = one(sp.tab);
  const tab = tabsOf(sport).find((x) => x === rawTab) ?? 'table';

  const rawRound = one(sp.round);
  const round = rawRound ? (parseId(rawRound) ?? undefined) : undefined;

  const rawForm = Number(one(sp.form));
  const form = RECENT_FORM_SIZES.find((n) => n === rawForm) ?? DEFAULT_FORM;

  const rawStat = one(sp.stat);
  const stat = BASKETBALL_STATS.find((x) => x === rawStat) ?? 'points';

  return { sport, id, season, tab, round, form, stat };
}

/**
 * The link to a data-library view, leaving out what is the default, so the canonical URL of the
 * Premier League's table stays `/base-football?id=82`.
 */
export function libraryHref(
  q: Pick<LibraryQuery, 'sport' | 'id'> & Partial<Omit<LibraryQuery, 'sport' | 'id'>>,
): string {
  const p = new URLSearchParams({ id: String(q.id) });
  if (q.season !== undefined) p.set('season', String(q.season));
  if (q.tab && q.tab !== 'table') p.set('tab', q.tab);
  if (q.tab === 'matches' && q.round !== undefined) p.set('round', String(q.round));
  if (q.tab === 'table' || q.tab === undefined) {
    if (q.form !== undefined && q.form !== DEFAULT_FORM) p.set('form', String(q.form));
  }
  if (q.tab === 'players' && q.stat && q.stat !== 'points') p.set('stat', q.stat);
  return `${LIBRARY_PATH[q.sport]}?${p.toString()}`;
}
