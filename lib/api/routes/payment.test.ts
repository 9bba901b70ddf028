import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import {
  gifts,
  nobleTiers,
  rechargeOrders,
  settings,
  users,
  walletEntries,
  walletTransactions,
} from '@/lib/db/schema';
import { setPaymentProviderForTests } from '@/lib/providers/payment';
import { createAlipayProvider } from '@/lib/providers/payment/alipay';
import { checkoutSig, sandboxNotification } from '@/lib/providers/payment/sandbox';
import type { PaymentProvider } from '@/lib/providers/payment/types';
import { postOnce } from '@/lib/wallet/ledger';
import { expireOrders } from '@/lib/wallet/recharge';
import { createTestApi, type TestApi } from '@/test/api';
import { loginAs, registerUser } from '@/test/factories';
import { auditLedger, idem, idemKey, userBalances } from '@/test/wallet';

let t: TestApi;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payment-test-'));
beforeAll(async () => {
  t = await createTestApi({ DATA_DIR: dataDir });
});
afterAll(async () => {
  setPaymentProviderForTests(undefined);
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => setPaymentProviderForTests(undefined));

type Rule = { id: number; coins: number; bonus: number; price: number; currency: string };
type PayUrl = { order_no: string; pay_url: string; expires_at: string };

const ORDER_NO = /^R\d{14}[0-9A-Z]{12}$/;

let rules: Rule[] = [];
const rule = (coins: number) => rules.find((r) => r.coins === coins)!;

/** POSTs a form to one of the plain-text routes; answers status, text and Location. */
async function form(url: string, fields: Record<string, string>) {
  const res = await t.app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, text: await res.text(), location: res.headers.get('location') };
}

const notify = (fields: Record<string, string>, provider = 'sandbox') =>
  form(`/api/payment/notify/${provider}`, fields);

const coins = async (userId: number) => (await userBalances(userId)).coins;

const orderRow = async (orderNo: string) =>
  (await db().select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo)))[0];

async function payUrl(token: string, ruleId: unknown, opts: { lang?: string; key?: string } = {}) {
  return t.call<PayUrl>('chargerules/payUrl', {
    method: 'GET',
    params: { rule_id: ruleId },
    token,
    lang: opts.lang,
    headers: idem(opts.key),
  });
}

async function newOrder(token: string, coinsOfRule = 60): Promise<PayUrl> {
  const r = await payUrl(token, rule(coinsOfRule).id);
  expect(r.code).toBe(0);
  return r.data;
}

beforeAll(async () => {
  rules = (await t.call<Rule[]>('chargerules/getList', { method: 'POST' })).data;
});

describe('chargerules/getList', () => {
  it('lists the packages with prices in yuan and bonus coins', async () => {
    expect(rules).toEqual([
      { id: expect.any(Number), coins: 60, bonus: 0, price: 6, currency: 'CNY' },
      { id: expect.any(Number), coins: 300, bonus: 0, price: 30, currency: 'CNY' },
      { id: expect.any(Number), coins: 980, bonus: 20, price: 98, currency: 'CNY' },
      { id: expect.any(Number), coins: 1980, bonus: 60, price: 198, currency: 'CNY' },
      { id: expect.any(Number), coins: 5180, bonus: 200, price: 518, currency: 'CNY' },
      { id: expect.any(Number), coins: 10000, bonus: 500, price: 998, currency: 'CNY' },
    ]);
    // English and Vietnamese callers get the same numbers.
    expect((await t.call('chargerules/getList', { method: 'POST', lang: 'vi' })).data).toEqual(
      rules,
    );
  });
});

