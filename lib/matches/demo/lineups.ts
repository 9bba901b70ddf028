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
 * The best players of each position start (squad rank 0 first); a football side picks one of
 * the usual formations, a basketball five is two guards, two forwards and a centre.
 */
export function lineupFor(sport: Sport, squad: readonly PlayerSeed[], seed: number): Lineup {
  const r = rand(seed);
  let formation: string | null = null;
  let need: Record<string, number> = { G: 2, F: 2, C: 1 };
  if (sport === 'football') {
    const [name, df, mf, fw] = r.pick(FORMATIONS);
    formation = name;
    need = { GK: 1, DF: df, MF: mf, FW: fw };
  }
  const sorted = [...squad].sort(
    (a, b) => (ORDER[a.position] ?? 9) - (ORDER[b.position] ?? 9) || a.rank - b.rank,
  );
  const starters = sorted.filter((p) => p.rank < (need[p.position] ?? 0));
  const bench = sorted.filter((p) => !starters.includes(p));
  const entries = [...starters, ...bench].map((p, i) => ({
    shirt: p.shirt,
    position: p.position,
    starter: i < starters.length,
    sort: i + 1,
  }));
  return { formation, entries };
}

/**
 * The team sheet of one side of a match: what the seed writes, what a finished match's events
 * follow, and the order the simulator gets the players in (starters first).
 */
export function matchLineup(
  sport: Sport,
  squad: readonly PlayerSeed[],
  simSeed: number,
  side: 'home' | 'away',
): Lineup {
  return lineupFor(sport, squad, simSeed ^ (side === 'home' ? 0x1234 : 0x4321));
}
