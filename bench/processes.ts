/**
 * The two servers the bench starts: the built site on a fresh embedded database, and the baseline.
 * Both are child processes stopped by their PID, at the end, on an error and on Ctrl-C.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Envelope } from '../lib/contract';

const children = new Set<ChildProcess>();

function alive(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Stops a child: SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
export async function stop(child: ChildProcess, graceMs = 5000): Promise<void> {
  children.delete(child);
  if (!alive(child) || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), graceMs).unref(),
  );
  if ((await Promise.race([exited, timer])) === 'timeout' && alive(child)) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** Last resort when the bench itself exits: no server outlives it. */
process.on('exit', () => {
  for (const child of children) if (alive(child)) child.kill('SIGKILL');
});

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** The last lines a child printed, to explain why it failed. */
function tail(buffer: string[], max = 20): string {
  return buffer.slice(-max).join('').trimEnd();
}

export type Site = { url: string; child: ChildProcess; stop: () => Promise<void> };

/**
 * Starts the built site as the e2e suite does (bench/site-server.ts wipes DATA_DIR, migrates and
 * seeds the demo data like scripts/e2e-server.ts, then fills today up to BENCH_DAY_MATCHES
 * football matches) and waits until /api/health answers code 0. The site runs in-process (no
 * Redis) with the test trigger of the push scenarios on.
 */
export async function startSite(opts: {
  distDir: string;
  timeoutMs?: number;
  /** The tree to run (bench/lighthouse.ts starts a baseline revision's checkout); default: this one. */
  cwd?: string;
  /** More variables for the site (BENCH_DAY_MATCHES, DEMO_CLOCK …). */
  env?: Record<string, string>;
  /** Modules the site's process loads first (`--import`), after tsx: absolute paths. */
  imports?: string[];
}): Promise<Site> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportlive-bench-'));
  const url = `http://localhost:${port}`;
  // One instance with the in-process bus: push-redis starts its own instances on Redis.
  const siteEnv = { ...process.env };
  delete siteEnv.REDIS_URL;
  const child = spawn(
    process.execPath,
    [
      '--import',
      './scripts/hooks/register.mjs',
      '--import',
      'tsx',
      ...(opts.imports ?? []).flatMap((file) => ['--import', pathToFileURL(file).href]),
      'bench/site-server.ts',
    ],
    {
      env: {
        ...siteEnv,
        NEXT_DIST_DIR: opts.distDir,
        DATA_DIR: dataDir,
        PORT: String(port),
        NODE_ENV: 'production',
        DEMO: '1',
        // A quick proof-of-work for the bench's own login; the figures do not include it.
        CAPTCHA_DIFFICULTY: '1000',
        // One client address sends thousands of requests a second: per-IP caps would answer 429.
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: url,
        // POST /api/__test/push, for the push scenarios (loopback callers only).
        FEED_TEST_TRIGGER: 'on',
        // Every bench client connects from 127.0.0.1: the chat and push scenarios may open more
        // sockets than the per-address default (3000) allows.
        WS_MAX_PER_IP: process.env.WS_MAX_PER_IP || '100000',
        ...opts.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      cwd: opts.cwd,
    },
  );
  children.add(child);
  const output: string[] = [];
  child.stdout?.on('data', (c: Buffer) => output.push(c.toString()));
  child.stderr?.on('data', (c: Buffer) => output.push(c.toString()));

  const site: Site = {
    url,
    child,
    stop: async () => {
      await stop(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  try {
    while (Date.now() < deadline) {
      if (!alive(child))
        throw new Error(`the site exited (code ${child.exitCode}):\n${tail(output)}`);
      try {
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
        const body = (await res.json()) as Partial<Envelope>;
        if (body.code === 0) return site;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`the site did not answer /api/health within the time-out:\n${tail(output)}`);
  } catch (err) {
    await site.stop();
    throw err;
  }
}

export type Baseline = {
  url: string;
  /** Its process id (the render-cost scenario reads its CPU time). */
  pid: number | undefined;
  /** Serves `body` at `path` with the given status and content type. */
  route: (
    path: string,
    reply: { status: number; contentType: string; body: Buffer },
  ) => Promise<void>;
  stop: () => Promise<void>;
};

type BaselineMessage = { type: 'listening'; port: number } | { type: 'routed'; path: string };

export async function startBaseline(): Promise<Baseline> {
  const child = fork(path.join(import.meta.dirname, 'baseline-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the baseline server exited (code ${code})`)));
    child.on('message', (m: BaselineMessage) => {
      if (m.type === 'listening') resolve(m.port);
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    route: (p, reply) =>
      new Promise((resolve) => {
        const onMessage = (m: BaselineMessage) => {
          if (m.type === 'routed' && m.path === p) {
            child.off('message', onMessage);
            resolve();
          }
        };
        child.on('message', onMessage);
        child.send({ type: 'route', path: p, ...reply });
      }),
    stop: () => stop(child),
  };
}
