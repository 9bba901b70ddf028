import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { giftSends, rooms, users, walletAccounts, walletTransactions } from '@/lib/db/schema';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { credit, idemKey } from '@/test/wallet';
import { sandboxNotification } from '@/lib/providers/payment/sandbox';
import { rechargeOrders } from '@/lib/db/schema';
import { auditLedger, totalsByKind } from './ledger';

/**
 * The double-spend test of issue 11: 50 users each fire 20 gift requests at once — a quarter of
 * them retries of an earlier key — with balances too small for all of them, while a recharge's
 * payment notification arrives several times. Afterwards: no negative balance, every balance is
 * the sum of its entries, money in the system changed only by the recharge, and every key moved
 * money at most once. CI runs the API suite on PGlite and on PostgreSQL, so this runs on both.
 */

const USERS = 50;
const PER_USER = 20;
const DUPLICATES = 5;

let t: TestApi;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-race-'));
beforeAll(async () => {
  t = await createTestApi({ DATA_DIR: dataDir, RATE_LIMITS: 'off' });
}, 120_000);
afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sum = (o: Record<string, number>, kinds: string[]) =>
  kinds.reduce((s, k) => s + (o[k] ?? 0), 0);
/** Money inside the platform: everything but the mirrors of the outside world. */
const INSIDE = ['coins', 'income_pending', 'income', 'revenue', 'withdrawal_clearing'];

/**
 * A recharge order through the sandbox provider, and a function that delivers its signed "paid"
 * notification (call it several times: a provider retrying, an attacker replaying).
 */
async function startRecharge(token: string) {
  const rules = (await t.call<{ id: number }[]>('chargerules/getList', { method: 'POST' })).data;
  const r = await t.call<{ order_no: string }>('chargerules/payUrl', {
    params: { rule_id: rules[0].id },
    token,
    headers: { 'idempotency-key': idemKey() },
  });
  expect(r.code).toBe(0);
  const [order] = await db()
    .select()
    .from(rechargeOrders)
    .where(eq(rechargeOrders.orderNo, r.data.order_no));
  const fields = sandboxNotification(order.orderNo, order.priceCents, 'paid');
  return {
    coinsTenths: order.coinsTenths,
    notify: async () => {
      const res = await t.app.request('/api/payment/notify/sandbox', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-client-ip': '10.9.9.9' },
        body: new URLSearchParams(fields).toString(),
      });
      return { status: res.status, code: 0, data: await res.text() };
    },
  };
}

it('survives 50 users × 20 concurrent gifts with duplicated keys and a replayed notify', async () => {
  const [room] = await db().select().from(rooms).limit(1);
  const gifts = (await t.call<{ id: number; price: number; combo: boolean }[]>('Gift/getList'))
    .data;
  const cheap = gifts.filter((g) => g.price >= 1 && g.price <= 10);
  expect(cheap.length).toBeGreaterThan(0);

  const people = [];
  for (let i = 0; i < USERS; i++) people.push(await registerUser(t));
  // 40 to 89 coins each: enough for some of their gifts, never for all of them.
  for (const [i, p] of people.entries()) await credit(p.user.id, 400 + (i % 50) * 10);

  const before = await totalsByKind();

  type Req = { token: string; userId: number; key: string; body: Record<string, unknown> };
  const requests: Req[] = [];
  for (const [i, p] of people.entries()) {
    const mine: Req[] = [];
    for (let j = 0; j < PER_USER - DUPLICATES; j++) {
      const g = cheap[(i + j) % cheap.length];
      mine.push({
        token: p.token,
        userId: p.user.id,
        key: idemKey(),
        body: { room_id: room.id, gift_id: g.id, num: g.combo ? 1 + (j % 3) : 1 },
      });
    }
    for (let d = 0; d < DUPLICATES; d++) mine.push({ ...mine[d * 2] });
    requests.push(...mine);
  }
  // Interleave users so their requests really overlap.
  requests.sort(() => Math.random() - 0.5);

  const recharge = await startRecharge(people[0].token);
  const results = await Promise.all([
    ...requests.map((r) =>
      t.call('member/handselGift', {
        params: r.body,
        token: r.token,
        headers: { 'idempotency-key': r.key },
      }),
    ),
    ...Array.from({ length: 6 }, () => recharge.notify()),
  ]);
  const giftResults = results.slice(0, requests.length);

  // Nothing answered 5xx; every refusal is a clear one.
  for (const r of giftResults) {
    expect(r.status).toBeLessThan(500);
    if (r.code !== 0) {
      expect((r.data as { error: string }).error).toMatch(
        /^(insufficientBalance|idempotencyInProgress)$/,
      );
    }
  }

  // Each key moved money at most once, and the answers of one key agree.
  const byKey = new Map<string, typeof giftResults>();
  requests.forEach((r, i) => byKey.set(r.key, [...(byKey.get(r.key) ?? []), giftResults[i]]));
  for (const [key, answers] of byKey) {
    const ok = answers.filter((a) => a.code === 0);
    for (const a of ok.slice(1)) expect(a.data).toEqual(ok[0].data);
    const txs = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(walletTransactions)
      .where(sql`${walletTransactions.key} like ${'%:' + key}`);
    expect(txs[0].n).toBeLessThanOrEqual(1);
  }

  // Each user's recorded gifts are exactly their keys that succeeded: a retried key moved nothing.
  const okKeys = new Map<number, Set<string>>();
  requests.forEach((r, i) => {
    if (giftResults[i].code !== 0) return;
    okKeys.set(r.userId, (okKeys.get(r.userId) ?? new Set()).add(r.key));
  });
  for (const p of people) {
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(giftSends)
      .where(eq(giftSends.userId, p.user.id));
    expect(n).toBe(okKeys.get(p.user.id)?.size ?? 0);
  }

  // The ledger audits clean: balanced, sums of entries, nothing negative, columns in step.
  expect(await auditLedger()).toEqual([]);
  const negative = await db()
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(sql`${walletAccounts.balanceTenths} < 0 and not ${walletAccounts.allowNegative}`);
  expect(negative).toEqual([]);

  // Per user: the balance is the credit minus exactly the gifts recorded for them.
  for (const [i, p] of people.entries()) {
    const [{ spent }] = await db()
      .select({ spent: sql<number>`coalesce(sum(${giftSends.totalTenths}), 0)::int` })
      .from(giftSends)
      .where(eq(giftSends.userId, p.user.id));
    const [u] = await db().select().from(users).where(eq(users.id, p.user.id));
    const recharged = i === 0 ? recharge.coinsTenths : 0;
    expect(u.balanceTenths).toBe(400 + (i % 50) * 10 - spent + recharged);
    expect(u.balanceTenths).toBeGreaterThanOrEqual(0);
  }

  // Money inside the platform grew by the recharge, once, however often it was notified.
  const after = await totalsByKind();
  expect(sum(after, INSIDE) - sum(before, INSIDE)).toBe(recharge.coinsTenths);
  expect((after.payment_clearing ?? 0) - (before.payment_clearing ?? 0)).toBe(
    -recharge.coinsTenths,
  );
  expect(Object.values(after).reduce((a, b) => a + b, 0)).toBe(0);
  // And the storm did spend: most users ran out.
  const sends = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(giftSends);
  expect(sends[0].n).toBeGreaterThan(USERS * 5);
}, 600_000);
