import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { NOBLE_ENTRY_EFFECTS } from '@/lib/wallet/limits';
import {
  blockedWords,
  horns,
  nobleHornUsage,
  nobleTiers,
  userNobles,
  users,
  walletTransactions,
} from '@/lib/db/schema';
import { clearMemos } from '@/lib/cache/memo';
import { chatIdOfUser } from '@/lib/providers/chat/sig';
import { addMonths, forgetNoble, usageMonth } from '@/lib/wallet/nobles';
import { HORN_PRICE_TENTHS, maskMobile, sendHorn } from '@/lib/wallet/horns';
import { createTestApi, type TestApi } from '@/test/api';
import { loginAs, registerUser } from '@/test/factories';
import { auditLedger, credit, idem, idemKey, userBalances } from '@/test/wallet';

let t: TestApi;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nobles-test-'));
/** Tier ids by level (1 Knight … 6 King). */
const tier: Record<number, number> = {};
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApi({ DATA_DIR: dataDir, RATE_LIMITS: 'off' });
  for (const r of await db().select().from(nobleTiers)) tier[r.level] = r.id;
  admin = await loginAs(t, '86-13800000003', 'admin123456');
});
afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Bought = {
  tier_id: number;
  tier_level: number;
  expires_at: string;
  balance: number;
  paid: number;
  credit: number;
  exp: number;
  level: number;
};
type Quote = {
  tier_id: number;
  months: number;
  mode: 'new' | 'renew' | 'upgrade';
  price: number;
  credit: number;
  to_pay: number;
  expires_at: string;
  from: { tier_id: number; level: number; name: string; expires_at: string } | null;
};
type Sent = {
  id: number;
  status: number;
  free: boolean;
  cost: number;
  balance: number;
  free_horns_left: number;
  large: boolean;
};

const MONTH_MS = 31 * 24 * 3600_000;

/** A new user with `coins` coins. */
async function userWith(coins: number) {
  const u = await registerUser(t);
  if (coins > 0) await credit(u.user.id, coins * 10);
  return u;
}

const buy = (token: string, params: Record<string, unknown>, key = idemKey(), lang?: string) =>
  t.call<Bought>('guard_user/buy', { params, token, headers: idem(key), lang });

/** Buys and checks that it worked (a test's setup, not what it tests). */
async function mustBuy(token: string, tierLevel: number, months = 1): Promise<Bought> {
  const r = await buy(token, { tier_id: tier[tierLevel], months });
  if (r.code !== 0) throw new Error(`guard_user/buy: ${r.msg}`);
  return r.data;
}

const horn = (token: string, content: unknown, key = idemKey(), lang?: string) =>
  t.call<Sent>('Member/sneHorn', { params: { content }, token, headers: idem(key), lang });

const coinsOf = async (id: number) => (await userBalances(id)).coins;
const nobleRow = async (id: number) =>
  (await db().select().from(userNobles).where(eq(userNobles.userId, id)))[0];
const txCount = async (userId: number, kind: string) =>
  (
    await db()
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, userId), eq(walletTransactions.kind, kind)))
  ).length;

/** Moves a user's tier end into the past (the tier ran out). */
async function expire(userId: number) {
  await db()
    .update(userNobles)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(userNobles.userId, userId));
  forgetNoble(userId);
}

