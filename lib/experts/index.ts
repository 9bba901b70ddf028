import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '@/i18n/locales';
import type { AuthUser } from '@/lib/account/auth';
import { violatedUniqueIndex } from '@/lib/account/unique-violation';
import { db } from '@/lib/db/client';
import {
  competitions,
  expertApplications,
  expertPlans,
  experts,
  matches,
  odds,
  planPurchases,
  teams,
  users,
} from '@/lib/db/schema';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors/app-error';
import { crestPath } from '@/lib/matches/crest';
import type { OddsMarket, Sport } from '@/lib/matches/types';
import { inboxChanged, notify } from '@/lib/messages';
import { post, type Leg, type Tx } from '@/lib/wallet/ledger';
import { recordPendingIncome } from '@/lib/wallet/settlement';
import { maskMobile, reviewStatusName } from '@/lib/wallet/horns';
import { toCoins } from '@/lib/wallet/amount';
import { APPLICATION_STATUS } from '@/lib/applications/limits';
import { recordAudit, type Actor } from '@/lib/admin/audit';
import { requireRole } from '@/lib/admin/roles';
import type { SortDir } from '@/lib/admin/queue-limits';
import { queueOrder, queueSearch, statusCounts } from '@/lib/admin/queue-search';
import type {
  AdminExpertApplication,
  AdminExpertApplicationPage,
  BuyPlanResult,
  ExpertApplication,
  ExpertHome,
  ExpertInfo,
  ExpertRecord,
  MatchPlans,
  MyExpert,
  PlanMatch,
  PlanOptions,
  PlanPage,
  PlanView,
  Ranking,
  RankingRow,
} from './contract';
import { gradePick, profitOf, summarize, type Score } from './grading';
import { planHash } from './hash';
import {
  GAMEPLAYS,
  PICKS,
  PLANS_PER_MATCH_MAX,
  RANK_LIMIT,
  RANK_MIN_GRADED,
  gameplayOf,
  splitGameplay,
  type Gameplay,
  type PlanPick,
  type PlanResult,
  type RankOrder,
  type RankWindow,
} from './limits';

/**
 * Experts and their plans (issue 26; docs/product.md §4 "Expert plans", docs/architecture.md "Experts").
 *
 * A plan commits to its pick by a SHA-256 hash at publication (./hash.ts) and never changes; it
 * locks at kick-off. Buying moves coins through the ledger under the natural key
 * `plan:<plan>:u<buyer>`, so a retry or a concurrent second purchase moves nothing; the expert's
 * share waits in their pending income, unsettled, until the plan is graded: a graded plan's
 * shares settle like gift income, a void or withdrawn plan's purchases are refunded (key
 * `plan-refund:<purchase>`), so a refund never meets income already withdrawn. Grading runs when
 * the feed ends a match and every minute for anything missed (lib/jobs). The database's triggers
 * (migration 0013) refuse what this module never does.
 */

const DAY_MS = 86_400_000;

// --- shared reads -----------------------------------------------------------------------------

const homeTeams = alias(teams, 'home_team');
const awayTeams = alias(teams, 'away_team');

const nameIn = (lang: Locale, row: { nameZh: string; nameEn: string; nameVi: string }) =>
  lang === 'zh' ? row.nameZh : lang === 'vi' ? row.nameVi : row.nameEn;

type MatchRow = typeof matches.$inferSelect;

/** Whether a plan on this match may no longer change, be withdrawn or be bought. */
export function isLocked(m: Pick<MatchRow, 'status' | 'kickoff'>, now = Date.now()): boolean {
  return m.status !== 'scheduled' || m.kickoff.getTime() <= now;
}

async function planMatches(
  ids: number[],
  lang: Locale,
): Promise<Map<number, PlanMatch & { row: MatchRow }>> {
  if (!ids.length) return new Map();
  const rows = await db()
    .select({ m: matches, home: homeTeams, away: awayTeams, c: competitions })
    .from(matches)
    .innerJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .where(inArray(matches.id, [...new Set(ids)]));
  return new Map(
    rows.map(({ m, home, away, c }) => [
      m.id,
      {
        row: m,
        id: m.id,
        sport: m.sport as Sport,
        competition: nameIn(lang, {
          nameZh: c.shortNameZh,
          nameEn: c.shortNameEn,
          nameVi: c.shortNameVi,
        }),
        home_team_id: home.id,
        away_team_id: away.id,
        home: nameIn(lang, home),
        away: nameIn(lang, away),
        home_logo: crestPath(home.id),
        away_logo: crestPath(away.id),
        kickoff: m.kickoff.toISOString(),
        status: m.status as PlanMatch['status'],
        home_score: m.homeScore,
        away_score: m.awayScore,
      },
    ]),
  );
}

