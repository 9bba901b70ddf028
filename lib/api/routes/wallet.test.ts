import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import { issueToken } from '@/lib/account/auth';
import { hashPassword } from '@/lib/account/password';
import { db } from '@/lib/db/client';
import {
  authTokens,
  incomeSettlements,
  payoutAccounts,
  users,
  walletTransactions,
  withdrawals,
} from '@/lib/db/schema';
import { seedIncome } from '@/lib/wallet/demo/income';
import { post, totalsByKind } from '@/lib/wallet/ledger';
import { sealContext, unseal } from '@/lib/wallet/payout-accounts';
import { recordPendingIncome, settleDue } from '@/lib/wallet/settlement';
import { createTestApi, type CallOptions, type TestApi } from '@/test/api';
import { auditLedger, creditIncome, idem, idemKey, userBalances } from '@/test/wallet';

let t: TestApi;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-test-'));
beforeAll(async () => {
  t = await createTestApi({ DATA_DIR: dataDir, RATE_LIMITS: 'on' });
});
afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// Valid (Luhn) card numbers: 19 digits as most UnionPay debit cards, 16 digits.
const CARD = '6222021234567890128';
const CARD_16 = '6225880123456783';
const PW = '246810';

/** Every answer of a wallet or admin endpoint, to check no whole card number is ever in one. */
const answers: string[] = [];

async function call(path: string, token: string | null, params?: object, opts: CallOptions = {}) {
  const r = await t.call(path, {
    method: 'POST',
    params: params as Record<string, unknown>,
    token,
    ...opts,
  });
  answers.push(JSON.stringify(r));
  return r;
}

/** The same call with a fresh (or the given) Idempotency-Key. */
const money = (
  path: string,
  token: string,
  params: object,
  key = idemKey(),
  opts: CallOptions = {},
) => call(path, token, params, { ...opts, headers: { ...idem(key), ...(opts.headers ?? {}) } });

type Person = { id: number; token: string };

/** A user made directly (the account flows have their own tests), logged in. */
async function person(
  opts: { anchor?: boolean; password?: boolean; bank?: boolean; incomeTenths?: number } = {},
): Promise<Person> {
  const n = crypto.randomInt(1_000_000_000, 9_999_999_999);
  const [u] = await db()
    .insert(users)
    .values({
      mobile: `86-1${n}`,
      passwordHash: 'x',
      nickname: `w${n}`,
      inviteCode: `W${n}`,
      isAnchor: opts.anchor === false ? 0 : 1,
      paymentPasswordHash: opts.password === false ? null : await hashPassword(PW),
    })
    .returning();
  const p = { id: u.id, token: await issueToken(u.id) };
  if (opts.bank) {
    const r = await call('Bank_card/bind', p.token, {
      bank_name: '招商银行',
      card_number: CARD,
      holder_name: '张三',
      payment_password: PW,
    });
    expect(r.code).toBe(0);
  }
  if (opts.incomeTenths) await creditIncome(u.id, opts.incomeTenths);
  return p;
}

let admin: Person;
beforeAll(async () => {
  const [a] = await db().select().from(users).where(eq(users.mobile, '86-13800000003'));
  admin = { id: a.id, token: await issueToken(a.id) };
  // Paying a withdrawal needs the password again (admin/reauth; lib/api/routes/admin-queues.test.ts).
  await db().update(authTokens).set({ reauthAt: new Date() }).where(eq(authTokens.userId, a.id));
});

/** Income credited to income_pending with its settlement row, due at `dueAt`. */
async function pending(userId: number, tenths: number, dueAt?: Date): Promise<void> {
  await db().transaction(async (tx) => {
    const p = await post(tx, {
      kind: 'adjustment',
      key: `test:${idemKey()}`,
      userId,
      legs: [
        { account: 'promotions', tenths: -tenths },
        { account: 'income_pending', userId, tenths },
      ],
    });
    await recordPendingIncome(tx, userId, tenths, p.id);
    if (dueAt) {
      await tx
        .update(incomeSettlements)
        .set({ dueAt })
        .where(eq(incomeSettlements.sourceTxId, p.id));
    }
  });
}

const BAD_AMOUNTS: [unknown, string][] = [
  [-1, '请输入大于 0 的金额,最多一位小数(最小单位 0.1)'],
  [0, '请输入大于 0 的金额,最多一位小数(最小单位 0.1)'],
  [0.05, '请输入大于 0 的金额,最多一位小数(最小单位 0.1)'],
  ['abc', '请输入大于 0 的金额,最多一位小数(最小单位 0.1)'],
  ['1e3', '请输入大于 0 的金额,最多一位小数(最小单位 0.1)'],
  [1e12, '金额：不能大于10000000'],
];

