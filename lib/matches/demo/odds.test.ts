import { oddsFor, rebook } from './odds';
import { DAY_MS, HOUR_MS } from '../time';

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

describe('one market model per match, several bookmakers', () => {
  const implied = (market: string, v: Record<string, number>) => {
    const hk = market === 'asia' || market === 'total';
    const sides = Object.keys(v).filter((k) => k !== 'line');
    const q = sides.map((k) => 1 / (hk ? v[k] + 1 : v[k]));
    const sum = q.reduce((a, b) => a + b, 0);
    return { overround: sum, fair: q.map((x) => x / sum) };
  };

  it('has each bookmaker add a margin of a few percent, and quotes differ by small amounts', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const homeRating = 40 + ((seed * 37) % 55);
      const awayRating = 40 + ((seed * 53) % 55);
      for (const sport of ['football', 'basketball'] as const) {
        const list = oddsFor({
          ...base,
          sport,
          competitionId: sport === 'football' ? 82 : 1,
          simSeed: seed,
          homeRating,
          awayRating,
        });
        for (const market of new Set(list.map((o) => o.market))) {
          const books = list.filter((o) => o.market === market);
          expect(books.map((b) => b.companyId)).toEqual([1, 2, 3]);
          // Same moments for everyone.
          const moments = books[0].history.map((h) => h.at);
          for (const b of books) expect(b.history.map((h) => h.at)).toEqual(moments);
          for (let i = 0; i < moments.length; i++) {
            const quotes = books.map((b) => b.history[i].values);
            // The same line, margins of 2–9 %.
            if ('line' in quotes[0]) for (const q of quotes) expect(q.line).toBe(quotes[0].line);
            const ims = quotes.map((q) => implied(market, q));
            for (const im of ims) {
              expect(im.overround).toBeGreaterThan(1.02);
              expect(im.overround).toBeLessThan(1.09);
            }
            // The fair probabilities agree within two points; the first side's price within 8 %.
            for (const im of ims) expect(Math.abs(im.fair[0] - ims[0].fair[0])).toBeLessThan(0.02);
            const first = quotes.map((q) => q[Object.keys(q).filter((k) => k !== 'line')[0]]);
            if (market === 'eu' || market === 'moneyline')
              expect(Math.max(...first) / Math.min(...first)).toBeLessThan(1.08);
          }
          // History moves consistently: when the market moves, no bookmaker moves the other way.
          for (let i = 1; i < moments.length; i++) {
            if (
              'line' in books[0].history[i].values &&
              books[0].history[i].values.line !== books[0].history[i - 1].values.line
            )
              continue;
            const moves = books.map(
              (b) =>
                implied(market, b.history[i].values).fair[0] -
                implied(market, b.history[i - 1].values).fair[0],
            );
            const up = moves.some((d) => d > 0.005);
            const down = moves.some((d) => d < -0.005);
            expect(up && down).toBe(false);
          }
        }
      }
    }
  });

  it('requotes the simulator’s live prices (company 1) for the others with their own margins', () => {
    const live = { home: 1.85, draw: 3.6, away: 4.2 };
    const two = rebook('eu', live, 2);
    const three = rebook('eu', live, 3);
    expect(rebook('eu', live, 1)).toEqual(live);
    for (const q of [two, three]) {
      for (const k of ['home', 'draw', 'away'] as const)
        expect(Math.abs(q[k] / live[k] - 1)).toBeLessThan(0.06);
    }
    // Company 2 runs the thinnest book: its prices are the best.
    const over = (q: Record<string, number>) => 1 / q.home + 1 / q.draw + 1 / q.away;
    expect(over(two)).toBeLessThan(over(live));
    const asia = rebook('asia', { line: -0.5, home: 0.92, away: 0.96 }, 3);
    expect(asia.line).toBe(-0.5);
    expect(Math.abs(asia.home - 0.92)).toBeLessThan(0.06);
  });
});
