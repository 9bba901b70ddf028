import type { FeedContext, FeedFrame, FeedMatch } from '../types';
import { goalNotification, isGoalEvent } from './notify';
import { createSimulatorProvider, runUntil } from './provider';
import { finishesAt, timelineOf } from './simulate';
import { KICKOFF, MINUTE } from './testing';
import type { SimChanges, SimSnapshot, Sport } from './types';
import type { ScoreData } from './wire';

const START = KICKOFF - 30 * MINUTE;
const names = (n: number) => ({ zh: `球队${n}`, en: `Team ${n}`, vi: `Đội ${n}` });

function feedMatch(
  id: number,
  sport: Sport,
  offsetMinutes: number,
  extra: Partial<FeedMatch> = {},
): FeedMatch {
  return {
    id,
    sport,
    kickoff: KICKOFF + offsetMinutes * MINUTE,
    seed: id * 7919,
    homeRating: 50 + ((id * 13) % 40),
    awayRating: 50 + ((id * 29) % 40),
    homeNames: names(id * 2),
    awayNames: names(id * 2 + 1),
    ...extra,
  };
}

const MATCHES: FeedMatch[] = [
  feedMatch(1, 'football', 0),
  feedMatch(2, 'football', 10),
  feedMatch(3, 'football', 35),
  feedMatch(4, 'football', 60, { knockout: true, homeRating: 60, awayRating: 60 }),
  feedMatch(5, 'football', 90, { knockout: true, homeRating: 60, awayRating: 60 }),
  feedMatch(6, 'football', 125),
  feedMatch(7, 'basketball', 5),
  feedMatch(8, 'basketball', 70),
];
const END = Math.max(...MATCHES.map((m) => finishesAt(m))) + 30 * MINUTE;

interface Applied {
  id: number;
  snapshot: SimSnapshot;
  changes: SimChanges;
}

function harness(matches: FeedMatch[] = MATCHES, now = START) {
  const applied: Applied[] = [];
  const frames: { sport: Sport; frame: FeedFrame }[] = [];
  const hooks: { beforeApply?: (a: Applied) => void } = {};
  const ctx: FeedContext = {
    loadMatches: jest.fn(async (from: number, to: number) =>
      matches.filter((m) => m.kickoff >= from && m.kickoff <= to),
    ),
    applySnapshot: async (id, snapshot, changes) => {
      hooks.beforeApply?.({ id, snapshot, changes });
      applied.push({ id, snapshot, changes });
    },
    publish: async (sport, frame) => {
      frames.push({ sport, frame });
    },
    now: () => now,
    log: { info: jest.fn(), warn: jest.fn(), error: jest.fn() },
  };
  const goals = (id: number) =>
    frames
      .filter((f) => f.frame.type === 'goal' && f.frame.data.match_id === id)
      .map((f) => f.frame.data);
  const scores = (id: number) =>
    frames
      .filter((f) => f.frame.type === 'score' && f.frame.data.match_id === id)
      .map((f) => f.frame.data as ScoreData);
  return { ctx, applied, frames, hooks, goals, scores };
}

function expectedGoals(m: FeedMatch, after = -Infinity) {
  return timelineOf(m)
    .events.filter(isGoalEvent)
    .filter((e) => e.at > after)
    .map((e) => goalNotification(e, m));
}

