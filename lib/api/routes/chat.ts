import 'server-only';
import { levelFromExp } from '@/lib/account/level';
import { fromTenths } from '@/lib/account/public-user';
import { chatIdOfUser } from '@/lib/providers/chat/sig';
import { getBus } from '@/lib/realtime/bus';
import {
  CHAT_MAX_CHARS,
  MUTE_MAX_HOURS,
  SLOW_MODE_MAX,
  addWordInput,
  addWordOutput,
  barrageInput,
  barrageListOutput,
  blacklistAddOutput,
  blacklistOutput,
  blacklistRemoveOutput,
  blockedWordsOutput,
  chatMessageOutput,
  chatterInput,
  deleteMessagesInput,
  deleteMessagesOutput,
  modLogOutput,
  muteInput,
  muteOutput,
  rankingInput,
  rankingOutput,
  removeWordInput,
  removeWordOutput,
  roomInput,
  rulesOutput,
  setRulesInput,
  unmuteOutput,
} from '@/lib/chat/contract';
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
import { CHAT_MODERATE_LIMIT } from '@/lib/rate-limit/rules';
import { endpoint, ok } from '../endpoint';

const TAG = 'chat';

/** Room staff's budget for moderation calls, per user. */
const STAFF_LIMIT = { limit: CHAT_MODERATE_LIMIT, by: 'user' } as const;

export const chatEndpoints = [
  // POST api/chat/forbidSendMsg – mute a chatter
  endpoint({
    method: 'POST',
    path: 'chat/forbidSendMsg',
    summary: `Room staff (anchor, room administrators, site administrators) mute a chatter: duration "broadcast" (until this broadcast ends), "forever", or 1–${MUTE_MAX_HOURS} hours. The room gets a system notice; staff cannot be muted, nor by the room's anchor or administrators a member whose noble tier has mute protection (nobleProtected; site administrators can). Others → code 1.`,
    tag: TAG,
    auth: 'required',
    rateLimit: [STAFF_LIMIT],
    input: muteInput,
    output: muteOutput,
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
    input: chatterInput,
    output: unmuteOutput,
    handler: async ({ user, input }) => ok(await unmuteChatter(user, input), 'api.unmuted'),
  }),
  // POST api/chat/delMsg – delete messages
  endpoint({
    method: 'POST',
    path: 'chat/delMsg',
    summary:
      "Room staff delete messages by `sequences`, or every message of `chat_id`; viewers get a DELETE_MESSAGE custom message (by sequence or by sender) and history skips them. The rule of mutes and blacklists holds: a room administrator deletes viewers' messages and their own, never the anchor's or another administrator's; the anchor also deletes their administrators'; site administrators delete anything. One message out of reach refuses the request (cannotModerateStaff) and nothing is deleted.",
    tag: TAG,
    auth: 'required',
    rateLimit: [STAFF_LIMIT],
    input: deleteMessagesInput,
    output: deleteMessagesOutput,
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
    input: chatterInput,
    output: blacklistAddOutput,
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
    input: chatterInput,
    output: blacklistRemoveOutput,
    handler: async ({ user, input }) => ok(await unblacklistChatter(user, input), 'api.saved'),
  }),
  // GET api/chat/blackList
  endpoint({
    method: 'GET',
    path: 'chat/blackList',
    summary: "Not in the spec: a room's blacklist (staff).",
    tag: TAG,
    auth: 'required',
    input: roomInput,
    output: blacklistOutput,
    handler: async ({ user, input }) => ok(await roomBlacklist(user, input.room_id)),
  }),
  // GET api/chat/rules – a room's chat rules
  endpoint({
    method: 'GET',
    path: 'chat/rules',
    summary:
      "Not in the spec: a room's chat rules (slow mode, who may chat, emoji-only, no links).",
    tag: TAG,
    input: roomInput,
    output: rulesOutput,
    handler: async ({ input }) => ok(await chatRules(input.room_id)),
  }),
  // POST api/chat/setRules – room staff change them
  endpoint({
    method: 'POST',
    path: 'chat/setRules',
    summary: `Not in the spec: room staff set slow mode (0–${SLOW_MODE_MAX} s), who may chat (everyone, users, followers, age: accounts older than min_age_min minutes), emoji-only and no-links modes. Staff are exempt from all of them.`,
    tag: TAG,
    auth: 'required',
    rateLimit: [STAFF_LIMIT],
    input: setRulesInput,
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
    input: roomInput,
    output: blockedWordsOutput,
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
    input: addWordInput,
    output: addWordOutput,
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
    input: removeWordInput,
    output: removeWordOutput,
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
    input: roomInput,
    output: modLogOutput,
    handler: async ({ user, input }) => ok(await roomModerationRecord(user, input.room_id)),
  }),
  // GET api/Barrage/getList – the room's latest danmaku
  endpoint({
    method: 'GET',
    path: 'Barrage/getList',
    summary: "A room's latest danmaku (barrage) messages, oldest first (up to 50).",
    tag: TAG,
    input: roomInput,
    output: barrageListOutput,
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
    input: barrageInput,
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
      "A room's ranking: its top viewers over the last 7 days, score = coins given in gifts in the room × 10 + messages sent (gifts dominate), with the coins and the messages it is made of.",
    tag: TAG,
    input: rankingInput,
    output: rankingOutput,
    handler: async ({ input }) => ok(await roomRanking(input.id)),
  }),
];
