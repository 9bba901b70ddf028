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
 * Basketball: periods of play mapped to the wall clock. A 12-minute quarter takes about 25 real
 * minutes with fouls, free throws, timeouts and reviews (NBA games last ~2h15 incl. the 15-minute
 * half-time): the ratio real/play is drawn per period in [1.9, 2.25]. The quarter length here is
 * the NBA's, the longest; each competition's own is its `basketballRules` below.
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

/** A basketball competition's key in the scoring models (demo results, pre-match odds). */
export type BasketballLeague = 'nba' | 'cba' | 'wcba' | 'euroleague' | 'nbb';

/**
 * The rules a basketball competition plays by. Periods: the NBA and the CBA play 4×12-minute
 * quarters, FIBA leagues (WCBA, EuroLeague, NBB) 4×10; every overtime lasts 5 minutes. Pace and
 * shooting tune the simulator's NBA possession model to the league (FIBA games have fewer
 * possessions: EuroLeague ~72 a team per 40 minutes against the NBA's ~100 per 48), so a league's
 * simulated games score what its generated results and pre-match lines say (~114 points a team in
 * the NBA model, EuroLeague ~82.5, NBB ~81.5, WCBA ~77).
 */
export interface BasketballRules {
  league: BasketballLeague;
  quarterSeconds: number;
  overtimeSeconds: number;
  /** Possessions per minute of play relative to the NBA model (1). */
  pace: number;
  /** Added to the NBA model's field-goal percentages. */
  shooting: number;
}

const NBA_PERIODS = {
  quarterSeconds: BASKETBALL_TIMING.quarterSeconds,
  overtimeSeconds: BASKETBALL_TIMING.overtimeSeconds,
};
const FIBA_PERIODS = { quarterSeconds: 10 * 60, overtimeSeconds: 5 * 60 };

/** By competition id (lib/matches/names.ts COMPETITIONS): every basketball competition. */
export const BASKETBALL_RULES: Readonly<Record<number, BasketballRules>> = {
  1: { league: 'nba', ...NBA_PERIODS, pace: 1, shooting: 0 },
  // The CBA plays at about the NBA's pace: the simulator plays it with the NBA model.
  3: { league: 'cba', ...NBA_PERIODS, pace: 1, shooting: 0 },
  4: { league: 'wcba', ...FIBA_PERIODS, pace: 0.86, shooting: -0.03 },
  8: { league: 'euroleague', ...FIBA_PERIODS, pace: 0.875, shooting: 0 },
  12: { league: 'nbb', ...FIBA_PERIODS, pace: 0.875, shooting: -0.01 },
};

/** A competition's basketball rules; NBA rules for an unknown or missing competition. */
export function basketballRules(competitionId?: number | null): BasketballRules {
  return (competitionId != null && BASKETBALL_RULES[competitionId]) || BASKETBALL_RULES[1];
}

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
