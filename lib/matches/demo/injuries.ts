/**
 * Generated injuries (docs/product.md §4 "Absences"): a few players of every squad are out at
 * any time, each with a believable reason, an injury day and an expected return. Deterministic
 * per team from a fixed origin, in fortnights, so the spells up to any day never depend on the
 * day they are asked for (a seed run on a later day sees the same past). Pure.
 */
import { hash32, mulberry32 } from '@/lib/rules/random';
import type { InjuryReason } from '../limits';
import { DAY_MS } from '../time';
import type { Sport } from '../types';
import type { PlayerSeed } from './squads';

/**
 * One player hurt on the day `day` (UTC midnight; in that day's training or match) and out of
 * every match from the next day until `until`, the day he is expected back.
 */
export type InjurySpell = {
  shirt: number;
  reason: InjuryReason;
  day: number;
  until: number;
};

/** The first day spells are drawn for: before every season the data holds (2024/25 onwards). */
export const INJURY_ORIGIN = Date.parse('2024-06-03T00:00:00Z');
const BLOCK_DAYS = 14;

/** [reason, weight, shortest, longest days out]: the usual spread of a top squad's injuries. */
type Kind = readonly [InjuryReason, number, number, number];
export const FOOTBALL_KINDS: readonly Kind[] = [
  ['hamstring', 18, 10, 35],
  ['knee_ligament', 5, 28, 84],
  ['knee', 5, 7, 28],
  ['ankle', 14, 7, 28],
  ['groin', 10, 7, 21],
  ['calf', 10, 7, 21],
  ['thigh', 8, 10, 28],
  ['back', 5, 5, 14],
  ['shoulder', 3, 14, 42],
  ['foot', 4, 14, 45],
  ['concussion', 2, 7, 14],
  ['illness', 10, 3, 8],
  ['knock', 12, 3, 10],
];
export const BASKETBALL_KINDS: readonly Kind[] = [
  ['ankle', 20, 5, 21],
  ['knee', 10, 10, 45],
  ['back', 10, 5, 14],
  ['hamstring', 7, 7, 21],
  ['calf', 6, 7, 18],
  ['groin', 4, 7, 18],
  ['foot', 6, 14, 42],
  ['wrist', 5, 7, 28],
  ['shoulder', 4, 10, 30],
  ['concussion', 3, 7, 14],
  ['illness', 12, 2, 6],
  ['knock', 12, 2, 7],
];

const LONGEST_DAYS = Math.max(...[...FOOTBALL_KINDS, ...BASKETBALL_KINDS].map((k) => k[3]));

/**
 * New injuries a fortnight (mean): with spells of about 18 days (football) and 13 (basketball)
 * that leaves two to three footballers and one or two basketball players out at a time.
 */
const PER_BLOCK: Record<Sport, number> = { football: 1.75, basketball: 1.5 };
/** Never more out at once than this (the draw is skipped). */
export const MAX_OUT: Record<Sport, number> = { football: 4, basketball: 3 };

/** Regulars play more minutes and get hurt more; goalkeepers seldom. */
const RISK: Record<string, number> = { GK: 0.3, DF: 1, MF: 1, FW: 1.1, G: 1, F: 1, C: 1.1 };
const REGULARS: Record<string, number> = { GK: 1, DF: 4, MF: 4, FW: 2, G: 2, F: 2, C: 1 };

export type InjuryTeam = { key: string; sport: Sport; squad: readonly PlayerSeed[] };

const cache = new Map<string, { through: number; all: InjurySpell[]; known: InjurySpell[] }>();

/**
 * The team's injuries of the days up to `through` (ms), in order of their day: what is known
 * on that day (each keeps its player out from the next day, so a team sheet published a day
 * ahead never names one hurt after it was published).
 * A player is never injured twice at once, a team never has more than a handful out, and one
 * of two goalkeepers always stays fit.
 */
export function injurySpells(team: InjuryTeam, through: number): InjurySpell[] {
  const hit = cache.get(team.key);
  if (hit?.through === through) return hit.known;
  const all = hit && hit.through > through ? hit.all : drawInjuries(team, through);
  const known = all.filter((s) => s.day <= through);
  cache.set(team.key, { through, all, known });
  return known;
}

