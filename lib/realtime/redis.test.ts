import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { resetEnvForTests } from '@/lib/env';
import { describeRedis, redisUrl as url } from '@/test/redis';
import { createBus, createRedisBus, type Bus } from './bus';
import type { GoalData } from './frames';
import { createPushes } from './pushes';
import {
  startInstance,
  TestClient,
  untilArrives,
  waitFor,
  type Message,
  type TestInstance,
} from './test-helpers';

function goal(n: number): GoalData {
  return {
    match_id: n,
    iszhu: n % 2 === 0 ? 1 : 0,
    match_str: `${n}'`,
    home_team_name_zh: '拜仁',
    away_team_name_zh: '多特蒙德',
    home_score: n,
    away_score: 1,
  };
}

describeRedis('two instances on one Redis', () => {
  // Two buses on two pairs of connections stand for two server instances behind a load balancer.
  const prefix = `test-rt-${crypto.randomBytes(6).toString('hex')}:`;
  let admin: Redis;
  let busA: Bus;
  let busB: Bus;

  beforeAll(() => {
    admin = new Redis(url, { maxRetriesPerRequest: 1 });
  });

  beforeEach(() => {
    busA = createRedisBus(url, { prefix });
    busB = createRedisBus(url, { prefix });
  });

  afterEach(async () => {
    await Promise.all([busA.close(), busB.close()]);
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.del(...keys);
  });

  afterAll(async () => {
    await admin.quit();
  });

  describe('the Redis bus', () => {
    it('delivers a message published on one instance to the other, and stops after unsubscribing', async () => {
      const got: string[] = [];
      let markers = 0;
      const off = await busB.subscribe('c', (m) => got.push(m));
      await busB.subscribe('marker', () => (markers += 1));
      // Messages published on one connection arrive in order, so after a marker arrives the
      // messages published before it have arrived too.
      const roundTrip = async (n: number) => {
        await busA.publish('marker', '');
        await waitFor(() => markers === n, 5000, 'the marker');
      };
      await busA.publish('c', 'one');
      await busA.publish('other', 'not for c');
      await roundTrip(1);
      off();
      await busA.publish('c', 'two');
      await roundTrip(2);
      expect(got).toEqual(['one']);
    });

    it('shares counters between instances', async () => {
      expect(await busA.incr('n')).toBe(1);
      expect(await busB.incr('n')).toBe(2);
      expect(await busA.current('n')).toBe(2);
      expect(await busB.current('never')).toBe(0);
      expect(await admin.get(`${prefix}n`)).toBe('2');
    });

    it('is what createBus() returns when REDIS_URL is set', async () => {
      const saved = process.env.REDIS_URL;
      process.env.REDIS_URL = url;
      resetEnvForTests();
      const bus = createBus();
      const key = `${prefix}via-env`;
      try {
        // createBus() puts its default prefix before the key.
        await bus.incr(key);
        expect(await admin.get(`rt:${key}`)).toBe('1');
      } finally {
        await admin.del(`rt:${key}`);
        await bus.close();
        if (saved === undefined) delete process.env.REDIS_URL;
        else process.env.REDIS_URL = saved;
        resetEnvForTests();
      }
    });
  });

  describe('fan-out across two instances', () => {
    let instances: TestInstance[] = [];
    let clients: TestClient[] = [];

    afterEach(async () => {
      await Promise.all(clients.map((c) => c.close()));
      await Promise.all(instances.map((i) => i.close()));
      clients = [];
      instances = [];
    });

    it('an instance subscribes on Redis only to the channels its own clients want', async () => {
      instances = await Promise.all([startInstance({ bus: busA }), startInstance({ bus: busB })]);
      const channels = async () => (await admin.pubsub('CHANNELS', `${prefix}*`)).sort();
      expect(await channels()).toEqual([]);

      const a = await TestClient.open(instances[0].url);
      clients.push(a);
      await a.ask({ type: 'classify', classify_type: 1 });
      await a.register();
      expect(await channels()).toEqual([`${prefix}scores:basketball`]);
      expect(instances[1].realtime.topics()).toEqual([]);

      const b = await TestClient.open(instances[1].url);
      clients.push(b);
      await b.register();
      expect(await channels()).toEqual([`${prefix}scores:basketball`, `${prefix}scores:football`]);
      // A goal reaches the instance that listens to football, and only its client. The control:
      // a basketball goal published after it on the same connection, which a must get; the
      // football one would have come first (Redis keeps a publisher's order).
      await createPushes(busA).publishGoal('football', goal(1));
      expect((await b.next()).type).toBe('goal');
      await createPushes(busA).publishGoal('basketball', goal(2));
      expect(await untilArrives(a, (m) => m.type === 'goal')).toEqual([
        expect.objectContaining({ sport: 'basketball', data: goal(2) }),
      ]);

      await b.close();
      await waitFor(() => instances[1].realtime.topics().length === 0, 2000, 'b to leave');
      const deadline = Date.now() + 2000;
      while ((await channels()).length > 1 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      expect(await channels()).toEqual([`${prefix}scores:basketball`]);
    });

    it('gives all 50 clients every goal exactly once, in one shared seq order', async () => {
      instances = [await startInstance({ bus: busA }), await startInstance({ bus: busB })];
      clients = await Promise.all(
        Array.from({ length: 50 }, (_, i) => TestClient.open(instances[i % 2].url)),
      );
      await Promise.all(clients.map((c) => c.register()));

      const pushes = [createPushes(busA), createPushes(busB)];
      const total = 40;
      // Alternately through both instances, all at once: the order on the channel is the seq order
      // only because the counter and the publish are one step (bus.ts publishNext).
      const seqs = await Promise.all(
        Array.from({ length: total }, (_, i) => pushes[i % 2].publishGoal('football', goal(i + 1))),
      );
      const all = Array.from({ length: total }, (_, i) => i + 1);
      expect([...seqs].sort((a, b) => a - b)).toEqual(all);

      const received = await Promise.all(
        clients.map(async (c) => {
          const got: Message[] = [];
          while (got.length < total) got.push(await c.next(10_000));
          return got;
        }),
      );
      const goalOfSeq = new Map(seqs.map((seq, i) => [seq, i + 1]));
      for (const got of received) {
        expect(got.map((m) => m.seq)).toEqual(all);
        expect(got.map((m) => (m.data as GoalData).match_id)).toEqual(
          all.map((seq) => goalOfSeq.get(seq)),
        );
        expect(
          got.every((m) => m.type === 'goal' && m.code === 100 && m.sport === 'football'),
        ).toBe(true);
      }
      // Nothing more is on its way. The control: one more goal, published once the 40 were, is
      // the next frame every client gets; a second copy of one of them would come first (Redis
      // delivers to each subscriber in the order it took the publishes).
      await pushes[0].publishGoal('football', goal(total + 1));
      const extra = await Promise.all(
        clients.map((c) => untilArrives(c, (m) => m.seq === total + 1)),
      );
      for (const got of extra) expect(got.map((m) => m.seq)).toEqual([total + 1]);
      expect(await pushes[1].currentSeq('football')).toBe(total + 1);
      expect(await pushes[0].currentSeq('basketball')).toBe(0);
    });
  });
});
