/**
 * Generated injuries and the team sheets around them (docs/product.md §4 "Absences"), as
 * properties over any team, day and set of absent players.
 */
import fc from 'fast-check';
import { INJURY_REASONS } from '../limits';
import { TEAMS } from '../names';
import { DAY_MS } from '../time';
import {
  BASKETBALL_KINDS,
  drawInjuries,
  FOOTBALL_KINDS,
  INJURY_ORIGIN,
  injuredAt,
  injurySpells,
  MAX_OUT,
  outAt,
} from './injuries';
import { lineupFor, matchLineup } from './lineups';
import { squadFor } from './squads';

const teams = TEAMS.map((t) => ({ key: t.key, sport: t.sport, squad: squadFor(t) }));
const team = fc.constantFrom(...teams);
/** A day from the origin to the end of 2027. */
const dayMs = fc
  .integer({ min: 0, max: Math.floor((Date.parse('2027-12-31') - INJURY_ORIGIN) / DAY_MS) })
  .map((d) => INJURY_ORIGIN + d * DAY_MS);

describe('injuries', () => {
  it('are the same whenever they are asked for: the days up to one day never change later', () => {
    fc.assert(
      fc.property(team, dayMs, fc.integer({ min: 1, max: 400 }), (t, day, later) => {
        const then = drawInjuries(t, day).filter((s) => s.day <= day);
        const after = drawInjuries(t, day + later * DAY_MS).filter((s) => s.day <= day);
        expect(after).toEqual(then);
        expect(injurySpells(t, day)).toEqual(then);
      }),
      { numRuns: 60 },
    );
  });

  it('never hurt a player twice at once, keep one keeper fit and a handful out at most', () => {
    fc.assert(
      fc.property(team, dayMs, (t, day) => {
        const spells = drawInjuries(t, day);
        const kinds = t.sport === 'football' ? FOOTBALL_KINDS : BASKETBALL_KINDS;
        const keepers = new Set(t.squad.filter((p) => p.position === 'GK').map((p) => p.shirt));
        for (const s of spells) {
          expect(INJURY_REASONS).toContain(s.reason);
          const kind = kinds.find((k) => k[0] === s.reason);
          expect(kind).toBeDefined();
          const days = (s.until - s.day) / DAY_MS;
          expect(days).toBeGreaterThanOrEqual(Math.max(2, kind![2]));
          expect(days).toBeLessThanOrEqual(kind![3]);
          expect(t.squad.some((p) => p.shirt === s.shirt)).toBe(true);
        }
        // Any day: who is out (hurt that day or before, not back yet).
        for (let d = INJURY_ORIGIN; d <= day; d += 3 * DAY_MS) {
          const out = spells.filter((s) => s.day <= d && d < s.until);
          const shirts = out.map((s) => s.shirt);
          expect(new Set(shirts).size).toBe(shirts.length);
          expect(out.length).toBeLessThanOrEqual(MAX_OUT[t.sport]);
          expect(shirts.filter((x) => keepers.has(x)).length).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('keep a few players of every squad out at a time', () => {
    const day = Date.parse('2026-11-26T00:00:00Z');
    for (const sport of ['football', 'basketball'] as const) {
      const own = teams.filter((t) => t.sport === sport);
      let total = 0;
      let samples = 0;
      for (const t of own) {
        const spells = injurySpells(t, day);
        for (let d = day - 120 * DAY_MS; d <= day; d += 10 * DAY_MS) {
          total += injuredAt(spells, d).size;
          samples++;
        }
      }
      const mean = total / samples;
      // Two to three footballers, one or two basketball players.
      if (sport === 'football') expect([sport, mean >= 1.6 && mean <= 3]).toEqual([sport, true]);
      else expect([sport, mean >= 0.8 && mean <= 2]).toEqual([sport, true]);
    }
  });

  it('keep a player out from the day after his injury until his expected return', () => {
    const s = {
      day: Date.parse('2026-11-20T00:00:00Z'),
      until: Date.parse('2026-11-30T00:00:00Z'),
    };
    expect(outAt(s, Date.parse('2026-11-20T19:00:00Z'))).toBe(false);
    expect(outAt(s, Date.parse('2026-11-21T00:00:00Z'))).toBe(true);
    expect(outAt(s, Date.parse('2026-11-29T23:59:00Z'))).toBe(true);
    expect(outAt(s, Date.parse('2026-11-30T00:00:00Z'))).toBe(false);
  });
});

describe('team sheets without the absent players', () => {
  const need = { football: 11, basketball: 5 } as const;

  it('never name an absent player, and field a full side while the squad has one', () => {
    fc.assert(
      fc.property(
        team,
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.constantFrom<'home' | 'away'>('home', 'away'),
        fc.integer({ min: 0, max: 7 }),
        fc.integer(),
        (t, seed, side, n, pick) => {
          const shuffled = [...t.squad].sort(
            (a, b) => ((a.shirt * 7919 + pick) % 97) - ((b.shirt * 7919 + pick) % 97),
          );
          const absent = new Set(shuffled.slice(0, n).map((p) => p.shirt));
          const sheet = matchLineup(t.sport, t.squad, seed, side, absent);
          const shirts = sheet.entries.map((e) => e.shirt);
          expect(shirts.filter((s) => absent.has(s))).toEqual([]);
          expect(new Set(shirts).size).toBe(shirts.length);
          // Everyone fit is on the sheet: starters first, then the bench.
          expect(shirts.length).toBe(t.squad.length - absent.size);
          const starters = sheet.entries.filter((e) => e.starter);
          expect(starters).toHaveLength(Math.min(need[t.sport], shirts.length));
          expect(sheet.entries.slice(0, starters.length).every((e) => e.starter)).toBe(true);
          expect(sheet.entries.map((e) => e.sort)).toEqual(shirts.map((_, i) => i + 1));
          if (t.sport === 'football') {
            // One goalkeeper in goal; the formation's numbers at the back, in midfield and up front.
            expect(starters.filter((e) => e.position === 'GK')).toHaveLength(1);
            const parts = (sheet.formation as string).split('-').map(Number);
            const df = parts[0];
            const fw = parts[parts.length - 1];
            const mf = parts.slice(1, -1).reduce((a, b) => a + b, 0);
            expect(starters.filter((e) => e.position === 'DF')).toHaveLength(df);
            expect(starters.filter((e) => e.position === 'MF')).toHaveLength(mf);
            expect(starters.filter((e) => e.position === 'FW')).toHaveLength(fw);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('are the best eleven as before when nobody is out', () => {
    fc.assert(
      fc.property(team, fc.integer({ min: 0, max: 0x7fffffff }), (t, seed) => {
        const sheet = lineupFor(t.sport, t.squad, seed);
        expect(lineupFor(t.sport, t.squad, seed, new Set())).toEqual(sheet);
        const starters = sheet.entries.filter((e) => e.starter).map((e) => e.shirt);
        const bySquad = new Map(t.squad.map((p) => [p.shirt, p]));
        for (const shirt of starters) {
          const p = bySquad.get(shirt)!;
          const pos = sheet.entries.find((e) => e.shirt === shirt)!.position;
          expect(pos).toBe(p.position);
        }
        // No bench player is better than a starter of his position.
        for (const e of sheet.entries.filter((x) => !x.starter)) {
          const p = bySquad.get(e.shirt)!;
          const rivals = starters
            .map((s) => bySquad.get(s)!)
            .filter((s) => s.position === p.position);
          for (const r of rivals) expect(r.rank).toBeLessThan(p.rank);
        }
      }),
      { numRuns: 100 },
    );
  });
});