async function people(ids: number[]) {
  if (!ids.length) return new Map<number, { id: number; nickname: string; avatar: string }>();
  const rows = await db()
    .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

type PlanRow = typeof expertPlans.$inferSelect;

/** Turns plan rows into what the API answers, revealing picks only to whom they belong. */
async function views(rows: PlanRow[], viewerId: number | null, lang: Locale): Promise<PlanView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [ms, ps, counts, mine] = await Promise.all([
    planMatches(
      rows.map((r) => r.matchId),
      lang,
    ),
    people(rows.map((r) => r.expertId)),
    db()
      .select({ planId: planPurchases.planId, n: count() })
      .from(planPurchases)
      .where(inArray(planPurchases.planId, ids))
      .groupBy(planPurchases.planId),
    viewerId
      ? db()
          .select({ planId: planPurchases.planId })
          .from(planPurchases)
          .where(and(inArray(planPurchases.planId, ids), eq(planPurchases.buyerId, viewerId)))
      : Promise.resolve([] as { planId: number }[]),
  ]);
  const bought = new Set(mine.map((r) => r.planId));
  const sold = new Map(counts.map((r) => [r.planId, Number(r.n)]));
  const now = Date.now();
  return rows.map((r) => {
    const m = ms.get(r.matchId)!;
    const { row: matchRow, ...match } = m;
    const locked = isLocked(matchRow, now);
    const purchased = bought.has(r.id);
    const revealed =
      r.priceTenths === 0 || purchased || locked || (viewerId !== null && viewerId === r.expertId);
    const expert = ps.get(r.expertId) ?? { id: r.expertId, nickname: '', avatar: '' };
    return {
      id: r.id,
      expert,
      match,
      sport: r.sport as Sport,
      market: r.market as OddsMarket,
      gameplay: `${r.sport}_${r.market}`,
      price: toCoins(r.priceTenths),
      hash: r.hash,
      published_at: r.publishedAt.toISOString(),
      locks_at: r.locksAt.toISOString(),
      locked: locked ? 1 : 0,
      withdrawn: r.withdrawnAt ? 1 : 0,
      withdrawn_at: r.withdrawnAt?.toISOString() ?? null,
      result: (r.result as PlanResult | null) ?? null,
      profit: r.profit,
      graded_at: r.gradedAt?.toISOString() ?? null,
      purchases: sold.get(r.id) ?? 0,
      purchased: purchased ? 1 : 0,
      revealed: revealed ? 1 : 0,
      pick: revealed ? (r.pick as PlanPick) : null,
      line: revealed ? r.line : null,
      odds: revealed ? r.odds : null,
      analysis: revealed ? r.analysis : null,
      nonce: revealed ? r.nonce : null,
    };
  });
}

async function planRow(id: number, tx: Pick<Tx, 'select'> = db()): Promise<PlanRow> {
  const [row] = await tx.select().from(expertPlans).where(eq(expertPlans.id, id));
  if (!row) throw new AppError('planNotFound');
  return row;
}

async function matchRow(id: number, tx: Pick<Tx, 'select'> = db()): Promise<MatchRow> {
  const [m] = await tx.select().from(matches).where(eq(matches.id, id));
  if (!m) throw new AppError('matchNotFound');
  return m;
}

async function expertOf(userId: number): Promise<typeof experts.$inferSelect | undefined> {
  const [row] = await db().select().from(experts).where(eq(experts.userId, userId));
  return row;
}

// --- the application ----------------------------------------------------------------------------

function applicationView(
  a: typeof expertApplications.$inferSelect,
  lang: Locale,
): ExpertApplication {
  return {
    id: a.id,
    status: a.status,
    status_name: reviewStatusName(a.status, lang),
    reason: a.reason,
    text: a.text,
    gameplays: a.gameplays,
    created_at: a.createdAt.toISOString(),
    reviewed_at: a.reviewedAt?.toISOString() ?? null,
  };
}

/** Expert/mine: the role and the latest application. */
export async function myExpert(userId: number, lang: Locale): Promise<MyExpert> {
  const [role, [latest]] = await Promise.all([
    expertOf(userId),
    db()
      .select()
      .from(expertApplications)
      .where(eq(expertApplications.userId, userId))
      .orderBy(desc(expertApplications.id))
      .limit(1),
  ]);
  return {
    is_expert: role ? 1 : 0,
    gameplays: role?.gameplays ?? [],
    application: latest ? applicationView(latest, lang) : null,
  };
}

