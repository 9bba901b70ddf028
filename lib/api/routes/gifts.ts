import 'server-only';
import { GIFT_LIMIT } from '@/lib/rate-limit/rules';
import {
  MAX_GIFT_NUM,
  giftListOutput,
  handselInput,
  handselOutput,
  userGiftListInput,
  userGiftListOutput,
} from '@/lib/wallet/contract';
import { listGifts, sendGift, userGiftList } from '@/lib/wallet/gifts';
import { endpoint, ok, type Endpoint } from '../endpoint';

const TAG = 'gifts';

export const giftEndpoints: Endpoint[] = [
  // GET api/Gift/getList – the gift catalogue
  endpoint({
    method: 'GET',
    path: 'Gift/getList',
    summary:
      'The enabled gifts, cheapest first, names in the request language. `price` in coins (one decimal); `icon` a self-hosted SVG (/gifts/<slug>.svg); `effect` a self-hosted Lottie animation (/gifts/<slug>.json) or "" for a chat-line-only gift; `effect_level` 0 chat line, 1 animation over the player, 2 full-stage; `combo` may be sent several at once.',
    tag: TAG,
    output: giftListOutput,
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
    input: handselInput,
    output: handselOutput,
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
    input: userGiftListInput,
    output: userGiftListOutput,
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
