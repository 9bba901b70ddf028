import 'server-only';
import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import {
  horns,
  nobleHornUsage,
  nobleTiers,
  userNobles,
  users,
  walletTransactions,
} from '@/lib/db/schema';
import type { Locale } from '@/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import { AppError } from '@/lib/errors/app-error';
import { log } from '@/lib/log';
import { levelFromExp } from '@/lib/account/level';
import { memo, clearMemos } from '@/lib/cache/memo';
import { normalizeChatText } from '@/lib/chat/text';
import { inboxChanged, notify } from '@/lib/messages';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { requireRole } from '@/lib/admin/roles';
import type { QueueSort, SortDir } from '@/lib/admin/queue-limits';
import { queueOrder, queueSearch, statusCounts } from '@/lib/admin/queue-search';
import { post, userBalances } from './ledger';
import { toCoins } from './amount';
import { HORN_MAX_CHARS, HORN_RECENT_MAX } from './limits';
import type {
  AdminHorn,
  HornItem as HornItemOut,
  HornSent as HornSentOut,
  MyHorn,
} from './contract';
import { activeNoble, freeHornsLeft, usageMonth } from './nobles';
import { walletEvents } from './events';

/**
 * Horns (issue 11 §5, docs/product.md §4, §9): a short message every live room shows once an
 * administrator passes it. It costs HORN_PRICE_TENTHS, or one of the free horns a noble tier gives
 * each UTC month; it waits for review (0 waiting, 1 passed, 2 failed); a failed horn gives back
 * what it cost, coins or the free horn, in the same database transaction as the verdict; a passed
 * one is pushed to every room's viewers by the chat (`horn.passed`, lib/chat/wallet-events.ts).
 */

/** A horn's price when it is not free: 10 coins. */
export const HORN_PRICE_TENTHS = 100;
/** Horn/recent: the passed horns of this long ago and newer, at most HORN_RECENT_MAX. */
export const HORN_RECENT_MS = 24 * 3600_000;

export const HORN_STATUS = { waiting: 0, passed: 1, failed: 2 } as const;
const STATUS_KEYS = ['waiting', 'passed', 'failed'] as const;

/** docs/product.md §4 review status, localised ("待审核", "Waiting for review" …). */
export function reviewStatusName(status: number, lang: Locale): string {
  return translate(lang, `api.review.${STATUS_KEYS[status] ?? 'waiting'}`);
}

/**
 * A horn's text as stored and shown: the chat's normalisation (invisible characters out, NFC,
 * whitespace runs as one space, trimmed), then 1..HORN_MAX_CHARS characters. Never HTML: clients
 * render it as text.
 */
export function hornText(raw: unknown): string {
  const n = normalizeChatText(raw);
  if (!n.ok || [...n.text].length > HORN_MAX_CHARS)
    throw new AppError('hornTextInvalid', { max: HORN_MAX_CHARS });
  return n.text;
}

export type HornSent = HornSentOut;

/**
 * Member/sneHorn: a horn waiting for review. Free while the user's tier has free horns left this
 * month (a conditional increment of `noble_horn_usage`: `used < limit`, so concurrent sends never
 * take more than the limit), else HORN_PRICE_TENTHS through the ledger (kind `horn`, coins →
 * revenue, key `u<user>:<client key>`) in the same transaction as the horn. A retry with the same
 * key answers the first horn. A free horn moves no money and has no ledger key: its retries are
 * caught by the endpoint's idempotency store (lib/api/idempotency.ts) alone.
 */
