import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';
import { matches } from './matches';
import { walletTransactions } from './wallet';

/**
 * Experts and their plans (issue 26; docs/product.md §4 "Expert plans"). An application is reviewed like an
 * anchor's (0 waiting, 1 passed, 2 failed); passing adds the user to `experts` with the gameplays
 * they applied for. A plan is a pick on one market of one match, committed by its SHA-256 hash at
 * publication. The database itself refuses what the domain never does (migration 0013's
 * triggers): a plan's content never changes, no plan is ever deleted, nothing is published,
 * withdrawn or bought once its match has left `scheduled`, and a grade is written once.
 */
export const expertApplications = pgTable(
  'expert_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** One or two gameplay keys (lib/experts/limits.ts GAMEPLAYS). */
    gameplays: jsonb('gameplays').$type<string[]>().notNull(),
    /** 0 waiting for review, 1 passed, 2 failed (docs/product.md §4). */
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('expert_applications_waiting_uq')
      .on(t.userId)
      .where(sql`${t.status} = 0`),
    index('expert_applications_user_idx').on(t.userId, t.id),
    index('expert_applications_status_idx').on(t.status, t.id),
    check('expert_applications_status_ck', sql`${t.status} in (0, 1, 2)`),
  ],
);

/** The expert role: a user whose application passed, with the gameplays they may publish. */
export const experts = pgTable('experts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  gameplays: jsonb('gameplays').$type<string[]>().notNull(),
  /** The application text, shown as the expert's introduction. */
  intro: text('intro').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const expertPlans = pgTable(
  'expert_plans',
  {
    id: serial('id').primaryKey(),
    // No cascade: a plan outlives nothing it refers to being deleted (the trigger refuses deletes).
    expertId: integer('expert_id')
      .notNull()
      .references(() => users.id),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    sport: text('sport').notNull(),
    /** The odds market: football eu | asia | total, basketball moneyline | asia | total. */
    market: text('market').notNull(),
    /** home | draw | away | over | under */
    pick: text('pick').notNull(),
    /** The handicap (home side's) or total line at publication; null for 1X2 and moneyline. */
    line: doublePrecision('line'),
    /** The price at publication as the index quotes it (Hong Kong for asia/total, else decimal). */
    odds: doublePrecision('odds').notNull(),
    analysis: text('analysis').notNull(),
    /** 0 free, else coins in tenths. */
    priceTenths: integer('price_tenths').notNull().default(0),
    /** 32 random bytes, hex: revealed with the pick so nobody can guess a hidden pick by hash. */
    nonce: text('nonce').notNull(),
    /** SHA-256 (hex) of the canonical form (lib/experts/hash.ts). */
    hash: text('hash').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }).notNull(),
    /** The match's kick-off when the plan was published: the plan locks then. */
    locksAt: timestamp('locks_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** won | half_won | push | half_lost | lost | void; null until graded. */
    result: text('result'),
    /** Profit on a stake of 1 at the published odds (void and push 0). */
    profit: doublePrecision('profit'),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('expert_plans_hash_uq').on(t.hash),
    index('expert_plans_expert_idx').on(t.expertId, t.id),
    index('expert_plans_match_idx').on(t.matchId),
    index('expert_plans_ungraded_idx')
      .on(t.matchId)
      .where(sql`${t.result} is null`),
    check(
      'expert_plans_result_ck',
      sql`${t.result} is null or ${t.result} in ('won','half_won','push','half_lost','lost','void')`,
    ),
    check('expert_plans_price_ck', sql`${t.priceTenths} >= 0`),
  ],
);

/** One buyer's purchase of one paid plan: once (the unique index and the ledger key agree). */
export const planPurchases = pgTable(
  'plan_purchases',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => expertPlans.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    priceTenths: integer('price_tenths').notNull(),
    /** The expert's share of the price, in tenths (the rest is the platform's). */
    shareTenths: integer('share_tenths').notNull(),
    txId: integer('tx_id')
      .notNull()
      .references(() => walletTransactions.id),
    /** The refund's ledger transaction when the plan was void. */
    refundTxId: integer('refund_tx_id').references(() => walletTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plan_purchases_plan_buyer_uq').on(t.planId, t.buyerId),
    index('plan_purchases_buyer_idx').on(t.buyerId, t.id),
  ],
);
