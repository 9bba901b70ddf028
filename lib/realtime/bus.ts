import 'server-only';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { env } from '@/lib/env';
import { log } from '@/lib/log';

/**
 * Pub/sub plus shared counters between the instances of the site. In one process the bus is an
 * EventEmitter; with REDIS_URL it is Redis, so a push published on any instance reaches the
 * sockets of every instance and the `seq` counters are shared (docs/architecture.md "Scale-out").
 */
export interface Bus {
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once messages on `channel` are delivered; the result unsubscribes `handler`. */
  subscribe(channel: string, handler: (message: string) => void): Promise<() => void>;
  /** Adds one to the counter `key` (0 when new) and returns the new value. */
  incr(key: string): Promise<number>;
  /** The counter's value without changing it (0 when it was never incremented). */
  current(key: string): Promise<number>;
  /**
   * Increments `key` and publishes `head + n + tail` on `channel` as one step, returning n. Two
   * instances doing INCR and then PUBLISH separately can publish n+1 before n, and every client
   * would then see a gap that is not there; one step keeps the channel in counter order.
   */
  publishNext(key: string, channel: string, head: string, tail: string): Promise<number>;
  /**
   * Presence: this instance's count under each key, valid for `ttlMs` unless refreshed (a 0
   * removes it). An instance that dies stops counting once its entries run out.
   */
  setCounts(instance: string, counts: ReadonlyMap<string, number>, ttlMs: number): Promise<void>;
  /** The sum over the instances of their live counts under each key (absent: 0). */
  sumCounts(keys: readonly string[]): Promise<Map<string, number>>;
  close(): Promise<void>;
}

/** A presence entry: `count:expiresAtMs`. */
function readCount(value: string, now: number): number {
  const [count, expires] = value.split(':').map(Number);
  return Number.isFinite(count) && Number.isFinite(expires) && expires > now ? count : 0;
}

/** Calls every handler of a channel; one failing handler must not starve the others. */
function deliver(handlers: Iterable<(message: string) => void>, channel: string, message: string) {
  for (const handler of handlers) {
    try {
      handler(message);
    } catch (err) {
      log().warn({ err, channel }, 'bus handler failed');
    }
  }
}