describe('chargerules/payUrl', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await registerUser(t));
  });

  it('opens an order and answers the sandbox checkout, localised', async () => {
    const before = Date.now();
    const zh = await payUrl(token, rule(60).id);
    expect(zh.code).toBe(0);
    expect(zh.data.order_no).toMatch(ORDER_NO);
    expect(zh.data.pay_url).toBe(
      `/pay/sandbox?order=${zh.data.order_no}&sig=${checkoutSig(zh.data.order_no)}`,
    );
    const expires = Date.parse(zh.data.expires_at) - before;
    expect(expires).toBeGreaterThan(29 * 60_000);
    expect(expires).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    const en = await payUrl(token, `${rule(980).id}`, { lang: 'en' });
    expect(en.data.pay_url).toMatch(/^\/en\/pay\/sandbox\?order=R\w+&sig=[\w-]+$/);
    expect(en.data.order_no).not.toBe(zh.data.order_no);
    const row = await orderRow(en.data.order_no);
    expect(row).toMatchObject({
      status: 0,
      priceCents: 9_800,
      coinsTenths: 10_000,
      currency: 'CNY',
      provider: 'sandbox',
    });
  });

  it('makes order numbers nobody can guess from another', async () => {
    const nos = new Set<string>();
    for (let i = 0; i < 5; i++) nos.add((await newOrder(token)).order_no);
    expect(nos.size).toBe(5);
    // The random tails differ in most places, not in a counter's last digit.
    const tails = [...nos].map((n) => n.slice(-12));
    expect(new Set(tails.map((s) => s.slice(0, 6))).size).toBe(5);
  });

  it('answers a retry with the same key with the same order, and refuses another body', async () => {
    const key = idemKey();
    const first = await payUrl(token, rule(300).id, { key });
    const again = await payUrl(token, rule(300).id, { key });
    expect(again.data).toEqual(first.data);
    const other = await payUrl(token, rule(60).id, { key });
    expect(other).toMatchObject({ code: 1, data: { error: 'idempotencyKeyReused' } });
    const n = await db()
      .select()
      .from(rechargeOrders)
      .where(eq(rechargeOrders.orderNo, first.data.order_no));
    expect(n).toHaveLength(1);
  });

  it('needs a login and an idempotency key', async () => {
    expect(
      (await t.call('chargerules/payUrl', { params: { rule_id: rule(60).id }, headers: idem() }))
        .code,
    ).toBe(700);
    const noKey = await t.call('chargerules/payUrl', {
      method: 'GET',
      params: { rule_id: rule(60).id },
      token,
    });
    expect(noKey).toMatchObject({ code: 1, data: { error: 'idempotencyKeyRequired' } });
    const badKey = await t.call('chargerules/payUrl', {
      method: 'GET',
      params: { rule_id: rule(60).id },
      token,
      headers: { 'idempotency-key': 'x' },
    });
    expect(badKey).toMatchObject({ code: 1, data: { error: 'idempotencyKeyInvalid' } });
  });

  it.each([['abc'], ['-1'], [0], [1.5], ['1e2'], [''], [99999999999]])(
    'refuses the rule id %j',
    async (id) => {
      const r = await payUrl(token, id);
      expect(r).toMatchObject({ code: 1, data: { error: 'invalidField', field: 'rule_id' } });
    },
  );

  it('refuses an unknown or disabled rule, opening nothing', async () => {
    const [{ n: before }] = await db().select({ n: count() }).from(rechargeOrders);
    const r = await payUrl(token, 999_999);
    expect(r).toMatchObject({
      code: 1,
      msg: '充值套餐不存在',
      data: { error: 'chargeRuleNotFound' },
    });
    expect((await payUrl(token, 999_999, { lang: 'en' })).msg).toBe(
      'This recharge package does not exist',
    );
    const [{ n: after }] = await db().select({ n: count() }).from(rechargeOrders);
    expect(after).toBe(before);
  });

  it('is closed without a provider', async () => {
    setPaymentProviderForTests(null);
    const r = await payUrl(token, rule(60).id);
    expect(r).toMatchObject({ code: 1, data: { error: 'paymentProviderUnavailable' } });
  });

  it('limits how many orders a user opens', async () => {
    const { token: busy } = await registerUser(t);
    for (let i = 0; i < 20; i++) expect((await payUrl(busy, rule(60).id)).code).toBe(0);
    const r = await payUrl(busy, rule(60).id);
    expect(r).toMatchObject({ status: 429, data: { error: 'rateLimited' } });
    // Someone else is not affected.
    expect((await payUrl(token, rule(60).id)).code).toBe(0);
  });
});

