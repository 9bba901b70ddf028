/** Generated team sheets: formation, starters and bench from a squad. Deterministic. Pure. */
import { rand } from '@/lib/rules/random';
import type { PlayerSeed } from './squads';
import type { Sport } from '../types';

export type LineupEntry = { shirt: number; position: string; starter: boolean; sort: number };
export type Lineup = { formation: string | null; entries: LineupEntry[] };

const FORMATIONS: readonly [string, number, number, number][] = [
  ['4-3-3', 4, 3, 3],
  ['4-2-3-1', 4, 5, 1],
  ['4-4-2', 4, 4, 2],
  ['3-5-2', 3, 5, 2],
  ['4-1-4-1', 4, 5, 1],
  ['3-4-3', 3, 4, 3],
];

const ORDER: Record<string, number> = { GK: 0, DF: 1, MF: 2, FW: 3, G: 0, F: 1, C: 2 };

/**
 * Who covers a position nobody of it is fit for, nearest first: a midfielder up front or at the
 * back, a defender in goal only when both keepers are out.
 */
const COVER: Record<string, readonly string[]> = {
  GK: ['DF', 'MF', 'FW'],
  DF: ['MF', 'FW', 'GK'],
  MF: ['DF', 'FW', 'GK'],
  FW: ['MF', 'DF', 'GK'],
  G: ['F', 'C'],
  F: ['C', 'G'],
  C: ['F', 'G'],
};

/**
 * The best players of each position start (squad rank 0 first); a football side picks one of
 * the usual formations, a basketball five is two guards, two forwards and a centre. Players in
 * `absent` (shirts: injured or suspended, docs/product.md §4 "Absences") are not on the sheet at
 * all: the next of their position starts instead, or, when a position runs out, the nearest
 * other one covers it (listed in the position he plays). Without absences the sheet is the
 * squad's best eleven as it always was.
 */
export function lineupFor(
  sport: Sport,
  squad: readonly PlayerSeed[],
  seed: number,
  absent?: ReadonlySet<number>,
): Lineup {
  const r = rand(seed);
  let formation: string | null = null;
  let need: Record<string, number> = { G: 2, F: 2, C: 1 };
  if (sport === 'football') {
    const [name, df, mf, fw] = r.pick(FORMATIONS);
    formation = name;
    need = { GK: 1, DF: df, MF: mf, FW: fw };
  }
  const sorted = [...squad]
    .filter((p) => !absent?.has(p.shirt))
    .sort((a, b) => (ORDER[a.position] ?? 9) - (ORDER[b.position] ?? 9) || a.rank - b.rank);
  const picked: { p: PlayerSeed; at: string }[] = [];
  const taken = new Set<PlayerSeed>();
  for (const [position, count] of Object.entries(need)) {
    for (const p of sorted.filter((x) => x.position === position).slice(0, count)) {
      picked.push({ p, at: position });
      taken.add(p);
    }
  }
  // Positions left short: the nearest position's best player not already in covers each place.
  for (const [position, count] of Object.entries(need)) {
    let missing = count - picked.filter((x) => x.at === position).length;
    for (const from of COVER[position] ?? []) {
      for (const p of sorted.filter((x) => x.position === from && !taken.has(x))) {
        if (missing <= 0) break;
        picked.push({ p, at: position });
        taken.add(p);
        missing--;
      }
    }
  }
  picked.sort(
    (a, b) =>
      (ORDER[a.at] ?? 9) - (ORDER[b.at] ?? 9) ||
      Number(a.p.position !== a.at) - Number(b.p.position !== b.at) ||
      a.p.rank - b.p.rank,
  );
  const bench = sorted.filter((p) => !taken.has(p));
  const entries = [
    ...picked.map(({ p, at }) => ({ shirt: p.shirt, position: at })),
    ...bench.map((p) => ({ shirt: p.shirt, position: p.position })),
  ].map((e, i) => ({ ...e, starter: i < picked.length, sort: i + 1 }));
  return { formation, entries };
}

/**
 * The team sheet of one side of a match: what the seed writes, what a finished match's events
 * follow, and the order the simulator gets the players in (starters first). `absent`: the
 * shirts of the side's injured and suspended players.
 */
export function matchLineup(
  sport: Sport,
  squad: readonly PlayerSeed[],
  simSeed: number,
  side: 'home' | 'away',
  absent?: ReadonlySet<number>,
): Lineup {
  return lineupFor(sport, squad, simSeed ^ (side === 'home' ? 0x1234 : 0x4321), absent);
}