/**
 * Expert/apply (docs/product.md §5 "Expert application text up to 200 characters", "up to two
 * gameplay types may be chosen"). One application waits at a time: the partial unique index
 * settles two concurrent ones.
 */
export async function applyExpert(
  user: AuthUser,
  input: { text: string; gameplays: Gameplay[] },
  lang: Locale,
): Promise<MyExpert> {
  if (await expertOf(user.id)) throw new AppError('alreadyExpert');
  try {
    await db()
      .insert(expertApplications)
      .values({ userId: user.id, text: input.text, gameplays: input.gameplays });
  } catch (err) {
    if (violatedUniqueIndex(err) === 'expert_applications_waiting_uq')
      throw new AppError('expertApplicationWaiting');
    throw err;
  }
  return myExpert(user.id, lang);
}

async function adminItems(
  where: SQL | undefined,
  lang: Locale,
  page = 1,
  limit = 1,
  order: SQL[] = [desc(expertApplications.id)],
): Promise<AdminExpertApplication[]> {
  const rows = await db()
    .select({
      a: expertApplications,
      nickname: users.nickname,
      mobile: users.mobile,
      expert: experts.userId,
    })
    .from(expertApplications)
    .innerJoin(users, eq(users.id, expertApplications.userId))
    .leftJoin(experts, eq(experts.userId, expertApplications.userId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit);
  return rows.map(({ a, nickname, mobile, expert }) => ({
    ...applicationView(a, lang),
    user: {
      id: a.userId,
      nickname,
      mobile_masked: maskMobile(mobile),
      is_expert: expert ? 1 : 0,
    },
  }));
}

/**
 * admin/expertApplicationList: applications of a status (all when unset), newest first unless
 * `dir` says otherwise; `q` searches the applicant (lib/admin/queue-search.ts). With the counts
 * per status of the search. Administrators.
 */
export async function adminExpertApplications(input: {
  reader: Actor['user'];
  status?: number;
  q?: string;
  dir?: SortDir;
  page: number;
  limit: number;
  lang: Locale;
}): Promise<AdminExpertApplicationPage> {
  requireRole(input.reader, 'admin');
  const search = queueSearch(input.q, expertApplications.id);
  const where = and(
    input.status === undefined ? undefined : eq(expertApplications.status, input.status),
    search,
  );
  const order = queueOrder(input, {
    time: expertApplications.createdAt,
    id: expertApplications.id,
  });
  const [list, [{ n }], counts] = await Promise.all([
    adminItems(where, input.lang, input.page, input.limit, order),
    db()
      .select({ n: count() })
      .from(expertApplications)
      .innerJoin(users, eq(users.id, expertApplications.userId))
      .where(where),
    statusCounts(
      expertApplications,
      { status: expertApplications.status, userId: expertApplications.userId },
      search,
    ),
  ]);
  return {
    list,
    total: Number(n),
    page: input.page,
    limit: input.limit,
    status_counts: counts,
  };
}

/**
 * admin/reviewExpertApplication: passes or fails a waiting application, once (a conditional
 * update from status 0). Administrators. Passing makes the user an expert in the gameplays they
 * applied for, in the same transaction as the audit row (`expert_application.approve|reject`);
 * the applicant hears the verdict in the message centre.
 */
export async function reviewExpertApplication(
  actor: Actor,
  input: { id: number; pass: boolean; reason?: string; lang: Locale },
): Promise<AdminExpertApplication> {
  requireRole(actor.user, 'admin');
  const reason = (input.reason ?? '').trim();
  if (!input.pass && !reason) throw new AppError('reviewReasonRequired');
  await db().transaction(async (tx) => {
    const [a] = await tx
      .update(expertApplications)
      .set({
        status: input.pass ? APPLICATION_STATUS.passed : APPLICATION_STATUS.failed,
        reason: input.pass ? '' : reason,
        reviewedAt: new Date(),
        reviewerId: actor.user.id,
      })
      .where(
        and(
          eq(expertApplications.id, input.id),
          eq(expertApplications.status, APPLICATION_STATUS.waiting),
        ),
      )
      .returning();
    if (!a) {
      const [exists] = await tx
        .select({ id: expertApplications.id })
        .from(expertApplications)
        .where(eq(expertApplications.id, input.id));
      throw new AppError(exists ? 'alreadyReviewed' : 'applicationNotFound');
    }
    await recordAudit(tx, actor, {
      action: input.pass ? 'expert_application.approve' : 'expert_application.reject',
      targetType: 'expert_application',
      targetId: a.id,
      before: { status: APPLICATION_STATUS.waiting },
      after: { status: a.status, reason: a.reason, user_id: a.userId },
    });
    await notify(tx, {
      userId: a.userId,
      kind: 'review',
      key: `review:expert_application:${a.id}`,
      data: { subject: 'expert_application', id: a.id, passed: input.pass, reason, detail: '' },
    });
    if (!input.pass) return;
    await tx
      .insert(experts)
      .values({ userId: a.userId, gameplays: a.gameplays, intro: a.text })
      .onConflictDoUpdate({
        target: experts.userId,
        set: { gameplays: a.gameplays, intro: a.text },
      });
  });
  const [item] = await adminItems(eq(expertApplications.id, input.id), input.lang);
  await inboxChanged([item.user.id]);
  return item;
}

// --- publishing -------------------------------------------------------------------------------

async function indexOf(matchId: number, market: OddsMarket) {
  const [row] = await db()
    .select({ current: odds.current })
    .from(odds)
    .where(and(eq(odds.matchId, matchId), eq(odds.companyId, 1), eq(odds.market, market)));
  return row?.current;
}

/** Expert/planOptions: the markets of the expert's gameplays on a match, at their current prices. */
export async function planOptions(
  user: AuthUser,
  matchId: number,
  lang: Locale,
): Promise<PlanOptions> {
  const role = await expertOf(user.id);
  if (!role) throw new AppError('notExpert');
  const m = (await planMatches([matchId], lang)).get(matchId);
  if (!m) throw new AppError('matchNotFound');
  const { row, ...match } = m;
  const markets: PlanOptions['markets'] = [];
  for (const g of role.gameplays as Gameplay[]) {
    const { sport, market } = splitGameplay(g);
    if (sport !== row.sport) continue;
    const values = await indexOf(matchId, market);
    if (!values) continue;
    markets.push({
      market,
      gameplay: g,
      line: typeof values.line === 'number' ? values.line : null,
      prices: PICKS[market]
        .filter((p) => typeof values[p] === 'number')
        .map((p) => ({ pick: p, odds: values[p] })),
    });
  }
  return { match, open: isLocked(row) ? 0 : 1, markets };
}

/**
 * Expert/publishPlan: a plan on a match that has not kicked off, in one of the expert's
 * gameplays, at the index's current price (company 1). The hash commits to every published
 * field and a random nonce; the row and its hash are written together and never change.
 */
export async function publishPlan(
  user: AuthUser,
  input: { match_id: number; market: OddsMarket; pick: PlanPick; analysis: string; price: number },
  lang: Locale,
): Promise<PlanView> {
  const role = await expertOf(user.id);
  if (!role) throw new AppError('notExpert');
  const m = await matchRow(input.match_id);
  if (isLocked(m)) throw new AppError('planLocked');
  const gameplay = gameplayOf(m.sport as Sport, input.market);
  if (!gameplay || !role.gameplays.includes(gameplay)) throw new AppError('planGameplayNotAllowed');
  if (!PICKS[input.market].includes(input.pick)) throw new AppError('planPickInvalid');
  const values = await indexOf(m.id, input.market);
  const price = values?.[input.pick];
  if (typeof price !== 'number') throw new AppError('planMarketClosed');
  const line = input.market === 'asia' || input.market === 'total' ? (values?.line ?? null) : null;
  if ((input.market === 'asia' || input.market === 'total') && typeof line !== 'number')
    throw new AppError('planMarketClosed');

  const id = await db().transaction(async (tx) => {
    // One publisher at a time per expert: the cap per match holds under concurrent publishes.
    await tx
      .select({ id: experts.userId })
      .from(experts)
      .where(eq(experts.userId, user.id))
      .for('update');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(expertPlans)
      .where(
        and(
          eq(expertPlans.expertId, user.id),
          eq(expertPlans.matchId, m.id),
          isNull(expertPlans.withdrawnAt),
        ),
      );
    if (Number(n) >= PLANS_PER_MATCH_MAX) throw new AppError('planTooMany');
    return writePlan(tx, {
      expertId: user.id,
      match: m,
      market: input.market,
      pick: input.pick,
      line,
      odds: price,
      analysis: input.analysis,
      price: input.price,
      publishedAt: new Date(),
    });
  });
  return planView(id, user.id, lang);
}

/**
 * Writes a plan with its nonce and hash (the one place a plan row is made: publishing, and the
 * demo's seed). The hash commits to exactly the stored fields.
 */
export async function writePlan(
  tx: Tx,
  p: {
    expertId: number;
    match: Pick<MatchRow, 'id' | 'sport' | 'kickoff'>;
    market: OddsMarket;
    pick: PlanPick;
    line: number | null;
    odds: number;
    analysis: string;
    /** Whole coins. */
    price: number;
    publishedAt: Date;
    graded?: { result: PlanResult; profit: number; at: Date };
  },
): Promise<number> {
  const nonce = randomBytes(32).toString('hex');
  const hash = await planHash({
    expert_id: p.expertId,
    match_id: p.match.id,
    market: p.market,
    pick: p.pick,
    line: p.line,
    odds: p.odds,
    analysis: p.analysis,
    price: p.price,
    published_at: p.publishedAt.toISOString(),
    nonce,
  });
  const [row] = await tx
    .insert(expertPlans)
    .values({
      expertId: p.expertId,
      matchId: p.match.id,
      sport: p.match.sport,
      market: p.market,
      pick: p.pick,
      line: p.line,
      odds: p.odds,
      analysis: p.analysis,
      priceTenths: p.price * 10,
      nonce,
      hash,
      publishedAt: p.publishedAt,
      locksAt: p.match.kickoff,
      result: p.graded?.result,
      profit: p.graded?.profit,
      gradedAt: p.graded?.at,
    })
    .returning({ id: expertPlans.id });
  return row.id;
}

/** Expert/plan. */
export async function planView(
  id: number,
  viewerId: number | null,
  lang: Locale,
): Promise<PlanView> {
  const [view] = await views([await planRow(id)], viewerId, lang);
  return view;
}

/**
 * Refunds every purchase of a plan not refunded yet (void or withdrawn), each through the ledger
 * under its own key, in the caller's transaction. The expert's share comes back out of their
 * pending income, where it has waited unsettled since the purchase.
 */
async function refundPurchases(
  tx: Tx,
  planId: number,
  reason: 'void' | 'withdrawn',
): Promise<number[]> {
  const open = await tx
    .select()
    .from(planPurchases)
    .where(and(eq(planPurchases.planId, planId), isNull(planPurchases.refundTxId)));
  const buyers: number[] = [];
  for (const p of open) {
    const [plan] = await tx
      .select({ expertId: expertPlans.expertId })
      .from(expertPlans)
      .where(eq(expertPlans.id, planId));
    const legs: Leg[] = [{ account: 'coins', userId: p.buyerId, tenths: p.priceTenths }];
    if (p.shareTenths > 0)
      legs.push({ account: 'income_pending', userId: plan.expertId, tenths: -p.shareTenths });
    if (p.priceTenths - p.shareTenths > 0)
      legs.push({ account: 'revenue', tenths: -(p.priceTenths - p.shareTenths) });
    const posted = await post(tx, {
      kind: 'plan_refund',
      key: `plan-refund:${p.id}`,
      userId: p.buyerId,
      meta: { plan_id: planId, purchase_id: p.id, expert_id: plan.expertId, reason },
      legs,
    });
    await tx
      .update(planPurchases)
      .set({ refundTxId: posted.id })
      .where(and(eq(planPurchases.id, p.id), isNull(planPurchases.refundTxId)));
    buyers.push(p.buyerId);
  }
  return buyers;
}

/** Expert/withdrawPlan: the author withdraws a plan before kick-off; its buyers get their coins back. */
export async function withdrawPlan(user: AuthUser, id: number, lang: Locale): Promise<PlanView> {
  await db().transaction(async (tx) => {
    const [plan] = await tx.select().from(expertPlans).where(eq(expertPlans.id, id)).for('update');
    if (!plan || plan.expertId !== user.id) throw new AppError('planNotFound');
    if (plan.withdrawnAt) throw new AppError('planWithdrawn');
    if (isLocked(await matchRow(plan.matchId, tx))) throw new AppError('planLocked');
    await tx.update(expertPlans).set({ withdrawnAt: new Date() }).where(eq(expertPlans.id, id));
    await refundPurchases(tx, id, 'withdrawn');
  });
  return planView(id, user.id, lang);
}

/**
 * Expert/buyPlan: the buyer's coins to the expert's pending income at the configured share
 * (PLAN_EXPERT_SHARE_PERCENT), the rest to the platform, under the key `plan:<plan>:u<buyer>`:
 * buying twice, or twice at once, charges once. The plan's row is locked meanwhile, so a
 * withdrawal cannot slip between the checks and the payment. Free plans need no purchase.
 */
export async function buyPlan(user: AuthUser, id: number, lang: Locale): Promise<BuyPlanResult> {
  const balance = await db().transaction(async (tx) => {
    const [plan] = await tx.select().from(expertPlans).where(eq(expertPlans.id, id)).for('update');
    if (!plan) throw new AppError('planNotFound');
    if (plan.expertId === user.id) throw new AppError('planOwn');
    if (plan.withdrawnAt) throw new AppError('planWithdrawn');
    const [already] = await tx
      .select({ id: planPurchases.id })
      .from(planPurchases)
      .where(and(eq(planPurchases.planId, id), eq(planPurchases.buyerId, user.id)));
    if (already || plan.priceTenths === 0) return null;
    if (isLocked(await matchRow(plan.matchId, tx))) throw new AppError('planLocked');
    const total = plan.priceTenths;
    const share = Math.floor((total * env().PLAN_EXPERT_SHARE_PERCENT) / 100);
    const legs: Leg[] = [{ account: 'coins', userId: user.id, tenths: -total }];
    if (share > 0) legs.push({ account: 'income_pending', userId: plan.expertId, tenths: share });
    if (total - share > 0) legs.push({ account: 'revenue', tenths: total - share });
    const posted = await post(tx, {
      kind: 'plan',
      key: `plan:${id}:u${user.id}`,
      userId: user.id,
      meta: { plan_id: id, expert_id: plan.expertId, match_id: plan.matchId },
      legs,
    });
    if (posted.replay) return null;
    await tx.insert(planPurchases).values({
      planId: id,
      buyerId: user.id,
      priceTenths: total,
      shareTenths: share,
      txId: posted.id,
    });
    return posted.balances[`coins:${user.id}`];
  });
  const [plan, [u]] = await Promise.all([
    planView(id, user.id, lang),
    balance === null
      ? db().select({ b: users.balanceTenths }).from(users).where(eq(users.id, user.id))
      : Promise.resolve([{ b: balance }]),
  ]);
  return { plan, balance: toCoins(u.b) };
}

async function planPage(
  where: SQL,
  viewerId: number | null,
  page: number,
  limit: number,
  lang: Locale,
  order: SQL[] = [desc(expertPlans.id)],
): Promise<PlanPage> {
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select()
      .from(expertPlans)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db().select({ n: count() }).from(expertPlans).where(where),
  ]);
  return { list: await views(rows, viewerId, lang), total: Number(n), page, limit };
}

