import 'server-only';
import { memo } from '@/lib/cache/memo';
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { nobleBadge } from '@/lib/wallet/nobles';
import type { ChatMessage } from './contract';
import {
  chatBlacklist,
  chatMessages,
  chatMutes,
  moderationLog,
  rooms,
  users,
} from '@/lib/db/schema';

/**
 * Room chat in the database (issue 9 §4, §8): history survives a restart, and every instance
 * reads the same. A message's `sequence` comes from its room's counter, taken in the same
 * transaction as the insert, so sequences are dense per room and deletes by sequence are exact.
 */

/** The custom message kinds the site sends besides text (docs/product.md §4 "custom messages"). */
export type CustomKind =
  'enter' | 'gift' | 'system' | 'DELETE_MESSAGE' | 'mute' | 'unmute' | 'kick';

export type { ChatMessage } from './contract';

export type Sender = {
  chatId: string;
  userId: number | null;
  nick: string;
  avatar: string;
  level: number;
  /** The noble badge to show; looked up (cached) from the user's tier when left out. */
  noble?: ChatMessage['noble'];
};

type Row = typeof chatMessages.$inferSelect;

export function toMessage(r: Row): ChatMessage {
  // The badge rides in the stored payload (see storeMessage); clients get it beside it.
  const { noble, ...p } = r.payload as ChatMessage['payload'] & { noble?: ChatMessage['noble'] };
  return {
    ID: `${r.roomId}-${r.seq}`,
    type: r.type === 'custom' ? 'TIMCustomElem' : 'TIMTextElem',
    payload: p,
    from: r.fromId,
    sequence: r.seq,
    time: Math.floor(r.createdAt.getTime() / 1000),
    flow: 'in',
    nick: r.nick,
    avatar: r.avatar,
    level: r.level,
    noble: noble ?? null,
    guest: r.userId === null,
    barrage: r.barrage,
    isRead: true,
    isRevoked: false,
    isDeleted: r.deletedAt !== null,
  };
}

/** Stores a message under the room's next sequence. `hidden`: kept for the record only. */
export async function storeMessage(
  roomId: number,
  sender: Sender,
  content:
    { type: 'text'; text: string } | { type: 'custom'; kind: CustomKind; extension: unknown },
  opts: { barrage?: boolean; hidden?: boolean } = {},
): Promise<ChatMessage> {
  // The sender's noble badge at send time is kept in the payload's `noble` (no column of its
  // own): toMessage lifts it out, so history shows the badge the message was sent with.
  const noble = sender.noble !== undefined ? sender.noble : await nobleBadge(sender.userId);
  const payload = {
    ...(content.type === 'text'
      ? { text: content.text }
      : { data: content.kind, description: '', extension: JSON.stringify(content.extension) }),
    ...(noble && { noble }),
  };
  // One statement: the room's counter and the insert together, so the row lock on the room is
  // held for a statement, not across the round trips of a transaction (sends to a busy room
  // queue on it).
  const res = await db().execute(sql`
    with s as (
      update ${rooms} set chat_seq = chat_seq + 1 where id = ${roomId} returning chat_seq
    )
    insert into ${chatMessages}
      (room_id, seq, from_id, user_id, nick, avatar, level, type, payload, barrage, hidden)
    select ${roomId}, s.chat_seq, ${sender.chatId}, ${sender.userId}, ${sender.nick},
      ${sender.avatar}, ${sender.level}, ${content.type}, ${JSON.stringify(payload)}::jsonb,
      ${opts.barrage ?? false}, ${opts.hidden ?? false}
    from s
    returning id, room_id, seq, from_id, user_id, nick, avatar, level, type, payload, barrage,
      created_at, hidden, deleted_at, deleted_by`);
  const r = res.rows[0] as Record<string, unknown> | undefined;
  if (!r) throw new Error(`no room ${roomId}`);
  const row: Row = {
    id: Number(r.id),
    roomId: Number(r.room_id),
    seq: Number(r.seq),
    fromId: String(r.from_id),
    userId: r.user_id === null ? null : Number(r.user_id),
    nick: String(r.nick),
    avatar: String(r.avatar),
    level: Number(r.level),
    type: String(r.type),
    payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as unknown) : r.payload,
    barrage: Boolean(r.barrage),
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
    hidden: Boolean(r.hidden),
    deletedAt: null,
    deletedBy: null,
  };
  return toMessage(row);
}

