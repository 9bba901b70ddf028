import fc from 'fast-check';
import { gradePick, profitOf, summarize, type GradedPlan } from './grading';
import { canonicalPlan, planHash } from './hash';
import { decimalOdds, PLAN_RESULTS, type PlanResult } from './limits';

/**
 * Grading and records (issue 26): the settlement rules of the index's markets, quarter lines
 * included, and the record's figures from graded plans only.
 */

const score = fc.record({
  home: fc.integer({ min: 0, max: 9 }),
  away: fc.integer({ min: 0, max: 9 }),
});
/** Handicap and total lines on the quarter grid, as the index quotes them. */
const handicap = fc.integer({ min: -14, max: 14 }).map((q) => q / 4);
const total = fc.integer({ min: 2, max: 26 }).map((q) => q / 4);

describe('gradePick', () => {
  it('grades 1X2 on the result and moneyline without a draw', () => {
    expect(gradePick('eu', 'home', null, { home: 2, away: 1 })).toBe('won');
    expect(gradePick('eu', 'draw', null, { home: 1, away: 1 })).toBe('won');
    expect(gradePick('eu', 'away', null, { home: 1, away: 1 })).toBe('lost');
    expect(gradePick('moneyline', 'away', null, { home: 99, away: 104 })).toBe('won');
    expect(gradePick('moneyline', 'home', null, { home: 99, away: 99 })).toBe('push');
  });

  it('settles the classic handicap lines like a bookmaker', () => {
    // Home −0.5: home must win.
    expect(gradePick('asia', 'home', -0.5, { home: 1, away: 0 })).toBe('won');
    expect(gradePick('asia', 'home', -0.5, { home: 1, away: 1 })).toBe('lost');
    // Home −1: a one-goal win is a push.
    expect(gradePick('asia', 'home', -1, { home: 2, away: 1 })).toBe('push');
    // Home −0.25 (0 and −0.5): a draw loses half.
    expect(gradePick('asia', 'home', -0.25, { home: 0, away: 0 })).toBe('half_lost');
    expect(gradePick('asia', 'away', -0.25, { home: 0, away: 0 })).toBe('half_won');
    // Home −0.75 (−0.5 and −1): a one-goal win wins half.
    expect(gradePick('asia', 'home', -0.75, { home: 1, away: 0 })).toBe('half_won');
    expect(gradePick('asia', 'away', -0.75, { home: 1, away: 0 })).toBe('half_lost');
    // Totals: 2.25 (2 and 2.5) with two goals; 2.75 with three.
    expect(gradePick('total', 'over', 2.25, { home: 1, away: 1 })).toBe('half_lost');
    expect(gradePick('total', 'under', 2.25, { home: 1, away: 1 })).toBe('half_won');
    expect(gradePick('total', 'over', 2.75, { home: 2, away: 1 })).toBe('half_won');
    expect(gradePick('total', 'over', 3, { home: 2, away: 1 })).toBe('push');
  });

  it('the two sides of a line always settle as mirror images', () => {
    const mirror: Record<string, string> = {
      won: 'lost',
      lost: 'won',
      half_won: 'half_lost',
      half_lost: 'half_won',
      push: 'push',
    };
    fc.assert(
      fc.property(score, handicap, (s, line) => {
        expect(gradePick('asia', 'away', line, s)).toBe(mirror[gradePick('asia', 'home', line, s)]);
      }),
    );
    fc.assert(
      fc.property(score, total, (s, line) => {
        expect(gradePick('total', 'under', line, s)).toBe(
          mirror[gradePick('total', 'over', line, s)],
        );
      }),
    );
  });

  it('a quarter line is half the stake on each neighbouring line', () => {
    const value: Record<string, number> = {
      won: 1,
      half_won: 0.5,
      push: 0,
      half_lost: -0.5,
      lost: -1,
    };
    fc.assert(
      fc.property(
        score,
        handicap,
        fc.constantFrom('home' as const, 'away' as const),
        (s, line, pick) => {
          const quarter = Math.abs(Math.round(line * 4)) % 2 === 1;
          const whole = value[gradePick('asia', pick, line, s)];
          if (!quarter) {
            // Whole and half lines never split.
            expect(['won', 'lost', 'push']).toContain(gradePick('asia', pick, line, s));
            return;
          }
          const a = value[gradePick('asia', pick, line - 0.25, s)];
          const b = value[gradePick('asia', pick, line + 0.25, s)];
          expect(whole).toBeCloseTo((a + b) / 2);
        },
      ),
    );
  });

  it('half-point lines never push', () => {
    fc.assert(
      fc.property(score, fc.integer({ min: -6, max: 6 }), (s, n) => {
        expect(gradePick('asia', 'home', n + 0.5, s)).not.toBe('push');
        expect(gradePick('total', 'over', Math.abs(n) + 0.5, s)).not.toBe('push');
      }),
    );
  });
});

