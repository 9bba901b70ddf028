import 'server-only';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import type { AuthUser } from '@/lib/account/auth';
import { levelFromExp } from '@/lib/account/level';
import { fromTenths } from '@/lib/account/public-user';
import { memo } from '@/lib/cache/memo';
import { db } from '@/lib/db/client';
import { gifts, giftSends, rooms, users, walletAccounts, walletEntries } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors/app-error';
import { log } from '@/lib/log';
import { toCoins } from './amount';
import { MAX_GIFT_NUM } from './limits';
import { post, type Leg } from './ledger';
import { recordPendingIncome } from './settlement';
import { walletEvents } from './events';

/**
 * Gifts in live rooms (issue 11 §3, docs/product.md §5, §9): the catalogue, sending one (the sender's
 * coins to the anchor's pending income and the platform's revenue, one ledger transaction with
 * the gift_sends row and the sender's exp), the room's chat event, the lists and the room's
 * ranking. Money moves only through the ledger; the chat event follows the commit and never
 * undoes it.
 */

type GiftRow = typeof gifts.$inferSelect;

function nameOf(g: Pick<GiftRow, 'nameZh' | 'nameEn' | 'nameVi'>, lang: Locale): string {
  return lang === 'en' ? g.nameEn : lang === 'vi' ? g.nameVi : g.nameZh;
}

/** The enabled catalogue, read at most every 10 s per instance (an operator's change shows then). */
const catalogue = memo(10_000, async () =>
  db()
    .select()
    .from(gifts)
    .where(eq(gifts.enabled, true))
    .orderBy(asc(gifts.sort), asc(gifts.priceTenths), asc(gifts.id)),
);

export type GiftItem = {
  id: number;
  name: string;
  price: number;
  icon: string;
  effect: string;
  effect_level: number;
  combo: boolean;
};

/** Gift/getList: the enabled gifts, cheapest-first in the catalogue's order, names in `lang`. */
export async function listGifts(lang: Locale): Promise<GiftItem[]> {
  return (await catalogue()).map((g) => ({
    id: g.id,
    name: nameOf(g, lang),
    price: toCoins(g.priceTenths),
    icon: g.icon,
    effect: g.effect,
    effect_level: g.effectLevel,
    combo: g.combo,
  }));
}

/**
 * The number of gifts as sent: a whole number 1–9999, as a JSON number or decimal text; anything
 * else (0, -1, 1.5, "abc", "1e3", 10000) is null.
 */
export function parseGiftNum(v: unknown): number | null {
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && /^[1-9]\d{0,5}$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_GIFT_NUM ? n : null;
}

/**
 * The room event's `payload.extension` (docs/realtime.md "Gifts"): everything a viewer's client
 * needs to show the chat line and play the animation, in every language, without another call.
 * Never any text a user typed.
 */
export type GiftExtension = {
  gift_id: number;
  slug: string;
  icon: string;
  effect: string;
  effect_level: number;
  num: number;
  /** Coins, one decimal. */
  total: number;
  names: { zh: string; en: string; vi: string };
  anchor_id: number;
  /** Added: the send's id (a client may dedupe on it) and whether the gift combos. */
  send_id: number;
  combo: boolean;
};

export type SendGiftResult = {
  balance: number;
  exp: number;
  level: number;
  gift: { id: number; name: string; icon: string; effect: string; effect_level: number };
  num: number;
  total: number;
  send_id: number;
};

/**
 * member/handselGift: `user` sends `num` of a gift in a room. One database transaction moves the
 * coins (ledger key `u<user>:<idempotency key>`: a retry moves nothing and answers the first
 * send), records the anchor's pending income and the send, and raises the sender's exp by the
 * coins spent. After the commit the room gets the gift as a chat message; a failure there is
 * logged, the payment stands.
 */