describe('the sandbox flow', () => {
  let token: string;
  let userId: number;
  beforeAll(async () => {
    const u = await registerUser(t);
    token = u.token;
    userId = u.user.id;
  });

  it('shows the order on its checkout page, pays it once on Confirm, and lists it', async () => {
    const order = await newOrder(token, 980);
    const sig = checkoutSig(order.order_no);
    const view = await t.call('payment/sandboxCheckout', {
      method: 'GET',
      params: { order: order.order_no, sig },
      lang: 'en',
    });
    expect(view.data).toMatchObject({
      order_no: order.order_no,
      status: 0,
      status_name: 'Awaiting payment',
      coins: 980,
      bonus: 20,
      price: 98,
      currency: 'CNY',
      return_url: `/en/member?type=1&order=${order.order_no}`,
    });

    const before = await coins(userId);
    const submit = await form('/api/payment/sandbox/submit', {
      order: order.order_no,
      sig,
      action: 'confirm',
      lang: 'en',
    });
    expect(submit.status).toBe(303);
    expect(submit.location).toBe(`/en/member?type=1&order=${order.order_no}`);
    expect(await coins(userId)).toBe(before + 10_000);

    const status = await t.call('chargerules/orderStatus', {
      method: 'GET',
      params: { order_no: order.order_no },
      token,
    });
    expect(status.data).toMatchObject({
      order_no: order.order_no,
      status: 1,
      status_name: '已支付',
      coins: 1000,
      price: 98,
      paid_at: expect.any(String),
    });
    const row = await orderRow(order.order_no);
    expect(row.providerTradeNo).toMatch(/^SBX/);
    expect(row.txId).toEqual(expect.any(Number));

    // A second Confirm (the back button) only shows the page again: the order is paid.
    const again = await form('/api/payment/sandbox/submit', {
      order: order.order_no,
      sig,
      action: 'confirm',
      lang: 'zh',
    });
    expect(again.location).toBe(`/pay/sandbox?order=${order.order_no}&sig=${sig}`);
    // A replayed notification (the provider repeats itself) succeeds and credits nothing.
    const replay = await notify(sandboxNotification(order.order_no, 9_800, 'paid'));
    expect(replay).toMatchObject({ status: 200, text: 'success' });
    expect(await coins(userId)).toBe(before + 10_000);

    const list = await t.call('Order/getList', {
      method: 'GET',
      params: { type: 'recharge' },
      token,
    });
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({
      type: 'recharge',
      type_name: '充值',
      amount: 1000,
      account: 'coins',
      balance_after: (before + 10_000) / 10,
      title: '充值 1000 球币',
    });
    expect(await auditLedger()).toEqual([]);
  });

  it('credits nothing for a forged signature, a wrong amount or an unknown order', async () => {
    const order = await newOrder(token, 60);
    const before = await coins(userId);
    const good = sandboxNotification(order.order_no, 600, 'paid');
    expect(
      (await notify({ ...good, sig: good.sig.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) })).text,
    ).toBe('fail');
    expect((await notify({ ...good, amount_cents: '60000' })).text).toBe('fail');
    const { sig: _sig, ...unsigned } = good;
    expect((await notify(unsigned)).text).toBe('fail');
    // Correctly signed, but not what the order costs.
    expect((await notify(sandboxNotification(order.order_no, 1, 'paid'))).text).toBe('fail');
    expect(
      (await notify(sandboxNotification('R20261127000000ZZZZZZZZZZZZ', 600, 'paid'))).text,
    ).toBe('fail');
    // Addressed to a provider that is not the one configured.
    expect((await notify(good, 'alipay')).text).toBe('fail');
    expect((await notify(good, 'paypal')).text).toBe('fail');
    // Not a form at all, or far too big.
    expect((await form('/api/payment/notify/sandbox', {})).text).toBe('fail');
    const big = await t.app.request('/api/payment/notify/sandbox', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `x=${'a'.repeat(40_000)}`,
    });
    expect([big.status, await big.text()]).toEqual([413, 'fail']);
    expect(await coins(userId)).toBe(before);
    expect((await orderRow(order.order_no)).status).toBe(0);
    // The real one still pays it.
    expect((await notify(good)).text).toBe('success');
    expect(await coins(userId)).toBe(before + 600);
  });

  it('credits once under ten concurrent notifications', async () => {
    const order = await newOrder(token, 300);
    const before = await coins(userId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => notify(sandboxNotification(order.order_no, 3_000, 'paid'))),
    );
    expect(answers.map((a) => a.text)).toEqual(Array(10).fill('success'));
    expect(await coins(userId)).toBe(before + 3_000);
    const txs = await db()
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.key, `recharge:${order.order_no}`));
    expect(txs).toHaveLength(1);
    expect(await auditLedger()).toEqual([]);
  });

  it('cancels on Cancel; a payment the provider still reports is credited', async () => {
    const order = await newOrder(token, 60);
    const sig = checkoutSig(order.order_no);
    const before = await coins(userId);
    const r = await form('/api/payment/sandbox/submit', {
      order: order.order_no,
      sig,
      action: 'cancel',
      lang: 'vi',
    });
    expect(r.location).toBe(`/vi/member?type=1&order=${order.order_no}`);
    const status = await t.call('chargerules/orderStatus', {
      method: 'GET',
      params: { order_no: order.order_no },
      token,
      lang: 'vi',
    });
    expect(status.data).toMatchObject({ status: 2, status_name: 'Đã hủy', paid_at: null });
    expect(await coins(userId)).toBe(before);
    // The page shows it cancelled, with no buttons to press.
    const view = await t.call('payment/sandboxCheckout', {
      method: 'GET',
      params: { order: order.order_no, sig },
    });
    expect(view.data.status).toBe(2);
    // The money was taken after all (another tab): the coins are owed.
    expect((await notify(sandboxNotification(order.order_no, 600, 'paid'))).text).toBe('success');
    expect((await orderRow(order.order_no)).status).toBe(1);
    expect(await coins(userId)).toBe(before + 600);
  });

  it('expires an unpaid order after 30 minutes, lazily and by the sweep', async () => {
    const lazy = await newOrder(token, 60);
    const swept = await newOrder(token, 60);
    const past = new Date(Date.now() - 60_000);
    for (const o of [lazy, swept]) {
      await db()
        .update(rechargeOrders)
        .set({ expiresAt: past })
        .where(eq(rechargeOrders.orderNo, o.order_no));
    }
    const status = await t.call('chargerules/orderStatus', {
      method: 'GET',
      params: { order_no: lazy.order_no },
      token,
      lang: 'en',
    });
    expect(status.data).toMatchObject({ status: 3, status_name: 'Expired' });
    expect(await expireOrders()).toBeGreaterThanOrEqual(1);
    expect((await orderRow(swept.order_no)).status).toBe(3);

    // The checkout no longer takes it.
    const before = await coins(userId);
    const sig = checkoutSig(swept.order_no);
    const r = await form('/api/payment/sandbox/submit', {
      order: swept.order_no,
      sig,
      action: 'confirm',
      lang: 'zh',
    });
    expect(r.location).toBe(`/pay/sandbox?order=${swept.order_no}&sig=${sig}`);
    expect(await coins(userId)).toBe(before);
    // A payment taken in its last second, reported late, is still credited.
    expect((await notify(sandboxNotification(swept.order_no, 600, 'paid'))).text).toBe('success');
    expect(await coins(userId)).toBe(before + 600);
  });

  it('shows nothing for a forged link, and nothing without the sandbox', async () => {
    const order = await newOrder(token, 60);
    const bad = await t.call('payment/sandboxCheckout', {
      method: 'GET',
      params: { order: order.order_no, sig: checkoutSig(order.order_no).slice(1) },
      lang: 'en',
    });
    expect(bad).toMatchObject({
      code: 1,
      msg: 'This order does not exist',
      data: { error: 'orderNotFound' },
    });
    const missing = await t.call('payment/sandboxCheckout', {
      method: 'GET',
      params: { order: order.order_no },
    });
    expect(missing).toMatchObject({ code: 1, data: { error: 'invalidField', field: 'sig' } });
    // A forged submit goes back to the page (which says why) and moves nothing.
    const before = await coins(userId);
    const r = await form('/api/payment/sandbox/submit', {
      order: order.order_no,
      sig: 'forged',
      action: 'confirm',
      lang: 'xx',
    });
    expect(r.location).toBe(`/pay/sandbox?order=${order.order_no}&sig=forged`);
    const odd = await form('/api/payment/sandbox/submit', {
      order: order.order_no,
      sig: checkoutSig(order.order_no),
      action: 'refund',
    });
    expect(odd.status).toBe(303);
    expect(await coins(userId)).toBe(before);
    expect((await orderRow(order.order_no)).status).toBe(0);

    setPaymentProviderForTests(null);
    const off = await t.call('payment/sandboxCheckout', {
      method: 'GET',
      params: { order: order.order_no, sig: checkoutSig(order.order_no) },
    });
    expect(off).toMatchObject({ code: 1, data: { error: 'paymentProviderUnavailable' } });
    expect((await notify(sandboxNotification(order.order_no, 600, 'paid'))).text).toBe('fail');
    // Its checkout's buttons do nothing either, even with a genuine link.
    for (const action of ['confirm', 'cancel']) {
      const submitted = await form('/api/payment/sandbox/submit', {
        order: order.order_no,
        sig: checkoutSig(order.order_no),
        action,
      });
      expect(submitted.status).toBe(303);
      expect(submitted.location).not.toMatch(/\/member/);
    }
    expect(await coins(userId)).toBe(before);
    expect((await orderRow(order.order_no)).status).toBe(0);
  });
});