export const HISTORY_PAGE = 20;
export const HISTORY_MAX = 50;

/**
 * One page of history before `before` (a sequence; none: the latest), oldest first, skipping
 * deleted and hidden messages and the moderation notices. `next` continues further back.
 */
export async function history(
  roomId: number,
  before: number | null,
  limit: number = HISTORY_PAGE,
): Promise<{ messages: ChatMessage[]; next: number | null }> {
  const n = Math.min(Math.max(1, limit), HISTORY_MAX);
  const rows = await db()
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        isNull(chatMessages.deletedAt),
        eq(chatMessages.hidden, false),
        or(
          eq(chatMessages.type, 'text'),
          sql`${chatMessages.payload}->>'data' in ('gift', 'system')`,
        ),
        before ? lt(chatMessages.seq, before) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(n + 1);
  const more = rows.length > n;
  const page = rows.slice(0, n).reverse();
  return { messages: page.map(toMessage), next: more ? page[0].seq : null };
}

/**
 * `history` of a page before a given sequence, keyed `<room>:<before>:<limit>`, shared by every
 * viewer of the instance for a second (issue 29 §3). Such a page never gains a message (sequences
 * are given out in commit order), so the only staleness is a message deleted within that second,
 * which the clients have removed already on its DELETE_MESSAGE and drop as seen. After a Redis
 * outage or an instance's death every viewer of a room asks for the same pages at once: with this,
 * one query per instance answers them. The latest page (no `before`) is never shared.
 */
export const historyBefore = memo(
  1000,
  async (key) => {
    const [roomId, before, limit] = key.split(':').map(Number);
    return history(roomId, before, limit);
  },
  { max: 2000 },
);

/** The latest flown messages of a room (Barrage/getList), oldest first. */
export async function recentBarrage(roomId: number, limit = 50): Promise<ChatMessage[]> {
  const rows = await db()
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        eq(chatMessages.barrage, true),
        isNull(chatMessages.deletedAt),
        eq(chatMessages.hidden, false),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(Math.min(Math.max(1, limit), 100));
  return rows.reverse().map(toMessage);
}

/** When a sender last wrote in a room (slow mode), or null. */
export async function lastSentAt(roomId: number, chatId: string): Promise<number | null> {
  const [row] = await db()
    .select({ at: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.fromId, chatId)))
    .orderBy(desc(chatMessages.seq))
    .limit(1);
  return row ? row.at.getTime() : null;
}

