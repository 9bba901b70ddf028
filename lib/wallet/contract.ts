/**
 * The wallet domain's contract (docs/architecture.md "Contracts"): the zod input and output
 * schemas of the coin endpoints — recharge and orders (chargerules/*, Order/getList), bonuses,
 * gifts (Gift/*, member/handselGift), noble tiers (Guard/getList, guard_user/*), horns
 * (Member/sneHorn, Horn/*), income and withdrawals (Balance/*, Bank_card/*) and their review by
 * administrators (admin/hornList, admin/withdrawalList …) — with the types the pages read, and the
 * rules of payout accounts (Luhn, masks) the forms check before sending. Browser-safe: zod, the
 * shared rules and limits only; browser code imports it with `import type`, and its constants
 * from ./limits.
 */
import { z } from 'zod';
import { blank } from '@/lib/rules/input-fields';
import { numberField } from '@/lib/account/contract';
import { idField } from '@/lib/rules/id-field';
import { queueListFields, statusCountsField } from '@/lib/admin/queue-contract';
import {
  BANK_NAME_MAX,
  BANK_NAME_MIN,
  CARD_MAX_DIGITS,
  CARD_MIN_DIGITS,
  HOLDER_NAME_MAX,
  HOLDER_NAME_MIN,
  HORN_MAX_CHARS,
  MAX_AMOUNT_TENTHS,
  MAX_GIFT_NUM,
  NOBLE_MONTHS,
  ORDER_TYPES,
  PAGE_LIMIT_MAX,
  PAYOUT_METHODS,
  REVIEW_REASON_MAX,
  USER_ACCOUNTS,
  parseCoins,
  parseMonths,
} from './limits';

export * from './limits';

/** Code points, so a CJK character or an emoji counts as one. */
const chars = (s: string) => [...s].length;

/** NFC, trimmed, inner runs of white space as one space. */
const tidy = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ');

const coins = z.number().describe('coins, one decimal');
const isoTime = z.string().describe('ISO time (UTC)');

export const pageField = z
  .preprocess(blank, numberField(1, 1000).optional())
  .describe('page number, from 1 (default 1)');
export const limitField = z
  .preprocess(blank, numberField(1, PAGE_LIMIT_MAX).optional())
  .describe(`page size, 1–${PAGE_LIMIT_MAX} (default 20)`);

/** A page of a list endpoint. */
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
/** A page of a list endpoint, as the pages read it. */
export type Paged<T> = { list: T[]; total: number; page: number; limit: number };

/** A zod field of coins, parsed to tenths (`amount` in the API, `amountTenths` after). */
export function coinsField(maxTenths = MAX_AMOUNT_TENTHS) {
  return z
    .unknown()
    .transform((v, ctx) => {
      const tenths = parseCoins(v);
      if (tenths === null) {
        ctx.addIssue({ code: 'custom', message: 'api.errors.amountInvalid', input: v });
        return z.NEVER;
      }
      if (tenths > maxTenths) {
        ctx.addIssue({
          code: 'too_big',
          origin: 'number',
          maximum: maxTenths / 10,
          inclusive: true,
          input: v,
        });
        return z.NEVER;
      }
      return tenths;
    })
    .meta({
      type: ['number', 'string'],
      description: `Coins, > 0, at most one decimal (0.1 is the smallest unit), at most ${maxTenths / 10}.`,
    } as never);
}

// ------------------------------------------------------------------------------------------
// Income, withdrawals and payout accounts (issue 11 §6): bank card numbers (12–19 digits with a
// valid Luhn check digit), Alipay accounts (a mobile number or an email), holders' names, and how
// each is masked for display.

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
  return (
    /^\d+$/.test(digits) &&
    digits.length >= CARD_MIN_DIGITS &&
    digits.length <= CARD_MAX_DIGITS &&
    luhnValid(digits)
  );
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
  return (
    n >= HOLDER_NAME_MIN &&
    n <= HOLDER_NAME_MAX &&
    (HAN_NAME_RE.test(name) || LATIN_NAME_RE.test(name))
  );
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
            chars(s) >= BANK_NAME_MIN &&
            chars(s) <= BANK_NAME_MAX &&
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

export const withdrawalListInput = z.object({
  status: statusField,
  page: pageField,
  limit: limitField,
});

/** admin/withdrawalList: the user's list input, with the console's search and order. */
export const adminWithdrawalListInput = withdrawalListInput.extend(
  queueListFields(['time', 'amount']),
);

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

// Response schemas (the member centre's and the admin area's types: z.infer of these).

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

export const withdrawalListOutput = pageOf(withdrawalItemOutput);
export const adminWithdrawalListOutput = pageOf(adminWithdrawalItemOutput).extend({
  status_counts: statusCountsField,
});

