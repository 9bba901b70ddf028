import 'server-only';
import { z } from 'zod';
import { numberField } from '@/lib/account/schemas';
import { idField } from '@/lib/rules';
import {
  NOBLE_MONTHS,
  buyNoble,
  listTiers,
  myNoble,
  parseMonths,
  tierItem,
} from '@/lib/wallet/nobles';
import {
  HORN_MAX_CHARS,
  HORN_PRICE_TENTHS,
  HORN_RECENT_MAX,
  REVIEW_REASON_MAX,
  adminHornList,
  hornConfig,
  myHorns,
  recentHorns,
  reviewHorn,
  sendHorn,
} from '@/lib/wallet/horns';
import { toCoins } from '@/lib/wallet/amount';
import { endpoint, ok, type Endpoint } from '../endpoint';

const TAG = 'nobles';

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

const pageField = z
  .preprocess(blank, numberField(1, 1000).optional())
  .describe('page number, from 1 (default 1)');
const limitField = z
  .preprocess(blank, numberField(1, 50).optional())
  .describe('page size, 1–50 (default 20)');

/**
 * 1, 3, 6 or 12, as a number or its text; anything else (0, 2, 1.5, "x", missing) gets the one
 * message "choose 1, 3, 6 or 12 months". Parsed to the number, so "3" and 3 are the same request
 * to the idempotency store.
 */
const monthsField = z
  .unknown()
  .transform((v, ctx) => {
    const months = parseMonths(v);
    if (months === null) {
      ctx.addIssue({ code: 'custom', message: 'api.errors.nobleMonthsInvalid', input: v });
      return z.NEVER;
    }
    return months;
  })
  .meta({
    type: ['integer', 'string'],
    enum: [...NOBLE_MONTHS],
    description: 'how many months: 1, 3, 6 or 12',
  } as never);

const nobleBadge = z
  .object({ level: z.number().int(), color: z.string() })
  .nullable()
  .describe("the sender's noble tier now (level, badge colour), or null");

const tierOutput = z.object({
  id: z.number().int(),
  level: z.number().int().describe('1 lowest … 6 highest'),
  name: z.string(),
  monthly_price: z.number().describe('coins a month'),
  badge_color: z.string().describe('CSS colour of the chat badge'),
  entry_effect: z.string().describe('the entry effect announced when joining a room, "" none'),
  horn_large: z.boolean(),
  free_horns: z.number().int().describe('free horns a calendar month (UTC)'),
  mute_protection: z.boolean().describe('room staff cannot mute (site administrators can)'),
});

const mineOutput = z
  .object({
    tier_id: z.number().int(),
    level: z.number().int(),
    name: z.string(),
    badge_color: z.string(),
    expires_at: z.string().describe('ISO time (UTC)'),
    free_horns_left: z.number().int().describe('this calendar month (UTC)'),
  })
  .nullable();

const hornItemOutput = z.object({
  id: z.number().int(),
  content: z.string().describe('plain text, never HTML'),
  large: z.boolean().describe("a noble's larger horn"),
  nickname: z.string(),
  avatar: z.string(),
  level: z.number().int(),
  noble: nobleBadge,
  created_at: z.string(),
  passed_at: z.string().nullable(),
});

