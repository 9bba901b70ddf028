import 'server-only';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors/app-error';
import { log } from '@/lib/log';

/** A budget of `points` per `durationSec`, shared by every key under `name`. */
export type Limit = { name: string; points: number; durationSec: number };

type Options = {
  /** Share the budget through this Redis connection (every instance using it sees one budget). */
  redis?: Redis;
  /** Prefix of the Redis keys; tests use a unique one per run. */
  keyPrefix?: string;
  /**
   * While the connection is not ready, count in memory at once instead of waiting for ioredis'
   * reconnection tries (the site's limiters, which wait for the first connection themselves).
   */
  failFast?: boolean;
};

/** A limiter for `limit`, in memory or in Redis. Exported for the Redis test; code uses `check`/`hit`. */
export function createLimiter(limit: Limit, opts: Options = {}): RateLimiterAbstract {
  const base = {
    points: limit.points,
    duration: limit.durationSec,
    keyPrefix: `${opts.keyPrefix ?? 'rl'}:${limit.name}`,
  };
  if (!opts.redis) return new RateLimiterMemory(base);
  return new RateLimiterRedis({
    ...base,
    storeClient: opts.redis,
    // If Redis goes away the limits keep working per instance instead of failing every request
    // (fail-open to a per-instance budget, not refusing everyone: docs/architecture.md "When a
    // part fails").
    insuranceLimiter: new RateLimiterMemory(base),
    rejectIfRedisNotReady: opts.failFast ?? false,
  });
}

const g = globalThis as unknown as {
  __rateLimit?: {
    redis?: Redis;
    /** Settles on the first connection (or after FIRST_CONNECT_MS): until then, calls wait. */
    connected: Promise<void>;
    limiters: Map<string, RateLimiterAbstract>;
  };
};

/** How long the first calls wait for Redis at startup before counting in memory. */
const FIRST_CONNECT_MS = 2_000;

function state() {
  if (!g.__rateLimit) {
    const url = env().REDIS_URL;
    const redis = url
      ? new Redis(url, { maxRetriesPerRequest: 1, enableAutoPipelining: true })
      : undefined;
    // A Redis outage must not crash the process; the insurance limiter takes over meanwhile.
    // It is logged once when it starts and once when it ends, not per request or retry.
    let down = false;
    const lost = (why: string) => {
      if (down) return;
      down = true;
      log().warn(
        { why },
        'rate limits: Redis is unavailable, each instance counts on its own meanwhile',
      );
    };
    redis?.on('error', (err: Error) => lost(err.message));
    redis?.on('close', () => lost('connection closed'));
    redis?.on('ready', () => {
      if (!down) return;
      down = false;
      log().info('rate limits: Redis is back, budgets are shared again');
    });
    const connected = redis
      ? new Promise<void>((resolve) => {
          redis.once('ready', resolve);
          setTimeout(resolve, FIRST_CONNECT_MS).unref();
        })
      : Promise.resolve();
    g.__rateLimit = { redis, connected, limiters: new Map() };
  }
  return g.__rateLimit;
}

async function limiter(limit: Limit): Promise<RateLimiterAbstract> {
  const s = state();
  await s.connected;
  let l = s.limiters.get(limit.name);
  if (!l) {
    l = createLimiter(limit, { redis: s.redis, failFast: true });
    s.limiters.set(limit.name, l);
  }
  return l;
}

/** RATE_LIMITS=off (tests that create many users) switches every limit of this module off. */
function enabled(): boolean {
  return env().RATE_LIMITS !== 'off';
}

/** 429 `rateLimited`, saying when the budget allows the next try (`retryAfter`, seconds). */
function tooMany(msBeforeNext: number): AppError {
  return new AppError(
    'rateLimited',
    { retryAfter: Math.max(1, Math.ceil(msBeforeNext / 1000)) },
    429,
  );
}

/** Throws 429 `rateLimited` when `key` has used its budget, without using any of it. */
export async function check(limit: Limit, key: string): Promise<void> {
  if (!enabled()) return;
  const res = await (await limiter(limit)).get(key);
  if (res && res.consumedPoints >= limit.points) throw tooMany(res.msBeforeNext);
}

/**
 * Uses one point of `key`'s budget and answers how many are left (`limit.points` while limits are
 * off); throws 429 `rateLimited` when none is left.
 */
export async function hit(limit: Limit, key: string): Promise<number> {
  if (!enabled()) return limit.points;
  try {
    return (await (await limiter(limit)).consume(key)).remainingPoints;
  } catch (e) {
    if (e instanceof RateLimiterRes) throw tooMany(e.msBeforeNext);
    throw e;
  }
}

/**
 * Uses one point of `key`'s budget and answers whether there was one, never throwing for an empty
 * budget. For de-duplication rather than protection (a view counted once per viewer and half
 * hour), so it works with RATE_LIMITS=off too.
 */
export async function take(limit: Limit, key: string): Promise<boolean> {
  try {
    await (await limiter(limit)).consume(key);
    return true;
  } catch (e) {
    if (e instanceof RateLimiterRes) return false;
    throw e;
  }
}

/** Forgets `key`'s usage (e.g. failed logins after a successful one). */
export async function reset(limit: Limit, key: string): Promise<void> {
  if (!enabled()) return;
  await (await limiter(limit)).delete(key);
}

/** Closes the shared Redis connection (server shutdown, tests). */
export async function closeRateLimits(): Promise<void> {
  const s = g.__rateLimit;
  g.__rateLimit = undefined;
  // A connection closed on purpose is no outage to log.
  s?.redis?.removeAllListeners('close');
  await s?.redis?.quit().catch(() => undefined);
}
