import { createTestApi, type TestApi } from '@/test/api';
import { getBus } from '@/lib/realtime/bus';
import { pushChannel } from '@/lib/realtime/pushes';
import type { PushFrame } from '@/lib/realtime/frames';

const LOOPBACK = '127.0.0.1';

describe('POST api/__test/push without FEED_TEST_TRIGGER', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi({ FEED_TEST_TRIGGER: 'off' });
  });
  afterAll(() => t?.cleanup());

  it('does not exist: 404 with the envelope', async () => {
    const r = await t.call('__test/push', { method: 'POST', params: {}, ip: LOOPBACK });
    expect(r.status).toBe(404);
    expect(r.code).toBe(1);
  });
});

describe('POST api/__test/push with FEED_TEST_TRIGGER=on', () => {
  let t: TestApi;
  const frames: PushFrame[] = [];
  let unsubscribe: () => void = () => undefined;

  beforeAll(async () => {
    t = await createTestApi({ FEED_TEST_TRIGGER: 'on' });
    const subs = await Promise.all(
      (['football', 'basketball'] as const).map((sport) =>
        getBus().subscribe(pushChannel(sport), (text) =>
          frames.push(JSON.parse(text) as PushFrame),
        ),
      ),
    );
    unsubscribe = () => subs.forEach((off) => off());
  });
  afterAll(async () => {
    unsubscribe();
    await t?.cleanup();
  });

  beforeEach(() => {
    frames.length = 0;
  });

  it('answers callers other than the machine itself as if it did not exist', async () => {
    const r = await t.call('__test/push', { method: 'POST', params: {}, ip: '10.1.2.3' });
    expect(r.status).toBe(404);
    expect(frames).toEqual([]);
  });

  it('publishes a score frame carrying the publish time, on the feed path', async () => {
    const before = Date.now();
    const r = await t.call<{ sent_at: number }>('__test/push', {
      method: 'POST',
      params: { match_id: 77 },
      ip: LOOPBACK,
    });
    expect(r.code).toBe(0);
    expect(r.data.sent_at).toBeGreaterThanOrEqual(before);
    // The in-process bus delivers synchronously: the frame is there when the call returns.
    expect(frames).toEqual([
      {
        type: 'score',
        code: 100,
        sport: 'football',
        seq: expect.any(Number),
        data: { match_id: 77, match_str: "1'", sent_at: r.data.sent_at },
      },
    ]);
  });

  it('publishes goal frames with the SPEC fields, and basketball on its own counter', async () => {
    const goal = await t.call('__test/push', {
      method: 'POST',
      params: { type: 'goal', match_id: 5 },
      ip: LOOPBACK,
    });
    const basket = await t.call('__test/push', {
      method: 'POST',
      params: { sport: 'basketball' },
      ip: LOOPBACK,
    });
    expect([goal.code, basket.code]).toEqual([0, 0]);
    expect(frames.map((f) => [f.type, f.sport])).toEqual([
      ['goal', 'football'],
      ['score', 'basketball'],
    ]);
    expect(frames[0].data).toMatchObject({
      match_id: 5,
      iszhu: 1,
      match_str: "1'",
      home_team_name_zh: expect.any(String),
      away_team_name_zh: expect.any(String),
      home_score: 1,
      away_score: 0,
    });
    expect(frames[1].seq).toBe(1);
  });

  it('refuses bad input with code 1', async () => {
    for (const params of [
      { sport: 'golf' },
      { type: 'chat' },
      { match_id: -1 },
      { match_id: 'x' },
    ]) {
      const r = await t.call('__test/push', { method: 'POST', params, ip: LOOPBACK });
      expect(r.code).toBe(1);
      expect(r.status).toBe(200);
    }
    expect(frames).toEqual([]);
  });
});
