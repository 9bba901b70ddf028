import 'server-only';
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { env } from '@/lib/env';
import { log } from '@/lib/log';

/**
 * The websocket per-address cap (WS_MAX_PER_IP, docs/realtime.md "Limits") counted over every
 * instance. Without Redis it is this process's count. With REDIS_URL each instance keeps, per
 * address, one hash field `<instance>` = `<count>:<expiresAtMs>` under `<REDIS_PREFIX>wscap:<address>`;
 * a connection is admitted by a script that sums the live fields and takes the slot in one step,
 * so two instances cannot both take the last one. An instance refreshes its fields every
 * TTL_MS / 3, so the slots of an instance that died (kill -9) free themselves within TTL_MS.
 *
 * If Redis does not answer (an outage, a restart: at once while the connection is down, else
 * after REDIS_WAIT_MS), the cap falls back to this instance's own count for that connection, as
 * the rate limits do: viewers keep connecting, and the shared count is right again at the next
 * refresh.
 */
export interface ConnectionCap {
  /**
   * Takes a slot for `address` when it holds fewer than the maximum: true if taken. A boolean at
   * once in memory, a promise with Redis.
   */
  acquire(address: string): boolean | Promise<boolean>;
  /** Frees a slot taken by `acquire`. */
  release(address: string): void;
  /** Stops refreshing and removes this instance's slots (shutdown). */
  close(): Promise<void>;
}

/** How long an instance's slots count without a refresh (its death frees them this late). */
export const TTL_MS = 30_000;
/** How long a connection waits for Redis before the local count decides. */
const REDIS_WAIT_MS = 500;
/** At most one warning per this period about Redis failing the cap. */
const WARN_MS = 60_000;

/** This process's own count per address: the whole cap without Redis, its share with it. */
function localCounts() {
  const counts = new Map<string, number>();
  return {
    counts,
    get: (address: string) => counts.get(address) ?? 0,
    add(address: string, n: number): number {
      const v = (counts.get(address) ?? 0) + n;
      if (v > 0) counts.set(address, v);
      else counts.delete(address);
      return Math.max(0, v);
    },
  };
}

export function createMemoryCap(max: number): ConnectionCap {
  const local = localCounts();
  return {
    acquire(address) {
      if (local.get(address) >= max) return false;
      local.add(address, 1);
      return true;
    },
    release(address) {
      local.add(address, -1);
    },
    async close() {
      local.counts.clear();
    },
  };
}

/**
 * KEYS[1]: the address's hash. ARGV: instance, maximum, this instance's count including the
 * requested slot, now (ms), TTL (ms). Sums the other instances' live counts (dropping expired
 * fields); 1 and this instance's new count written, or 0 when the slot would exceed the maximum.
 */
const ACQUIRE = `
local now = tonumber(ARGV[4])
local others = 0
local fields = redis.call('HGETALL', KEYS[1])
for i = 1, #fields, 2 do
  if fields[i] ~= ARGV[1] then
    local c, e = string.match(fields[i + 1], '^(%d+):(%d+)$')
    if c and tonumber(e) > now then
      others = others + tonumber(c)
    else
      redis.call('HDEL', KEYS[1], fields[i])
    end
  end
end
if others + tonumber(ARGV[3]) > tonumber(ARGV[2]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3] .. ':' .. (now + tonumber(ARGV[5])))
redis.call('PEXPIRE', KEYS[1], 2 * tonumber(ARGV[5]))
return 1`;

type WithAcquire = Redis & {
  capAcquire(
    key: string,
    instance: string,
    max: number,
    count: number,
    now: number,
    ttl: number,
  ): Promise<number>;
};

export type RedisCapOptions = {
  max: number;
  /** Put before the keys (REDIS_PREFIX). */
  prefix?: string;
  /** This instance's field name; random by default. */
  instance?: string;
  ttlMs?: number;
};