/** Expert/myPlans: the expert's own plans, newest first. */
export async function myPlans(user: AuthUser, page: number, limit: number, lang: Locale) {
  if (!(await expertOf(user.id))) throw new AppError('notExpert');
  return planPage(eq(expertPlans.expertId, user.id), user.id, page, limit, lang);
}

/** Expert/plans: an expert's plans, newest first (the record's list). */
export async function expertPlanList(
  expertId: number,
  viewerId: number | null,
  page: number,
  limit: number,
  lang: Locale,
) {
  return planPage(eq(expertPlans.expertId, expertId), viewerId, page, limit, lang);
}

/** Expert/myPurchases: the plans the user bought, latest purchase first. */
export async function myPurchases(
  user: AuthUser,
  page: number,
  limit: number,
  lang: Locale,
): Promise<PlanPage> {
  const where = eq(planPurchases.buyerId, user.id);
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select({ plan: expertPlans })
      .from(planPurchases)
      .innerJoin(expertPlans, eq(expertPlans.id, planPurchases.planId))
      .where(where)
      .orderBy(desc(planPurchases.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db().select({ n: count() }).from(planPurchases).where(where),
  ]);
  return {
    list: await views(
      rows.map((r) => r.plan),
      user.id,
      lang,
    ),
    total: Number(n),
    page,
    limit,
  };
}