export async function sendHorn(input: {
  userId: number;
  content: unknown;
  key: string;
  now?: Date;
}): Promise<HornSent> {
  const { userId, key } = input;
  const text = hornText(input.content);
  // The chat refuses the site-wide blocked words (lib/chat/wallet-events.ts), before any charge.
  await walletEvents.emit('horn.sending', { text });
  const now = input.now ?? new Date();
  const month = usageMonth(now);

  return db().transaction(async (tx) => {
    const answer = async (hornId: number, freeLeft: number | null): Promise<HornSent> => {
      const [h] = await tx.select().from(horns).where(eq(horns.id, hornId));
      return {
        id: h.id,
        status: h.status,
        free: h.free,
        cost: toCoins(h.costTenths),
        balance: toCoins((await userBalances(userId, tx)).coins),
        free_horns_left:
          freeLeft ?? (await freeHornsLeft(userId, await activeNoble(userId, tx, now), tx, now)),
        large: h.large,
      };
    };
    const firstOf = async (txId: number) => {
      const [h] = await tx.select({ id: horns.id }).from(horns).where(eq(horns.txId, txId));
      return answer(h.id, null);
    };
    // A paid horn sent before under this key (its answer was lost): that horn, nothing moves.
    const [done] = await tx
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(eq(walletTransactions.key, key));
    if (done) return firstOf(done.id);

    const noble = await activeNoble(userId, tx, now);
    const limit = noble?.tier.freeHornsPerMonth ?? 0;
    let freeLeft: number | null = null;
    if (limit > 0) {
      const [used] = await tx
        .insert(nobleHornUsage)
        .values({ userId, month, used: 1 })
        .onConflictDoUpdate({
          target: [nobleHornUsage.userId, nobleHornUsage.month],
          set: { used: sql`${nobleHornUsage.used} + 1` },
          setWhere: sql`${nobleHornUsage.used} < ${limit}`,
        })
        .returning({ used: nobleHornUsage.used });
      freeLeft = used ? limit - used.used : 0;
      if (used) {
        const [h] = await tx
          .insert(horns)
          .values({
            userId,
            text,
            free: true,
            freeMonth: month,
            costTenths: 0,
            large: noble!.tier.hornLarge,
            createdAt: now,
          })
          .returning({ id: horns.id });
        return answer(h.id, freeLeft);
      }
    }

    // The horn first, so the movement names it (the order list's title reads `horn_id`).
    const [h] = await tx
      .insert(horns)
      .values({
        userId,
        text,
        free: false,
        costTenths: HORN_PRICE_TENTHS,
        large: noble?.tier.hornLarge ?? false,
        createdAt: now,
      })
      .returning({ id: horns.id });
    const posted = await post(tx, {
      kind: 'horn',
      key,
      userId,
      meta: { horn_id: h.id, text },
      legs: [
        { account: 'coins', userId, tenths: -HORN_PRICE_TENTHS },
        { account: 'revenue', tenths: HORN_PRICE_TENTHS },
      ],
    });
    if (posted.replay) {
      // The same key won a race meanwhile: its horn stands, this one goes.
      await tx.delete(horns).where(eq(horns.id, h.id));
      return firstOf(posted.id);
    }
    await tx.update(horns).set({ txId: posted.id }).where(eq(horns.id, h.id));
    return answer(h.id, freeLeft);
  });
}

export type MyHornItem = MyHorn;

/** Member/hornList: the user's own horns, newest first. */
export async function myHorns(
  userId: number,
  lang: Locale,
  page: number,
  limit: number,
): Promise<{ list: MyHornItem[]; total: number; page: number; limit: number }> {
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select()
      .from(horns)
      .where(eq(horns.userId, userId))
      .orderBy(desc(horns.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db().select({ n: count() }).from(horns).where(eq(horns.userId, userId)),
  ]);
  return {
    list: rows.map((h) => ({
      id: h.id,
      content: h.text,
      status: h.status,
      status_name: reviewStatusName(h.status, lang),
      reason: h.reason,
      free: h.free,
      cost: toCoins(h.costTenths),
      large: h.large,
      created_at: h.createdAt.toISOString(),
      reviewed_at: h.reviewedAt?.toISOString() ?? null,
    })),
    total: Number(n),
    page,
    limit,
  };
}

/** A passed horn as rooms show it (Horn/recent, the websocket's `horn` frame). */
export type HornItem = HornItemOut;