export function createRedisCap(
  redis: Redis,
  opts: RedisCapOptions,
): Omit<ConnectionCap, 'acquire'> & { acquire(address: string): Promise<boolean> } {
  const { max } = opts;
  const prefix = opts.prefix ?? 'rt:';
  const instance = opts.instance ?? crypto.randomBytes(8).toString('hex');
  const ttlMs = opts.ttlMs ?? TTL_MS;
  // A connection defines the script once, however many caps use it (tests).
  if (!(redis as unknown as { capAcquire?: unknown }).capAcquire)
    redis.defineCommand('capAcquire', { numberOfKeys: 1, lua: ACQUIRE });
  const r = redis as WithAcquire;
  const local = localCounts();
  const key = (address: string) => `${prefix}wscap:${address}`;
  /**
   * Lost and not back yet. Before the first connection, calls wait for it (REDIS_WAIT_MS at
   * most); after it, anything but `ready` counts as down, reconnection attempts included.
   */
  let wasReady = r.status === 'ready';
  if (!wasReady) r.once('ready', () => (wasReady = true));
  const down = () =>
    wasReady ? r.status !== 'ready' : ['reconnecting', 'close', 'end'].includes(r.status);
  let warnedAt = -Infinity;
  const warn = (err: unknown) => {
    const now = Date.now();
    if (now - warnedAt < WARN_MS) return;
    warnedAt = now;
    log().warn({ err }, 'websocket connection cap: Redis failed, counting this instance only');
  };

  /** One address's Redis operations one after the other, so its field follows the local count. */
  const chains = new Map<string, Promise<unknown>>();
  function serial<T>(address: string, op: () => Promise<T>): Promise<T> {
    const run = (chains.get(address) ?? Promise.resolve()).then(op, op);
    const tail = run.catch(() => undefined);
    chains.set(address, tail);
    void tail.then(() => {
      if (chains.get(address) === tail) chains.delete(address);
    });
    return run;
  }

  function withTimeout<T>(p: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('redis did not answer')), REDIS_WAIT_MS);
      t.unref();
      p.then(
        (v) => {
          clearTimeout(t);
          resolve(v);
        },
        (e: unknown) => {
          clearTimeout(t);
          reject(e instanceof Error ? e : new Error(String(e)));
        },
      );
    });
  }

  /** Writes this instance's count of `address` as it is now (0: the field goes). */
  async function write(address: string): Promise<void> {
    const n = local.get(address);
    if (n > 0)
      await r
        .multi()
        .hset(key(address), instance, `${n}:${Date.now() + ttlMs}`)
        .pexpire(key(address), 2 * ttlMs)
        .exec();
    else await r.hdel(key(address), instance);
  }

  const refresh = setInterval(() => {
    if (local.counts.size === 0) return;
    const batch = r.pipeline();
    const expires = Date.now() + ttlMs;
    for (const [address, n] of local.counts)
      batch.hset(key(address), instance, `${n}:${expires}`).pexpire(key(address), 2 * ttlMs);
    batch.exec().catch(warn);
  }, ttlMs / 3);
  refresh.unref();

  return {
    acquire(address) {
      return serial(address, async () => {
        const count = local.add(address, 1);
        try {
          // While the connection is down (a restart), at once rather than after the wait.
          if (down()) throw new Error(`redis is ${r.status}`);
          const ok = await withTimeout(
            r.capAcquire(key(address), instance, max, count, Date.now(), ttlMs),
          );
          if (ok === 1) return true;
          local.add(address, -1);
          return false;
        } catch (err) {
          warn(err);
          if (count <= max) return true;
          local.add(address, -1);
          return false;
        }
      });
    },
    release(address) {
      void serial(address, async () => {
        local.add(address, -1);
        // Down: the refresh writes the count once it is back.
        if (!down()) await withTimeout(write(address)).catch(warn);
      });
    },
    async close() {
      clearInterval(refresh);
      const addresses = [...local.counts.keys()];
      local.counts.clear();
      if (addresses.length)
        await withTimeout(
          addresses.reduce((b, a) => b.hdel(key(a), instance), r.pipeline()).exec(),
        ).catch(() => undefined);
    },
  };
}

/** Shared through Redis when REDIS_URL is set (its own connection), else this process's count. */
export function createConnectionCap(max: number): ConnectionCap {
  const { REDIS_URL: url, REDIS_PREFIX: prefix } = env();
  if (!url) return createMemoryCap(max);
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  // Without a listener an outage would be an unhandled 'error' event and end the process.
  redis.on('error', () => undefined);
  const cap = createRedisCap(redis, { max, prefix });
  return {
    acquire: (address) => cap.acquire(address),
    release: (address) => cap.release(address),
    async close() {
      await cap.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
