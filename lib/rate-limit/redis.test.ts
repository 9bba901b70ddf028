import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { describeRedis, redisUrl } from '@/test/redis';
import { createLimiter } from './index';

// Two limiters on two connections stand for two server instances behind a load balancer.
describeRedis('rate limits through Redis', () => {
  const prefix = `test-rl-${crypto.randomBytes(6).toString('hex')}`;
  let a: Redis;
  let b: Redis;

  beforeAll(() => {
    a = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    b = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  });

  afterAll(async () => {
    const keys = await a.keys(`${prefix}:*`);
    if (keys.length) await a.del(...keys);
    await Promise.all([a.quit(), b.quit()]);
  });

  it('shares one budget between two limiter instances', async () => {
    const limit = { name: 'shared', points: 3, durationSec: 60 };
    const one = createLimiter(limit, { redis: a, keyPrefix: prefix });
    const two = createLimiter(limit, { redis: b, keyPrefix: prefix });
    await one.consume('k');
    await two.consume('k');
    await one.consume('k');
    // The fourth point exceeds the budget of 3, whichever instance asks.
    await expect(two.consume('k')).rejects.toBeInstanceOf(RateLimiterRes);
    expect((await one.get('k'))?.consumedPoints).toBe(4);
    // Another key has its own budget.
    await expect(two.consume('other')).resolves.toMatchObject({ consumedPoints: 1 });
  });
});

// Needs no Redis, so it runs without one too.
describe('rate limits in memory', () => {
  it('does not share a budget between memory limiters (the contrast the Redis store fixes)', async () => {
    const limit = { name: 'local', points: 1, durationSec: 60 };
    const one = createLimiter(limit);
    const two = createLimiter(limit);
    await one.consume('k');
    await expect(two.consume('k')).resolves.toMatchObject({ consumedPoints: 1 });
  });
});