export async function sendGift(
  user: AuthUser,
  input: { roomId: number; giftId: number; num: unknown },
  idempotencyKey: string,
  lang: Locale,
): Promise<SendGiftResult> {
  const num = parseGiftNum(input.num);
  if (num === null) throw new AppError('giftNumInvalid', { max: MAX_GIFT_NUM });
  const [gift] = await db()
    .select()
    .from(gifts)
    .where(and(eq(gifts.id, input.giftId), eq(gifts.enabled, true)));
  if (!gift) throw new AppError('giftNotFound');
  if (num > 1 && !gift.combo) throw new AppError('giftNotCombo');
  const [room] = await db()
    .select({ id: rooms.id, anchorId: rooms.anchorId })
    .from(rooms)
    .where(eq(rooms.id, input.roomId));
  if (!room) throw new AppError('roomNotFound');
  if (room.anchorId === user.id) throw new AppError('giftSelf');
  // Out of the room's chat is out of its gifts too: the gift would be a chat line from them. The
  // chat decides (lib/chat/wallet-events.ts), before any money moves.
  await walletEvents.emit('gift.sending', { roomId: room.id, userId: user.id });

  const total = gift.priceTenths * num;
  const share = Math.floor((total * env().GIFT_ANCHOR_SHARE_PERCENT) / 100);
  const legs: Leg[] = [{ account: 'coins', userId: user.id, tenths: -total }];
  // The ledger refuses zero legs: a share of 0 % or 100 % leaves one side out.
  if (share > 0) legs.push({ account: 'income_pending', userId: room.anchorId, tenths: share });
  if (total - share > 0) legs.push({ account: 'revenue', tenths: total - share });

  const done = await db().transaction(async (tx) => {
    const posted = await post(tx, {
      kind: 'gift',
      key: `u${user.id}:${idempotencyKey}`,
      userId: user.id,
      meta: { gift_id: gift.id, num, room_id: room.id, anchor_id: room.anchorId },
      legs,
    });
    if (posted.replay) return { replay: true as const, txId: posted.id };
    if (share > 0) await recordPendingIncome(tx, room.anchorId, share, posted.id);
    const [send] = await tx
      .insert(giftSends)
      .values({
        txId: posted.id,
        userId: user.id,
        anchorId: room.anchorId,
        roomId: room.id,
        giftId: gift.id,
        num,
        totalTenths: total,
      })
      .returning({ id: giftSends.id });
    // docs/product.md §9: 1 coin spent = 1 exp (both kept in tenths).
    const [u] = await tx
      .update(users)
      .set({ expTenths: sql`${users.expTenths} + ${total}` })
      .where(eq(users.id, user.id))
      .returning({ exp: users.expTenths, nick: users.nickname, avatar: users.avatar });
    return {
      replay: false as const,
      sendId: send.id,
      balance: posted.balances[`coins:${user.id}`],
      expTenths: u.exp,
      nick: u.nick,
      avatar: u.avatar,
    };
  });

  if (done.replay) return replayedSend(user.id, done.txId, lang);

  const level = levelFromExp(fromTenths(done.expTenths));
  const extension: GiftExtension = {
    gift_id: gift.id,
    slug: gift.slug,
    icon: gift.icon,
    effect: gift.effect,
    effect_level: gift.effectLevel,
    num,
    total: toCoins(total),
    names: { zh: gift.nameZh, en: gift.nameEn, vi: gift.nameVi },
    anchor_id: room.anchorId,
    send_id: done.sendId,
    combo: gift.combo,
  };
  try {
    // The chat stores the gift's line and sends it to the room (lib/chat/wallet-events.ts).
    await walletEvents.emit('gift.sent', {
      roomId: room.id,
      sender: { userId: user.id, nick: done.nick, avatar: done.avatar, level },
      extension,
    });
  } catch (err) {
    log().error({ err, sendId: done.sendId, roomId: room.id }, 'gift: the room event failed');
  }
  return {
    balance: toCoins(done.balance),
    exp: fromTenths(done.expTenths),
    level,
    gift: giftCard(gift, lang),
    num,
    total: toCoins(total),
    send_id: done.sendId,
  };
}

function giftCard(g: GiftRow, lang: Locale): SendGiftResult['gift'] {
  return {
    id: g.id,
    name: nameOf(g, lang),
    icon: g.icon,
    effect: g.effect,
    effect_level: g.effectLevel,
  };
}

/**
 * The answer to a send whose ledger key had already moved money (a retry that outlived the
 * idempotency store's first answer): the first send as it was, the balance right after it, the
 * exp as it is now.
 */
async function replayedSend(userId: number, txId: number, lang: Locale): Promise<SendGiftResult> {
  const [row] = await db()
    .select({ send: giftSends, gift: gifts, exp: users.expTenths })
    .from(giftSends)
    .innerJoin(gifts, eq(gifts.id, giftSends.giftId))
    .innerJoin(users, eq(users.id, giftSends.userId))
    .where(and(eq(giftSends.txId, txId), eq(giftSends.userId, userId)));
  // The key belongs to another kind of movement of this user's (not a gift): refuse, move nothing.
  if (!row) throw new AppError('idempotencyKeyReused');
  const [entry] = await db()
    .select({ after: walletEntries.balanceAfterTenths })
    .from(walletEntries)
    .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
    .where(
      and(
        eq(walletEntries.txId, txId),
        eq(walletAccounts.kind, 'coins'),
        eq(walletAccounts.userId, userId),
      ),
    );
  return {
    balance: toCoins(entry?.after ?? 0),
    exp: fromTenths(row.exp),
    level: levelFromExp(fromTenths(row.exp)),
    gift: giftCard(row.gift, lang),
    num: row.send.num,
    total: toCoins(row.send.totalTenths),
    send_id: row.send.id,
  };
}

