/**
 * The rules and request schemas of income, withdrawals and payout accounts (issue 11 §6): bank
 * card numbers (12–19 digits with a valid Luhn check digit), Alipay accounts (a mobile number or
 * an email), holders' names, and how each is masked for display. Browser-safe (zod only), so the
 * member centre's forms check the same rules before sending.
 */
import { z } from 'zod';
import { numberField } from '@/lib/account/schemas';
import { idField } from '@/lib/rules/id-field';
import { coinsField } from './amount';

/** Withdrawal states: 0 waiting for review (money in withdrawal clearing), 1 paid, 2 rejected. */
export const WITHDRAWAL_STATUS = { waiting: 0, paid: 1, rejected: 2 } as const;
export const WITHDRAWAL_STATUS_NAMES = ['waiting', 'paid', 'rejected'] as const;
export const PAYOUT_METHODS = ['bank', 'alipay'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
/** A reviewer's reason, in code points. */
export const REVIEW_REASON_MAX = 100;

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** Code points, so a CJK character or an emoji counts as one. */
const chars = (s: string) => [...s].length;

/** NFC, trimmed, inner runs of white space as one space. */
const tidy = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ');

/** The Luhn (mod 10) check digit rule of payment card numbers (ISO/IEC 7812). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number as typed (`6222 0212 …`, `6222-0212-…`) without its spaces and dashes. */
export function normalizeCardNumber(raw: string): string {
  return raw.replace(/[\s-]+/g, '');
}

export function cardNumberValid(digits: string): boolean {
  return /^\d{12,19}$/.test(digits) && luhnValid(digits);
}

/** `6222 **** **** 1234`: the issuer's first four digits and the last four. */
export function maskCardNumber(digits: string): string {
  return `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
}

/** Chinese names (with `·` between parts, as in 买买提·艾力) or Latin-script words (Vietnamese too). */
const HAN_NAME_RE = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u;
const LATIN_NAME_RE = /^[\p{Script=Latin}\p{M}]+(?: [\p{Script=Latin}\p{M}]+)*$/u;

export function holderNameValid(name: string): boolean {
  const n = chars(name);
  return n >= 2 && n <= 30 && (HAN_NAME_RE.test(name) || LATIN_NAME_RE.test(name));
}

/**
 * A holder's name for display: a Chinese name keeps its first character (张三 → 张*), a Latin one
 * hides the first word but its initial (Nguyen Van A → N*** Van A; Smith → S***).
 */
export function maskHolderName(name: string): string {
  if (!name.includes(' ')) {
    const c = [...name];
    return /\p{Script=Han}/u.test(c[0]) ? c[0] + '*'.repeat(c.length - 1) : `${c[0]}***`;
  }
  const [first, ...rest] = name.split(' ');
  return [`${[...first][0]}***`, ...rest].join(' ');
}

/** A mainland mobile, a `CC-number` as the site writes mobiles, or an email. */
const ALIPAY_MOBILE_RE = /^(?:1\d{10}|\d{1,4}-\d{5,15})$/;
const EMAIL_RE = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Spaces dropped from a mobile number; an email as typed, its domain in lower case. */
export function normalizeAlipayAccount(raw: string): string {
  const s = raw.trim();
  if (s.includes('@')) {
    const at = s.lastIndexOf('@');
    return s.slice(0, at) + '@' + s.slice(at + 1).toLowerCase();
  }
  return s.replace(/\s+/g, '');
}

export function alipayAccountValid(account: string): boolean {
  return account.length <= 100 && (ALIPAY_MOBILE_RE.test(account) || EMAIL_RE.test(account));
}

/** `138****5678`, `84-91****678`, `z***@example.com`. */
export function maskAlipayAccount(account: string): string {
  const at = account.lastIndexOf('@');
  if (at > 0) return `${account[0]}***${account.slice(at)}`;
  const keepEnd = account.length >= 11 ? 4 : 3;
  const keepStart = 3;
  const hidden = Math.max(account.length - keepStart - keepEnd, 4);
  return account.slice(0, keepStart) + '*'.repeat(hidden) + account.slice(-keepEnd);
}

// ------------------------------------------------------------------------------------------
// Request schemas (a message starting with `api.` names a whole message).

/** The payment password as typed; any text counts as a try (its format is not a hint). */
export const paymentPasswordField = z
  .string()
  .min(1)
  .max(20)
  .describe('the payment password (Member/paymentPassword); 5 wrong tries per 15 min, then 429');

export const bankBindInput = z.object({
  bank_name: z
    .string({ error: 'api.errors.bankNameInvalid' })
    .max(200, 'api.errors.bankNameInvalid')
    .transform(tidy)
    .pipe(
      z
        .string()
        .refine(
          (s) =>
            chars(s) >= 2 &&
            chars(s) <= 40 &&
            /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} ()（）·.&'’-]*$/u.test(s),
          'api.errors.bankNameInvalid',
        ),
    )
    .describe('the bank (and branch): 2–40 letters, digits, spaces, brackets'),
  card_number: z
    .string({ error: 'api.errors.bankCardInvalid' })
    .max(60, 'api.errors.bankCardInvalid')
    .transform(normalizeCardNumber)
    .pipe(z.string().refine(cardNumberValid, 'api.errors.bankCardInvalid'))
    .describe('12–19 digits with a valid Luhn check digit; spaces and dashes are ignored'),
  holder_name: z
    .string({ error: 'api.errors.holderNameInvalid' })
    .max(200, 'api.errors.holderNameInvalid')
    .transform(tidy)
    .pipe(z.string().refine(holderNameValid, 'api.errors.holderNameInvalid'))
    .describe(
      'the card holder: 2–30 Chinese characters, or Latin letters (Vietnamese too) and spaces',
    ),
  payment_password: paymentPasswordField,
});

export const alipayBindInput = z.object({
  account: z
    .string({ error: 'api.errors.alipayAccountInvalid' })
    .max(200, 'api.errors.alipayAccountInvalid')
    .transform(normalizeAlipayAccount)
    .pipe(z.string().refine(alipayAccountValid, 'api.errors.alipayAccountInvalid'))
    .describe('the Alipay account: a mobile number (13812345678 or 84-912345678) or an email'),
  name: z
    .string({ error: 'api.errors.holderNameInvalid' })
    .max(200, 'api.errors.holderNameInvalid')
    .transform(tidy)
    .pipe(z.string().refine(holderNameValid, 'api.errors.holderNameInvalid'))
    .describe("the account's real name: 2–30 Chinese characters, or Latin letters and spaces"),
  payment_password: paymentPasswordField,
});

export const conversionInput = z.object({
  amount: coinsField().describe('coins of withdrawable income to move to the coin wallet'),
});

export const withdrawalInput = z.object({
  amount: coinsField().describe('coins of withdrawable income, at least the minimum withdrawal'),
  payment_password: paymentPasswordField,
  method: z
    .preprocess(blank, z.enum(PAYOUT_METHODS).optional())
    .describe('bank or alipay; default: the bank card when one is bound, else Alipay'),
});

const statusField = z
  .preprocess(blank, numberField(0, 2).optional())
  .describe('0 waiting for review, 1 paid, 2 rejected; all when absent');
const pageField = z
  .preprocess(blank, numberField(1, 1000).optional())
  .describe('page number, from 1 (default 1)');
const limitField = z
  .preprocess(blank, numberField(1, 50).optional())
  .describe('page size, 1–50 (default 20)');

export const withdrawalListInput = z.object({
  status: statusField,
  page: pageField,
  limit: limitField,
});

export const reviewWithdrawalInput = z.object({
  id: idField().describe('the withdrawal id'),
  pass: numberField(0, 1).describe('1 paid, 0 rejected (needs a reason)'),
  reason: z
    .preprocess(
      (v) => (typeof v === 'string' ? tidy(v) : v),
      z
        .string()
        .superRefine((s, ctx) => {
          if (chars(s) > REVIEW_REASON_MAX)
            ctx.addIssue({
              code: 'too_big',
              origin: 'string',
              maximum: REVIEW_REASON_MAX,
              inclusive: true,
              input: s,
            });
        })
        .optional(),
    )
    .describe(`the reason shown to the user: required to reject, at most ${REVIEW_REASON_MAX}`),
});

// ------------------------------------------------------------------------------------------
// Response schemas (the member centre's and the admin area's types: z.infer of these).

const coins = z.number().describe('coins, one decimal');
const isoTime = z.string().describe('ISO time (UTC)');

export const bankOutput = z.object({
  bank_name: z.string(),
  card_masked: z.string().describe('e.g. 6222 **** **** 1234'),
  holder_masked: z.string().describe('e.g. 张*, N*** Van A'),
});
export const alipayOutput = z.object({
  account_masked: z.string().describe('e.g. 138****5678, z***@example.com'),
  name_masked: z.string(),
});

export const balanceInfoOutput = z.object({
  coins: coins.describe('the coin (consumption) wallet'),
  income_pending: coins.describe('income waiting for settlement'),
  income: coins.describe('withdrawable income'),
  withdrawing: coins.describe('requested withdrawals waiting for review'),
  cumulative: coins.describe('all income ever earned'),
  min_withdrawal: z.number().int().describe('the smallest withdrawal, in coins'),
  has_payment_password: z.union([z.literal(0), z.literal(1)]),
  next_settlement_at: isoTime
    .nullable()
    .describe('when the earliest pending income becomes withdrawable'),
  bank: bankOutput.nullable(),
  alipay: alipayOutput.nullable(),
});

export const conversionOutput = z.object({
  coins: coins.describe('the coin wallet after the move'),
  income: coins.describe('withdrawable income after the move'),
});

export const withdrawalAppliedOutput = z.object({
  id: z.number().int(),
  status: z.literal(0),
  amount: coins,
  income: coins.describe('withdrawable income left'),
});

export const withdrawalItemOutput = z.object({
  id: z.number().int(),
  amount: coins,
  method: z.enum(PAYOUT_METHODS),
  account_masked: z.string(),
  bank_name: z.string().describe("the bank's name ('' for Alipay)"),
  status: z.number().int().describe('0 waiting for review, 1 paid, 2 rejected'),
  status_name: z.string().describe("the status in the request's language"),
  reason: z.string().describe("the reviewer's reason ('' unless given)"),
  created_at: isoTime,
  reviewed_at: isoTime.nullable(),
});

export const adminWithdrawalItemOutput = withdrawalItemOutput.extend({
  holder_name_masked: z.string(),
  user: z.object({ id: z.number().int(), nickname: z.string() }),
});

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });

export const withdrawalListOutput = pageOf(withdrawalItemOutput);
export const adminWithdrawalListOutput = pageOf(adminWithdrawalItemOutput);
