import { diff } from './diff';
import { simulate, timelineOf } from './simulate';
import { KICKOFF, MINUTE, match } from './testing';
import type { SimSnapshot } from './types';

const football = match({ id: 1, seed: 24 });
const basketball = match({ id: 2, sport: 'basketball', seed: 22 });

describe('diff', () => {
  it('is null when nothing changed', () => {
    const s = simulate(football, KICKOFF + 10 * MINUTE);
    expect(diff(s, s)).toBeNull();
    expect(
      diff(simulate(football, KICKOFF - 5 * MINUTE), simulate(football, KICKOFF - MINUTE)),
    ).toBeNull();
  });

  it('carries only what changed: a goal brings the score, the event and the stats that moved', () => {
    const goal = timelineOf(football).events.find(
      (e) => (e.kind === 'goal' || e.kind === 'penalty_goal') && e.phase === '2H',
    );
    expect(goal).toBeDefined();
    const at = goal?.at ?? 0;
    const before = simulate(football, at - 1);
    const after = simulate(football, at);
    const changes = diff(before, after);
    expect(changes?.events?.map((e) => e.seq)).toEqual(
      after.events.slice(before.events.length).map((e) => e.seq),
    );
    expect(changes?.events).toContainEqual(goal);
    const side = goal?.side === 'home' ? 'homeScore' : 'awayScore';
    expect(changes?.[side]).toBe(after[side]);
    const other = side === 'homeScore' ? 'awayScore' : 'homeScore';
    expect(changes).not.toHaveProperty(other);
    for (const key of [
      'status',
      'phase',
      'cards',
      'corners',
      'odds',
      'homeHalfScore',
      'awayHalfScore',
    ] as const) {
      expect(changes).not.toHaveProperty(key);
    }
    expect(changes?.periodScores).toEqual(after.periodScores);
    expect(JSON.stringify(changes).length).toBeLessThan(600);
  });

  it('sends a changed stat, not the whole table', () => {
    const before = simulate(football, KICKOFF + 30 * MINUTE + 59_000);
    const after = simulate(football, KICKOFF + 31 * MINUTE);
    const changes = diff(before, after);
    expect(changes?.minute).toBe("32'");
    expect(changes?.clock).toBe(31 * 60);
    for (const side of ['home', 'away'] as const) {
      for (const [key, value] of Object.entries(changes?.stats?.[side] ?? {})) {
        expect(before.stats[side][key]).not.toBe(value);
        expect(after.stats[side][key]).toBe(value);
      }
    }
    const changedCount =
      Object.keys(changes?.stats?.home ?? {}).length +
      Object.keys(changes?.stats?.away ?? {}).length;
    expect(changedCount).toBeLessThan(18);
  });

  it('reports a new card only by its changed counter', () => {
    const card = timelineOf(football).events.find((e) => e.kind === 'yellow');
    const changes = diff(
      simulate(football, (card?.at ?? 0) - 1),
      simulate(football, card?.at ?? 0),
    );
    expect(changes?.cards).toEqual(
      card?.side === 'home'
        ? { homeYellow: expect.any(Number) }
        : { awayYellow: expect.any(Number) },
    );
  });

  it('does not make a frame of the ticking clock within a minute, but does when the minute turns', () => {
    // A quiet stretch: a football minute with no event.
    const tl = timelineOf(football);
    const quiet = [...Array(40).keys()]
      .map((m) => KICKOFF + (m + 2) * MINUTE)
      .find((t) => !tl.events.some((e) => e.at >= t && e.at < t + MINUTE));
    expect(quiet).toBeDefined();
    const start = quiet ?? 0;
    const a = simulate(football, start + 1000);
    expect(diff(a, simulate(football, start + 30_000))).toBeNull();
    expect(diff(a, simulate(football, start + MINUTE + 1000))).toMatchObject({
      minute: expect.stringMatching(/'$/),
    });

    // Basketball's match_str shows seconds: alone it makes no frame.
    const [q1] = timelineOf(basketball).spans;
    const { events: bEvents, samples } = timelineOf(basketball);
    let checked = 0;
    for (let t = q1.from + 2000; t < q1.to - 10_000; t += 1000) {
      const prev = simulate(basketball, t - 1000);
      const next = simulate(basketball, t);
      const sameMinute = Math.floor(prev.clock / 60) === Math.floor(next.clock / 60);
      const quietSecond = ![...bEvents, ...samples].some((e) => e.at > t - 1000 && e.at <= t);
      if (sameMinute && quietSecond && prev.minute !== next.minute) {
        expect(diff(prev, next)).toBeNull();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('marks the phase and status changes', () => {
    const [first, half] = timelineOf(football).spans;
    expect(diff(simulate(football, KICKOFF - 1), simulate(football, KICKOFF))).toMatchObject({
      status: 'live',
      phase: '1H',
      minute: "1'",
    });
    const ht = diff(simulate(football, first.to - 1), simulate(football, half.from));
    expect(ht).toMatchObject({ phase: 'HT', minute: 'HT' });
    expect(ht).not.toHaveProperty('status');
    const end = timelineOf(football).endsAt;
    expect(diff(simulate(football, end - 1), simulate(football, end))).toMatchObject({
      status: 'finished',
      phase: 'FT',
      minute: 'FT',
    });
  });

  it('sends the whole current odds when they move', () => {
    const move = timelineOf(football).events.find((e) => e.kind === 'odds');
    const changes = diff(
      simulate(football, (move?.at ?? 0) - 1),
      simulate(football, move?.at ?? 0),
    );
    expect(changes?.odds).toEqual(move?.odds);
  });

  it('applied in order to the first snapshot, the diffs rebuild the last one', () => {
    let state: SimSnapshot = simulate(football, KICKOFF - 1);
    const rebuilt: Record<string, unknown> = { ...state };
    for (let t = KICKOFF; t <= KICKOFF + 130 * MINUTE; t += 20_000) {
      const next = simulate(football, t);
      const changes = diff(state, next);
      if (changes) {
        const { events, cards, corners, stats, odds, ...plain } = changes;
        Object.assign(rebuilt, plain);
        rebuilt.cards = { ...(rebuilt.cards as object), ...cards };
        rebuilt.corners = { ...(rebuilt.corners as object), ...corners };
        const s = rebuilt.stats as SimSnapshot['stats'];
        rebuilt.stats = {
          home: { ...s.home, ...stats?.home },
          away: { ...s.away, ...stats?.away },
        };
        if (odds) rebuilt.odds = { ...(rebuilt.odds as object), current: odds };
        rebuilt.events = [...(rebuilt.events as []), ...(events ?? [])];
        state = next;
      }
    }
    const { at: _at, ...last } = state;
    const { at: _rebuiltAt, ...mine } = rebuilt;
    expect(mine).toEqual(last);
  });
});
