import { and, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import {
  expertApplications,
  expertPlans,
  matches,
  odds,
  planPurchases,
  users,
  walletTransactions,
} from '@/lib/db/schema';
import { adminExpertApplications, gradeDue, gradeMatch } from '@/lib/experts';
import { planHash } from '@/lib/experts/hash';
import type { PlanView } from '@/lib/experts/contract';
import { feedEvents } from '@/lib/matches/feed-events';
import { createTestApi, SEED_TIMEOUT, type TestApi } from '@/test/api';
import { loginAs, registerUser } from '@/test/factories';
import { auditLedger, credit, userBalances } from '@/test/wallet';

/**
 * Experts and their plans through the API (issue 26): the application and its review, publishing
 * with a hash, buying once, withdrawing with refunds, grading, records, rankings; every endpoint
 * with bad input and wrong callers; and the database's own refusals, tried with plain SQL.
 */

let t: TestApi;
let admin: { token: string };
type User = Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApi(
    { RATE_LIMITS: 'off', PLAN_EXPERT_SHARE_PERCENT: '70' },
    { matches: true },
  );
  admin = await loginAs(t, '86-13800000003', 'admin123456');
}, SEED_TIMEOUT);
afterAll(async () => {
  await t?.cleanup();
});

const call = (
  path: string,
  token?: string | null,
  params?: Record<string, unknown>,
  lang?: string,
) => t.call(path, { token, params, lang });
const get = (path: string, params: Record<string, unknown>, token?: string | null, lang?: string) =>
  t.call(path, { method: 'GET', token, params, lang });

const TEXT = '十年英超数据分析经验，擅长亚盘与大小球。';

/** A user made an expert in `gameplays` through the application and its review. */
async function expert(gameplays = ['football_asia', 'football_eu']): Promise<User> {
  const u = await registerUser(t);
  const r = await call('Expert/apply', u.token, { text: TEXT, gameplays });
  expect(r.code).toBe(0);
  const ok = await call('admin/reviewExpertApplication', admin.token, {
    id: r.data.application.id,
    pass: 1,
  });
  expect(ok.code).toBe(0);
  return u;
}

/** Upcoming football matches with the index company 1 quotes, soonest first, not yet used. */
const used = new Set<number>();
async function upcoming(): Promise<number> {
  const rows = await db()
    .selectDistinct({ id: matches.id, kickoff: matches.kickoff })
    .from(matches)
    .innerJoin(
      odds,
      and(eq(odds.matchId, matches.id), eq(odds.companyId, 1), eq(odds.market, 'asia')),
    )
    .where(
      and(
        eq(matches.sport, 'football'),
        eq(matches.status, 'scheduled'),
        gt(matches.kickoff, new Date(Date.now() + 3 * 3600_000)),
      ),
    )
    .orderBy(matches.kickoff)
    .limit(50);
  const m = rows.find((r) => !used.has(r.id));
  if (!m) throw new Error('no upcoming football match with an index');
  used.add(m.id);
  return m.id;
}

async function publish(u: User, matchId: number, over: Record<string, unknown> = {}) {
  return call('Expert/publishPlan', u.token, {
    match_id: matchId,
    market: 'asia',
    pick: 'home',
    analysis: '主队主场强势，客队客场三连败，看好主队赢盘。',
    price: 20,
    ...over,
  });
}

/** Ends a match the way the feed does (status, score, periods). */
async function end(matchId: number, home: number, away: number, status = 'finished') {
  await db()
    .update(matches)
    .set({
      status,
      phase: status === 'finished' ? 'FT' : 'NS',
      homeScore: home,
      awayScore: away,
      periodScores:
        status === 'finished'
          ? [
              [0, 0],
              [home, away],
            ]
          : [],
    })
    .where(eq(matches.id, matchId));
}

const coins = async (userId: number) => (await userBalances(userId)).coins ?? 0;
const pending = async (userId: number) => (await userBalances(userId)).income_pending ?? 0;

