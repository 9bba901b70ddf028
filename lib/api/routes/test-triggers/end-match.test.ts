import { and, eq, gt } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { matches, odds } from '@/lib/db/schema';
import { createTestApi, type TestApi, SEED_TIMEOUT } from '@/test/api';
import { loginAs, registerUser } from '@/test/factories';

/**
 * `POST api/__test/end-match` (e2e only): plays a scheduled match to full time through the feed's
 * path, and what listens to final whistles (the grading of expert plans) follows.
 */
const LOOPBACK = '127.0.0.1';
let t: TestApi;

beforeAll(async () => {
  t = await createTestApi({ FEED_TEST_TRIGGER: 'on', RATE_LIMITS: 'off' }, { matches: true });
}, SEED_TIMEOUT);
afterAll(() => t?.cleanup());

it('answers 404 to callers off this machine', async () => {
  const r = await t.call('__test/end-match', { params: { match_id: 1 }, ip: '203.0.113.9' });
  expect(r.status).toBe(404);
});

it('ends a scheduled match with the simulator result, and its plans are graded', async () => {
  const [m] = await db()
    .select({ id: matches.id })
    .from(matches)
    .innerJoin(
      odds,
      and(eq(odds.matchId, matches.id), eq(odds.market, 'eu'), eq(odds.companyId, 1)),
    )
    .where(
      and(
        eq(matches.sport, 'football'),
        eq(matches.status, 'scheduled'),
        gt(matches.kickoff, new Date(Date.now() + 3600_000)),
      ),
    )
    .limit(1);
  const admin = await loginAs(t, '86-13800000003', 'admin123456');
  const u = await registerUser(t);
  const app = await t.call('Expert/apply', {
    token: u.token,
    params: { text: '足球数据分析十年经验。', gameplays: ['football_eu'] },
  });
  await t.call('admin/reviewExpertApplication', {
    token: admin.token,
    params: { id: app.data.application.id, pass: 1 },
  });
  const plan = await t.call('Expert/publishPlan', {
    token: u.token,
    params: {
      match_id: m.id,
      market: 'eu',
      pick: 'home',
      analysis: '主队状态更好，看好主胜。',
      price: 0,
    },
  });
  expect(plan.code).toBe(0);

  const r = await t.call('__test/end-match', { params: { match_id: m.id }, ip: LOOPBACK });
  expect(r.code).toBe(0);
  const [row] = await db().select().from(matches).where(eq(matches.id, m.id));
  expect(row).toMatchObject({
    status: 'finished',
    homeScore: r.data.home_score,
    awayScore: r.data.away_score,
  });
  let graded = null;
  for (let i = 0; i < 40 && !graded; i++) {
    await new Promise((res) => setTimeout(res, 50));
    graded = (await t.call(`Expert/plan?id=${plan.data.id}`)).data.result;
  }
  const expected = r.data.home_score > r.data.away_score ? 'won' : 'lost';
  expect(graded).toBe(expected);
  // A finished match cannot be ended again.
  expect(
    (await t.call('__test/end-match', { params: { match_id: m.id }, ip: LOOPBACK })).code,
  ).toBe(1);
});
