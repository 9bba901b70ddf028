import crypto from 'node:crypto';
import type { FeedProvider } from './feed';
import { describeRedis, redisUrl } from '@/test/redis';
import { startLiveFeed } from './live-feed';

function fakeProvider() {
  const p = { running: false, starts: 0 };
  const provider: FeedProvider = {
    name: 'fake',
    start: async () => {
      p.running = true;
      p.starts++;
    },
    stop: async () => {
      p.running = false;
    },
  };
  return { provider, p };
}

describeRedis('one instance plays the feed (Redis lease)', () => {
  it('starts the feed on exactly one of two instances and hands over when it stops', async () => {
    const leaseKey = `test:feed:${crypto.randomBytes(6).toString('hex')}`;
    const a = fakeProvider();
    const b = fakeProvider();
    const feedA = await startLiveFeed({ provider: a.provider, redisUrl, leaseKey, renewMs: 200 });
    const feedB = await startLiveFeed({ provider: b.provider, redisUrl, leaseKey, renewMs: 200 });
    try {
      expect(feedA.isLeader()).toBe(true);
      expect(feedB.isLeader()).toBe(false);
      expect([a.p.running, b.p.running]).toEqual([true, false]);

      await feedA.stop();
      expect(a.p.running).toBe(false);
      for (let i = 0; i < 50 && !feedB.isLeader(); i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(feedB.isLeader()).toBe(true);
      expect(b.p.running).toBe(true);
      expect(b.p.starts).toBe(1);
    } finally {
      await feedA.stop().catch(() => undefined);
      await feedB.stop();
    }
  });
});