describe('Balance/info', () => {
  it('needs a login', async () => {
    expect((await call('Balance/info', null)).code).toBe(700);
  });

  it('answers every figure, zero for a new user', async () => {
    const u = await person({ anchor: false, password: false });
    expect(await call('Balance/info', u.token)).toMatchObject({
      code: 0,
      data: {
        coins: 0,
        income_pending: 0,
        income: 0,
        withdrawing: 0,
        cumulative: 0,
        min_withdrawal: 100,
        has_payment_password: 0,
        next_settlement_at: null,
        bank: null,
        alipay: null,
      },
    });
  });

  it('shows the demo anchor income to withdraw and income pending; other anchors none', async () => {
    const [demo] = await db().select().from(users).where(eq(users.mobile, '86-13800000002'));
    const r = await call('Balance/info', await issueToken(demo.id));
    expect(r.data).toMatchObject({ income: 2600, income_pending: 380, cumulative: 2980 });
    expect(Date.parse(r.data.next_settlement_at)).toBeGreaterThan(Date.now());
    // Seeding again changes nothing.
    await seedIncome();
    expect(await userBalances(demo.id)).toMatchObject({ income: 26_000, income_pending: 3_800 });
    expect(
      await db().select().from(incomeSettlements).where(eq(incomeSettlements.userId, demo.id)),
    ).toHaveLength(1);
    const others = await db()
      .select()
      .from(users)
      .where(and(ne(users.isAnchor, 0), ne(users.id, demo.id)));
    expect(others.length).toBeGreaterThan(0);
    for (const o of others) {
      const b = await userBalances(o.id);
      expect([b.income, b.income_pending]).toEqual([0, 0]);
    }
  });

  it('settles due income first: pending becomes withdrawable, once, even when asked at once', async () => {
    const u = await person();
    await pending(u.id, 1234, new Date(Date.now() - 1000));
    await pending(u.id, 500); // not due for WALLET_SETTLEMENT_HOURS
    const all = await Promise.all([
      ...Array.from({ length: 5 }, () => call('Balance/info', u.token)),
      settleDue(u.id),
      settleDue(),
    ]);
    for (const r of all.slice(0, 5) as { data: Record<string, unknown> }[]) {
      expect(r.data).toMatchObject({ income: 123.4, income_pending: 50, cumulative: 173.4 });
    }
    expect(await userBalances(u.id)).toMatchObject({ income: 1234, income_pending: 500 });
    const settles = await db()
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, u.id), eq(walletTransactions.kind, 'settlement')));
    expect(settles).toHaveLength(1);

    // Later (a clock past the delay), the rest settles, once.
    const later = new Date(Date.now() + 73 * 3600_000);
    await Promise.all([
      settleDue(u.id, later),
      settleDue(u.id, later),
      settleDue(undefined, later),
    ]);
    expect(await userBalances(u.id)).toMatchObject({ income: 1734, income_pending: 0 });
    expect((await call('Balance/info', u.token)).data).toMatchObject({
      income: 173.4,
      income_pending: 0,
      cumulative: 173.4,
      next_settlement_at: null,
    });
    expect(await auditLedger()).toEqual([]);
  });
});

