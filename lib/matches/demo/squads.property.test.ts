/**
 * Squads and team sheets (docs/product.md §2 "Teams, players and discussion"): one shirt number
 * per player within a team, a line-up never shows a number twice, the right number of starters,
 * and birth dates that give believable ages, the same on every run.
 */
import fc from 'fast-check';
import { TEAMS } from '../names';
import { matchLineup } from './lineups';
import { AGE_REFERENCE, ageRange, squadFor } from './squads';

const team = fc.constantFrom(...TEAMS);
const STARTERS = { football: 11, basketball: 5 } as const;

/** Whole years at AGE_REFERENCE of someone born on `born` (YYYY-MM-DD). */
function ageAtReference(born: string): number {
  const [y, m, d] = born.split('-').map(Number);
  const [ry, rm, rd] = AGE_REFERENCE.split('-').map(Number);
  return ry - y - (m > rm || (m === rm && d > rd) ? 1 : 0);
}

describe('squads', () => {
  it('every team has one shirt number per player, 1–99 (0–99 in basketball), and unique names', () => {
    for (const t of TEAMS) {
      const squad = squadFor(t);
      const shirts = squad.map((p) => p.shirt);
      expect([t.key, new Set(shirts).size]).toEqual([t.key, squad.length]);
      expect(new Set(squad.map((p) => p.name.en)).size).toBe(squad.length);
      for (const s of shirts) {
        expect(Number.isInteger(s)).toBe(true);
        expect(s).toBeGreaterThanOrEqual(t.sport === 'football' ? 1 : 0);
        expect(s).toBeLessThanOrEqual(99);
      }
      expect(squad.length).toBe(t.sport === 'football' ? 18 : 13);
    }
  });

  it('birth dates are real days giving ages in the position’s range, the same on every run', () => {
    const ages: number[] = [];
    for (const t of TEAMS) {
      const squad = squadFor(t);
      expect(squadFor(t)).toEqual(squad);
      for (const p of squad) {
        expect(p.born).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${p.born}T00:00:00Z`).toISOString().slice(0, 10)).toBe(p.born);
        const [min, max] = ageRange(t.sport, p.position, p.rank);
        const age = ageAtReference(p.born);
        expect([t.key, p.shirt, age >= min && age <= max]).toEqual([t.key, p.shirt, true]);
        ages.push(age);
      }
    }
    // Believable as a whole: a mean in the late twenties, teenagers and veterans both present.
    const mean = ages.reduce((a, b) => a + b, 0) / ages.length;
    expect(mean).toBeGreaterThan(25);
    expect(mean).toBeLessThan(30);
    expect(Math.min(...ages)).toBeLessThanOrEqual(19);
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(35);
  });

  it('regulars are in their prime: no first-choice outfielder under 22 or over 33', () => {
    for (const t of TEAMS)
      for (const p of squadFor(t))
        if (p.rank === 0 && p.position !== 'GK') {
          const age = ageAtReference(p.born);
          expect(age).toBeGreaterThanOrEqual(22);
          expect(age).toBeLessThanOrEqual(33);
        }
  });
});

describe('team sheets', () => {
  it('never show a number twice, and field 11 or 5 starters from the squad', () => {
    fc.assert(
      fc.property(
        team,
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom('home' as const, 'away' as const),
        fc.array(fc.nat(), { maxLength: 5 }),
        (t, seed, side, picks) => {
          const squad = squadFor(t);
          // Up to five players out (injured or suspended).
          const absent = new Set(picks.map((i) => squad[i % squad.length].shirt));
          const sheet = matchLineup(t.sport, squad, seed, side, absent);
          const shirts = sheet.entries.map((e) => e.shirt);
          expect(new Set(shirts).size).toBe(shirts.length);
          expect(sheet.entries.filter((e) => e.starter)).toHaveLength(STARTERS[t.sport]);
          expect(shirts.filter((s) => absent.has(s))).toEqual([]);
          const squadShirts = new Set(squad.map((p) => p.shirt));
          for (const s of shirts) expect(squadShirts.has(s)).toBe(true);
          expect(sheet.entries.length).toBe(squad.length - absent.size);
          // Starters first, in sheet order.
          const firstBench = sheet.entries.findIndex((e) => !e.starter);
          if (firstBench >= 0)
            expect(sheet.entries.slice(firstBench).every((e) => !e.starter)).toBe(true);
          if (t.sport === 'football')
            expect(sheet.entries.filter((e) => e.starter && e.position === 'GK')).toHaveLength(1);
        },
      ),
      { numRuns: 400 },
    );
  });
});
