import 'server-only';
import { z } from 'zod';
import { numberField } from '@/lib/account/schemas';
import { idField, idNumber } from '@/lib/rules';
import { idText } from '@/lib/rules/id';
import { levelFromExp } from '@/lib/account/level';
import { fromTenths } from '@/lib/account/public-user';
import { chatIdOfUser } from '@/lib/providers/chat/sig';
import { getBus } from '@/lib/realtime/bus';
import { CHAT_MAX_CHARS } from '@/lib/chat/text';
import { MUTE_MAX_HOURS } from '@/lib/chat/moderation';
import {
  addRoomWord,
  barrageList,
  blacklistChatter,
  chatRules,
  deleteChat,
  listRoomWords,
  muteChatter,
  removeRoomWord,
  roomBlacklist,
  roomModerationRecord,
  roomRanking,
  setChatRules,
  unblacklistChatter,
  unmuteChatter,
} from '@/lib/chat/moderate';
import { sendChatMessage } from '@/lib/chat/send';
import { AppError } from '@/lib/errors/app-error';
import { endpoint, ok } from '../endpoint';

const TAG = 'chat';

const roomField = idField().describe('the room id');
const chatIdField = z
  .string()
  .trim()
  .regex(/^(u[1-9]\d{0,9}|guest_[0-9a-f]{16})$/)
  .describe("a chat user's id (the message's `from`): u<id> or guest_…");
const flag = z.preprocess(
  (v) =>
    v === '1' || v === 1 || v === 'true' ? true : v === '0' || v === 0 || v === 'false' ? false : v,
  z.boolean(),
);

const chatMessageOutput = z.object({
  ID: z.string(),
  type: z.enum(['TIMTextElem', 'TIMCustomElem']),
  payload: z.object({
    text: z.string().optional(),
    data: z.string().optional(),
    description: z.string().optional(),
    extension: z.string().optional(),
  }),
  from: z.string(),
  sequence: z.number().int(),
  time: z.number().int(),
  flow: z.enum(['in', 'out']),
  nick: z.string(),
  avatar: z.string(),
  level: z.number().int(),
  noble: z
    .object({ level: z.number().int(), color: z.string() })
    .nullable()
    .describe("the sender's noble tier when sent (Guard/getList level, badge colour), or null"),
  guest: z.boolean(),
  barrage: z.boolean(),
  isRead: z.boolean(),
  isRevoked: z.boolean(),
  isDeleted: z.boolean(),
});

const rulesOutput = z.object({
  slow_mode_s: z.number().int(),
  chat_policy: z.enum(['everyone', 'users', 'followers', 'age']),
  min_age_min: z.number().int(),
  emoji_only: z.boolean(),
  no_links: z.boolean(),
});

/** Room staff's budget for moderation calls: generous, but not a script's. */
const STAFF_LIMIT = {
  limit: { name: 'chat-moderate', points: 120, durationSec: 60 },
  by: 'user',
} as const;