describe('addMonths', () => {
  it('counts calendar months in UTC, the last day when the month is shorter', () => {
    const d = (s: string) => new Date(s);
    expect(addMonths(d('2027-01-31T10:00:00Z'), 1).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addMonths(d('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(d('2026-11-27T23:59:59.500Z'), 3).toISOString()).toBe(
      '2027-02-27T23:59:59.500Z',
    );
    expect(addMonths(d('2026-12-15T00:00:00Z'), 12).toISOString()).toBe('2027-12-15T00:00:00.000Z');
    expect(addMonths(d('2026-08-31T00:00:00Z'), 6).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });
});

describe('Guard/getList', () => {
  it('gives every tier more than the one below: no two tiers grant the same (issue 24)', async () => {
    type Tier = {
      entry_effect: string;
      horn_large: boolean;
      free_horns: number;
      mute_protection: boolean;
    };
    const { tiers } = (await t.call('Guard/getList', { lang: 'en' })).data as { tiers: Tier[] };
    const grants = tiers.map((x) =>
      JSON.stringify([x.entry_effect, x.horn_large, x.free_horns, x.mute_protection]),
    );
    expect(new Set(grants).size).toBe(tiers.length);
    // Each tier from Viscount up has its own entry effect, with its own animation.
    const effects = tiers.slice(1).map((x) => x.entry_effect);
    expect(effects).toEqual([...NOBLE_ENTRY_EFFECTS]);
    for (const e of effects)
      expect(fs.existsSync(path.join('public', 'nobles', `${e}.json`))).toBe(true);
    // Free horns never fall with the rank, and rise above Count.
    const horns = tiers.map((x) => x.free_horns);
    expect(horns).toEqual([0, 0, 30, 50, 80, 120]);
  });

  it('lists the six tiers with their privileges, in the request language', async () => {
    const r = await t.call('Guard/getList', { lang: 'en' });
    expect(r.code).toBe(0);
    expect(r.data.mine).toBeNull();
    expect(r.data.horn).toEqual({ price: 10, max_chars: 60 });
    expect(
      r.data.tiers.map((x: { level: number; name: string; monthly_price: number }) => [
        x.level,
        x.name,
        x.monthly_price,
      ]),
    ).toEqual([
      [1, 'Knight', 30],
      [2, 'Viscount', 100],
      [3, 'Count', 300],
      [4, 'Marquis', 1000],
      [5, 'Duke', 3000],
      [6, 'King', 10000],
    ]);
    expect(r.data.tiers[0]).toMatchObject({
      entry_effect: '',
      horn_large: false,
      free_horns: 0,
      mute_protection: false,
    });
    expect(r.data.tiers[2]).toMatchObject({ horn_large: true, free_horns: 30 });
    expect(r.data.tiers[4]).toMatchObject({ entry_effect: 'duke', mute_protection: true });
    const vi = await t.call('Guard/getList', { lang: 'vi' });
    expect(vi.data.tiers.map((x: { name: string }) => x.name)).toEqual([
      'Hiệp sĩ',
      'Tử tước',
      'Bá tước',
      'Hầu tước',
      'Công tước',
      'Quốc vương',
    ]);
    expect((await t.call('Guard/getList', { lang: 'zh' })).data.tiers[5].name).toBe('国王');
  });
});

describe('guard_user/buy', () => {
  it('needs a login and an idempotency key', async () => {
    expect((await t.call('guard_user/buy', { params: { tier_id: tier[1], months: 1 } })).code).toBe(
      700,
    );
    const u = await userWith(100);
    const r = await t.call('guard_user/buy', {
      params: { tier_id: tier[1], months: 1 },
      token: u.token,
    });
    expect(r).toMatchObject({ code: 1, data: { error: 'idempotencyKeyRequired' } });
    expect(await coinsOf(u.user.id)).toBe(1000);
  });

  it('buys a tier: coins fall, exp and level rise, the tier runs a calendar month', async () => {
    const u = await userWith(1000);
    const before = Date.now();
    const r = await buy(u.token, { tier_id: tier[3], months: '1' }, idemKey(), 'en');
    expect(r).toMatchObject({
      code: 0,
      msg: 'Noble status activated',
      data: { tier_id: tier[3], tier_level: 3, balance: 700, exp: 300, level: 2 },
    });
    const end = new Date(r.data.expires_at).getTime();
    expect(end).toBeGreaterThanOrEqual(addMonths(new Date(before), 1).getTime());
    expect(end).toBeLessThanOrEqual(addMonths(new Date(), 1).getTime());
    expect(await coinsOf(u.user.id)).toBe(7000);
    const [row] = await db().select().from(users).where(eq(users.id, u.user.id));
    expect(row.expTenths).toBe(3000);
    expect((await t.call('user/info', { token: u.token })).data).toMatchObject({
      balance: 700,
      exp: 300,
    });
    const list = await t.call('Guard/getList', { token: u.token, lang: 'zh' });
    expect(list.data.mine).toEqual({
      tier_id: tier[3],
      level: 3,
      name: '伯爵',
      badge_color: expect.any(String),
      expires_at: r.data.expires_at,
      free_horns_left: 30,
    });
    const [tx] = await db()
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, u.user.id), eq(walletTransactions.kind, 'noble')));
    expect(tx.meta).toMatchObject({ tier_id: tier[3], months: 1, expires_at: r.data.expires_at });
  });

  it('renewing the same tier extends from its end', async () => {
    const u = await userWith(1000);
    const first = await buy(u.token, { tier_id: tier[1], months: 1 });
    const second = await buy(u.token, { tier_id: tier[1], months: 3 });
    expect(second.code).toBe(0);
    expect(second.data.expires_at).toBe(
      addMonths(new Date(first.data.expires_at), 3).toISOString(),
    );
    expect(second.data.balance).toBe(1000 - 30 - 90);
    expect(second.data.exp).toBe(120);
  });

  it('an upgrade credits the unused lower tier at its price and runs the new tier from now', async () => {
    const u = await userWith(2000);
    await mustBuy(u.token, 1, 3);
    const knightEnd = (await nobleRow(u.user.id)).expiresAt.getTime();
    const before = Date.now();
    const viscount = await buy(u.token, { tier_id: tier[2], months: 1 });
    const after = Date.now();
    expect(viscount.data).toMatchObject({ tier_id: tier[2], tier_level: 2 });
    // Three months of Knight (90 coins) are worth at most 90; the credit is the unused days at
    // 30 coins per 31 days, floored to the tenth.
    const creditMax = Math.floor((300 * (knightEnd - before)) / (31 * 86_400_000)) / 10;
    const creditMin = Math.floor((300 * (knightEnd - after)) / (31 * 86_400_000)) / 10;
    expect(viscount.data.credit).toBeGreaterThanOrEqual(creditMin);
    expect(viscount.data.credit).toBeLessThanOrEqual(Math.min(creditMax, 90));
    expect(viscount.data.paid).toBeCloseTo(100 - viscount.data.credit, 5);
    expect(viscount.data.balance).toBeCloseTo(2000 - 90 - viscount.data.paid, 5);
    // The new tier runs one month from now; the Knight months are not carried on top.
    const end = new Date(viscount.data.expires_at).getTime();
    expect(end).toBeGreaterThanOrEqual(addMonths(new Date(before), 1).getTime());
    expect(end).toBeLessThanOrEqual(addMonths(new Date(after), 1).getTime());
    expect((await nobleRow(u.user.id)).tierId).toBe(tier[2]);
    // 1 coin paid = 1 exp: the credit is not paid again in exp.
    expect(viscount.data.exp).toBeCloseTo(90 + viscount.data.paid, 5);
    expect(await auditLedger()).toEqual([]);
  });

  it('issue 23: 12 months of Knight then 1 of Duke is not 13 months of Duke for 3,360', async () => {
    const u = await userWith(5300);
    const knight = await buy(u.token, { tier_id: tier[1], months: 12 });
    expect(knight.data).toMatchObject({ balance: 4940, paid: 360, credit: 0 });
    const before = Date.now();
    const duke = await buy(u.token, { tier_id: tier[5], months: 1 });
    expect(duke.code).toBe(0);
    const end = new Date(duke.data.expires_at).getTime();
    // One month of Duke from now, not 13.
    expect(end).toBeLessThanOrEqual(addMonths(new Date(), 1).getTime());
    expect(end).toBeGreaterThanOrEqual(addMonths(new Date(before), 1).getTime());
    // Knight's unused year is credited at Knight's price: at most the 360 paid for it.
    expect(duke.data.credit).toBeGreaterThan(340);
    expect(duke.data.credit).toBeLessThanOrEqual(360);
    expect(duke.data.paid).toBeCloseTo(3000 - duke.data.credit, 5);
    expect(await coinsOf(u.user.id)).toBe(Math.round((4940 - duke.data.paid) * 10));
    // 13 months of Duke would be 39,000 coins; what is held is worth what was paid.
    const held = (3000 * (end - Date.now())) / (31 * 86_400_000);
    expect(held).toBeLessThanOrEqual(360 + duke.data.paid);
    const [tx] = await db()
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, u.user.id), eq(walletTransactions.kind, 'noble')))
      .orderBy(desc(walletTransactions.id))
      .limit(1);
    expect(tx.meta).toMatchObject({
      mode: 'upgrade',
      from_tier_id: tier[1],
      price_tenths: 30_000,
      credit_tenths: Math.round(duke.data.credit * 10),
    });
    expect(await auditLedger()).toEqual([]);
  });

  it('refuses an upgrade the credit would pay entirely, rather than lose the rest of it', async () => {
    const u = await userWith(2000);
    await mustBuy(u.token, 1, 12);
    await mustBuy(u.token, 1, 12);
    // Two years of Knight (720 coins) are worth more than 3 months of Viscount (300).
    const r = await buy(u.token, { tier_id: tier[2], months: 3 }, idemKey(), 'en');
    expect(r).toMatchObject({ code: 1, data: { error: 'nobleCreditExceedsPrice' } });
    expect(r.msg).toMatch(/^The unused time of your current tier is worth 7\d\d(\.\d)? coins/);
    expect(await coinsOf(u.user.id)).toBe(20_000 - 7200);
    expect((await nobleRow(u.user.id)).tierId).toBe(tier[1]);
    // 12 months of Viscount (1,200) is more than the credit: allowed.
    const ok = await buy(u.token, { tier_id: tier[2], months: 12 });
    expect(ok.code).toBe(0);
    expect(ok.data.credit).toBeLessThanOrEqual(720);
    expect(ok.data.paid).toBeCloseTo(1200 - ok.data.credit, 5);
  });

  it('refuses a lower tier while a higher one runs, and allows it once that ended', async () => {
    const u = await userWith(1000);
    await mustBuy(u.token, 2);
    const end = (await nobleRow(u.user.id)).expiresAt;
    const r = await buy(u.token, { tier_id: tier[1], months: 1 }, idemKey(), 'en');
    expect(r).toMatchObject({
      code: 1,
      msg: 'You hold a higher noble tier; a lower one can be bought once it expires',
      data: { error: 'nobleDowngrade' },
    });
    expect(await coinsOf(u.user.id)).toBe(9000);
    expect((await nobleRow(u.user.id)).expiresAt).toEqual(end);

    await expire(u.user.id);
    const before = Date.now();
    const again = await buy(u.token, { tier_id: tier[1], months: 1 });
    expect(again.data.tier_id).toBe(tier[1]);
    // Fresh from now: the lapsed time is not carried.
    const fresh = new Date(again.data.expires_at).getTime();
    expect(fresh).toBeGreaterThanOrEqual(addMonths(new Date(before), 1).getTime());
    expect(fresh).toBeLessThan(Date.now() + MONTH_MS);
  });

  it.each([0, 2, 'x', 1.5, -1, 24, '', null, '1.0', ' 3', [1]])(
    'refuses %j months, nothing moves',
    async (months) => {
      const u = await userWith(1000);
      const r = await buy(u.token, { tier_id: tier[1], months }, idemKey(), 'en');
      expect(r).toMatchObject({
        code: 1,
        msg: 'Choose 1, 3, 6 or 12 months',
        data: { error: 'invalidField', field: 'months' },
      });
      expect(await coinsOf(u.user.id)).toBe(10_000);
      expect(await nobleRow(u.user.id)).toBeUndefined();
    },
  );

  it('refuses an unknown or malformed tier', async () => {
    const u = await userWith(1000);
    expect(await buy(u.token, { tier_id: 999_999, months: 1 }, idemKey(), 'en')).toMatchObject({
      code: 1,
      msg: 'This noble tier does not exist',
      data: { error: 'nobleTierNotFound' },
    });
    for (const tier_id of ['abc', -1, 0, 1.5, ''])
      expect(await buy(u.token, { tier_id, months: 1 })).toMatchObject({
        code: 1,
        data: { error: 'invalidField', field: 'tier_id' },
      });
    expect(await coinsOf(u.user.id)).toBe(10_000);
  });

  it('refuses without enough coins and moves nothing', async () => {
    const u = await userWith(299.9);
    const r = await buy(u.token, { tier_id: tier[3], months: 1 }, idemKey(), 'en');
    expect(r).toMatchObject({ code: 1, data: { error: 'insufficientBalance' } });
    expect(await coinsOf(u.user.id)).toBe(2999);
    expect(await nobleRow(u.user.id)).toBeUndefined();
    const [row] = await db().select().from(users).where(eq(users.id, u.user.id));
    expect(row.expTenths).toBe(0);
    expect(await txCount(u.user.id, 'noble')).toBe(0);
  });

  it('retries with one key charge once; the key with another body is refused', async () => {
    const u = await userWith(1000);
    const key = idemKey();
    const all = await Promise.all(
      Array.from({ length: 5 }, () => buy(u.token, { tier_id: tier[2], months: 3 }, key)),
    );
    const ok = all.filter((r) => r.code === 0);
    expect(ok.length).toBeGreaterThan(0);
    for (const r of all)
      if (r.code !== 0) expect(r.data).toMatchObject({ error: 'idempotencyInProgress' });
    for (const r of ok) expect(r.data).toEqual(ok[0].data);
    expect(await coinsOf(u.user.id)).toBe(7000);
    expect(await txCount(u.user.id, 'noble')).toBe(1);
    expect((await buy(u.token, { tier_id: tier[2], months: 3 }, key)).data).toEqual(ok[0].data);
    expect(await buy(u.token, { tier_id: tier[2], months: 6 }, key)).toMatchObject({
      code: 1,
      data: { error: 'idempotencyKeyReused' },
    });
    expect(await coinsOf(u.user.id)).toBe(7000);
  });

  it('two purchases at once with different keys are both charged and both extend', async () => {
    const u = await userWith(1000);
    const before = Date.now();
    const [a, b] = await Promise.all([
      buy(u.token, { tier_id: tier[1], months: 1 }),
      buy(u.token, { tier_id: tier[1], months: 1 }),
    ]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(await coinsOf(u.user.id)).toBe(10_000 - 600);
    const end = (await nobleRow(u.user.id)).expiresAt.getTime();
    expect(end).toBeGreaterThanOrEqual(addMonths(new Date(before), 2).getTime());
    expect([a.data.expires_at, b.data.expires_at].sort()[1]).toBe(new Date(end).toISOString());
    const [row] = await db().select().from(users).where(eq(users.id, u.user.id));
    expect(row.expTenths).toBe(600);
  });
});

