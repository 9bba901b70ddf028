/**
 * The live-room chat contract (docs/architecture.md "Contracts", docs/decisions/024): the zod input
 * and output schemas of the chat, moderation and danmaku endpoints (docs/product.md §3, §6), wired
 * to endpoints by lib/api/routes/chat.ts, and the types inferred from them that the chat client,
 * the chat box and the studio read. Browser-safe: zod, the shared rules, the account contract
 * (number fields) and ./limits only; browser code imports it with `import type`, and constants
 * from ./limits.
 */
import { z } from 'zod';
import { numberField } from '@/lib/account/contract';
import { idField, idNumber } from '@/lib/rules';
import { idText } from '@/lib/rules/id';
import {
  CHAT_MAX_CHARS,
  CHAT_POLICIES,
  MIN_AGE_MAX,
  SLOW_MODE_MAX,
  WORD_ACTIONS,
  WORD_LANGS,
  WORD_MAX,
} from './limits';

export * from './limits';

// ---- inputs ---------------------------------------------------------------------------------------

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

/** Every staff call names the room. */
export const roomInput = z.object({ room_id: roomField });
/** chat/unmute, chat/blackListAdd, chat/blackListRemove */
export const chatterInput = z.object({ room_id: roomField, chat_id: chatIdField });

/** chat/forbidSendMsg */
export const muteInput = z.object({
  room_id: roomField,
  chat_id: chatIdField,
  duration: z.union([z.string().max(16), z.number()]).describe('"broadcast", "forever" or hours'),
});

/** chat/delMsg: by sequences, or every message of one sender (exactly one of the two). */
export const deleteMessagesInput = z
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
  });

/** chat/setRules: what is left out stays as it is. */
export const setRulesInput = z.object({
  room_id: roomField,
  slow_mode_s: numberField(0, SLOW_MODE_MAX).optional(),
  chat_policy: z.enum(CHAT_POLICIES).optional(),
  min_age_min: numberField(0, MIN_AGE_MAX).optional(),
  emoji_only: flag.optional(),
  no_links: flag.optional(),
});

/** chat/addBlockedWord */
export const addWordInput = z.object({
  room_id: roomField,
  word: z.string().trim().min(1).max(WORD_MAX),
  lang: z.enum(WORD_LANGS).default('*'),
  action: z.enum(WORD_ACTIONS).default('hide'),
});

/** chat/removeBlockedWord */
export const removeWordInput = z.object({ room_id: roomField, id: idField() });

/** Barrage/send: the raw text, bounded before any work (normalization brings it to the limit). */
export const barrageInput = z.object({
  room_id: roomField,
  text: z.string().max(CHAT_MAX_CHARS * 20),
});

/** live_streaming/roomRanking */
export const rankingInput = z.object({ id: roomField });

// ---- outputs --------------------------------------------------------------------------------------

/**
 * docs/product.md §3 chat message, shaped like Tencent Cloud Chat's Message so one client handles
 * both providers: `type` TIMTextElem (payload.text) or TIMCustomElem (payload.data: the kind,
 * payload.extension: its JSON).
 */
export const chatMessageOutput = z.object({
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

export const barrageListOutput = z.array(chatMessageOutput);

export const muteOutput = z.object({
  chat_id: z.string(),
  until: z.number().int().nullable(),
  kind: z.enum(['broadcast', 'forever', 'hours']),
});
export const unmuteOutput = z.object({ chat_id: z.string(), lifted: z.boolean() });
export const deleteMessagesOutput = z.object({ deleted: z.array(z.number().int()) });
export const blacklistAddOutput = z.object({ chat_id: z.string() });
export const blacklistRemoveOutput = z.object({ chat_id: z.string(), removed: z.boolean() });
export const blacklistOutput = z.array(
  z.object({ chat_id: z.string(), by: z.number().int().nullable(), created_at: z.date() }),
);

/** chat/rules, chat/setRules */
export const rulesOutput = z.object({
  slow_mode_s: z.number().int(),
  chat_policy: z.enum(CHAT_POLICIES),
  min_age_min: z.number().int(),
  emoji_only: z.boolean(),
  no_links: z.boolean(),
});

const blockedWordOutput = z.object({
  id: z.number().int(),
  word: z.string(),
  lang: z.string(),
  action: z.string(),
});
/** chat/addBlockedWord */
export const addWordOutput = blockedWordOutput;
/** chat/blockedWords */
export const blockedWordsOutput = z.array(blockedWordOutput);
export const removeWordOutput = z.object({ removed: z.boolean() });

/** chat/modLog, newest first; the blocked-word filter acts with actor null. */
export const modLogOutput = z.array(
  z.object({
    id: z.number().int(),
    action: z.string(),
    target_chat_id: z.string().nullable(),
    detail: z.unknown(),
    actor_id: z.number().int().nullable(),
    actor_nickname: z.string().nullable(),
    time: z.number().int(),
  }),
);

/** live_streaming/roomRanking */
export const rankingOutput = z.array(
  z.object({
    rank: z.number().int(),
    user_id: z.number().int(),
    nickname: z.string(),
    avatar: z.string(),
    level: z.number().int(),
    score: z.number().int(),
    /** Coins given in gifts, one decimal (decision 005). */
    coins: z.number(),
    /** Chat messages sent. */
    messages: z.number().int(),
  }),
);

// ---- types ----------------------------------------------------------------------------------------

/** A chat message as clients receive it (websocket chat.message, history, Barrage/*). */
export type ChatMessage = z.infer<typeof chatMessageOutput>;
export type ChatRules = z.infer<typeof rulesOutput>;
export type BlockedWordItem = z.infer<typeof blockedWordOutput>;
export type ModRecord = z.infer<typeof modLogOutput>[number];
export type RankedViewer = z.infer<typeof rankingOutput>[number];
export type MuteAnswer = z.infer<typeof muteOutput>;
export type RemoveWordAnswer = z.infer<typeof removeWordOutput>;
export type SetRulesInput = z.input<typeof setRulesInput>;