describe('profitOf', () => {
  it('pays Hong Kong and decimal odds on a stake of 1', () => {
    expect(profitOf('won', 'asia', 0.92)).toBeCloseTo(0.92);
    expect(profitOf('half_won', 'total', 0.9)).toBeCloseTo(0.45);
    expect(profitOf('won', 'eu', 2.1)).toBeCloseTo(1.1);
    expect(profitOf('half_lost', 'asia', 0.92)).toBe(-0.5);
    expect(profitOf('lost', 'eu', 3.4)).toBe(-1);
    expect(profitOf('push', 'asia', 0.92)).toBe(0);
    expect(profitOf('void', 'eu', 3.4)).toBe(0);
  });
});

const graded: fc.Arbitrary<GradedPlan> = fc
  .record({
    result: fc.constantFrom(...PLAN_RESULTS),
    market: fc.constantFrom('eu' as const, 'asia' as const),
    odds: fc.integer({ min: 60, max: 400 }).map((x) => x / 100),
  })
  .map(({ result, market, odds }) => ({ result, profit: profitOf(result, market, odds) }));

describe('summarize', () => {
  it('ROI and hit rate come from graded plans only: void plans change nothing', () => {
    fc.assert(
      fc.property(fc.array(graded, { maxLength: 40 }), fc.array(fc.nat(40)), (plans, at) => {
        const base = summarize(plans);
        const withVoids = [...plans];
        for (const i of at)
          withVoids.splice(i % (withVoids.length + 1), 0, { result: 'void', profit: 0 });
        const s = summarize(withVoids);
        expect(s.roi).toBe(base.roi);
        expect(s.hit_rate).toBe(base.hit_rate);
        expect(s.graded).toBe(base.graded);
        expect(s.void).toBe(base.void + at.length);
      }),
    );
  });

  it('the figures are what the plans say', () => {
    fc.assert(
      fc.property(fc.array(graded, { maxLength: 40 }), (plans) => {
        const s = summarize(plans);
        const counted = plans.filter((p) => p.result !== 'void');
        const profit = counted.reduce((a, p) => a + p.profit, 0);
        expect(s.graded).toBe(counted.length);
        expect(s.profit).toBeCloseTo(profit, 3);
        expect(s.roi).toBeCloseTo(counted.length ? profit / counted.length : 0, 3);
        const wins = counted.filter((p) => p.result === 'won' || p.result === 'half_won').length;
        const decided = counted.filter((p) => p.result !== 'push').length;
        expect(s.hit_rate).toBeCloseTo(decided ? wins / decided : 0, 3);
        expect(s.hit_rate).toBeGreaterThanOrEqual(0);
        expect(s.hit_rate).toBeLessThanOrEqual(1);
        expect(s.best_streak).toBeGreaterThanOrEqual(s.streak);
        expect(s.best_streak).toBeLessThanOrEqual(wins);
        // The ROI of a flat stake is bounded by a total loss and the best odds.
        expect(s.roi).toBeGreaterThanOrEqual(-1);
      }),
    );
  });

  it('streaks: pushes and voids neither extend nor break them, losses break them', () => {
    const r = (result: PlanResult): GradedPlan => ({ result, profit: profitOf(result, 'eu', 2) });
    const s = summarize(
      ['won', 'push', 'won', 'void', 'half_won', 'lost', 'won', 'won'].map((x) =>
        r(x as PlanResult),
      ),
    );
    expect(s.best_streak).toBe(3);
    expect(s.streak).toBe(2);
    expect(summarize([r('won'), r('half_lost')]).streak).toBe(0);
  });
});

describe('the plan hash', () => {
  const plan = {
    expert_id: 7,
    match_id: 42,
    market: 'asia',
    pick: 'home',
    line: -0.25,
    odds: 0.92,
    analysis: '主队近期状态火热，客队主力后卫停赛。',
    price: 18,
    published_at: '2026-11-29T10:15:00.123Z',
    nonce: 'ab'.repeat(32),
  };

  it('is the SHA-256 of a fixed canonical form', async () => {
    expect(canonicalPlan(plan)).toBe(
      `["sportlive-plan/1",7,42,"asia","home",-0.25,0.92,"主队近期状态火热，客队主力后卫停赛。",18,"2026-11-29T10:15:00.123Z","${'ab'.repeat(32)}"]`,
    );
    const { createHash } = await import('node:crypto');
    expect(await planHash(plan)).toBe(
      createHash('sha256').update(canonicalPlan(plan), 'utf8').digest('hex'),
    );
  });

  it('changes with any committed field', async () => {
    const h = await planHash(plan);
    for (const over of [
      { pick: 'away' },
      { line: -0.5 },
      { odds: 0.93 },
      { analysis: plan.analysis + ' ' },
      { price: 19 },
      { published_at: '2026-11-29T10:15:00.124Z' },
      { nonce: 'cd'.repeat(32) },
    ])
      expect(await planHash({ ...plan, ...over })).not.toBe(h);
  });

  it('decimal odds of Hong Kong markets add the stake', () => {
    expect(decimalOdds('asia', 0.92)).toBeCloseTo(1.92);
    expect(decimalOdds('eu', 1.92)).toBeCloseTo(1.92);
  });
});