describe('chargerules/orderStatus', () => {
  it('answers only the owner, and asks a remote provider about an unpaid order', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const order = await newOrder(a.token);
    const other = await t.call('chargerules/orderStatus', {
      method: 'GET',
      params: { order_no: order.order_no },
      token: b.token,
    });
    expect(other).toMatchObject({ code: 1, data: { error: 'orderNotFound' } });
    for (const no of ['R20261127000000ZZZZZZZZZZZZ', 'nope']) {
      const r = await t.call('chargerules/orderStatus', {
        method: 'GET',
        params: { order_no: no },
        token: a.token,
      });
      expect(r).toMatchObject({ code: 1, data: { error: 'orderNotFound' } });
    }
    expect(
      (
        await t.call('chargerules/orderStatus', {
          method: 'GET',
          params: { order_no: order.order_no },
        })
      ).code,
    ).toBe(700);

    // A remote provider whose notification has not arrived yet, but whose query says paid.
    let queried = 0;
    const remote: PaymentProvider = {
      name: 'alipay',
      remote: true,
      createCheckout: async (o) => ({ url: `https://pay.example/${o.orderNo}` }),
      verifyNotification: async () => {
        throw new Error('unused');
      },
      query: async () => {
        queried++;
        return { status: 'paid', tradeNo: 'T1', amountCents: 600 };
      },
      refund: async () => ({ refunded: false }),
    };
    setPaymentProviderForTests(remote);
    const paid = await payUrl(a.token, rule(60).id);
    expect(paid.data.pay_url).toBe(`https://pay.example/${paid.data.order_no}`);
    const before = await coins(a.user.id);
    const s = await t.call('chargerules/orderStatus', {
      method: 'GET',
      params: { order_no: paid.data.order_no },
      token: a.token,
    });
    expect(s.data).toMatchObject({ status: 1 });
    expect(await coins(a.user.id)).toBe(before + 600);
    // Paid: asked no more, credited no more.
    await t.call('chargerules/orderStatus', {
      method: 'GET',
      params: { order_no: paid.data.order_no },
      token: a.token,
    });
    expect(queried).toBe(1);
    expect(await coins(a.user.id)).toBe(before + 600);
  });
});

