/**
 * Calendars of the generated competitions, laid out around an anchor day. Deterministic for a
 * given anchor (and the data files' fixed fixtures). Pure.
 *
 * They follow the shape of real seasons:
 * - football leagues play a double round robin in weekly rounds (Friday to Monday), with an
 *   occasional midweek round; each league's kick-offs are the slots it really uses, in its own
 *   time zone (MLS: the home team's), so a Premier League match starts between 12:30 and 20:00
 *   London time, a CSL one in a Beijing evening;
 * - a team always has at least `MIN_REST_DAYS` between two matches, across all its competitions:
 *   the Europa League plays on the Thursdays of fixed weeks (`isEuropeanWeek`, the same whatever
 *   the anchors) and its clubs' league matches keep clear of them; the Europa League itself is
 *   placed around the data files' real fixtures;
 * - each team is at home in half of its league matches, home and away alternating (a circle
 *   method round robin, the second half mirroring the first);
 * - basketball, the Indian Super League and the Egyptian Premier League play (nearly) every day
 *   at their local times (`NIGHTLY_SHAPES`): the NBA 19:00–22:30 in the home team's zone with a
 *   West-coast home game every night, the CBA at 19:35 Beijing time, the WCBA in Beijing
 *   afternoons, the EuroLeague Tuesday to Friday evenings, the NBB (Brazil) on weeknights at
 *   19:00–20:00 Brasília time, the ISL at 19:30 India time, the Egyptian league 16:00–21:00 in
 *   Cairo.
 *
 * With leagues on every continent (Europe, Africa, China, Vietnam, Japan, Korea, India, Australia,
 * the Americas) a live match is on at every UTC hour every day, without any odd kick-off time,
 * but for 20:30 and 21:30 UTC on some weekdays: Europe's last kick-offs (21:00 local) start at
 * 19:00 UTC in summer time and South America's weeknight ones at 22:00 UTC (19:00 Brasília), so
 * only winter-time Europe and the Liga Profesional's 17:00 midweek games reach them.
 */
import { GENERATED_ROSTERS, roundNames, TEAMS, weekName, type Trio } from '../names';
import { rand } from '@/lib/rules/random';
import { DAY_MS, isoDay, zonedToUtc } from '../time';
import type { Sport } from '../types';

export type GeneratedFixture = {
  roundNumber: number;
  home: string;
  away: string;
  kickoff: number;
  /** The local match day ("YYYY-MM-DD" in the zone of the kick-off). */
  day: string;
};

export type GeneratedRound = { number: number; stage: 'league'; name: Trio };

export type GeneratedSeason = {
  competitionId: number;
  sport: Sport;
  label: string;
  anchorDay: number;
  startsOn: number;
  endsOn: number;
  rounds: GeneratedRound[];
  fixtures: GeneratedFixture[];
};

/** Fewest days between two matches of a football team (Thursday → Sunday is 3). */
export const MIN_REST_DAYS = 3;

const CHAMPIONS_LEAGUE = 45;
const EUROPA_LEAGUE = 46;

/**
 * A league's calendar: its zone, the local kick-off slots of a weekend round ("Sat 15:00"; "Mon"
 * is the Monday after) and of a midweek round, and how often a midweek round comes.
 */
export type LeagueShape = {
  zone: string;
  /** "2026" (a calendar-year season) or "2026/27". */
  label: 'year' | 'split';
  /** Earliest and latest local kick-off ("HH:MM"): every slot lies within. */
  window: readonly [string, string];
  weekend: readonly string[];
  midweek: readonly string[];
  /** A midweek round in every nth week of the season (0: never), in weeks `midweekAt` mod n. */
  midweekEvery: number;
  midweekAt?: number;
};

const rep = (slot: string, n: number) => Array.from({ length: n }, () => slot);

