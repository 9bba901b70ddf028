/**
 * Generated squads: ~18 footballers or 13 basketball players per team, with plausible names in
 * three languages. Deterministic per team key. Pure.
 */
import type { TeamSeed, Trio } from '../names';
import {
  CHINESE_GIVEN,
  CHINESE_SURNAMES,
  COUNTRY_CULTURE,
  EAST_ASIAN,
  WESTERN,
  type Culture,
  type EastAsian,
} from './player-names';
import { rand, type Rand } from '@/lib/rules/random';

export type PlayerSeed = {
  shirt: number;
  /** Football GK/DF/MF/FW, basketball G/F/C. */
  position: string;
  nationality: string;
  name: Trio;
  /** Quality order within the position, 0 = best (the starter, the main scorer). */
  rank: number;
  /** Birth date, YYYY-MM-DD (docs/product.md §2 "Teams, players and discussion": ages). */
  born: string;
};

/** Positions in squad order with the shirt numbers each prefers, best player first. */
const FOOTBALL_SHAPE: readonly [string, number, readonly number[]][] = [
  ['GK', 2, [1, 13, 12, 25, 31]],
  ['DF', 6, [4, 5, 2, 3, 6, 15, 22, 23, 24, 26, 28, 33]],
  ['MF', 6, [10, 8, 14, 16, 18, 20, 21, 27, 30, 35]],
  ['FW', 4, [9, 7, 11, 19, 17, 29, 39]],
];

const BASKETBALL_SHAPE: readonly [string, number, readonly number[]][] = [
  ['G', 5, [0, 1, 2, 3, 4, 5, 7, 8, 10, 11, 12]],
  ['F', 5, [13, 14, 15, 20, 21, 22, 23, 24, 25, 30, 31]],
  ['C', 3, [32, 33, 34, 35, 41, 42, 44, 45, 55]],
];

const FOREIGN_FOOTBALL: readonly Culture[] = ['en', 'es', 'de', 'it', 'fr', 'pt', 'nl', 'sl'];