describe('Alipay end to end (offline keys)', () => {
  it('pays an order from a notification Alipay signed, once, and refuses a tampered one', async () => {
    const pair = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const app = pair();
    const alipay = pair();
    const appId = '2021000000000001';
    setPaymentProviderForTests(
      createAlipayProvider({
        appId,
        privateKey: app.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        alipayPublicKey: alipay.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        gateway: 'https://openapi.alipay.com/gateway.do',
      }),
    );
    const u = await registerUser(t);
    const r = await payUrl(u.token, rule(300).id);
    expect(r.data.pay_url).toMatch(/^https:\/\/openapi\.alipay\.com\/gateway\.do\?/);
    const biz = JSON.parse(new URL(r.data.pay_url).searchParams.get('biz_content')!);
    expect(biz).toMatchObject({
      out_trade_no: r.data.order_no,
      total_amount: '30.00',
      subject: '300 球币',
    });

    const params: Record<string, string> = {
      app_id: appId,
      charset: 'utf-8',
      notify_type: 'trade_status_sync',
      out_trade_no: r.data.order_no,
      sign_type: 'RSA2',
      total_amount: '30.00',
      trade_no: '2026112722001446880500000042',
      trade_status: 'TRADE_SUCCESS',
      version: '1.0',
    };
    const content = Object.keys(params)
      .filter((k) => k !== 'sign_type')
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    const sign = crypto.createSign('RSA-SHA256').update(content).sign(alipay.privateKey, 'base64');
    const before = await coins(u.user.id);
    expect((await notify({ ...params, sign, total_amount: '0.30' }, 'alipay')).text).toBe('fail');
    expect((await notify({ ...params, sign }, 'sandbox')).text).toBe('fail');
    expect(await coins(u.user.id)).toBe(before);
    expect((await notify({ ...params, sign }, 'alipay')).text).toBe('success');
    expect((await notify({ ...params, sign }, 'alipay')).text).toBe('success');
    expect(await coins(u.user.id)).toBe(before + 3_000);
    expect((await orderRow(r.data.order_no)).providerTradeNo).toBe('2026112722001446880500000042');
    expect(await auditLedger()).toEqual([]);
  });
});