// prettier-ignore
export const LEAGUE_SHAPES: Readonly<Record<number, LeagueShape>> = {
  // Premier League: Saturday 12:30/15:00/17:30, Sunday 14:00/16:30, Friday and Monday nights.
  82: { zone: 'Europe/London', label: 'split', window: ['12:30', '20:00'], midweekEvery: 6,
    weekend: ['Sat 12:30', ...rep('Sat 15:00', 3), 'Sat 17:30', 'Sun 14:00', 'Sun 14:00', 'Sun 16:30', 'Fri 20:00', 'Mon 20:00'],
    midweek: [...rep('Tue 19:30', 3), 'Tue 20:00', ...rep('Wed 19:30', 4), 'Wed 20:00', 'Wed 20:00'] },
  120: { zone: 'Europe/Madrid', label: 'split', window: ['14:00', '21:00'], midweekEvery: 8,
    weekend: ['Fri 21:00', 'Sat 14:00', 'Sat 16:15', 'Sat 18:30', 'Sat 21:00', 'Sun 14:00', 'Sun 16:15', 'Sun 18:30', 'Sun 21:00', 'Mon 21:00'],
    midweek: ['Tue 19:00', 'Tue 21:00', 'Tue 19:00', 'Tue 21:00', ...rep('Wed 19:00', 3), ...rep('Wed 21:00', 3)] },
  108: { zone: 'Europe/Rome', label: 'split', window: ['12:30', '20:45'], midweekEvery: 7,
    weekend: ['Fri 20:45', 'Sat 15:00', 'Sat 18:00', 'Sat 20:45', 'Sun 12:30', 'Sun 15:00', 'Sun 15:00', 'Sun 18:00', 'Sun 20:45', 'Mon 20:45'],
    midweek: ['Tue 18:30', 'Tue 20:45', 'Tue 18:30', 'Tue 20:45', ...rep('Wed 18:30', 3), ...rep('Wed 20:45', 3)] },
  129: { zone: 'Europe/Berlin', label: 'split', window: ['15:30', '20:30'], midweekEvery: 10,
    weekend: ['Fri 20:30', ...rep('Sat 15:30', 5), 'Sat 18:30', 'Sun 15:30', 'Sun 17:30'],
    midweek: ['Tue 18:30', 'Tue 20:30', 'Tue 18:30', 'Tue 20:30', ...rep('Wed 18:30', 3), 'Wed 20:30', 'Wed 20:30'] },
  142: { zone: 'Europe/Paris', label: 'split', window: ['13:00', '21:05'], midweekEvery: 0,
    weekend: ['Fri 20:45', 'Sat 17:00', 'Sat 19:00', 'Sat 21:05', 'Sun 13:00', 'Sun 15:00', 'Sun 15:00', 'Sun 17:15', 'Sun 20:45'],
    midweek: [] },
  542: { zone: 'Asia/Shanghai', label: 'year', window: ['17:00', '20:00'], midweekEvery: 3, midweekAt: 0,
    weekend: ['Fri 19:35', 'Sat 17:00', 'Sat 19:00', 'Sat 19:35', 'Sun 17:00', 'Sun 19:00', 'Sun 19:35', 'Sun 20:00'],
    midweek: ['Tue 19:35', 'Tue 19:00', 'Wed 19:00', 'Wed 19:35', 'Wed 19:35', 'Wed 20:00', 'Tue 20:00', 'Wed 17:00'] },
  561: { zone: 'Asia/Ho_Chi_Minh', label: 'split', window: ['17:00', '19:15'], midweekEvery: 3, midweekAt: 1,
    weekend: ['Fri 18:00', 'Fri 19:15', 'Sat 17:00', 'Sat 18:00', 'Sat 19:15', 'Sun 17:00', 'Sun 18:00', 'Sun 19:15'],
    midweek: ['Tue 18:00', 'Tue 19:15', 'Wed 17:00', 'Wed 18:00', 'Wed 19:15', 'Wed 19:15', 'Tue 17:00'] },
  572: { zone: 'Asia/Tokyo', label: 'year', window: ['13:00', '19:30'], midweekEvery: 3, midweekAt: 2,
    weekend: ['Fri 19:00', 'Sat 13:00', 'Sat 14:00', 'Sat 15:00', 'Sat 16:00', 'Sat 18:00', 'Sat 19:00', 'Sun 13:00', 'Sun 14:00', 'Sun 15:00', 'Sun 16:00'],
    midweek: [...rep('Wed 19:00', 4), ...rep('Wed 19:30', 3), ...rep('Tue 19:00', 3)] },
  571: { zone: 'Asia/Seoul', label: 'year', window: ['14:00', '19:30'], midweekEvery: 3, midweekAt: 1,
    weekend: ['Sat 14:00', 'Sat 16:30', 'Sat 19:00', 'Sun 14:00', 'Sun 16:30', 'Sun 19:00'],
    midweek: ['Tue 19:30', 'Tue 19:00', 'Wed 19:30', 'Wed 19:30', 'Wed 19:00', 'Wed 19:00'] },
  611: { zone: 'Australia/Sydney', label: 'split', window: ['15:00', '19:45'], midweekEvery: 4, midweekAt: 2,
    weekend: ['Fri 19:35', 'Sat 15:00', 'Sat 17:30', 'Sat 19:35', 'Sun 15:00', 'Sun 17:00'],
    midweek: ['Tue 19:35', 'Wed 19:35', 'Wed 19:35', 'Tue 19:35', 'Wed 17:30', 'Wed 19:35'] },
  // MLS: times in the home team's zone.
  692: { zone: 'America/New_York', label: 'year', window: ['13:00', '20:30'], midweekEvery: 2, midweekAt: 0,
    weekend: [...rep('Sat 19:30', 7), 'Sat 20:30', 'Sat 16:30', 'Sat 17:00', 'Sun 19:00', 'Sun 18:00', 'Sun 14:00', 'Sat 19:00'],
    midweek: [...rep('Wed 19:30', 8), ...rep('Wed 20:30', 3), ...rep('Tue 19:30', 3)] },
  325: { zone: 'America/Sao_Paulo', label: 'year', window: ['11:00', '21:30'], midweekEvery: 2, midweekAt: 1,
    weekend: ['Sat 16:00', 'Sat 18:30', 'Sat 21:00', 'Sun 11:00', 'Sun 16:00', 'Sun 16:00', 'Sun 18:30', 'Sun 20:30', 'Mon 20:00', 'Sat 17:00'],
    midweek: ['Wed 19:00', 'Wed 21:30', 'Wed 19:00', 'Wed 19:30', 'Wed 21:30', 'Thu 19:00', 'Thu 20:00', 'Thu 19:30', 'Thu 21:30', 'Thu 19:00'] },
  352: { zone: 'America/Argentina/Buenos_Aires', label: 'year', window: ['14:00', '22:00'], midweekEvery: 2, midweekAt: 0,
    weekend: ['Fri 19:00', 'Fri 21:15', 'Sat 14:30', 'Sat 16:00', 'Sat 17:00', 'Sat 19:15', 'Sat 21:30', 'Sun 14:00', 'Sun 16:15', 'Sun 17:00', 'Sun 18:30', 'Sun 20:45', 'Mon 19:00', 'Mon 21:15'],
    midweek: ['Tue 19:00', 'Tue 21:15', 'Tue 17:00', 'Tue 19:00', 'Wed 19:00', 'Wed 21:15', 'Wed 17:00', 'Wed 19:00', 'Wed 21:15', 'Thu 21:15', 'Thu 17:00', 'Thu 19:00', 'Thu 19:00', 'Tue 17:00'] },
};

type CupShape = {
  zone: string;
  window: readonly [string, string];
  slots: readonly string[];
  /** Used only when a real fixture leaves a club no rest on the usual days. */
  fallback: readonly string[];
  /** Days of a European week its clubs keep free of league matches (0 = Monday). */
  days: readonly number[];
};

