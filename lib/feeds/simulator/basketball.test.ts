import { simulate, timelineOf } from './simulate';
import { KICKOFF, MINUTE, league, match, players } from './testing';

const GAMES = league('basketball', 120, 2024);
const END = KICKOFF + 6 * 60 * MINUTE;

describe('basketball state machine', () => {
  it('plays Q1, Q2, half-time, Q3, Q4 with ~25-minute quarters and the right breaks', () => {
    for (const m of GAMES.slice(0, 30)) {
      const spans = timelineOf(m).spans;
      const regulation = spans.slice(0, 7);
      expect(regulation.map((s) => s.phase)).toEqual(['Q1', 'BRK', 'Q2', 'HT', 'Q3', 'BRK', 'Q4']);
      expect(regulation[0].from).toBe(KICKOFF);
      for (const q of [0, 2, 4, 6]) {
        const minutes = (regulation[q].to - regulation[q].from) / MINUTE;
        expect(minutes).toBeGreaterThanOrEqual(22.8);
        expect(minutes).toBeLessThanOrEqual(27);
        expect(regulation[q].clockTo - regulation[q].clockFrom).toBe(720);
      }
      expect(regulation[1].to - regulation[1].from).toBe(2 * MINUTE);
      expect(regulation[3].to - regulation[3].from).toBe(15 * MINUTE);
      expect(regulation[5].to - regulation[5].from).toBe(2 * MINUTE);
      spans.forEach((s, i) => i > 0 && expect(s.from).toBe(spans[i - 1].to));
      expect(spans[spans.length - 1].phase).toBe('FT');
    }
  });

  it('shows the time left in the period as match_str', () => {
    const m = GAMES[0];
    const [q1, brk, q2, ht] = timelineOf(m).spans;
    expect(simulate(m, KICKOFF - 1)).toMatchObject({
      status: 'scheduled',
      phase: 'NS',
      minute: '',
    });
    expect(simulate(m, KICKOFF)).toMatchObject({
      status: 'live',
      phase: 'Q1',
      minute: 'Q1 12:00',
      clock: 0,
    });
    const quarterLength = q1.to - q1.from;
    expect(simulate(m, KICKOFF + Math.ceil(quarterLength / 2))).toMatchObject({
      minute: 'Q1 06:00',
      clock: 360,
    });
    expect(simulate(m, brk.from + 1000)).toMatchObject({
      phase: 'BRK',
      minute: 'Q1 00:00',
      clock: 720,
    });
    expect(simulate(m, q2.from)).toMatchObject({ phase: 'Q2', minute: 'Q2 12:00', clock: 720 });
    expect(simulate(m, ht.from)).toMatchObject({ phase: 'HT', minute: 'HT', clock: 1440 });
    expect(simulate(m, END)).toMatchObject({ status: 'finished', phase: 'FT', minute: 'FT' });
    for (const e of timelineOf(m).events) expect(e.minute).toMatch(/^(Q[1-4]|OT\d?) \d\d:\d\d$/);
  });

  it('goes to overtime only when level after four quarters, and again only when still level', () => {
    const games = league('basketball', 600, 99, 1000).map((g) => ({
      ...g,
      homeRating: 60,
      awayRating: 60,
    }));
    let overtimes = 0;
    for (const m of games) {
      const s = simulate(m, END);
      const sum = (from: number, to: number, side: 0 | 1) =>
        s.periodScores.slice(from, to).reduce((n, p) => n + p[side], 0);
      expect(s.status).toBe('finished');
      // One period score per quarter and per overtime the timeline played, at most three of those.
      const overtimeCount = s.periodScores.length - 4;
      expect(timelineOf(m).spans.filter((x) => x.phase === 'OT')).toHaveLength(overtimeCount);
      expect(overtimeCount).toBeLessThanOrEqual(3);
      expect(s.homeScore).not.toBe(s.awayScore);
      for (let k = 0; k <= overtimeCount; k++) {
        const level = sum(0, 4 + k, 0) === sum(0, 4 + k, 1);
        // After every period but the last the game was level (that is why it went on); the last is not.
        expect(level).toBe(k < overtimeCount);
      }
      if (overtimeCount > 0) {
        overtimes++;
        const phases = timelineOf(m).spans.map((x) => x.phase);
        expect(phases.slice(7, 9)).toEqual(['BRK', 'OT']);
        const ot = timelineOf(m).spans[8];
        expect(ot.clockTo - ot.clockFrom).toBe(300);
        expect(simulate(m, ot.from).minute).toBe('OT 05:00');
      }
    }
    // NBA: ~6 % of games go to overtime.
    expect(overtimes).toBeGreaterThan(5);
    expect(overtimes).toBeLessThan(80);
  });

  it('keeps the score consistent with the points events and the box score', () => {
    for (const m of GAMES) {
      const s = simulate(m, END);
      const points = (side: 'home' | 'away') =>
        s.events
          .filter((e) => e.kind === 'points' && e.side === side)
          .reduce((n, e) => n + (e.points ?? 0), 0);
      expect(points('home')).toBe(s.homeScore);
      expect(points('away')).toBe(s.awayScore);
      expect(s.periodScores.reduce((n, p) => n + p[0], 0)).toBe(s.homeScore);
      expect(s.periodScores.reduce((n, p) => n + p[1], 0)).toBe(s.awayScore);
      expect(s.homeHalfScore).toBe(s.periodScores[0][0] + s.periodScores[1][0]);
      for (const side of ['home', 'away'] as const) {
        const b = s.stats[side];
        expect(2 * b.fgm + b.tpm + b.ftm).toBe(side === 'home' ? s.homeScore : s.awayScore);
        expect(b.fgm).toBeLessThanOrEqual(b.fga);
        expect(b.tpm).toBeLessThanOrEqual(b.tpa);
        expect(b.ftm).toBeLessThanOrEqual(b.fta);
        expect(b.reb).toBe(b.oreb + b.dreb);
        expect(b.fouls).toBe(s.events.filter((e) => e.kind === 'foul' && e.side === side).length);
        expect(b.timeouts).toBe(
          s.events.filter((e) => e.kind === 'timeout' && e.side === side).length,
        );
        expect(b.timeouts).toBeLessThanOrEqual(7);
      }
      // Mid-game too: the box score never runs ahead of or behind the points.
      const mid = simulate(m, KICKOFF + 70 * MINUTE);
      for (const side of ['home', 'away'] as const) {
        const b = mid.stats[side];
        expect(2 * b.fgm + b.tpm + b.ftm).toBe(side === 'home' ? mid.homeScore : mid.awayScore);
      }
    }
  });

  it('has scoring runs and names real players', () => {
    const home = players('basketball', 300);
    const away = players('basketball', 400);
    const m = match({ sport: 'basketball', seed: 5, homePlayers: home, awayPlayers: away });
    const events = timelineOf(m).events;
    const scorers = events.filter((e) => e.kind === 'points');
    for (const e of scorers) {
      const roster = e.side === 'home' ? home : away;
      expect(roster.map((p) => p.id)).toContain(e.playerId);
      if (e.assistId !== undefined) expect(e.assistId).not.toBe(e.playerId);
    }
    let longest = 0;
    for (const g of GAMES.slice(0, 40)) {
      let run = 0;
      let side = '';
      for (const e of timelineOf(g).events) {
        if (e.kind !== 'points') continue;
        run = e.side === side ? run + (e.points ?? 0) : (e.points ?? 0);
        side = e.side ?? '';
        longest = Math.max(longest, run);
      }
    }
    expect(longest).toBeGreaterThanOrEqual(10);
  });

  it('moves moneyline, spread and total during the game', () => {
    const m = GAMES[3];
    const s = simulate(m, END);
    const moves = s.events.filter((e) => e.kind === 'odds');
    expect(moves.length).toBeGreaterThanOrEqual(8);
    expect(s.odds.opening.moneyline.draw).toBeUndefined();
    expect(s.odds.opening.total.line).toBeGreaterThan(190);
    expect(s.odds.opening.total.line).toBeLessThan(260);
    expect(new Set(moves.map((e) => e.odds?.total.line)).size).toBeGreaterThan(3);
    expect(new Set(moves.map((e) => e.odds?.handicap.line)).size).toBeGreaterThan(2);
    const favourite = simulate(
      match({ id: 9, sport: 'basketball', seed: 1, homeRating: 90, awayRating: 40 }),
      KICKOFF,
    );
    expect(favourite.odds.opening.handicap.line).toBeLessThan(-5);
    expect(favourite.odds.opening.moneyline.home).toBeLessThan(
      favourite.odds.opening.moneyline.away,
    );
  });
});