// ------------------------------------------------------------------------------------------
// Recharge packages and orders, the order list, bonuses and exchange settings (issue 11 §2).

export const orderNoField = z.string().trim().min(1).max(64).describe('the order number (R…)');

export const chargeRuleOutput = z.object({
  id: z.number().int(),
  coins: z.number().describe('coins credited, one decimal'),
  bonus: z.number().describe('bonus coins credited on top, one decimal'),
  price: z.number().describe('in yuan, two decimals'),
  currency: z.string().describe('CNY'),
});
export const chargeRuleListOutput = z.array(chargeRuleOutput);

export const payUrlInput = z.object({
  rule_id: idField().describe('a package of chargerules/getList'),
});
export const payUrlOutput = z.object({
  order_no: z.string(),
  pay_url: z.string().describe('absolute (a provider) or site-relative (the sandbox)'),
  expires_at: z.string(),
});

export const orderStatusInput = z.object({ order_no: orderNoField });
export const orderStatusOutput = z.object({
  order_no: z.string(),
  status: z.number().int().describe('0 created, 1 paid, 2 cancelled, 3 expired'),
  status_name: z.string(),
  coins: z.number().describe('coins credited when paid, bonus included'),
  price: z.number().describe('yuan'),
  currency: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
});

export const sandboxCheckoutInput = z.object({
  order: orderNoField,
  sig: z.string().trim().min(1).max(128),
});
export const sandboxCheckoutOutput = orderStatusOutput.omit({ paid_at: true }).extend({
  bonus: z.number(),
  return_url: z.string().describe('the member centre’s wallet tab'),
});

export const orderListInput = z.object({
  type: z
    .preprocess(blank, z.enum(ORDER_TYPES).optional())
    .describe('a kind of order/getTypeList; all when absent'),
  page: pageField,
  limit: limitField,
});
export const orderItemOutput = z.object({
  id: z.number().int().describe('the ledger entry'),
  type: z.string().describe('the kind of movement (order/getTypeList)'),
  type_name: z.string(),
  amount: z.number().describe('coins, signed: + in, − out'),
  account: z.enum(USER_ACCOUNTS),
  balance_after: z.number().describe("the account's balance after this movement"),
  title: z.string().describe('a localised one-liner'),
  created_at: z.string(),
});
export const orderListOutput = pageOf(orderItemOutput);
export const orderTypeOutput = z.object({ type: z.string(), name: z.string() });
export const orderTypeListOutput = z.array(orderTypeOutput);

export const bonusLatestOutput = z.object({
  enabled: z.boolean(),
  amount: z.number(),
  claimed: z.boolean(),
});
export const bonusReceivedOutput = z.object({ amount: z.number(), balance: z.number() });

export const exchangeSettingsOutput = z.object({
  coins_per_yuan: z.number(),
  income_to_coins: z.number(),
  min_withdrawal: z.number(),
  anchor_share_percent: z.number(),
  settlement_hours: z.number(),
  smallest_unit: z.number(),
});

// ------------------------------------------------------------------------------------------
// Gifts (issue 11 §3).

/**
 * The number of gifts. Checked by the domain (lib/wallet/gifts.ts parseGiftNum) so that every
 * wrong value gets the one message "a whole number from 1 to 9999"; decimal text becomes a number
 * here, so "5" and 5 are the same request to the idempotency store.
 */
const giftNumField = z
  .preprocess(
    (v) => (typeof v === 'string' && /^\d{1,6}$/.test(v.trim()) ? Number(v) : v),
    z.unknown(),
  )
  .meta({
    type: ['integer', 'string'],
    description: `the number of gifts, a whole number 1–${MAX_GIFT_NUM}; more than 1 only for combo gifts`,
  } as never);

export const giftItemOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  icon: z.string(),
  effect: z.string(),
  effect_level: z.number().int(),
  combo: z.boolean(),
});
export const giftListOutput = z.array(giftItemOutput);

const giftCard = giftItemOutput.pick({
  id: true,
  name: true,
  icon: true,
  effect: true,
  effect_level: true,
});

export const handselInput = z.object({
  room_id: idField().describe('the live room id'),
  gift_id: idField().describe('the gift id (Gift/getList)'),
  num: giftNumField,
});
export const handselOutput = z.object({
  balance: z.number(),
  exp: z.number(),
  level: z.number().int(),
  gift: giftCard,
  num: z.number().int(),
  total: z.number(),
  send_id: z.number().int(),
});

