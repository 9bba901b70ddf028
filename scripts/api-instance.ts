/**
 * Starts `server.ts --api-only` (the API, /uploads and /ws exactly as the site serves them, without
 * Next, so no build is needed) as a child process on its own port and embedded database, and
 * waits until /api/health answers. The two-instance Redis test and the bench's Redis scenario run
 * two of them on one Redis. Stopped by PID: SIGTERM, then SIGKILL after a grace period.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type ApiInstance = {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** `ws://127.0.0.1:<port>/ws` */
  wsUrl: string;
  child: ChildProcess;
  /** What the process printed so far (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function alive(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

async function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
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

export async function startApiInstance(
  opts: {
    /** Added to (and overriding) the parent's environment; `undefined` removes a variable. */
    env?: Record<string, string | undefined>;
    timeoutMs?: number;
    /** The repository root (server.ts and the loader hooks); the working directory by default. */
    cwd?: string;
    /** false: the whole site with Next.js (needs a build in NEXT_DIST_DIR or .next). */
    apiOnly?: boolean;
    /** Seed the demo data except matches (settings, users) before starting. */
    seed?: boolean;
    /** Listen on this port (a restarted instance keeps its address); a free one by default. */
    port?: number;
    /**
     * DATA_DIR, kept at stop (instances of scripts/cluster.ts share one, as they would share
     * storage); by default a temporary one, removed at stop.
     */
    dataDir?: string;
  } = {},
): Promise<ApiInstance> {
  const cwd = opts.cwd ?? process.cwd();
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sportlive-api-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // Production without a configured SESSION_SECRET, as the demo and the e2e server run.
    DEMO: '1',
    LOG_LEVEL: 'warn',
    FEED_PROVIDER: 'off',
    DATA_DIR: dataDir,
    PORT: String(port),
  };
  // Jest's own options would make the child's Node refuse to start or behave differently.
  delete env.NODE_OPTIONS;
  delete env.DATABASE_URL;
  for (const [k, v] of Object.entries(opts.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  if (opts.seed) {
    const r = spawnSync(
      process.execPath,
      [
        '--import',
        './scripts/hooks/register.mjs',
        '--import',
        'tsx',
        'scripts/seed.ts',
        '--no-matches',
      ],
      { cwd, env, encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`seeding failed:\n${r.stdout}\n${r.stderr}`);
  }
  const child = spawn(
    process.execPath,
    [
      '--import',
      './scripts/hooks/register.mjs',
      '--import',
      'tsx',
      'server.ts',
      ...(opts.apiOnly === false ? [] : ['--api-only']),
    ],
    { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const chunks: string[] = [];
  child.stdout?.on('data', (c: Buffer) => chunks.push(c.toString()));
  child.stderr?.on('data', (c: Buffer) => chunks.push(c.toString()));
  const output = () => chunks.join('').trimEnd();
  const url = `http://127.0.0.1:${port}`;
  const instance: ApiInstance = {
    url,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    child,
    output,
    stop: async () => {
      await stopChild(child, 5000);
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 90_000);
  try {
    while (Date.now() < deadline) {
      if (!alive(child))
        throw new Error(`server.ts --api-only exited (code ${child.exitCode}):\n${output()}`);
      try {
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
        const body = (await res.json()) as { code?: number };
        if (body.code === 0) return instance;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`server.ts --api-only did not answer /api/health in time:\n${output()}`);
  } catch (err) {
    await instance.stop();
    throw err;
  }
}