export type GiftSendItem = {
  id: number;
  gift_id: number;
  name: string;
  icon: string;
  num: number;
  total: number;
  room_id: number;
  anchor: { id: number; nickname: string };
  sender: { id: number; nickname: string };
  created_at: string;
};

/** Gift/getUserGiftList: the gifts a user sent (default) or, as an anchor, received; newest first. */
export async function userGiftList(
  userId: number,
  opts: { type: 'sent' | 'received'; page: number; limit: number; lang: Locale },
): Promise<{ list: GiftSendItem[]; total: number; page: number; limit: number }> {
  const anchor = alias(users, 'anchor');
  const sender = alias(users, 'sender');
  const mine =
    opts.type === 'received' ? eq(giftSends.anchorId, userId) : eq(giftSends.userId, userId);
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select({
        send: giftSends,
        gift: {
          nameZh: gifts.nameZh,
          nameEn: gifts.nameEn,
          nameVi: gifts.nameVi,
          icon: gifts.icon,
        },
        anchorNick: anchor.nickname,
        senderNick: sender.nickname,
      })
      .from(giftSends)
      .innerJoin(gifts, eq(gifts.id, giftSends.giftId))
      .innerJoin(anchor, eq(anchor.id, giftSends.anchorId))
      .innerJoin(sender, eq(sender.id, giftSends.userId))
      .where(mine)
      .orderBy(desc(giftSends.id))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db().select({ n: count() }).from(giftSends).where(mine),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.send.id,
      gift_id: r.send.giftId,
      name: nameOf(r.gift, opts.lang),
      icon: r.gift.icon,
      num: r.send.num,
      total: toCoins(r.send.totalTenths),
      room_id: r.send.roomId,
      anchor: { id: r.send.anchorId, nickname: r.anchorNick },
      sender: { id: r.send.userId, nickname: r.senderNick },
      created_at: r.send.createdAt.toISOString(),
    })),
    total: Number(n),
    page: opts.page,
    limit: opts.limit,
  };
}

/** How many days of a room's activity its ranking counts. */
export const RANKING_DAYS = 7;

export type RankingRow = {
  rank: number;
  user_id: number;
  nickname: string;
  avatar: string;
  level: number;
  score: number;
  /** Coins given in gifts (decision 005: one decimal), what the room shows. */
  coins: number;
  /** Chat messages sent. */
  messages: number;
};

/**
 * live_streaming/roomRanking's scores: over the last 7 days, every coin a viewer gave in the room
 * counts 10 and every chat message 1, so gifts dominate (coins × 10 is the gifts' total in
 * tenths). Shown with each user's current nickname, avatar and level, and the coins and messages
 * the score is made of; ties by user id.
 */
export async function roomRankingRows(roomId: number, limit = 20): Promise<RankingRow[]> {
  const since = new Date(Date.now() - RANKING_DAYS * 24 * 3600_000).toISOString();
  const n = Math.min(Math.max(1, limit), 50);
  const res = await db().execute(sql`
    with s as (
      select user_id, count(*)::bigint as messages, 0::bigint as tenths from chat_messages
      where room_id = ${roomId} and user_id is not null and type = 'text' and hidden = false
        and created_at > ${since}::timestamptz
      group by user_id
      union all
      select user_id, 0::bigint, sum(total_tenths)::bigint from gift_sends
      where room_id = ${roomId} and created_at > ${since}::timestamptz
      group by user_id
    )
    select s.user_id, sum(s.tenths + s.messages)::bigint as score,
      sum(s.tenths)::bigint as tenths, sum(s.messages)::bigint as messages,
      u.nickname, u.avatar, u.exp_tenths
    from s join users u on u.id = s.user_id
    group by s.user_id, u.nickname, u.avatar, u.exp_tenths
    order by score desc, s.user_id asc
    limit ${n}`);
  return res.rows.map((r, i) => ({
    rank: i + 1,
    user_id: Number(r.user_id),
    nickname: String(r.nickname),
    avatar: String(r.avatar),
    level: levelFromExp(fromTenths(Number(r.exp_tenths))),
    score: Number(r.score),
    coins: toCoins(Number(r.tenths)),
    messages: Number(r.messages),
  }));
}
