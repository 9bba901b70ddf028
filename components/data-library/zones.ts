/**
 * Table zones: where a position leads at the end of the season (Champions League places,
 * relegation, the NBA's playoffs …). Per competition, counted from the top or, for negative
 * positions, from the bottom of the group. Pure.
 */
export type Zone =
  | 'ucl'
  | 'uclQualifying'
  | 'uel'
  | 'uecl'
  | 'relegationPlayoff'
  | 'relegation'
  | 'roundOf16'
  | 'knockoutPlayoff'
  | 'acl'
  | 'acl2'
  | 'playoffs'
  | 'playIn';

/** Inclusive positions; -1 is the last place. */
type Rule = { zone: Zone; from: number; to: number };

const BIG_LEAGUE: Rule[] = [
  { zone: 'ucl', from: 1, to: 4 },
  { zone: 'uel', from: 5, to: 5 },
  { zone: 'uecl', from: 6, to: 6 },
  { zone: 'relegation', from: -3, to: -1 },
];

const EIGHTEEN_CLUB_LEAGUE: Rule[] = [
  ...BIG_LEAGUE.slice(0, 3),
  { zone: 'relegationPlayoff', from: -3, to: -3 },
  { zone: 'relegation', from: -2, to: -1 },
];

const UEFA_LEAGUE_PHASE: Rule[] = [
  { zone: 'roundOf16', from: 1, to: 8 },
  { zone: 'knockoutPlayoff', from: 9, to: 24 },
];

const RULES: Readonly<Record<number, Rule[]>> = {
  82: BIG_LEAGUE,
  120: BIG_LEAGUE,
  108: BIG_LEAGUE,
  129: EIGHTEEN_CLUB_LEAGUE,
  142: [
    { zone: 'ucl', from: 1, to: 3 },
    { zone: 'uclQualifying', from: 4, to: 4 },
    ...EIGHTEEN_CLUB_LEAGUE.slice(1),
  ],
  45: UEFA_LEAGUE_PHASE,
  46: UEFA_LEAGUE_PHASE,
  542: [
    { zone: 'acl', from: 1, to: 2 },
    { zone: 'acl2', from: 3, to: 3 },
    { zone: 'relegation', from: -2, to: -1 },
  ],
  // Per conference.
  1: [
    { zone: 'playoffs', from: 1, to: 6 },
    { zone: 'playIn', from: 7, to: 10 },
  ],
  3: [{ zone: 'playoffs', from: 1, to: 12 }],
};

/** Colours of the position badge and the legend (Tailwind classes, literal for the scanner). */
export const ZONE_CLASS: Readonly<Record<Zone, string>> = {
  ucl: 'bg-blue-600 text-white',
  uclQualifying: 'bg-sky-400 text-white',
  uel: 'bg-brand text-white',
  uecl: 'bg-emerald-600 text-white',
  relegationPlayoff: 'bg-rose-300 text-white',
  relegation: 'bg-live text-white',
  roundOf16: 'bg-blue-600 text-white',
  knockoutPlayoff: 'bg-sky-400 text-white',
  acl: 'bg-blue-600 text-white',
  acl2: 'bg-sky-400 text-white',
  playoffs: 'bg-blue-600 text-white',
  playIn: 'bg-sky-400 text-white',
};

/** The zone of a position in a group of `size` teams, or null (mid-table, eliminated …). */
export function zoneOf(competitionId: number, position: number, size: number): Zone | null {
  for (const r of RULES[competitionId] ?? []) {
    const from = r.from < 0 ? size + 1 + r.from : r.from;
    const to = r.to < 0 ? size + 1 + r.to : r.to;
    if (position >= from && position <= to && position <= size) return r.zone;
  }
  return null;
}

/** The zones a table of `size` teams shows, top to bottom, for its legend. */
export function zonesOf(competitionId: number, size: number): Zone[] {
  const seen: Zone[] = [];
  for (let p = 1; p <= size; p++) {
    const z = zoneOf(competitionId, p, size);
    if (z && !seen.includes(z)) seen.push(z);
  }
  return seen;
}
