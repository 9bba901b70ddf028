/**
 * The contract of experts and their plans (issue 26; docs/product.md §4 "Expert plans"): the expert
 * application and its review, publishing, withdrawing and buying plans, plans of a match, an
 * expert's record and the rankings. lib/api/routes/experts.ts wires them to endpoints.
 * Browser-safe: browser code imports it with `import type`, and constants from ./limits.
 */
import { z } from 'zod';
import { numberField } from '@/lib/account/contract';
import { idField } from '@/lib/rules/id-field';
import { queueListFields, statusCountsField } from '@/lib/admin/queue-contract';
import { blank, choice } from '@/lib/rules/input-fields';
import { limitField, pageField } from '@/lib/wallet/contract';
import { REVIEW_REASON_MAX } from '@/lib/wallet/limits';
import {
  ANALYSIS_MAX,
  ANALYSIS_MIN,
  EXPERT_TEXT_MAX,
  EXPERT_TEXT_MIN,
  GAMEPLAYS,
  GAMEPLAYS_MAX,
  PLAN_PRICE_MAX,
  PLAN_RESULTS,
  RANK_ORDERS,
  RANK_WINDOWS,
} from './limits';

export * from './limits';

const chars = (s: string) => [...s].length;
const isoTime = z.string().describe('ISO time (UTC)');
const sportEnum = z.enum(['football', 'basketball']);
const marketEnum = z.enum(['eu', 'asia', 'total', 'moneyline']);
const pickEnum = z.enum(['home', 'draw', 'away', 'over', 'under']);

// --- the application ------------------------------------------------------------------------

const gameplayField = z.enum(GAMEPLAYS, { message: 'api.errors.gameplayInvalid' });

export const applyExpertInput = z.object({
  text: z
    .string()
    .transform((s) => s.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(1)
        .refine((s) => chars(s) >= EXPERT_TEXT_MIN, 'api.errors.expertTextTooShort')
        .refine((s) => chars(s) <= EXPERT_TEXT_MAX, 'api.errors.expertTextTooLong'),
    )
    .describe(`why you: ${EXPERT_TEXT_MIN}–${EXPERT_TEXT_MAX} characters`),
  gameplays: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()) : v),
      z
        .array(gameplayField)
        .min(1, 'api.errors.gameplayInvalid')
        .max(GAMEPLAYS_MAX, 'api.errors.gameplaysTooMany')
        .refine((a) => new Set(a).size === a.length, 'api.errors.gameplayInvalid'),
    )
    .describe(`1–${GAMEPLAYS_MAX} of ${GAMEPLAYS.join(', ')}`),
});

const statusField = z.number().int().describe('0 waiting for review, 1 passed, 2 failed');

export const expertApplicationOutput = z.object({
  id: z.number().int(),
  status: statusField,
  status_name: z.string(),
  reason: z.string().describe("the reviewer's reason when failed ('' otherwise)"),
  text: z.string(),
  gameplays: z.array(z.string()),
  created_at: isoTime,
  reviewed_at: isoTime.nullable(),
});

/** The user's standing: the role, and their latest application. */
export const myExpertOutput = z.object({
  is_expert: z.number().int().describe('0 or 1'),
  gameplays: z.array(z.string()).describe('the gameplays the expert may publish in'),
  application: expertApplicationOutput.nullable().describe('null: never applied'),
});

export const adminExpertApplicationOutput = expertApplicationOutput.extend({
  user: z.object({
    id: z.number().int(),
    nickname: z.string(),
    mobile_masked: z.string(),
    is_expert: z.number().int(),
  }),
});
export const adminExpertApplicationListInput = z.object({
  status: z
    .preprocess(blank, numberField(0, 2).optional())
    .describe('0, 1 or 2; all when left out'),
  ...queueListFields(['time']),
  page: pageField,
  limit: limitField,
});
export const adminExpertApplicationListOutput = z.object({
  list: z.array(adminExpertApplicationOutput),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  status_counts: statusCountsField,
});
export const reviewExpertApplicationInput = z.object({
  id: idField().describe('the application id'),
  pass: z.preprocess(
    (v) => (v === '1' || v === 1 ? 1 : v === '0' || v === 0 ? 0 : v),
    z.union([z.literal(0), z.literal(1)]),
  ),
  reason: z.string().trim().max(REVIEW_REASON_MAX).optional(),
});

