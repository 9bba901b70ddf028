import 'server-only';
import { cache } from 'react';
import { notFound, unstable_rethrow } from 'next/navigation';
import { serverApi, serverApiOrNull } from '@/lib/bff/server';
import type {
  ExpertHome,
  ExpertInfo,
  MatchPlans,
  PlanPage,
  PlanView,
  Ranking,
} from '@/lib/experts/contract';
import { RECORD_PLANS } from '@/lib/experts/limits';
import { readApi, type Read } from '@/components/live/data';
import type { RankingQuery } from './links';

/**
 * The expert pages' reads of the platform API (docs/product.md "Experts"), with the session's
 * token so a plan the viewer bought comes revealed. Per request, metadata and page share one call.
 */

/** A plan for the viewer, or the 404 page (a malformed or unknown id). */
export const loadPlan = cache(async (id: number | null): Promise<PlanView> => {
  if (id === null) notFound();
  try {
    return await serverApi<PlanView>('Expert/plan', { id });
  } catch (err) {
    unstable_rethrow(err);
    notFound();
  }
});

/** An expert's profile and records, or the 404 page (no such expert). */
export const loadExpert = cache(async (id: number | null): Promise<ExpertInfo> => {
  if (id === null) notFound();
  try {
    return await serverApi<ExpertInfo>('Expert/info', { id });
  } catch (err) {
    unstable_rethrow(err);
    notFound();
  }
});

/** A page of an expert's plans, newest first. */
export function loadExpertPlans(id: number, page: number): Promise<Read<PlanPage>> {
  return readApi<PlanPage>('Expert/plans', { id, page, limit: RECORD_PLANS });
}

export const loadRanking = cache(
  (sport: RankingQuery['sport'], order: RankingQuery['order'], days: RankingQuery['days']) =>
    readApi<Ranking>('Expert/ranking', { sport, order, days }),
);

export const loadHome = cache((type: 0 | 1) => readApi<ExpertHome>('Expert/home', { type }));

/** The plans on a match with each expert's record in the gameplay ([] when none or on failure). */
export async function loadMatchPlans(matchId: number): Promise<MatchPlans> {
  return (await serverApiOrNull<MatchPlans>('Expert/matchPlans', { match_id: matchId })) ?? [];
}