function westernName(r: Rand, culture: Culture): { name: Trio; nationality: string } {
  const pool = WESTERN[culture];
  const [first, firstZh] = r.pick(pool.first);
  const [last, lastZh] = r.pick(pool.last);
  const en = `${first} ${last}`;
  return {
    name: { zh: `${firstZh}·${lastZh}`, en, vi: en },
    nationality: r.pick(pool.nationality),
  };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function chineseName(r: Rand): { name: Trio; nationality: string } {
  const [sZh, sPy, sHv] = r.pick(CHINESE_SURNAMES);
  const first = r.pick(CHINESE_GIVEN);
  const second = r.pick(CHINESE_GIVEN.filter((g) => g !== first));
  const given = r.chance(0.55) ? [first, second] : [first];
  return {
    name: {
      zh: sZh + given.map((g) => g[0]).join(''),
      en: `${sPy} ${capital(given.map((g) => g[1]).join(''))}`,
      vi: `${sHv} ${given.map((g) => g[2]).join(' ')}`,
    },
    nationality: 'CHN',
  };
}

/** A Vietnamese, Japanese or Korean name (family name first in Chinese). */
function eastAsianName(
  r: Rand,
  culture: Exclude<EastAsian, 'cn'>,
): { name: Trio; nationality: string } {
  const pool = EAST_ASIAN[culture];
  const [fZh, fEn, fVi] = r.pick(pool.family);
  const [gZh, gEn, gVi] = r.pick(pool.given);
  return {
    name: {
      zh: fZh + gZh,
      en: pool.givenFirst ? `${gEn} ${fEn}` : `${fEn} ${gEn}`,
      vi: pool.givenFirst ? `${gVi} ${fVi}` : `${fVi} ${gVi}`,
    },
    nationality: pool.nationality,
  };
}

const EAST_ASIAN_CULTURES: readonly string[] = ['cn', 'vn', 'jp', 'kr'];

/** The culture a squad place is drawn from: home-grown or a foreigner. */
function cultureFor(r: Rand, team: TeamSeed): Culture | EastAsian {
  const local = COUNTRY_CULTURE[team.country];
  if (team.sport === 'basketball') {
    if (local === 'cn') return r.chance(0.85) ? 'cn' : 'us';
    return r.chance(0.8) ? 'us' : r.pick<Culture>(['fr', 'sl', 'es', 'de', 'en']);
  }
  if (local && EAST_ASIAN_CULTURES.includes(local)) return r.chance(0.85) ? local : 'pt';
  if (local && r.chance(0.6)) return local;
  return r.pick(FOREIGN_FOOTBALL.filter((c) => c !== local));
}

export function squadFor(team: TeamSeed): PlayerSeed[] {
  const r = rand(`squad:${team.key}`);
  const shape = team.sport === 'football' ? FOOTBALL_SHAPE : BASKETBALL_SHAPE;
  const usedShirts = new Set<number>();
  const usedNames = new Set<string>();
  const out: PlayerSeed[] = [];
  for (const [position, count, shirts] of shape) {
    const free = shirts.filter((s) => !usedShirts.has(s));
    for (let rank = 0; rank < count; rank++) {
      // The first preferred numbers go to the best players (the 9 to the first striker); later
      // places draw from what is left, then from the 40s.
      let shirt =
        rank < 2 ? free.shift() : free.splice(r.int(0, Math.max(0, free.length - 1)), 1)[0];
      while (shirt === undefined || usedShirts.has(shirt)) shirt = r.int(36, 98);
      usedShirts.add(shirt);
      let person: { name: Trio; nationality: string };
      do {
        const culture = cultureFor(r, team);
        person =
          culture === 'cn'
            ? chineseName(r)
            : culture === 'vn' || culture === 'jp' || culture === 'kr'
              ? eastAsianName(r, culture)
              : westernName(r, culture);
      } while (usedNames.has(person.name.en));
      usedNames.add(person.name.en);
      out.push({
        shirt,
        position,
        nationality: person.nationality,
        name: person.name,
        rank,
        born: '',
      });
    }
  }
  // Birth dates come from a stream of their own, drawn after the squad: adding them left every
  // name, number and rank as it was.
  const b = rand(`born:${team.key}`);
  for (const p of out) p.born = birthDate(b, team.sport, p);
  return out;
}

/** The day ages are reckoned from: the middle of the 2026 calendar year, fixed so seeds repeat. */
export const AGE_REFERENCE = '2026-07-01';

/** How many places of each position start (the regulars), as the line-ups pick them. */
const REGULARS: Record<string, number> = { GK: 1, DF: 4, MF: 4, FW: 2, G: 2, F: 2, C: 1 };

/**
 * Age ranges at AGE_REFERENCE: regulars are in their prime (22–33), first-choice keepers may be
 * older (24–36), back-ups anything from a teenager to a veteran (18–35).
 */
export function ageRange(
  sport: TeamSeed['sport'],
  position: string,
  rank: number,
): [number, number] {
  const regular = rank < (REGULARS[position] ?? 0);
  if (sport === 'football' && position === 'GK') return regular ? [24, 36] : [19, 37];
  if (regular) return [22, 33];
  return sport === 'basketball' ? [19, 35] : [18, 35];
}

function birthDate(
  r: Rand,
  sport: TeamSeed['sport'],
  p: Pick<PlayerSeed, 'position' | 'rank'>,
): string {
  const [min, max] = ageRange(sport, p.position, p.rank);
  const age = r.int(min, max);
  // A day within the year before the birthday that makes `age` at the reference day.
  const ref = Date.parse(`${AGE_REFERENCE}T00:00:00Z`);
  const birthdayYear = new Date(ref).getUTCFullYear() - age;
  const latest = Date.UTC(birthdayYear, 5, 30); // 30 June: already `age` on 1 July
  const day = latest - r.int(0, 363) * 86_400_000;
  return new Date(day).toISOString().slice(0, 10);
}