describe('Balance/conversionBalance', () => {
  it('moves income to coins, irreversibly, and answers both balances', async () => {
    const u = await person({ incomeTenths: 1000 });
    const key = idemKey();
    const r = await money('Balance/conversionBalance', u.token, { amount: 12.5 }, key);
    expect(r).toMatchObject({
      code: 0,
      msg: '已转入球币钱包',
      data: { coins: 12.5, income: 87.5 },
    });
    const [tx] = await db()
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.key, `u${u.id}:${key}`));
    expect(tx.kind).toBe('conversion');
    // A string amount too, in English.
    expect(
      await money('Balance/conversionBalance', u.token, { amount: '7.5' }, idemKey(), {
        lang: 'en',
      }),
    ).toMatchObject({ code: 0, msg: 'Moved to your coin wallet', data: { coins: 20, income: 80 } });
    // Cumulative income is not lowered by spending it.
    expect((await call('Balance/info', u.token)).data).toMatchObject({
      coins: 20,
      income: 80,
      cumulative: 100,
    });
  });

  it('moves once for a key: retries and parallel duplicates answer the first result', async () => {
    const u = await person({ incomeTenths: 1000 });
    const key = idemKey();
    const all = await Promise.all(
      Array.from({ length: 6 }, () =>
        money('Balance/conversionBalance', u.token, { amount: 30 }, key),
      ),
    );
    for (const r of all) expect(r).toMatchObject({ code: 0, data: { coins: 30, income: 70 } });
    expect(await money('Balance/conversionBalance', u.token, { amount: 30 }, key)).toMatchObject({
      data: { coins: 30, income: 70 },
    });
    expect(await userBalances(u.id)).toMatchObject({ coins: 300, income: 700 });
    // The same key with another amount is refused.
    expect(
      (await money('Balance/conversionBalance', u.token, { amount: 31 }, key)).data,
    ).toMatchObject({ error: 'idempotencyKeyReused' });
    expect(await userBalances(u.id)).toMatchObject({ coins: 300, income: 700 });
  });

  it('refuses more than the withdrawable income, and bad amounts, moving nothing', async () => {
    const u = await person({ incomeTenths: 100 });
    expect(await money('Balance/conversionBalance', u.token, { amount: 10.1 })).toMatchObject({
      code: 1,
      msg: '收益余额不足',
      data: { error: 'insufficientIncome' },
    });
    for (const [amount, msg] of BAD_AMOUNTS) {
      expect(await money('Balance/conversionBalance', u.token, { amount })).toMatchObject({
        status: 200,
        code: 1,
        msg,
        data: { error: 'invalidField', field: 'amount' },
      });
    }
    expect((await money('Balance/conversionBalance', u.token, {})).data).toMatchObject({
      field: 'amount',
    });
    expect((await call('Balance/conversionBalance', u.token, { amount: 1 })).data).toMatchObject({
      error: 'idempotencyKeyRequired',
    });
    expect((await call('Balance/conversionBalance', null, { amount: 1 })).code).toBe(700);
    expect(await userBalances(u.id)).toMatchObject({ coins: 0, income: 100 });
  });
});