/** Whether a sender's custom message of `kind` went to a room after `since` (e.g. an entry). */
export async function sentKindSince(
  roomId: number,
  chatId: string,
  kind: CustomKind,
  since: Date,
): Promise<boolean> {
  const [row] = await db()
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        eq(chatMessages.fromId, chatId),
        eq(chatMessages.type, 'custom'),
        sql`${chatMessages.payload}->>'data' = ${kind}`,
        gt(chatMessages.createdAt, since),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Marks messages deleted by sequence or by sender; answers the sequences now deleted. */
export async function deleteMessages(
  roomId: number,
  actorId: number | null,
  target: { sequences: number[] } | { from: string },
): Promise<number[]> {
  const match =
    'sequences' in target
      ? inArray(chatMessages.seq, target.sequences)
      : eq(chatMessages.fromId, target.from);
  const rows = await db()
    .update(chatMessages)
    .set({ deletedAt: new Date(), deletedBy: actorId })
    .where(and(eq(chatMessages.roomId, roomId), match, isNull(chatMessages.deletedAt)))
    .returning({ seq: chatMessages.seq });
  return rows.map((r) => r.seq).sort((a, b) => a - b);
}

// --- mutes and the blacklist ---------------------------------------------------------------------

export type MuteKind =
  { kind: 'broadcast' } | { kind: 'forever' } | { kind: 'hours'; hours: number };

/**
 * Mutes and blacklist entries bind the browser too (docs/product.md §6, §7): once a muted or
 * blacklisted chatter is seen on a device (the hash of its `sl_dev` cookie, Conn.device), the
 * device gets a row of its own beside theirs, under a chat id no account can have,
 * `device:<device>:<chat id>`. A guest id from that browser is then held as well, and lifting the
 * chatter's entry lifts their devices' rows (they end with `:<chat id>`).
 */
const DEVICE_ROW = 'device:';

export function deviceRowId(device: string, chatId: string): string {
  return `${DEVICE_ROW}${device}:${chatId}`;
}

/** The rows of `chatId` itself and of the devices it was seen on. */
function ownAndDeviceRows(
  column: typeof chatMutes.chatId | typeof chatBlacklist.chatId,
  chatId: string,
) {
  return or(
    eq(column, chatId),
    sql`(starts_with(${column}, ${DEVICE_ROW}) and right(${column}, ${chatId.length + 1}) = ${`:${chatId}`})`,
  );
}

/** The mute in force on `chatId`, or on the browser it writes from, in a room now, or null. */
export async function activeMute(
  roomId: number,
  chatId: string,
  broadcastId: number | null,
  device: string | null = null,
  now: Date = new Date(),
): Promise<{ until: Date | null; broadcast: boolean } | null> {
  const rows = await db()
    .select()
    .from(chatMutes)
    .where(
      and(
        eq(chatMutes.roomId, roomId),
        device
          ? or(
              eq(chatMutes.chatId, chatId),
              sql`starts_with(${chatMutes.chatId}, ${`${DEVICE_ROW}${device}:`})`,
            )
          : eq(chatMutes.chatId, chatId),
        isNull(chatMutes.liftedAt),
        or(isNull(chatMutes.until), gt(chatMutes.until, now)),
      ),
    );
  for (const m of rows) {
    // A mute "for this broadcast" ends with it (made off air: lasts until the next one starts).
    if (m.broadcastId !== null && m.broadcastId !== (broadcastId ?? 0)) continue;
    return { until: m.until, broadcast: m.broadcastId !== null };
  }
  return null;
}

export async function addMute(
  roomId: number,
  chatId: string,
  mute: MuteKind,
  by: number | null,
  broadcastId: number | null,
  now: Date = new Date(),
): Promise<{ until: Date | null }> {
  const until = mute.kind === 'hours' ? new Date(now.getTime() + mute.hours * 3600_000) : null;
  await db()
    .insert(chatMutes)
    .values({
      roomId,
      chatId,
      until,
      broadcastId: mute.kind === 'broadcast' ? (broadcastId ?? 0) : null,
      byUserId: by,
      createdAt: now,
    });
  return { until };
}

/**
 * The browser `device` was seen writing as muted `chatId`: each mute in force on them is copied
 * to the device (same end, same broadcast), once. Answers how many rows were added.
 */
export async function bindMuteToDevice(
  roomId: number,
  chatId: string,
  device: string,
): Promise<number> {
  const row = deviceRowId(device, chatId);
  const res = await db().execute(sql`
    insert into ${chatMutes} (room_id, chat_id, until, broadcast_id, by_user_id, created_at)
    select m.room_id, ${row}, m.until, m.broadcast_id, m.by_user_id, m.created_at
    from ${chatMutes} m
    where m.room_id = ${roomId} and m.chat_id = ${chatId} and m.lifted_at is null
      and (m.until is null or m.until > now())
      and not exists (
        select 1 from ${chatMutes} d
        where d.room_id = m.room_id and d.chat_id = ${row} and d.lifted_at is null
          and d.until is not distinct from m.until
          and d.broadcast_id is not distinct from m.broadcast_id
      )
    returning id`);
  return res.rows.length;
}

/** Lifts every mute of `chatId` (and of its devices) in the room; answers whether one was in force. */
export async function liftMutes(roomId: number, chatId: string): Promise<boolean> {
  const rows = await db()
    .update(chatMutes)
    .set({ liftedAt: new Date() })
    .where(
      and(
        eq(chatMutes.roomId, roomId),
        ownAndDeviceRows(chatMutes.chatId, chatId),
        isNull(chatMutes.liftedAt),
      ),
    )
    .returning({ chatId: chatMutes.chatId });
  return rows.some((r) => r.chatId === chatId);
}

/**
 * Timed mutes that ran out and were not yet announced: each is claimed by one instance only
 * (the conditional update), which then sends the room its mute-lifted notice.
 */
export async function claimExpiredMutes(
  now: Date = new Date(),
): Promise<{ roomId: number; chatId: string }[]> {
  const rows = await db()
    .update(chatMutes)
    .set({ liftedAt: now })
    .where(and(isNull(chatMutes.liftedAt), lt(chatMutes.until, now)))
    .returning({ roomId: chatMutes.roomId, chatId: chatMutes.chatId });
  // A device's copy ends with its chatter's mute; the room is told about the chatter only.
  return rows.filter((r) => !r.chatId.startsWith(DEVICE_ROW));
}

export async function isBlacklisted(
  roomId: number,
  chatId: string,
  device: string | null,
): Promise<boolean> {
  const [row] = await db()
    .select({ id: chatBlacklist.id })
    .from(chatBlacklist)
    .where(
      and(
        eq(chatBlacklist.roomId, roomId),
        device
          ? or(eq(chatBlacklist.chatId, chatId), eq(chatBlacklist.device, device))
          : eq(chatBlacklist.chatId, chatId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Out of the room's chat; with `device`, that browser too. The chatter's own row keeps the first
 * device it was seen on; any other device gets a row of its own (deviceRowId).
 */
export async function addToBlacklist(
  roomId: number,
  chatId: string,
  device: string | null,
  by: number | null,
): Promise<void> {
  const [row] = await db()
    .insert(chatBlacklist)
    .values({ roomId, chatId, device, byUserId: by })
    .onConflictDoUpdate({
      target: [chatBlacklist.roomId, chatBlacklist.chatId],
      set: { device: sql`coalesce(${chatBlacklist.device}, excluded.device)` },
    })
    .returning({ device: chatBlacklist.device });
  if (device && row && row.device !== device)
    await db()
      .insert(chatBlacklist)
      .values({ roomId, chatId: deviceRowId(device, chatId), device, byUserId: by })
      .onConflictDoNothing();
}

export async function removeFromBlacklist(roomId: number, chatId: string): Promise<boolean> {
  const rows = await db()
    .delete(chatBlacklist)
    .where(and(eq(chatBlacklist.roomId, roomId), ownAndDeviceRows(chatBlacklist.chatId, chatId)))
    .returning({ chatId: chatBlacklist.chatId });
  return rows.some((r) => r.chatId === chatId);
}

/** A room's blacklist, newest first. */
export async function listBlacklist(roomId: number) {
  return db()
    .select({
      chat_id: chatBlacklist.chatId,
      by: chatBlacklist.byUserId,
      created_at: chatBlacklist.createdAt,
    })
    .from(chatBlacklist)
    .where(
      and(
        eq(chatBlacklist.roomId, roomId),
        sql`not starts_with(${chatBlacklist.chatId}, ${DEVICE_ROW})`,
      ),
    )
    .orderBy(desc(chatBlacklist.createdAt))
    .limit(500);
}

// --- the record ----------------------------------------------------------------------------------

export type ModAction =
  | 'mute'
  | 'unmute'
  | 'delete'
  | 'blacklist'
  | 'unblacklist'
  | 'word.hide'
  | 'word.mute'
  | 'word.blacklist'
  | 'settings'
  | 'admin.add'
  | 'admin.remove';

export async function recordAction(
  roomId: number,
  actorId: number | null,
  action: ModAction,
  targetChatId: string | null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db().insert(moderationLog).values({ roomId, actorId, action, targetChatId, detail });
}

/** The moderation record of a room, newest first, with the actors' nicknames. */
export async function moderationRecord(roomId: number, limit = 100) {
  const rows = await db()
    .select({
      id: moderationLog.id,
      action: moderationLog.action,
      target: moderationLog.targetChatId,
      detail: moderationLog.detail,
      at: moderationLog.createdAt,
      actorId: moderationLog.actorId,
      actor: users.nickname,
    })
    .from(moderationLog)
    .leftJoin(users, eq(users.id, moderationLog.actorId))
    .where(eq(moderationLog.roomId, roomId))
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(Math.min(Math.max(1, limit), 500));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    target_chat_id: r.target,
    detail: r.detail,
    actor_id: r.actorId,
    actor_nickname: r.actor,
    time: Math.floor(r.at.getTime() / 1000),
  }));
}
