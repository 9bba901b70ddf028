/**
 * How long a match lasts (issue 8 §5.3): the timing the site's domain and the feed that plays the
 * matches agree on. The simulator (lib/feeds/simulator) plays by these numbers; the demo data and
 * the feed's reload window use `liveWindow`. Pure constants, browser-safe.
 */
import type { Sport } from '@/lib/rules/sport';

export const MINUTE_MS = 60_000;

/** Football in real time: laws of the game (IFAB Law 7) and the usual broadcast rhythm. */
export const FOOTBALL_TIMING = {
  halfMinutes: 45,
  /** Announced stoppage: 1–5 min after the first half, 2–7 after the second (Opta 2023/24
   *  Premier League averages ~3 and ~6 min since the stricter timekeeping). */
  stoppage1: [1, 5],
  stoppage2: [2, 7],
  halfTimeMs: 15 * MINUTE_MS,
  /** Law 7: a break of up to 5 minutes before extra time, a short drinks break at its half. */
  extraTimeBreakMs: 5 * MINUTE_MS,
  extraHalfBreakMs: 1 * MINUTE_MS,
  extraHalfMinutes: 15,
  extraStoppage: [0, 2],
  /** Teams gather at the centre circle before the first kick; kicks then ~1 per minute. */
  shootoutStartMs: 3 * MINUTE_MS,
  shootoutKickMs: 60_000,
  /** 5 kicks each, then sudden death; after this many sudden-death rounds the simulator decides. */
  shootoutMaxRounds: 15,
} as const;

/**
 * Basketball: FIBA/NBA periods of play mapped to the wall clock. A 12-minute quarter takes about
 * 25 real minutes with fouls, free throws, timeouts and reviews (NBA games last ~2h15 incl. the
 * 15-minute half-time): the ratio real/play is drawn per period in [1.9, 2.25].
 */
export const BASKETBALL_TIMING = {
  quarterSeconds: 12 * 60,
  overtimeSeconds: 5 * 60,
  ratio: [1.9, 2.25],
  shortBreakMs: 2 * MINUTE_MS,
  halfTimeMs: 15 * MINUTE_MS,
  /** More overtimes are vanishingly rare (the NBA record is 6): the 3rd decides the game. */
  maxOvertimes: 3,
} as const;

/**
 * The longest a match can last from kick-off to FT: a match that kicked off within this window
 * before `now` may be live now (football 117 min, with extra time and penalties 200 min;
 * basketball 167 min with three overtimes, ~2 h without). An upper bound for picking matches;
 * `simulate()` (or `finishesAt()`) says exactly.
 */
export function liveWindow(sport: Sport, options: { knockout?: boolean } = {}): number {
  const F = FOOTBALL_TIMING;
  const B = BASKETBALL_TIMING;
  if (sport === 'football') {
    const regular =
      (2 * F.halfMinutes + F.stoppage1[1] + F.stoppage2[1]) * MINUTE_MS + F.halfTimeMs;
    if (!options.knockout) return regular;
    const extra =
      F.extraTimeBreakMs +
      F.extraHalfBreakMs +
      2 * (F.extraHalfMinutes + F.extraStoppage[1]) * MINUTE_MS;
    const shootout = F.shootoutStartMs + 2 * (5 + F.shootoutMaxRounds) * F.shootoutKickMs;
    return regular + extra + shootout;
  }
  const slowest = B.ratio[1] * 1000;
  const regulation = 4 * B.quarterSeconds * slowest + 2 * B.shortBreakMs + B.halfTimeMs;
  return Math.ceil(regulation + B.maxOvertimes * (B.shortBreakMs + B.overtimeSeconds * slowest));
}

/**
 * How far back a feed loads matches: the longest any match can last (a cup tie to penalties) plus
 * a margin, so a match is still loaded at the tick that sees it finish. A match that kicked off
 * further back is never played by the feed: the demo seed writes its result instead.
 */
export const FEED_REACH_MS =
  Math.max(liveWindow('football', { knockout: true }), liveWindow('basketball')) + 10 * 60_000;