// --- grading ----------------------------------------------------------------------------------

/**
 * The score a match's markets settle on: football after 90 minutes and stoppage time (the first
 * two periods when extra time was played), basketball including overtime.
 */
export function settlingScore(
  m: Pick<MatchRow, 'sport' | 'homeScore' | 'awayScore' | 'periodScores'>,
): Score {
  if (m.sport === 'football' && m.periodScores.length > 2) {
    const [a, b] = m.periodScores;
    return { home: a[0] + b[0], away: a[1] + b[1] };
  }
  return { home: m.homeScore, away: m.awayScore };
}

/**
 * Grades the ungraded plans of a match that has ended (finished: won/lost/push/halves;
 * postponed or cancelled: void, refunded). Idempotent: each plan's grade is a conditional update
 * from null, and the refunds' and settlements' keys are natural, so a second run (another
 * instance, the minute job after the feed's event) writes nothing. Answers the plans graded.
 */
export async function gradeMatch(matchId: number): Promise<number> {
  const m = await matchRow(matchId);
  if (!['finished', 'postponed', 'cancelled'].includes(m.status)) return 0;
  const open = await db()
    .select()
    .from(expertPlans)
    .where(
      and(
        eq(expertPlans.matchId, matchId),
        isNull(expertPlans.result),
        isNull(expertPlans.withdrawnAt),
      ),
    );
  const score = settlingScore(m);
  let graded = 0;
  const told: number[] = [];
  for (const p of open) {
    const market = p.market as OddsMarket;
    const result: PlanResult =
      m.status === 'finished' ? gradePick(market, p.pick as PlanPick, p.line, score) : 'void';
    const done = await db().transaction(async (tx) => {
      const [row] = await tx
        .update(expertPlans)
        .set({ result, profit: profitOf(result, market, p.odds), gradedAt: new Date() })
        .where(and(eq(expertPlans.id, p.id), isNull(expertPlans.result)))
        .returning({ id: expertPlans.id });
      if (!row) return false;
      if (result === 'void') {
        told.push(...(await refundPurchases(tx, p.id, 'void')));
      } else {
        // The shares waited unsettled since each purchase: now they settle like gift income.
        const sold = await tx.select().from(planPurchases).where(eq(planPurchases.planId, p.id));
        for (const s of sold)
          if (s.shareTenths > 0) await recordPendingIncome(tx, p.expertId, s.shareTenths, s.txId);
      }
      return true;
    });
    if (done) graded += 1;
  }
  if (told.length) await inboxChanged([...new Set(told)]).catch(() => undefined);
  return graded;
}

