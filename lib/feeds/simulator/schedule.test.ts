import { kickoffsAround, liveWindow } from './schedule';
import { finishesAt, simulate } from './simulate';
import { league } from './testing';
import type { Sport } from './types';

const NOW = Date.UTC(2025, 9, 18, 9, 41, 17);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('liveWindow', () => {
  it('bounds how long a match can last: every simulated match finishes within it', () => {
    expect(liveWindow('football') / 60_000).toBe(117);
    expect(liveWindow('basketball') / 60_000).toBeGreaterThan(140);
    expect(liveWindow('basketball') / 60_000).toBeLessThan(170);
    const cases: [Sport, boolean][] = [
      ['football', false],
      ['football', true],
      ['basketball', false],
    ];
    for (const [sport, knockout] of cases) {
      let longest = 0;
      for (const m of league(sport, 150, 8, 500)) {
        const tie = { ...m, knockout, homeRating: 60, awayRating: 60 };
        longest = Math.max(longest, finishesAt(tie) - tie.kickoff);
      }
      expect(longest).toBeLessThanOrEqual(liveWindow(sport, { knockout }));
      // A tight bound, not a guess: the longest of 150 matches comes close to it.
      expect(longest).toBeGreaterThan(liveWindow(sport, { knockout }) * (knockout ? 0.75 : 0.85));
    }
  });
});

describe('kickoffsAround', () => {
  it('returns `count` sorted kick-offs on 5-minute marks, from the past days to the next 7', () => {
    const times = kickoffsAround(NOW, 1, 400);
    expect(times).toHaveLength(400);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times.every((t) => t % (5 * 60_000) === 0)).toBe(true);
    expect(times[0]).toBeLessThan(NOW - 2 * DAY);
    expect(times[0]).toBeGreaterThanOrEqual(NOW - 3 * DAY - HOUR);
    expect(times[times.length - 1]).toBeGreaterThan(NOW + 6 * DAY);
    expect(times[times.length - 1]).toBeLessThanOrEqual(NOW + 7 * DAY + HOUR);
  });

  it('is deterministic for a seed, and differs between seeds', () => {
    expect(kickoffsAround(NOW, 5, 300)).toEqual(kickoffsAround(NOW, 5, 300));
    expect(kickoffsAround(NOW, 5, 300)).not.toEqual(kickoffsAround(NOW, 6, 300));
  });

  it.each(['football', 'basketball'] as const)(
    '%s: at every minute of the range some match is live',
    (sport) => {
      const times = kickoffsAround(NOW, 9, 300, { sport, pastDays: 1, futureDays: 1 });
      const matches = times.map((kickoff, i) => ({
        id: 9000 + i,
        sport,
        kickoff,
        seed: i + 1,
        homeRating: 60,
        awayRating: 60,
      }));
      const ends = matches.map((m) => finishesAt(m));
      for (let t = times[0] + 2 * HOUR; t < NOW + DAY; t += 5 * 60_000) {
        const live = matches.filter((m, i) => m.kickoff <= t && ends[i] > t);
        expect(live.length).toBeGreaterThan(0);
      }
      // Spot-check with full snapshots.
      const at = NOW + 5 * HOUR;
      expect(matches.some((m) => simulate(m, at).status === 'live')).toBe(true);
    },
  );

  it('puts more kick-offs in prime time than at dawn', () => {
    const times = kickoffsAround(NOW, 3, 2000, { pastDays: 7, futureDays: 7 });
    const byHour = new Array<number>(24).fill(0);
    for (const t of times) byHour[new Date(t).getUTCHours()]++;
    expect(byHour[19]).toBeGreaterThan(2 * byHour[5]);
  });

  it('spreads fewer matches than hours evenly', () => {
    const times = kickoffsAround(NOW, 1, 20);
    expect(times).toHaveLength(20);
    const gaps = times.slice(1).map((t, i) => t - times[i]);
    expect(Math.max(...gaps)).toBeLessThan((2 * (10 * DAY)) / 20);
  });
});