describe('guard_user/quote', () => {
  const quote = (token: string | undefined, params: Record<string, unknown>, lang?: string) =>
    t.call<Quote>('guard_user/quote', { params, token, lang });

  it('tells what a purchase would cost and until when, and moves nothing', async () => {
    expect((await quote(undefined, { tier_id: tier[1], months: 1 })).code).toBe(700);
    const u = await userWith(5300);
    const fresh = await quote(u.token, { tier_id: tier[1], months: 12 });
    expect(fresh.data).toMatchObject({
      mode: 'new',
      price: 360,
      credit: 0,
      to_pay: 360,
      from: null,
    });
    const knight = await mustBuy(u.token, 1, 12);
    expect(new Date(knight.expires_at).getTime()).toBeGreaterThanOrEqual(
      new Date(fresh.data.expires_at).getTime(),
    );

    const renew = await quote(u.token, { tier_id: tier[1], months: 3 });
    expect(renew.data).toMatchObject({ mode: 'renew', price: 90, credit: 0, to_pay: 90 });
    expect(renew.data.expires_at).toBe(addMonths(new Date(knight.expires_at), 3).toISOString());

    const up = await quote(u.token, { tier_id: tier[5], months: '1' }, 'en');
    expect(up.data).toMatchObject({
      tier_id: tier[5],
      months: 1,
      mode: 'upgrade',
      price: 3000,
      from: { tier_id: tier[1], level: 1, name: 'Knight', expires_at: knight.expires_at },
    });
    expect(up.data.credit).toBeGreaterThan(340);
    expect(up.data.to_pay).toBeCloseTo(3000 - up.data.credit, 5);
    expect(new Date(up.data.expires_at).getTime()).toBeLessThanOrEqual(
      addMonths(new Date(), 1).getTime(),
    );
    // Nothing moved.
    expect(await coinsOf(u.user.id)).toBe(49_400);
    expect(await txCount(u.user.id, 'noble')).toBe(1);

    // What the quote said is what buying takes (the credit shrinks a little as time passes).
    const bought = await buy(u.token, { tier_id: tier[5], months: 1 });
    expect(bought.data.paid).toBeGreaterThanOrEqual(up.data.to_pay);
    expect(bought.data.paid - up.data.to_pay).toBeLessThanOrEqual(0.1);
  });

  it('refuses as buying would: a lower tier, bad months, an unknown tier', async () => {
    const u = await userWith(1000);
    await mustBuy(u.token, 2);
    expect(await quote(u.token, { tier_id: tier[1], months: 1 }, 'en')).toMatchObject({
      code: 1,
      msg: 'You hold a higher noble tier; a lower one can be bought once it expires',
      data: { error: 'nobleDowngrade' },
    });
    expect(await quote(u.token, { tier_id: tier[3], months: 2 })).toMatchObject({
      code: 1,
      data: { error: 'invalidField', field: 'months' },
    });
    expect(await quote(u.token, { tier_id: 999_999, months: 1 })).toMatchObject({
      code: 1,
      data: { error: 'nobleTierNotFound' },
    });
  });
});