describe('payout accounts', () => {
  const bind = (token: string, params: Record<string, unknown>, lang?: string) =>
    call('Bank_card/bind', token, { payment_password: PW, ...params }, { lang });
  const good = { bank_name: '中国工商银行 北京分行', card_number: CARD, holder_name: '张三' };

  it('needs a payment password set first', async () => {
    const u = await person({ password: false });
    expect(await bind(u.token, good)).toMatchObject({
      code: 1,
      msg: '请先设置支付密码',
      data: { error: 'paymentPasswordNotSet' },
    });
    expect(
      (
        await call('Bank_card/bindAliPay', u.token, {
          account: '13812345678',
          name: '张三',
          payment_password: PW,
        })
      ).data,
    ).toMatchObject({ error: 'paymentPasswordNotSet' });
    expect((await call('Bank_card/getInfo', u.token)).data).toBeNull();
  });

  it('binds a card, answers it masked and keeps the number sealed', async () => {
    const u = await person();
    expect((await call('Bank_card/getInfo', u.token)).data).toBeNull();
    const r = await bind(u.token, { ...good, card_number: '6222 0212-3456 7890 128' });
    const bank = {
      bank_name: '中国工商银行 北京分行',
      card_masked: '6222 **** **** 0128',
      holder_masked: '张*',
    };
    expect(r).toMatchObject({ code: 0, msg: '绑定成功', data: bank });
    expect((await call('Bank_card/getInfo', u.token)).data).toEqual(bank);
    expect((await call('Balance/info', u.token)).data.bank).toEqual(bank);
    const [row] = await db().select().from(payoutAccounts).where(eq(payoutAccounts.userId, u.id));
    expect(row.numberMasked).toBe('6222 **** **** 0128');
    expect(row.numberSealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row.numberSealed).not.toContain(CARD);
    expect(unseal(row.numberSealed, sealContext(u.id, 'bank'))).toBe(CARD);
  });

  it('replaces the card when bound again', async () => {
    const u = await person({ bank: true });
    const r = await bind(u.token, {
      bank_name: 'Vietcombank',
      card_number: CARD_16,
      holder_name: '  Nguyễn   Văn An ',
    });
    expect(r.data).toEqual({
      bank_name: 'Vietcombank',
      card_masked: '6225 **** **** 6783',
      holder_masked: 'N*** Văn An',
    });
    const rows = await db().select().from(payoutAccounts).where(eq(payoutAccounts.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(unseal(rows[0].numberSealed, sealContext(u.id, 'bank'))).toBe(CARD_16);
  });

  it.each([
    [{ card_number: '6222021234567890127' }, '请输入正确的银行卡号', 'card_number'],
    [{ card_number: '6222O21234567890128' }, '请输入正确的银行卡号', 'card_number'],
    [{ card_number: '62220212345' }, '请输入正确的银行卡号', 'card_number'],
    [{ card_number: '62220212345678901284' }, '请输入正确的银行卡号', 'card_number'],
    [{ card_number: '' }, '请输入正确的银行卡号', 'card_number'],
    [{ holder_name: '张' }, '请输入与账户一致的真实姓名', 'holder_name'],
    [{ holder_name: '张3' }, '请输入与账户一致的真实姓名', 'holder_name'],
    [{ holder_name: 'Tom<b>' }, '请输入与账户一致的真实姓名', 'holder_name'],
    [{ holder_name: 'A'.repeat(31) }, '请输入与账户一致的真实姓名', 'holder_name'],
    [{ holder_name: '张三 Smith' }, '请输入与账户一致的真实姓名', 'holder_name'],
    [{ bank_name: 'x' }, '请输入开户银行', 'bank_name'],
    [{ bank_name: '<script>' }, '请输入开户银行', 'bank_name'],
    [{ bank_name: '银'.repeat(41) }, '请输入开户银行', 'bank_name'],
    [{ payment_password: '' }, expect.stringContaining('不能为空'), 'payment_password'],
  ])('refuses %j', async (params, msg, field) => {
    const u = await person();
    expect(await bind(u.token, { ...good, ...params })).toMatchObject({
      status: 200,
      code: 1,
      msg,
      data: { error: 'invalidField', field },
    });
    expect((await call('Bank_card/getInfo', u.token)).data).toBeNull();
  });

  it('says what is wrong in English and Vietnamese', async () => {
    const u = await person();
    expect((await bind(u.token, { ...good, card_number: '1234' }, 'en')).msg).toBe(
      'Enter a valid bank card number',
    );
    expect((await bind(u.token, { ...good, holder_name: '1' }, 'vi')).msg).toBe(
      'Vui lòng nhập họ tên thật của chủ tài khoản',
    );
  });

  it('refuses a wrong payment password and binds nothing', async () => {
    const u = await person();
    expect(await bind(u.token, { ...good, payment_password: '000000' })).toMatchObject({
      code: 1,
      msg: '支付密码错误,还可尝试 4 次',
      data: { error: 'paymentPasswordIncorrect' },
    });
    expect((await call('Bank_card/getInfo', u.token)).data).toBeNull();
  });

  it('binds an Alipay account by mobile or email', async () => {
    const u = await person();
    expect((await call('Bank_card/getAliPayInfo', u.token)).data).toBeNull();
    const r = await call('Bank_card/bindAliPay', u.token, {
      account: '138 1234 5678',
      name: '李四',
      payment_password: PW,
    });
    expect(r).toMatchObject({
      code: 0,
      data: { account_masked: '138****5678', name_masked: '李*' },
    });
    expect((await call('Bank_card/getAliPayInfo', u.token)).data).toEqual(r.data);
    const r2 = await call('Bank_card/bindAliPay', u.token, {
      account: 'Zhang.San@Example.COM',
      name: 'Zhang San',
      payment_password: PW,
    });
    expect(r2.data).toEqual({ account_masked: 'Z***@example.com', name_masked: 'Z*** San' });
    const [row] = await db()
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.userId, u.id), eq(payoutAccounts.kind, 'alipay')));
    expect(unseal(row.numberSealed, sealContext(u.id, 'alipay'))).toBe('Zhang.San@example.com');
    expect((await call('Balance/info', u.token)).data.alipay).toEqual(r2.data);
  });

  const ACCOUNT_MSG = '请输入正确的支付宝账号(手机号或邮箱)';
  const NAME_MSG = '请输入与账户一致的真实姓名';
  it.each([
    [{ account: 'abc' }, 'account', ACCOUNT_MSG],
    [{ account: '12345' }, 'account', ACCOUNT_MSG],
    [{ account: 'a@b' }, 'account', ACCOUNT_MSG],
    [{ account: '1381234567' }, 'account', ACCOUNT_MSG],
    [{ account: '' }, 'account', ACCOUNT_MSG],
    [{ name: 'x' }, 'name', NAME_MSG],
    [{ name: '李4' }, 'name', NAME_MSG],
  ])('refuses the Alipay binding %j', async (params, field, msg) => {
    const u = await person();
    const r = await call('Bank_card/bindAliPay', u.token, {
      account: '13812345678',
      name: '李四',
      payment_password: PW,
      ...params,
    });
    expect(r).toMatchObject({ code: 1, msg, data: { error: 'invalidField', field } });
    expect((await call('Bank_card/getAliPayInfo', u.token)).data).toBeNull();
  });

  it('needs a login', async () => {
    for (const p of ['Bank_card/bind', 'Bank_card/getInfo', 'Bank_card/bindAliPay']) {
      expect((await call(p, null, good)).code).toBe(700);
    }
  });
});

