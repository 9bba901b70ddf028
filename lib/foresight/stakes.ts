/**
 * What a match is about for each team, from the table (docs/product.md §2 "/foresight"): the
 * nearest line above it and the nearest below (the top, continental places, play-offs, the drop),
 * with the points (basketball: games) between it and that line, and whether the matches left can
 * still change it. The lines follow the zones the data library colours (components/data-library/
 * zones.ts). Pure.
 */
import type { StakeKind } from './limits';

/** A line under the `above` first places of a group (a negative count: all but the last n). */
type Line = { kind: StakeKind; above: number };

const TITLE: Line = { kind: 'title', above: 1 };
const BIG_LEAGUE: Line[] = [
  TITLE,
  { kind: 'ucl', above: 4 },
  { kind: 'europe', above: 6 },
  { kind: 'relegation', above: -3 },
];

const LINES: Readonly<Record<number, Line[]>> = {
  82: BIG_LEAGUE,
  120: BIG_LEAGUE,
  108: BIG_LEAGUE,
  129: BIG_LEAGUE,
  142: [
    TITLE,
    { kind: 'ucl', above: 3 },
    { kind: 'europe', above: 6 },
    { kind: 'relegation', above: -3 },
  ],
  45: [
    { kind: 'roundOf16', above: 8 },
    { kind: 'knockoutPlayoff', above: 24 },
  ],
  46: [
    { kind: 'roundOf16', above: 8 },
    { kind: 'knockoutPlayoff', above: 24 },
  ],
  542: [TITLE, { kind: 'acl', above: 3 }, { kind: 'relegation', above: -2 }],
  572: [TITLE, { kind: 'acl', above: 3 }, { kind: 'relegation', above: -3 }],
  325: [TITLE, { kind: 'relegation', above: -4 }],
  561: [TITLE, { kind: 'relegation', above: -1 }],
  571: [TITLE, { kind: 'relegation', above: -1 }],
  611: [TITLE, { kind: 'playoffs', above: 6 }],
  692: [TITLE, { kind: 'playoffs', above: 9 }],
  352: [TITLE, { kind: 'playoffs', above: 8 }],
  1: [TITLE, { kind: 'playoffs', above: 6 }, { kind: 'playIn', above: 10 }],
  3: [TITLE, { kind: 'playoffs', above: 12 }],
  8: [TITLE, { kind: 'playoffs', above: 6 }, { kind: 'playIn', above: 10 }],
};

export type TableTeam = {
  team: number;
  position: number;
  /** Football: points. Basketball: wins and losses (games behind count both). */
  points: number;
  won: number;
  lost: number;
  /** League matches still to play. */
  left: number;
};

export type Stake = {
  kind: StakeKind;
  /** Above the line: in the place it closes at the top, clear of the drop at the bottom. */
  above: boolean;
  /** Points (football) or games (basketball) to the other side: a lead, or a deficit. */
  gap: number;
  /** The matches left cannot change which side of the line the team ends on. */
  settled: boolean;
};

/** A table's gap between two teams, in points (football) or games behind (basketball). */
function gapOf(sport: 'football' | 'basketball', a: TableTeam, b: TableTeam): number {
  return sport === 'football' ? a.points - b.points : (a.won - b.won + (b.lost - a.lost)) / 2;
}

/**
 * The most a chaser can gain on a leader in the matches left: three points a win (the leader's
 * points never go down); half a game for each of the chaser's wins and the leader's losses.
 */
function swing(sport: 'football' | 'basketball', leader: TableTeam, chaser: TableTeam): number {
  return sport === 'football' ? 3 * chaser.left : (chaser.left + leader.left) / 2;
}

/**
 * The stakes of `team` in its group (`rows`, ordered by position): up to two lines, the nearest
 * above it and the nearest below it. Competitions without lines of their own get the title.
 */
export function stakesOf(
  competitionId: number,
  sport: 'football' | 'basketball',
  rows: readonly TableTeam[],
  team: number,
): Stake[] {
  const me = rows.find((r) => r.team === team);
  if (!me || rows.length < 2) return [];
  const size = rows.length;
  const lines = (LINES[competitionId] ?? [TITLE])
    .map((l) => ({ kind: l.kind, above: l.above < 0 ? size + l.above : l.above }))
    .filter((l) => l.above >= 1 && l.above < size);
  const at = (position: number) => rows[position - 1];
  const stake = (l: { kind: StakeKind; above: number }): Stake => {
    // The last team above the line and the first below it.
    const last = at(l.above);
    const first = at(l.above + 1);
    const above = me.position <= l.above;
    const [leader, chaser] = above ? [me, first] : [last, me];
    const gap = gapOf(sport, leader, chaser);
    return { kind: l.kind, above, gap, settled: gap > swing(sport, leader, chaser) };
  };
  const up = lines.filter((l) => l.above < me.position).sort((a, b) => b.above - a.above)[0];
  const down = lines.filter((l) => l.above >= me.position).sort((a, b) => a.above - b.above)[0];
  return [up, down].filter((l) => l !== undefined).map(stake);
}