export function createInProcessBus(): Bus {
  const emitter = new EventEmitter();
  // One listener per subscription; a process may hold many without it being a leak.
  emitter.setMaxListeners(0);
  const counters = new Map<string, number>();
  const presence = new Map<string, Map<string, string>>();
  const emit = (channel: string, message: string) =>
    deliver(emitter.listeners(channel) as ((message: string) => void)[], channel, message);
  const incr = (key: string) => {
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    return n;
  };
  return {
    async publish(channel, message) {
      emit(channel, message);
    },
    async subscribe(channel, handler) {
      // A wrapper per call, so subscribing the same function twice gives two subscriptions.
      const listener = (message: string) => handler(message);
      emitter.on(channel, listener);
      return () => {
        emitter.off(channel, listener);
      };
    },
    async incr(key) {
      return incr(key);
    },
    async current(key) {
      return counters.get(key) ?? 0;
    },
    async publishNext(key, channel, head, tail) {
      // One synchronous step: nothing else runs between the increment and the delivery.
      const n = incr(key);
      emit(channel, head + n + tail);
      return n;
    },
    async setCounts(instance, counts, ttlMs) {
      const expires = Date.now() + ttlMs;
      for (const [key, count] of counts) {
        const entry = presence.get(key) ?? new Map<string, string>();
        if (count > 0) entry.set(instance, `${count}:${expires}`);
        else entry.delete(instance);
        if (entry.size > 0) presence.set(key, entry);
        else presence.delete(key);
      }
    },
    async sumCounts(keys) {
      const now = Date.now();
      const out = new Map<string, number>();
      for (const key of keys) {
        let sum = 0;
        for (const value of presence.get(key)?.values() ?? []) sum += readCount(value, now);
        out.set(key, sum);
      }
      return out;
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** INCR and PUBLISH in one script: Redis runs a script without interleaving other commands. */
const PUBLISH_NEXT = `
local n = redis.call('INCR', KEYS[1])
redis.call('PUBLISH', ARGV[1], ARGV[2] .. n .. ARGV[3])
return n`;

type WithPublishNext = Redis & {
  publishNext(key: string, channel: string, head: string, tail: string): Promise<number>;
};

/** The longest a command of the bus's publishing connection may take before it fails. */
export const PUBLISH_TIMEOUT_MS = 2_000;

/** A publish while Redis is down (the API answers it 503, lib/errors/unavailable.ts). */
export class BusUnavailableError extends Error {
  constructor() {
    super('Redis is unavailable');
    this.name = 'BusUnavailableError';
  }
}

export type RedisBusOptions = {
  /** Put before every channel and key; tests use a unique one per run. */
  prefix?: string;
};

/**
 * A bus on Redis: one connection for commands and publishing, one in subscriber mode (Redis
 * allows only pub/sub commands on a subscribed connection). ioredis reconnects and resubscribes
 * after an outage; frames published meanwhile are lost, and clients notice by the `seq` gap.
 */
export function createRedisBus(url: string, opts: RedisBusOptions = {}): Bus {
  const prefix = opts.prefix ?? 'rt:';
  // A publish during an outage fails fast instead of queueing pushes that would arrive stale.
  // One sent just as the connection dies would wait for the reconnection: commandTimeout ends it.
  const pub = new Redis(url, {
    maxRetriesPerRequest: 1,
    commandTimeout: PUBLISH_TIMEOUT_MS,
  }) as WithPublishNext;
  // The subscriptions are renewed here after a reconnection, not by ioredis' autoResubscribe:
  // ioredis sends that SUBSCRIBE without handling its promise, so a connection that drops again
  // before the answer (Redis restarting, a flapping network) was an unhandled rejection —
  // fatal in a test, a logged stray in production (lib/errors/rejections.ts) — and left the
  // instance deaf to its rooms until the next reconnection.
  const sub = new Redis(url, { maxRetriesPerRequest: 1, autoResubscribe: false });
  pub.defineCommand('publishNext', { numberOfKeys: 1, lua: PUBLISH_NEXT });
  // Once connected, a publish while the connection is down fails at once rather than after
  // ioredis' reconnection tries (seconds); before the first connection it waits for it (startup).
  let connectedOnce = false;
  pub.on('ready', () => (connectedOnce = true));
  const up = () => {
    if (connectedOnce && pub.status !== 'ready') throw new BusUnavailableError();
  };
  // Without listeners an outage would be an unhandled 'error' event and end the process.
  pub.on('error', (err) => log().warn({ err }, 'redis bus (publisher) error'));
  sub.on('error', (err) => log().warn({ err }, 'redis bus (subscriber) error'));

  const handlers = new Map<string, Set<(message: string) => void>>();
  sub.on('message', (channel: string, message: string) => {
    const set = handlers.get(channel);
    if (set) deliver(set, channel, message);
  });
  let subReadyOnce = false;
  sub.on('ready', () => {
    // The first connection sends the subscriptions queued before it; later ones renew them all.
    if (!subReadyOnce) {
      subReadyOnce = true;
      return;
    }
    const names = [...handlers.keys()];
    if (names.length === 0) return;
    // A failure is a connection lost again: its next 'ready' renews them.
    sub
      .subscribe(...names)
      .catch((err: unknown) => log().warn({ err }, 'redis bus: renewing the subscriptions failed'));
  });

  return {
    async publish(channel, message) {
      up();
      await pub.publish(prefix + channel, message);
    },
    async subscribe(channel, handler) {
      const name = prefix + channel;
      const listener = (message: string) => handler(message);
      const set = handlers.get(name) ?? new Set<(message: string) => void>();
      handlers.set(name, set);
      set.add(listener);
      await sub.subscribe(name);
      return () => {
        set.delete(listener);
        if (set.size === 0 && handlers.get(name) === set) {
          handlers.delete(name);
          // Best effort: a connection that is closing or down has no subscription to drop.
          sub.unsubscribe(name).catch(() => undefined);
        }
      };
    },
    async incr(key) {
      return pub.incr(prefix + key);
    },
    async current(key) {
      const value = await pub.get(prefix + key);
      return value === null ? 0 : Number(value);
    },
    async publishNext(key, channel, head, tail) {
      up();
      return Number(await pub.publishNext(prefix + key, prefix + channel, head, tail));
    },
    async setCounts(instance, counts, ttlMs) {
      if (counts.size === 0) return;
      const expires = Date.now() + ttlMs;
      const batch = pub.multi();
      for (const [key, count] of counts) {
        const name = `${prefix}presence:${key}`;
        if (count > 0) batch.hset(name, instance, `${count}:${expires}`).pexpire(name, ttlMs * 2);
        else batch.hdel(name, instance);
      }
      await batch.exec();
    },
    async sumCounts(keys) {
      const out = new Map<string, number>();
      if (keys.length === 0) return out;
      const batch = pub.pipeline();
      for (const key of keys) batch.hgetall(`${prefix}presence:${key}`);
      const results = (await batch.exec()) ?? [];
      const now = Date.now();
      keys.forEach((key, i) => {
        const [err, entry] = results[i] ?? [null, {}];
        let sum = 0;
        if (!err)
          for (const value of Object.values(entry as Record<string, string>))
            sum += readCount(value, now);
        out.set(key, sum);
      });
      return out;
    },
    async close() {
      handlers.clear();
      await Promise.all([pub.quit(), sub.quit()]);
    },
  };
}

/** Redis when REDIS_URL is set (names prefixed with REDIS_PREFIX), otherwise the in-process bus. */
export function createBus(): Bus {
  const { REDIS_URL: url, REDIS_PREFIX: prefix } = env();
  return url ? createRedisBus(url, { prefix }) : createInProcessBus();
}

// One bus per process, shared by server.ts and Next's bundles (which load their own copies of
// this module): the in-process bus only works if the publisher and the sockets share it.
const g = globalThis as unknown as { __bus?: Bus };

export function getBus(): Bus {
  g.__bus ??= createBus();
  return g.__bus;
}

/** Closes the process's bus (server shutdown); the next getBus() makes a new one. */
export async function closeBus(): Promise<void> {
  const bus = g.__bus;
  g.__bus = undefined;
  await bus?.close();
}
