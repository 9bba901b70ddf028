import 'server-only';
import { actorOf } from '@/lib/admin/audit';
import {
  EXPERT_TEXT_MAX,
  GAMEPLAYS_MAX,
  PLAN_PRICE_MAX,
  PLANS_PER_MATCH_MAX,
  RANK_MIN_GRADED,
  adminExpertApplicationListInput,
  adminExpertApplicationListOutput,
  adminExpertApplicationOutput,
  applyExpertInput,
  buyPlanOutput,
  expertHomeInput,
  expertHomeOutput,
  expertIdInput,
  expertInfoOutput,
  expertPlansInput,
  matchPlansInput,
  matchPlansOutput,
  myExpertOutput,
  planIdInput,
  planOptionsInput,
  planOptionsOutput,
  planOutput,
  planPageInput,
  planPageOutput,
  plansOfMatchesInput,
  plansOfMatchesOutput,
  publishPlanInput,
  rankingInput,
  rankingOutput,
  reviewExpertApplicationInput,
  type RankWindow,
} from '@/lib/experts/contract';
import {
  adminExpertApplications,
  applyExpert,
  buyPlan,
  expertHome,
  expertInfo,
  expertPlanList,
  matchPlans,
  myExpert,
  myPlans,
  myPurchases,
  planOptions,
  planView,
  plansOfMatches,
  publishPlan,
  ranking,
  reviewExpertApplication,
  withdrawPlan,
} from '@/lib/experts';
import { REVIEW_REASON_MAX } from '@/lib/wallet/limits';
import { endpoint, ok, type Endpoint } from '../endpoint';

const TAG = 'experts';

/**
 * Experts and their plans (issue 26; docs/product.md §4 "Expert plans"). The spec names no path: these
 * follow its `Member/…` style under `Expert/…`.
 */
