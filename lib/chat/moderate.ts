import 'server-only';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { blockedWords, chatMessages, rooms } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import type { AuthUser } from '@/lib/account/auth';
import { clearMemos } from '@/lib/cache/memo';
import { getBus } from '@/lib/realtime/bus';
import { roomRankingRows } from '@/lib/wallet/gifts';
import { isMuteProtected } from '@/lib/wallet/nobles';
import type { BlockedWord } from './moderation';
import { parseMuteDuration } from './moderation';
import {
  addMute,
  addToBlacklist,
  deleteMessages,
  liftMutes,
  listBlacklist,
  moderationRecord,
  recentBarrage,
  recordAction,
  removeFromBlacklist,
} from './service';
import {
  announce,
  announceDelete,
  isStaffOf,
  publishRoomEvent,
  roomRanks,
  roomRules,
} from './send';

/** Site staff in every room: administrators and the console's moderators (docs/product.md §6 "Operators"). */
const siteStaff = (user: AuthUser) => user.isAdmin || user.staffRoles.includes('moderator');

/**
 * What room staff do from the chat (docs/product.md §6 room administrator, §7 chat/forbidSendMsg, delMsg,
 * blackListAdd; issue 9 §5). Permission is checked here, in the domain: the room's anchor, its
 * administrators and site administrators act; nobody acts on the room's staff. Every action is
 * recorded with who did it, and the room's viewers are told through its channel.
 */

async function staffRoom(user: AuthUser, roomId: number) {
  const room = await roomRules(String(roomId));
  if (!room) throw new AppError('roomNotFound');
  if (!(await isStaffOf(room, user.id))) throw new AppError('forbidden');
  return room;
}

const USER_CHAT_ID = /^u([1-9]\d{0,9})$/;
const CHAT_ID = /^(u[1-9]\d{0,9}|guest_[0-9a-f]{16})$/;

/** Staff cannot be muted or blacklisted in their own room (an administrator by another, either). */
async function requireTarget(room: { id: number; anchorId: number }, chatId: string) {
  if (!CHAT_ID.test(chatId)) throw new AppError('chatUserNotFound');
  const user = USER_CHAT_ID.exec(chatId);
  if (user && (await isStaffOf(room, Number(user[1])))) throw new AppError('cannotModerateStaff');
}

/**
 * Deleting follows the rule of mutes and blacklists (`cannotModerateStaff`): a room administrator
 * deletes viewers' messages and their own, never the anchor's or another staff member's; the
 * anchor also deletes their administrators'; a site administrator deletes anything. One message
 * out of reach refuses the whole request, and nothing is deleted.
 */
async function requireDeletable(
  room: { id: number; anchorId: number },
  user: AuthUser,
  target: { sequences: number[] } | { from: string },
) {
  const actor = siteStaff(user) ? 3 : ((await roomRanks(room, [user.id])).get(user.id) ?? 0);
  if (actor === 3) return;
  const authors =
    'from' in target
      ? [target.from]
      : (
          await db()
            .selectDistinct({ from: chatMessages.fromId })
            .from(chatMessages)
            .where(
              and(eq(chatMessages.roomId, room.id), inArray(chatMessages.seq, target.sequences)),
            )
        ).map((r) => r.from);
  const others = authors
    .map((chatId) => USER_CHAT_ID.exec(chatId))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]))
    .filter((id) => id !== user.id);
  const ranks = await roomRanks(room, [...new Set(others)]);
  if ([...ranks.values()].some((rank) => rank >= actor)) throw new AppError('cannotModerateStaff');
}

