import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';
import { rooms } from './live';

/*
 * The coin ledger (issue 11, decision 022). Money moves only as a wallet transaction: a set of
 * entries in signed tenths of a coin that sum to zero, written with the accounts' new balances in
 * one database transaction (lib/wallet/ledger.ts). Every amount column is in tenths (decision 005).
 */

/**
 * An account: a user's consumption wallet (`coins`), income not yet settled (`income_pending`)
 * and withdrawable income (`income`), or one of the platform's accounts (`revenue`,
 * `payment_clearing`, `withdrawal_clearing`, `promotions`, user_id null). The balance is the sum
 * of the account's entries, kept here so a conditional update can refuse an overdraft.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id),
    balanceTenths: bigint('balance_tenths', { mode: 'number' }).notNull().default(0),
    /** Clearing and promotion accounts are the outside world's mirror: they run negative. */
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_accounts_kind_user_uq').on(t.kind, sql`coalesce(${t.userId}, 0)`),
    check('wallet_accounts_not_negative', sql`${t.allowNegative} or ${t.balanceTenths} >= 0`),
  ],
);

/**
 * One movement of money. `key` is unique: the idempotency key of the request that caused it
 * (scoped by user) or a natural key (`recharge:<order no>`, `bonus:signup:<user>` …), so the same
 * movement can never be written twice.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    /** recharge, gift, noble, horn, horn_refund, bonus, conversion, withdrawal … (ledger.ts). */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** The user the movement belongs to (the payer, the earner), null for platform moves. */
    userId: integer('user_id').references(() => users.id),
    /** What it was for: gift, room, order, tier … shown in the order list. */
    meta: jsonb('meta').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_transactions_key_uq').on(t.key),
    index('wallet_transactions_user_idx').on(t.userId, t.id),
  ],
);

export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    txId: integer('tx_id')
      .notNull()
      .references(() => walletTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => walletAccounts.id),
    /** Signed: the entries of one transaction sum to zero. */
    amountTenths: bigint('amount_tenths', { mode: 'number' }).notNull(),
    /** The account's balance after this entry (a statement line). */
    balanceAfterTenths: bigint('balance_after_tenths', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_account_idx').on(t.accountId, t.id),
    index('wallet_entries_tx_idx').on(t.txId),
  ],
);

/**
 * The idempotency store of `endpoint({ idempotent: true })`: a client key per user with the hash
 * of the request that first used it and, once answered, that answer (lib/api/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    /** 0 being answered, 1 answered. */
    state: smallint('state').notNull().default(0),
    /** The first answer: `{ ok, msg?, data? }` or `{ error, values, code, status }`. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** Recharge packages (chargerules/getList): coins for a price, sometimes with bonus coins. */
