/**
 * Grading a plan and summing a record (issue 26; docs/product.md §4 "Expert plans"). Pure: the domain
 * (./index.ts) feeds it the match's final score, tests feed it everything.
 *
 * Settlement follows the bookmakers' rules the index quotes: football's 1X2, handicap and total
 * settle on the score after 90 minutes plus stoppage time (extra time and penalties do not
 * count); basketball's include overtime. A quarter line (±0.25, ±0.75, 2.25 …) splits the stake
 * over the two neighbouring lines, which makes the half-win and half-loss.
 */
import type { OddsMarket } from '@/lib/matches/types';
import { decimalOdds, type PlanPick, type PlanResult } from './limits';

export type Score = { home: number; away: number };

/** The outcome of a stake on one line: >0 won, 0 push, <0 lost. */
const sign = (x: number) => (Math.abs(x) < 1e-9 ? 0 : x > 0 ? 1 : -1);

/** The margin by which the pick beat the line (positive: won). */
function margin(market: OddsMarket, pick: PlanPick, line: number, s: Score): number {
  if (market === 'asia') {
    const homeBy = s.home - s.away + line;
    return pick === 'home' ? homeBy : -homeBy;
  }
  const total = s.home + s.away - line;
  return pick === 'over' ? total : -total;
}

/** Won, lost, push, or a half of each on a quarter line. */
export function gradePick(
  market: OddsMarket,
  pick: PlanPick,
  line: number | null,
  s: Score,
): Exclude<PlanResult, 'void'> {
  if (market === 'eu' || market === 'moneyline') {
    const outcome = s.home > s.away ? 'home' : s.home < s.away ? 'away' : 'draw';
    // A moneyline has no draw: a tie (impossible in basketball, which plays overtime) returns stakes.
    if (market === 'moneyline' && outcome === 'draw') return 'push';
    return outcome === pick ? 'won' : 'lost';
  }
  if (line === null) throw new Error(`grading: a ${market} plan needs a line`);
  // Quarter lines (x.25, x.75) split into the two lines a quarter away; others are one line.
  const quarters = Math.round(line * 4);
  const lines = quarters % 2 === 0 ? [line, line] : [line - 0.25, line + 0.25];
  const [a, b] = lines.map((l) => sign(margin(market, pick, l, s)));
  const sum = a + b;
  if (sum === 2) return 'won';
  if (sum === -2) return 'lost';
  if (sum === 1) return 'half_won';
  if (sum === -1) return 'half_lost';
  return 'push';
}

/** Profit on a stake of 1 at the published price. */
export function profitOf(result: PlanResult, market: OddsMarket, odds: number): number {
  const win = decimalOdds(market, odds) - 1;
  const r = {
    won: win,
    half_won: win / 2,
    push: 0,
    void: 0,
    half_lost: -0.5,
    lost: -1,
  }[result];
  return Math.round(r * 10_000) / 10_000;
}

/** A graded plan as the record needs it, oldest first by kick-off. */
export type GradedPlan = { result: PlanResult; profit: number };

export type RecordSummary = {
  /** Graded plans that count (void plans do not: their stakes were returned). */
  graded: number;
  won: number;
  half_won: number;
  push: number;
  half_lost: number;
  lost: number;
  void: number;
  /** Wins (whole or half) over decided plans (pushes and voids are not decided), 0–1. */
  hit_rate: number;
  /** Profit over stakes on a flat stake of 1 per counted plan, e.g. 0.12 for +12 %. */
  roi: number;
  profit: number;
  /** Wins in a row up to the latest plan; pushes neither extend nor break a streak. */
  streak: number;
  best_streak: number;
};

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** The figures of a record, from graded plans only, in kick-off order (oldest first). */
export function summarize(plans: readonly GradedPlan[]): RecordSummary {
  const n = { won: 0, half_won: 0, push: 0, half_lost: 0, lost: 0, void: 0 };
  let profit = 0;
  let streak = 0;
  let best = 0;
  for (const p of plans) {
    n[p.result] += 1;
    if (p.result === 'void') continue;
    profit += p.profit;
    if (p.result === 'won' || p.result === 'half_won') {
      streak += 1;
      best = Math.max(best, streak);
    } else if (p.result === 'lost' || p.result === 'half_lost') {
      streak = 0;
    }
  }
  const graded = plans.length - n.void;
  const decided = n.won + n.half_won + n.lost + n.half_lost;
  return {
    graded,
    ...n,
    hit_rate: decided ? round4((n.won + n.half_won) / decided) : 0,
    roi: graded ? round4(profit / graded) : 0,
    profit: round4(profit),
    streak,
    best_streak: best,
  };
}
