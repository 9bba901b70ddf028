import 'server-only';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { db, type Db } from '@/lib/db/client';
import { nobleHornUsage, nobleTiers, userNobles, users, walletTransactions } from '@/lib/db/schema';
import type { Locale } from '@/i18n/locales';
import { AppError } from '@/lib/errors/app-error';
import { levelFromExp } from '@/lib/account/level';
import { post, userBalances } from './ledger';
import { toCoins } from './amount';
import type {
  NobleBadge,
  NobleBuyResult,
  NobleMine,
  NobleMode,
  NobleMonths,
  NobleQuote,
  NobleTier,
} from './contract';

export type { NobleBadge };

/**
 * Noble (guard) tiers (issue 11 §4, docs/product.md §6, §9): a tier is bought for whole calendar months
 * in coins; renewing extends the expiry, an upgrade credits the unused lower tier (priceNoble). The privileges are enforced by the server, not the client:
 * the badge on chat messages (lib/chat/service.ts), the entry effect (lib/realtime/chat.ts),
 * protection from mutes by room staff (lib/chat/moderate.ts), the larger horn and the free horns
 * of each month (./horns.ts).
 */

export type Tier = typeof nobleTiers.$inferSelect;

/** A user's tier while it lasts, with its privileges. */
export type ActiveNoble = {
  tier: Tier;
  expiresAt: Date;
};

type Q = Pick<Db, 'select'>;

/** The tier's name in a language. */
export function tierName(tier: Pick<Tier, 'nameZh' | 'nameEn' | 'nameVi'>, lang: Locale): string {
  return lang === 'en' ? tier.nameEn : lang === 'vi' ? tier.nameVi : tier.nameZh;
}

