/**
 * The websocket per-address cap shared through Redis (connection-cap.ts) on a real Redis: caps of
 * several "instances" (each its own connection and field) on one prefix admit at most the
 * maximum together, even when they race; a released slot is free for any instance; the slots of
 * an instance that stopped refreshing (it died) run out; and without Redis an instance counts
 * alone. On a private redis-server killed and started again: each instance counts its own while
 * it is down, and the counts are shared again once it is back (the refresh writes them anew).
 * Through nginx and real server processes: cluster.redis.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from '@/scripts/api-instance';
import { describeRedis, redisUrl } from '@/test/redis';
import { findRedisServer, pingRedis } from '@/test/redis-server';
import { redisRequired } from '@/test/redis-state';
import { createMemoryCap, createRedisCap, type ConnectionCap } from './connection-cap';

describeRedis('the websocket connection cap on Redis', () => {
  const prefix = `test-wscap-${crypto.randomBytes(6).toString('hex')}:`;
  const conns: Redis[] = [];
  const caps: ConnectionCap[] = [];

  function instance(max: number, opts: { ttlMs?: number; down?: boolean } = {}) {
    const redis = new Redis(redisUrl, {
      maxRetriesPerRequest: 1,
      // Down: never connected, and every command fails at once, as during an outage.
      ...(opts.down ? { lazyConnect: true, enableOfflineQueue: false } : {}),
    });
    redis.on('error', () => undefined);
    conns.push(redis);
    const cap = createRedisCap(redis, { max, prefix, ttlMs: opts.ttlMs });
    caps.push(cap);
    return { cap, redis };
  }

  afterAll(async () => {
    await Promise.all(caps.map((c) => c.close()));
    const admin = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.del(...keys);
    await admin.quit();
    // Once only: ioredis' disconnect of a connection already ended waits 2 s on a timer.
    for (const r of conns) if (r.status !== 'end') r.disconnect();
  });

  it('admits the maximum over all instances, even when they race for the last slots', async () => {
    const [a, b, c] = [instance(5), instance(5), instance(5)];
    const address = '203.0.113.7';
    // 30 attempts at once, spread over three instances.
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => [a, b, c][i % 3].cap.acquire(address)),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
    // Another address has its own budget.
    expect(await b.cap.acquire('198.51.100.9')).toBe(true);
  });

  it('frees a released slot for any instance', async () => {
    const [a, b] = [instance(2), instance(2)];
    const address = '203.0.113.8';
    expect(await a.cap.acquire(address)).toBe(true);
    expect(await a.cap.acquire(address)).toBe(true);
    expect(await b.cap.acquire(address)).toBe(false);
    a.cap.release(address);
    // The release reaches Redis in the background; the next acquire on this address on A waits
    // for it (one address's operations are in order), on B it may take a moment.
    let ok = false;
    for (let i = 0; i < 50 && !ok; i++) {
      ok = await b.cap.acquire(address);
      if (!ok) await new Promise((r) => setTimeout(r, 20));
    }
    expect(ok).toBe(true);
    expect(await a.cap.acquire(address)).toBe(false);
  });

  it('stops counting the slots of an instance that no longer refreshes them', async () => {
    const address = '203.0.113.9';
    // What an instance that held two slots and died (kill -9) left: its field, valid 300 ms more.
    const admin = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    await admin.hset(`${prefix}wscap:${address}`, 'dead', `2:${Date.now() + 300}`);
    await admin.quit();
    const alive = instance(2);
    expect(await alive.cap.acquire(address)).toBe(false);
    let ok = false;
    for (let i = 0; i < 100 && !ok; i++) {
      ok = await alive.cap.acquire(address);
      if (!ok) await new Promise((r) => setTimeout(r, 50));
    }
    expect(ok).toBe(true);
  });

  it('counts this instance alone while Redis does not answer, and in memory without Redis', async () => {
    // Every call to Redis fails: the local count decides.
    const down = instance(2, { down: true });
    const address = '203.0.113.10';
    expect(await down.cap.acquire(address)).toBe(true);
    expect(await down.cap.acquire(address)).toBe(true);
    expect(await down.cap.acquire(address)).toBe(false);
    down.cap.release(address);
    expect(await down.cap.acquire(address)).toBe(true);

    const memory = createMemoryCap(1);
    expect(memory.acquire(address)).toBe(true);
    expect(memory.acquire(address)).toBe(false);
    memory.release(address);
    expect(memory.acquire(address)).toBe(true);
  });

  it('counts each instance alone while Redis is down, and together again once it is back', async () => {
    const { bin, reason } = findRedisServer();
    if (!bin) {
      if (redisRequired()) throw new Error(`no redis-server to kill and restart: ${reason}`);
      console.warn(`\n*** connection-cap.redis.test.ts: the outage case NOT RUN: ${reason} ***\n`);
      return;
    }
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wscap-outage-'));
    let server: ChildProcess | undefined;
    const start = async () => {
      const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      server = child;
      // Ready when it says so.
      let out = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (c: Buffer) => {
          out += c.toString();
          if (out.includes('Ready to accept connections')) resolve();
        });
        child.once('exit', () => reject(new Error(`redis-server exited:\n${out}`)));
      });
      child.stdout.resume();
      expect(await pingRedis(url, 1000)).toBeNull();
    };
    const kill = async () => {
      const c = server!;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await exited;
    };
    const poll = async (what: string, ok: () => boolean | Promise<boolean>) => {
      for (let i = 0; i < 200; i++) {
        if (await ok()) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`timed out waiting for ${what}`);
    };
    await start();
    const conn = () => {
      const r = new Redis(url, { maxRetriesPerRequest: 1 });
      r.on('error', () => undefined);
      conns.push(r);
      return r;
    };
    const [ra, rb] = [conn(), conn()];
    // Refreshed every 200 ms, so the test need not wait 10 s for the counts to be written anew.
    const a = createRedisCap(ra, { max: 2, prefix, ttlMs: 600 });
    const b = createRedisCap(rb, { max: 2, prefix, ttlMs: 600 });
    caps.push(a, b);
    const address = '203.0.113.11';
    try {
      expect(await a.acquire(address)).toBe(true);
      expect(await a.acquire(address)).toBe(true);
      expect(await b.acquire(address)).toBe(false);

      await kill();
      await poll('the connections to notice', () => ra.status !== 'ready' && rb.status !== 'ready');
      // Down: B counts its own connections only, A is at its maximum on its own.
      expect(await b.acquire(address)).toBe(true);
      expect(await a.acquire(address)).toBe(false);

      // Back, empty: the refresh writes A's 2 and B's 1 again, and the cap is shared again.
      await start();
      await poll('both to reconnect', () => ra.status === 'ready' && rb.status === 'ready');
      await poll('the counts to be shared again', async () => {
        const got = await b.acquire(address);
        if (got) b.release(address);
        return !got;
      });
      b.release(address);
      a.release(address);
      await poll('a slot freed over both', async () => {
        const got = await b.acquire(address);
        return got;
      });
    } finally {
      // Closed while their Redis is up (a disconnect from a dead stream waits 2 s on a timer).
      await Promise.all([a.close(), b.close()]);
      ra.disconnect();
      rb.disconnect();
      if (server && server.exitCode === null) await kill();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