describe('Order/getList and order/getTypeList', () => {
  it('names the kinds of movement, all first', async () => {
    const en = await t.call<{ type: string; name: string }[]>('order/getTypeList', { lang: 'en' });
    expect(en.data[0]).toEqual({ type: 'all', name: 'All' });
    expect(en.data).toContainEqual({ type: 'recharge', name: 'Recharge' });
    expect(en.data).toContainEqual({ type: 'gift', name: 'Gifts' });
    const zh = await t.call<{ type: string; name: string }[]>('order/getTypeList');
    expect(zh.data.map((x) => x.type)).toEqual(en.data.map((x) => x.type));
    expect(zh.data.every((x) => x.name && x.name !== `api.wallet.types.${x.type}`)).toBe(true);
  });

  it('lists a user the kinds that apply to them: a fan no income kinds, an anchor theirs (issue 24)', async () => {
    const fan = await registerUser(t);
    const kinds = async (token: string) =>
      (await t.call<{ type: string }[]>('order/getTypeList', { token })).data.map((x) => x.type);
    expect(await kinds(fan.token)).toEqual(['all', 'recharge', 'gift', 'noble', 'horn', 'bonus']);
    // A kind their records hold is listed too (here an adjustment by staff).
    await postOnce({
      kind: 'adjustment',
      key: `test:adjust:${fan.user.id}`,
      userId: fan.user.id,
      legs: [
        { account: 'promotions', tenths: -10 },
        { account: 'coins', userId: fan.user.id, tenths: 10 },
      ],
    });
    expect(await kinds(fan.token)).toContain('adjustment');
    const anchor = await registerUser(t);
    await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, anchor.user.id));
    expect(await kinds(anchor.token)).toEqual([
      'all',
      'recharge',
      'gift',
      'gift_income',
      'noble',
      'horn',
      'bonus',
      'conversion',
      'settlement',
      'withdrawal',
      'withdrawal_paid',
      'withdrawal_returned',
    ]);
  });

  it('lists the user’s own movements with localised titles, newest first, paged', async () => {
    const fan = await registerUser(t);
    const anchor = await registerUser(t);
    const stranger = await registerUser(t);
    const [anchorRow] = await db().select().from(users).where(eq(users.id, anchor.user.id));
    const [gift] = await db()
      .insert(gifts)
      .values({
        slug: `rocket-${crypto.randomBytes(4).toString('hex')}`,
        nameZh: '火箭',
        nameEn: 'Rocket',
        nameVi: 'Tên lửa',
        priceTenths: 100,
        icon: '/gifts/rocket.svg',
      })
      .returning();
    const [tier] = await db()
      .insert(nobleTiers)
      .values({
        level: 90 + crypto.randomInt(9),
        nameZh: '骑士',
        nameEn: 'Knight',
        nameVi: 'Hiệp sĩ',
        monthlyPriceTenths: 100,
        badgeColor: '#888',
      })
      .onConflictDoNothing()
      .returning();

    // A recharge, then a gift of 10 rockets and a noble tier for 3 months.
    const order = await newOrder(fan.token, 300);
    await notify(sandboxNotification(order.order_no, 3_000, 'paid'));
    await postOnce({
      kind: 'gift',
      key: `test:gift:${fan.user.id}`,
      userId: fan.user.id,
      meta: { gift_id: gift.id, num: 10, room_id: 1, anchor_id: anchor.user.id },
      legs: [
        { account: 'coins', userId: fan.user.id, tenths: -1_000 },
        { account: 'income_pending', userId: anchor.user.id, tenths: 500 },
        { account: 'revenue', tenths: 500 },
      ],
    });
    if (tier) {
      await postOnce({
        kind: 'noble',
        key: `test:noble:${fan.user.id}`,
        userId: fan.user.id,
        meta: { tier_id: tier.id, months: 3 },
        legs: [
          { account: 'coins', userId: fan.user.id, tenths: -300 },
          { account: 'revenue', tenths: 300 },
        ],
      });
    }

    const all = await t.call('Order/getList', { method: 'GET', token: fan.token, lang: 'en' });
    expect(all.code).toBe(0);
    expect(all.data.total).toBe(tier ? 3 : 2);
    expect(all.data).toMatchObject({ page: 1, limit: 20 });
    const titles = all.data.list.map((x: { title: string }) => x.title);
    expect(titles).toEqual([
      ...(tier ? ['Noble Knight × 3 months'] : []),
      `Sent Rocket ×10 to ${anchorRow.nickname}`,
      'Recharge of 300 coins',
    ]);
    const giftLine = all.data.list.find((x: { type: string }) => x.type === 'gift');
    expect(giftLine).toMatchObject({
      amount: -100,
      account: 'coins',
      balance_after: 200,
      type_name: 'Gifts',
    });

    const zh = await t.call('Order/getList', {
      method: 'GET',
      params: { type: 'gift' },
      token: fan.token,
    });
    expect(zh.data.list.map((x: { title: string }) => x.title)).toEqual([
      `送出 火箭 ×10 给 ${anchorRow.nickname}`,
    ]);
    // The anchor sees the income side of the same gift.
    const income = await t.call('Order/getList', {
      method: 'GET',
      token: anchor.token,
      lang: 'vi',
    });
    expect(income.data.list).toEqual([
      expect.objectContaining({
        type: 'gift',
        amount: 50,
        account: 'income_pending',
        title: `Nhận Tên lửa ×10 từ ${fan.user.user_nickname}`,
      }),
    ]);
    // Nobody else's movements.
    expect((await t.call('Order/getList', { method: 'GET', token: stranger.token })).data).toEqual({
      list: [],
      total: 0,
      page: 1,
      limit: 20,
    });

    const page2 = await t.call('Order/getList', {
      method: 'GET',
      params: { page: 2, limit: 1 },
      token: fan.token,
    });
    expect(page2.data.list).toHaveLength(1);
    expect(page2.data.list[0].type).toBe('gift');
    expect(page2.data.total).toBe(all.data.total);
    expect(await auditLedger()).toEqual([]);
  });

  it.each([
    [{ type: 'bogus' }, 'type'],
    [{ page: 0 }, 'page'],
    [{ page: 'x' }, 'page'],
    [{ limit: 51 }, 'limit'],
    [{ limit: -1 }, 'limit'],
  ])('refuses %j', async (params, field) => {
    const { token } = await loginAs(t, '86-13800000001', 'demo123456');
    const r = await t.call('Order/getList', { method: 'GET', params, token });
    expect(r).toMatchObject({ code: 1, data: { error: 'invalidField', field } });
  });

  it('needs a login', async () => {
    expect((await t.call('Order/getList', { method: 'GET' })).code).toBe(700);
  });
});

