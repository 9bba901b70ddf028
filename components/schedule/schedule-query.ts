/**
 * The schedule's URL (`/schedule?type=4&sport=basketball&date=2026-11-27&competition=1`) and
 * the small rules of the list. Pure: the page, the island and the tests share them.
 */
import { addDays, daysBetween, isDay } from '@/components/scores/score-rows';
import type { MatchItem, Sport } from '@/lib/matches/types';
import { parseId } from '@/lib/rules/id';

/** The day strip: today and the six days after it. */
export const SCHEDULE_DAYS = 7;

export type ScheduleQuery = { sport: Sport; date: string; competition: number | null };

type RawParams = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Reads the query. `type` (4 from the navigation) is accepted and ignored; a day outside the
 * strip, an unknown sport or a malformed competition falls back to the default rather than
 * failing, so an old link still opens the schedule.
 */
export function parseScheduleQuery(params: RawParams, today: string): ScheduleQuery {
  const sport: Sport = first(params.sport) === 'basketball' ? 'basketball' : 'football';
  const rawDate = first(params.date) ?? '';
  const offset = isDay(rawDate) ? daysBetween(today, rawDate) : -1;
  const date = offset >= 0 && offset < SCHEDULE_DAYS ? rawDate : today;
  const rawCompetition = first(params.competition) ?? '';
  return { sport, date, competition: parseId(rawCompetition) };
}

/** The link to a schedule view; defaults (football, today, all competitions) are left out. */
export function scheduleHref(q: ScheduleQuery, today: string): string {
  const p = new URLSearchParams({ type: '4' });
  if (q.sport !== 'football') p.set('sport', q.sport);
  if (q.date !== today) p.set('date', q.date);
  if (q.competition !== null) p.set('competition', String(q.competition));
  return `/schedule?${p.toString()}`;
}

/** The days of the strip, YYYY-MM-DD. */
export function scheduleDays(today: string): string[] {
  return Array.from({ length: SCHEDULE_DAYS }, (_, i) => addDays(today, i));
}

/** A match can be booked (or unbooked) from the schedule until it starts. */
export function isBookable(m: Pick<MatchItem, 'status'>): boolean {
  return m.status === 'scheduled' || m.status === 'postponed';
}

/**
 * The day's matches by competition, in the API's competition order (importance), each group
 * by kick-off.
 */
export function groupByCompetition<
  M extends Pick<MatchItem, 'competition_id' | 'match_time' | 'id'>,
  C extends { id: number },
>(competitions: readonly C[], matches: readonly M[]): { competition: C; matches: M[] }[] {
  return competitions
    .map((competition) => ({
      competition,
      matches: matches
        .filter((m) => m.competition_id === competition.id)
        .sort((a, b) => a.match_time - b.match_time || a.id - b.id),
    }))
    .filter((g) => g.matches.length > 0);
}