/** The calendar month (UTC) free horns are counted in: `YYYY-MM`. */
export function usageMonth(now: Date = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/**
 * `months` calendar months after `from`, in UTC, keeping the time of day; a day the target month
 * does not have becomes its last day (31 January + 1 month = 28/29 February), as card schemes and
 * subscriptions count.
 */
export function addMonths(from: Date, months: number): Date {
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      y,
      m,
      Math.min(from.getUTCDate(), lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

/** Every tier, lowest first. */
export async function listTiers(q: Q = db()): Promise<Tier[]> {
  return q.select().from(nobleTiers).orderBy(asc(nobleTiers.level));
}

/** A user's tier if it has not expired (read now, not cached: for money and moderation). */
export async function activeNoble(
  userId: number,
  q: Q = db(),
  now: Date = new Date(),
): Promise<ActiveNoble | null> {
  const [row] = await q
    .select({ tier: nobleTiers, expiresAt: userNobles.expiresAt })
    .from(userNobles)
    .innerJoin(nobleTiers, eq(nobleTiers.id, userNobles.tierId))
    .where(and(eq(userNobles.userId, userId), gt(userNobles.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/**
 * The tier every chat message and room entry asks about, cached per user for a few seconds per
 * instance (a chat burst must not query it per message). A purchase on this instance forgets the
 * user at once; another instance shows it within NOBLE_CACHE_MS. The expiry is checked at use, so
 * a tier never outlives its end because of the cache. Its own LRU rather than lib/cache/memo: one
 * entry per chatting user, far beyond memo's 64.
 */
const NOBLE_CACHE_MS = 10_000;
const nobleCache = new LRUCache<number, { value: ActiveNoble | null }>({
  max: 20_000,
  ttl: NOBLE_CACHE_MS,
  fetchMethod: async (userId) => ({ value: await activeNoble(userId) }),
});

export async function cachedNoble(userId: number): Promise<ActiveNoble | null> {
  const hit = (await nobleCache.fetch(userId))?.value ?? null;
  return hit && hit.expiresAt.getTime() > Date.now() ? hit : null;
}

/** The sender's badge for a chat message, or null. */
export async function nobleBadge(userId: number | null): Promise<NobleBadge | null> {
  if (userId === null) return null;
  const n = await cachedNoble(userId);
  return n ? { level: n.tier.level, color: n.tier.badgeColor } : null;
}

/** Forgets cached tiers (after a purchase; tests after changing the table). */
export function forgetNoble(userId?: number): void {
  if (userId === undefined) nobleCache.clear();
  else nobleCache.delete(userId);
}

/**
 * Whether room staff (its anchor, its administrators) may not mute this user: a member whose
 * tier says so. Site administrators still can (the caller checks that).
 */
export async function isMuteProtected(userId: number): Promise<boolean> {
  const n = await activeNoble(userId);
  return Boolean(n?.tier.muteProtection);
}

/** Free horns a user's tier still gives this month (0 without a tier that gives any). */
export async function freeHornsLeft(
  userId: number,
  noble: ActiveNoble | null,
  q: Q = db(),
  now: Date = new Date(),
): Promise<number> {
  const limit = noble?.tier.freeHornsPerMonth ?? 0;
  if (limit <= 0) return 0;
  const [row] = await q
    .select({ used: nobleHornUsage.used })
    .from(nobleHornUsage)
    .where(and(eq(nobleHornUsage.userId, userId), eq(nobleHornUsage.month, usageMonth(now))));
  return Math.max(0, limit - (row?.used ?? 0));
}

export type TierItem = NobleTier;

export function tierItem(t: Tier, lang: Locale): TierItem {
  return {
    id: t.id,
    level: t.level,
    name: tierName(t, lang),
    monthly_price: toCoins(t.monthlyPriceTenths),
    badge_color: t.badgeColor,
    entry_effect: t.entryEffect,
    horn_large: t.hornLarge,
    free_horns: t.freeHornsPerMonth,
    mute_protection: t.muteProtection,
  };
}

export type MyNoble = NonNullable<NobleMine>;

/** The user's tier as Guard/getList's `mine`, or null when none is active. */
export async function myNoble(userId: number, lang: Locale): Promise<MyNoble | null> {
  const n = await activeNoble(userId);
  if (!n) return null;
  return {
    tier_id: n.tier.id,
    level: n.tier.level,
    name: tierName(n.tier, lang),
    badge_color: n.tier.badgeColor,
    expires_at: n.expiresAt.toISOString(),
    free_horns_left: await freeHornsLeft(userId, n),
  };
}

export type Purchase = NobleBuyResult & {
  /** True when the same idempotency key had bought already: nothing moved this time. */
  replay: boolean;
};

/** guard_user/quote's answer and its `mode` (lib/wallet/contract.ts). */
export type { NobleMode, NobleQuote };

/**
 * The credit of unused time at an upgrade: a month of credit is 31 days, the longest calendar
 * month, so the unused time is worth at most what was paid for it whatever months it spans
 * (docs/product.md §6: floor in the platform's favour).
 */
export const CREDIT_MONTH_MS = 31 * 24 * 3600_000;

/** What buying `months` of `tier` now costs a user who holds `current`. */
export type NoblePrice = {
  mode: NobleMode;
  /** The running lower tier an upgrade credits, else null. */
  from: ActiveNoble | null;
  /** The tier's monthly price × months. */
  priceTenths: number;
  /** The unused time of `from` at its own price (0 unless an upgrade). */
  creditTenths: number;
  /** What the buyer pays: price − credit. */
  payTenths: number;
  expiresAt: Date;
};

/**
 * The price of a purchase (docs/product.md §6), the one rule `guard_user/quote` shows and
 * `guard_user/buy` charges:
 * - none, or an expired tier: the tier from now, for the full price;
 * - the same tier, still running: extended from its end, for the full price;
 * - a higher tier while a lower one runs: the new tier from now for the bought months; the lower
 *   tier's unused time is credited at the lower tier's price (its monthly price per 31 days,
 *   floored to the tenth) and the buyer pays price − credit. The lower tier ends now. When the
 *   credit covers the whole price the purchase is refused (`nobleCreditExceedsPrice`: more months
 *   or a higher tier), rather than losing the rest of the credit;
 * - a lower tier while a higher one runs: refused (`nobleDowngrade`).
 */
export function priceNoble(
  current: ActiveNoble | null,
  tier: Tier,
  months: NobleMonths,
  now: Date,
): NoblePrice {
  const priceTenths = tier.monthlyPriceTenths * months;
  const running = current !== null && current.expiresAt.getTime() > now.getTime() ? current : null;
  if (!running) {
    return {
      mode: 'new',
      from: null,
      priceTenths,
      creditTenths: 0,
      payTenths: priceTenths,
      expiresAt: addMonths(now, months),
    };
  }
  if (running.tier.level > tier.level) throw new AppError('nobleDowngrade');
  if (running.tier.id === tier.id || running.tier.level === tier.level) {
    return {
      mode: 'renew',
      from: null,
      priceTenths,
      creditTenths: 0,
      payTenths: priceTenths,
      expiresAt: addMonths(running.expiresAt, months),
    };
  }
  const unusedMs = running.expiresAt.getTime() - now.getTime();
  const creditTenths = Math.floor((running.tier.monthlyPriceTenths * unusedMs) / CREDIT_MONTH_MS);
  if (creditTenths >= priceTenths) {
    throw new AppError('nobleCreditExceedsPrice', {
      from: toCoins(creditTenths),
      price: toCoins(priceTenths),
    });
  }
  return {
    mode: 'upgrade',
    from: running,
    priceTenths,
    creditTenths,
    payTenths: priceTenths - creditTenths,
    expiresAt: addMonths(now, months),
  };
}

/** guard_user/quote: what guard_user/buy would charge now, and until when (nothing moves). */
export async function quoteNoble(input: {
  userId: number;
  tierId: number;
  months: NobleMonths;
  lang: Locale;
  now?: Date;
}): Promise<NobleQuote> {
  const now = input.now ?? new Date();
  const [tier] = await db().select().from(nobleTiers).where(eq(nobleTiers.id, input.tierId));
  if (!tier) throw new AppError('nobleTierNotFound');
  const p = priceNoble(await activeNoble(input.userId, db(), now), tier, input.months, now);
  return {
    tier_id: tier.id,
    months: input.months,
    mode: p.mode,
    price: toCoins(p.priceTenths),
    credit: toCoins(p.creditTenths),
    to_pay: toCoins(p.payTenths),
    expires_at: p.expiresAt.toISOString(),
    from: p.from
      ? {
          tier_id: p.from.tier.id,
          level: p.from.tier.level,
          name: tierName(p.from.tier, input.lang),
          expires_at: p.from.expiresAt.toISOString(),
        }
      : null,
  };
}

/**
 * guard_user/buy: `months` of a tier at the price priceNoble gives, in one database transaction
 * with the money (ledger `noble`, coins → revenue, key `u<user>:<client key>`), the exp (1 coin
 * paid = 1 exp) and the user's tier. The user's row is locked first (`select … for update`) and
 * the price is reckoned under the lock, so two purchases at once (two tabs, two keys) queue and
 * each is priced on what the other left; a retry with the same key moves nothing (replay).
 */
export async function buyNoble(input: {
  userId: number;
  tierId: number;
  months: NobleMonths;
  key: string;
  now?: Date;
}): Promise<Purchase> {
  const { userId, months, key } = input;
  const [tier] = await db().select().from(nobleTiers).where(eq(nobleTiers.id, input.tierId));
  if (!tier) throw new AppError('nobleTierNotFound');

  const result = await db().transaction(async (tx) => {
    const now = input.now ?? new Date();
    // A retry whose first try committed (its answer was lost): answer the state, move nothing.
    const [done] = await tx
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(eq(walletTransactions.key, key));
    if (done) return { replay: true as const };

    // The row to lock: made (already expired) if the user never had one, so a first purchase
    // racing another meets it on the primary key and waits for it.
    await tx
      .insert(userNobles)
      .values({ userId, tierId: tier.id, expiresAt: new Date(0) })
      .onConflictDoNothing();
    const [current] = await tx
      .select({ tier: nobleTiers, expiresAt: userNobles.expiresAt })
      .from(userNobles)
      .innerJoin(nobleTiers, eq(nobleTiers.id, userNobles.tierId))
      .where(eq(userNobles.userId, userId))
      .for('update', { of: userNobles });
    const price = priceNoble(current ?? null, tier, months, now);
    const { expiresAt, payTenths } = price;

    const posted = await post(tx, {
      kind: 'noble',
      key,
      userId,
      meta: {
        tier_id: tier.id,
        level: tier.level,
        months,
        expires_at: expiresAt.toISOString(),
        mode: price.mode,
        price_tenths: price.priceTenths,
        credit_tenths: price.creditTenths,
        ...(price.from
          ? {
              from_tier_id: price.from.tier.id,
              from_expires_at: price.from.expiresAt.toISOString(),
            }
          : {}),
      },
      legs: [
        { account: 'coins', userId, tenths: -payTenths },
        { account: 'revenue', tenths: payTenths },
      ],
    });
    if (posted.replay) return { replay: true as const };

    await tx
      .update(userNobles)
      .set({ tierId: tier.id, expiresAt, updatedAt: now })
      .where(eq(userNobles.userId, userId));
    const [u] = await tx
      .update(users)
      .set({ expTenths: sql`${users.expTenths} + ${payTenths}` })
      .where(eq(users.id, userId))
      .returning({ exp: users.expTenths, balance: users.balanceTenths });
    return {
      replay: false as const,
      tierId: tier.id,
      tierLevel: tier.level,
      expiresAt,
      exp: u.exp,
      balance: u.balance,
      paid: payTenths,
      credit: price.creditTenths,
    };
  });
  forgetNoble(userId);

  if (!result.replay) {
    const exp = toCoins(result.exp);
    return {
      tier_id: result.tierId,
      tier_level: result.tierLevel,
      expires_at: result.expiresAt.toISOString(),
      balance: toCoins(result.balance),
      paid: toCoins(result.paid),
      credit: toCoins(result.credit),
      exp,
      level: levelFromExp(exp),
      replay: false,
    };
  }
  // The first purchase with this key: answer what it paid and the user's state now.
  const [first] = await db()
    .select({ meta: walletTransactions.meta })
    .from(walletTransactions)
    .where(eq(walletTransactions.key, key));
  const meta = (first?.meta ?? {}) as { price_tenths?: number; credit_tenths?: number };
  const creditTenths = meta.credit_tenths ?? 0;
  const [row] = await db()
    .select({
      tierId: userNobles.tierId,
      level: nobleTiers.level,
      expiresAt: userNobles.expiresAt,
      exp: users.expTenths,
    })
    .from(users)
    .leftJoin(userNobles, eq(userNobles.userId, users.id))
    .leftJoin(nobleTiers, eq(nobleTiers.id, userNobles.tierId))
    .where(eq(users.id, userId));
  const exp = toCoins(row?.exp ?? 0);
  return {
    tier_id: row?.tierId ?? tier.id,
    tier_level: row?.level ?? tier.level,
    expires_at: (row?.expiresAt ?? new Date(0)).toISOString(),
    balance: toCoins((await userBalances(userId)).coins),
    paid: toCoins((meta.price_tenths ?? tier.monthlyPriceTenths * months) - creditTenths),
    credit: toCoins(creditTenths),
    exp,
    level: levelFromExp(exp),
    replay: true,
  };
}
