import 'server-only';
import { z } from 'zod';
import { numberField } from '@/lib/account/schemas';
import { idField } from '@/lib/rules';
import { GIFT_LIMIT, MAX_GIFT_NUM, listGifts, sendGift, userGiftList } from '@/lib/wallet/gifts';
import { endpoint, ok, type Endpoint } from '../endpoint';

const TAG = 'gifts';

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/**
 * The number of gifts. Checked by the domain (lib/wallet/gifts.ts parseGiftNum) so that every
 * wrong value gets the one message "a whole number from 1 to 9999"; decimal text becomes a number
 * here, so "5" and 5 are the same request to the idempotency store.
 */
const numField = z
  .preprocess(
    (v) => (typeof v === 'string' && /^\d{1,6}$/.test(v.trim()) ? Number(v) : v),
    z.unknown(),
  )
  .meta({
    type: ['integer', 'string'],
    description: `the number of gifts, a whole number 1–${MAX_GIFT_NUM}; more than 1 only for combo gifts`,
  } as never);

const giftCard = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  effect: z.string(),
  effect_level: z.number().int(),
});

export const giftEndpoints: Endpoint[] = [
  // GET api/Gift/getList – the gift catalogue
  endpoint({
    method: 'GET',
    path: 'Gift/getList',
    summary:
      'The enabled gifts, cheapest first, names in the request language. `price` in coins (one decimal); `icon` a self-hosted SVG (/gifts/<slug>.svg); `effect` a self-hosted Lottie animation (/gifts/<slug>.json) or "" for a chat-line-only gift; `effect_level` 0 chat line, 1 animation over the player, 2 full-stage; `combo` may be sent several at once.',
    tag: TAG,
    output: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        price: z.number(),
        icon: z.string(),
        effect: z.string(),
        effect_level: z.number().int(),
        combo: z.boolean(),
      }),
    ),
    handler: async ({ lang }) => ok(await listGifts(lang)),
  }),
  // GET api/member/handselGift – send a gift in a live room
  endpoint({
    method: 'GET',
    path: 'member/handselGift',
    summary: `Sends \`num\` of a gift in a live room (Idempotency-Key required: a retry answers the first send and moves nothing again). The sender's coins pay price × num; the anchor's pending income gets GIFT_ANCHOR_SHARE_PERCENT of it (withdrawable after the settlement delay), the platform the rest; the sender's exp rises by the coins spent (1 coin = 1 exp). The room receives a chat message TIMCustomElem with payload.data "gift" and payload.extension JSON {gift_id, slug, icon, effect, effect_level, num, total, names:{zh,en,vi}, anchor_id, send_id, combo}. Refusals (code 1, nothing moved): giftNumInvalid (not a whole number 1–${MAX_GIFT_NUM}), giftNotCombo (more than 1 of a non-combo gift), giftNotFound, roomNotFound, giftSelf (the room's anchor), giftBlacklisted (out of the room's chat), insufficientBalance. At most ${GIFT_LIMIT.points} sends per ${GIFT_LIMIT.durationSec} s per user.`,
    tag: TAG,
    auth: 'required',
    mutation: true,
    idempotent: true,
    rateLimit: [{ limit: GIFT_LIMIT, by: 'user' }],
    input: z.object({
      room_id: idField().describe('the live room id'),
      gift_id: idField().describe('the gift id (Gift/getList)'),
      num: numField,
    }),
    output: z.object({
      balance: z.number(),
      exp: z.number(),
      level: z.number().int(),
      gift: giftCard,
      num: z.number().int(),
      total: z.number(),
      send_id: z.number().int(),
    }),
    handler: async ({ user, input, lang, idempotencyKey }) =>
      ok(
        await sendGift(
          user,
          { roomId: input.room_id, giftId: input.gift_id, num: input.num },
          idempotencyKey!,
          lang,
        ),
        'api.giftSent',
      ),
  }),
  // GET api/Gift/getUserGiftList – gifts sent or received
  endpoint({
    method: 'GET',
    path: 'Gift/getUserGiftList',
    summary:
      'The gifts the user sent (type sent, default) or received as an anchor (type received), newest first, paged. `total` in coins; names in the request language.',
    tag: TAG,
    auth: 'required',
    input: z.object({
      type: z
        .preprocess(blank, z.enum(['sent', 'received']).optional())
        .describe('sent (default) or received'),
      page: z
        .preprocess(blank, numberField(1, 1000).optional())
        .describe('page number, from 1 (default 1)'),
      limit: z
        .preprocess(blank, numberField(1, 50).optional())
        .describe('page size, 1–50 (default 20)'),
    }),
    output: z.object({
      list: z.array(
        z.object({
          id: z.number().int(),
          gift_id: z.number().int(),
          name: z.string(),
          icon: z.string(),
          num: z.number().int(),
          total: z.number(),
          room_id: z.number().int(),
          anchor: z.object({ id: z.number().int(), nickname: z.string() }),
          sender: z.object({ id: z.number().int(), nickname: z.string() }),
          created_at: z.string(),
        }),
      ),
      total: z.number().int(),
      page: z.number().int(),
      limit: z.number().int(),
    }),
    handler: async ({ user, input, lang }) =>
      ok(
        await userGiftList(user.id, {
          type: input.type ?? 'sent',
          page: input.page ?? 1,
          limit: input.limit ?? 20,
          lang,
        }),
      ),
  }),
];
