import { eq, inArray } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { expertPlans, experts, matches } from '@/lib/db/schema';
import { createTestApi, SEED_TIMEOUT, type TestApi } from '@/test/api';
import { gradePick, profitOf } from '../grading';
import { planHash } from '../hash';
import { settlingScore } from '../index';
import type { OddsMarket } from '@/lib/matches/types';
import type { PlanPick } from '../limits';
import { DEMO_EXPERTS, seedExperts } from './seed';

/**
 * The demo's expert history is believable and honest (issue 26): every plan was published before
 * its match, its hash verifies, its grade is what the real result says, open plans sit on matches
 * that have not kicked off, and the rankings have experts to show.
 */

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({}, { matches: true });
  await seedExperts();
}, SEED_TIMEOUT);
afterAll(async () => {
  await t?.cleanup();
});

it('seeds each demo expert once, with a graded history and open plans', async () => {
  expect(await db().select().from(experts)).toHaveLength(DEMO_EXPERTS.length);
  expect(await seedExperts()).toEqual({ experts: 0, plans: 0 });
  const plans = await db().select().from(expertPlans);
  const graded = plans.filter((p) => p.result);
  const open = plans.filter((p) => !p.result);
  expect(graded.length).toBeGreaterThan(DEMO_EXPERTS.length * 10);
  expect(open.length).toBeGreaterThan(0);

  const ms = new Map(
    (
      await db()
        .select()
        .from(matches)
        .where(inArray(matches.id, [...new Set(plans.map((p) => p.matchId))]))
    ).map((m) => [m.id, m]),
  );
  for (const p of plans) {
    const m = ms.get(p.matchId)!;
    expect(p.publishedAt.getTime()).toBeLessThan(m.kickoff.getTime());
    expect(p.locksAt.getTime()).toBe(m.kickoff.getTime());
    expect(p.sport).toBe(m.sport);
    const hash = await planHash({
      expert_id: p.expertId,
      match_id: p.matchId,
      market: p.market,
      pick: p.pick,
      line: p.line,
      odds: p.odds,
      analysis: p.analysis,
      price: p.priceTenths / 10,
      published_at: p.publishedAt.toISOString(),
      nonce: p.nonce,
    });
    expect(hash).toBe(p.hash);
    if (p.result) {
      expect(m.status).toBe('finished');
      const result = gradePick(
        p.market as OddsMarket,
        p.pick as PlanPick,
        p.line,
        settlingScore(m),
      );
      expect(p.result).toBe(result);
      expect(p.profit).toBe(profitOf(result, p.market as OddsMarket, p.odds));
      expect(p.gradedAt!.getTime()).toBeGreaterThan(m.kickoff.getTime());
    } else {
      expect(m.status).toBe('scheduled');
    }
  }
});

it('the rankings and the expert home show the demo experts', async () => {
  const r = await t.call('Expert/ranking?sport=football&days=90');
  expect(r.code).toBe(0);
  expect(r.data.list.length).toBeGreaterThanOrEqual(3);
  const home = await t.call('Expert/home?type=0', { lang: 'en' });
  expect(home.data.plans.length).toBeGreaterThan(0);
  const [lee] = await db().select().from(experts).where(eq(experts.intro, DEMO_EXPERTS[0].intro));
  const info = await t.call(`Expert/info?id=${lee.userId}`);
  expect(info.data.records[0].graded).toBeGreaterThan(5);
});
