import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { hashPassword } from '@/lib/account/password';
import { db } from '@/lib/db/client';
import { payoutAccounts, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { createTestApi, type TestApi } from '@/test/api';
import {
  bindAlipay,
  bindBankCard,
  payoutDestination,
  payoutInfo,
  requirePaymentPassword,
  seal,
  sealContext,
  unseal,
} from './payout-accounts';
import {
  alipayAccountValid,
  alipayBindInput,
  bankBindInput,
  cardNumberValid,
  holderNameValid,
  luhnValid,
  maskAlipayAccount,
  maskCardNumber,
  maskHolderName,
  normalizeCardNumber,
} from './contract';

let t: TestApi;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payout-test-'));
beforeAll(async () => {
  t = await createTestApi({ DATA_DIR: dataDir, RATE_LIMITS: 'on' });
});
afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const CARD = '6222021234567890128';
const PW = '246810';
let seq = 0;

async function userWithPassword(password: string | null = PW): Promise<number> {
  const n = `${Date.now() % 1_000_000_000}${seq++}`.padStart(10, '0').slice(-10);
  const [u] = await db()
    .insert(users)
    .values({
      mobile: `86-1${n}`,
      passwordHash: 'x',
      nickname: `p${n}`,
      inviteCode: `P${n}`,
      isAnchor: 1,
      paymentPasswordHash: password ? await hashPassword(password) : null,
    })
    .returning();
  return u.id;
}

describe('card numbers, accounts and names', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid(CARD)).toBe(true);
    expect(luhnValid('6222021234567890127')).toBe(false);
    expect(luhnValid('62220212345678901x8')).toBe(false);
    expect(cardNumberValid('4111111111111111')).toBe(true);
    // Valid digits, but too short or too long for a card.
    expect(cardNumberValid('00000000000')).toBe(false);
    expect(cardNumberValid('0'.repeat(20))).toBe(false);
    expect(normalizeCardNumber(' 6222-0212 3456\t7890 128 ')).toBe(CARD);
  });

  it('masks cards, accounts and names', () => {
    expect(maskCardNumber(CARD)).toBe('6222 **** **** 0128');
    expect(maskCardNumber('4111111111111111')).toBe('4111 **** **** 1111');
    expect(maskAlipayAccount('13812345678')).toBe('138****5678');
    expect(maskAlipayAccount('84-912345678')).toBe('84-*****5678');
    expect(maskAlipayAccount('zhang.san@example.com')).toBe('z***@example.com');
    expect(maskHolderName('张三')).toBe('张*');
    expect(maskHolderName('欧阳娜娜')).toBe('欧***');
    expect(maskHolderName('买买提·艾力')).toBe('买*****');
    expect(maskHolderName('Nguyen Van A')).toBe('N*** Van A');
    expect(maskHolderName('Nguyễn Văn An')).toBe('N*** Văn An');
    expect(maskHolderName('Smith')).toBe('S***');
  });

  it('accepts real names in Chinese or Latin script only', () => {
    for (const ok of ['张三', '买买提·艾力', 'Nguyễn Văn An', 'John Smith', 'Lý Thị Hà'])
      expect(holderNameValid(ok)).toBe(true);
    for (const bad of [
      '张',
      '张3',
      'John  Smith',
      ' John',
      'J0hn',
      'Иван Петров',
      '张三 Li',
      '·张',
    ])
      expect(holderNameValid(bad)).toBe(false);
  });

  it('accepts Alipay mobiles and emails', () => {
    for (const ok of ['13812345678', '84-912345678', 'a.b+c@mail.example.cn'])
      expect(alipayAccountValid(ok)).toBe(true);
    for (const bad of ['1381234567', '23812345678', 'a@b', 'a@b.c', '@example.com', 'x'])
      expect(alipayAccountValid(bad)).toBe(false);
  });

  it('normalises what it accepts', () => {
    expect(
      bankBindInput.parse({
        bank_name: ' 招商银行  深圳分行 ',
        card_number: '6222 0212 3456 7890 128',
        holder_name: ' Nguyễn  Văn An ',
        payment_password: PW,
      }),
    ).toEqual({
      bank_name: '招商银行 深圳分行',
      card_number: CARD,
      holder_name: 'Nguyễn Văn An',
      payment_password: PW,
    });
    // NFD input (as some keyboards send) is composed first.
    expect(
      alipayBindInput.parse({
        account: '138 1234 5678',
        name: 'Nguye\u0302\u0303n Van A',
        payment_password: PW,
      }),
    ).toMatchObject({ account: '13812345678', name: 'Nguyễn Van A' });
    expect(bankBindInput.safeParse({ card_number: 6222021234567890128 }).success).toBe(false);
  });
});

