/**
 * The /football and /basketball lists' pure rules: the lean row the client island holds, the
 * tabs, grouping by competition, the day strip and the page's query string. Browser-safe and
 * shared by the server page and the island (which maps a refetched snapshot the same way).
 */
import { named } from '@/lib/matches/display';
import type { MatchItem, MatchLine, MatchStatus, Sport } from '@/lib/matches/types';
import { toLocale, type Locale } from '@/i18n/locales';
import { parseId } from '@/lib/rules/id';
import { clockIn, isDay, todayIn } from '@/lib/rules/zone';

/**
 * `teams`: matches of the teams the visitor follows (docs/product.md §2 "Teams, players and
 * discussion"), from the account or, for a guest, this browser.
 */
export const SCORE_TABS = ['all', 'live', 'upcoming', 'finished', 'favourites', 'teams'] as const;
export type ScoreTab = (typeof SCORE_TABS)[number];

/** The day strip: yesterday … six days ahead. */
export const DAY_STRIP = [-1, 0, 1, 2, 3, 4, 5, 6] as const;
/** At most this many competitions in the filter (the API's limit too). */
export const MAX_COMPETITIONS = 20;

/**
 * One row as the island holds it: only what a row shows, names already in the page's language.
 * Live fields keep the API's names so `applyScoreFrame` merges pushes into it directly.
 */
export type ScoreRow = Omit<
  MatchLine,
  'competition_colour' | 'home_team_name' | 'away_team_name' | 'phase'
> & {
  /** Kick-off "HH:mm" in the page's zone (`kickoff` is the instant, for `<time datetime>`). */
  time: string;
  /** MatchItem's phase, as a plain string (pushes may bring codes the list does not know). */
  phase: string;
  /** Team names in the page's language. */
  home: string;
  away: string;
  /** 1: the user's favourite (always 0 for visitors). */
  collected: number;
};

/** A competition header / filter choice, in the page's language. */
export type ScoreCompetition = {
  id: number;
  name: string;
  short: string;
  colour: string;
  /** Matches of the day (before the tab filter). */
  count: number;
};

/** Kick-off texts by zone and instant (kickoffTime). */
const kickoffTimes = new Map<string, string>();

/**
 * "HH:mm" of an ISO instant in the page's zone (the server's, passed down): identical on the
 * server and in any browser.
 */
export function kickoffTime(iso: string, zone: string): string {
  // A day's few hundred matches kick off at a few dozen times: each is formatted once.
  const key = `${zone} ${iso}`;
  let text = kickoffTimes.get(key);
  if (text === undefined) {
    if (kickoffTimes.size >= 2000) kickoffTimes.clear();
    text = clockIn(iso, zone);
    kickoffTimes.set(key, text);
  }
  return text;
}

/** A day_rows match (names already in the page's language) as the island's row. */
export function lineToScoreRow(m: MatchLine & { collected?: number }, zone: string): ScoreRow {
  return {
    id: m.id,
    competition_id: m.competition_id,
    time: kickoffTime(m.kickoff, zone),
    kickoff: m.kickoff,
    status: m.status,
    phase: m.phase,
    match_str: m.match_str,
    home_team_id: m.home_team_id,
    away_team_id: m.away_team_id,
    home: m.home_team_name,
    away: m.away_team_name,
    home_score: m.home_score,
    away_score: m.away_score,
    home_half_score: m.home_half_score,
    away_half_score: m.away_half_score,
    period_scores: m.period_scores,
    home_penalties: m.home_penalties,
    away_penalties: m.away_penalties,
    home_red: m.home_red,
    away_red: m.away_red,
    home_yellow: m.home_yellow,
    away_yellow: m.away_yellow,
    home_corners: m.home_corners,
    away_corners: m.away_corners,
    collected: m.collected === 1 ? 1 : 0,
  };
}

/** ScoreRow's fields in a fixed order: the page hands the island rows as arrays (`packRows`). */
const ROW_KEYS = [
  'id',
  'competition_id',
  'time',
  'kickoff',
  'status',
  'phase',
  'match_str',
  'home_team_id',
  'away_team_id',
  'home',
  'away',
  'home_score',
  'away_score',
  'home_half_score',
  'away_half_score',
  'period_scores',
  'home_penalties',
  'away_penalties',
  'home_red',
  'away_red',
  'home_yellow',
  'away_yellow',
  'home_corners',
  'away_corners',
  'collected',
] as const satisfies readonly (keyof ScoreRow)[];

/** Every ScoreRow field is in ROW_KEYS (a new field fails the type check until it is added). */
type Unpacked = Exclude<keyof ScoreRow, (typeof ROW_KEYS)[number]>;
const allKeys: [Unpacked] extends [never] ? true : never = true;
void allKeys;

/** Rows as arrays of their values, for the flight data: a third of the bytes of keyed objects. */
export type PackedRows = { packed: ScoreRow[keyof ScoreRow][][] };

export function packRows(rows: readonly ScoreRow[]): PackedRows {
  return { packed: rows.map((r) => ROW_KEYS.map((k) => r[k])) };
}

export function unpackRows({ packed }: PackedRows): ScoreRow[] {
  // A plain loop: entries arrays for 300 rows × 30 fields were ~1 ms of every render.
  return packed.map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < ROW_KEYS.length; i++) row[ROW_KEYS[i]] = values[i];
    return row as ScoreRow;
  });
}

type DayCompetition = { id: number } & Record<`${'name' | 'short_name'}_${Locale}`, string>;

/**
 * The day's competitions in the API's order (importance), each with its colour (from its
 * matches) and its number of matches.
 */
