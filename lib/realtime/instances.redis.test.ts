/**
 * Issue acceptance "two-instance Redis fan-out in CI": two real server processes
 * (`server.ts --api-only`: the site's API and /ws without Next, each on its own port and embedded
 * database) on one Redis. Pushes triggered on one instance through the feed's publishing
 * path (`POST /api/__test/push`) reach the clients of both instances, each frame once, in `seq`
 * order. `.ci/run` runs it in its Redis step (`--testPathPatterns redis`); elsewhere on the
 * redis-server the API project's global setup starts (`describeRedis`, test/redis.ts).
 */
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { startApiInstance, type ApiInstance } from '@/scripts/api-instance';
import { describeRedis, redisUrl as url } from '@/test/redis';
import { TestClient, untilArrives, type Message } from './test-helpers';

async function trigger(
  instance: ApiInstance,
  body: { type: 'score' | 'goal'; match_id: number; sport?: 'football' | 'basketball' },
): Promise<number> {
  const res = await fetch(`${instance.url}/api/__test/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const env = (await res.json()) as { code: number; data: { sent_at: number } };
  if (env.code !== 0) throw new Error(`trigger failed: ${JSON.stringify(env)}`);
  return env.data.sent_at;
}

/**
 * The push frames a client receives up to and including the one for `matchId`: the positive
 * control of "nothing more arrived". Triggered after the frames under test, it must reach the
 * client, and Redis delivers each instance the frames in the order they were published, so a
 * second copy of an earlier frame would be in this list.
 */
async function pushesUntil(client: TestClient, matchId: number): Promise<Message[]> {
  const got = await untilArrives(
    client,
    (m) => m.code === 100 && (m.data as { match_id: number }).match_id === matchId,
  );
  return got.filter((m) => m.code === 100);
}

/** The next `n` push frames a client receives (heartbeat answers are not pushes). */
async function pushes(client: TestClient, n: number): Promise<Message[]> {
  const got: Message[] = [];
  while (got.length < n) {
    const m = await client.next(10_000);
    if (m.code === 100) got.push(m);
  }
  return got;
}

describeRedis('two server processes on one Redis', () => {
  // A namespace of its own, so parallel runs on one Redis do not see each other's frames.
  const prefix = `test-inst-${crypto.randomBytes(6).toString('hex')}:`;

  let admin: Redis;
  let instances: ApiInstance[] = [];
  let clients: TestClient[] = [];

  beforeAll(async () => {
    admin = new Redis(url, { maxRetriesPerRequest: 1 });
    const env = { REDIS_URL: url, REDIS_PREFIX: prefix, FEED_TEST_TRIGGER: 'on' };
    instances = await Promise.all([startApiInstance({ env }), startApiInstance({ env })]);
  }, 200_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all(instances.map((i) => i.stop()));
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.del(...keys);
    await admin.quit();
  }, 30_000);

  it('gives clients of both instances every frame triggered on one, once each, in seq order', async () => {
    const [a, b] = instances;
    // 6 clients per instance: registered; on each, some classified to football (docs/product.md §4).
    clients = await Promise.all(
      Array.from({ length: 12 }, (_, i) => TestClient.open((i % 2 === 0 ? a : b).wsUrl)),
    );
    await Promise.all(clients.map((c) => c.register()));
    await Promise.all(
      clients.slice(0, 4).map(async (c) => {
        const answer = await c.ask({ type: 'classify', classify_type: 0 });
        expect(answer).toEqual({ type: 'classify', code: 0 });
      }),
    );

    // One after the other on A, alternating score and goal frames: the order they are published.
    const total = 20;
    const sent: number[] = [];
    for (let i = 1; i <= total; i++) {
      sent.push(await trigger(a, { type: i % 4 === 0 ? 'goal' : 'score', match_id: 1000 + i }));
    }

    const received = await Promise.all(clients.map((c) => pushes(c, total)));
    for (const got of received) {
      const seqs = got.map((m) => m.seq as number);
      // The football counter is shared through Redis and starts at 1 under this prefix.
      expect(seqs).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      expect(got.map((m) => (m.data as { match_id: number }).match_id)).toEqual(
        Array.from({ length: total }, (_, i) => 1000 + i + 1),
      );
      expect(got.map((m) => (m.data as { sent_at: number }).sent_at)).toEqual(sent);
      expect(got.map((m) => m.type)).toEqual(
        Array.from({ length: total }, (_, i) => ((i + 1) % 4 === 0 ? 'goal' : 'score')),
      );
      expect(got.every((m) => m.sport === 'football')).toBe(true);
    }

    // Nothing more is on its way: after the 20, the next frame every client gets is the control,
    // a football score triggered now (football reaches every client, classified or not).
    await trigger(a, { type: 'score', match_id: 1999 });
    for (const got of await Promise.all(clients.map((c) => pushesUntil(c, 1999))))
      expect(got.map((m) => [m.seq, (m.data as { match_id: number }).match_id])).toEqual([
        [total + 1, 1999],
      ]);
  });

  it('routes the other direction too, and keeps basketball on its own counter', async () => {
    const [a, b] = instances;
    await trigger(b, { type: 'score', match_id: 2001 });
    await trigger(b, { type: 'score', match_id: 2002, sport: 'basketball' });
    // Football-classified clients (the first 4) get the football frame only; the others both.
    const got = await Promise.all(clients.map((c, i) => pushes(c, i < 4 ? 1 : 2)));
    for (const [i, frames] of got.entries()) {
      expect(
        frames.map((m) => [m.sport, m.seq, (m.data as { match_id: number }).match_id]),
      ).toEqual(
        i < 4
          ? [['football', 22, 2001]]
          : [
              ['football', 22, 2001],
              ['basketball', 1, 2002],
            ],
      );
    }
    // Nothing more: the control, a football score triggered now, is the next frame of each.
    await trigger(b, { type: 'score', match_id: 2999 });
    for (const got of await Promise.all(clients.map((c) => pushesUntil(c, 2999))))
      expect(got.map((m) => [m.sport, m.seq])).toEqual([['football', 23]]);
    expect(instances.map((i) => i.child.exitCode)).toEqual([null, null]);
    expect(a.url).not.toBe(b.url);
  });
});
