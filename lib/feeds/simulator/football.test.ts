import { simulate, timelineOf } from './simulate';
import { KICKOFF, MINUTE, league, match, players } from './testing';
import type { SimEvent, SimMatch } from './types';

const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);
const GOAL_KINDS = new Set(['goal', 'own_goal', 'penalty_goal']);

function spans(m: SimMatch) {
  return timelineOf(m).spans.map((s) => ({ phase: s.phase, from: s.from, to: s.to }));
}

describe('football state machine', () => {
  it.each(SEEDS)(
    'seed %i: NS → 1H → HT → 2H → FT at the right times, stoppage within bounds',
    (seed) => {
      const m = match({ seed, id: seed });
      const [first, half, second, full, ...rest] = spans(m);
      expect(rest).toEqual([]);
      expect([first.phase, half.phase, second.phase, full.phase]).toEqual(['1H', 'HT', '2H', 'FT']);
      expect(first.from).toBe(KICKOFF);
      const s1 = (first.to - first.from) / MINUTE - 45;
      const s2 = (second.to - second.from) / MINUTE - 45;
      expect(s1).toBeGreaterThanOrEqual(1);
      expect(s1).toBeLessThanOrEqual(5);
      expect(s2).toBeGreaterThanOrEqual(2);
      expect(s2).toBeLessThanOrEqual(7);
      expect(half.to - half.from).toBe(15 * MINUTE);
      expect(second.from).toBe(half.to);
      expect(full.from).toBe(second.to);

      expect(simulate(m, KICKOFF - 1)).toMatchObject({
        status: 'scheduled',
        phase: 'NS',
        minute: '',
        clock: 0,
        homeScore: 0,
        awayScore: 0,
        events: [],
      });
      expect(simulate(m, KICKOFF)).toMatchObject({
        status: 'live',
        phase: '1H',
        minute: "1'",
        clock: 0,
      });
      expect(simulate(m, KICKOFF + 22 * MINUTE + 30_000)).toMatchObject({
        phase: '1H',
        minute: "23'",
        clock: 22 * 60 + 30,
      });
      expect(simulate(m, first.to - 1000).minute).toBe(`45+${s1}'`);
      expect(simulate(m, first.to)).toMatchObject({
        status: 'live',
        phase: 'HT',
        minute: 'HT',
        clock: 2700,
      });
      expect(simulate(m, second.from)).toMatchObject({ phase: '2H', minute: "46'", clock: 2700 });
      expect(simulate(m, second.from + 21 * MINUTE)).toMatchObject({ minute: "67'" });
      expect(simulate(m, second.to - 1000).minute).toBe(`90+${s2}'`);
      expect(simulate(m, second.to)).toMatchObject({
        status: 'finished',
        phase: 'FT',
        minute: 'FT',
      });
    },
  );

  it('writes every event minute as "23\'" or "45+2\'" with stoppage within the half\'s bounds', () => {
    for (const seed of SEEDS) {
      for (const e of timelineOf(match({ seed, id: seed })).events) {
        if (e.phase === 'HT') {
          expect(e.minute).toBe('HT');
          continue;
        }
        const parsed = /^(\d+)(?:\+(\d+))?'$/.exec(e.minute);
        expect(parsed).not.toBeNull();
        const [, base, extra] = parsed ?? [];
        if (extra !== undefined) {
          expect(base).toBe(e.phase === '1H' ? '45' : '90');
          expect(Number(extra)).toBeLessThanOrEqual(e.phase === '1H' ? 5 : 7);
        } else if (e.phase === '1H') expect(Number(base)).toBeLessThanOrEqual(45);
        else expect(Number(base)).toBeGreaterThanOrEqual(46);
      }
    }
  });

  it('numbers events in time order and carries the running score', () => {
    for (const seed of SEEDS) {
      const events = timelineOf(match({ seed, id: seed })).events;
      let home = 0;
      let away = 0;
      events.forEach((e, i) => {
        expect(e.seq).toBe(i + 1);
        if (i > 0) expect(e.at).toBeGreaterThanOrEqual(events[i - 1].at);
        if (GOAL_KINDS.has(e.kind)) {
          if (e.side === 'home') home++;
          else away++;
        }
        expect([e.homeScore, e.awayScore]).toEqual([home, away]);
      });
    }
  });

  it('splits the score per half, and the halves sum to the final score', () => {
    for (const seed of SEEDS) {
      const m = match({ seed, id: seed });
      const end = simulate(m, KICKOFF + 4 * 60 * MINUTE);
      expect(end.periodScores).toHaveLength(2);
      const [h1, h2] = end.periodScores;
      expect(h1[0] + h2[0]).toBe(end.homeScore);
      expect(h1[1] + h2[1]).toBe(end.awayScore);
      expect([end.homeHalfScore, end.awayHalfScore]).toEqual(h1);
      const firstHalfGoals = end.events.filter((e) => GOAL_KINDS.has(e.kind) && e.phase === '1H');
      expect(h1[0] + h1[1]).toBe(firstHalfGoals.length);
      // At half-time the snapshot shows exactly the first half.
      const ht = simulate(m, timelineOf(m).spans[1].from + MINUTE);
      expect([ht.homeScore, ht.awayScore]).toEqual(h1);
    }
  });

  it('keeps shots on target at or above goals, shots = on + off target, at every minute', () => {
    for (const seed of SEEDS.slice(0, 15)) {
      const m = match({ seed, id: seed, homeRating: 85, awayRating: 45 });
      for (let at = KICKOFF; at < KICKOFF + 120 * MINUTE; at += 20_000) {
        const s = simulate(m, at);
        for (const side of ['home', 'away'] as const) {
          const scored = s.events.filter(
            (e) => (e.kind === 'goal' || e.kind === 'penalty_goal') && e.side === side,
          ).length;
          expect(s.stats[side].shots_on_target).toBeGreaterThanOrEqual(scored);
          expect(s.stats[side].shots).toBe(
            s.stats[side].shots_on_target + s.stats[side].shots_off_target,
          );
        }
        expect(s.stats.home.possession + s.stats.away.possession).toBe(
          s.status === 'scheduled' ? 0 : 100,
        );
      }
    }
  });

  it('counts cards and corners from the events, and statistics only grow', () => {
    for (const seed of SEEDS) {
      const m = match({ seed, id: seed });
      let before = simulate(m, KICKOFF);
      for (let at = KICKOFF + 5 * MINUTE; at <= KICKOFF + 120 * MINUTE; at += 5 * MINUTE) {
        const s = simulate(m, at);
        const count = (kind: SimEvent['kind'] | SimEvent['kind'][], side: 'home' | 'away') =>
          s.events.filter((e) => ([] as string[]).concat(kind).includes(e.kind) && e.side === side)
            .length;
        expect(s.cards).toEqual({
          homeYellow: count('yellow', 'home'),
          awayYellow: count('yellow', 'away'),
          homeRed: count(['red', 'second_yellow'], 'home'),
          awayRed: count(['red', 'second_yellow'], 'away'),
        });
        expect(s.corners).toEqual({ home: count('corner', 'home'), away: count('corner', 'away') });
        for (const side of ['home', 'away'] as const) {
          for (const key of [
            'shots',
            'attacks',
            'dangerous_attacks',
            'fouls',
            'saves',
            'offsides',
          ]) {
            expect(s.stats[side][key]).toBeGreaterThanOrEqual(before.stats[side][key]);
          }
        }
        before = s;
      }
      expect(before.stats.home.attacks).toBeGreaterThan(40);
    }
  });

  it("names real players: scorers from the scoring side, own goals from the other, subs 5 a side mostly after 55'", () => {
    const home = players('football', 100);
    const away = players('football', 200);
    const homeIds = new Set(home.map((p) => p.id));
    const awayIds = new Set(away.map((p) => p.id));
    let subs = 0;
    let lateSubs = 0;
    for (const seed of SEEDS) {
      const m = match({ seed, id: seed, homePlayers: home, awayPlayers: away });
      const events = timelineOf(m).events;
      const sentOff = new Set<number>();
      for (const e of events) {
        if (e.playerId !== undefined) expect(sentOff.has(e.playerId)).toBe(false);
        const own = e.side === 'home' ? homeIds : awayIds;
        const other = e.side === 'home' ? awayIds : homeIds;
        if (
          e.kind === 'goal' ||
          e.kind === 'penalty_goal' ||
          e.kind === 'yellow' ||
          e.kind === 'sub'
        ) {
          expect(own.has(e.playerId ?? -1)).toBe(true);
          expect(e.playerName).toBe(`Player ${e.playerId}`);
        }
        if (e.kind === 'own_goal') expect(other.has(e.playerId ?? -1)).toBe(true);
        if (e.assistId !== undefined) {
          expect(e.assistId).not.toBe(e.playerId);
          expect(own.has(e.assistId)).toBe(true);
        }
        if (e.kind === 'red' || e.kind === 'second_yellow') sentOff.add(e.playerId ?? -1);
        if (e.kind === 'sub') {
          expect(own.has(e.outPlayerId ?? -1)).toBe(true);
          subs++;
          if (e.clock >= 55 * 60 || (e.phase === '2H' && e.clock < 2710)) lateSubs++;
        }
      }
      for (const side of ['home', 'away'] as const) {
        expect(events.filter((e) => e.kind === 'sub' && e.side === side)).toHaveLength(5);
      }
      // A second yellow goes to a player already booked.
      for (const e of events.filter((x) => x.kind === 'second_yellow')) {
        expect(
          events.some((y) => y.kind === 'yellow' && y.playerId === e.playerId && y.seq < e.seq),
        ).toBe(true);
      }
    }
    expect(lateSubs / subs).toBeGreaterThan(0.8);
  });

  it('moves the odds during the match, from opening values set by the ratings', () => {
    const strongHome = simulate(
      match({ id: 1, seed: 3, homeRating: 90, awayRating: 40 }),
      KICKOFF + 4 * 60 * MINUTE,
    );
    const strongAway = simulate(
      match({ id: 2, seed: 3, homeRating: 40, awayRating: 90 }),
      KICKOFF + 4 * 60 * MINUTE,
    );
    expect(strongHome.odds.opening.handicap.line).toBeLessThan(-0.5);
    expect(strongAway.odds.opening.handicap.line).toBeGreaterThan(0.5);
    expect(strongHome.odds.opening.moneyline.home).toBeLessThan(
      strongHome.odds.opening.moneyline.away,
    );
    for (const seed of SEEDS) {
      const m = match({ seed, id: seed });
      const moves = timelineOf(m).events.filter((e) => e.kind === 'odds');
      expect(moves.length).toBeGreaterThanOrEqual(5);
      for (const e of moves) {
        expect(e.odds).toBeDefined();
        expect(['1H', 'HT', '2H']).toContain(e.phase);
      }
      // Every goal is followed by a move within two minutes (unless the half ends first).
      const tl = timelineOf(m);
      for (const g of tl.events.filter((e) => GOAL_KINDS.has(e.kind))) {
        const span = tl.spans.find((s) => s.from <= g.at && g.at < s.to);
        if (!span || span.to - g.at < 2 * MINUTE) continue;
        expect(moves.some((o) => o.at > g.at && o.at <= g.at + 2 * MINUTE)).toBe(true);
      }
      // After the goals the totals line counts them: never below the goals already scored.
      for (const e of moves)
        expect(e.odds?.total.line ?? 0).toBeGreaterThan(e.homeScore + e.awayScore);
    }
  });
});

