import { buildBasketball } from './basketball';
import { clockAt, minuteOf, type PhaseSpan } from './clock';
import { buildFootball } from './football';
import { isGoalKind, type Timeline } from './timeline';
import type { SimEvent, SimMatch, SimSnapshot } from './types';

/**
 * Timelines by match id. A timeline costs a few milliseconds to build and a few hundred events to
 * keep; a day's schedule holds a few hundred matches, so this bound is never reached in practice
 * but keeps a long-running process from growing without end.
 */
const CACHE_LIMIT = 3000;
const cache = new Map<number, { key: string; timeline: Timeline }>();

/** Everything a timeline depends on: when any of it changes, the match is played afresh. */
function inputsKey(m: SimMatch): string {
  const players = (list: SimMatch['homePlayers']) =>
    list ? list.map((p) => `${p.id}:${p.position}:${p.name}`).join(',') : '';
  return [
    m.sport,
    m.seed,
    m.kickoff,
    m.homeRating,
    m.awayRating,
    m.knockout ? 1 : 0,
    m.competitionId ?? '',
    players(m.homePlayers),
    players(m.awayPlayers),
  ].join('|');
}

/** The whole match, computed once per match id and inputs. */
export function timelineOf(match: SimMatch): Timeline {
  const key = inputsKey(match);
  const hit = cache.get(match.id);
  if (hit && hit.key === key) {
    // Map order is insertion order: re-inserting keeps recently used timelines at the end.
    cache.delete(match.id);
    cache.set(match.id, hit);
    return hit.timeline;
  }
  const timeline = match.sport === 'football' ? buildFootball(match) : buildBasketball(match);
  cache.set(match.id, { key, timeline });
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return timeline;
}

/** Forgets every timeline: what a process restart does (tests use it to prove determinism). */
export function clearSimulatorCache(): void {
  cache.clear();
}

/** When the match reaches FT (epoch ms). */
export function finishesAt(match: SimMatch): number {
  return timelineOf(match).endsAt;
}

/** Index of the last item whose `at` ≤ atMs, or −1. */
function lastAtOrBefore(items: readonly { at: number }[], atMs: number): number {
  let lo = 0;
  let hi = items.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid].at <= atMs) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

function spanAt(spans: readonly PhaseSpan[], atMs: number): PhaseSpan | undefined {
  for (let i = spans.length - 1; i >= 0; i--) if (spans[i].from <= atMs) return spans[i];
  return undefined;
}

/**
 * The state of a match at `atMs` with every event up to then. Pure: the same inputs give the same
 * snapshot in any process, at any time.
 */
export function simulate(match: SimMatch, atMs: number): SimSnapshot {
  const tl = timelineOf(match);
  const span = spanAt(tl.spans, atMs);
  const count = lastAtOrBefore(tl.events, atMs) + 1;
  const events = tl.events.slice(0, count);
  const last: SimEvent | undefined = events[count - 1];

  const periods = tl.spans.filter((s) => s.period !== undefined && s.from <= atMs).length;
  const periodScores: [number, number][] = Array.from({ length: periods }, () => [0, 0]);
  const cards = { homeYellow: 0, awayYellow: 0, homeRed: 0, awayRed: 0 };
  const corners = { home: 0, away: 0 };
  let penalties: { home: number; away: number } | undefined;
  let odds = tl.opening;
  let period = -1;
  for (const e of events) {
    if (e.kind === 'period_start' && e.phase !== 'PEN') period++;
    const home = e.side === 'home';
    if (e.side && (isGoalKind(e.kind) || e.kind === 'points') && period >= 0) {
      periodScores[period][home ? 0 : 1] += e.kind === 'points' ? (e.points ?? 0) : 1;
    }
    if (e.kind === 'yellow') cards[home ? 'homeYellow' : 'awayYellow']++;
    else if (e.kind === 'red' || e.kind === 'second_yellow') cards[home ? 'homeRed' : 'awayRed']++;
    else if (e.kind === 'corner') corners[home ? 'home' : 'away']++;
    else if (e.kind === 'odds' && e.odds) odds = e.odds;
    else if (e.kind === 'shootout' || (e.kind === 'period_start' && e.phase === 'PEN')) {
      penalties ??= { home: 0, away: 0 };
      if (e.scored) penalties[home ? 'home' : 'away']++;
    }
  }

  const sampleIndex = lastAtOrBefore(tl.samples, atMs);
  const sample = sampleIndex >= 0 ? tl.samples[sampleIndex] : undefined;
  const stats = {
    home: Object.fromEntries(tl.statKeys.map((k, i) => [k, sample?.home[i] ?? 0])),
    away: Object.fromEntries(tl.statKeys.map((k, i) => [k, sample?.away[i] ?? 0])),
  };
  const clock = span ? clockAt(span, atMs) : 0;
  const snapshot: SimSnapshot = {
    id: match.id,
    sport: match.sport,
    at: atMs,
    status: !span ? 'scheduled' : span.phase === 'FT' ? 'finished' : 'live',
    phase: span?.phase ?? 'NS',
    minute: span ? minuteOf(match.sport, span, clock) : '',
    clock,
    homeScore: last?.homeScore ?? 0,
    awayScore: last?.awayScore ?? 0,
    periodScores,
    cards,
    corners,
    stats,
    odds: { opening: tl.opening, current: odds },
    events,
  };
  // The half-time score exists once the first half is over (football from HT, basketball from
  // its half-time break): during the first half the running score is no half-time score, and
  // nothing downstream (the match centre, the wire) may show it as one.
  const firstHalfOver =
    match.sport === 'football'
      ? snapshot.phase !== '1H'
      : snapshot.phase === 'HT' || snapshot.phase === 'FT' || periodScores.length >= 3;
  if (periodScores.length > 0 && firstHalfOver) {
    const half = match.sport === 'football' ? periodScores.slice(0, 1) : periodScores.slice(0, 2);
    snapshot.homeHalfScore = half.reduce((sum, p) => sum + p[0], 0);
    snapshot.awayHalfScore = half.reduce((sum, p) => sum + p[1], 0);
  }
  if (penalties) snapshot.penalties = penalties;
  return snapshot;
}

/** The snapshot of a match that has not started: what a freshly seeded row holds. */
export function initialSnapshot(match: SimMatch): SimSnapshot {
  return simulate(match, match.kickoff - 1);
}
