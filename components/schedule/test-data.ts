/** Answers of the schedule's tests (checked: test/fixtures-contract.test.ts). */
import { matchItem, trio } from '@/components/data-library/test-data';
import type { DayList } from '@/lib/matches/service';
import { answer } from '@/test/bff';

const flags = { collected: 0 as const, reserved: 0 as const };
const competition = (id: number, name: string) => ({
  id,
  ...trio('name', name),
  ...trio('short_name', name),
});

/** A day of hot_match/all_match: a result, a live match and two to come (one booked). */
export const scheduleDay: DayList = {
  seq: 1,
  date: '2030-05-01',
  competitions: [competition(82, 'EPL'), competition(46, 'UEL'), competition(999, 'Friendly')],
  matches: [
    {
      ...matchItem({
        id: 1,
        status: 'finished',
        phase: 'FT',
        home_score: 2,
        away_score: 1,
        match_time: 100,
      }),
      ...flags,
    },
    {
      ...matchItem({
        id: 2,
        status: 'live',
        phase: '2H',
        match_str: "67'",
        home_score: 0,
        away_score: 1,
        match_time: 200,
      }),
      ...flags,
    },
    { ...matchItem({ id: 3, match_time: 300 }), ...flags, reserved: 1 },
    { ...matchItem({ id: 4, competition_id: 999, match_time: 50 }), ...flags },
  ],
};

/** live/reserveMatch: the match is booked. */
export const booked = answer('live/reserveMatch', { reserved: 1 });
/** live/reserveMatch2: the booking is cancelled. */
export const unbooked = answer('live/reserveMatch2', { reserved: 0 });
