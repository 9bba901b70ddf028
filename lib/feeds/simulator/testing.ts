/** Test factories for the feed (kept beside the code they serve; not imported by production code). */
import { rng } from '@/lib/rules/random';
import type { SimMatch, SimPlayer, Sport } from './types';

export const KICKOFF = Date.UTC(2025, 9, 18, 14, 0, 0);
export const MINUTE = 60_000;

const FOOTBALL_POSITIONS = [
  'G',
  'D',
  'D',
  'D',
  'D',
  'M',
  'M',
  'M',
  'F',
  'F',
  'F',
  'G',
  'D',
  'D',
  'M',
  'M',
  'F',
  'F',
  'M',
  'D',
];
const BASKETBALL_POSITIONS = [
  'PG',
  'SG',
  'SF',
  'PF',
  'C',
  'PG',
  'SG',
  'SF',
  'PF',
  'C',
  'G',
  'F',
  'C',
];

export function players(sport: Sport, firstId: number): SimPlayer[] {
  const positions = sport === 'football' ? FOOTBALL_POSITIONS : BASKETBALL_POSITIONS;
  return positions.map((position, i) => ({
    id: firstId + i,
    name: `Player ${firstId + i}`,
    position,
  }));
}

export function match(overrides: Partial<SimMatch> = {}): SimMatch {
  return {
    id: 1,
    sport: 'football',
    kickoff: KICKOFF,
    seed: 1,
    homeRating: 60,
    awayRating: 60,
    ...overrides,
  };
}

/** `count` matches with ratings spread like a league's (40–90), from one seed. */
export function league(sport: Sport, count: number, seed: number, firstId = 1): SimMatch[] {
  const r = rng(seed);
  return Array.from({ length: count }, (_, i) => ({
    id: firstId + i,
    sport,
    kickoff: KICKOFF,
    seed: r.int(1, 2 ** 31),
    homeRating: r.int(40, 90),
    awayRating: r.int(40, 90),
  }));
}
