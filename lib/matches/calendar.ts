/**
 * Calendars of the competitions without a data file (Europa League, Chinese Super League, NBA,
 * CBA), laid out around an anchor day so the site has matches every day from about a month ago
 * to a month ahead. Deterministic for a given anchor. Pure.
 *
 * Kick-off times are spread over the whole UTC day on purpose (not each league's local evening):
 * the simulator plays matches in real time, and the site must have something live at any hour.
 *
 * The five big leagues have data files, but those hold one real season; when the seed's day lies
 * outside it they get a generated current season too (`OFF_SEASON_LEAGUES`, the rule is
 * `generatedCompetitions` in plan.ts), laid out like the CSL's.
 */
import { GENERATED_ROSTERS, roundNames, weekName, type Trio } from './names';
import { rand } from './random';
import { DAY_MS } from './time';
import type { Sport } from './types';

export type GeneratedFixture = {
  roundNumber: number;
  home: string;
  away: string;
  kickoff: number;
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

/**
 * Competitions without a data file: their calendars are always generated (rosters in
 * `GENERATED_ROSTERS`).
 *
 * The leagues with a data file (`OFF_SEASON_LEAGUES`) are generated too, but only when the
 * seed's day lies outside the file's real season (after its last match day or before its first):
 * then they get a current season around today like the CSL's (same teams as the file, double round
 * robin, labelled by `seasonLabel`), and the real season stays as a past one. Inside the real
 * season they are the file's alone. `generatedCompetitions` in plan.ts applies the rule.
 */
export const GENERATED_COMPETITIONS: readonly { id: number; sport: Sport }[] = [
  { id: 542, sport: 'football' },
  { id: 46, sport: 'football' },
  { id: 1, sport: 'basketball' },
  { id: 3, sport: 'basketball' },
];

/**
 * Leagues with a data file that get a generated current season out of the file's season (the
 * rule above), in their lane order: their days' kick-offs interleave (`laneKickoffs`).
 */
export const OFF_SEASON_LEAGUES: readonly number[] = [82, 120, 108, 129, 142];

/** Days before and after the anchor a generated calendar spans. */
const SPAN = { before: 30, after: 29 } as const;

/** The label a season anchored on `anchorDay` gets: "2026" for the CSL, "2026/27" elsewhere. */
export function seasonLabel(competitionId: number, anchorDay: number): string {
  const d = new Date(anchorDay);
  const y = d.getUTCFullYear();
  if (competitionId === 542) return String(y);
  const start = d.getUTCMonth() >= 6 ? y : y - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Circle-method round robin: n−1 rounds in which every team meets every other once. */
function roundRobin(teams: readonly string[]): [string, string][][] {
  const n = teams.length;
  const list = [...teams];
  const rounds: [string, string][][] = [];
  for (let k = 0; k < n - 1; k++) {
    const pairs: [string, string][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = list[i];
      const b = list[n - 1 - i];
      // Alternate venues so each team is roughly half home, half away.
      pairs.push((i === 0 ? k % 2 === 0 : (k + i) % 2 === 0) ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    list.splice(1, 0, list.pop() as string);
  }
  return rounds;
}

/** Kick-offs of one competition's matches of one day, spread evenly over the day (5-min grid). */
function spreadKickoffs(competitionId: number, dayMs: number, count: number): number[] {
  const r = rand(`kickoff:${competitionId}:${dayMs}`);
  const step = 1440 / count;
  const offset = r.int(0, Math.max(0, Math.floor(step) - 5));
  return Array.from({ length: count }, (_, i) => {
    const minute = Math.round((offset + i * step) / 5) * 5;
    return dayMs + Math.min(minute, 1435) * 60_000;
  });
}

/** Kick-off slots of each off-season league's day (a 20-team league plays 5 matches a day). */
const LANE_SLOTS = 5;

/**
 * Kick-offs of an off-season league's matches of one day. The day is one grid of
 * 5 leagues × `LANE_SLOTS` slots (every 57.6 min, floored to 5 min, so that even two slots apart
 * kick-offs are at most 115 min apart); each league takes every fifth slot from its lane, the
 * lanes rotating daily so no league keeps the same hours. The leagues' kick-offs thus interleave
 * (about one every hour) and a match is live at every moment. A league with fewer matches leaves
 * slots empty, spread out and at a place that depends on the league, so that two leagues' empty
 * slots are never next to each other.
 */
function laneKickoffs(competitionId: number, dayMs: number, count: number): number[] {
  const lanes = OFF_SEASON_LEAGUES.length;
  const index = OFF_SEASON_LEAGUES.indexOf(competitionId);
  const lane = (index + Math.floor(dayMs / DAY_MS)) % lanes;
  const perLane = Math.max(LANE_SLOTS, count);
  const spacing = 1440 / (lanes * perLane);
  return Array.from({ length: count }, (_, i) => {
    const j = (Math.floor((i * perLane) / count) + 2 * index + 1) % perLane;
    const minute = Math.floor(((lane + lanes * j) * spacing) / 5) * 5;
    return dayMs + minute * 60_000;
  }).sort((a, b) => a - b);
}

type Kickoffs = (competitionId: number, dayMs: number, count: number) => number[];

function placeDay(
  competitionId: number,
  dayMs: number,
  pairs: [string, string][],
  roundNumber: number,
  out: GeneratedFixture[],
  kickoffs: Kickoffs = spreadKickoffs,
) {
  const r = rand(`order:${competitionId}:${dayMs}`);
  const times = kickoffs(competitionId, dayMs, pairs.length);
  r.shuffle(pairs).forEach(([home, away], i) =>
    out.push({ roundNumber, home, away, kickoff: times[i] }),
  );
}

/** League: a double round robin, one round every two days, half of it on each day. */
function league(
  competitionId: number,
  teams: string[],
  anchorDay: number,
  kickoffs: Kickoffs = spreadKickoffs,
): Pick<GeneratedSeason, 'rounds' | 'fixtures' | 'startsOn' | 'endsOn'> {
  const first = roundRobin(teams);
  const all = [
    ...first,
    ...first.map((pairs) => pairs.map(([h, a]) => [a, h] as [string, string])),
  ];
  const fixtures: GeneratedFixture[] = [];
  const startsOn = anchorDay - SPAN.before * DAY_MS;
  all.forEach((pairs, i) => {
    const day = startsOn + 2 * i * DAY_MS;
    const half = Math.ceil(pairs.length / 2);
    placeDay(competitionId, day, pairs.slice(0, half), i + 1, fixtures, kickoffs);
    placeDay(competitionId, day + DAY_MS, pairs.slice(half), i + 1, fixtures, kickoffs);
  });
  return {
    rounds: all.map((_, i) => ({
      number: i + 1,
      stage: 'league',
      name: roundNames(`Matchday ${i + 1}`).name,
    })),
    fixtures,
    startsOn,
    endsOn: startsOn + (2 * all.length - 1) * DAY_MS,
  };
}

/** Europa League phase: 8 matchdays a week apart, each over two days (as Wednesday/Thursday). */
function leaguePhase(
  competitionId: number,
  teams: string[],
  anchorDay: number,
): Pick<GeneratedSeason, 'rounds' | 'fixtures' | 'startsOn' | 'endsOn'> {
  const matchdays = roundRobin(teams).slice(0, 8);
  const startsOn = anchorDay - 28 * DAY_MS;
  const fixtures: GeneratedFixture[] = [];
  matchdays.forEach((pairs, i) => {
    const day = startsOn + 7 * i * DAY_MS;
    placeDay(competitionId, day, pairs.slice(0, pairs.length / 2), i + 1, fixtures);
    placeDay(competitionId, day + DAY_MS, pairs.slice(pairs.length / 2), i + 1, fixtures);
  });
  return {
    rounds: matchdays.map((_, i) => ({
      number: i + 1,
      stage: 'league',
      name: roundNames(`League, Matchday ${i + 1}`).name,
    })),
    fixtures,
    startsOn,
    endsOn: startsOn + (7 * (matchdays.length - 1) + 1) * DAY_MS,
  };
}

/**
 * Basketball: games every day, rested teams first (few back-to-backs), opponents met least often
 * first, the team with fewer home games at home. Rounds are the weeks of the calendar.
 */
function nightly(
  competitionId: number,
  teams: string[],
  anchorDay: number,
  gamesPerDay: [number, number],
): Pick<GeneratedSeason, 'rounds' | 'fixtures' | 'startsOn' | 'endsOn'> {
  const r = rand(`nightly:${competitionId}:${anchorDay}`);
  const startsOn = anchorDay - SPAN.before * DAY_MS;
  const days = SPAN.before + SPAN.after + 1;
  const last = new Map<string, number>(teams.map((t) => [t, -99]));
  const homes = new Map<string, number>(teams.map((t) => [t, 0]));
  const met = new Map<string, number>();
  const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  const fixtures: GeneratedFixture[] = [];
  for (let d = 0; d < days; d++) {
    const count = r.int(gamesPerDay[0], gamesPerDay[1]);
    const ranked = r
      .shuffle(teams)
      .sort((a, b) => (last.get(a) as number) - (last.get(b) as number))
      .slice(0, count * 2);
    const pairs: [string, string][] = [];
    const pool = [...ranked];
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
      const [home, away] = ha < hb || (ha === hb && r.chance(0.5)) ? [a, b] : [b, a];
      homes.set(home, (homes.get(home) as number) + 1);
      last.set(a, d);
      last.set(b, d);
      pairs.push([home, away]);
    }
    placeDay(competitionId, startsOn + d * DAY_MS, pairs, Math.floor(d / 7) + 1, fixtures);
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

/**
 * The calendar of one generated competition for a season anchored on `anchorDay` (UTC midnight).
 * An off-season league needs its `roster` (the teams of its data file); the others have theirs
 * in `GENERATED_ROSTERS`.
 */
export function generatedSeason(
  competitionId: number,
  anchorDay: number,
  label: string,
  roster?: readonly string[],
): GeneratedSeason {
  if (OFF_SEASON_LEAGUES.includes(competitionId)) {
    if (!roster?.length) throw new Error(`no roster for off-season league ${competitionId}`);
    const teams = rand(`draw:${competitionId}:${label}:${anchorDay}`).shuffle(roster);
    const body = league(competitionId, teams, anchorDay, laneKickoffs);
    return { competitionId, sport: 'football', label, anchorDay, ...body };
  }
  const spec = GENERATED_COMPETITIONS.find((c) => c.id === competitionId);
  const own = GENERATED_ROSTERS[competitionId];
  if (!spec || !own) throw new Error(`no generated calendar for competition ${competitionId}`);
  // The draw differs per season: shuffle the roster with the season's label and anchor.
  const teams = rand(`draw:${competitionId}:${label}:${anchorDay}`).shuffle(own);
  const body =
    competitionId === 542
      ? league(competitionId, teams, anchorDay)
      : competitionId === 46
        ? leaguePhase(competitionId, teams, anchorDay)
        : nightly(competitionId, teams, anchorDay, competitionId === 1 ? [6, 10] : [4, 6]);
  return { competitionId, sport: spec.sport, label, anchorDay, ...body };
}
