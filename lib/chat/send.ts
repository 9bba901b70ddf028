import 'server-only';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { anchorFollows, blockedWords, roomAdmins, rooms, users } from '@/lib/db/schema';
import { memo } from '@/lib/cache/memo';
import type { Locale } from '@/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import { countChatSend } from '@/lib/rate-limit/rules';
import { isAppError } from '@/lib/errors/app-error';
import { isPartUnavailable } from '@/lib/errors/unavailable';
import { log } from '@/lib/log';
import type { Bus } from '@/lib/realtime/bus';
import type { RoomState } from '@/lib/live/contract';
import {
  checkMessage,
  compileBlockedWords,
  rejectionMessage,
  type BlockedWord,
  type BlockedWordMatcher,
  type ChatPolicy,
} from './moderation';
import {
  activeMute,
  addMute,
  addToBlacklist,
  bindMuteToDevice,
  deleteMessages,
  isBlacklisted,
  lastSentAt,
  recordAction,
  storeMessage,
  type ChatMessage,
  type Sender,
} from './service';
import { siteMuteUntil } from '@/lib/account/standing';

/**
 * Sending one chat message, the same from the websocket (`chat.send`) and from HTTP
 * (`Barrage/send`): mute, per-chatter budget, the room's rules and blocked words (moderation.ts),
 * then the database and the room's channel. Staff (the anchor, room administrators, site
 * administrators) skip the mute, the budget and the room's switches, not the text rules.
 */

/** A blocked word with the mute action mutes for this long. */
export const WORD_MUTE_HOURS = 24;

export function roomTopic(roomId: number): string {
  return `room:${roomId}`;
}

/** The one channel of passed horns (lib/wallet/horns.ts), for every room's viewers at once. */
export const HORN_TOPIC = 'horn:all';

/** What travels on a room's channel. */
export type RoomEvent =
  | { t: 'msg'; m: ChatMessage }
  /** Out of the room now: connections of this chat id, or of this browser, leave the group. */
  | { t: 'kick'; chatId: string; device: string | null }
  /** Muted now: the browsers this chat id is connected from are muted with it (service.ts). */
  | { t: 'mute'; chatId: string }
  /** The room went on or off air, or its title changed (lib/live/room-state.ts). */
  | { t: 'state'; room: RoomState }
  /** The room's viewers over every instance (presence, lib/chat/realtime.ts). */
  | { t: 'viewers'; n: number }
  /**
   * A sequence nobody else will ever get (a shadow-hidden message): the browsers mark it as
   * settled, so a hole there does not send every viewer to the history (lib/chat/client.ts).
   */
  | { t: 'skip'; seq: number };

/** Publishes an event to a room's viewers on every instance. */
export async function publishRoomEvent(bus: Bus, roomId: number, event: RoomEvent): Promise<void> {
  await bus.publish(roomTopic(roomId), JSON.stringify(event));
}

export type RoomRules = {
  id: number;
  anchorId: number;
  broadcastId: number | null;
  slowModeS: number;
  policy: ChatPolicy;
  minAgeMin: number;
  emojiOnly: boolean;
  noLinks: boolean;
  lang: string;
};

/** A room's chat rules, read at most every 2 s per instance (a settings change shows within that). */
export const roomRules = memo(2000, async (key): Promise<RoomRules | null> => {
  const [r] = await db()
    .select()
    .from(rooms)
    .where(eq(rooms.id, Number(key)))
    .limit(1);
  if (!r) return null;
  return {
    id: r.id,
    anchorId: r.anchorId,
    broadcastId: r.broadcastId,
    slowModeS: r.slowModeS,
    policy: r.chatPolicy as ChatPolicy,
    minAgeMin: r.chatMinAgeMin,
    emojiOnly: r.emojiOnly,
    noLinks: r.noLinks,
    lang: r.language,
  };
});

/** The site-wide and the room's blocked words, compiled, read at most every 30 s per instance. */
export const roomWords = memo(30_000, async (key): Promise<BlockedWordMatcher> => {
  const rows = await db()
    .select()
    .from(blockedWords)
    .where(or(isNull(blockedWords.roomId), eq(blockedWords.roomId, Number(key))));
  return compileBlockedWords(
    rows.map((w) => ({
      word: w.word,
      lang: w.lang as BlockedWord['lang'],
      action: w.action as BlockedWord['action'],
    })),
  );
});

/**
 * Who outranks whom in a room (docs/product.md §6): a site administrator 3, the room's anchor 2,
 * one of its administrators 1, anyone else 0. One query for all of `userIds`.
 */
