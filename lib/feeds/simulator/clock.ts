import type { SimPhase, Sport } from './types';

// The match's timing is the domain's (lib/matches/timing.ts): the simulator plays by it.
export { BASKETBALL_TIMING, FOOTBALL_TIMING, MINUTE_MS } from '@/lib/matches/timing';

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