/** chat/forbidSendMsg: mute for this broadcast, 1–720 hours, or until lifted. */
export async function muteChatter(
  user: AuthUser,
  input: { room_id: number; chat_id: string; duration: unknown },
) {
  const room = await staffRoom(user, input.room_id);
  await requireTarget(room, input.chat_id);
  // A noble tier with mute protection: the room's anchor and administrators cannot mute its
  // member, site administrators still can (issue 11 §4).
  const target = USER_CHAT_ID.exec(input.chat_id);
  if (target && !siteStaff(user) && (await isMuteProtected(Number(target[1]))))
    throw new AppError('nobleProtected');
  const duration = parseMuteDuration(input.duration);
  if (!duration) throw new AppError('muteDurationInvalid');
  const { until } = await addMute(room.id, input.chat_id, duration, user.id, room.broadcastId);
  // Their open connections' browsers are muted with them (lib/chat/realtime.ts binds them).
  await publishRoomEvent(getBus(), room.id, { t: 'mute', chatId: input.chat_id });
  const untilS = until ? Math.floor(until.getTime() / 1000) : null;
  await recordAction(room.id, user.id, 'mute', input.chat_id, {
    duration: duration.kind === 'hours' ? duration.hours : duration.kind,
  });
  await announce(getBus(), room.id, {
    event: 'mute',
    target: input.chat_id,
    duration: duration.kind === 'hours' ? duration.hours : duration.kind,
    until: untilS,
  });
  return { chat_id: input.chat_id, until: untilS, kind: duration.kind };
}

/** chat/unmute (not in the spec): lifts the mutes, with the mute-lifted notice. */
export async function unmuteChatter(user: AuthUser, input: { room_id: number; chat_id: string }) {
  const room = await staffRoom(user, input.room_id);
  const lifted = await liftMutes(room.id, input.chat_id);
  if (lifted) {
    await recordAction(room.id, user.id, 'unmute', input.chat_id);
    await announce(getBus(), room.id, { event: 'unmute', target: input.chat_id });
  }
  return { chat_id: input.chat_id, lifted };
}

/** chat/delMsg: deletes messages by sequence, or every message of a sender. */
export async function deleteChat(
  user: AuthUser,
  input: { room_id: number; sequences?: number[]; chat_id?: string },
) {
  const room = await staffRoom(user, input.room_id);
  const target: { sequences: number[] } | { from: string } | null = input.sequences?.length
    ? { sequences: input.sequences }
    : input.chat_id
      ? { from: input.chat_id }
      : null;
  if (!target) throw new AppError('badRequest');
  await requireDeletable(room, user, target);
  const deleted = await deleteMessages(room.id, user.id, target);
  if (deleted.length > 0) {
    await recordAction(room.id, user.id, 'delete', 'from' in target ? target.from : null, {
      sequences: deleted,
    });
    // By sender, every client drops that sender's messages; by sequence, exactly those.
    await announceDelete(getBus(), room.id, 'from' in target ? target : { sequences: deleted });
  }
  return { deleted };
}

/**
 * chat/blackListAdd: out of the room's chat for good. Their messages go, their connections are
 * taken out of the group, and their browser is remembered (a fresh guest id stays out).
 */
export async function blacklistChatter(
  user: AuthUser,
  input: { room_id: number; chat_id: string },
) {
  const room = await staffRoom(user, input.room_id);
  await requireTarget(room, input.chat_id);
  await addToBlacklist(room.id, input.chat_id, null, user.id);
  await recordAction(room.id, user.id, 'blacklist', input.chat_id);
  const bus = getBus();
  const deleted = await deleteMessages(room.id, user.id, { from: input.chat_id });
  if (deleted.length > 0) await announceDelete(bus, room.id, { from: input.chat_id });
  await publishRoomEvent(bus, room.id, { t: 'kick', chatId: input.chat_id, device: null });
  return { chat_id: input.chat_id };
}

export async function unblacklistChatter(
  user: AuthUser,
  input: { room_id: number; chat_id: string },
) {
  const room = await staffRoom(user, input.room_id);
  const removed = await removeFromBlacklist(room.id, input.chat_id);
  if (removed) await recordAction(room.id, user.id, 'unblacklist', input.chat_id);
  return { chat_id: input.chat_id, removed };
}

export async function roomBlacklist(user: AuthUser, roomId: number) {
  const room = await staffRoom(user, roomId);
  return listBlacklist(room.id);
}

export type ChatRulesInput = {
  slow_mode_s?: number;
  chat_policy?: 'everyone' | 'users' | 'followers' | 'age';
  min_age_min?: number;
  emoji_only?: boolean;
  no_links?: boolean;
};