export const chargeRules = pgTable('charge_rules', {
  id: serial('id').primaryKey(),
  coinsTenths: bigint('coins_tenths', { mode: 'number' }).notNull(),
  bonusTenths: bigint('bonus_tenths', { mode: 'number' }).notNull().default(0),
  /** The price in the currency's minor unit (fen for CNY). */
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull().default('CNY'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/**
 * A recharge order: 0 created → 1 paid, 2 cancelled or 3 expired. Paid only by a verified
 * provider notification whose amount matches; the credit is the ledger transaction
 * `recharge:<order_no>`, written in the same database transaction as the state change.
 */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ruleId: integer('rule_id').references(() => chargeRules.id),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    /** Coins credited when paid, bonus included. */
    coinsTenths: bigint('coins_tenths', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(0),
    provider: text('provider').notNull(),
    providerTradeNo: text('provider_trade_no'),
    txId: integer('tx_id').references(() => walletTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recharge_orders_no_uq').on(t.orderNo),
    index('recharge_orders_user_idx').on(t.userId, t.id),
  ],
);

/** The gift catalogue (Gift/getList). `effect` names a self-hosted Lottie animation or ''. */
export const gifts = pgTable(
  'gifts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    nameVi: text('name_vi').notNull(),
    priceTenths: bigint('price_tenths', { mode: 'number' }).notNull(),
    icon: text('icon').notNull(),
    effect: text('effect').notNull().default(''),
    /** 0 a chat line only, 1 an animation in the player, 2 a full-stage animation. */
    effectLevel: smallint('effect_level').notNull().default(0),
    /** May be sent in a combo (num > 1 / repeated quickly). */
    combo: boolean('combo').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('gifts_slug_uq').on(t.slug)],
);

/** A gift sent in a room: the ledger transaction and what the room's ranking and lists read. */
export const giftSends = pgTable(
  'gift_sends',
  {
    id: serial('id').primaryKey(),
    txId: integer('tx_id')
      .notNull()
      .references(() => walletTransactions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    anchorId: integer('anchor_id')
      .notNull()
      .references(() => users.id),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    giftId: integer('gift_id')
      .notNull()
      .references(() => gifts.id),
    num: integer('num').notNull(),
    totalTenths: bigint('total_tenths', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_sends_tx_uq').on(t.txId),
    index('gift_sends_room_idx').on(t.roomId, t.createdAt),
    index('gift_sends_user_idx').on(t.userId, t.id),
    index('gift_sends_anchor_idx').on(t.anchorId, t.id),
  ],
);

/** Noble (guard) tiers (Guard/getList) and their privileges, enforced by the server. */
export const nobleTiers = pgTable(
  'noble_tiers',
  {
    id: serial('id').primaryKey(),
    /** 1 lowest … the higher, the more privileges. */
    level: smallint('level').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    nameVi: text('name_vi').notNull(),
    monthlyPriceTenths: bigint('monthly_price_tenths', { mode: 'number' }).notNull(),
    /** The badge colour (CSS) shown beside the nickname in chat. */
    badgeColor: text('badge_color').notNull(),
    /** The entry effect's name ('' none) announced when the member joins a room. */
    entryEffect: text('entry_effect').notNull().default(''),
    hornLarge: boolean('horn_large').notNull().default(false),
    freeHornsPerMonth: integer('free_horns_per_month').notNull().default(0),
    /** Room administrators and anchors cannot mute this member (site administrators can). */
    muteProtection: boolean('mute_protection').notNull().default(false),
  },
  (t) => [uniqueIndex('noble_tiers_level_uq').on(t.level)],
);

/** A user's noble status: one tier at a time, until `expires_at`. */
export const userNobles = pgTable('user_nobles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tierId: integer('tier_id')
    .notNull()
    .references(() => nobleTiers.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Free horns used per user and calendar month (UTC), counted by a conditional update. */
export const nobleHornUsage = pgTable(
  'noble_horn_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `YYYY-MM`. */
    month: text('month').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/**
 * A horn: a message shown in every room once an administrator passes it. Status 0 waiting for
 * review, 1 passed, 2 failed (docs/product.md §4); a failed horn gives its coins or free horn back.
 */
export const horns = pgTable(
  'horns',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    /** Paid with a noble's free horn (this month) rather than coins. */
    free: boolean('free').notNull().default(false),
    freeMonth: text('free_month'),
    costTenths: bigint('cost_tenths', { mode: 'number' }).notNull().default(0),
    /** A noble's larger horn. */
    large: boolean('large').notNull().default(false),
    txId: integer('tx_id').references(() => walletTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewerId: integer('reviewer_id').references(() => users.id),
  },
  (t) => [index('horns_status_idx').on(t.status, t.id), index('horns_user_idx').on(t.userId, t.id)],
);

/**
 * Income waiting for settlement: a gift's share credited to the anchor's `income_pending`
 * becomes withdrawable `income` at `due_at` (lib/wallet/settlement.ts).
 */
export const incomeSettlements = pgTable(
  'income_settlements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountTenths: bigint('amount_tenths', { mode: 'number' }).notNull(),
    sourceTxId: integer('source_tx_id')
      .notNull()
      .references(() => walletTransactions.id),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('income_settlements_source_uq').on(t.sourceTxId),
    index('income_settlements_due_idx').on(t.userId, t.dueAt),
  ],
);

/**
 * Where an anchor's withdrawals are paid: one bank card and one Alipay account per user. The
 * number is kept masked for display and sealed (AES-256-GCM, lib/wallet/payout-accounts.ts) for
 * the payout; it is never returned whole.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `bank` or `alipay`. */
    kind: text('kind').notNull(),
    holderName: text('holder_name').notNull(),
    bankName: text('bank_name').notNull().default(''),
    numberMasked: text('number_masked').notNull(),
    numberSealed: text('number_sealed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * A withdrawal request: 0 waiting for review (the amount sits in withdrawal clearing), 1 paid, 2
 * rejected (the amount went back to the income wallet).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountTenths: bigint('amount_tenths', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    accountMasked: text('account_masked').notNull(),
    holderName: text('holder_name').notNull(),
    bankName: text('bank_name').notNull().default(''),
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    txId: integer('tx_id')
      .notNull()
      .references(() => walletTransactions.id),
    closeTxId: integer('close_tx_id').references(() => walletTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewerId: integer('reviewer_id').references(() => users.id),
  },
  (t) => [
    uniqueIndex('withdrawals_tx_uq').on(t.txId),
    index('withdrawals_status_idx').on(t.status, t.id),
    index('withdrawals_user_idx').on(t.userId, t.id),
  ],
);