export const userGiftListInput = z.object({
  type: z
    .preprocess(blank, z.enum(['sent', 'received']).optional())
    .describe('sent (default) or received'),
  page: pageField,
  limit: limitField,
});
export const userGiftItemOutput = z.object({
  id: z.number().int(),
  gift_id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  num: z.number().int(),
  total: z.number(),
  room_id: z.number().int(),
  anchor: z.object({ id: z.number().int(), nickname: z.string() }),
  sender: z.object({ id: z.number().int(), nickname: z.string() }),
  created_at: z.string(),
});
export const userGiftListOutput = pageOf(userGiftItemOutput);

// ------------------------------------------------------------------------------------------
// Noble tiers (issue 11 §4, docs/product.md §6).

/**
 * 1, 3, 6 or 12, as a number or its text; anything else (0, 2, 1.5, "x", missing) gets the one
 * message "choose 1, 3, 6 or 12 months". Parsed to the number, so "3" and 3 are the same request
 * to the idempotency store.
 */
export const monthsField = z
  .unknown()
  .transform((v, ctx) => {
    const months = parseMonths(v);
    if (months === null) {
      ctx.addIssue({ code: 'custom', message: 'api.errors.nobleMonthsInvalid', input: v });
      return z.NEVER;
    }
    return months;
  })
  .meta({
    type: ['integer', 'string'],
    enum: [...NOBLE_MONTHS],
    description: 'how many months: 1, 3, 6 or 12',
  } as never);

export const nobleBadgeOutput = z
  .object({ level: z.number().int(), color: z.string() })
  .describe("a noble tier's chat badge: its level and CSS colour");

export const tierOutput = z.object({
  id: z.number().int(),
  level: z.number().int().describe('1 lowest … 6 highest'),
  name: z.string(),
  monthly_price: z.number().describe('coins a month'),
  badge_color: z.string().describe('CSS colour of the chat badge'),
  entry_effect: z.string().describe('the entry effect announced when joining a room, "" none'),
  horn_large: z.boolean(),
  free_horns: z.number().int().describe('free horns a calendar month (UTC)'),
  mute_protection: z.boolean().describe('room staff cannot mute (site administrators can)'),
});

export const mineOutput = z
  .object({
    tier_id: z.number().int(),
    level: z.number().int(),
    name: z.string(),
    badge_color: z.string(),
    expires_at: z.string().describe('ISO time (UTC)'),
    free_horns_left: z.number().int().describe('this calendar month (UTC)'),
  })
  .nullable();

export const guardListOutput = z.object({
  tiers: z.array(tierOutput),
  mine: mineOutput,
  horn: z.object({ price: z.number(), max_chars: z.number().int() }),
});

export const nobleBuyInput = z.object({
  tier_id: idField().describe('a tier id of Guard/getList'),
  months: monthsField,
});

export const nobleBuyOutput = z.object({
  tier_id: z.number().int(),
  tier_level: z.number().int(),
  expires_at: z.string().describe('the tier runs until then (ISO, UTC)'),
  balance: z.number().describe('coins left'),
  paid: z.number().describe('coins taken: the price less the credit'),
  credit: z.number().describe("the replaced lower tier's unused time, in coins (0 otherwise)"),
  exp: z.number(),
  level: z.number().int().describe("the user's level (LV) after the exp"),
});

export const NOBLE_MODES = ['new', 'renew', 'upgrade'] as const;

export const nobleQuoteOutput = z.object({
  tier_id: z.number().int(),
  months: z.number().int(),
  mode: z
    .enum(NOBLE_MODES)
    .describe('new: from now; renew: the same tier, from its end; upgrade: a higher tier from now'),
  price: z.number().describe('monthly price × months, coins'),
  credit: z.number().describe("the running lower tier's unused time at its price (upgrade)"),
  to_pay: z.number().describe('coins guard_user/buy takes: price − credit'),
  expires_at: z.string().describe('the tier runs until then after buying (ISO, UTC)'),
  from: z
    .object({
      tier_id: z.number().int(),
      level: z.number().int(),
      name: z.string(),
      expires_at: z.string(),
    })
    .nullable()
    .describe('the lower tier an upgrade replaces, or null'),
});

// ------------------------------------------------------------------------------------------
// Horns (issue 11 §5) and their review.

export const hornSendInput = z.object({
  // Any length here: the domain refuses a long one with the horn's own message.
  content: z.string().describe(`the text, 1–${HORN_MAX_CHARS} characters`),
});
export const hornSentOutput = z.object({
  id: z.number().int(),
  status: z.number().int().describe('0 waiting for review'),
  free: z.boolean().describe("paid with one of the noble tier's free horns"),
  cost: z.number().describe('coins paid (0 when free)'),
  balance: z.number(),
  free_horns_left: z.number().int(),
  large: z.boolean(),
});

