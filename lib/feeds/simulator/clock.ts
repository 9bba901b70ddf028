import type { SimPhase, Sport } from './types';

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

/** One stretch of the match between two phase changes. Live spans advance the play clock. */
export interface PhaseSpan {
  phase: SimPhase;
  /** Epoch ms, `to` excluded; the final FT span runs to Infinity. */
  from: number;
  to: number;
  /** Play seconds at `from` and `to` (equal for breaks). */
  clockFrom: number;
  clockTo: number;
  /** Real ms per play second in live spans (football 1000, basketball ~2000); 0 in breaks. */
  msPerSecond: number;
  /** Index into periodScores, for live spans. */
  period?: number;
  /** Basketball: the period name on the scoreboard (Q1…Q4, OT, OT2); in breaks the last one. */
  label?: string;
}

export function clockAt(span: PhaseSpan, at: number): number {
  if (span.msPerSecond === 0) return span.clockFrom;
  const clock = span.clockFrom + Math.floor((at - span.from) / span.msPerSecond);
  return Math.min(span.clockTo, Math.max(span.clockFrom, clock));
}

/** The last minute number of each football period; beyond it the minute reads "45+2'". */
const FOOTBALL_LIMIT: Partial<Record<SimPhase, number>> = {
  '1H': 45,
  '2H': 90,
  ET1: 105,
  ET2: 120,
};
const FOOTBALL_BREAK_LABEL: Partial<Record<SimPhase, string>> = {
  NS: '',
  HT: 'HT',
  ETB: 'ET',
  PEN: 'PEN',
  FT: 'FT',
};

function twoDigits(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/**
 * `match_str` at a play clock within a span. Football counts the minute being played ("1'" in the
 * first 60 s, as broadcasters do); the instant a half ends still reads as its last minute.
 * Basketball shows the time left in the period, like the scoreboard.
 */
export function minuteOf(sport: Sport, span: PhaseSpan, clock: number): string {
  if (sport === 'football') {
    const limit = FOOTBALL_LIMIT[span.phase];
    if (limit === undefined) return FOOTBALL_BREAK_LABEL[span.phase] ?? '';
    const minute = Math.floor(Math.min(clock, span.clockTo - 1) / 60) + 1;
    return minute > limit ? `${limit}+${minute - limit}'` : `${minute}'`;
  }
  if (span.phase === 'NS') return '';
  if (span.phase === 'HT' || span.phase === 'FT') return span.phase;
  const left = span.phase === 'BRK' ? 0 : Math.max(0, span.clockTo - clock);
  return `${span.label ?? ''} ${twoDigits(Math.floor(left / 60))}:${twoDigits(left % 60)}`;
}