/**
 * `injurySpells` without its memory (tests compare the two): every fortnight up to `through`'s.
 * Each fortnight draws from its own stream (mulberry32 of the team and the fortnight, the seed's
 * generator), read directly: some 26 000 fortnights for every team of the data, in the seed.
 */
export function drawInjuries(team: InjuryTeam, through: number): InjurySpell[] {
  const kinds = team.sport === 'football' ? FOOTBALL_KINDS : BASKETBALL_KINDS;
  const kindTotal = kinds.reduce((sum, k) => sum + k[1], 0);
  const squad = team.squad;
  // Regulars play more minutes and get hurt more; goalkeepers seldom.
  const risk = squad.map(
    (p) => (RISK[p.position] ?? 1) * (p.rank < (REGULARS[p.position] ?? 0) ? 1.3 : 0.8),
  );
  const keeper = squad.map((p) => p.position === 'GK');
  const limit = Math.exp(-PER_BLOCK[team.sport]);
  const spells: InjurySpell[] = [];
  const lastBlock = Math.floor((through - INJURY_ORIGIN) / (BLOCK_DAYS * DAY_MS));
  for (let b = 0; b <= lastBlock; b++) {
    const next = mulberry32(hash32(`injury:${team.key}:${b}`));
    // Poisson (Knuth's product method).
    let n = 0;
    for (let p = next(); p > limit && n < 15; p *= next()) n++;
    if (n === 0) continue;
    const start = INJURY_ORIGIN + b * BLOCK_DAYS * DAY_MS;
    const days: number[] = [];
    for (let i = 0; i < n; i++) days.push(Math.floor(next() * BLOCK_DAYS));
    days.sort((x, y) => x - y);
    for (const d of days) {
      const day = start + d * DAY_MS;
      // Out that day or from the next: one hurt today is not hurt again. (No spell is longer
      // than LONGEST_DAYS, so only the latest need a look.)
      const out = new Set<number>();
      for (let i = spells.length - 1; i >= 0 && spells[i].day > day - LONGEST_DAYS * DAY_MS; i--)
        if (day < spells[i].until) out.add(spells[i].shirt);
      const pickPlayer = next();
      const pickKind = next();
      const pickLength = next();
      if (out.size >= MAX_OUT[team.sport]) continue;
      const keeperOut = squad.some((p, i) => keeper[i] && out.has(p.shirt));
      const weight = (i: number) =>
        out.has(squad[i].shirt) || (keeper[i] && keeperOut) ? 0 : risk[i];
      let total = 0;
      for (let i = 0; i < squad.length; i++) total += weight(i);
      let x = pickPlayer * total;
      let who = -1;
      for (let i = 0; i < squad.length && who < 0; i++) {
        x -= weight(i);
        if (x < 0) who = i;
      }
      if (who < 0) continue;
      let y = pickKind * kindTotal;
      let kind = kinds[kinds.length - 1];
      for (const k of kinds) {
        y -= k[1];
        if (y < 0) {
          kind = k;
          break;
        }
      }
      const [reason, , shortest, longest] = kind;
      const length = shortest + Math.floor(pickLength * (longest - shortest + 1));
      spells.push({ shirt: squad[who].shirt, reason, day, until: day + length * DAY_MS });
    }
  }
  return spells;
}

/** Whether a spell keeps its player out of a match kicking off at `kickoff`. */
export function outAt(spell: { day: number; until: number }, kickoff: number): boolean {
  return spell.day + DAY_MS <= kickoff && kickoff < spell.until;
}

/**
 * The shirts of the spells (in order of their day) that keep their player out of a match kicking
 * off at `kickoff`: a binary search for the last spell that began before its day, then back over
 * the few that can still last (none is longer than LONGEST_DAYS).
 */
export function injuredAt(spells: readonly InjurySpell[], kickoff: number): Set<number> {
  const out = new Set<number>();
  let lo = 0;
  let hi = spells.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spells[mid].day + DAY_MS <= kickoff) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo - 1; i >= 0 && spells[i].day > kickoff - (LONGEST_DAYS + 1) * DAY_MS; i--)
    if (outAt(spells[i], kickoff)) out.add(spells[i].shirt);
  return out;
}
