import { createTestApi, type TestApi, SEED_TIMEOUT } from '@/test/api';
import { createSimulatorProvider, type SimulatorProvider } from '@/lib/feeds';
import { feedContext } from '@/lib/matches/live-feed';
import { getBus } from '@/lib/realtime/bus';
import { pushChannel } from '@/lib/realtime/pushes';
import type { PushFrame } from '@/lib/realtime/frames';
import { matchDay, matchDayRange } from '@/lib/matches/service';
import { DAY_MS } from '@/lib/matches/time';
import { scheduleGoalSoon } from './schedule-goal';
import { alertsSettled } from '@/lib/push/producers';

const LOOPBACK = '127.0.0.1';

describe('POST api/__test/goal-soon without FEED_TEST_TRIGGER', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi({ FEED_TEST_TRIGGER: 'off' });
  });
  afterAll(() => t?.cleanup());

  it('does not exist: 404 with the envelope', async () => {
    const r = await t.call('__test/goal-soon', { method: 'POST', params: {}, ip: LOOPBACK });
    expect(r.status).toBe(404);
    expect(r.code).toBe(1);
  });
});

describe('POST api/__test/goal-soon with FEED_TEST_TRIGGER=on', () => {
  let t: TestApi;
  let provider: SimulatorProvider;
  const frames: PushFrame[] = [];
  let unsubscribe: () => void = () => undefined;

  beforeAll(async () => {
    t = await createTestApi({ FEED_TEST_TRIGGER: 'on' }, { matches: true });
    unsubscribe = await getBus().subscribe(pushChannel('football'), (text) => {
      frames.push(JSON.parse(text) as PushFrame);
    });
    provider = createSimulatorProvider({ tickMs: 250 });
    await provider.start(feedContext());
    // The first pass persists every match under way; let it finish before moving one.
    await provider.tick();
  }, SEED_TIMEOUT);

  afterAll(async () => {
    unsubscribe();
    await provider?.stop();
    // The kick-off and goal alerts run beside the feed; let them end before the database does.
    await alertsSettled();
    await t?.cleanup();
  });

  it('answers other callers as if it did not exist', async () => {
    const r = await t.call('__test/goal-soon', { method: 'POST', params: {}, ip: '10.1.2.3' });
    expect(r.status).toBe(404);
  });

  it('refuses a delay out of range', async () => {
    const r = await t.call('__test/goal-soon', {
      method: 'POST',
      params: { after_ms: 10 },
      ip: LOOPBACK,
    });
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({ error: 'invalidField', field: 'after_ms' });
  });

  it('moves a match so the simulator scores in it: the goal frame arrives on time', async () => {
    const asked = Date.now();
    const r = await t.call<{
      match_id: number;
      goal_at: number;
      kickoff: string;
      match_str: string;
      iszhu: number;
      reloaded: number;
    }>('__test/goal-soon', { method: 'POST', params: { after_ms: 4000 }, ip: LOOPBACK });
    expect(r.code).toBe(0);
    expect(r.data.reloaded).toBe(1);
    expect(r.data.goal_at).toBeGreaterThanOrEqual(asked + 3000);
    expect(r.data.goal_at).toBeLessThanOrEqual(Date.now() + 5000);

    // The match is live on today's list at once (the simulator reloaded and persisted it).
    const deadline = Date.now() + 15_000;
    let goal: PushFrame | undefined;
    while (!goal && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      goal = frames.find((f) => f.type === 'goal' && f.data.match_id === r.data.match_id);
    }
    expect(goal).toBeDefined();
    const arrived = Date.now();
    expect(goal!.data).toMatchObject({ iszhu: r.data.iszhu, match_str: r.data.match_str });
    const data = goal!.data as { home_score: number; away_score: number };
    expect(data.home_score + data.away_score).toBe(1);
    // Within the simulator's tick of the promised time.
    expect(Math.abs(arrived - r.data.goal_at)).toBeLessThan(2500);

    // The match went live at once (a score frame before the goal), and frames stayed in seq order.
    const mine = frames.filter((f) => f.data.match_id === r.data.match_id);
    expect(mine[0]).toMatchObject({ type: 'score', data: { status: 'live' } });
    expect(mine.indexOf(goal!)).toBeGreaterThan(0);
    const seqs = frames.map((f) => f.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    // The day list of its kick-off shows the match live (just after midnight in Shanghai the
    // trigger puts it on yesterday's list: no first goal comes early enough today).
    const day = await t.call<{
      matches: { id: number; status: string; home_score: number; away_score: number }[];
    }>('hot_match/all_match', {
      method: 'POST',
      params: { sport: 'football', date: matchDay(new Date(r.data.kickoff)) },
    });
    const row = day.data.matches.find((m) => m.id === r.data.match_id);
    expect(row).toMatchObject({ status: 'live' });
    expect(row!.home_score + row!.away_score).toBe(1);
  }, 30_000);

  it('just after midnight in Shanghai, puts the match on the list of the day it kicked off', async () => {
    // At the next Shanghai midnight no first goal comes 4 s after a kick-off that is not in the
    // future, so the match kicks off yesterday (Shanghai) and must be listed on that day.
    const midnight = matchDayRange(matchDay(new Date(Date.now() + DAY_MS))).from.getTime();
    const now = midnight;
    const moved = await scheduleGoalSoon({ afterMs: 4000, now });
    const kickoff = new Date(moved.kickoff);
    expect(kickoff.getTime()).toBeLessThan(midnight);
    const day = await t.call<{ matches: { id: number; status: string }[] }>('hot_match/all_match', {
      method: 'POST',
      params: { sport: 'football', date: matchDay(kickoff) },
    });
    expect(day.data.matches.find((m) => m.id === moved.match_id)).toMatchObject({
      status: 'live',
    });
  });
});