describe('the expert application', () => {
  it('refuses guests, bad text and bad gameplays, and changes nothing', async () => {
    const u = await registerUser(t);
    expect(
      (await call('Expert/apply', null, { text: TEXT, gameplays: ['football_eu'] })).code,
    ).toBe(700);
    const bad: [Record<string, unknown>, string][] = [
      [{ text: 'x'.repeat(201), gameplays: ['football_eu'] }, '200'],
      [{ text: '太短', gameplays: ['football_eu'] }, '10'],
      [{ text: TEXT, gameplays: ['football_eu', 'football_asia', 'football_total'] }, '2'],
      [{ text: TEXT, gameplays: ['tennis_eu'] }, ''],
      [{ text: TEXT, gameplays: [] }, ''],
      [{ text: TEXT, gameplays: ['football_eu', 'football_eu'] }, ''],
      [{ text: TEXT }, ''],
      [{ text: 42, gameplays: ['football_eu'] }, ''],
    ];
    for (const [params, hint] of bad) {
      const r = await call('Expert/apply', u.token, params, 'en');
      expect(r.code).toBe(1);
      expect(r.status).toBeLessThan(500);
      expect(r.msg).toContain(hint);
    }
    // Exactly 200 characters (an emoji counts as one) is fine.
    const edge = await call('Expert/apply', u.token, {
      text: '⚽'.repeat(200),
      gameplays: 'football_eu,basketball_total',
    });
    expect(edge.code).toBe(0);
    expect(edge.data.application).toMatchObject({
      status: 0,
      gameplays: ['football_eu', 'basketball_total'],
    });
    const again = await call(
      'Expert/apply',
      u.token,
      { text: TEXT, gameplays: ['football_eu'] },
      'en',
    );
    expect(again).toMatchObject({ code: 1, data: { error: 'expertApplicationWaiting' } });
    const rows = await db()
      .select()
      .from(expertApplications)
      .where(eq(expertApplications.userId, u.user.id));
    expect(rows).toHaveLength(1);
  });

  it('is reviewed by administrators only; passing makes an expert, failing needs a reason', async () => {
    const u = await registerUser(t);
    const other = await registerUser(t);
    const r = await call('Expert/apply', u.token, { text: TEXT, gameplays: ['football_total'] });
    const id = r.data.application.id as number;
    expect((await call('admin/reviewExpertApplication', null, { id, pass: 1 })).code).toBe(700);
    expect(await call('admin/reviewExpertApplication', other.token, { id, pass: 1 })).toMatchObject(
      {
        code: 1,
        data: { error: 'forbidden' },
      },
    );
    expect((await get('admin/expertApplicationList', {}, other.token)).code).toBe(1);
    expect((await get('admin/expertApplicationList', { status: 7 }, admin.token)).code).toBe(1);
    // The domain checks the role again, whoever calls it.
    const [row] = await db().select().from(users).where(eq(users.id, other.user.id));
    await expect(
      adminExpertApplications({
        reader: { ...row, tokenId: 0 },
        page: 1,
        limit: 5,
        lang: 'en',
      }),
    ).rejects.toMatchObject({ key: 'forbidden' });
    expect(
      (await call('admin/reviewExpertApplication', admin.token, { id, pass: 0 })).data.error,
    ).toBe('reviewReasonRequired');
    expect(
      (await call('admin/reviewExpertApplication', admin.token, { id: 'x', pass: 1 })).code,
    ).toBe(1);
    const list = await get('admin/expertApplicationList', { status: 0 }, admin.token);
    expect(list.data.list.map((a: { id: number }) => a.id)).toContain(id);
    expect((await get('Expert/mine', {}, u.token)).data.is_expert).toBe(0);

    const ok = await call('admin/reviewExpertApplication', admin.token, { id, pass: 1 });
    expect(ok).toMatchObject({ code: 0, data: { status: 1, user: { is_expert: 1 } } });
    expect(
      (await call('admin/reviewExpertApplication', admin.token, { id, pass: 0, reason: 'no' })).data
        .error,
    ).toBe('alreadyReviewed');
    expect((await get('Expert/mine', {}, u.token)).data).toMatchObject({
      is_expert: 1,
      gameplays: ['football_total'],
      application: { status: 1 },
    });
    expect(
      (await call('Expert/apply', u.token, { text: TEXT, gameplays: ['football_eu'] })).data.error,
    ).toBe('alreadyExpert');
    // The verdict reaches the message centre.
    const inbox = await get('Push/getList', {}, u.token, 'en');
    expect(inbox.code).toBe(0);
    expect(JSON.stringify(inbox.data)).toContain('Your expert application was approved');

    const v = await registerUser(t);
    const r2 = await call('Expert/apply', v.token, { text: TEXT, gameplays: ['football_eu'] });
    const failed = await call('admin/reviewExpertApplication', admin.token, {
      id: r2.data.application.id,
      pass: 0,
      reason: '资料不足',
    });
    expect(failed.data).toMatchObject({ status: 2, reason: '资料不足' });
    // A failed application may be followed by another.
    expect(
      (await call('Expert/apply', v.token, { text: TEXT, gameplays: ['football_eu'] })).code,
    ).toBe(0);
  });
});