/** Grades every ended match with ungraded plans (the minute job; also after a restart). */
export async function gradeDue(): Promise<number> {
  const due = await db()
    .selectDistinct({ id: expertPlans.matchId })
    .from(expertPlans)
    .innerJoin(matches, eq(matches.id, expertPlans.matchId))
    .where(
      and(
        isNull(expertPlans.result),
        isNull(expertPlans.withdrawnAt),
        inArray(matches.status, ['finished', 'postponed', 'cancelled']),
      ),
    )
    .limit(200);
  let n = 0;
  for (const { id } of due) n += await gradeMatch(id);
  return n;
}

// --- records ----------------------------------------------------------------------------------

type RecordPlan = {
  expertId: number;
  sport: string;
  market: string;
  result: string | null;
  profit: number | null;
  withdrawnAt: Date | null;
  locksAt: Date;
};

/** The figures of some plans of one expert (any mix: all, one gameplay, a window). */
export function recordOf(gameplay: string, plans: readonly RecordPlan[]): ExpertRecord {
  const graded = plans
    .filter((p) => p.result !== null && !p.withdrawnAt)
    .sort((a, b) => a.locksAt.getTime() - b.locksAt.getTime())
    .map((p) => ({ result: p.result as PlanResult, profit: p.profit ?? 0 }));
  return {
    gameplay,
    plans: plans.length,
    withdrawn: plans.filter((p) => p.withdrawnAt).length,
    pending: plans.filter((p) => !p.withdrawnAt && p.result === null).length,
    ...summarize(graded),
  };
}