describe('simulator provider over a fake clock', () => {
  it('plays whole matches in one-minute ticks: one goal frame per goal, none lost, none twice', async () => {
    const h = harness();
    const provider = createSimulatorProvider({ tickMs: 0 });
    const reports = await runUntil(provider, h.ctx, END, MINUTE);
    expect(reports).toHaveLength(Math.ceil((END - START) / MINUTE) + 1);
    let goals = 0;
    for (const m of MATCHES) {
      const expected = m.sport === 'football' ? expectedGoals(m) : [];
      expect(h.goals(m.id)).toEqual(expected);
      goals += expected.length;
      for (const f of h.frames.filter((x) => x.frame.data.match_id === m.id))
        expect(f.sport).toBe(m.sport);
    }
    expect(goals).toBeGreaterThan(5);
    expect(reports.reduce((n, r) => n + r.goalFrames, 0)).toBe(goals);
    await provider.stop();
  });

  it('sends every event exactly once in score frames, and the frames add up to the final state', async () => {
    const h = harness();
    const provider = createSimulatorProvider({ tickMs: 0 });
    await runUntil(provider, h.ctx, END, MINUTE);
    for (const m of MATCHES) {
      const frames = h.scores(m.id);
      const seqs = frames.flatMap((f) =>
        ((f.events as { seq: number }[] | undefined) ?? []).map((e) => e.seq),
      );
      const expected = timelineOf(m)
        .events.filter((e) => e.kind !== 'odds')
        .map((e) => e.seq);
      expect(seqs).toEqual(expected);
      const last = <K extends string>(key: K) =>
        frames
          .filter((f) => key in f)
          .map((f) => f[key])
          .pop();
      const final = timelineOf(m).events[timelineOf(m).events.length - 1];
      expect(last('status')).toBe('finished');
      expect(last('match_str')).toBe('FT');
      expect(last('home_score') ?? 0).toBe(final.homeScore);
      expect(last('away_score') ?? 0).toBe(final.awayScore);
      for (const f of frames)
        expect(Object.keys(f).filter((k) => k !== 'match_id').length).toBeGreaterThan(0);
      // Persisted state follows the same changes.
      const rows = h.applied.filter((a) => a.id === m.id);
      expect(rows[rows.length - 1].snapshot.status).toBe('finished');
    }
    // After FT: silence.
    const before = h.frames.length;
    h.ctx.now = () => END;
    await runUntil(provider, h.ctx, END + 60 * MINUTE, MINUTE);
    expect(h.frames.length).toBe(before);
  });

  it('publishes score frames only on change', async () => {
    const m = MATCHES[0];
    const h = harness([m]);
    const provider = createSimulatorProvider({ tickMs: 0 });
    await provider.start(h.ctx);
    // Before kick-off nothing changes.
    for (let t = START; t < m.kickoff; t += MINUTE) await provider.tick(t);
    expect(h.frames).toEqual([]);
    expect(h.applied).toEqual([]);
    // A quiet minute: ticking every 5 s inside it sends nothing; the next minute sends the minute.
    const tl = timelineOf(m);
    const quiet = [...Array(40).keys()]
      .map((i) => m.kickoff + (i + 3) * MINUTE)
      .find((t) => !tl.events.some((e) => e.at >= t && e.at < t + MINUTE));
    expect(quiet).toBeDefined();
    const start = quiet ?? 0;
    await provider.tick(start);
    const count = h.frames.length;
    for (let t = start + 5000; t < start + MINUTE; t += 5000) await provider.tick(t);
    await provider.tick(start + MINUTE - 1);
    expect(h.frames.length).toBe(count);
    await provider.tick(start + MINUTE);
    expect(h.frames.length).toBe(count + 1);
    expect(h.frames[count].frame.data).toMatchObject({
      match_id: m.id,
      match_str: expect.stringMatching(/'$/),
    });
    // The same instant twice: one frame at most.
    await provider.tick(start + MINUTE);
    expect(h.frames.length).toBe(count + 1);
  });

  it('after a restart mid-match persists the state whole, announces no old goal, and misses no new one', async () => {
    const m = MATCHES[1];
    const goals = timelineOf(m).events.filter(isGoalEvent);
    expect(goals.length).toBeGreaterThan(1);
    const restart = goals[0].at + 30_000;
    const h = harness([m], restart);
    const provider = createSimulatorProvider({ tickMs: 0 });
    await runUntil(provider, h.ctx, finishesAt(m) + MINUTE, MINUTE);
    expect(h.applied[0].snapshot.status).toBe('live');
    expect(h.applied[0].changes.events?.map((e) => e.seq)).toEqual(
      h.applied[0].snapshot.events.map((e) => e.seq),
    );
    expect(h.goals(m.id)).toEqual(expectedGoals(m, restart));
    expect(h.goals(m.id).length).toBe(goals.length - 1);
  });

  it('retries a failed write on the next tick, so the goal still goes out once', async () => {
    const m = MATCHES[1];
    const h = harness([m]);
    let failures = 0;
    h.hooks.beforeApply = (a) => {
      if (failures === 0 && a.changes.events?.some(isGoalEvent)) {
        failures++;
        throw new Error('database busy');
      }
    };
    const provider = createSimulatorProvider({ tickMs: 0 });
    await runUntil(provider, h.ctx, finishesAt(m) + MINUTE, MINUTE);
    expect(failures).toBe(1);
    expect(h.ctx.log.error).toHaveBeenCalledTimes(1);
    expect(h.ctx.log.error).toHaveBeenCalledWith(
      expect.objectContaining({ matchId: m.id }),
      expect.any(String),
    );
    expect(h.goals(m.id)).toEqual(expectedGoals(m));
  });

  it('reloads the match list every reloadMs, and keeps playing when a reload fails', async () => {
    const h = harness([MATCHES[0]]);
    const load = h.ctx.loadMatches as jest.Mock;
    const provider = createSimulatorProvider({ tickMs: 0, reloadMs: 30_000 });
    await runUntil(provider, h.ctx, KICKOFF + 10 * MINUTE, 10_000);
    const ticks = (KICKOFF + 10 * MINUTE - START) / 10_000 + 1;
    expect(load.mock.calls.length).toBe(Math.ceil(ticks / 3));
    const [from, to] = load.mock.calls[0];
    expect(START - from).toBeGreaterThanOrEqual(200 * MINUTE);
    expect(to).toBeGreaterThan(START + 30_000);

    load.mockRejectedValueOnce(new Error('db gone'));
    const before = h.frames.length;
    await runUntil(provider, h.ctx, KICKOFF + 40 * MINUTE, MINUTE);
    expect(h.ctx.log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      expect.stringContaining('loading'),
    );
    expect(h.frames.length).toBeGreaterThan(before);
  });

  it('refuses to tick before start', async () => {
    await expect(createSimulatorProvider({ tickMs: 0 }).tick(START)).rejects.toThrow('start()');
  });

  it('ticks on its own every tickMs once started, and not after stop', async () => {
    jest.useFakeTimers({ now: KICKOFF });
    try {
      const h = harness([MATCHES[0]]);
      h.ctx.now = () => Date.now();
      const provider = createSimulatorProvider({ tickMs: 1000 });
      const tick = jest.spyOn(provider, 'tick');
      await provider.start(h.ctx);
      expect(provider.running).toBe(true);
      await jest.advanceTimersByTimeAsync(5500);
      expect(tick.mock.calls.length).toBeGreaterThanOrEqual(5);
      expect(tick.mock.calls.length).toBeLessThanOrEqual(7);
      expect(h.applied.length).toBeGreaterThan(0);
      await provider.stop();
      const calls = tick.mock.calls.length;
      await jest.advanceTimersByTimeAsync(5000);
      expect(tick.mock.calls.length).toBe(calls);
      expect(provider.running).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