describe('sealing', () => {
  it('round-trips, with a random IV each time, in the v1 format', () => {
    const ctx = sealContext(7, 'bank');
    const a = seal(CARD, ctx);
    const b = seal(CARD, ctx);
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(CARD);
    expect(unseal(a, ctx)).toBe(CARD);
    expect(unseal(b, ctx)).toBe(CARD);
  });

  it('refuses a tampered value, another context and other formats', () => {
    const ctx = sealContext(7, 'bank');
    const sealed = seal(CARD, ctx);
    const [v, iv, tag, ct] = sealed.split('.');
    const flipped = Buffer.from(ct, 'base64url');
    flipped[0] ^= 1;
    expect(() => unseal([v, iv, tag, flipped.toString('base64url')].join('.'), ctx)).toThrow();
    expect(() => unseal(sealed, sealContext(8, 'bank'))).toThrow();
    expect(() => unseal(sealed, sealContext(7, 'alipay'))).toThrow();
    expect(() => unseal(`v2.${iv}.${tag}.${ct}`, ctx)).toThrow('not a sealed value');
    expect(() => unseal(CARD, ctx)).toThrow('not a sealed value');
  });
});

describe('binding', () => {
  it('stores the number masked and sealed, nowhere whole', async () => {
    const id = await userWithPassword();
    const info = await bindBankCard(id, {
      bank_name: '招商银行',
      card_number: CARD,
      holder_name: '张三',
      payment_password: PW,
    });
    expect(info).toEqual({
      bank_name: '招商银行',
      card_masked: '6222 **** **** 0128',
      holder_masked: '张*',
    });
    const rows = await db().select().from(payoutAccounts).where(eq(payoutAccounts.userId, id));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(CARD);
    expect(stored).not.toContain(CARD.slice(4, 15));
    expect(unseal(rows[0].numberSealed, sealContext(id, 'bank'))).toBe(CARD);
    expect(JSON.stringify(await payoutInfo(id))).not.toContain(CARD);
  });

  it('gives the payout step the account a withdrawal named, and nothing once it changed', async () => {
    const id = await userWithPassword();
    await bindAlipay(id, { account: '13812345678', name: '李四', payment_password: PW });
    const w = { userId: id, method: 'alipay', accountMasked: '138****5678' };
    expect(await payoutDestination(w)).toEqual({
      number: '13812345678',
      holderName: '李四',
      bankName: '',
    });
    await bindAlipay(id, { account: 'li.si@example.com', name: '李四', payment_password: PW });
    expect(await payoutDestination(w)).toBeNull();
    expect(await payoutDestination({ ...w, method: 'bank' })).toBeNull();
  });

  it('moves a sealed number to another user: it does not open there', async () => {
    const a = await userWithPassword();
    const b = await userWithPassword();
    await bindBankCard(a, {
      bank_name: '招商银行',
      card_number: CARD,
      holder_name: '张三',
      payment_password: PW,
    });
    const [row] = await db().select().from(payoutAccounts).where(eq(payoutAccounts.userId, a));
    expect(() => unseal(row.numberSealed, sealContext(b, 'bank'))).toThrow();
  });
});

describe('requirePaymentPassword', () => {
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: AppError) => ({ key: e.key, values: e.values, status: e.status }),
    );

  it('needs one set', async () => {
    const id = await userWithPassword(null);
    expect(await refusal(requirePaymentPassword(id, PW))).toEqual({
      key: 'paymentPasswordNotSet',
      values: {},
      status: 200,
    });
  });

  it('counts 4 tries down, locks on the 5th for 15 minutes, and clears on success', async () => {
    const id = await userWithPassword();
    expect(await refusal(requirePaymentPassword(id, '000000'))).toMatchObject({
      key: 'paymentPasswordIncorrect',
      values: { left: 4 },
    });
    await requirePaymentPassword(id, PW);
    for (const left of [4, 3, 2, 1]) {
      expect(await refusal(requirePaymentPassword(id, '000000'))).toMatchObject({
        key: 'paymentPasswordIncorrect',
        values: { left },
        status: 200,
      });
    }
    const locked = await refusal(requirePaymentPassword(id, '000000'));
    expect(locked).toMatchObject({ key: 'paymentPasswordBlocked', status: 429 });
    expect(locked?.values.retryAfter).toBeGreaterThan(890);
    expect(await refusal(requirePaymentPassword(id, PW))).toMatchObject({
      key: 'paymentPasswordBlocked',
      status: 429,
    });
  });
});