// --- plans ----------------------------------------------------------------------------------

export const publishPlanInput = z.object({
  match_id: idField().describe('a match that has not kicked off'),
  market: marketEnum.describe('football eu | asia | total, basketball moneyline | asia | total'),
  pick: pickEnum.describe('home | draw | away (1X2 only) | over | under'),
  analysis: z
    .string()
    .transform((s) => s.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(1)
        .refine((s) => chars(s) >= ANALYSIS_MIN, 'api.errors.analysisTooShort')
        .refine((s) => chars(s) <= ANALYSIS_MAX, 'api.errors.analysisTooLong'),
    )
    .describe(`${ANALYSIS_MIN}–${ANALYSIS_MAX} characters`),
  price: numberField(0, PLAN_PRICE_MAX).describe(`whole coins, 0 (free) to ${PLAN_PRICE_MAX}`),
});

export const planIdInput = z.object({ id: idField().describe('a plan id') });
export const matchPlansInput = z.object({ match_id: idField().describe('a match id') });
export const planOptionsInput = matchPlansInput;

const personOutput = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
});

/** The match a plan is on, named in the request's language. */
export const planMatchOutput = z.object({
  id: z.number().int(),
  sport: sportEnum,
  competition: z.string(),
  home_team_id: z.number().int(),
  away_team_id: z.number().int(),
  home: z.string(),
  away: z.string(),
  home_logo: z.string(),
  away_logo: z.string(),
  kickoff: isoTime,
  status: z.enum(['scheduled', 'live', 'finished', 'postponed', 'cancelled']),
  home_score: z.number().int(),
  away_score: z.number().int(),
});

export const planOutput = z.object({
  id: z.number().int(),
  expert: personOutput,
  match: planMatchOutput,
  sport: sportEnum,
  market: marketEnum,
  gameplay: z.string(),
  price: z.number().describe('whole coins, 0 when free'),
  hash: z.string().describe('SHA-256 (hex) of the canonical form (lib/experts/hash.ts)'),
  published_at: isoTime.describe('with milliseconds: part of the hashed form'),
  locks_at: isoTime.describe('the kick-off: no change, withdrawal or purchase after it'),
  locked: z.number().int().describe('1 once the match has kicked off'),
  withdrawn: z.number().int().describe('1 when the expert withdrew it before kick-off'),
  withdrawn_at: isoTime.nullable(),
  result: z.enum(PLAN_RESULTS).nullable().describe('null until graded'),
  profit: z.number().nullable().describe('on a stake of 1; null until graded'),
  graded_at: isoTime.nullable(),
  purchases: z.number().int().describe('buyers so far'),
  purchased: z.number().int().describe('1: the viewer bought it (0 for guests)'),
  revealed: z
    .number()
    .int()
    .describe('1: the fields below are shown (free, bought, the author, or after kick-off)'),
  pick: pickEnum.nullable(),
  line: z.number().nullable(),
  odds: z.number().nullable().describe('Hong Kong odds for asia/total, decimal otherwise'),
  analysis: z.string().nullable(),
  nonce: z.string().nullable().describe('hex; revealed with the pick, part of the hashed form'),
});