/** The Europa League: Thursday 18:45 and 21:00 Central European time. */
export const EUROPA_SHAPE: CupShape = {
  zone: 'Europe/Paris',
  window: ['18:45', '21:00'],
  slots: [...rep('Thu 18:45', 6), ...rep('Thu 21:00', 6)],
  fallback: ['Wed 18:45', 'Wed 21:00', 'Tue 18:45', 'Tue 21:00'],
  days: [3],
};

/** The Champions League: Tuesday and Wednesday, 18:45 and 21:00 Central European time. */
export const CHAMPIONS_SHAPE: CupShape = {
  zone: 'Europe/Paris',
  window: ['18:45', '21:00'],
  slots: ['Tue 18:45', ...rep('Tue 21:00', 5), 'Wed 18:45', 'Wed 18:45', ...rep('Wed 21:00', 5)],
  fallback: ['Thu 18:45', 'Thu 21:00'],
  days: [1, 2],
};

const CUP_SHAPES: Readonly<Record<number, CupShape>> = {
  [CHAMPIONS_LEAGUE]: CHAMPIONS_SHAPE,
  [EUROPA_LEAGUE]: EUROPA_SHAPE,
};

/**
 * Competitions that play (nearly) every day rather than in rounds: basketball leagues and the
 * Indian Super League. Tip-off times are local to the home team's zone.
 */
export type NightlyShape = {
  zone: string;
  window: readonly [string, string];
  /** The local times games start at, on any day (`days` narrows them down per weekday). */
  times: readonly string[];
  /** Games per day, drawn in [min, max], when `days` does not fix them. */
  perDay?: readonly [number, number];
  /**
   * The day's local tip-off times by weekday (0 = Monday): one game per time, none on an empty
   * day. ISL evenings, WCBA afternoons, EuroLeague Tuesday to Friday.
   */
  days?: readonly (readonly string[])[];
  /**
   * UTC hours at whose half past the league has a game on every day, as far as its own local
   * times allow: times are given to the day's games to cover them before the rest are drawn.
   */
  cover?: readonly number[];
  /** Each day at least one of these teams is at home (the NBA's late West-coast game). */
  hosts?: readonly string[];
};

const WEEK = (weekday: readonly string[], sat: readonly string[], sun = sat) =>
  [weekday, weekday, weekday, weekday, weekday, sat, sun] as const;

// prettier-ignore
export const NIGHTLY_SHAPES: Readonly<Record<number, NightlyShape>> = {
  // NBA: 19:00–22:30 in the home team's zone; a West-coast home game every night (a late one
  // reaches 06:00 UTC), an East-coast one at 19:00.
  1: { zone: 'America/New_York', window: ['19:00', '22:30'], perDay: [6, 10],
    times: ['19:00', '19:00', '19:30', '19:30', '20:00', '20:00', '20:30', '21:00', '22:00', '22:30'],
    cover: [0, 1, 2, 3, 4, 5, 6], hosts: ['nba-gsw', 'nba-lac', 'nba-lal', 'nba-por', 'nba-sac', 'nba-phx'] },
  // CBA: 19:35 Beijing time, some games at 19:00 or 20:00.
  3: { zone: 'Asia/Shanghai', window: ['19:00', '20:00'], perDay: [4, 6],
    times: ['19:35', '19:35', '19:35', '19:00', '20:00'], cover: [11, 12, 13] },
  // WCBA: afternoons (15:00–17:00) and an evening game, Beijing time.
  4: { zone: 'Asia/Shanghai', window: ['15:00', '19:30'],
    times: ['15:00', '15:30', '17:00', '19:30'],
    days: WEEK(['15:30', '17:00', '19:30'], ['15:00', '15:30', '17:00', '19:30']),
    cover: [7, 8, 9, 10, 11, 12] },
  // EuroLeague: Tuesday to Friday evenings, 18:00–20:45 local (Dubai and Istanbul earliest in UTC).
  8: { zone: 'Europe/Paris', window: ['18:00', '20:45'],
    times: ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '20:45'],
    days: [[], ['19:00', '20:00', '20:45'], ['19:00', '20:00', '20:45'], ['18:30', '19:00', '20:00', '20:30', '20:45'], ['18:30', '19:00', '20:00', '20:30', '20:45'], [], []],
    cover: [16, 17, 18, 19, 20, 21],
    hosts: ['el-dubai', 'el-fenerbahce', 'el-efes'] },
  // Indian Super League: a 19:30 match every day, a 17:00 one too at weekends (IST).
  606: { zone: 'Asia/Kolkata', window: ['17:00', '19:30'], times: ['17:00', '19:30'],
    days: WEEK(['19:30'], ['17:00', '19:30']), cover: [11, 14, 15] },
  // Egyptian Premier League: a round spread over three or four days, rounds twice a week, so
  // matches nearly every day, late afternoon and evening in Cairo (16:00–21:00; Egypt keeps
  // summer time since 2023, so 19:00 is 16:00 UTC in winter, 17:00 UTC in summer).
  818: { zone: 'Africa/Cairo', window: ['16:00', '21:00'], perDay: [2, 3],
    times: ['16:00', '17:00', '18:00', '19:00', '20:00', '21:00'], cover: [16, 17, 18, 19] },
  // NBB (Brazil): weeknights 19:00–20:30 Brasília time, Saturday 17:00, Sunday 11:00.
  12: { zone: 'America/Sao_Paulo', window: ['11:00', '20:30'],
    times: ['11:00', '17:00', '19:00', '19:30', '20:00', '20:30'],
    days: WEEK(['19:00', '19:30', '20:00'], ['17:00'], ['11:00']), cover: [22, 23] },
};

/** The NBA and CBA windows (kept under their old name for the tests and the bench). */
export const BASKETBALL_SHAPE = NIGHTLY_SHAPES;