/** chat/setRules (not in the spec): slow mode, who may chat, emoji-only and no-links modes. */
export async function setChatRules(user: AuthUser, roomId: number, input: ChatRulesInput) {
  const room = await staffRoom(user, roomId);
  const values = {
    ...(input.slow_mode_s !== undefined && { slowModeS: input.slow_mode_s }),
    ...(input.chat_policy !== undefined && { chatPolicy: input.chat_policy }),
    ...(input.min_age_min !== undefined && { chatMinAgeMin: input.min_age_min }),
    ...(input.emoji_only !== undefined && { emojiOnly: input.emoji_only }),
    ...(input.no_links !== undefined && { noLinks: input.no_links }),
  };
  if (Object.keys(values).length > 0) {
    await db()
      .update(rooms)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(rooms.id, room.id));
    await recordAction(room.id, user.id, 'settings', null, { ...input });
    // This instance at once; the others within the rules' 2 s memo.
    clearMemos();
  }
  return chatRules(room.id);
}

export async function chatRules(roomId: number) {
  const [r] = await db().select().from(rooms).where(eq(rooms.id, roomId));
  if (!r) throw new AppError('roomNotFound');
  return {
    slow_mode_s: r.slowModeS,
    chat_policy: r.chatPolicy as ChatRulesInput['chat_policy'] & string,
    min_age_min: r.chatMinAgeMin,
    emoji_only: r.emojiOnly,
    no_links: r.noLinks,
  };
}

/** A room's own blocked words (staff), newest first. */
export async function listRoomWords(user: AuthUser, roomId: number) {
  const room = await staffRoom(user, roomId);
  const rows = await db()
    .select()
    .from(blockedWords)
    .where(eq(blockedWords.roomId, room.id))
    .orderBy(desc(blockedWords.id))
    .limit(2000);
  return rows.map((w) => ({ id: w.id, word: w.word, lang: w.lang, action: w.action }));
}

/** At most this many words per room. */
export const MAX_ROOM_WORDS = 1000;

export async function addRoomWord(user: AuthUser, roomId: number, w: BlockedWord) {
  const room = await staffRoom(user, roomId);
  const [{ n }] = await db()
    .select({ n: count() })
    .from(blockedWords)
    .where(eq(blockedWords.roomId, room.id));
  if (Number(n) >= MAX_ROOM_WORDS)
    throw new AppError('tooManyBlockedWords', { max: MAX_ROOM_WORDS });
  const [row] = await db()
    .insert(blockedWords)
    .values({ roomId: room.id, word: w.word, lang: w.lang, action: w.action })
    .returning({ id: blockedWords.id });
  await recordAction(room.id, user.id, 'settings', null, {
    word: w.word,
    action: w.action,
    add: true,
  });
  clearMemos();
  return { id: row.id, ...w };
}

export async function removeRoomWord(user: AuthUser, roomId: number, id: number) {
  const room = await staffRoom(user, roomId);
  const gone = await db()
    .delete(blockedWords)
    .where(and(eq(blockedWords.id, id), eq(blockedWords.roomId, room.id)))
    .returning({ word: blockedWords.word });
  if (gone.length > 0) {
    await recordAction(room.id, user.id, 'settings', null, { word: gone[0].word, add: false });
    clearMemos();
  }
  return { removed: gone.length > 0 };
}

export async function roomModerationRecord(user: AuthUser, roomId: number) {
  const room = await staffRoom(user, roomId);
  return moderationRecord(room.id);
}

/** Barrage/getList: the room's latest danmaku, oldest first. */
export async function barrageList(roomId: number) {
  const room = await roomRules(String(roomId));
  if (!room) throw new AppError('roomNotFound');
  return recentBarrage(room.id);
}

/**
 * live_streaming/roomRanking: the room's top viewers over the last 7 days, coins given in gifts
 * ×10 plus messages sent (lib/wallet/gifts.ts roomRankingRows).
 */
export async function roomRanking(roomId: number, limit = 20) {
  const room = await roomRules(String(roomId));
  if (!room) throw new AppError('roomNotFound');
  return roomRankingRows(room.id, limit);
}
