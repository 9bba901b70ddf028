import 'server-only';
import { actorOf } from '@/lib/admin/audit';
import {
  HORN_MAX_CHARS,
  HORN_RECENT_MAX,
  REVIEW_REASON_MAX,
  adminHornListInput,
  adminHornListOutput,
  adminHornOutput,
  guardListOutput,
  hornConfigOutput,
  hornRecentOutput,
  hornSendInput,
  hornSentOutput,
  myHornListInput,
  myHornListOutput,
  nobleBuyInput,
  nobleBuyOutput,
  nobleQuoteOutput,
  reviewHornInput,
} from '@/lib/wallet/contract';
import { buyNoble, listTiers, myNoble, quoteNoble, tierItem } from '@/lib/wallet/nobles';
import {
  HORN_PRICE_TENTHS,
  adminHornList,
  hornConfig,
  myHorns,
  recentHorns,
  reviewHorn,
  sendHorn,
} from '@/lib/wallet/horns';
import { toCoins } from '@/lib/wallet/amount';
import { HORN_LIMIT } from '@/lib/rate-limit/rules';
import { endpoint, ok, type Endpoint } from '../endpoint';

const TAG = 'nobles';

/** A user's horn sends, per user. */
const HORN_RULE = { limit: HORN_LIMIT, by: 'user' } as const;