export async function roomRanks(
  room: Pick<RoomRules, 'id' | 'anchorId'>,
  userIds: number[],
): Promise<Map<number, number>> {
  const ranks = new Map(userIds.map((id) => [id, id === room.anchorId ? 2 : 0]));
  if (userIds.length === 0) return ranks;
  const rows = await db()
    .select({
      id: users.id,
      admin: users.isAdmin,
      staffRoles: users.staffRoles,
      roomAdmin: roomAdmins.userId,
    })
    .from(users)
    .leftJoin(roomAdmins, and(eq(roomAdmins.userId, users.id), eq(roomAdmins.roomId, room.id)))
    .where(inArray(users.id, userIds));
  // The console's moderators rank as site administrators in every room (docs/product.md §6 "Operators").
  for (const r of rows) {
    const site = r.admin || r.staffRoles.includes('moderator');
    ranks.set(r.id, site ? 3 : r.id === room.anchorId ? 2 : r.roomAdmin ? 1 : 0);
  }
  return ranks;
}

/** Staff answers per room, kept this long by a connection. */
const STAFF_TTL_MS = 30_000;
export type StaffCache = Map<number, { staff: boolean; at: number }>;

/** Whether a user may moderate the room: its anchor, one of its administrators, a site admin. */
export async function isStaffOf(
  room: Pick<RoomRules, 'id' | 'anchorId'>,
  userId: number | null,
  cache?: StaffCache,
): Promise<boolean> {
  if (userId === null) return false;
  if (userId === room.anchorId) return true;
  const cached = cache?.get(room.id);
  if (cached && Date.now() - cached.at < STAFF_TTL_MS) return cached.staff;
  const staff = ((await roomRanks(room, [userId])).get(userId) ?? 0) > 0;
  cache?.set(room.id, { staff, at: Date.now() });
  return staff;
}

async function isFollower(userId: number, anchorId: number): Promise<boolean> {
  const [row] = await db()
    .select({ a: anchorFollows.anchorId })
    .from(anchorFollows)
    .where(and(eq(anchorFollows.userId, userId), eq(anchorFollows.anchorId, anchorId)))
    .limit(1);
  return Boolean(row);
}

export type Profile = Sender & { createdAt: Date | null };

export type SendFailure = {
  /**
   * A moderation reason (moderation.ts), `rateLimited`, `muted…`, `blacklisted` or
   * `roomNotFound`.
   */
  reason: string;
  msg: string;
  wait?: number;
  /** A mute's end, unix seconds (null: not by the clock). */
  until?: number | null;
};

export type SendResult = { ok: true; message: ChatMessage } | { ok: false; failure: SendFailure };