describe('Balance/applyForWithdrawal', () => {
  const apply = (p: Person, params: Record<string, unknown>, key = idemKey(), lang?: string) =>
    money('Balance/applyForWithdrawal', p.token, { payment_password: PW, ...params }, key, {
      lang,
    });

  it('is for anchors only', async () => {
    const u = await person({ anchor: false, bank: true, incomeTenths: 5000 });
    expect(await apply(u, { amount: 100 })).toMatchObject({
      code: 1,
      data: { error: 'forbidden' },
    });
    expect(await userBalances(u.id)).toMatchObject({ income: 5000 });
  });

  it('moves the amount to withdrawal clearing and lists the request', async () => {
    const u = await person({ bank: true, incomeTenths: 5000 });
    const before = await totalsByKind();
    const key = idemKey();
    const r = await apply(u, { amount: 150 }, key);
    expect(r).toMatchObject({
      code: 0,
      msg: '提现申请已提交，等待审核',
      data: { id: expect.any(Number), status: 0, amount: 150, income: 350 },
    });
    const after = await totalsByKind();
    expect(after.withdrawal_clearing - (before.withdrawal_clearing ?? 0)).toBe(1500);
    expect(after.income - before.income).toBe(-1500);
    const [w] = await db().select().from(withdrawals).where(eq(withdrawals.id, r.data.id));
    expect(w).toMatchObject({
      userId: u.id,
      amountTenths: 1500,
      method: 'bank',
      accountMasked: '6222 **** **** 0128',
      holderName: '张*',
      bankName: '招商银行',
      status: 0,
    });
    const [tx] = await db()
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.id, w.txId));
    expect(tx).toMatchObject({ kind: 'withdrawal', key: `u${u.id}:${key}` });
    expect(tx.meta).toMatchObject({ withdrawal_id: w.id, method: 'bank' });

    expect((await call('Balance/info', u.token)).data).toMatchObject({
      income: 350,
      withdrawing: 150,
      cumulative: 500,
    });
    const list = await call('Balance/withdrawalList', u.token, {});
    expect(list.data).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(list.data.list[0]).toEqual({
      id: w.id,
      amount: 150,
      method: 'bank',
      account_masked: '6222 **** **** 0128',
      bank_name: '招商银行',
      status: 0,
      status_name: '待审核',
      reason: '',
      created_at: expect.any(String),
      reviewed_at: null,
    });
    expect(
      (await call('Balance/withdrawalList', u.token, {}, { lang: 'en' })).data.list[0].status_name,
    ).toBe('Waiting for review');
    expect(
      (await call('Balance/withdrawalList', u.token, {}, { lang: 'vi' })).data.list[0].status_name,
    ).toBe('Chờ duyệt');
    expect((await call('Balance/withdrawalList', u.token, { status: 1 })).data).toMatchObject({
      list: [],
      total: 0,
    });
    expect((await call('Balance/withdrawalList', u.token, { status: 5 })).data).toMatchObject({
      error: 'invalidField',
      field: 'status',
    });
  });

  it('defaults to Alipay when only that is bound, and pays to the method asked for', async () => {
    const u = await person({ incomeTenths: 5000 });
    expect(
      (
        await call('Bank_card/bindAliPay', u.token, {
          account: 'fan@example.com',
          name: '王五',
          payment_password: PW,
        })
      ).code,
    ).toBe(0);
    const r = await apply(u, { amount: 100 });
    expect(r.code).toBe(0);
    const [w] = await db().select().from(withdrawals).where(eq(withdrawals.id, r.data.id));
    expect(w).toMatchObject({ method: 'alipay', accountMasked: 'f***@example.com', bankName: '' });
    expect((await apply(u, { amount: 100, method: 'bank' })).data).toMatchObject({
      error: 'payoutAccountRequired',
    });
  });

  it('refuses below the minimum, above the withdrawable income, and bad amounts', async () => {
    const u = await person({ bank: true, incomeTenths: 2000 });
    expect(await apply(u, { amount: 99.9 })).toMatchObject({
      code: 1,
      msg: '单笔提现至少 100 球币',
      data: { error: 'withdrawalBelowMinimum' },
    });
    expect((await apply(u, { amount: 50 }, idemKey(), 'en')).msg).toBe(
      'A withdrawal must be at least 100 coins',
    );
    expect((await apply(u, { amount: 50 }, idemKey(), 'vi')).msg).toBe(
      'Mỗi lần rút tối thiểu 100 xu',
    );
    expect(await apply(u, { amount: 200.1 })).toMatchObject({
      code: 1,
      msg: '提现金额超过可提现收益',
      data: { error: 'withdrawalAboveWithdrawable' },
    });
    for (const [amount, msg] of BAD_AMOUNTS) {
      expect(await apply(u, { amount })).toMatchObject({
        code: 1,
        msg,
        data: { error: 'invalidField', field: 'amount' },
      });
    }
    expect((await apply(u, { amount: 100, method: 'paypal' })).data).toMatchObject({
      field: 'method',
    });
    expect(await userBalances(u.id)).toMatchObject({ income: 2000 });
    expect(await db().select().from(withdrawals).where(eq(withdrawals.userId, u.id))).toEqual([]);
  });

  it('needs a payment password and a bound account', async () => {
    const noPw = await person({ password: false, incomeTenths: 2000 });
    expect(await apply(noPw, { amount: 100 })).toMatchObject({
      code: 1,
      msg: '请先设置支付密码',
      data: { error: 'paymentPasswordNotSet' },
    });
    const noAccount = await person({ incomeTenths: 2000 });
    expect(await apply(noAccount, { amount: 100 })).toMatchObject({
      code: 1,
      msg: '请先绑定银行卡或支付宝账号',
      data: { error: 'payoutAccountRequired' },
    });
    expect((await apply(noAccount, { amount: 100, payment_password: '' })).data).toMatchObject({
      field: 'payment_password',
    });
    expect(await userBalances(noAccount.id)).toMatchObject({ income: 2000 });
  });

  it('counts wrong payment passwords down, then locks for 15 minutes (the right one too)', async () => {
    const u = await person({ bank: true, incomeTenths: 5000 });
    for (const left of [4, 3, 2, 1]) {
      expect(await apply(u, { amount: 100, payment_password: '111111' })).toMatchObject({
        status: 200,
        code: 1,
        msg: `支付密码错误,还可尝试 ${left} 次`,
        data: { error: 'paymentPasswordIncorrect' },
      });
    }
    const fifth = await apply(u, { amount: 100, payment_password: '111111' });
    expect(fifth).toMatchObject({
      status: 429,
      code: 1,
      msg: expect.stringMatching(/^支付密码错误次数过多,请1[45]分钟后再试$/),
      data: { error: 'paymentPasswordBlocked', retry_after: expect.any(Number) },
    });
    expect(fifth.data.retry_after).toBeGreaterThan(800);
    expect(fifth.data.retry_after).toBeLessThanOrEqual(900);
    const right = await apply(u, { amount: 100 }, idemKey(), 'en');
    expect(right).toMatchObject({
      status: 429,
      msg: expect.stringMatching(/^Too many wrong payment passwords\. Try again in 1[45] min$/),
      data: { error: 'paymentPasswordBlocked' },
    });
    // Binding an account is behind the same lock, and so is Member/paymentPassword's old password.
    expect(
      (
        await call('Bank_card/bind', u.token, {
          bank_name: '招商银行',
          card_number: CARD_16,
          holder_name: '张三',
          payment_password: PW,
        })
      ).data,
    ).toMatchObject({ error: 'paymentPasswordBlocked' });
    expect(
      (
        await call('Member/paymentPassword', u.token, {
          password: '135790',
          repassword: '135790',
          old_password: PW,
        })
      ).data,
    ).toMatchObject({ error: 'paymentPasswordLocked' });
    expect(await userBalances(u.id)).toMatchObject({ income: 5000 });
  });

  it("shares the budget with Member/paymentPassword's old-password tries, and forgets it on success", async () => {
    const u = await person({ bank: true, incomeTenths: 5000 });
    for (let i = 0; i < 2; i++) {
      expect(
        (
          await call('Member/paymentPassword', u.token, {
            password: '135790',
            repassword: '135790',
            old_password: '000000',
          })
        ).data,
      ).toMatchObject({ error: 'paymentPasswordWrong' });
    }
    expect(await apply(u, { amount: 100, payment_password: '111111' })).toMatchObject({
      msg: '支付密码错误,还可尝试 2 次',
    });
    expect((await apply(u, { amount: 100 })).code).toBe(0);
    expect(await apply(u, { amount: 100, payment_password: '111111' })).toMatchObject({
      msg: '支付密码错误,还可尝试 4 次',
    });
  });

  it('checks at most 5 of many parallel guesses', async () => {
    const u = await person({ bank: true, incomeTenths: 5000 });
    const all = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        apply(u, { amount: 100, payment_password: String(700000 + i) }),
      ),
    );
    const errors = all.map((a) => a.data?.error);
    expect(errors.filter((e) => e === 'paymentPasswordIncorrect')).toHaveLength(4);
    expect(errors.filter((e) => e === 'paymentPasswordBlocked')).toHaveLength(6);
  });

  it('opens one withdrawal for one key, however often and however parallel it is sent', async () => {
    const u = await person({ bank: true, incomeTenths: 5000 });
    const key = idemKey();
    const all = await Promise.all(Array.from({ length: 6 }, () => apply(u, { amount: 120 }, key)));
    const ids = new Set(all.map((r) => r.data?.id));
    expect(all.every((r) => r.code === 0)).toBe(true);
    expect(ids.size).toBe(1);
    expect((await apply(u, { amount: 120 }, key)).data).toMatchObject({
      id: [...ids][0],
      income: 380,
    });
    expect((await apply(u, { amount: 121 }, key)).data).toMatchObject({
      error: 'idempotencyKeyReused',
    });
    expect(await db().select().from(withdrawals).where(eq(withdrawals.userId, u.id))).toHaveLength(
      1,
    );
    expect(await userBalances(u.id)).toMatchObject({ income: 3800 });
  });

  it('never lets parallel requests with different keys take more than the income', async () => {
    const u = await person({ bank: true, incomeTenths: 3000 });
    const all = await Promise.all(Array.from({ length: 3 }, () => apply(u, { amount: 150 })));
    const codes = all.map((r) => r.data?.error ?? 'ok').sort();
    expect(codes).toEqual(['ok', 'ok', 'withdrawalAboveWithdrawable']);
    expect(await userBalances(u.id)).toMatchObject({ income: 0 });
  });
});