export const chatEndpoints = [
  // POST api/chat/forbidSendMsg – mute a chatter
  endpoint({
    method: 'POST',
    path: 'chat/forbidSendMsg',
    summary: `Room staff (anchor, room administrators, site administrators) mute a chatter: duration "broadcast" (until this broadcast ends), "forever", or 1–${MUTE_MAX_HOURS} hours. The room gets a system notice; staff cannot be muted, nor by the room's anchor or administrators a member whose noble tier has mute protection (nobleProtected; site administrators can). Others → code 1.`,
    tag: TAG,
    auth: 'required',
    rateLimit: [STAFF_LIMIT],
    input: z.object({
      room_id: roomField,
      chat_id: chatIdField,
      duration: z
        .union([z.string().max(16), z.number()])
        .describe('"broadcast", "forever" or hours'),
    }),
    output: z.object({
      chat_id: z.string(),
      until: z.number().int().nullable(),
      kind: z.enum(['broadcast', 'forever', 'hours']),
    }),
    handler: async ({ user, input }) => ok(await muteChatter(user, input), 'api.muted'),
  }),
  // POST api/chat/unmute – lift a mute
  endpoint({
    method: 'POST',
    path: 'chat/unmute',
    summary: 'Not in the spec: room staff lift a mute; the room gets the mute-lifted notice.',
    tag: TAG,
    auth: 'required',
    rateLimit: [STAFF_LIMIT],
    input: z.object({ room_id: roomField, chat_id: chatIdField }),
    output: z.object({ chat_id: z.string(), lifted: z.boolean() }),
    handler: async ({ user, input }) => ok(await unmuteChatter(user, input), 'api.unmuted'),
  }),
  // POST api/chat/delMsg – delete messages
  endpoint({
    method: 'POST',
    path: 'chat/delMsg',
    summary:
      'Room staff delete messages by `sequences`, or every message of `chat_id`; viewers get a DELETE_MESSAGE custom message (by sequence or by sender) and history skips them.',
    tag: TAG,
    auth: 'required',
    rateLimit: [STAFF_LIMIT],
    input: z
      .object({
        room_id: roomField,
        sequences: z
          .preprocess(
            (v) =>
              typeof v === 'string'
                ? v.split(',').map((s) => idText(s.trim()))
                : typeof v === 'number'
                  ? [v]
                  : v,
            z.array(idNumber).min(1).max(100).optional(),
          )
          .describe('message sequences (a list or "3,4,9")'),
        chat_id: chatIdField.optional().describe('delete every message of this sender'),
      })
      .refine((v) => Boolean(v.sequences?.length) !== Boolean(v.chat_id), {
        message: 'api.errors.badRequest',
        path: ['sequences'],
      }),
    output: z.object({ deleted: z.array(z.number().int()) }),
    handler: async ({ user, input }) => ok(await deleteChat(user, input), 'api.deleted'),
  }),
  // POST api/chat/blackListAdd – out of the room's chat
  endpoint({
    method: 'POST',
    path: 'chat/blackListAdd',
    summary:
      'Room staff blacklist a chatter: their messages are deleted, their connections leave the group, and neither that id nor the same browser with a fresh guest id may rejoin. Staff cannot be blacklisted.',
    tag: TAG,
    auth: 'required',
    rateLimit: [STAFF_LIMIT],
    input: z.object({ room_id: roomField, chat_id: chatIdField }),
    output: z.object({ chat_id: z.string() }),
    handler: async ({ user, input }) => ok(await blacklistChatter(user, input), 'api.blacklisted'),
  }),
  // POST api/chat/blackListRemove
  endpoint({
    method: 'POST',
    path: 'chat/blackListRemove',
    summary: 'Not in the spec: room staff take a chatter off the blacklist.',
    tag: TAG,
    auth: 'required',
    rateLimit: [STAFF_LIMIT],
    input: z.object({ room_id: roomField, chat_id: chatIdField }),
    output: z.object({ chat_id: z.string(), removed: z.boolean() }),
    handler: async ({ user, input }) => ok(await unblacklistChatter(user, input), 'api.saved'),
  }),
  // GET api/chat/blackList
  endpoint({
    method: 'GET',
    path: 'chat/blackList',
    summary: "Not in the spec: a room's blacklist (staff).",
    tag: TAG,
    auth: 'required',
    input: z.object({ room_id: roomField }),
    output: z.array(
      z.object({ chat_id: z.string(), by: z.number().int().nullable(), created_at: z.date() }),
    ),
    handler: async ({ user, input }) => ok(await roomBlacklist(user, input.room_id)),
  }),
  // GET api/chat/rules – a room's chat rules
  endpoint({
    method: 'GET',
    path: 'chat/rules',
    summary:
      "Not in the spec: a room's chat rules (slow mode, who may chat, emoji-only, no links).",
    tag: TAG,
    input: z.object({ room_id: roomField }),
    output: rulesOutput,
    handler: async ({ input }) => ok(await chatRules(input.room_id)),
  }),
  // POST api/chat/setRules – room staff change them
  endpoint({
    method: 'POST',
    path: 'chat/setRules',
    summary:
      'Not in the spec: room staff set slow mode (0–300 s), who may chat (everyone, users, followers, age: accounts older than min_age_min minutes), emoji-only and no-links modes. Staff are exempt from all of them.',
    tag: TAG,
    auth: 'required',
    rateLimit: [STAFF_LIMIT],
    input: z.object({
      room_id: roomField,
      slow_mode_s: numberField(0, 300).optional(),
      chat_policy: z.enum(['everyone', 'users', 'followers', 'age']).optional(),
      min_age_min: numberField(0, 525_600).optional(),
      emoji_only: flag.optional(),
      no_links: flag.optional(),
    }),
    output: rulesOutput,
    handler: async ({ user, input }) => {
      const { room_id, ...rules } = input;
      return ok(await setChatRules(user, room_id, rules), 'api.saved');
    },
  }),
  // GET api/chat/blockedWords
  endpoint({
    method: 'GET',
    path: 'chat/blockedWords',
    summary: "Not in the spec: a room's own blocked words (staff); the site's apply as well.",
    tag: TAG,
    auth: 'required',
    input: z.object({ room_id: roomField }),
    output: z.array(
      z.object({ id: z.number().int(), word: z.string(), lang: z.string(), action: z.string() }),
    ),
    handler: async ({ user, input }) => ok(await listRoomWords(user, input.room_id)),
  }),
  // POST api/chat/addBlockedWord
  endpoint({
    method: 'POST',
    path: 'chat/addBlockedWord',
    summary:
      'Not in the spec: room staff add a blocked word for one language or all (*), with its action: hide (shown to its sender only), mute (24 h) or blacklist. Matching resists spacing, case, width and diacritics tricks.',
    tag: TAG,
    auth: 'required',
    rateLimit: [STAFF_LIMIT],
    input: z.object({
      room_id: roomField,
      word: z.string().trim().min(1).max(40),
      lang: z.enum(['zh', 'en', 'vi', '*']).default('*'),
      action: z.enum(['hide', 'mute', 'blacklist']).default('hide'),
    }),
    output: z.object({
      id: z.number().int(),
      word: z.string(),
      lang: z.string(),
      action: z.string(),
    }),
    handler: async ({ user, input }) =>
      ok(
        await addRoomWord(user, input.room_id, {
          word: input.word,
          lang: input.lang,
          action: input.action,
        }),
        'api.saved',
      ),
  }),
  // POST api/chat/removeBlockedWord
  endpoint({
    method: 'POST',
    path: 'chat/removeBlockedWord',
    summary: "Not in the spec: room staff remove one of the room's blocked words.",
    tag: TAG,
    auth: 'required',
    rateLimit: [STAFF_LIMIT],
    input: z.object({ room_id: roomField, id: idField() }),
    output: z.object({ removed: z.boolean() }),
    handler: async ({ user, input }) =>
      ok(await removeRoomWord(user, input.room_id, input.id), 'api.deleted'),
  }),
  // GET api/chat/modLog – the record
  endpoint({
    method: 'GET',
    path: 'chat/modLog',
    summary:
      "Not in the spec: a room's moderation record (staff), newest first: who did what to whom and when; the blocked-word filter acts with actor null.",
    tag: TAG,
    auth: 'required',
    input: z.object({ room_id: roomField }),
    output: z.array(
      z.object({
        id: z.number().int(),
        action: z.string(),
        target_chat_id: z.string().nullable(),
        detail: z.unknown(),
        actor_id: z.number().int().nullable(),
        actor_nickname: z.string().nullable(),
        time: z.number().int(),
      }),
    ),
    handler: async ({ user, input }) => ok(await roomModerationRecord(user, input.room_id)),
  }),
  // GET api/Barrage/getList – the room's latest danmaku
  endpoint({
    method: 'GET',
    path: 'Barrage/getList',
    summary: "A room's latest danmaku (barrage) messages, oldest first (up to 50).",
    tag: TAG,
    input: z.object({ room_id: roomField }),
    output: z.array(chatMessageOutput),
    handler: async ({ input }) => ok(await barrageList(input.room_id)),
  }),
  // GET api/Barrage/send – a danmaku from HTTP
  endpoint({
    method: 'GET',
    path: 'Barrage/send',
    summary: `A logged-in user sends a danmaku to a room without the websocket: the same rules as chat.send (mute, 20 per 30 s, slow mode, blocked words, at most ${CHAT_MAX_CHARS} characters); viewers receive it as a chat.message with barrage true.`,
    tag: TAG,
    auth: 'required',
    mutation: true,
    input: z.object({ room_id: roomField, text: z.string().max(CHAT_MAX_CHARS * 20) }),
    output: chatMessageOutput,
    handler: async ({ user, input, lang }) => {
      const r = await sendChatMessage({
        bus: getBus(),
        roomId: input.room_id,
        sender: {
          chatId: chatIdOfUser(user.id),
          userId: user.id,
          nick: user.nickname,
          avatar: user.avatar,
          level: levelFromExp(fromTenths(user.expTenths)),
          createdAt: user.createdAt,
        },
        device: null,
        text: input.text,
        barrage: true,
        lang,
      });
      if (!r.ok) {
        if (r.failure.reason === 'roomNotFound') throw new AppError('roomNotFound');
        throw new AppError('chatRefused', { msg: r.failure.msg });
      }
      return ok(r.message);
    },
  }),
  // GET api/live_streaming/roomRanking
  endpoint({
    method: 'GET',
    path: 'live_streaming/roomRanking',
    summary:
      "A room's ranking: its top viewers over the last 7 days, score = coins given in gifts in the room × 10 + messages sent (gifts dominate).",
    tag: TAG,
    input: z.object({ id: roomField }),
    output: z.array(
      z.object({
        rank: z.number().int(),
        user_id: z.number().int(),
        nickname: z.string(),
        avatar: z.string(),
        level: z.number().int(),
        score: z.number().int(),
      }),
    ),
    handler: async ({ input }) => ok(await roomRanking(input.id)),
  }),
];
