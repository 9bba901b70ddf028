import { basketballOdds, footballOdds } from './odds';

const implied = (...prices: number[]) => prices.reduce((sum, p) => sum + 1 / p, 0);

describe('football prices', () => {
  it('hangs a level line between equal sides, with a book margin of a few per cent', () => {
    const o = footballOdds({ homeScore: 0, awayScore: 0, homeExpected: 1.3, awayExpected: 1.3 });
    expect(o.handicap.line).toBe(0);
    expect(o.handicap.home).toBeCloseTo(o.handicap.away, 1);
    expect(implied(o.handicap.home, o.handicap.away)).toBeGreaterThan(1.03);
    expect(implied(o.handicap.home, o.handicap.away)).toBeLessThan(1.08);
    expect(o.total.line).toBe(2.5);
    const x12 = implied(o.moneyline.home, o.moneyline.draw ?? 0, o.moneyline.away);
    expect(x12).toBeGreaterThan(1.04);
    expect(x12).toBeLessThan(1.08);
  });

  it('gives the favourite the handicap, in quarter-goal steps', () => {
    const o = footballOdds({ homeScore: 0, awayScore: 0, homeExpected: 2.3, awayExpected: 0.8 });
    expect(o.handicap.line).toBeLessThanOrEqual(-1);
    expect(Number.isInteger(o.handicap.line * 4)).toBe(true);
    expect(o.moneyline.home).toBeLessThan(1.6);
    expect(Math.abs(Math.log(o.handicap.home / o.handicap.away))).toBeLessThan(0.25);
  });

  it('settles quarter lines as two half stakes', () => {
    const o = footballOdds({ homeScore: 0, awayScore: 0, homeExpected: 1.45, awayExpected: 1.2 });
    expect(o.handicap.line).toBe(-0.25);
    // Home −0.25 = half on 0 (push on a draw) + half on −0.5: fair = (1 − P(draw)/2) / P(home win).
    const pmf = (mean: number) =>
      Array.from(
        { length: 13 },
        (_, k) =>
          (Math.exp(-mean) * mean ** k) / [...Array(k).keys()].reduce((f, i) => f * (i + 1), 1),
      );
    const h = pmf(1.45);
    const a = pmf(1.2);
    let win = 0;
    let draw = 0;
    h.forEach((ph, i) =>
      a.forEach((pa, j) => (i > j ? (win += ph * pa) : i === j ? (draw += ph * pa) : 0)),
    );
    expect(o.handicap.home).toBeCloseTo((1 - draw / 2) / win / 1.05, 1);
    expect(o.handicap.away).toBeCloseTo((1 - draw / 2) / (1 - win - draw / 2) / 1.05, 1);
  });

  it('prices certainty at the limits', () => {
    const o = footballOdds({ homeScore: 1, awayScore: 1, homeExpected: 0, awayExpected: 0 });
    expect(o.total.line).toBe(2.5);
    expect(o.total.under).toBe(1.01);
    expect(o.moneyline.draw).toBe(1.01);
    expect(o.moneyline.home).toBe(101);
  });

  it('counts goals already scored in the totals line, and the lead in 1X2', () => {
    const o = footballOdds({ homeScore: 2, awayScore: 1, homeExpected: 0.4, awayExpected: 0.4 });
    expect(o.total.line).toBeGreaterThan(3);
    expect(o.total.line).toBeLessThanOrEqual(4);
    expect(o.moneyline.home).toBeLessThan(1.4);
    expect(o.moneyline.away).toBeGreaterThan(8);
  });
});

describe('basketball prices', () => {
  it('sets spread and total from the expected margin and points', () => {
    const o = basketballOdds({
      homeScore: 0,
      awayScore: 0,
      marginExpected: 6.2,
      totalExpected: 224.3,
      remaining: 1,
    });
    expect(o.handicap.line).toBe(-6);
    expect(o.total.line).toBe(224.5);
    expect(o.moneyline.draw).toBeUndefined();
    expect(o.moneyline.home).toBeLessThan(o.moneyline.away);
    expect(implied(o.handicap.home, o.handicap.away)).toBeGreaterThan(1.03);
    expect(implied(o.handicap.home, o.handicap.away)).toBeLessThan(1.06);
  });

  it('moves the lines with the score and sharpens the moneyline as time runs out', () => {
    const early = basketballOdds({
      homeScore: 20,
      awayScore: 30,
      marginExpected: 3,
      totalExpected: 170,
      remaining: 0.75,
    });
    const late = basketballOdds({
      homeScore: 90,
      awayScore: 100,
      marginExpected: 0.3,
      totalExpected: 10,
      remaining: 0.03,
    });
    expect(early.handicap.line).toBe(7);
    expect(early.total.line).toBe(220);
    expect(late.moneyline.away).toBeLessThan(early.moneyline.away);
    expect(late.moneyline.home).toBeGreaterThan(20);
  });
});