/** EuroLeague clubs' home zones (the competition's is Central European time). */
// prettier-ignore
const EUROLEAGUE_ZONES: Readonly<Record<string, string>> = {
  'el-fenerbahce': 'Europe/Istanbul', 'el-efes': 'Europe/Istanbul', 'el-olympiacos': 'Europe/Athens',
  'el-panathinaikos': 'Europe/Athens', 'el-zalgiris': 'Europe/Vilnius', 'el-dubai': 'Asia/Dubai',
  'el-real-madrid': 'Europe/Madrid', 'el-barcelona': 'Europe/Madrid', 'el-baskonia': 'Europe/Madrid',
  'el-valencia': 'Europe/Madrid',
};

// prettier-ignore
const NBA_CENTRAL = ['chi', 'mil', 'dal', 'hou', 'mem', 'min', 'nop', 'okc', 'sas'];
const NBA_MOUNTAIN: Readonly<Record<string, string>> = {
  den: 'America/Denver',
  uta: 'America/Denver',
  phx: 'America/Phoenix',
};
const NBA_PACIFIC = ['gsw', 'lac', 'lal', 'por', 'sac'];

// prettier-ignore
const MLS_ZONES: Readonly<Record<string, string>> = {
  'chicago-fire': 'America/Chicago', nashville: 'America/Chicago', 'austin-fc': 'America/Chicago',
  'fc-dallas': 'America/Chicago', 'houston-dynamo': 'America/Chicago', 'minnesota-united': 'America/Chicago',
  'sporting-kc': 'America/Chicago', 'st-louis-city': 'America/Chicago', 'colorado-rapids': 'America/Denver',
  'real-salt-lake': 'America/Denver', 'la-galaxy': 'America/Los_Angeles', lafc: 'America/Los_Angeles',
  'portland-timbers': 'America/Los_Angeles', 'san-diego-fc': 'America/Los_Angeles',
  'san-jose': 'America/Los_Angeles', 'seattle-sounders': 'America/Los_Angeles',
  'vancouver-whitecaps': 'America/Vancouver', 'cf-montreal': 'America/Toronto', 'toronto-fc': 'America/Toronto',
};

/** The zone a match of `competitionId` at `home`'s ground keeps its local kick-off time in. */
export function kickoffZone(competitionId: number, home: string): string {
  if (competitionId === 1) {
    const code = home.replace(/^nba-/, '');
    if (NBA_CENTRAL.includes(code)) return 'America/Chicago';
    if (NBA_MOUNTAIN[code]) return NBA_MOUNTAIN[code];
    if (NBA_PACIFIC.includes(code)) return 'America/Los_Angeles';
    if (code === 'tor') return 'America/Toronto';
    return 'America/New_York';
  }
  if (competitionId === 692) return MLS_ZONES[home] ?? 'America/New_York';
  if (competitionId === 8) return EUROLEAGUE_ZONES[home] ?? NIGHTLY_SHAPES[8].zone;
  if (CUP_SHAPES[competitionId]) return CUP_SHAPES[competitionId].zone;
  return LEAGUE_SHAPES[competitionId]?.zone ?? NIGHTLY_SHAPES[competitionId]?.zone ?? 'UTC';
}

/** The local kick-off window of a generated competition ("HH:MM" to "HH:MM"). */
export function kickoffWindow(competitionId: number): readonly [string, string] {
  if (CUP_SHAPES[competitionId]) return CUP_SHAPES[competitionId].window;
  const w = LEAGUE_SHAPES[competitionId]?.window ?? NIGHTLY_SHAPES[competitionId]?.window;
  if (!w) throw new Error(`no kick-off window for competition ${competitionId}`);
  return w;
}

/** The distinct local kick-off times a competition uses ("HH:MM"), earliest first. */
export function kickoffTimes(competitionId: number): string[] {
  const league = LEAGUE_SHAPES[competitionId];
  const all = league
    ? [...league.weekend, ...league.midweek].map((s) => s.split(' ')[1])
    : CUP_SHAPES[competitionId]
      ? CUP_SHAPES[competitionId].slots.map((s) => s.split(' ')[1])
      : [...(NIGHTLY_SHAPES[competitionId]?.times ?? [])];
  return [...new Set(all)].sort();
}

/**
 * Competitions without a data file: their calendars are always generated (rosters in
 * `GENERATED_ROSTERS`).
 *
 * The leagues with a data file (`OFF_SEASON_LEAGUES`) are generated too, but only when the
 * seed's day lies outside the file's real season (after its last match day or before its first):
 * then they get a current season around today (same teams as the file), and the real season
 * stays as a past one. Inside the real season they are the file's alone. `generatedCompetitions`
 * in plan.ts applies the rule.
 */
export const GENERATED_COMPETITIONS: readonly { id: number; sport: Sport }[] = [
  { id: 542, sport: 'football' },
  { id: 46, sport: 'football' },
  { id: 561, sport: 'football' },
  { id: 572, sport: 'football' },
  { id: 571, sport: 'football' },
  { id: 611, sport: 'football' },
  { id: 692, sport: 'football' },
  { id: 325, sport: 'football' },
  { id: 352, sport: 'football' },
  { id: 606, sport: 'football' },
  { id: 818, sport: 'football' },
  { id: 1, sport: 'basketball' },
  { id: 3, sport: 'basketball' },
  { id: 4, sport: 'basketball' },
  { id: 8, sport: 'basketball' },
  { id: 12, sport: 'basketball' },
];

/** Leagues with a data file that get a generated current season out of the file's season. */
export const OFF_SEASON_LEAGUES: readonly number[] = [82, 120, 108, 129, 142];

/**
 * Cups with a data file that get a generated current season out of the file's season, from
 * their own roster (`GENERATED_ROSTERS`): the Champions League's file is the 2024/25 one.
 */
export const OFF_SEASON_CUPS: readonly number[] = [CHAMPIONS_LEAGUE];

/** Days before and after the anchor a basketball calendar spans. */
const SPAN = { before: 30, after: 29 } as const;