describe('publishing a plan', () => {
  it('commits to the pick with a hash anyone can recompute once it is revealed', async () => {
    const e = await expert();
    const matchId = await upcoming();
    const r = await publish(e, matchId);
    expect(r.code).toBe(0);
    const plan = r.data as PlanView;
    const [index] = await db()
      .select()
      .from(odds)
      .where(and(eq(odds.matchId, matchId), eq(odds.companyId, 1), eq(odds.market, 'asia')));
    expect(plan).toMatchObject({
      revealed: 1,
      pick: 'home',
      line: index.current.line,
      odds: index.current.home,
      price: 20,
      locked: 0,
      withdrawn: 0,
      result: null,
      gameplay: 'football_asia',
    });
    expect(plan.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(plan.nonce).toMatch(/^[0-9a-f]{64}$/);
    expect(
      await planHash({
        expert_id: plan.expert.id,
        match_id: plan.match.id,
        market: plan.market,
        pick: plan.pick!,
        line: plan.line,
        odds: plan.odds!,
        analysis: plan.analysis!,
        price: plan.price,
        published_at: plan.published_at,
        nonce: plan.nonce!,
      }),
    ).toBe(plan.hash);
    // A guest sees the hash and the times, never the pick.
    const guest = (await get('Expert/plan', { id: plan.id }, null)).data as PlanView;
    expect(guest).toMatchObject({
      hash: plan.hash,
      revealed: 0,
      pick: null,
      line: null,
      odds: null,
      analysis: null,
      nonce: null,
    });
    expect(guest.published_at).toBe(plan.published_at);
  });

  it('refuses non-experts, other gameplays, bad picks, prices and texts, locked matches and a fourth plan', async () => {
    const e = await expert(['football_asia']);
    const fan = await registerUser(t);
    const matchId = await upcoming();
    expect((await publish(fan, matchId)).data.error).toBe('notExpert');
    expect((await call('Expert/publishPlan', null, { match_id: matchId })).code).toBe(700);
    expect((await get('Expert/planOptions', { match_id: matchId }, fan.token)).data.error).toBe(
      'notExpert',
    );
    const cases: [Record<string, unknown>, string | null][] = [
      [{ market: 'eu' }, 'planGameplayNotAllowed'],
      [{ market: 'moneyline' }, 'planGameplayNotAllowed'],
      [{ pick: 'draw' }, 'planPickInvalid'],
      [{ pick: 'over' }, 'planPickInvalid'],
      [{ market: 'corners' }, null],
      [{ price: -1 }, null],
      [{ price: 501 }, null],
      [{ price: 1.5 }, null],
      [{ price: '1e3' }, null],
      [{ analysis: '短' }, null],
      [{ analysis: 'x'.repeat(501) }, null],
      [{ match_id: 99_999_999 }, 'matchNotFound'],
      [{ match_id: 'abc' }, null],
    ];
    for (const [over, error] of cases) {
      const r = await publish(e, matchId, over);
      expect(r.code).toBe(1);
      expect(r.status).toBeLessThan(500);
      if (error) expect(r.data.error).toBe(error);
    }
    expect(
      await db().select().from(expertPlans).where(eq(expertPlans.expertId, e.user.id)),
    ).toHaveLength(0);

    const opts = await get('Expert/planOptions', { match_id: matchId }, e.token);
    expect(opts.data).toMatchObject({
      open: 1,
      markets: [{ market: 'asia', gameplay: 'football_asia' }],
    });
    for (let i = 0; i < 3; i++) expect((await publish(e, matchId, { price: i })).code).toBe(0);
    expect((await publish(e, matchId)).data.error).toBe('planTooMany');

    // A match under way.
    const live = await upcoming();
    await db().update(matches).set({ status: 'live', phase: '1H' }).where(eq(matches.id, live));
    expect((await publish(e, live)).data.error).toBe('planLocked');
    expect((await get('Expert/planOptions', { match_id: live }, e.token)).data.open).toBe(0);
  });
});

describe('buying a plan', () => {
  it('moves the coins once, to the expert pending and the platform, and reveals the pick', async () => {
    const e = await expert();
    const buyer = await registerUser(t);
    await credit(buyer.user.id, 1000);
    const plan = (await publish(e, await upcoming(), { price: 20 })).data as PlanView;

    expect((await call('Expert/buyPlan', null, { id: plan.id })).code).toBe(700);
    expect((await call('Expert/buyPlan', e.token, { id: plan.id })).data.error).toBe('planOwn');
    expect((await call('Expert/buyPlan', buyer.token, { id: 'x' })).code).toBe(1);
    expect((await call('Expert/buyPlan', buyer.token, { id: 99_999_999 })).data.error).toBe(
      'planNotFound',
    );

    // Five purchases at once by one buyer charge once.
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => call('Expert/buyPlan', buyer.token, { id: plan.id })),
    );
    for (const r of tries) expect(r.code).toBe(0);
    expect(await coins(buyer.user.id)).toBe(800);
    expect(await pending(e.user.id)).toBe(140);
    const bought = tries[0].data.plan as PlanView;
    expect(bought).toMatchObject({ revealed: 1, purchased: 1, pick: 'home', purchases: 1 });
    expect(tries.map((r) => r.data.balance)).toEqual(Array(5).fill(80));
    const txs = await db()
      .select()
      .from(walletTransactions)
      .where(
        and(eq(walletTransactions.kind, 'plan'), eq(walletTransactions.userId, buyer.user.id)),
      );
    expect(txs).toHaveLength(1);
    // The purchase is listed, and in the buyer's records.
    const mine = await get('Expert/myPurchases', {}, buyer.token);
    expect(mine.data.list.map((p: PlanView) => p.id)).toEqual([plan.id]);
    expect(await auditLedger()).toEqual([]);
  });

  it('refuses without enough coins and changes nothing', async () => {
    const e = await expert();
    const poor = await registerUser(t);
    await credit(poor.user.id, 50);
    const plan = (await publish(e, await upcoming(), { price: 20 })).data as PlanView;
    const r = await call('Expert/buyPlan', poor.token, { id: plan.id });
    expect(r).toMatchObject({ code: 1, data: { error: 'insufficientBalance' } });
    expect(await coins(poor.user.id)).toBe(50);
    expect(
      await db().select().from(planPurchases).where(eq(planPurchases.planId, plan.id)),
    ).toHaveLength(0);
    expect((await get('Expert/plan', { id: plan.id }, poor.token)).data.pick).toBeNull();
  });

  it('is closed at kick-off, when everyone sees the pick', async () => {
    const e = await expert();
    const buyer = await registerUser(t);
    await credit(buyer.user.id, 500);
    const matchId = await upcoming();
    const plan = (await publish(e, matchId)).data as PlanView;
    await db().update(matches).set({ status: 'live', phase: '1H' }).where(eq(matches.id, matchId));
    expect((await call('Expert/buyPlan', buyer.token, { id: plan.id })).data.error).toBe(
      'planLocked',
    );
    expect(await coins(buyer.user.id)).toBe(500);
    const seen = (await get('Expert/plan', { id: plan.id }, null)).data as PlanView;
    expect(seen).toMatchObject({ locked: 1, revealed: 1, pick: 'home' });
    expect((await call('Expert/withdrawPlan', e.token, { id: plan.id })).data.error).toBe(
      'planLocked',
    );
  });

  it('free plans are open to everyone at once', async () => {
    const e = await expert();
    const plan = (await publish(e, await upcoming(), { price: 0 })).data as PlanView;
    expect((await get('Expert/plan', { id: plan.id }, null)).data).toMatchObject({
      revealed: 1,
      pick: 'home',
    });
  });
});

