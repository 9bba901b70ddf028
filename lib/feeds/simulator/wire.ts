import type { ScoreData } from '@/lib/matches/feed';
import type { SimChanges, SimEvent } from './types';

export type { ScoreData };

/**
 * The odds company the simulator quotes as. docs/product.md §3 store default `company_id` 1 is what a
 * client follows until it sends `toggle`, so the simulator's index reaches every client.
 */
export const SIMULATOR_COMPANY_ID = 1;

/** An event as push frames and the API carry it: the docs/product.md §3 naming (`match_str`, snake_case). */
export interface WireEvent {
  seq: number;
  at: number;
  clock: number;
  match_str: string;
  phase: string;
  kind: string;
  side?: 'home' | 'away';
  player_id?: number;
  player_name?: string;
  assist_id?: number;
  assist_name?: string;
  out_player_id?: number;
  out_player_name?: string;
  points?: number;
  scored?: boolean;
  home_score: number;
  away_score: number;
}

export function toWireEvent(e: SimEvent): WireEvent {
  const out: WireEvent = {
    seq: e.seq,
    at: e.at,
    clock: e.clock,
    match_str: e.minute,
    phase: e.phase,
    kind: e.kind,
    home_score: e.homeScore,
    away_score: e.awayScore,
  };
  if (e.side) out.side = e.side;
  if (e.playerId !== undefined) out.player_id = e.playerId;
  if (e.playerName !== undefined) out.player_name = e.playerName;
  if (e.assistId !== undefined) out.assist_id = e.assistId;
  if (e.assist !== undefined) out.assist_name = e.assist;
  if (e.outPlayerId !== undefined) out.out_player_id = e.outPlayerId;
  if (e.outPlayerName !== undefined) out.out_player_name = e.outPlayerName;
  if (e.points !== undefined) out.points = e.points;
  if (e.scored !== undefined) out.scored = e.scored;
  return out;
}

/**
 * Engine changes → a `score` frame's data, in the field names of the score lists' MatchItem
 * (`clock_seconds`, `home_corners`, `home_penalties` …) so a client merges a frame into its list
 * key by key. Odds moves travel only as `company_id` + `index` (the
 * hub strips those for clients that follow another company), never inside `events`.
 */
export function toScoreData(matchId: number, c: SimChanges): ScoreData {
  const data: ScoreData = { match_id: matchId };
  if (c.status !== undefined) data.status = c.status;
  if (c.phase !== undefined) data.phase = c.phase;
  if (c.minute !== undefined) data.match_str = c.minute;
  if (c.clock !== undefined) data.clock_seconds = c.clock;
  if (c.homeScore !== undefined) data.home_score = c.homeScore;
  if (c.awayScore !== undefined) data.away_score = c.awayScore;
  if (c.periodScores !== undefined) data.period_scores = c.periodScores;
  if (c.homeHalfScore !== undefined) data.home_half_score = c.homeHalfScore;
  if (c.awayHalfScore !== undefined) data.away_half_score = c.awayHalfScore;
  if (c.penalties !== undefined) {
    data.home_penalties = c.penalties.home;
    data.away_penalties = c.penalties.away;
  }
  if (c.cards?.homeYellow !== undefined) data.home_yellow = c.cards.homeYellow;
  if (c.cards?.awayYellow !== undefined) data.away_yellow = c.cards.awayYellow;
  if (c.cards?.homeRed !== undefined) data.home_red = c.cards.homeRed;
  if (c.cards?.awayRed !== undefined) data.away_red = c.cards.awayRed;
  if (c.corners?.home !== undefined) data.home_corners = c.corners.home;
  if (c.corners?.away !== undefined) data.away_corners = c.corners.away;
  if (c.stats !== undefined) data.stats = c.stats;
  const events = (c.events ?? []).filter((e) => e.kind !== 'odds').map(toWireEvent);
  if (events.length > 0) data.events = events;
  if (c.odds !== undefined) {
    data.company_id = SIMULATOR_COMPANY_ID;
    data.index = c.odds;
  }
  return data;
}
