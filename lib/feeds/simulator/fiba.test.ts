import { basketballRules } from '@/lib/matches/timing';
import { basketballFinish } from '@/lib/matches/demo/results';
import { oddsFor } from '@/lib/matches/demo/odds';
import { clearSimulatorCache, simulate, timelineOf } from './simulate';
import { KICKOFF, league } from './testing';
import { toScoreData } from './wire';
import { diff } from './diff';
import type { SimMatch } from './types';

/**
 * FIBA leagues (WCBA 4, EuroLeague 8, NBB 12) play 4×10-minute quarters and 5-minute overtimes,
 * with fewer points than the NBA: the simulator, the generated results and the pre-match lines
 * agree on both.
 */
const FIBA = [
  { id: 4, name: 'WCBA', points: [75, 80] },
  { id: 8, name: 'EuroLeague', points: [80, 85] },
  { id: 12, name: 'NBB', points: [80, 85] },
] as const;
const GAMES = 300;

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe.each(FIBA)('$name (competition $id) in the simulator', ({ id, points }) => {
  const games: SimMatch[] = league('basketball', GAMES, 1000 + id, 10_000 * id).map((g) => ({
    ...g,
    competitionId: id,
  }));
  afterAll(() => clearSimulatorCache());

  it('plays 10-minute quarters and 5-minute overtimes: Q2 at 600, Q3 1200, Q4 1800, FT 2400 + 300 × OT', () => {
    for (const m of games) {
      const t = timelineOf(m);
      const live = t.spans.filter((s) => s.msPerSecond > 0);
      expect(live.slice(0, 4).map((s) => [s.phase, s.clockFrom, s.clockTo])).toEqual([
        ['Q1', 0, 600],
        ['Q2', 600, 1200],
        ['Q3', 1200, 1800],
        ['Q4', 1800, 2400],
      ]);
      const overtimes = live.slice(4);
      overtimes.forEach((s, i) => {
        expect(s.phase).toBe('OT');
        expect([s.clockFrom, s.clockTo]).toEqual([2400 + 300 * i, 2400 + 300 * (i + 1)]);
      });
      const end = simulate(m, t.endsAt);
      expect(end).toMatchObject({ status: 'finished', phase: 'FT' });
      expect(end.clock).toBe(2400 + 300 * overtimes.length);
      expect(end.periodScores).toHaveLength(4 + overtimes.length);
      // Every event within the game's clock; the time left in a quarter never reads more than
      // 10:00, in overtime 05:00 (collected first: an expect per event is slow).
      const wrong = t.events.filter((e) => {
        const [, mm, ss] = /^(?:Q[1-4]|OT\d?) (\d\d):(\d\d)$/.exec(e.minute) ?? [];
        const left = Number(mm) * 60 + Number(ss);
        return e.clock > end.clock || !(left <= (e.minute.startsWith('OT') ? 300 : 600));
      });
      expect(wrong).toEqual([]);
    }
  });

  it(`scores ${points[0]}–${points[1]} points a team on average`, () => {
    const scores = games.flatMap((m) => {
      const s = simulate(m, timelineOf(m).endsAt);
      return [s.homeScore, s.awayScore];
    });
    expect(mean(scores)).toBeGreaterThanOrEqual(points[0]);
    expect(mean(scores)).toBeLessThanOrEqual(points[1]);
  });

  it('opens its totals line, live and pre-match, near the simulated mean total', () => {
    const totals = games.map((m) => {
      const s = simulate(m, timelineOf(m).endsAt);
      return s.homeScore + s.awayScore;
    });
    const simulated = mean(totals);
    // The simulator's own market at tip-off.
    expect(
      Math.abs(mean(games.map((m) => timelineOf(m).opening.total.line)) - simulated),
    ).toBeLessThan(3);
    // The seed's pre-match odds (company 1, as the match opens).
    const preMatch = games.map((m) => {
      const quotes = oddsFor({
        sport: 'basketball',
        competitionId: id,
        homeRating: m.homeRating,
        awayRating: m.awayRating,
        kickoff: m.kickoff,
        simSeed: m.seed,
        today: m.kickoff,
        companies: [1],
      });
      return quotes.find((q) => q.market === 'total')!.opening.line;
    });
    expect(Math.abs(mean(preMatch) - simulated)).toBeLessThan(4);
  });
});