export function toCompetitions(
  list: readonly DayCompetition[],
  matches: readonly Pick<MatchItem, 'competition_id' | 'competition_colour'>[],
  locale: string,
): ScoreCompetition[] {
  const lang = toLocale(locale);
  const counts = new Map<number, number>();
  const colours = new Map<number, string>();
  for (const m of matches) {
    counts.set(m.competition_id, (counts.get(m.competition_id) ?? 0) + 1);
    if (!colours.has(m.competition_id)) colours.set(m.competition_id, m.competition_colour);
  }
  return list.map((c) => ({
    id: c.id,
    name: named(c, 'name', lang),
    short: named(c, 'short_name', lang),
    colour: colours.get(c.id) ?? '#6b7280',
    count: counts.get(c.id) ?? 0,
  }));
}

/** The tab a status belongs to (postponed with the upcoming ones, cancelled with the finished, as the API does). */
export function tabOfStatus(status: MatchStatus): 'live' | 'upcoming' | 'finished' {
  if (status === 'live') return 'live';
  if (status === 'finished' || status === 'cancelled') return 'finished';
  return 'upcoming';
}

type TabRow = Pick<ScoreRow, 'status' | 'collected' | 'home_team_id' | 'away_team_id'>;

/**
 * Which of a row's teams are followed: bit 1 the home team, bit 2 the away team (0: neither).
 */
export function followedSides(
  row: Pick<ScoreRow, 'home_team_id' | 'away_team_id'>,
  followed: ReadonlySet<number> | undefined,
): number {
  if (!followed?.size) return 0;
  return (followed.has(row.home_team_id) ? 1 : 0) | (followed.has(row.away_team_id) ? 2 : 0);
}

export function inTab(row: TabRow, tab: ScoreTab, followed?: ReadonlySet<number>): boolean {
  if (tab === 'all') return true;
  if (tab === 'favourites') return row.collected === 1;
  if (tab === 'teams') return followedSides(row, followed) !== 0;
  return tabOfStatus(row.status) === tab;
}

export function tabCounts(
  rows: readonly TabRow[],
  followed?: ReadonlySet<number>,
): Record<ScoreTab, number> {
  const out: Record<ScoreTab, number> = {
    all: rows.length,
    live: 0,
    upcoming: 0,
    finished: 0,
    favourites: 0,
    teams: 0,
  };
  for (const r of rows) {
    out[tabOfStatus(r.status)]++;
    if (r.collected === 1) out.favourites++;
    if (followedSides(r, followed)) out.teams++;
  }
  return out;
}

/** Rows by competition, competitions in the given order; empty groups are left out. */
export function groupRows<R extends Pick<ScoreRow, 'competition_id'>>(
  rows: readonly R[],
  competitions: readonly ScoreCompetition[],
): { competition: ScoreCompetition; rows: R[] }[] {
  const by = new Map<number, R[]>();
  for (const r of rows) {
    const list = by.get(r.competition_id);
    if (list) list.push(r);
    else by.set(r.competition_id, [r]);
  }
  const out: { competition: ScoreCompetition; rows: R[] }[] = [];
  for (const c of competitions) {
    const list = by.get(c.id);
    if (list) out.push({ competition: c, rows: list });
  }
  return out;
}

// --- days ---------------------------------------------------------------------------------------

/** "YYYY-MM-DD" of `now` in the page's zone. */
export function matchDayOf(zone: string, now: Date = new Date()): string {
  return todayIn(zone, now);
}

export { addDays, daysBetween, isDay } from '@/lib/rules/zone';

// --- the query string ---------------------------------------------------------------------------

export type ScoresQuery = { tab: ScoreTab; date: string; competitions: number[] };

type RawParams = Record<string, string | string[] | undefined>;

function first(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/**
 * `?tab=live&date=2026-05-02&competition=82&competition=120` (or `competition=82,120`). Anything
 * unusable falls back to the default: tab all, today, every competition.
 */
export function parseScoresQuery(params: RawParams, today: string): ScoresQuery {
  const tabParam = first(params.tab);
  const tab = (SCORE_TABS as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as ScoreTab)
    : 'all';
  const dateParam = first(params.date)?.trim() ?? '';
  const date = isDay(dateParam) ? dateParam : today;
  const raw = params.competition;
  const parts = (Array.isArray(raw) ? raw : raw ? [raw] : []).flatMap((s) => s.split(','));
  const competitions: number[] = [];
  for (const p of parts) {
    const s = p.trim();
    const id = parseId(s);
    if (id !== null && !competitions.includes(id)) competitions.push(id);
    if (competitions.length >= MAX_COMPETITIONS) break;
  }
  return { tab, date, competitions };
}

/** The page's own link for a query; defaults are left out so URLs stay short and canonical. */
export function scoresHref(path: string, q: ScoresQuery, today: string): string {
  const sp = new URLSearchParams();
  if (q.tab !== 'all') sp.set('tab', q.tab);
  if (q.date !== today) sp.set('date', q.date);
  if (q.competitions.length)
    sp.set('competition', [...q.competitions].sort((a, b) => a - b).join(','));
  const s = sp.toString();
  return s ? `${path}?${s}` : path;
}

/** The same query with `id` added to or removed from the competition filter. */
export function toggleCompetition(q: ScoresQuery, id: number): ScoresQuery {
  const has = q.competitions.includes(id);
  return {
    ...q,
    competitions: has ? q.competitions.filter((c) => c !== id) : [...q.competitions, id],
  };
}

/** The list page of a sport and the data-library page of its competitions. */
export function sportPaths(sport: Sport): { list: string; library: string } {
  return sport === 'football'
    ? { list: '/football', library: '/base-football' }
    : { list: '/basketball', library: '/base-basketball' };
}