describe('withdrawing a plan', () => {
  it('refunds its buyers once and keeps it in the record, marked withdrawn', async () => {
    const e = await expert();
    const buyer = await registerUser(t);
    const fan = await registerUser(t);
    await credit(buyer.user.id, 300);
    await credit(fan.user.id, 300);
    const plan = (await publish(e, await upcoming(), { price: 30 })).data as PlanView;
    expect((await call('Expert/buyPlan', buyer.token, { id: plan.id })).code).toBe(0);
    expect(await coins(buyer.user.id)).toBe(0);
    expect((await call('Expert/withdrawPlan', fan.token, { id: plan.id })).data.error).toBe(
      'planNotFound',
    );
    expect((await call('Expert/withdrawPlan', null, { id: plan.id })).code).toBe(700);
    const w = await call('Expert/withdrawPlan', e.token, { id: plan.id });
    expect(w.data).toMatchObject({ withdrawn: 1 });
    expect(await coins(buyer.user.id)).toBe(300);
    expect(await pending(e.user.id)).toBe(0);
    expect((await call('Expert/withdrawPlan', e.token, { id: plan.id })).data.error).toBe(
      'planWithdrawn',
    );
    expect((await call('Expert/buyPlan', fan.token, { id: plan.id })).data.error).toBe(
      'planWithdrawn',
    );
    const info = await get('Expert/info', { id: e.user.id }, null);
    expect(info.data.records[0]).toMatchObject({
      gameplay: 'all',
      plans: 1,
      withdrawn: 1,
      graded: 0,
    });
    expect(await auditLedger()).toEqual([]);
  });
});