/** Passed horns with their senders (`where`: which), newest verdict first. */
async function hornItems(where: ReturnType<typeof and>, limit: number): Promise<HornItem[]> {
  const rows = await db()
    .select({
      id: horns.id,
      text: horns.text,
      large: horns.large,
      createdAt: horns.createdAt,
      reviewedAt: horns.reviewedAt,
      nickname: users.nickname,
      avatar: users.avatar,
      exp: users.expTenths,
      nobleLevel: nobleTiers.level,
      nobleColor: nobleTiers.badgeColor,
    })
    .from(horns)
    .innerJoin(users, eq(users.id, horns.userId))
    .leftJoin(
      userNobles,
      and(eq(userNobles.userId, horns.userId), gt(userNobles.expiresAt, sql`now()`)),
    )
    .leftJoin(nobleTiers, eq(nobleTiers.id, userNobles.tierId))
    .where(where)
    .orderBy(desc(horns.reviewedAt), desc(horns.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    content: r.text,
    large: r.large,
    nickname: r.nickname,
    avatar: r.avatar,
    level: levelFromExp(toCoins(r.exp)),
    noble:
      r.nobleLevel !== null && r.nobleColor !== null
        ? { level: r.nobleLevel, color: r.nobleColor }
        : null,
    created_at: r.createdAt.toISOString(),
    passed_at: r.reviewedAt?.toISOString() ?? null,
  }));
}

/**
 * Horn/recent: the horns passed in the last 24 hours, newest first (a room shows the newest on
 * load; later ones arrive on the websocket). Read at most every 5 s per instance: every room
 * page asks for it.
 */
export const recentHorns = memo(5000, async (): Promise<HornItem[]> => {
  const since = new Date(Date.now() - HORN_RECENT_MS);
  return hornItems(
    and(eq(horns.status, HORN_STATUS.passed), gt(horns.reviewedAt, since)),
    HORN_RECENT_MAX,
  );
});

/** `86-138****0001`: enough for an administrator to tell accounts apart, not to call them. */
export function maskMobile(mobile: string): string {
  const i = mobile.indexOf('-');
  const cc = i >= 0 ? mobile.slice(0, i + 1) : '';
  const n = i >= 0 ? mobile.slice(i + 1) : mobile;
  if (n.length >= 7) return `${cc}${n.slice(0, 3)}****${n.slice(-4)}`;
  return `${cc}${n.slice(0, 1)}***${n.slice(-1)}`;
}

export type AdminHornItem = AdminHorn;

