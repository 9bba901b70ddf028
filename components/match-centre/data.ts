import 'server-only';
import { cache } from 'react';
import { serverApiOrNull } from '@/lib/bff/server';
import type { MatchCentre } from '@/lib/matches/service';
import type { MatchRoomGroup } from './match-rooms';
import type { LiveTableData } from './standings';

/**
 * A match's centre data for the page, whatever its sport, in one call (`match/detail`). Null for
 * an unknown id (the page's 404). Cached per request (metadata and page both ask).
 */
export const loadCentre = cache((id: number): Promise<MatchCentre | null> =>
  serverApiOrNull<MatchCentre>('match/detail', { id }),
);

/** The season's table with the matches being played now, or null (no table for it). */
export function loadTable(competitionId: number, seasonId: number): Promise<LiveTableData | null> {
  return serverApiOrNull<LiveTableData>('Football/live_table', {
    competition_id: competitionId,
    season_id: seasonId,
  });
}

/** The rooms on air commentating a match, by language ([] when none or on failure). */
export async function loadRooms(matchId: number): Promise<MatchRoomGroup[]> {
  return (await serverApiOrNull<MatchRoomGroup[]>('Live/getRoomList', { match_id: matchId })) ?? [];
}