describe('football knockout ties', () => {
  const cups = league('football', 200, 77).map((m) => ({
    ...m,
    knockout: true,
    homeRating: 60,
    awayRating: 60,
  }));
  const level = cups.filter((m) => {
    const s = simulate(m, KICKOFF + 10 * 60 * MINUTE);
    return (
      s.periodScores[0][0] + s.periodScores[1][0] === s.periodScores[0][1] + s.periodScores[1][1]
    );
  });

  it('goes to extra time only when level after 90 minutes, and to penalties only when still level', () => {
    expect(level.length).toBeGreaterThan(20);
    let shootouts = 0;
    for (const m of cups) {
      const phases = timelineOf(m).spans.map((s) => s.phase);
      if (!level.includes(m)) {
        expect(phases).toEqual(['1H', 'HT', '2H', 'FT']);
        continue;
      }
      expect(phases.slice(0, 7)).toEqual(['1H', 'HT', '2H', 'ETB', 'ET1', 'ETB', 'ET2']);
      const end = simulate(m, KICKOFF + 10 * 60 * MINUTE);
      expect(end.periodScores).toHaveLength(4);
      if (end.homeScore === end.awayScore) {
        shootouts++;
        expect(phases.slice(7)).toEqual(['PEN', 'FT']);
        expect(end.penalties).toBeDefined();
        expect(end.penalties?.home).not.toBe(end.penalties?.away);
        const kicks = end.events.filter((e) => e.kind === 'shootout');
        expect(kicks.filter((k) => k.scored && k.side === 'home')).toHaveLength(
          end.penalties?.home ?? -1,
        );
        expect(kicks.every((k) => k.minute === 'PEN' && k.homeScore === end.homeScore)).toBe(true);
      } else {
        expect(phases.slice(7)).toEqual(['FT']);
        expect(end.penalties).toBeUndefined();
      }
      const extra = end.events.filter((e) => e.phase === 'ET1' || e.phase === 'ET2');
      for (const e of extra)
        expect(e.minute).toMatch(/^(9[1-9]|10[0-5]|10[6-9]|11\d|120)(\+[12])?'$/);
    }
    expect(shootouts).toBeGreaterThan(0);
  });

  it('shows "ET" in the breaks of extra time', () => {
    const m = level[0];
    const brk = timelineOf(m).spans.find((s) => s.phase === 'ETB');
    expect(simulate(m, (brk?.from ?? 0) + 1000)).toMatchObject({
      phase: 'ETB',
      minute: 'ET',
      status: 'live',
    });
  });
});