const recordColumns = {
  expertId: expertPlans.expertId,
  sport: expertPlans.sport,
  market: expertPlans.market,
  result: expertPlans.result,
  profit: expertPlans.profit,
  withdrawnAt: expertPlans.withdrawnAt,
  locksAt: expertPlans.locksAt,
};

/** Expert/info: the expert and their records, overall then per gameplay. */
export async function expertInfo(expertId: number): Promise<ExpertInfo> {
  const [role, person] = await Promise.all([expertOf(expertId), people([expertId])]);
  const p = person.get(expertId);
  if (!role || !p) throw new AppError('notExpert');
  const plans = await db()
    .select(recordColumns)
    .from(expertPlans)
    .where(eq(expertPlans.expertId, expertId));
  const byGameplay = new Map<string, RecordPlan[]>();
  for (const plan of plans) {
    const g = `${plan.sport}_${plan.market}`;
    byGameplay.set(g, [...(byGameplay.get(g) ?? []), plan]);
  }
  const order = (g: string) => (GAMEPLAYS as readonly string[]).indexOf(g);
  return {
    expert: {
      ...p,
      intro: role.intro,
      gameplays: role.gameplays,
      since: role.createdAt.toISOString(),
    },
    records: [
      recordOf('all', plans),
      ...[...byGameplay.keys()]
        .sort((a, b) => order(a) - order(b))
        .map((g) => recordOf(g, byGameplay.get(g)!)),
    ],
  };
}