describe('grading', () => {
  it('grades when the match ends, settles the shares, and the record follows', async () => {
    const e = await expert(['football_asia', 'football_eu']);
    const buyer = await registerUser(t);
    await credit(buyer.user.id, 1000);
    const m1 = await upcoming();
    const m2 = await upcoming();
    const a = (await publish(e, m1, { market: 'eu', pick: 'home', price: 10 })).data as PlanView;
    const b = (await publish(e, m2, { market: 'eu', pick: 'away', price: 0 })).data as PlanView;
    expect((await call('Expert/buyPlan', buyer.token, { id: a.id })).code).toBe(0);

    // The feed ends the first match: its published frame grades at once.
    await end(m1, 2, 0);
    const { gradeOnFinalWhistle } = await import('@/lib/experts/grade-listener');
    gradeOnFinalWhistle();
    await feedEvents.emit('published', {
      sport: 'football',
      frame: { type: 'score', data: { match_id: m1, status: 'finished' } },
    });
    await new Promise((r) => setTimeout(r, 300));
    let row = (await get('Expert/plan', { id: a.id }, null)).data as PlanView;
    expect(row).toMatchObject({ result: 'won', revealed: 1 });
    expect(row.profit).toBeCloseTo(a.odds! - 1, 3);

    await end(m2, 1, 1);
    expect(await gradeDue()).toBeGreaterThanOrEqual(1);
    expect(await gradeMatch(m2)).toBe(0); // idempotent
    row = (await get('Expert/plan', { id: b.id }, null)).data as PlanView;
    expect(row.result).toBe('lost');

    const info = await get('Expert/info', { id: e.user.id }, null, 'en');
    const all = info.data.records[0];
    expect(all).toMatchObject({
      gameplay: 'all',
      plans: 2,
      graded: 2,
      won: 1,
      lost: 1,
      hit_rate: 0.5,
      streak: 0,
      best_streak: 1,
    });
    expect(all.roi).toBeCloseTo((a.odds! - 1 - 1) / 2, 3);
    expect(info.data.records.map((r: { gameplay: string }) => r.gameplay)).toEqual([
      'all',
      'football_eu',
    ]);
    // The paid plan's share now settles like gift income.
    const [s] = await db()
      .execute<{ n: number }>(
        sql`select count(*)::int as n from income_settlements where user_id = ${e.user.id}`,
      )
      .then((r) => r.rows);
    expect(s.n).toBe(1);

    const mp = await get('Expert/matchPlans', { match_id: m1 }, null);
    expect(mp.data[0]).toMatchObject({
      plan: { id: a.id },
      record: { gameplay: 'football_eu', graded: 2 },
    });
    expect(await auditLedger()).toEqual([]);
  });

  it.each(['postponed', 'cancelled'])(
    'a %s match voids its plans and refunds the buyers once',
    async (status) => {
      const e = await expert();
      const buyer = await registerUser(t);
      await credit(buyer.user.id, 1000);
      const m = await upcoming();
      const plan = (await publish(e, m, { price: 25 })).data as PlanView;
      expect((await call('Expert/buyPlan', buyer.token, { id: plan.id })).code).toBe(0);
      expect(await coins(buyer.user.id)).toBe(750);
      await end(m, 0, 0, status);
      await Promise.all([gradeMatch(m), gradeMatch(m), gradeDue()]);
      expect(await coins(buyer.user.id)).toBe(1000);
      expect(await pending(e.user.id)).toBe(0);
      expect((await get('Expert/plan', { id: plan.id }, null)).data).toMatchObject({
        result: 'void',
        profit: 0,
      });
      const refunds = await db()
        .select()
        .from(walletTransactions)
        .where(
          and(
            eq(walletTransactions.kind, 'plan_refund'),
            eq(walletTransactions.userId, buyer.user.id),
          ),
        );
      expect(refunds).toHaveLength(1);
      const info = await get('Expert/info', { id: e.user.id }, null);
      expect(info.data.records[0]).toMatchObject({ void: 1, graded: 0, roi: 0 });
      expect(await auditLedger()).toEqual([]);
    },
  );
});