describe('horns', () => {
  it('a horn without a tier costs 10 coins and waits for review', async () => {
    const u = await userWith(100);
    const r = await horn(u.token, '  <b>Go</b>   team!  ', idemKey(), 'en');
    expect(r).toMatchObject({
      code: 0,
      data: { status: 0, free: false, cost: 10, balance: 90, free_horns_left: 0, large: false },
    });
    const [row] = await db().select().from(horns).where(eq(horns.id, r.data.id));
    expect(row.text).toBe('<b>Go</b> team!');
    const list = await t.call('Member/hornList', { token: u.token, lang: 'en' });
    expect(list.data).toMatchObject({
      total: 1,
      list: [
        {
          id: r.data.id,
          content: '<b>Go</b> team!',
          status: 0,
          status_name: 'Waiting for review',
          reason: '',
          free: false,
          cost: 10,
          large: false,
        },
      ],
    });
    expect((await t.call('Member/hornList', { token: u.token })).data.list[0].status_name).toBe(
      '待审核',
    );
    expect(await txCount(u.user.id, 'horn')).toBe(1);
    const [tx] = await db()
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.id, row.txId!));
    expect(tx).toMatchObject({ kind: 'horn', meta: { horn_id: r.data.id } });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['61 characters', 'x'.repeat(61)],
    ['5000 characters', 'x'.repeat(5000)],
    ['invisible only', '\u200b\u200b'],
    ['a number', 5],
    ['a list', ['a']],
  ])('refuses content that is %s, nothing moves', async (_what, content: unknown) => {
    const u = await userWith(100);
    const r = await horn(u.token, content, idemKey(), 'en');
    expect(r).toMatchObject(
      typeof content === 'string'
        ? {
            code: 1,
            msg: 'A horn message must be 1 to 60 characters',
            data: { error: 'hornTextInvalid' },
          }
        : { code: 1, data: { error: 'invalidField', field: 'content' } },
    );
    expect(await coinsOf(u.user.id)).toBe(1000);
    expect(await db().select().from(horns).where(eq(horns.userId, u.user.id))).toEqual([]);
  });

  it('takes 60 characters counted as code points (emoji are one)', async () => {
    const u = await userWith(100);
    expect((await horn(u.token, '⚽'.repeat(60))).code).toBe(0);
    expect((await horn(u.token, '😀'.repeat(60))).code).toBe(0);
    expect((await horn(u.token, '😀'.repeat(61))).data).toMatchObject({ error: 'hornTextInvalid' });
  });

  it('refuses a site-wide blocked word in any language', async () => {
    await db().insert(blockedWords).values({ word: 'spamword', lang: 'vi', action: 'hide' });
    clearMemos();
    const u = await userWith(100);
    expect(await horn(u.token, 'buy SPAMWORD now', idemKey(), 'en')).toMatchObject({
      code: 1,
      data: { error: 'hornBlockedWord' },
    });
    expect(await coinsOf(u.user.id)).toBe(1000);
  });

  it('refuses without coins and retries with one key send one horn', async () => {
    const poor = await userWith(9.9);
    expect(await horn(poor.token, 'hello')).toMatchObject({
      code: 1,
      data: { error: 'insufficientBalance' },
    });
    expect(await db().select().from(horns).where(eq(horns.userId, poor.user.id))).toEqual([]);
    expect(await coinsOf(poor.user.id)).toBe(99);

    const u = await userWith(100);
    const key = idemKey();
    const all = await Promise.all(Array.from({ length: 4 }, () => horn(u.token, 'once', key)));
    const ok = all.filter((r) => r.code === 0);
    for (const r of ok) expect(r.data).toEqual(ok[0].data);
    expect(await db().select().from(horns).where(eq(horns.userId, u.user.id))).toHaveLength(1);
    expect(await coinsOf(u.user.id)).toBe(900);
    // Straight to the domain with the same ledger key: the first horn, nothing moves.
    const again = await sendHorn({
      userId: u.user.id,
      content: 'once',
      key: `u${u.user.id}:${key}`,
    });
    expect(again.id).toBe(ok[0].data.id);
    expect(await coinsOf(u.user.id)).toBe(900);
  });

  it('a tier with free horns gives 30 a month, large; then horns cost coins', async () => {
    const u = await userWith(1000);
    await mustBuy(u.token, 3);
    const afterBuy = await coinsOf(u.user.id);
    for (let i = 0; i < 29; i++)
      await sendHorn({ userId: u.user.id, content: `free ${i}`, key: `test:${idemKey()}` });
    const last = await horn(u.token, 'the 30th');
    expect(last.data).toMatchObject({ free: true, cost: 0, free_horns_left: 0, large: true });
    expect(await coinsOf(u.user.id)).toBe(afterBuy);
    const paid = await horn(u.token, 'the 31st');
    expect(paid.data).toMatchObject({ free: false, cost: 10, free_horns_left: 0, large: true });
    expect(await coinsOf(u.user.id)).toBe(afterBuy - HORN_PRICE_TENTHS);
    expect((await t.call('Guard/getList', { token: u.token })).data.mine.free_horns_left).toBe(0);
    expect((await t.call('Horn/config', { token: u.token })).data).toEqual({
      price: 10,
      max_chars: 60,
      free_horns_left: 0,
      large: true,
    });
    // A Knight's horn is the normal size.
    const k = await userWith(100);
    await mustBuy(k.token, 1);
    expect((await horn(k.token, 'knight')).data).toMatchObject({ large: false, free: false });
  });

  it('concurrent sends never take more than the 30 free horns', async () => {
    const u = await userWith(1200);
    // Count: 30 free horns a month (the tiers above give more).
    await mustBuy(u.token, 3);
    const before = await coinsOf(u.user.id);
    const sent = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        sendHorn({ userId: u.user.id, content: `race ${i}`, key: `test:${idemKey()}` }),
      ),
    );
    expect(sent.filter((s) => s.free)).toHaveLength(30);
    expect(sent.filter((s) => !s.free)).toHaveLength(10);
    expect(await coinsOf(u.user.id)).toBe(before - 10 * HORN_PRICE_TENTHS);
    const [usage] = await db()
      .select()
      .from(nobleHornUsage)
      .where(eq(nobleHornUsage.userId, u.user.id));
    expect(usage).toMatchObject({ month: usageMonth(), used: 30 });
  });

  it('Horn/config tells guests the price', async () => {
    expect((await t.call('Horn/config')).data).toEqual({
      price: 10,
      max_chars: 60,
      free_horns_left: 0,
      large: false,
    });
  });
});

