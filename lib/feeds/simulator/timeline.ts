import { minuteOf, type PhaseSpan } from './clock';
import type { SimEvent, SimEventKind, SimOdds, Sport } from './types';
import { BASKETBALL_STATS, FOOTBALL_STATS } from '@/lib/matches/types';

/** The statistics keys are the domain's (lib/matches/types.ts): the feed reports what the site stores. */
export { BASKETBALL_STATS, FOOTBALL_STATS };

/** Cumulative statistics from `at` on, values in the order of the sport's stat keys. */
export interface StatSample {
  at: number;
  home: readonly number[];
  away: readonly number[];
}

/** A whole match, computed once from its seed; snapshots are slices of it. */
export interface Timeline {
  sport: Sport;
  spans: readonly PhaseSpan[];
  events: readonly SimEvent[];
  samples: readonly StatSample[];
  statKeys: readonly string[];
  opening: SimOdds;
  /** When the match reaches FT (epoch ms). */
  endsAt: number;
}

/** An event before ordering; the score, seq, minute and odds are filled in by `finalize`. */
export type RawEvent = Omit<
  SimEvent,
  'seq' | 'minute' | 'phase' | 'homeScore' | 'awayScore' | 'odds'
> & {
  span: PhaseSpan;
};

/** The match state an odds move is priced from. */
export interface PriceState {
  at: number;
  clock: number;
  span: PhaseSpan;
  homeScore: number;
  awayScore: number;
  homeRed: number;
  awayRed: number;
}

const GOAL_KINDS: ReadonlySet<SimEventKind> = new Set(['goal', 'own_goal', 'penalty_goal']);

function sameOdds(a: SimOdds | undefined, b: SimOdds): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Orders raw events by time (ties keep generation order), numbers them, writes the running score
 * and `match_str` into each, and prices the odds moves. An odds move that changes nothing is
 * dropped: every `odds` event is a visible move.
 */
export function finalize(
  sport: Sport,
  raw: RawEvent[],
  price: (state: PriceState) => SimOdds,
): SimEvent[] {
  const ordered = raw
    .map((event, order) => ({ event, order }))
    .sort((a, b) => a.event.at - b.event.at || a.order - b.order);
  const out: SimEvent[] = [];
  const state = { homeScore: 0, awayScore: 0, homeRed: 0, awayRed: 0 };
  let lastOdds: SimOdds | undefined;
  for (const { event } of ordered) {
    if (event.side && (GOAL_KINDS.has(event.kind) || event.kind === 'points')) {
      const add = event.kind === 'points' ? (event.points ?? 0) : 1;
      if (event.side === 'home') state.homeScore += add;
      else state.awayScore += add;
    }
    if (event.side && (event.kind === 'red' || event.kind === 'second_yellow')) {
      if (event.side === 'home') state.homeRed++;
      else state.awayRed++;
    }
    let odds: SimOdds | undefined;
    if (event.kind === 'odds') {
      odds = price({ ...state, at: event.at, clock: event.clock, span: event.span });
      if (sameOdds(lastOdds, odds)) continue;
      lastOdds = odds;
    }
    const { span, ...fields } = event;
    const built: SimEvent = {
      seq: out.length + 1,
      at: Math.round(fields.at),
      clock: fields.clock,
      minute: minuteOf(sport, span, fields.clock),
      phase: span.phase,
      kind: fields.kind,
      homeScore: state.homeScore,
      awayScore: state.awayScore,
    };
    // Only the fields an event has: events travel in push frames, absent beats `undefined`.
    if (fields.side) built.side = fields.side;
    if (fields.playerId !== undefined) built.playerId = fields.playerId;
    if (fields.playerName !== undefined) built.playerName = fields.playerName;
    if (fields.assistId !== undefined) built.assistId = fields.assistId;
    if (fields.assist !== undefined) built.assist = fields.assist;
    if (fields.outPlayerId !== undefined) built.outPlayerId = fields.outPlayerId;
    if (fields.outPlayerName !== undefined) built.outPlayerName = fields.outPlayerName;
    if (fields.points !== undefined) built.points = fields.points;
    if (fields.scored !== undefined) built.scored = fields.scored;
    if (odds) built.odds = odds;
    out.push(Object.freeze(built));
  }
  return out;
}

export function isGoalKind(kind: SimEventKind): boolean {
  return GOAL_KINDS.has(kind);
}