describe('admin withdrawal review', () => {
  const review = (params: Record<string, unknown>, lang?: string) =>
    call('admin/reviewWithdrawal', admin.token, params, { lang });

  async function requested(amount = 100, incomeTenths = 5000) {
    const u = await person({ bank: true, incomeTenths });
    const r = await money('Balance/applyForWithdrawal', u.token, {
      amount,
      payment_password: PW,
    });
    expect(r.code).toBe(0);
    return { u, id: r.data.id as number };
  }

  it('is for administrators only', async () => {
    const { u, id } = await requested();
    for (const token of [u.token, (await person({ anchor: false })).token]) {
      expect((await call('admin/withdrawalList', token, {})).data).toMatchObject({
        error: 'forbidden',
      });
      expect((await call('admin/reviewWithdrawal', token, { id, pass: 1 })).data).toMatchObject({
        error: 'forbidden',
      });
    }
    expect((await call('admin/withdrawalList', null, {})).code).toBe(700);
  });

  it('lists requests with masked accounts and holders, by status', async () => {
    const { u, id } = await requested(123.4);
    const r = await call('admin/withdrawalList', admin.token, { status: 0, limit: 50 });
    expect(r.code).toBe(0);
    const item = r.data.list.find((i: { id: number }) => i.id === id);
    expect(item).toEqual({
      id,
      amount: 123.4,
      method: 'bank',
      account_masked: '6222 **** **** 0128',
      holder_name_masked: '张*',
      bank_name: '招商银行',
      status: 0,
      status_name: '待审核',
      reason: '',
      user: { id: u.id, nickname: expect.any(String) },
      created_at: expect.any(String),
      reviewed_at: null,
    });
    expect(r.data.list.every((i: { status: number }) => i.status === 0)).toBe(true);
  });

  it('pays an approved request: clearing to payment clearing, once', async () => {
    const { u, id } = await requested(150);
    const before = await totalsByKind();
    const r = await review({ id, pass: 1 });
    expect(r).toMatchObject({
      code: 0,
      data: { id, status: 1, status_name: '已打款', reviewed_at: expect.any(String) },
    });
    const after = await totalsByKind();
    expect(after.withdrawal_clearing - before.withdrawal_clearing).toBe(-1500);
    expect(after.payment_clearing - (before.payment_clearing ?? 0)).toBe(1500);
    const [tx] = await db()
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.key, `withdrawal-close:${id}`));
    expect(tx.kind).toBe('withdrawal_paid');
    expect(await userBalances(u.id)).toMatchObject({ income: 3500 });
    expect((await call('Balance/info', u.token)).data).toMatchObject({
      income: 350,
      withdrawing: 0,
    });
    expect(
      (await call('Balance/withdrawalList', u.token, { status: 1 }, { lang: 'en' })).data.list[0],
    ).toMatchObject({ id, status: 1, status_name: 'Paid' });
    // Reviewed already: refused, nothing moves.
    expect(await review({ id, pass: 0, reason: 'late' })).toMatchObject({
      code: 1,
      msg: '该申请已审核,请刷新列表',
      data: { error: 'alreadyReviewed' },
    });
    expect(await totalsByKind()).toEqual(after);
  });

  it('returns a rejected request to the income wallet, with the reason', async () => {
    const { u, id } = await requested(200);
    expect(await userBalances(u.id)).toMatchObject({ income: 3000 });
    expect(await review({ id, pass: 0 })).toMatchObject({
      code: 1,
      msg: '驳回时请填写原因',
      data: { error: 'reviewReasonRequired' },
    });
    expect(await review({ id, pass: 0, reason: '   ' })).toMatchObject({
      data: { error: 'reviewReasonRequired' },
    });
    expect((await review({ id, pass: 0, reason: '驳'.repeat(101) })).data).toMatchObject({
      error: 'invalidField',
      field: 'reason',
    });
    const r = await review({ id, pass: 0, reason: '  账户名与实名不符 ' }, 'vi');
    expect(r).toMatchObject({
      code: 0,
      data: { id, status: 2, status_name: 'Bị từ chối', reason: '账户名与实名不符' },
    });
    expect(await userBalances(u.id)).toMatchObject({ income: 5000 });
    const [tx] = await db()
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.key, `withdrawal-close:${id}`));
    expect(tx.kind).toBe('withdrawal_returned');
    expect((await call('Balance/info', u.token)).data).toMatchObject({
      income: 500,
      withdrawing: 0,
      cumulative: 500,
    });
    expect((await call('Balance/withdrawalList', u.token, {})).data.list[0]).toMatchObject({
      status: 2,
      status_name: '已驳回',
      reason: '账户名与实名不符',
    });
    expect((await review({ id, pass: 1 })).data).toMatchObject({ error: 'alreadyReviewed' });
  });

  it('lets one of two reviewers at once win', async () => {
    for (const passes of [
      [1, 1],
      [1, 0],
      [0, 0],
    ]) {
      const { u, id } = await requested(100);
      const all = await Promise.all(
        passes.map((pass) => review({ id, pass, reason: pass ? undefined : 'no' })),
      );
      expect(all.map((r) => r.code).sort()).toEqual([0, 1]);
      expect(all.find((r) => r.code === 1)?.data).toMatchObject({ error: 'alreadyReviewed' });
      const closes = await db()
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.key, `withdrawal-close:${id}`));
      expect(closes).toHaveLength(1);
      const [w] = await db().select().from(withdrawals).where(eq(withdrawals.id, id));
      expect(await userBalances(u.id)).toMatchObject({
        income: w.status === 2 ? 5000 : 4000,
      });
    }
  });

  it('refuses unknown ids, bad input and reviewing one’s own request', async () => {
    expect(await review({ id: 99_999_999, pass: 1 })).toMatchObject({
      code: 1,
      msg: '提现记录不存在',
      data: { error: 'withdrawalNotFound' },
    });
    for (const params of [{ id: 'x', pass: 1 }, { id: 1, pass: 2 }, { pass: 1 }, { id: 1 }]) {
      expect((await review(params)).data).toMatchObject({ error: 'invalidField' });
    }
    // An administrator who is also an anchor cannot approve their own withdrawal.
    const boss = await person({ bank: true, incomeTenths: 2000 });
    await db().update(users).set({ isAdmin: true }).where(eq(users.id, boss.id));
    const r = await money('Balance/applyForWithdrawal', boss.token, {
      amount: 100,
      payment_password: PW,
    });
    expect(
      (await call('admin/reviewWithdrawal', boss.token, { id: r.data.id, pass: 1 })).data,
    ).toMatchObject({ error: 'cannotReviewOwn' });
  });
});

describe('afterwards', () => {
  it('never answered a whole card number, and the ledger audits clean', async () => {
    expect(answers.length).toBeGreaterThan(50);
    for (const a of answers) {
      expect(a).not.toContain(CARD);
      expect(a).not.toContain(CARD_16);
      expect(a).not.toContain('numberSealed');
      expect(a).not.toContain('v1.');
    }
    expect(await auditLedger()).toEqual([]);
  });
});
