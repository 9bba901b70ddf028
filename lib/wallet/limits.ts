/**
 * The wallet domain's limits and fixed lists (coins, gifts, noble tiers, horns, withdrawals and
 * their review), read by the API, the domain and the pages alike (docs/architecture.md
 * "Contracts"). Plain values and pure helpers only: no imports, so the browser gets a few bytes
 * (docs/decisions/024).
 */

/** The months a noble tier can be bought for at once (docs/product.md §6). */
export const NOBLE_MONTHS = [1, 3, 6, 12] as const;
export type NobleMonths = (typeof NOBLE_MONTHS)[number];

/** A months value from the API: 1, 3, 6 or 12 (number or numeric text), else null. */
export function parseMonths(value: unknown): NobleMonths | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,2}$/.test(value)
        ? Number(value)
        : NaN;
  return (NOBLE_MONTHS as readonly number[]).includes(n) ? (n as NobleMonths) : null;
}

/** A horn's text: at most 60 characters (code points, after normalisation), plain text. */
export const HORN_MAX_CHARS = 60;
/** Horn/recent answers at most this many passed horns. */
export const HORN_RECENT_MAX = 20;

/** A reviewer's reason for failing a horn or rejecting a withdrawal, in code points. */
export const REVIEW_REASON_MAX = 100;

/** The most gifts of one kind in one send (docs/product.md §5 "gift amount is a number"). */
export const MAX_GIFT_NUM = 9999;
/** The quantities the gift picker offers a combo gift in (each at most MAX_GIFT_NUM). */
export const GIFT_QUANTITIES = [1, 10, 66, 99, 520, 1314] as const;

/** A user's own accounts (the order list's `account`). */
export const USER_ACCOUNTS = ['coins', 'income_pending', 'income'] as const;
export type UserAccountKind = (typeof USER_ACCOUNTS)[number];

/** What a transaction was (the order list's types, `order/getTypeList`). */
export const TX_KINDS = [
  'recharge',
  'gift',
  'gift_income',
  'noble',
  'horn',
  'horn_refund',
  'bonus',
  'conversion',
  'settlement',
  'withdrawal',
  'withdrawal_paid',
  'withdrawal_returned',
  'plan',
  'plan_refund',
  'opening',
  'adjustment',
] as const;
export type TxKind = (typeof TX_KINDS)[number];

/**
 * The kinds every user's records can hold (order/getTypeList for a logged-in fan); an anchor's
 * add ANCHOR_TX_KINDS; any other kind (a horn refund, an opening balance, an adjustment) is
 * listed to a user once they have one (issue 24: a fan's filter listed gift income, settlement
 * and withdrawals).
 */
export const FAN_TX_KINDS = [
  'recharge',
  'gift',
  'noble',
  'horn',
  'bonus',
] as const satisfies readonly TxKind[];
/** What an anchor's income makes: gifts received, their settlement, conversion, withdrawals. */
export const ANCHOR_TX_KINDS = [
  'gift_income',
  'settlement',
  'conversion',
  'withdrawal',
  'withdrawal_paid',
  'withdrawal_returned',
] as const satisfies readonly TxKind[];

/**
 * The noble tiers' entry effects (a tier's `entry_effect`), lowest tier first: each has its own
 * self-hosted animation, `/nobles/<effect>.json` (scripts/gen-gift-assets.ts), grander with rank.
 * A tier with another effect name shows the entry banner without an animation.
 */
export const NOBLE_ENTRY_EFFECTS = ['viscount', 'count', 'marquis', 'duke', 'king'] as const;
export type NobleEntryEffect = (typeof NOBLE_ENTRY_EFFECTS)[number];

/** Order/getList's filter: every kind, or all of them. */
export const ORDER_TYPES = ['all', ...TX_KINDS] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Withdrawal states: 0 waiting for review (money in withdrawal clearing), 1 paid, 2 rejected. */
export const WITHDRAWAL_STATUS = { waiting: 0, paid: 1, rejected: 2 } as const;
export const WITHDRAWAL_STATUS_NAMES = ['waiting', 'paid', 'rejected'] as const;
export const PAYOUT_METHODS = ['bank', 'alipay'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** Bank card numbers: 12 to 19 digits (UnionPay cards are 16–19, some debit cards fewer). */
export const CARD_MIN_DIGITS = 12;
export const CARD_MAX_DIGITS = 19;
/** A bank's (and branch's) name, in code points. */
export const BANK_NAME_MIN = 2;
export const BANK_NAME_MAX = 40;
/** A card holder's or an Alipay account's real name, in code points. */
export const HOLDER_NAME_MIN = 2;
export const HOLDER_NAME_MAX = 30;

/** A list endpoint's page size: 1 to this many (default 20). */
export const PAGE_LIMIT_MAX = 50;

// Amounts at the API's edge (decision 005): coins with at most one decimal; integer tenths inside.

/** The largest single amount accepted: 10 million coins. */
export const MAX_AMOUNT_TENTHS = 100_000_000;

const DECIMAL = /^(?:0|[1-9]\d{0,12})(?:\.\d)?$/;

/** Coins (number or string, ≤ 1 decimal, > 0, ≤ max) to tenths; null when not such an amount. */
export function parseCoins(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value;
  } else {
    return null;
  }
  if (!DECIMAL.test(text)) return null;
  const [whole, frac = '0'] = text.split('.');
  const tenths = Number(whole) * 10 + Number(frac);
  return tenths > 0 ? tenths : null;
}

/** Tenths to the API's number of coins with one decimal. */
export function toCoins(tenths: number): number {
  return Math.round(tenths) / 10;
}