describe('the database refuses what the domain never does', () => {
  it('no change to a plan, no delete, no second grade, no late plan or purchase, even by SQL', async () => {
    const e = await expert();
    const buyer = await registerUser(t);
    const m = await upcoming();
    const plan = (await publish(e, m, { price: 0 })).data as PlanView;
    const sqlFails = async (q: ReturnType<typeof sql>) => {
      // Refused by the guard itself, not by a mistake in the statement.
      const err = await db()
        .execute(q)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(String((err as { cause?: unknown })?.cause ?? err)).toMatch(
        /never (changes|deleted)|only (before|by)|graded once|bought only/,
      );
    };
    // Before kick-off already, the content is fixed (withdraw and publish anew instead): every
    // column but the withdrawal and the grade, set to another value of its type, is refused.
    const fixed = Object.values(getTableColumns(expertPlans)).filter(
      (c) => !['withdrawn_at', 'result', 'profit', 'graded_at'].includes(c.name),
    );
    expect(fixed.length).toBeGreaterThanOrEqual(14);
    for (const c of fixed) {
      const other =
        c.columnType === 'PgTimestamp'
          ? sql`now() - interval '1 day'`
          : c.dataType === 'number'
            ? sql`coalesce(${sql.identifier(c.name)}, 0) + 1`
            : sql`${sql.identifier(c.name)} || 'x'`;
      await sqlFails(
        sql`update expert_plans set ${sql.identifier(c.name)} = ${other} where id = ${plan.id}`,
      );
    }
    await sqlFails(sql`update expert_plans set pick = 'away' where id = ${plan.id}`);
    await sqlFails(sql`update expert_plans set analysis = 'edited' where id = ${plan.id}`);
    await sqlFails(sql`update expert_plans set published_at = now() where id = ${plan.id}`);
    await sqlFails(sql`delete from expert_plans where id = ${plan.id}`);
    // No grade before the match has ended.
    await sqlFails(
      sql`update expert_plans set result = 'won', profit = 1, graded_at = now() where id = ${plan.id}`,
    );

    await db().update(matches).set({ status: 'live' }).where(eq(matches.id, m));
    await sqlFails(sql`update expert_plans set pick = 'away' where id = ${plan.id}`);
    await sqlFails(sql`update expert_plans set withdrawn_at = now() where id = ${plan.id}`);
    await sqlFails(
      sql`insert into expert_plans (expert_id, match_id, sport, market, pick, odds, analysis, nonce, hash, published_at, locks_at)
          values (${e.user.id}, ${m}, 'football', 'eu', 'home', 2, 'late pick, after kick-off', 'n', 'h-late', now(), now())`,
    );
    const [tx] = await db().select({ id: walletTransactions.id }).from(walletTransactions).limit(1);
    await sqlFails(
      sql`insert into plan_purchases (plan_id, buyer_id, price_tenths, share_tenths, tx_id) values (${plan.id}, ${buyer.user.id}, 0, 0, ${tx.id})`,
    );

    await end(m, 3, 1);
    await gradeMatch(m);
    const [graded] = await db().select().from(expertPlans).where(eq(expertPlans.id, plan.id));
    expect(graded.result).toBe('won');
    await sqlFails(sql`update expert_plans set result = 'lost', profit = -1 where id = ${plan.id}`);
    await sqlFails(
      sql`update expert_plans set result = null, graded_at = null where id = ${plan.id}`,
    );
    await sqlFails(sql`delete from expert_plans where id = ${plan.id}`);
    const [after] = await db().select().from(expertPlans).where(eq(expertPlans.id, plan.id));
    expect(after).toEqual(graded);
  });
});

