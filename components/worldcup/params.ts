/**
 * The World Cup page's URL (docs/product.md §2 `/trophy/home`): `?tab=` picks the view,
 * `&team=` the squad, `#m74` a match and `#group-a` a group on the fixtures view. Pure, so the
 * page, its metadata and the tests read a query the same way.
 */
import { bracket, teamOf } from '@/lib/worldcup/tournament';

export const WORLDCUP_PATH = '/trophy/home';
export const WORLDCUP_TABS = ['overview', 'matches', 'scorers', 'squads'] as const;
export type WorldCupTab = (typeof WORLDCUP_TABS)[number];
export type SearchParams = Record<string, string | string[] | undefined>;
export type WorldCupQuery = { tab: WorldCupTab; team: string };

/** The squad shown when the query names none: the champions'. */
export const DEFAULT_TEAM = bracket().champion;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The view and team of a query; anything unknown is the default (the overview, the champions). */
export function parseWorldCupQuery(sp: SearchParams): WorldCupQuery {
  const tab = first(sp.tab);
  const team = first(sp.team)?.toUpperCase();
  return {
    tab: (WORLDCUP_TABS as readonly string[]).includes(tab ?? '')
      ? (tab as WorldCupTab)
      : 'overview',
    team: team && /^[A-Z]{3}$/.test(team) && teamOf(team) ? team : DEFAULT_TEAM,
  };
}

/** The canonical address of a view: no `tab` for the overview, no `team` for the default squad. */
export function worldCupHref(q: Partial<WorldCupQuery> = {}): string {
  const s = new URLSearchParams();
  const tab = q.tab ?? 'overview';
  if (tab !== 'overview') s.set('tab', tab);
  if (tab === 'squads' && q.team && q.team !== DEFAULT_TEAM) s.set('team', q.team);
  const qs = s.toString();
  return qs ? `${WORLDCUP_PATH}?${qs}` : WORLDCUP_PATH;
}

export const matchAnchor = (num: number) => `m${num}`;
export const groupAnchor = (group: string) => `group-${group.toLowerCase()}`;

/** A match on the fixtures view. */
export function matchHref(num: number): string {
  return `${worldCupHref({ tab: 'matches' })}#${matchAnchor(num)}`;
}

/** A team's squad. */
export function squadHref(team: string): string {
  return worldCupHref({ tab: 'squads', team });
}
