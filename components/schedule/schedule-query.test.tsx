import { matchItem } from '@/components/data-library/test-data';
import {
  groupByCompetition,
  isBookable,
  parseScheduleQuery,
  scheduleDays,
  scheduleHref,
} from './schedule-query';

const TODAY = '2026-11-26';

describe('parseScheduleQuery', () => {
  it('accepts the navigation’s type=4 and defaults to today’s football', () => {
    expect(parseScheduleQuery({ type: '4' }, TODAY)).toEqual({
      sport: 'football',
      date: TODAY,
      competition: null,
    });
  });

  it('reads sport, a day of the strip and a competition', () => {
    expect(
      parseScheduleQuery({ sport: 'basketball', date: '2026-12-02', competition: '3' }, TODAY),
    ).toEqual({
      sport: 'basketball',
      date: '2026-12-02',
      competition: 3,
    });
  });

  it.each([
    ['yesterday', '2026-11-25'],
    ['a week ahead', '2026-12-03'],
    ['not a day', '2026-02-30'],
    ['text', 'tomorrow'],
  ])('falls back to today for %s', (_name, date) => {
    expect(parseScheduleQuery({ date }, TODAY).date).toBe(TODAY);
  });

  it.each(['abc', '-1', '0', '99999999999', '1e3'])('ignores the competition %s', (competition) => {
    expect(parseScheduleQuery({ competition }, TODAY).competition).toBeNull();
  });

  it('treats an unknown sport as football', () => {
    expect(parseScheduleQuery({ sport: 'tennis' }, TODAY).sport).toBe('football');
  });
});

test('scheduleHref keeps type=4 and leaves the defaults out', () => {
  expect(scheduleHref({ sport: 'football', date: TODAY, competition: null }, TODAY)).toBe(
    '/schedule?type=4',
  );
  expect(scheduleHref({ sport: 'basketball', date: '2026-11-27', competition: 1 }, TODAY)).toBe(
    '/schedule?type=4&sport=basketball&date=2026-11-27&competition=1',
  );
});

test('the day strip is today and the six days after it', () => {
  expect(scheduleDays('2026-12-29')).toEqual([
    '2026-12-29',
    '2026-12-30',
    '2026-12-31',
    '2027-01-01',
    '2027-01-02',
    '2027-01-03',
    '2027-01-04',
  ]);
});

test('only matches that have not started can be booked from the schedule', () => {
  expect(isBookable({ status: 'scheduled' })).toBe(true);
  expect(isBookable({ status: 'postponed' })).toBe(true);
  expect(isBookable({ status: 'live' })).toBe(false);
  expect(isBookable({ status: 'finished' })).toBe(false);
  expect(isBookable({ status: 'cancelled' })).toBe(false);
});

test('groupByCompetition keeps the competitions’ order, sorts by kick-off and drops empty groups', () => {
  const a = matchItem({ id: 1, competition_id: 82, match_time: 300 });
  const b = matchItem({ id: 2, competition_id: 82, match_time: 100 });
  const c = matchItem({ id: 3, competition_id: 120, match_time: 50 });
  const groups = groupByCompetition([{ id: 120 }, { id: 46 }, { id: 82 }], [a, b, c]);
  expect(groups.map((g) => [g.competition.id, g.matches.map((m) => m.id)])).toEqual([
    [120, [3]],
    [82, [2, 1]],
  ]);
});