export const planPageInput = z.object({ page: pageField, limit: limitField });
export const planPageOutput = z.object({
  list: z.array(planOutput),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const buyPlanOutput = z.object({
  plan: planOutput,
  balance: z.number().describe("the buyer's coins after the purchase"),
});

/** What an expert may publish on a match: each market of their gameplays with its prices. */
export const planOptionsOutput = z.object({
  match: planMatchOutput,
  open: z.number().int().describe('1 while the match has not kicked off'),
  markets: z.array(
    z.object({
      market: marketEnum,
      gameplay: z.string(),
      line: z.number().nullable(),
      prices: z.array(z.object({ pick: pickEnum, odds: z.number() })),
    }),
  ),
});

// --- records and rankings -------------------------------------------------------------------

export const recordOutput = z.object({
  gameplay: z.string().describe("'all' or a gameplay key"),
  plans: z.number().int().describe('published, withdrawn ones included'),
  withdrawn: z.number().int(),
  pending: z.number().int().describe('published, not withdrawn, not graded yet'),
  graded: z.number().int().describe('graded, void ones excluded'),
  won: z.number().int(),
  half_won: z.number().int(),
  push: z.number().int(),
  half_lost: z.number().int(),
  lost: z.number().int(),
  void: z.number().int(),
  hit_rate: z.number().describe('0–1: wins over decided plans'),
  roi: z.number().describe('profit over stakes, flat stake 1 per plan'),
  profit: z.number(),
  streak: z.number().int(),
  best_streak: z.number().int(),
});

export const expertIdInput = z.object({ id: idField().describe("the expert's user id") });
export const expertPlansInput = z.object({
  id: idField().describe("the expert's user id"),
  page: pageField,
  limit: limitField,
});

export const expertInfoOutput = z.object({
  expert: personOutput.extend({
    intro: z.string(),
    gameplays: z.array(z.string()),
    since: isoTime,
  }),
  records: z.array(recordOutput).describe("'all' first, then one per gameplay with plans"),
});

export const rankingInput = z.object({
  sport: choice(['football', 'basketball'] as const).describe('football when left out'),
  order: choice(RANK_ORDERS).describe('roi (default), hit_rate or streak'),
  days: z
    .preprocess(blank, numberField(1, 365).optional())
    .refine((d) => d === undefined || (RANK_WINDOWS as readonly number[]).includes(d))
    .describe(`${RANK_WINDOWS.join(', ')} (default 30)`),
});
export const rankingRowOutput = z.object({
  rank: z.number().int(),
  expert: personOutput,
  record: recordOutput,
});
export const rankingOutput = z.object({
  sport: sportEnum,
  order: z.enum(RANK_ORDERS),
  days: z.number().int(),
  min_graded: z.number().int(),
  list: z.array(rankingRowOutput),
});

export const expertHomeInput = z.object({
  type: z
    .preprocess(blank, numberField(0, 1).optional())
    .describe('0 football (default), 1 basketball'),
});
export const expertHomeOutput = z.object({
  sport: sportEnum,
  experts: z.array(rankingRowOutput).describe('the 30-day ROI leaders'),
  plans: z.array(planOutput).describe("plans on today's and tomorrow's matches, open first"),
});

/** Up to 50 match ids: a number, an array or comma-separated text ("12,15"). */
export const plansOfMatchesInput = z.object({
  match_ids: z
    .preprocess(
      (v) =>
        typeof v === 'string' ? v.split(',').map((s) => s.trim()) : typeof v === 'number' ? [v] : v,
      z.array(idField()).min(1).max(50),
    )
    .describe('1–50 match ids, comma-separated'),
});

export const matchPlansOutput = z.array(
  z.object({
    plan: planOutput,
    record: recordOutput.describe("the expert's record in the gameplay"),
  }),
);

export const plansOfMatchesOutput = z.array(
  z.object({ match_id: z.number().int(), plans: matchPlansOutput }),
);

export type ApplyExpertInput = z.infer<typeof applyExpertInput>;
export type ExpertApplication = z.infer<typeof expertApplicationOutput>;
export type MyExpert = z.infer<typeof myExpertOutput>;
export type AdminExpertApplication = z.infer<typeof adminExpertApplicationOutput>;
export type AdminExpertApplicationPage = z.infer<typeof adminExpertApplicationListOutput>;
export type PublishPlanInput = z.infer<typeof publishPlanInput>;
export type PlanView = z.infer<typeof planOutput>;
export type PlanMatch = z.infer<typeof planMatchOutput>;
export type PlanPage = z.infer<typeof planPageOutput>;
export type BuyPlanResult = z.infer<typeof buyPlanOutput>;
export type PlanOptions = z.infer<typeof planOptionsOutput>;
export type ExpertRecord = z.infer<typeof recordOutput>;
export type ExpertInfo = z.infer<typeof expertInfoOutput>;
export type RankingRow = z.infer<typeof rankingRowOutput>;
export type Ranking = z.infer<typeof rankingOutput>;
export type ExpertHome = z.infer<typeof expertHomeOutput>;
export type MatchPlans = z.infer<typeof matchPlansOutput>;
export type PlansOfMatches = z.infer<typeof plansOfMatchesOutput>;