describe('records and rankings', () => {
  it('rank experts with enough graded plans in the window, and refuse bad filters', async () => {
    const e = await expert(['football_eu']);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const m = await upcoming();
      ids.push(m);
      expect((await publish(e, m, { market: 'eu', pick: 'home', price: 0 })).code).toBe(0);
    }
    // The three matches kicked off an hour ago and ended: home wins, a draw.
    for (const [i, m] of ids.entries()) {
      await db()
        .update(matches)
        .set({ kickoff: new Date(Date.now() - 3600_000) })
        .where(eq(matches.id, m));
      await end(m, i < 2 ? 1 : 0, 0);
    }
    await gradeDue();
    const r = await get('Expert/ranking', { sport: 'football', order: 'roi', days: 7 }, null);
    expect(r.code).toBe(0);
    const row = r.data.list.find((x: { expert: { id: number } }) => x.expert.id === e.user.id);
    expect(row.record).toMatchObject({ graded: 3, won: 2, lost: 1, streak: 0, best_streak: 2 });
    expect(r.data.min_graded).toBe(3);
    for (const order of ['hit_rate', 'streak'])
      expect((await get('Expert/ranking', { order, days: 90 }, null)).code).toBe(0);
    for (const bad of [{ days: 8 }, { order: 'luck' }, { sport: 'tennis' }, { days: 'x' }])
      expect((await get('Expert/ranking', bad, null)).code).toBe(1);

    const home = await get('Expert/home', { type: 0 }, null);
    expect(home.code).toBe(0);
    expect(home.data.sport).toBe('football');
    expect((await get('Expert/home', { type: 1 }, null)).data.sport).toBe('basketball');
    expect((await get('Expert/home', { type: 2 }, null)).code).toBe(1);

    const fan = await registerUser(t);
    expect((await get('Expert/info', { id: fan.user.id }, null)).data.error).toBe('notExpert');
    expect((await get('Expert/info', { id: 'abc' }, null)).code).toBe(1);
    const plans = await get('Expert/plans', { id: e.user.id, limit: 2 }, null);
    expect(plans.data).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(plans.data.list).toHaveLength(2);
    expect((await get('Expert/plans', { id: e.user.id, limit: 500 }, null)).code).toBe(1);
    expect((await get('Expert/matchPlans', { match_id: 'x' }, null)).code).toBe(1);
    // The intelligence centre's batch: the plans per match, in the order asked.
    const batch = await get(
      'Expert/plansOfMatches',
      { match_ids: `${ids[2]},99999999,${ids[0]}` },
      null,
    );
    expect(batch.code).toBe(0);
    expect(batch.data.map((r: { match_id: number }) => r.match_id)).toEqual([
      ids[2],
      99999999,
      ids[0],
    ]);
    expect(batch.data[0].plans).toHaveLength(1);
    expect(batch.data[1].plans).toEqual([]);
    for (const bad of ['', 'a,b', '1,,2', Array.from({ length: 51 }, (_, i) => i + 1).join(',')])
      expect((await get('Expert/plansOfMatches', { match_ids: bad }, null)).code).toBe(1);
    expect((await get('Expert/myPlans', {}, fan.token)).data.error).toBe('notExpert');
    expect((await get('Expert/myPlans', {}, null)).code).toBe(700);
    expect((await get('Expert/myPlans', {}, e.token)).data.total).toBe(3);
  });

  it('the buyer and expert see the purchase in their records by name', async () => {
    const e = await expert();
    const buyer = await registerUser(t);
    await credit(buyer.user.id, 100);
    const plan = (await publish(e, await upcoming(), { price: 10 })).data as PlanView;
    await call('Expert/buyPlan', buyer.token, { id: plan.id });
    const [nick] = await db()
      .select({ n: users.nickname })
      .from(users)
      .where(inArray(users.id, [e.user.id]));
    const orders = await get('Order/getList', { type: 'all' }, buyer.token, 'en');
    expect(orders.code).toBe(0);
    expect(JSON.stringify(orders.data)).toContain(`Bought plan #${plan.id} by ${nick.n}`);
    const sold = await get('Order/getList', { type: 'plan' }, e.token, 'en');
    expect(sold.code).toBe(0);
    expect(JSON.stringify(sold.data)).toContain(`bought your plan #${plan.id}`);
  });
});