export const hornItemOutput = z.object({
  id: z.number().int(),
  content: z.string().describe('plain text, never HTML'),
  large: z.boolean().describe("a noble's larger horn"),
  nickname: z.string(),
  avatar: z.string(),
  level: z.number().int(),
  noble: nobleBadgeOutput
    .nullable()
    .describe("the sender's noble tier now (level, badge colour), or null"),
  created_at: z.string(),
  passed_at: z.string().nullable(),
});
export const hornRecentOutput = z.array(hornItemOutput);

export const hornConfigOutput = z.object({
  price: z.number(),
  max_chars: z.number().int(),
  free_horns_left: z.number().int(),
  large: z.boolean(),
});

export const myHornListInput = z.object({ page: pageField, limit: limitField });
export const myHornOutput = z.object({
  id: z.number().int(),
  content: z.string(),
  status: z.number().int(),
  status_name: z.string(),
  reason: z.string(),
  free: z.boolean(),
  cost: z.number(),
  large: z.boolean(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export const myHornListOutput = pageOf(myHornOutput);

export const adminHornOutput = z.object({
  id: z.number().int(),
  content: z.string(),
  status: z.number().int().describe('0 waiting, 1 passed, 2 failed'),
  status_name: z.string(),
  user: z.object({ id: z.number().int(), nickname: z.string(), mobile_masked: z.string() }),
  free: z.boolean(),
  cost: z.number(),
  large: z.boolean(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  reason: z.string(),
});
export const adminHornListInput = z.object({
  status: z.preprocess(blank, numberField(0, 2).optional()).describe('0, 1 or 2'),
  ...queueListFields(['time', 'amount']),
  page: pageField,
  limit: limitField,
});
export const adminHornListOutput = pageOf(adminHornOutput).extend({
  status_counts: statusCountsField,
});

export const reviewHornInput = z.object({
  id: idField().describe('the horn id'),
  pass: z.preprocess(
    (v) => (v === '1' || v === 1 ? 1 : v === '0' || v === 0 ? 0 : v),
    z.union([z.literal(0), z.literal(1)]),
  ),
  reason: z.string().trim().max(REVIEW_REASON_MAX).optional(),
});

// ------------------------------------------------------------------------------------------
// The types the pages read.

export type BankInfo = z.infer<typeof bankOutput>;
export type AlipayInfo = z.infer<typeof alipayOutput>;
export type BalanceInfo = z.infer<typeof balanceInfoOutput>;
export type ConversionResult = z.infer<typeof conversionOutput>;
export type WithdrawalApplied = z.infer<typeof withdrawalAppliedOutput>;
export type Withdrawal = z.infer<typeof withdrawalItemOutput>;
export type AdminWithdrawal = z.infer<typeof adminWithdrawalItemOutput>;

export type ChargeRule = z.infer<typeof chargeRuleOutput>;
export type PayOrder = z.infer<typeof payUrlOutput>;
export type OrderStatus = z.infer<typeof orderStatusOutput>;
/** Recharge order states: 0 created, 1 paid, 2 cancelled, 3 expired. */
export type OrderState = 0 | 1 | 2 | 3;
export type SandboxCheckout = z.infer<typeof sandboxCheckoutOutput>;
export type LedgerRow = z.infer<typeof orderItemOutput>;
export type TxType = z.infer<typeof orderTypeOutput>;
export type BonusInfo = z.infer<typeof bonusLatestOutput>;
export type BonusReceived = z.infer<typeof bonusReceivedOutput>;
export type ExchangeSettings = z.infer<typeof exchangeSettingsOutput>;

export type GiftItem = z.infer<typeof giftItemOutput>;
export type HandselAnswer = z.infer<typeof handselOutput>;
export type UserGiftItem = z.infer<typeof userGiftItemOutput>;

export type NobleBadge = z.infer<typeof nobleBadgeOutput>;
export type NobleTier = z.infer<typeof tierOutput>;
export type NobleMine = z.infer<typeof mineOutput>;
export type GuardList = z.infer<typeof guardListOutput>;
export type NobleBuyResult = z.infer<typeof nobleBuyOutput>;
export type NobleMode = (typeof NOBLE_MODES)[number];
export type NobleQuote = z.infer<typeof nobleQuoteOutput>;

export type HornSent = z.infer<typeof hornSentOutput>;
export type HornItem = z.infer<typeof hornItemOutput>;
export type HornConfig = z.infer<typeof hornConfigOutput>;
export type MyHorn = z.infer<typeof myHornOutput>;
export type AdminHorn = z.infer<typeof adminHornOutput>;

/** The bodies the payout forms send (Bank_card/bind, Bank_card/bindAliPay). */
export type BankBindBody = z.input<typeof bankBindInput>;
export type AlipayBindBody = z.input<typeof alipayBindInput>;