/** The label a season anchored on `anchorDay` gets: "2026" for calendar-year leagues, else "2026/27". */
export function seasonLabel(competitionId: number, anchorDay: number): string {
  const d = new Date(anchorDay);
  const y = d.getUTCFullYear();
  if (LEAGUE_SHAPES[competitionId]?.label === 'year') return String(y);
  const start = d.getUTCMonth() >= 6 ? y : y - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

const WEEKDAY: Readonly<Record<string, number>> = {
  Mon: 0,
  Tue: 1,
  Wed: 2,
  Thu: 3,
  Fri: 4,
  Sat: 5,
  Sun: 6,
};

/** The Monday (UTC midnight of that date) of the week holding the date `dayMs`. */
function mondayOf(dayMs: number): number {
  const dow = new Date(dayMs).getUTCDay();
  return dayMs - ((dow + 6) % 7) * DAY_MS;
}

/** The Thursday of the Europa League weeks: every third week, whatever the anchors. */
export function isEuropeanWeek(monday: number): boolean {
  return weekNumber(monday) % 3 === 0;
}

/** Weeks since the Monday 1970-01-05: leagues' midweek rounds fall in fixed weeks too. */
function weekNumber(monday: number): number {
  return Math.round((monday - 4 * DAY_MS) / (7 * DAY_MS));
}

/** Local match days (UTC midnight of the local date) of each team, across its competitions. */
export type Busy = Map<string, number[]>;

/** Index of the first day in the ascending `list` that is not before `day`. */
function lowerBound(list: readonly number[], day: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Adds a match day, keeping each team's days in ascending order (restAround searches them). */
export function addBusy(busy: Busy, team: string, day: number): void {
  const list = busy.get(team);
  if (list) list.splice(lowerBound(list, day), 0, day);
  else busy.set(team, [day]);
}

/** Days from `day` to the team's nearest other match day (Infinity for none). */
function restAround(busy: Busy, team: string, day: number): number {
  const list = busy.get(team);
  if (!list?.length) return Infinity;
  const i = lowerBound(list, day);
  let best = Infinity;
  if (i < list.length) best = list[i] - day;
  if (i > 0) best = Math.min(best, day - list[i - 1]);
  return best / DAY_MS;
}

/** Circle-method round robin: n−1 rounds (n with a bye for an odd n), every pair once. */
function roundRobin(teams: readonly string[]): [string, string][][] {
  const list: (string | null)[] = teams.length % 2 ? [...teams, null] : [...teams];
  const n = list.length;
  const rounds: [string, string][][] = [];
  for (let k = 0; k < n - 1; k++) {
    const pairs: [string, string][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = list[i];
      const b = list[n - 1 - i];
      if (a === null || b === null) continue;
      // The fixed team alternates every round; the others by the parity of round and seat, so
      // each team changes venue from one round to the next nearly always.
      pairs.push((i === 0 ? k % 2 === 0 : (k + i) % 2 === 0) ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    list.splice(1, 0, list.pop() as string | null);
  }
  return rounds;
}

/**
 * Venues of a round robin's rounds, in order: a pair's home team is the one that was away last
 * time (so venues alternate), else the one with fewer home matches so far.
 */
function alternate(rounds: readonly [string, string][][]): [string, string][][] {
  const last = new Map<string, 'H' | 'A'>();
  const homes = new Map<string, number>();
  return rounds.map((pairs) =>
    pairs.map(([a, b]) => {
      const la = last.get(a);
      const lb = last.get(b);
      let aHome: boolean;
      if (la !== lb && la !== undefined && lb !== undefined) aHome = la === 'A';
      else if (la === undefined && lb !== undefined) aHome = lb === 'H';
      else if (lb === undefined && la !== undefined) aHome = la === 'A';
      else aHome = (homes.get(a) ?? 0) <= (homes.get(b) ?? 0);
      const [home, away] = aHome ? [a, b] : [b, a];
      last.set(home, 'H');
      last.set(away, 'A');
      homes.set(home, (homes.get(home) ?? 0) + 1);
      return [home, away] as [string, string];
    }),
  );
}

/** A double round robin, the second half the first with venues swapped; per group if grouped. */
function doubleRoundRobin(groups: readonly (readonly string[])[]): [string, string][][] {
  const halves = groups.map((g) => alternate(roundRobin(g)));
  const count = Math.max(...halves.map((h) => h.length));
  const first = Array.from({ length: count }, (_, k) => halves.flatMap((h) => h[k] ?? []));
  return [...first, ...first.map((pairs) => pairs.map(([h, a]) => [a, h] as [string, string]))];
}

type Slot = { day: number; time: string };

function slotOf(weekMonday: number, spec: string): Slot {
  const [dow, time] = spec.split(' ');
  const offset = WEEKDAY[dow];
  if (offset === undefined || !time) throw new Error(`bad slot "${spec}"`);
  // A weekend round's Monday is the one after its Saturday.
  return { day: weekMonday + (dow === 'Mon' ? 7 : offset) * DAY_MS, time };
}

/**
 * Puts one round's pairs on its slots: most constrained pairs first, each on the first free slot
 * that leaves both teams their rest; if every free slot is too close, a slot that does (over its
 * usual count); failing that, the one with the most rest.
 */
function placeRound(
  competitionId: number,
  roundNumber: number,
  pairs: readonly [string, string][],
  slots: readonly Slot[],
  busy: Busy,
  seed: string,
  out: GeneratedFixture[],
  zoneOf: (home: string) => string,
) {
  const r = rand(seed);
  const free = r.shuffle(slots);
  const rest = (p: readonly [string, string], s: Slot) =>
    Math.min(restAround(busy, p[0], s.day), restAround(busy, p[1], s.day));
  const tightness = (p: readonly [string, string]) =>
    free.filter((s) => rest(p, s) >= MIN_REST_DAYS).length;
  const order = r.shuffle(pairs).sort((a, b) => tightness(a) - tightness(b));
  for (const pair of order) {
    let i = free.findIndex((s) => rest(pair, s) >= MIN_REST_DAYS);
    let slot: Slot;
    if (i >= 0) slot = free.splice(i, 1)[0];
    else {
      const ok = slots.filter((s) => rest(pair, s) >= MIN_REST_DAYS);
      if (ok.length) slot = ok[0];
      else {
        i = 0;
        for (let j = 1; j < free.length; j++) if (rest(pair, free[j]) > rest(pair, free[i])) i = j;
        slot = free.length ? free.splice(i, 1)[0] : slots[0];
      }
    }
    const [home, away] = pair;
    const day = isoDay(slot.day);
    const kickoff = zonedToUtc(day, slot.time, zoneOf(home)).getTime();
    addBusy(busy, home, slot.day);
    addBusy(busy, away, slot.day);
    out.push({ roundNumber, home, away, kickoff, day });
  }
}

/** The weekdays of a European week each cup club keeps free (Tuesday/Wednesday, Thursday). */
const EUROPEAN = new Map<string, readonly number[]>(
  [CHAMPIONS_LEAGUE, EUROPA_LEAGUE].flatMap((id) =>
    (GENERATED_ROSTERS[id] ?? []).map((t) => [t, CUP_SHAPES[id].days] as const),
  ),
);

/** Weeks of league play before the anchor's week (the anchor falls early in the season). */
function weeksBefore(competitionId: number, label: string): number {
  return rand(`weeks-before:${competitionId}:${label}`).int(4, 6);
}

type Body = Pick<GeneratedSeason, 'rounds' | 'fixtures' | 'startsOn' | 'endsOn'>;

/**
 * A league: a double round robin (per conference or zone for MLS and the Liga Profesional) in
 * weekly rounds, a midweek round in every `midweekEvery`-th week away from the Europa League's
 * weeks. Clubs in the Europa League keep `MIN_REST_DAYS` from its Thursdays.
 */
function league(
  competitionId: number,
  groups: readonly (readonly string[])[],
  anchorDay: number,
  label: string,
  busy: Busy,
): Body {
  const shape = LEAGUE_SHAPES[competitionId];
  const all = doubleRoundRobin(groups);
  const teams = groups.flat();
  const european = teams.filter((t) => EUROPEAN.has(t));
  // An off-season league's generated season starts after the real one ended (its clubs' last
  // real match day before the anchor), never overlapping it.
  let lastReal = -Infinity;
  for (const t of teams)
    for (const d of busy.get(t) ?? []) if (d < anchorDay && d > lastReal) lastReal = d;
  const earliest = mondayOf(anchorDay) - weeksBefore(competitionId, label) * 7 * DAY_MS;
  const first = Number.isFinite(lastReal)
    ? Math.max(earliest, mondayOf(lastReal + 7 * DAY_MS))
    : earliest;
  const midweekIn = (w: number) =>
    shape.midweekEvery > 0 &&
    w > 0 &&
    weekNumber(first + w * 7 * DAY_MS) % shape.midweekEvery ===
      (shape.midweekAt ?? shape.midweekEvery - 1) &&
    !(european.length && isEuropeanWeek(first + w * 7 * DAY_MS));
  // The Europa League's Thursdays, as days its clubs are not free (whether they play or not).
  const own: Busy = new Map();
  for (const [team, days] of busy) if (teams.includes(team)) own.set(team, [...days]);
  const weeks = all.length + 2;
  for (let w = 0; w < weeks; w++) {
    const monday = first + w * 7 * DAY_MS;
    if (isEuropeanWeek(monday))
      for (const t of european)
        for (const d of EUROPEAN.get(t) ?? []) addBusy(own, t, monday + d * DAY_MS);
  }
  const zoneOf = (home: string) => kickoffZone(competitionId, home);
  const fixtures: GeneratedFixture[] = [];
  let round = 0;
  for (let w = 0; round < all.length; w++) {
    const monday = first + w * 7 * DAY_MS;
    if (midweekIn(w) && round > 0) {
      const slots = shape.midweek.map((s) => slotOf(monday, s));
      placeRound(
        competitionId,
        round + 1,
        all[round],
        slots,
        own,
        `mid:${competitionId}:${label}:${w}`,
        fixtures,
        zoneOf,
      );
      round++;
      if (round >= all.length) break;
    }
    const weekend = shape.weekend.filter(
      (s) =>
        // No Friday straight after a midweek round, no Monday straight before one.
        !(s.startsWith('Fri') && midweekIn(w)) && !(s.startsWith('Mon') && midweekIn(w + 1)),
    );
    const slots = weekend.map((s) => slotOf(monday, s));
    placeRound(
      competitionId,
      round + 1,
      all[round],
      slots,
      own,
      `wkd:${competitionId}:${label}:${w}`,
      fixtures,
      zoneOf,
    );
    round++;
  }
  for (const f of fixtures) {
    addBusy(busy, f.home, Date.parse(`${f.day}T00:00:00Z`));
    addBusy(busy, f.away, Date.parse(`${f.day}T00:00:00Z`));
  }
  const days = fixtures.map((f) => Date.parse(`${f.day}T00:00:00Z`));
  return {
    rounds: all.map((_, i) => ({
      number: i + 1,
      stage: 'league',
      name: roundNames(`Matchday ${i + 1}`).name,
    })),
    fixtures,
    startsOn: Math.min(...days),
    endsOn: Math.max(...days),
  };
}

/**
 * A European league phase: 8 matchdays in the European weeks from four weeks before the anchor
 * (Champions League Tuesday/Wednesday, Europa League Thursday), placed around the clubs' other
 * (real) fixtures.
 */
function leaguePhase(
  competitionId: number,
  teams: string[],
  anchorDay: number,
  label: string,
  busy: Busy,
): Body {
  const shape = CUP_SHAPES[competitionId];
  const matchdays = alternate(roundRobin(teams).slice(0, 8));
  let monday = mondayOf(anchorDay - 28 * DAY_MS);
  while (!isEuropeanWeek(monday)) monday += 7 * DAY_MS;
  const fixtures: GeneratedFixture[] = [];
  const own: Busy = new Map();
  for (const [team, days] of busy) if (teams.includes(team)) own.set(team, [...days]);
  // A pair fits a week when both clubs have their rest on its Thursday, Wednesday or Tuesday.
  const days = [...shape.slots, ...shape.fallback].map((x) => WEEKDAY[x.split(' ')[0]]);
  const fits = (pair: readonly [string, string], week: number) =>
    days.some((d) => pair.every((t) => restAround(own, t, week + d * DAY_MS) >= MIN_REST_DAYS));
  let week = monday - 3 * 7 * DAY_MS;
  matchdays.forEach((pairs, i) => {
    // The next European week in which every pair fits around the clubs' real fixtures (a real
    // midweek league round takes its week), else simply the next one.
    const next = week + 3 * 7 * DAY_MS;
    week = next;
    for (let tries = 0; tries < 4; tries++) {
      const w = next + 3 * tries * 7 * DAY_MS;
      if (pairs.every((p) => fits(p, w))) {
        week = w;
        break;
      }
    }
    const slots = shape.slots.map((s) => slotOf(week, s));
    const fallback = shape.fallback.map((s) => slotOf(week, s));
    // Pairs with no rest on the usual days move to the fallback ones.
    const usual = pairs.filter((p) =>
      slots.some((s) => p.every((t) => restAround(own, t, s.day) >= MIN_REST_DAYS)),
    );
    const other = pairs.filter((p) => !usual.includes(p));
    const zoneOf = () => shape.zone;
    placeRound(
      competitionId,
      i + 1,
      usual,
      slots,
      own,
      `cup:${competitionId}:${label}:${i}`,
      fixtures,
      zoneOf,
    );
    if (other.length)
      placeRound(
        competitionId,
        i + 1,
        other,
        [...fallback, ...fallback],
        own,
        `cup-x:${competitionId}:${label}:${i}`,
        fixtures,
        zoneOf,
      );
  });
  const matchDays = fixtures.map((f) => Date.parse(`${f.day}T00:00:00Z`));
  return {
    rounds: matchdays.map((_, i) => ({
      number: i + 1,
      stage: 'league',
      name: roundNames(`League, Matchday ${i + 1}`).name,
    })),
    fixtures,
    startsOn: Math.min(...matchDays),
    endsOn: Math.max(...matchDays),
  };
}

/**
 * The shortest a match lasts from kick-off to the final whistle in the simulator (football 90
 * minutes, the least stoppage time and a 15-minute half-time; basketball a little longer): a
 * match is surely live for this long after its kick-off.
 */
export const SHORTEST_MATCH_MS = 108 * 60_000;

/**
 * Games every day (basketball, the ISL): rested teams first (few back-to-backs), opponents met
 * least often first, the team with fewer home games at home, tip-off in the home team's local
 * time. The day's times go first to games that keep a match live at the shape's `cover` hours,
 * the rest are drawn. Rounds are the weeks of the calendar.
 */
function nightly(competitionId: number, teams: string[], anchorDay: number): Body {
  const r = rand(`nightly:${competitionId}:${anchorDay}`);
  const shape = NIGHTLY_SHAPES[competitionId];
  const startsOn = anchorDay - SPAN.before * DAY_MS;
  const days = SPAN.before + SPAN.after + 1;
  const last = new Map<string, number>(teams.map((t) => [t, -99]));
  const homes = new Map<string, number>(teams.map((t) => [t, 0]));
  const met = new Map<string, number>();
  const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  const hosts = (shape.hosts ?? []).filter((t) => teams.includes(t));
  const lastKick = new Map<string, number>();
  const fixtures: GeneratedFixture[] = [];
  for (let d = 0; d < days; d++) {
    const dayMs = startsOn + d * DAY_MS;
    const day = isoDay(dayMs);
    const weekday = (new Date(dayMs).getUTCDay() + 6) % 7;
    const fixed = shape.days?.[weekday];
    const [lo, hi] = shape.perDay ?? [0, 0];
    const count = fixed ? fixed.length : r.int(lo, hi);
    if (count === 0) continue;
    const ranked = r
      .shuffle(teams)
      .sort((a, b) => (last.get(a) as number) - (last.get(b) as number))
      .slice(0, count * 2);
    // A host of the day (the NBA's West coast) takes the place of the least rested team drawn.
    if (hosts.length && !ranked.some((t) => hosts.includes(t))) {
      const host = [...hosts].sort((a, b) => (last.get(a) as number) - (last.get(b) as number))[0];
      ranked[ranked.length - 1] = host;
    }
    const pool = [...ranked];
    const pairs: [string, string][] = [];
    while (pool.length >= 2) {
      const a = pool.shift() as string;
      let best = 0;
      for (let i = 1; i < pool.length; i++) {
        if ((met.get(pairKey(a, pool[i])) ?? 0) < (met.get(pairKey(a, pool[best])) ?? 0)) best = i;
      }
      const b = pool.splice(best, 1)[0];
      met.set(pairKey(a, b), (met.get(pairKey(a, b)) ?? 0) + 1);
      const ha = homes.get(a) as number;
      const hb = homes.get(b) as number;
      pairs.push(ha < hb || (ha === hb && r.chance(0.5)) ? [a, b] : [b, a]);
      last.set(a, d);
      last.set(b, d);
    }
    if (hosts.length && !pairs.some(([h]) => hosts.includes(h))) {
      const i = pairs.findIndex(([, a]) => hosts.includes(a));
      if (i >= 0) pairs[i] = [pairs[i][1], pairs[i][0]];
    }
    for (const [home] of pairs) homes.set(home, (homes.get(home) as number) + 1);
    // Times: first the ones that keep a cover hour live, then the day's others (or drawn ones).
    const options = fixed ? [...fixed] : [...shape.times];
    // A fixed day's times not given yet (a covering game may take any of the day's times).
    const unused = fixed ? [...fixed] : [];
    const at = (p: [string, string], time: string) =>
      zonedToUtc(day, time, kickoffZone(competitionId, p[0])).getTime();
    // Never two games of a team on one UTC day (an evening in the Americas ends on the next).
    const fits = (p: readonly [string, string], k: number) =>
      p.every((t) => Math.floor((lastKick.get(t) ?? -DAY_MS) / DAY_MS) !== Math.floor(k / DAY_MS));
    // The day's games span these instants (an American evening is the next UTC day).
    const all = pairs.flatMap((p) => options.map((t) => at(p, t)));
    const [first, latest] = [Math.min(...all), Math.max(...all) + SHORTEST_MATCH_MS];
    const marks = (shape.cover ?? []).flatMap((hour) => {
      const base = dayMs + hour * 3_600_000 + 30 * 60_000;
      const mark = [base - DAY_MS, base, base + DAY_MS].find((m) => m >= first && m < latest);
      return mark === undefined ? [] : [mark];
    });
    // Each mark in turn gets the earliest game that is live at it (often live at the one before
    // too); marks latest first, then earliest first, keeping whichever order covers more.
    const cover = (order: readonly number[]) => {
      const given = new Map<number, string>();
      const kicks: number[] = [];
      for (const mark of order) {
        const live = (k: number) => k <= mark && mark < k + SHORTEST_MATCH_MS;
        if (kicks.some(live)) continue;
        let pick: { i: number; t: string; k: number } | undefined;
        pairs.forEach((p, i) => {
          if (given.has(i)) return;
          for (const t of new Set(options)) {
            const k = at(p, t);
            if (live(k) && fits(p, k) && (!pick || k < pick.k)) pick = { i, t, k };
          }
        });
        if (!pick) continue;
        given.set(pick.i, pick.t);
        kicks.push(pick.k);
      }
      const covered = marks.filter((m) => kicks.some((k) => k <= m && m < k + SHORTEST_MATCH_MS));
      return { given, covered: covered.length };
    };
    const down = cover([...marks].sort((x, y) => y - x));
    const up = cover([...marks].sort((x, y) => x - y));
    const time = up.covered > down.covered ? up.given : down.given;
    for (const t of time.values()) if (unused.includes(t)) unused.splice(unused.indexOf(t), 1);
    pairs.forEach((p, i) => {
      let t = time.get(i);
      if (t === undefined) {
        const free = unused.filter((x) => fits(p, at(p, x)));
        const fitting = options.filter((x) => fits(p, at(p, x)));
        t = free.length ? r.pick(free) : fitting.length ? r.pick(fitting) : r.pick(options);
        if (unused.includes(t)) unused.splice(unused.indexOf(t), 1);
      }
      const [home, away] = p;
      const kickoff = at(p, t);
      lastKick.set(home, kickoff);
      lastKick.set(away, kickoff);
      fixtures.push({ roundNumber: Math.floor(d / 7) + 1, home, away, kickoff, day });
    });
  }
  const weeks = Math.floor((days - 1) / 7) + 1;
  return {
    rounds: Array.from({ length: weeks }, (_, i) => ({
      number: i + 1,
      stage: 'league' as const,
      name: weekName(i + 1),
    })),
    fixtures,
    startsOn,
    endsOn: startsOn + (days - 1) * DAY_MS,
  };
}

/** A league's teams in their standings groups (conferences, zones), or one group. */
function groupsOf(teams: readonly string[]): string[][] {
  const groupOf = new Map(TEAMS.map((t) => [t.key, t.group ?? '']));
  const keys = [...new Set(teams.map((t) => groupOf.get(t) ?? ''))].sort();
  return keys.map((k) => teams.filter((t) => (groupOf.get(t) ?? '') === k));
}

/**
 * The calendar of one generated competition for a season anchored on `anchorDay` (UTC midnight).
 * An off-season league needs its `roster` (the teams of its data file); the others have theirs
 * in `GENERATED_ROSTERS`. `busy` holds the match days of the fixtures placed before (the data
 * files' and the other generated competitions'); the new fixtures are added to it.
 */
export function generatedSeason(
  competitionId: number,
  anchorDay: number,
  label: string,
  roster?: readonly string[],
  busy: Busy = new Map(),
): GeneratedSeason {
  if (OFF_SEASON_LEAGUES.includes(competitionId)) {
    if (!roster?.length) throw new Error(`no roster for off-season league ${competitionId}`);
    const teams = rand(`draw:${competitionId}:${label}:${anchorDay}`).shuffle(roster);
    const body = league(competitionId, [teams], anchorDay, label, busy);
    return { competitionId, sport: 'football', label, anchorDay, ...body };
  }
  const spec =
    GENERATED_COMPETITIONS.find((c) => c.id === competitionId) ??
    (OFF_SEASON_CUPS.includes(competitionId)
      ? { id: competitionId, sport: 'football' as const }
      : undefined);
  const own = GENERATED_ROSTERS[competitionId];
  if (!spec || !own) throw new Error(`no generated calendar for competition ${competitionId}`);
  // The draw differs per season: shuffle the roster with the season's label and anchor.
  const teams = rand(`draw:${competitionId}:${label}:${anchorDay}`).shuffle(own);
  let body: Body;
  if (CUP_SHAPES[competitionId]) body = leaguePhase(competitionId, teams, anchorDay, label, busy);
  else if (NIGHTLY_SHAPES[competitionId]) body = nightly(competitionId, teams, anchorDay);
  else body = league(competitionId, groupsOf(teams), anchorDay, label, busy);
  return { competitionId, sport: spec.sport, label, anchorDay, ...body };
}