const adminHornOutput = z.object({
  id: z.number().int(),
  content: z.string(),
  status: z.number().int().describe('0 waiting, 1 passed, 2 failed'),
  status_name: z.string(),
  user: z.object({ id: z.number().int(), nickname: z.string(), mobile_masked: z.string() }),
  free: z.boolean(),
  cost: z.number(),
  large: z.boolean(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  reason: z.string(),
});

/** A user's horn sends: enough for a person, not for flooding the review queue. */
const HORN_LIMIT = {
  limit: { name: 'horn-send', points: 10, durationSec: 60 },
  by: 'user',
} as const;

export const nobleEndpoints: Endpoint[] = [
  // GET api/Guard/getList – the noble tiers and the user's own
  endpoint({
    method: 'GET',
    path: 'Guard/getList',
    summary: `The noble (guard) tiers, lowest first, names in the request language, with their privileges; \`mine\` is the logged-in user's running tier (null for none or a guest) with its end and the free horns left this UTC month. \`horn\`: a horn's price (${toCoins(HORN_PRICE_TENTHS)} coins) and length.`,
    tag: TAG,
    auth: 'optional',
    output: z.object({
      tiers: z.array(tierOutput),
      mine: mineOutput,
      horn: z.object({ price: z.number(), max_chars: z.number().int() }),
    }),
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
      'Buys `months` (1, 3, 6 or 12 calendar months) of a tier for its monthly price × months, with an Idempotency-Key. The same tier extends from its end; a higher tier replaces the running one from now and keeps its remaining time (the new end is the old end + months); a lower tier while a higher runs is refused (nobleDowngrade); none or an expired one starts now. 1 coin = 1 exp. Not enough coins → insufficientBalance, nothing moves.',
    tag: TAG,
    auth: 'required',
    mutation: true,
    idempotent: true,
    input: z.object({
      tier_id: idField().describe('a tier id of Guard/getList'),
      months: monthsField,
    }),
    output: z.object({
      tier_id: z.number().int(),
      tier_level: z.number().int(),
      expires_at: z.string().describe('the tier runs until then (ISO, UTC)'),
      balance: z.number().describe('coins left'),
      exp: z.number(),
      level: z.number().int().describe("the user's level (LV) after the exp"),
    }),
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
  // GET api/Member/sneHorn – send a horn (SPEC.md §7 spells it sneHorn)
  endpoint({
    method: 'GET',
    path: 'Member/sneHorn',
    summary: `Sends a horn: 1–${HORN_MAX_CHARS} characters of plain text (trimmed; hornTextInvalid otherwise; hornBlockedWord for a site-wide blocked word), with an Idempotency-Key. Free while the user's noble tier has free horns left this UTC month, else ${toCoins(HORN_PRICE_TENTHS)} coins (insufficientBalance: nothing moves). It waits for review (status 0); once passed every live room shows it. At most 10 a minute.`,
    tag: TAG,
    auth: 'required',
    mutation: true,
    idempotent: true,
    rateLimit: [HORN_LIMIT],
    input: z.object({
      // Any length here: the domain refuses a long one with the horn's own message.
      content: z.string().describe(`the text, 1–${HORN_MAX_CHARS} characters`),
    }),
    output: z.object({
      id: z.number().int(),
      status: z.number().int().describe('0 waiting for review'),
      free: z.boolean().describe("paid with one of the noble tier's free horns"),
      cost: z.number().describe('coins paid (0 when free)'),
      balance: z.number(),
      free_horns_left: z.number().int(),
      large: z.boolean(),
    }),
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
    input: z.object({ page: pageField, limit: limitField }),
    output: z.object({
      list: z.array(
        z.object({
          id: z.number().int(),
          content: z.string(),
          status: z.number().int(),
          status_name: z.string(),
          reason: z.string(),
          free: z.boolean(),
          cost: z.number(),
          large: z.boolean(),
          created_at: z.string(),
          reviewed_at: z.string().nullable(),
        }),
      ),
      total: z.number().int(),
      page: z.number().int(),
      limit: z.number().int(),
    }),
    handler: async ({ user, input, lang }) =>
      ok(await myHorns(user.id, lang, input.page ?? 1, input.limit ?? 20)),
  }),
  // GET api/Horn/recent – horns passed in the last 24 h
  endpoint({
    method: 'GET',
    path: 'Horn/recent',
    summary: `Not in the spec: the horns passed in the last 24 hours, newest first, at most ${HORN_RECENT_MAX} (a live room shows the newest on load; later ones arrive on the websocket as {"type":"horn"} frames).`,
    tag: TAG,
    output: z.array(hornItemOutput),
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
    output: z.object({
      price: z.number(),
      max_chars: z.number().int(),
      free_horns_left: z.number().int(),
      large: z.boolean(),
    }),
    handler: async ({ user }) => ok(await hornConfig(user?.id ?? null)),
  }),
  // GET api/admin/hornList – horns for review
  endpoint({
    method: 'GET',
    path: 'admin/hornList',
    summary:
      'Site administrators: horns of a status (0 waiting, 1 passed, 2 failed; all when left out), newest first, with the sender (mobile masked).',
    tag: TAG,
    auth: 'admin',
    input: z.object({
      status: z.preprocess(blank, numberField(0, 2).optional()).describe('0, 1 or 2'),
      page: pageField,
      limit: limitField,
    }),
    output: z.object({
      list: z.array(adminHornOutput),
      total: z.number().int(),
      page: z.number().int(),
      limit: z.number().int(),
    }),
    handler: async ({ input, lang }) =>
      ok(
        await adminHornList({
          status: input.status,
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
    summary: `Site administrators: pass (1) or fail (0, with a reason of at most ${REVIEW_REASON_MAX} characters: reviewReasonRequired) a waiting horn, once (alreadyReviewed otherwise). A failed horn gives back its coins or its free horn; a passed one is pushed to every live room.`,
    tag: TAG,
    auth: 'admin',
    mutation: true,
    input: z.object({
      id: idField().describe('the horn id'),
      pass: z.preprocess(
        (v) => (v === '1' || v === 1 ? 1 : v === '0' || v === 0 ? 0 : v),
        z.union([z.literal(0), z.literal(1)]),
      ),
      reason: z.string().trim().max(REVIEW_REASON_MAX).optional(),
    }),
    output: adminHornOutput,
    handler: async ({ user, input, lang }) =>
      ok(
        await reviewHorn({
          id: input.id,
          pass: input.pass === 1,
          reason: input.reason,
          reviewerId: user.id,
          lang,
        }),
      ),
  }),
];
