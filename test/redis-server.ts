/**
 * A throw-away `redis-server` for the Redis-backed tests: on a free loopback port, without
 * persistence, in a temporary directory of its own. Used by the API project's global setup
 * (test/global-setup.ts). Plain Node only: global setup runs outside Jest's module system, so no
 * `@/` imports here.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from '../scripts/api-instance';

export type RedisServer = {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  pid: number;
  /** SIGTERM (SIGKILL after a grace period), then remove the directory. */
  stop: () => Promise<void>;
  /** For `exit` and signal handlers: SIGKILL and remove the directory, synchronously. */
  stopSync: () => void;
};

function executable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The `redis-server` to run: `REDIS_SERVER_BIN` when set (`/nonexistent` simulates a machine
 * without one), else the first on PATH.
 */
export function findRedisServer(): { bin?: string; reason?: string } {
  const override = process.env.REDIS_SERVER_BIN;
  if (override) {
    return executable(override)
      ? { bin: override }
      : { reason: `REDIS_SERVER_BIN=${override} is not an executable file` };
  }
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const dir of dirs) {
    const file = path.join(dir, 'redis-server');
    if (executable(file)) return { bin: file };
  }
  return { reason: 'no redis-server on PATH' };
}

/**
 * As scripts/ensure-browser.ts does for Chromium: as root, install Debian's `redis-server` with
 * apt-get. Offline this fails, and the caller carries on without Redis. Returns what happened,
 * for the notice; empty when it did not try (not root, or `REDIS_SERVER_BIN` set).
 */
export function installRedisServer(): string {
  if (process.getuid?.() !== 0 || process.env.REDIS_SERVER_BIN) return '';
  console.log('redis-server not found: installing it with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const opts = { stdio: 'inherit' as const, env };
  const failed = (r: ReturnType<typeof spawnSync>) =>
    r.error?.message ?? `exit ${r.status ?? r.signal}`;
  const update = spawnSync('apt-get', ['update', '-qq'], { ...opts, timeout: 180_000 });
  if (update.error || update.status !== 0) return `apt-get update failed (${failed(update)})`;
  const r = spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], {
    ...opts,
    timeout: 300_000,
  });
  if (r.error || r.status !== 0) return `apt-get install redis-server failed (${failed(r)})`;
  return 'installed with apt-get';
}

/** Whether the Redis at `url` answers PING; the error message when not. */
export async function pingRedis(url: string, timeoutMs = 2000): Promise<string | null> {
  const r = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // The connection's own error (e.g. ECONNREFUSED) says more than "Connection is closed".
  let cause: Error | undefined;
  r.on('error', (err: Error) => (cause ??= err));
  try {
    await r.connect();
    const pong = await r.ping();
    return pong === 'PONG' ? null : `PING answered ${JSON.stringify(pong)}`;
  } catch (err) {
    return (cause ?? (err instanceof Error ? err : new Error(String(err)))).message;
  } finally {
    r.disconnect();
  }
}

function alive(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

function tail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-5).join('\n');
  } catch {
    return '';
  }
}

async function startOnce(bin: string, timeoutMs: number): Promise<RedisServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportlive-redis-'));
  const log = path.join(dir, 'redis.log');
  const port = await freePort();
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
    '--logfile',
    log,
  ];
  // Not detached: a Ctrl-C reaches it with the rest of the foreground process group. Unref'd:
  // Jest's process never waits for it; global teardown or the exit handlers stop it.
  const child = spawn(bin, args, { cwd: dir, stdio: 'ignore' });
  child.unref();
  const spawnError = new Promise<Error>((resolve) => child.on('error', resolve));
  const url = `redis://127.0.0.1:${port}`;

  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  const stopSync = () => {
    if (alive(child)) child.kill('SIGKILL');
    removeDir();
  };
  const stop = async () => {
    if (alive(child)) {
      // Referenced again while it shuts down: Node must not exit before it has been reaped.
      child.ref();
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), 5000);
      });
      if ((await Promise.race([exited, timeout])) === 'timeout' && alive(child)) {
        child.kill('SIGKILL');
        await exited;
      }
      clearTimeout(timer);
    }
    removeDir();
  };

  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  for (;;) {
    const failed = await Promise.race([
      spawnError,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 50)),
    ]);
    if (failed || !alive(child)) {
      const why = failed ? failed.message : `exited with ${child.exitCode ?? child.signalCode}`;
      const logged = tail(log);
      stopSync();
      throw new Error(`${bin} ${why} on port ${port}${logged ? `:\n${logged}` : ''}`);
    }
    const err = await pingRedis(url, 500);
    if (!err) return { url, pid: child.pid!, stop, stopSync };
    last = err;
    if (Date.now() > deadline) {
      const logged = tail(log);
      stopSync();
      const why = `did not answer PING within ${timeoutMs} ms (${last})`;
      throw new Error(`${bin} ${why} on port ${port}${logged ? `:\n${logged}` : ''}`);
    }
  }
}

/** Starts `bin` on a free port and waits until it answers PING; three tries (a port race). */
export async function startRedisServer(bin: string, timeoutMs = 10_000): Promise<RedisServer> {
  let error: unknown;
  for (let i = 0; i < 3; i++) {
    try {
      return await startOnce(bin, timeoutMs);
    } catch (err) {
      error = err;
    }
  }
  throw error;
}

/**
 * A redis-server of a test's own on a fixed port, which the test may kill and start again there
 * (the outage tests: lib/realtime/redis-outage.test.ts, lib/chat/send-outage.test.ts). Nothing is
 * kept on disk.
 */
export function privateRedis(bin: string, port: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportlive-redis-private-'));
  let child: ChildProcess | undefined;
  const url = `redis://127.0.0.1:${port}`;
  return {
    url,
    async start() {
      child = spawn(
        bin,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { cwd: dir, stdio: 'ignore' },
      );
      for (let i = 0; i < 200; i++) {
        if ((await pingRedis(url, 200)) === null) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`redis-server did not start on ${port}`);
    },
    async kill() {
      const c = child;
      child = undefined;
      if (!c || c.exitCode !== null) return;
      const exited = new Promise((resolve) => c.once('exit', resolve));
      c.kill('SIGKILL');
      await exited;
    },
    async destroy() {
      await this.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