export const nobleEndpoints: Endpoint[] = [
  // GET api/Guard/getList – the noble tiers and the user's own
  endpoint({
    method: 'GET',
    path: 'Guard/getList',
    summary: `The noble (guard) tiers, lowest first, names in the request language, with their privileges; \`mine\` is the logged-in user's running tier (null for none or a guest) with its end and the free horns left this UTC month. \`horn\`: a horn's price (${toCoins(HORN_PRICE_TENTHS)} coins) and length.`,
    tag: TAG,
    auth: 'optional',
    output: guardListOutput,
    handler: async ({ user, lang }) =>
      ok({
        tiers: (await listTiers()).map((t) => tierItem(t, lang)),
        mine: user ? await myNoble(user.id, lang) : null,
        horn: { price: toCoins(HORN_PRICE_TENTHS), max_chars: HORN_MAX_CHARS },
      }),
  }),
  // GET api/guard_user/buy – buy or renew a noble tier
  endpoint({
    method: 'GET',
    path: 'guard_user/buy',
    summary:
      'Buys `months` (1, 3, 6 or 12 calendar months) of a tier, with an Idempotency-Key, at the price guard_user/quote shows. None or an expired tier: from now, monthly price × months. The same tier: extended from its end, full price. A higher tier while a lower one runs: the higher tier from now for `months`; the lower tier ends and its unused time is credited at its own price (its monthly price per 31 days, floored to 0.1 coin), so the buyer pays price − credit (a credit covering the whole price → nobleCreditExceedsPrice). A lower tier while a higher runs → nobleDowngrade. 1 coin paid = 1 exp. Not enough coins → insufficientBalance, nothing moves.',
    tag: TAG,
    auth: 'required',
    mutation: true,
    idempotent: true,
    input: nobleBuyInput,
    output: nobleBuyOutput,
    handler: async ({ user, input, idempotencyKey }) => {
      const { replay: _replay, ...bought } = await buyNoble({
        userId: user.id,
        tierId: input.tier_id,
        months: input.months,
        key: `u${user.id}:${idempotencyKey}`,
      });
      return ok(bought, 'api.nobleBought');
    },
  }),
  // GET api/guard_user/quote – what guard_user/buy would charge now
  endpoint({
    method: 'GET',
    path: 'guard_user/quote',
    summary:
      'Not in the spec: what guard_user/buy with the same tier_id and months would charge now, nothing moves. `mode` new (from now), renew (the same tier, extended from its end) or upgrade (a higher tier from now; `from` is the running lower tier, whose unused time is credited at its own price: `credit`). `to_pay` = `price` − `credit`; `expires_at` the end after buying. Refusals as guard_user/buy: nobleDowngrade, nobleCreditExceedsPrice, nobleTierNotFound.',
    tag: TAG,
    auth: 'required',
    input: nobleBuyInput,
    output: nobleQuoteOutput,
    handler: async ({ user, input, lang }) =>
      ok(await quoteNoble({ userId: user.id, tierId: input.tier_id, months: input.months, lang })),
  }),
  // GET api/Member/sneHorn – send a horn (docs/product.md §7 spells it sneHorn)
  endpoint({
    method: 'GET',
    path: 'Member/sneHorn',
    summary: `Sends a horn: 1–${HORN_MAX_CHARS} characters of plain text (trimmed; hornTextInvalid otherwise; hornBlockedWord for a site-wide blocked word), with an Idempotency-Key. Free while the user's noble tier has free horns left this UTC month, else ${toCoins(HORN_PRICE_TENTHS)} coins (insufficientBalance: nothing moves). It waits for review (status 0); once passed every live room shows it. At most 10 a minute.`,
    tag: TAG,
    auth: 'required',
    mutation: true,
    idempotent: true,
    rateLimit: [HORN_RULE],
    input: hornSendInput,
    output: hornSentOutput,
    handler: async ({ user, input, idempotencyKey }) =>
      ok(
        await sendHorn({
          userId: user.id,
          content: input.content,
          key: `u${user.id}:${idempotencyKey}`,
        }),
        'api.hornSent',
      ),
  }),
  // GET api/Member/hornList – the user's horns
  endpoint({
    method: 'GET',
    path: 'Member/hornList',
    summary:
      "The user's own horns, newest first, with their review status (0 waiting, 1 passed, 2 failed; `status_name` localised) and a failed one's reason.",
    tag: TAG,
    auth: 'required',
    input: myHornListInput,
    output: myHornListOutput,
    handler: async ({ user, input, lang }) =>
      ok(await myHorns(user.id, lang, input.page ?? 1, input.limit ?? 20)),
  }),
  // GET api/Horn/recent – horns passed in the last 24 h
  endpoint({
    method: 'GET',
    path: 'Horn/recent',
    summary: `Not in the spec: the horns passed in the last 24 hours, newest first, at most ${HORN_RECENT_MAX} (a live room shows the newest on load; later ones arrive on the websocket as {"type":"horn"} frames).`,
    tag: TAG,
    output: hornRecentOutput,
    handler: async () => ok(await recentHorns()),
  }),
  // GET api/Horn/config – what sending a horn costs the user now
  endpoint({
    method: 'GET',
    path: 'Horn/config',
    summary:
      "Not in the spec: a horn's price and length, and what the user's noble tier gives now (free horns left this UTC month, the larger horn); 0 and false for guests.",
    tag: TAG,
    auth: 'optional',
    output: hornConfigOutput,
    handler: async ({ user }) => ok(await hornConfig(user?.id ?? null)),
  }),
  // GET api/admin/hornList – horns for review
  endpoint({
    method: 'GET',
    path: 'admin/hornList',
    summary:
      'Moderators and administrators: horns of a status (0 waiting, 1 passed, 2 failed; all when left out), newest first, with the sender (mobile masked). `q` searches the sender’s nickname or mobile, or an id (the horn’s or the sender’s); `sort` time | amount (its cost), `dir` asc | desc. Answers the counts per status of the search too.',
    tag: 'admin',
    auth: 'moderator',
    input: adminHornListInput,
    output: adminHornListOutput,
    handler: async ({ user, input, lang }) =>
      ok(
        await adminHornList({
          reader: user,
          status: input.status,
          q: input.q,
          sort: input.sort,
          dir: input.dir,
          page: input.page ?? 1,
          limit: input.limit ?? 20,
          lang,
        }),
      ),
  }),
  // GET api/admin/reviewHorn – pass or fail a horn
  endpoint({
    method: 'GET',
    path: 'admin/reviewHorn',
    summary: `Moderators and administrators: pass (1) or fail (0, with a reason of at most ${REVIEW_REASON_MAX} characters: reviewReasonRequired) a waiting horn, once (alreadyReviewed otherwise). A failed horn gives back its coins or its free horn; a passed one is pushed to every live room. One audit row (horn.approve | horn.reject).`,
    tag: 'admin',
    auth: 'moderator',
    mutation: true,
    input: reviewHornInput,
    output: adminHornOutput,
    handler: async (ctx) =>
      ok(
        await reviewHorn(actorOf(ctx), {
          id: ctx.input.id,
          pass: ctx.input.pass === 1,
          reason: ctx.input.reason,
          lang: ctx.lang,
        }),
      ),
  }),
];