async function adminItems(
  where: ReturnType<typeof and>,
  lang: Locale,
  page = 1,
  limit = 1,
  order: SQL[] = [desc(horns.id)],
): Promise<AdminHornItem[]> {
  const rows = await db()
    .select({ h: horns, nickname: users.nickname, mobile: users.mobile })
    .from(horns)
    .innerJoin(users, eq(users.id, horns.userId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit);
  return rows.map(({ h, nickname, mobile }) => ({
    id: h.id,
    content: h.text,
    status: h.status,
    status_name: reviewStatusName(h.status, lang),
    user: { id: h.userId, nickname, mobile_masked: maskMobile(mobile) },
    free: h.free,
    cost: toCoins(h.costTenths),
    large: h.large,
    created_at: h.createdAt.toISOString(),
    reviewed_at: h.reviewedAt?.toISOString() ?? null,
    reason: h.reason,
  }));
}

/**
 * admin/hornList: horns of a status (all when unset), newest first unless `sort` (time or cost)
 * and `dir` say otherwise; `q` searches the sender (lib/admin/queue-search.ts). With the counts
 * per status of the search.
 */
export async function adminHornList(input: {
  reader: Actor['user'];
  status?: number;
  q?: string;
  sort?: QueueSort;
  dir?: SortDir;
  page: number;
  limit: number;
  lang: Locale;
}): Promise<{
  list: AdminHornItem[];
  total: number;
  page: number;
  limit: number;
  status_counts: number[];
}> {
  requireRole(input.reader, 'moderator');
  const search = queueSearch(input.q, horns.id);
  const where = and(
    input.status === undefined ? undefined : eq(horns.status, input.status),
    search,
  );
  const order = queueOrder(input, {
    time: horns.createdAt,
    id: horns.id,
    amount: horns.costTenths,
  });
  const [list, [{ n }], counts] = await Promise.all([
    adminItems(where, input.lang, input.page, input.limit, order),
    db()
      .select({ n: count() })
      .from(horns)
      .innerJoin(users, eq(users.id, horns.userId))
      .where(where),
    statusCounts(horns, { status: horns.status, userId: horns.userId }, search),
  ]);
  return {
    list,
    total: Number(n),
    page: input.page,
    limit: input.limit,
    status_counts: counts,
  };
}

/**
 * admin/reviewHorn: passes or fails a waiting horn, once (a conditional update from status 0:
 * a second verdict, even a concurrent one, is `alreadyReviewed`). Moderators and administrators.
 * Failing needs a reason and gives back what the horn cost in the same transaction: its coins
 * (ledger `horn_refund`, revenue → coins, key `horn-refund:<id>`) or its free horn (that month's
 * count goes down by one). One audit row (`horn.approve|reject`) in the same transaction. A
 * passed horn is pushed to every room.
 */
export async function reviewHorn(
  actor: Actor,
  input: { id: number; pass: boolean; reason?: string; lang: Locale },
): Promise<AdminHornItem> {
  requireRole(actor.user, 'moderator');
  const reason = (input.reason ?? '').trim();
  if (!input.pass && !reason) throw new AppError('reviewReasonRequired');
  await db().transaction(async (tx) => {
    const [h] = await tx
      .update(horns)
      .set({
        status: input.pass ? HORN_STATUS.passed : HORN_STATUS.failed,
        reason,
        reviewedAt: new Date(),
        reviewerId: actor.user.id,
      })
      .where(and(eq(horns.id, input.id), eq(horns.status, HORN_STATUS.waiting)))
      .returning();
    if (!h) {
      const [exists] = await tx.select({ id: horns.id }).from(horns).where(eq(horns.id, input.id));
      throw new AppError(exists ? 'alreadyReviewed' : 'hornNotFound');
    }
    await recordAudit(tx, actor, {
      action: input.pass ? 'horn.approve' : 'horn.reject',
      targetType: 'horn',
      targetId: h.id,
      before: { status: HORN_STATUS.waiting },
      after: { status: h.status, reason },
    });
    await notify(tx, {
      userId: h.userId,
      kind: 'review',
      key: `review:horn:${h.id}`,
      data: { subject: 'horn', id: h.id, passed: input.pass, reason, detail: h.text },
    });
    if (input.pass) return;
    if (h.costTenths > 0) {
      await post(tx, {
        kind: 'horn_refund',
        key: `horn-refund:${h.id}`,
        userId: h.userId,
        meta: { horn_id: h.id, text: h.text, reason },
        legs: [
          { account: 'revenue', tenths: -h.costTenths },
          { account: 'coins', userId: h.userId, tenths: h.costTenths },
        ],
      });
    } else if (h.free && h.freeMonth) {
      await tx
        .update(nobleHornUsage)
        .set({ used: sql`${nobleHornUsage.used} - 1` })
        .where(
          and(
            eq(nobleHornUsage.userId, h.userId),
            eq(nobleHornUsage.month, h.freeMonth),
            gt(nobleHornUsage.used, 0),
          ),
        );
    }
  });
  if (input.pass) {
    // Horn/recent on this instance shows it at once (others within its 5 s).
    clearMemos();
    const [item] = await hornItems(and(eq(horns.id, input.id)), 1);
    if (item)
      await walletEvents.emit('horn.passed', { horn: item }).catch((err: unknown) => {
        // The verdict stands; rooms that missed the push still show it from Horn/recent.
        log().warn({ err, horn: input.id }, 'could not broadcast a horn');
      });
  }
  const [item] = await adminItems(eq(horns.id, input.id), input.lang);
  if (item) await inboxChanged([item.user.id]);
  return item;
}

/** Horn/config: the price, the length and what the user's tier gives now. */
export async function hornConfig(userId: number | null) {
  const noble = userId === null ? null : await activeNoble(userId);
  return {
    price: toCoins(HORN_PRICE_TENTHS),
    max_chars: HORN_MAX_CHARS,
    free_horns_left: userId === null ? 0 : await freeHornsLeft(userId, noble),
    large: noble?.tier.hornLarge ?? false,
  };
}
