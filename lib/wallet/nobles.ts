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

/**
 * Noble (guard) tiers (issue 11 §4, SPEC.md §6, §9): a tier is bought for whole calendar months
 * in coins; buying extends the expiry. The privileges are enforced by the server, not the client:
 * the badge on chat messages (lib/chat/service.ts), the entry effect (lib/realtime/chat.ts),
 * protection from mutes by room staff (lib/chat/moderate.ts), the larger horn and the free horns
 * of each month (./horns.ts).
 */

/** The months a tier can be bought for at once. */
export const NOBLE_MONTHS = [1, 3, 6, 12] as const;
export type NobleMonths = (typeof NOBLE_MONTHS)[number];

export type Tier = typeof nobleTiers.$inferSelect;

/** What chat messages carry about their sender's tier (`noble` of ChatMessage). */
export type NobleBadge = { level: number; color: string };

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

export type TierItem = {
  id: number;
  level: number;
  name: string;
  monthly_price: number;
  badge_color: string;
  entry_effect: string;
  horn_large: boolean;
  free_horns: number;
  mute_protection: boolean;
};

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

export type MyNoble = {
  tier_id: number;
  level: number;
  name: string;
  badge_color: string;
  expires_at: string;
  free_horns_left: number;
};

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

export type Purchase = {
  tier_id: number;
  tier_level: number;
  expires_at: string;
  balance: number;
  exp: number;
  level: number;
  /** True when the same idempotency key had bought already: nothing moved this time. */
  replay: boolean;
};

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

/**
 * guard_user/buy: `months` of a tier for its monthly price × months, in one database transaction
 * with the money (ledger `noble`, coins → revenue, key `u<user>:<client key>`), the exp (1 coin =
 * 1 exp) and the user's tier:
 * - the same tier, still running: extended from its end;
 * - a higher tier while one runs: the new tier from now, its end the old end + months (the time
 *   already paid for is carried over, not lost);
 * - a lower tier while a higher one runs: refused (`nobleDowngrade`), nothing moves;
 * - none, or an expired one: from now.
 * The user's row is locked first (`select … for update`), so two purchases at once (two tabs,
 * two keys) queue and both extend; a retry with the same key moves nothing (replay).
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
  const priceTenths = tier.monthlyPriceTenths * months;

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
      .select({
        tierId: userNobles.tierId,
        expiresAt: userNobles.expiresAt,
        level: nobleTiers.level,
      })
      .from(userNobles)
      .innerJoin(nobleTiers, eq(nobleTiers.id, userNobles.tierId))
      .where(eq(userNobles.userId, userId))
      .for('update', { of: userNobles });
    const running = current.expiresAt.getTime() > now.getTime();
    if (running && current.level > tier.level) throw new AppError('nobleDowngrade');
    const from = running ? current.expiresAt : now;
    const expiresAt = addMonths(from, months);

    const posted = await post(tx, {
      kind: 'noble',
      key,
      userId,
      meta: { tier_id: tier.id, level: tier.level, months, expires_at: expiresAt.toISOString() },
      legs: [
        { account: 'coins', userId, tenths: -priceTenths },
        { account: 'revenue', tenths: priceTenths },
      ],
    });
    if (posted.replay) return { replay: true as const };

    await tx
      .update(userNobles)
      .set({ tierId: tier.id, expiresAt, updatedAt: now })
      .where(eq(userNobles.userId, userId));
    const [u] = await tx
      .update(users)
      .set({ expTenths: sql`${users.expTenths} + ${priceTenths}` })
      .where(eq(users.id, userId))
      .returning({ exp: users.expTenths, balance: users.balanceTenths });
    return {
      replay: false as const,
      tierId: tier.id,
      tierLevel: tier.level,
      expiresAt,
      exp: u.exp,
      balance: u.balance,
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
      exp,
      level: levelFromExp(exp),
      replay: false,
    };
  }
  // The first purchase with this key: answer the user's state now.
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
    exp,
    level: levelFromExp(exp),
    replay: true,
  };
}
