import 'server-only';
import { cache } from 'react';
import { serverApi } from '@/lib/bff/server';
import type { MatchCentre } from '@/lib/matches/service';
import type { LiveTableData } from './standings';

/**
 * A match's centre data for the page, whatever its sport: the football detail answers
 * `notFootballMatch` for a basketball id, which then asks the basketball one. Null for an unknown
 * id (the page's 404). Cached per request (metadata and page both ask).
 */
export const loadCentre = cache(async (id: number): Promise<MatchCentre | null> => {
  const football = await serverApi<MatchCentre>('Football/football_match_detail', { id });
  if (football.code === 0) return football.data;
  const error = (football.data as { error?: unknown } | null)?.error;
  if (error !== 'notFootballMatch') return null;
  const basketball = await serverApi<MatchCentre>('Basketball/getInfo', { id });
  return basketball.code === 0 ? basketball.data : null;
});

/** The season's table with the matches being played now, or null (no table for it). */
export async function loadTable(
  competitionId: number,
  seasonId: number,
): Promise<LiveTableData | null> {
  const r = await serverApi<LiveTableData>('Football/live_table', {
    competition_id: competitionId,
    season_id: seasonId,
  });
  return r.code === 0 ? r.data : null;
}
