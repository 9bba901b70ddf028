import 'server-only';
import crypto from 'node:crypto';
import Redis from 'ioredis';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { publishGoal, publishScore } from '@/lib/realtime/pushes';
import type { FeedContext, FeedProvider } from './feed';
import { feedEvents } from './feed-events';
import { applyFeedSnapshot, loadFeedMatches } from './feed-store';

/** Only the instance holding this lease plays the feed, or every push would go out twice. */
const LEASE_KEY = 'feed:leader';
const LEASE_MS = 15_000;
const RENEW_MS = 5_000;

// Extends the lease only if this instance still holds it.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

export type LiveFeed = { stop(): Promise<void>; isLeader(): boolean };

export function feedContext(): FeedContext {
  return {
    loadMatches: loadFeedMatches,
    applySnapshot: applyFeedSnapshot,
    publish: async (sport, frame) => {
      if (frame.type === 'score') {
        const { index, ...rest } = frame.data;
        await publishScore(sport, index ? { ...rest, index: { ...index } } : rest);
      } else await publishGoal(sport, frame.data);
      // Alerts (lib/push) listen where the API runs; a listener never holds up the feed.
      if (feedEvents.listenerCount('published'))
        await feedEvents
          .emit('published', { sport, frame })
          .catch((err: unknown) => log().warn({ err }, 'a feed listener failed'));
    },
    now: Date.now,
    log: log(),
  };
}

/**
 * Plays the given feed provider (server.ts picks it from FEED_PROVIDER: the simulator by default)
 * into the database and the push hub. Alone, this process plays it; with REDIS_URL, whichever
 * instance holds the lease does.
 */
export async function startLiveFeed(opts: {
  provider: FeedProvider;
  redisUrl?: string;
  leaseKey?: string;
  renewMs?: number;
}): Promise<LiveFeed> {
  const leaseKey = opts.leaseKey ?? LEASE_KEY;
  const provider = opts.provider;
  const redisUrl = opts.redisUrl ?? env().REDIS_URL;
  if (!redisUrl) {
    await provider.start(feedContext());
    return { stop: () => provider.stop(), isLeader: () => true };
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  const me = crypto.randomBytes(8).toString('hex');
  let leader = false;
  let stopped = false;
  const step = async () => {
    try {
      if (leader) {
        leader = (await redis.eval(RENEW, 1, leaseKey, me, String(LEASE_MS))) === 1;
        if (!leader) {
          log().warn({}, 'feed lease lost');
          await provider.stop();
        }
      } else if ((await redis.set(leaseKey, me, 'PX', LEASE_MS, 'NX')) === 'OK') {
        leader = true;
        log().info({}, 'feed lease taken: this instance plays the feed');
        await provider.start(feedContext());
      }
    } catch (err) {
      log().error({ err }, 'feed lease check failed');
    }
  };
  await step();
  const timer = setInterval(() => {
    if (!stopped) void step();
  }, opts.renewMs ?? RENEW_MS);
  return {
    isLeader: () => leader,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      if (leader) {
        await provider.stop();
        await redis.eval(
          `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`,
          1,
          leaseKey,
          me,
        );
      }
      redis.disconnect();
    },
  };
}