export async function sendChatMessage(input: {
  bus: Bus;
  roomId: number;
  sender: Profile;
  device: string | null;
  text: unknown;
  barrage: boolean;
  lang: Locale;
  staff?: StaffCache;
  now?: number;
}): Promise<SendResult> {
  const { bus, roomId, sender, lang } = input;
  const t = (key: string, values?: Record<string, string | number>) => translate(lang, key, values);
  const fail = (failure: SendFailure): SendResult => ({ ok: false, failure });
  const room = await roomRules(String(roomId));
  if (!room) return fail({ reason: 'roomNotFound', msg: t('api.errors.roomNotFound') });
  const chatId = sender.chatId;
  const staff = await isStaffOf(room, sender.userId, input.staff);

  if (!staff) {
    // A site-wide mute from the console (lib/admin/sanctions.ts) holds in every room.
    if (await siteMuteUntil(sender.userId))
      return fail({ reason: 'mutedSite', msg: t('api.errors.mutedSiteWide') });
    // Every send asks again, by the chatter and by the browser (docs/product.md §7): a mute or a
    // blacklist entry of the account holds a guest id from the same browser too.
    if (await isBlacklisted(roomId, chatId, input.device))
      return fail({ reason: 'blacklisted', msg: t('chat.moderation.blacklisted') });
    const mute = await activeMute(roomId, chatId, room.broadcastId, input.device);
    if (mute) {
      // Seen writing from this browser while muted: the browser is muted with them.
      if (input.device) await bindMuteToDevice(roomId, chatId, input.device);
      const key = mute.until ? 'muted' : mute.broadcast ? 'mutedBroadcast' : 'mutedForever';
      const minutes = mute.until
        ? Math.max(1, Math.ceil((mute.until.getTime() - Date.now()) / 60_000))
        : 0;
      return fail({
        reason: key,
        msg: t(`chat.moderation.${key}`, { minutes }),
        until: mute.until ? Math.floor(mute.until.getTime() / 1000) : null,
      });
    }
    try {
      await countChatSend(chatId);
    } catch (err) {
      if (!isAppError(err) || err.key !== 'rateLimited') throw err;
      const wait = Number(err.values.retryAfter ?? 1);
      return fail({ reason: 'rateLimited', msg: t('chat.moderation.slowMode', { wait }), wait });
    }
  }

  const now = input.now ?? Date.now();
  const needsFollow = room.policy === 'followers' && !staff && sender.userId !== null;
  const verdict = checkMessage(
    input.text,
    room,
    {
      isGuest: sender.userId === null,
      isFollower: needsFollow ? await isFollower(sender.userId!, room.anchorId) : false,
      accountCreatedAt: sender.createdAt,
      isStaff: staff,
    },
    { lastSentAt: room.slowModeS > 0 && !staff ? await lastSentAt(roomId, chatId) : null },
    await roomWords(String(roomId)),
    now,
  );
  if (!verdict.ok) {
    const { key, values } = rejectionMessage(verdict);
    if (verdict.action && !staff) {
      // The word's action against the sender, recorded like a moderator's (actor: none).
      if (verdict.action === 'mute') {
        await addMute(
          roomId,
          chatId,
          { kind: 'hours', hours: WORD_MUTE_HOURS },
          null,
          room.broadcastId,
        );
        if (input.device) await bindMuteToDevice(roomId, chatId, input.device);
        await recordAction(roomId, null, 'word.mute', chatId, { word: verdict.word });
        await publishRoomEvent(bus, roomId, { t: 'mute', chatId });
      } else {
        await addToBlacklist(roomId, chatId, input.device, null);
        await recordAction(roomId, null, 'word.blacklist', chatId, { word: verdict.word });
        const gone = await deleteMessages(roomId, null, { from: chatId });
        if (gone.length > 0) await announceDelete(bus, roomId, { from: chatId });
        await publishRoomEvent(bus, roomId, { t: 'kick', chatId, device: input.device });
      }
    }
    return fail({
      reason: verdict.reason,
      msg: t(`chat.moderation.${key}`, values),
      ...(verdict.wait !== undefined && { wait: verdict.wait }),
    });
  }
  const message = await storeMessage(
    roomId,
    sender,
    { type: 'text', text: verdict.text },
    { barrage: input.barrage, hidden: verdict.hidden === true },
  );
  if (verdict.hidden) {
    // Shadow-hidden: the sender sees it as sent; nobody else ever gets it.
    await recordAction(roomId, null, 'word.hide', chatId, {
      word: verdict.word,
      sequence: message.sequence,
    });
    // The other viewers would see a hole in the sequences and ask the history for it, all of them
    // at once (a flood a blocked word could trigger at will): they are told it is settled. A lost
    // notice only costs each of them the one history fetch.
    await publishRoomEvent(bus, roomId, { t: 'skip', seq: message.sequence }).catch(
      (err: unknown) => log().warn({ err: String(err), roomId }, 'chat: skip notice not published'),
    );
  } else {
    try {
      await publishRoomEvent(bus, roomId, { t: 'msg', m: message });
    } catch (err) {
      // Stored, so sent: the room's clients fetch it on the `seq` gap once the bus is back. An
      // error here would have the sender send it again, twice in the room (issue 29 §3).
      if (!isPartUnavailable(err)) throw err;
      log().warn({ err: String(err), roomId, seq: message.sequence }, 'chat: publish failed');
    }
  }
  return { ok: true, message: { ...message, flow: 'out' } };
}

/**
 * The DELETE_MESSAGE custom message (docs/product.md §4): every client removes the messages by their
 * sequences, or every message of a sender.
 */
export async function announceDelete(
  bus: Bus,
  roomId: number,
  target: { sequences: number[] } | { from: string },
): Promise<ChatMessage> {
  const m = await storeMessage(
    roomId,
    { chatId: 'system', userId: null, nick: '', avatar: '', level: 0 },
    { type: 'custom', kind: 'DELETE_MESSAGE', extension: target },
  );
  await publishRoomEvent(bus, roomId, { t: 'msg', m });
  return m;
}

/** A system notice to the whole room: `{ event: 'mute' | 'unmute', target, … }`. */
export async function announce(
  bus: Bus,
  roomId: number,
  event: Record<string, unknown>,
): Promise<ChatMessage> {
  const m = await storeMessage(
    roomId,
    { chatId: 'system', userId: null, nick: '', avatar: '', level: 0 },
    { type: 'custom', kind: 'system', extension: event },
  );
  await publishRoomEvent(bus, roomId, { t: 'msg', m });
  return m;
}