describe('signup_coin_bonus and coin_exchange_settings', () => {
  it('offers the bonus to visitors without a claim', async () => {
    expect((await t.call('signup_coin_bonus/latest')).data).toEqual({
      enabled: true,
      amount: 10,
      claimed: false,
    });
  });

  it('credits it once per user', async () => {
    const u = await registerUser(t);
    const before = await coins(u.user.id);
    const key = idemKey();
    const r = await t.call('signup_coin_bonus/receiveCoin', {
      method: 'GET',
      token: u.token,
      headers: idem(key),
    });
    expect(r).toMatchObject({
      code: 0,
      msg: '领取成功',
      data: { amount: 10, balance: (before + 100) / 10 },
    });
    // The same request again answers the first answer; a new one is refused.
    const again = await t.call('signup_coin_bonus/receiveCoin', {
      method: 'GET',
      token: u.token,
      headers: idem(key),
    });
    expect(again.data).toEqual(r.data);
    const second = await t.call('signup_coin_bonus/receiveCoin', {
      method: 'GET',
      token: u.token,
      headers: idem(),
      lang: 'en',
    });
    expect(second).toMatchObject({
      code: 1,
      msg: 'You have already claimed the sign-up bonus',
      data: { error: 'bonusClaimed' },
    });
    expect(await coins(u.user.id)).toBe(before + 100);
    expect((await t.call('signup_coin_bonus/latest', { token: u.token })).data.claimed).toBe(true);
    const list = await t.call('Order/getList', {
      method: 'GET',
      params: { type: 'bonus' },
      token: u.token,
    });
    expect(list.data.list[0]).toMatchObject({ amount: 10, title: '注册奖励' });
  });

  it('moves it once under ten concurrent claims', async () => {
    const u = await registerUser(t);
    const before = await coins(u.user.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('signup_coin_bonus/receiveCoin', { method: 'GET', token: u.token, headers: idem() }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.data?.error === 'bonusClaimed')).toHaveLength(9);
    expect(await coins(u.user.id)).toBe(before + 100);
    expect(await auditLedger()).toEqual([]);
  });

  it('needs a login and a key; refuses when the offer is off', async () => {
    expect((await t.call('signup_coin_bonus/receiveCoin', { headers: idem() })).code).toBe(700);
    const u = await registerUser(t);
    expect(
      await t.call('signup_coin_bonus/receiveCoin', { method: 'GET', token: u.token }),
    ).toMatchObject({ code: 1, data: { error: 'idempotencyKeyRequired' } });
    const [row] = await db().select().from(settings).where(eq(settings.key, 'signup_coin_bonus'));
    await db()
      .update(settings)
      .set({ value: { amount_tenths: 100, enabled: false } })
      .where(eq(settings.key, 'signup_coin_bonus'));
    try {
      expect((await t.call('signup_coin_bonus/latest')).data).toEqual({
        enabled: false,
        amount: 0,
        claimed: false,
      });
      const r = await t.call('signup_coin_bonus/receiveCoin', {
        method: 'GET',
        token: u.token,
        headers: idem(),
      });
      expect(r).toMatchObject({ code: 1, data: { error: 'bonusUnavailable' } });
      expect(await coins(u.user.id)).toBe(0);
    } finally {
      await db()
        .update(settings)
        .set({ value: row.value })
        .where(eq(settings.key, 'signup_coin_bonus'));
    }
  });

  it('tells what a coin is worth', async () => {
    expect((await t.call('coin_exchange_settings/latest')).data).toEqual({
      coins_per_yuan: 10,
      income_to_coins: 1,
      min_withdrawal: 100,
      anchor_share_percent: 50,
      settlement_hours: 72,
      smallest_unit: 0.1,
    });
  });
});

describe('the ledger afterwards', () => {
  it('audits clean, every recharge from payment clearing', async () => {
    expect(await auditLedger()).toEqual([]);
    const paid = await db().select().from(rechargeOrders).where(eq(rechargeOrders.status, 1));
    const credited = await db()
      .select({ tenths: walletEntries.amountTenths })
      .from(walletEntries)
      .innerJoin(walletTransactions, eq(walletTransactions.id, walletEntries.txId))
      .where(eq(walletTransactions.kind, 'recharge'));
    const total = paid.reduce((s, o) => s + o.coinsTenths, 0);
    expect(credited.filter((e) => e.tenths > 0).reduce((s, e) => s + e.tenths, 0)).toBe(total);
    expect(credited.filter((e) => e.tenths < 0).reduce((s, e) => s + e.tenths, 0)).toBe(-total);
  });
});