describe('horn review', () => {
  it('is for site administrators only', async () => {
    const u = await userWith(0);
    for (const [p, params] of [
      ['admin/hornList', {}],
      ['admin/reviewHorn', { id: 1, pass: 1 }],
    ] as const) {
      expect((await t.call(p, { params })).code).toBe(700);
      expect(await t.call(p, { params, token: u.token })).toMatchObject({
        code: 1,
        data: { error: 'forbidden' },
      });
    }
  });

  it('passes a horn once: it shows in Horn/recent; a second verdict is refused', async () => {
    const u = await userWith(3000);
    await mustBuy(u.token, 5);
    const sent = await horn(u.token, 'Passed horn');
    const waiting = await t.call('admin/hornList', { params: { status: 0 }, token: admin.token });
    const item = waiting.data.list.find((h: { id: number }) => h.id === sent.data.id);
    expect(item).toMatchObject({
      status: 0,
      content: 'Passed horn',
      free: true,
      cost: 0,
      reviewed_at: null,
      user: { id: u.user.id, nickname: u.user.user_nickname, mobile_masked: maskMobile(u.mobile) },
    });
    expect(item.user.mobile_masked).toMatch(/^86-1\d\d\*{4}\d{4}$/);

    const r = await t.call('admin/reviewHorn', {
      params: { id: sent.data.id, pass: 1 },
      token: admin.token,
      lang: 'en',
    });
    expect(r).toMatchObject({
      code: 0,
      data: { id: sent.data.id, status: 1, status_name: 'Review passed' },
    });
    expect(r.data.reviewed_at).not.toBeNull();
    const recent = await t.call('Horn/recent');
    expect(recent.data[0]).toMatchObject({
      id: sent.data.id,
      content: 'Passed horn',
      large: true,
      nickname: u.user.user_nickname,
      noble: { level: 5, color: expect.any(String) },
    });
    for (const pass of [1, 0])
      expect(
        await t.call('admin/reviewHorn', {
          params: { id: sent.data.id, pass, reason: 'late' },
          token: admin.token,
        }),
      ).toMatchObject({ code: 1, data: { error: 'alreadyReviewed' } });
    expect(
      await t.call('admin/reviewHorn', { params: { id: 999_999, pass: 1 }, token: admin.token }),
    ).toMatchObject({ code: 1, data: { error: 'hornNotFound' } });
  });

  it('failing needs a reason and refunds the coins once', async () => {
    const u = await userWith(100);
    const sent = await horn(u.token, 'to be failed');
    expect(await coinsOf(u.user.id)).toBe(900);
    for (const reason of [undefined, '', '   '])
      expect(
        await t.call('admin/reviewHorn', {
          params: { id: sent.data.id, pass: 0, ...(reason !== undefined && { reason }) },
          token: admin.token,
          lang: 'en',
        }),
      ).toMatchObject({ code: 1, msg: 'Give a reason for the rejection' });
    expect(
      await t.call('admin/reviewHorn', {
        params: { id: sent.data.id, pass: 0, reason: 'x'.repeat(101) },
        token: admin.token,
      }),
    ).toMatchObject({ code: 1, data: { error: 'invalidField', field: 'reason' } });
    expect(
      await t.call('admin/reviewHorn', {
        params: { id: sent.data.id, pass: 2 },
        token: admin.token,
      }),
    ).toMatchObject({ code: 1, data: { error: 'invalidField', field: 'pass' } });
    // Two verdicts at once: one wins, the refund happens at most once.
    const both = await Promise.all([
      t.call('admin/reviewHorn', {
        params: { id: sent.data.id, pass: 0, reason: 'Advertising' },
        token: admin.token,
      }),
      t.call('admin/reviewHorn', {
        params: { id: sent.data.id, pass: 0, reason: 'Advertising' },
        token: admin.token,
      }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(await coinsOf(u.user.id)).toBe(1000);
    expect(await txCount(u.user.id, 'horn_refund')).toBe(1);
    const mine = await t.call('Member/hornList', { token: u.token, lang: 'vi' });
    expect(mine.data.list[0]).toMatchObject({
      status: 2,
      status_name: 'Không được duyệt',
      reason: 'Advertising',
    });
    const failed = await t.call('admin/hornList', { params: { status: 2 }, token: admin.token });
    expect(failed.data.list.map((h: { id: number }) => h.id)).toContain(sent.data.id);
    expect(failed.data.total).toBeGreaterThanOrEqual(1);
  });

  it('failing a free horn gives the free horn back', async () => {
    const u = await userWith(1000);
    await mustBuy(u.token, 3);
    const sent = await horn(u.token, 'free one');
    expect(sent.data).toMatchObject({ free: true, free_horns_left: 29 });
    await t.call('admin/reviewHorn', {
      params: { id: sent.data.id, pass: 0, reason: 'No' },
      token: admin.token,
    });
    expect((await t.call('Guard/getList', { token: u.token })).data.mine.free_horns_left).toBe(30);
  });

  it('refuses bad list filters', async () => {
    for (const params of [{ status: 3 }, { status: 'x' }, { page: 0 }, { limit: 51 }])
      expect((await t.call('admin/hornList', { params, token: admin.token })).data.error).toBe(
        'invalidField',
      );
    for (const params of [{ page: 0 }, { limit: 'x' }])
      expect((await t.call('Member/hornList', { params, token: admin.token })).data.error).toBe(
        'invalidField',
      );
  });
});

describe('noble privileges in chat', () => {
  let anchor: { token: string; id: number };
  let roomAdmin: { token: string; id: number };
  let roomId: number;

  beforeAll(async () => {
    const a = await registerUser(t);
    await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, a.user.id));
    anchor = { token: a.token, id: a.user.id };
    const started = await t.call<{ id: number }>('Live/mobileStartRoom', {
      params: { title: 'Noble test' },
      token: a.token,
    });
    roomId = started.data.id;
    const m = await registerUser(t);
    roomAdmin = { token: m.token, id: m.user.id };
    expect(
      (
        await t.call('Live/setRoomAdmin', {
          params: { user_id: m.user.id, type: 1 },
          token: a.token,
        })
      ).code,
    ).toBe(0);
  });

  const mute = (token: string, userId: number) =>
    t.call('chat/forbidSendMsg', {
      params: { room_id: roomId, chat_id: chatIdOfUser(userId), duration: 1 },
      token,
      lang: 'en',
    });

  it('a tier with mute protection: not by the anchor or a room admin, but by a site admin', async () => {
    const duke = await userWith(3000);
    await mustBuy(duke.token, 5);
    for (const who of [anchor, roomAdmin])
      expect(await mute(who.token, duke.user.id)).toMatchObject({
        code: 1,
        data: { error: 'nobleProtected' },
        msg: expect.stringContaining('only site administrators'),
      });
    expect((await mute(admin.token, duke.user.id)).code).toBe(0);

    // A tier without it, or a protected tier that ran out: room staff can.
    const knight = await userWith(100);
    await mustBuy(knight.token, 1);
    expect((await mute(anchor.token, knight.user.id)).code).toBe(0);
    const king = await userWith(10_000);
    await mustBuy(king.token, 6);
    await expire(king.user.id);
    expect((await mute(roomAdmin.token, king.user.id)).code).toBe(0);
  });

  it('messages carry the sender’s badge; others’ carry null', async () => {
    const v = await userWith(100);
    await mustBuy(v.token, 2);
    const [viscount] = await db().select().from(nobleTiers).where(eq(nobleTiers.level, 2));
    const sent = await t.call('Barrage/send', {
      params: { room_id: roomId, text: 'hello from a viscount' },
      token: v.token,
    });
    expect(sent.data.noble).toEqual({ level: 2, color: viscount.badgeColor });
    const plain = await userWith(0);
    const other = await t.call('Barrage/send', {
      params: { room_id: roomId, text: 'hello' },
      token: plain.token,
    });
    expect(other.data.noble).toBeNull();
    const list = await t.call('Barrage/getList', { params: { room_id: roomId } });
    const byText = (s: string) =>
      list.data.find((m: { payload: { text?: string } }) => m.payload.text === s);
    expect(byText('hello from a viscount').noble).toEqual({ level: 2, color: viscount.badgeColor });
    expect(byText('hello from a viscount').payload).toEqual({ text: 'hello from a viscount' });
    expect(byText('hello').noble).toBeNull();
  });
});

// Last: every movement above went through the ledger and it still balances.
describe('the ledger', () => {
  it('still balances', async () => {
    expect(await auditLedger()).toEqual([]);
  });
});
