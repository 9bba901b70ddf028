import { simulate } from './simulate';
import { KICKOFF, MINUTE, league } from './testing';

/** Statistical sanity over 500 seeded matches per sport, ratings spread like a league's. */
const END = KICKOFF + 6 * 60 * MINUTE;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('rates over 500 seeded matches', () => {
  const football = league('football', 500, 31337).map((m) => simulate(m, END));
  const basketball = league('basketball', 500, 4242, 10_000).map((m) => simulate(m, END));

  it('football: ~2.7 goals, home wins 40–50 %, cards, corners and shots like a top league', () => {
    expect(mean(football.map((s) => s.homeScore + s.awayScore))).toBeGreaterThanOrEqual(2.3);
    expect(mean(football.map((s) => s.homeScore + s.awayScore))).toBeLessThanOrEqual(3.1);
    expect(mean(football.map((s) => s.homeScore))).toBeGreaterThan(
      mean(football.map((s) => s.awayScore)),
    );
    const homeWins = football.filter((s) => s.homeScore > s.awayScore).length / football.length;
    expect(homeWins).toBeGreaterThanOrEqual(0.4);
    expect(homeWins).toBeLessThanOrEqual(0.5);
    const draws = football.filter((s) => s.homeScore === s.awayScore).length / football.length;
    expect(draws).toBeGreaterThan(0.18);
    expect(draws).toBeLessThan(0.32);
    const yellows = mean(football.map((s) => s.cards.homeYellow + s.cards.awayYellow));
    expect(yellows).toBeGreaterThan(3.3);
    expect(yellows).toBeLessThan(4.3);
    const reds = mean(football.map((s) => s.cards.homeRed + s.cards.awayRed));
    expect(reds).toBeGreaterThan(0.07);
    expect(reds).toBeLessThan(0.25);
    const corners = mean(football.map((s) => s.corners.home + s.corners.away));
    expect(corners).toBeGreaterThan(9);
    expect(corners).toBeLessThan(11.5);
    const shots = mean(football.map((s) => s.stats.home.shots));
    expect(shots).toBeGreaterThan(10);
    expect(shots).toBeLessThan(15);
    // More goals after the break than before it, and the most in the last quarter-hour.
    const goals = football.flatMap((s) =>
      s.events.filter(
        (e) => e.kind === 'goal' || e.kind === 'own_goal' || e.kind === 'penalty_goal',
      ),
    );
    const firstHalf = goals.filter((e) => e.phase === '1H').length / goals.length;
    expect(firstHalf).toBeGreaterThan(0.38);
    expect(firstHalf).toBeLessThan(0.48);
    const bucket = (from: number, to: number) =>
      goals.filter((e) => e.clock >= from * 60 && e.clock < to * 60).length;
    expect(bucket(75, 200)).toBeGreaterThan(bucket(0, 15));
    const penalties = goals.filter((e) => e.kind === 'penalty_goal').length / goals.length;
    expect(penalties).toBeGreaterThan(0.05);
    expect(penalties).toBeLessThan(0.15);
  });

  it('basketball: 190–240 points a game, ~100 possessions a side, home court worth a few points', () => {
    const totals = basketball.map((s) => s.homeScore + s.awayScore);
    expect(mean(totals)).toBeGreaterThanOrEqual(190);
    expect(mean(totals)).toBeLessThanOrEqual(240);
    const possessions = mean(
      basketball.map(
        (s) => s.stats.home.fga + 0.44 * s.stats.home.fta + s.stats.home.tov - s.stats.home.oreb,
      ),
    );
    expect(possessions).toBeGreaterThan(92);
    expect(possessions).toBeLessThan(108);
    const margin = mean(basketball.map((s) => s.homeScore - s.awayScore));
    expect(margin).toBeGreaterThan(1);
    expect(margin).toBeLessThan(5);
    const threeShare = mean(basketball.map((s) => s.stats.home.tpa / s.stats.home.fga));
    expect(threeShare).toBeGreaterThan(0.35);
    expect(threeShare).toBeLessThan(0.47);
  });

  it('prices the opening total near the points actually scored (the market is calibrated)', () => {
    const lines = mean(basketball.map((s) => s.odds.opening.total.line));
    const totals = mean(basketball.map((s) => s.homeScore + s.awayScore));
    expect(Math.abs(lines - totals)).toBeLessThan(4);
    const goalLines = mean(football.map((s) => s.odds.opening.total.line));
    expect(goalLines).toBeGreaterThan(2);
    expect(goalLines).toBeLessThan(3.25);
  });
});
