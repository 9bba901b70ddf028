import type { SimChanges, SimOdds, SimSnapshot } from './types';

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function changedKeys<T extends object>(prev: T, next: T): Partial<T> | undefined {
  const out: Partial<T> = {};
  let any = false;
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (prev[key] !== next[key]) {
      out[key] = next[key];
      any = true;
    }
  }
  return any ? out : undefined;
}

function changedStats(
  prev: Record<string, number>,
  next: Record<string, number>,
): Record<string, number> | undefined {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(next)) if (prev[key] !== value) out[key] = value;
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * The change set from `prev` to `next` (two snapshots of one match), or null when nothing that
 * a viewer sees changed. Values are absolute (`homeScore: 2`, never "+1"), so applying a change
 * twice is harmless. The play clock alone is not a change: clients run it themselves between
 * frames; `clock` and `minute` travel when the play minute turns or with any other change (a
 * basketball `minute` shows seconds and would otherwise make a frame every second).
 */
export function diff(prev: SimSnapshot, next: SimSnapshot): SimChanges | null {
  const out: SimChanges = {};
  if (prev.status !== next.status) out.status = next.status;
  if (prev.phase !== next.phase) out.phase = next.phase;
  if (prev.homeScore !== next.homeScore) out.homeScore = next.homeScore;
  if (prev.awayScore !== next.awayScore) out.awayScore = next.awayScore;
  if (!sameJson(prev.periodScores, next.periodScores)) out.periodScores = next.periodScores;
  if (next.homeHalfScore !== undefined && prev.homeHalfScore !== next.homeHalfScore)
    out.homeHalfScore = next.homeHalfScore;
  if (next.awayHalfScore !== undefined && prev.awayHalfScore !== next.awayHalfScore)
    out.awayHalfScore = next.awayHalfScore;
  if (next.penalties && !sameJson(prev.penalties, next.penalties)) out.penalties = next.penalties;
  const cards = changedKeys(prev.cards, next.cards);
  if (cards) out.cards = cards;
  const corners = changedKeys(prev.corners, next.corners);
  if (corners) out.corners = corners;
  const home = changedStats(prev.stats.home, next.stats.home);
  const away = changedStats(prev.stats.away, next.stats.away);
  if (home || away) out.stats = { ...(home ? { home } : {}), ...(away ? { away } : {}) };
  if (!sameOdds(prev.odds.current, next.odds.current)) out.odds = next.odds.current;
  const lastSeq = prev.events.length > 0 ? prev.events[prev.events.length - 1].seq : 0;
  const fresh = next.events.filter((e) => e.seq > lastSeq);
  if (fresh.length > 0) out.events = fresh;

  const minuteTurned = Math.floor(prev.clock / 60) !== Math.floor(next.clock / 60);
  const anything = Object.keys(out).length > 0;
  if ((anything || minuteTurned) && (prev.minute !== next.minute || prev.clock !== next.clock)) {
    out.minute = next.minute;
    out.clock = next.clock;
  }
  return Object.keys(out).length > 0 ? out : null;
}

function sameOdds(a: SimOdds, b: SimOdds): boolean {
  return a === b || sameJson(a, b);
}