describe.each(FIBA)('$name (competition $id) generated results', ({ id, points }) => {
  const rules = basketballRules(id);
  const results = Array.from({ length: 400 }, (_, i) =>
    basketballFinish({
      seed: 7919 * (i + 1) + id,
      rules,
      home: { key: 'h', rating: 40 + ((i * 7) % 51), squad: [] },
      away: { key: 'a', rating: 40 + ((i * 13) % 51), squad: [] },
    }),
  );

  it('end their quarters at 600, 1200, 1800, 2400 play seconds and overtimes 300 later', () => {
    let overtimes = 0;
    for (const f of results) {
      const ends = f.events.filter((e) => e.kind === 'period_end').map((e) => e.atSecond);
      const ot = f.periodScores.length - 4;
      overtimes += ot;
      expect(ends).toEqual([
        600,
        1200,
        1800,
        2400,
        ...Array.from({ length: ot }, (_, i) => 2400 + 300 * (i + 1)),
      ]);
      expect(f.clockSeconds).toBe(2400 + 300 * ot);
      expect(f.events[0].minute).toBe('Q1 00:00');
      expect(f.homeScore).not.toBe(f.awayScore);
      const pts = (s: Record<string, number>) => 2 * s.fgm + s.tpm + s.ftm;
      expect(pts(f.stats.home)).toBe(f.homeScore);
      expect(pts(f.stats.away)).toBe(f.awayScore);
    }
    expect(overtimes).toBeGreaterThan(0);
  });

  it(`score ${points[0]}–${points[1]} points a team on average`, () => {
    const avg = mean(results.flatMap((f) => [f.homeScore, f.awayScore]));
    expect(avg).toBeGreaterThanOrEqual(points[0]);
    expect(avg).toBeLessThanOrEqual(points[1]);
  });
});

describe('a EuroLeague game on the live clock', () => {
  it('reads a 10-minute quarter: "Q1 10:00" at tip-off, "Q2 10:00" at 600 play seconds', () => {
    const m: SimMatch = { ...league('basketball', 1, 8)[0], competitionId: 8 };
    const [q1, brk, q2] = timelineOf(m).spans;
    const tip = simulate(m, KICKOFF);
    expect(tip).toMatchObject({ phase: 'Q1', minute: 'Q1 10:00', clock: 0 });
    const mid = simulate(m, KICKOFF + Math.ceil((q1.to - q1.from) / 2));
    expect(mid).toMatchObject({ minute: 'Q1 05:00', clock: 300 });
    expect(simulate(m, brk.from + 1000)).toMatchObject({
      phase: 'BRK',
      minute: 'Q1 00:00',
      clock: 600,
    });
    const second = simulate(m, q2.from);
    expect(second).toMatchObject({ phase: 'Q2', minute: 'Q2 10:00', clock: 600 });
    // What a score frame carries to the browsers.
    const frame = toScoreData(m.id, diff(mid, second) ?? {});
    expect(frame).toMatchObject({ phase: 'Q2', match_str: 'Q2 10:00', clock_seconds: 600 });
  });
});

describe('NBA and CBA', () => {
  it('play exactly the timeline of a match without a competition (the 12-minute NBA model)', () => {
    for (const g of league('basketball', 20, 5)) {
      const plain = JSON.stringify(timelineOf(g));
      clearSimulatorCache();
      for (const competitionId of [1, 3]) {
        expect(JSON.stringify(timelineOf({ ...g, competitionId }))).toBe(plain);
        clearSimulatorCache();
      }
      expect(timelineOf(g).spans[2]).toMatchObject({ phase: 'Q2', clockFrom: 720 });
    }
  });
});