/**
 * Expert/ranking: experts of a sport ranked over their plans graded in the last `days` days,
 * among those with at least RANK_MIN_GRADED graded plans there (void ones do not count). Ties go to more graded plans,
 * then to the earlier expert.
 */
export async function ranking(
  sport: Sport,
  order: RankOrder,
  days: RankWindow,
  now = Date.now(),
): Promise<Ranking> {
  const plans = await db()
    .select(recordColumns)
    .from(expertPlans)
    .where(
      and(eq(expertPlans.sport, sport), gte(expertPlans.gradedAt, new Date(now - days * DAY_MS))),
    );
  const byExpert = new Map<number, RecordPlan[]>();
  for (const p of plans) byExpert.set(p.expertId, [...(byExpert.get(p.expertId) ?? []), p]);
  const key = (r: ExpertRecord) =>
    order === 'roi' ? r.roi : order === 'hit_rate' ? r.hit_rate : r.streak;
  const records = [...byExpert.entries()]
    .map(([id, ps]) => ({ id, record: recordOf('all', ps) }))
    .filter((r) => r.record.graded >= RANK_MIN_GRADED)
    .sort(
      (a, b) => key(b.record) - key(a.record) || b.record.graded - a.record.graded || a.id - b.id,
    )
    .slice(0, RANK_LIMIT);
  const ps = await people(records.map((r) => r.id));
  const list: RankingRow[] = records.map((r, i) => ({
    rank: i + 1,
    expert: ps.get(r.id) ?? { id: r.id, nickname: '', avatar: '' },
    record: r.record,
  }));
  return { sport, order, days, min_graded: RANK_MIN_GRADED, list };
}

/** Expert/home: a sport's 30-day ROI leaders and the plans on today's and tomorrow's matches. */
export async function expertHome(
  sport: Sport,
  viewerId: number | null,
  lang: Locale,
): Promise<ExpertHome> {
  const now = Date.now();
  const [leaders, rows] = await Promise.all([
    ranking(sport, 'roi', 30, now),
    db()
      .select({ plan: expertPlans })
      .from(expertPlans)
      .innerJoin(matches, eq(matches.id, expertPlans.matchId))
      .where(
        and(
          eq(expertPlans.sport, sport),
          gte(matches.kickoff, new Date(now - 3 * 3600_000)),
          lt(matches.kickoff, new Date(now + 2 * DAY_MS)),
        ),
      )
      .orderBy(
        sql`case when ${matches.status} = 'scheduled' then 0 else 1 end`,
        asc(matches.kickoff),
        desc(expertPlans.id),
      )
      .limit(60),
  ]);
  return {
    sport,
    experts: leaders.list.slice(0, 10),
    plans: await views(
      rows.map((r) => r.plan),
      viewerId,
      lang,
    ),
  };
}

/**
 * Expert/matchPlans and Expert/plansOfMatches: the plans on each match, each with its expert's
 * record in that gameplay (live plans first, newest first). Three queries for any number of
 * matches.
 */
export async function plansOfMatches(
  matchIds: number[],
  viewerId: number | null,
  lang: Locale,
): Promise<Map<number, MatchPlans>> {
  const out = new Map<number, MatchPlans>(matchIds.map((id) => [id, []]));
  if (!matchIds.length) return out;
  const rows = await db()
    .select()
    .from(expertPlans)
    .where(inArray(expertPlans.matchId, matchIds))
    .orderBy(asc(expertPlans.withdrawnAt), desc(expertPlans.id));
  if (!rows.length) return out;
  const list = await views(rows, viewerId, lang);
  const expertIds = [...new Set(rows.map((r) => r.expertId))];
  const history = await db()
    .select(recordColumns)
    .from(expertPlans)
    .where(inArray(expertPlans.expertId, expertIds));
  for (const plan of list) {
    out.get(plan.match.id)?.push({
      plan,
      record: recordOf(
        plan.gameplay,
        history.filter(
          (h) => h.expertId === plan.expert.id && `${h.sport}_${h.market}` === plan.gameplay,
        ),
      ),
    });
  }
  return out;
}

export async function matchPlans(
  matchId: number,
  viewerId: number | null,
  lang: Locale,
): Promise<MatchPlans> {
  return (await plansOfMatches([matchId], viewerId, lang)).get(matchId) ?? [];
}

/** Which experts are experts (for the pages' "publish" button). */
export async function isExpert(userId: number): Promise<boolean> {
  return Boolean(await expertOf(userId));
}
