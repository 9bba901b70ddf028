import { oddsFor } from './odds';
import { DAY_MS, HOUR_MS } from './time';

const today = Date.parse('2026-11-25T00:00:00Z');
const base = {
  competitionId: 542,
  kickoff: today + 2 * DAY_MS + 12 * HOUR_MS,
  simSeed: 42,
  today,
  companies: [1, 2, 3],
};

describe('oddsFor', () => {
  it('quotes Asian handicap and totals in Hong Kong odds and 1X2 in decimal odds', () => {
    const list = oddsFor({ ...base, sport: 'football', homeRating: 80, awayRating: 55 });
    expect(list.map((o) => `${o.companyId}:${o.market}`)).toEqual([
      '1:asia',
      '1:total',
      '1:eu',
      '2:asia',
      '2:total',
      '2:eu',
      '3:asia',
      '3:total',
      '3:eu',
    ]);
    const asia = list[0].current;
    // The stronger home side gives goals.
    expect(asia.line).toBeLessThan(0);
    expect(Math.abs((asia.line * 4) % 1)).toBe(0);
    for (const v of [asia.home, asia.away, list[1].current.over, list[1].current.under]) {
      expect(v).toBeGreaterThan(0.4);
      expect(v).toBeLessThan(1.6);
    }
    const eu = list[2].current;
    expect(eu.home).toBeLessThan(eu.away);
    // Implied probabilities carry the book's margin.
    expect(1 / eu.home + 1 / eu.draw + 1 / eu.away).toBeGreaterThan(1.02);
  });

  it('has a history from the opening up to today, never later', () => {
    const list = oddsFor({
      ...base,
      sport: 'basketball',
      competitionId: 1,
      homeRating: 50,
      awayRating: 80,
    });
    expect(list.map((o) => o.market).slice(0, 3)).toEqual(['asia', 'total', 'moneyline']);
    for (const o of list) {
      expect(o.history[0].values).toEqual(o.opening);
      expect(o.history[o.history.length - 1].values).toEqual(o.current);
      expect(o.history.every((h) => h.at <= today)).toBe(true);
    }
    // The weaker home side receives points.
    expect(list[0].current.line).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    const a = oddsFor({ ...base, sport: 'football', homeRating: 70, awayRating: 70 });
    expect(oddsFor({ ...base, sport: 'football', homeRating: 70, awayRating: 70 })).toEqual(a);
  });
});