export const expertEndpoints: Endpoint[] = [
  // POST api/Expert/apply – apply to become an expert
  endpoint({
    method: 'POST',
    path: 'Expert/apply',
    summary: `A user who is not an expert applies with a text of up to ${EXPERT_TEXT_MAX} characters and 1–${GAMEPLAYS_MAX} gameplay types (docs/product.md §5). One application waits at a time (expertApplicationWaiting); experts → alreadyExpert.`,
    tag: TAG,
    auth: 'required',
    input: applyExpertInput,
    output: myExpertOutput,
    handler: async ({ user, input, lang }) =>
      ok(await applyExpert(user, input, lang), 'api.applicationSent'),
  }),
  // GET api/Expert/mine – the user's expert role and latest application
  endpoint({
    method: 'GET',
    path: 'Expert/mine',
    summary: "The user's expert role (is_expert, gameplays) and their latest expert application.",
    tag: TAG,
    auth: 'required',
    output: myExpertOutput,
    handler: async ({ user, lang }) => ok(await myExpert(user.id, lang)),
  }),
  // GET api/admin/expertApplicationList – expert applications for review
  endpoint({
    method: 'GET',
    path: 'admin/expertApplicationList',
    summary:
      'Administrators: expert applications of a status (0 waiting, 1 passed, 2 failed; all when left out), newest first. `q` searches the applicant’s nickname or mobile, or an id (the application’s or the applicant’s); `dir` asc | desc by time. Answers the counts per status of the search too.',
    tag: 'admin',
    auth: 'admin',
    input: adminExpertApplicationListInput,
    output: adminExpertApplicationListOutput,
    handler: async ({ user, input, lang }) =>
      ok(
        await adminExpertApplications({
          reader: user,
          status: input.status,
          q: input.q,
          dir: input.dir,
          page: input.page ?? 1,
          limit: input.limit ?? 20,
          lang,
        }),
      ),
  }),
  // POST api/admin/reviewExpertApplication – pass or fail an expert application
  endpoint({
    method: 'POST',
    path: 'admin/reviewExpertApplication',
    summary: `Administrators: pass (1) or fail (0, with a reason of at most ${REVIEW_REASON_MAX} characters: reviewReasonRequired) a waiting expert application, once (alreadyReviewed otherwise). Passing makes the user an expert in the gameplays applied for. One audit row (expert_application.approve | expert_application.reject).`,
    tag: 'admin',
    auth: 'admin',
    input: reviewExpertApplicationInput,
    output: adminExpertApplicationOutput,
    handler: async (ctx) =>
      ok(
        await reviewExpertApplication(actorOf(ctx), {
          id: ctx.input.id,
          pass: ctx.input.pass === 1,
          reason: ctx.input.reason,
          lang: ctx.lang,
        }),
      ),
  }),
  // GET api/Expert/planOptions – what an expert may publish on a match
  endpoint({
    method: 'GET',
    path: 'Expert/planOptions',
    summary:
      "Experts: the markets of the expert's gameplays on a match with the index's current line and prices (company 1); open 0 once the match has kicked off. notExpert for others.",
    tag: TAG,
    auth: 'required',
    input: planOptionsInput,
    output: planOptionsOutput,
    handler: async ({ user, input, lang }) => ok(await planOptions(user, input.match_id, lang)),
  }),
  // POST api/Expert/publishPlan – publish a plan
  endpoint({
    method: 'POST',
    path: 'Expert/publishPlan',
    summary: `Experts: a plan on a match that has not kicked off (planLocked), in one of their gameplays (planGameplayNotAllowed), at the index's current price (planMarketClosed without one), free or up to ${PLAN_PRICE_MAX} coins, at most ${PLANS_PER_MATCH_MAX} per match (planTooMany). Answers the plan with its SHA-256 hash.`,
    tag: TAG,
    auth: 'required',
    input: publishPlanInput,
    output: planOutput,
    handler: async ({ user, input, lang }) =>
      ok(await publishPlan(user, input, lang), 'api.planPublished'),
  }),
  // POST api/Expert/withdrawPlan – withdraw a plan before kick-off
  endpoint({
    method: 'POST',
    path: 'Expert/withdrawPlan',
    summary:
      "The plan's expert withdraws it before kick-off (planLocked after; planWithdrawn twice). Its buyers are refunded through the ledger; the plan stays in the record, marked withdrawn.",
    tag: TAG,
    auth: 'required',
    input: planIdInput,
    output: planOutput,
    handler: async ({ user, input, lang }) =>
      ok(await withdrawPlan(user, input.id, lang), 'api.planWithdrawn'),
  }),
  // GET api/Expert/myPlans – the expert's own plans
  endpoint({
    method: 'GET',
    path: 'Expert/myPlans',
    summary: 'Experts: their own plans, newest first, revealed. notExpert for others.',
    tag: TAG,
    auth: 'required',
    input: planPageInput,
    output: planPageOutput,
    handler: async ({ user, input, lang }) =>
      ok(await myPlans(user, input.page ?? 1, input.limit ?? 20, lang)),
  }),
  // GET api/Expert/myPurchases – plans the user bought
  endpoint({
    method: 'GET',
    path: 'Expert/myPurchases',
    summary: 'The plans the user bought, latest purchase first.',
    tag: TAG,
    auth: 'required',
    input: planPageInput,
    output: planPageOutput,
    handler: async ({ user, input, lang }) =>
      ok(await myPurchases(user, input.page ?? 1, input.limit ?? 20, lang)),
  }),
  // GET api/Expert/plan – one plan
  endpoint({
    method: 'GET',
    path: 'Expert/plan',
    summary:
      'A plan with its hash and times; pick, line, odds, analysis and nonce only when revealed (free, bought by the viewer, the viewer is its expert, or the match has kicked off).',
    tag: TAG,
    auth: 'optional',
    input: planIdInput,
    output: planOutput,
    handler: async ({ user, input, lang }) => ok(await planView(input.id, user?.id ?? null, lang)),
  }),
  // POST api/Expert/buyPlan – buy a paid plan
  endpoint({
    method: 'POST',
    path: 'Expert/buyPlan',
    summary:
      "Buys a paid plan before kick-off (planLocked, planWithdrawn, planOwn, insufficientBalance): the coins go to the expert's pending income at the configured share, once per buyer and plan (the ledger key plan:<id>:u<buyer>), so a retry charges nothing. Answers the revealed plan and the balance.",
    tag: TAG,
    auth: 'required',
    input: planIdInput,
    output: buyPlanOutput,
    handler: async ({ user, input, lang }) =>
      ok(await buyPlan(user, input.id, lang), 'api.planBought'),
  }),
  // GET api/Expert/matchPlans – the plans on a match
  endpoint({
    method: 'GET',
    path: 'Expert/matchPlans',
    summary: "The plans on a match, each with its expert's record in that gameplay.",
    tag: TAG,
    auth: 'optional',
    input: matchPlansInput,
    output: matchPlansOutput,
    handler: async ({ user, input, lang }) =>
      ok(await matchPlans(input.match_id, user?.id ?? null, lang)),
  }),
  // GET api/Expert/plansOfMatches – the plans on several matches
  endpoint({
    method: 'GET',
    path: 'Expert/plansOfMatches',
    summary:
      "The plans on each of up to 50 matches (the intelligence centre's cards), each with its expert's record in that gameplay, in the order of the ids asked.",
    tag: TAG,
    auth: 'optional',
    input: plansOfMatchesInput,
    output: plansOfMatchesOutput,
    handler: async ({ user, input, lang }) => {
      const ids = [...new Set(input.match_ids)];
      const byMatch = await plansOfMatches(ids, user?.id ?? null, lang);
      return ok(ids.map((id) => ({ match_id: id, plans: byMatch.get(id) ?? [] })));
    },
  }),
  // GET api/Expert/info – an expert and their records
  endpoint({
    method: 'GET',
    path: 'Expert/info',
    summary:
      "An expert's profile and records from graded plans: overall, then per gameplay (plans, hit rate, ROI at a flat stake, current and best streak). notExpert for a user who is not one.",
    tag: TAG,
    input: expertIdInput,
    output: expertInfoOutput,
    handler: async ({ input }) => ok(await expertInfo(input.id)),
  }),
  // GET api/Expert/plans – an expert's plans
  endpoint({
    method: 'GET',
    path: 'Expert/plans',
    summary:
      "An expert's plans, newest first, each with its hash and its publication and lock times.",
    tag: TAG,
    auth: 'optional',
    input: expertPlansInput,
    output: planPageOutput,
    handler: async ({ user, input, lang }) =>
      ok(
        await expertPlanList(input.id, user?.id ?? null, input.page ?? 1, input.limit ?? 20, lang),
      ),
  }),
  // GET api/Expert/ranking – ranked experts
  endpoint({
    method: 'GET',
    path: 'Expert/ranking',
    summary: `Experts of a sport ranked by ROI, hit rate or current streak over their plans graded in the last 7, 30 or 90 days, among those with at least ${RANK_MIN_GRADED} graded plans there.`,
    tag: TAG,
    input: rankingInput,
    output: rankingOutput,
    handler: async ({ input }) =>
      ok(
        await ranking(
          input.sport ?? 'football',
          input.order ?? 'roi',
          (input.days ?? 30) as RankWindow,
        ),
      ),
  }),
  // GET api/Expert/home – a sport's experts and today's plans
  endpoint({
    method: 'GET',
    path: 'Expert/home',
    summary:
      "`/specialist-home?type=`: type 0 football, 1 basketball: the 30-day ROI leaders and the plans on today's and tomorrow's matches, open ones first.",
    tag: TAG,
    auth: 'optional',
    input: expertHomeInput,
    output: expertHomeOutput,
    handler: async ({ user, input, lang }) =>
      ok(await expertHome(input.type === 1 ? 'basketball' : 'football', user?.id ?? null, lang)),
  }),
];
