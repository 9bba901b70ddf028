/**
 * Several instances of the site behind nginx, on one PostgreSQL database and one Redis
 * (docs/architecture.md "Running several instances"): what an operator runs, on one machine.
 *
 * - Each instance is `server.ts` (API-only by default, the whole site with `apiOnly: false`) as a
 *   child process on its own port (scripts/api-instance.ts), all with the same SESSION_SECRET,
 *   DATA_DIR, REDIS_PREFIX and a FRESH database created on the given PostgreSQL server (dropped
 *   at stop), so runs on a shared server do not collide.
 * - nginx runs as a child too (`-g 'daemon off;'`, its prefix in a temporary directory), with the
 *   committed configuration deploy/nginx/lb.conf: round-robin without stickiness, websockets,
 *   forwarded client addresses (the instances trust them from 127.0.0.1 only: TRUST_PROXY), and
 *   a dead instance skipped within seconds.
 *
 * As a library: `startCluster(opts)` (tests, bench/). As a command a person runs:
 *
 *   node --import ./scripts/hooks/register.mjs --import tsx scripts/cluster.ts --instances 3
 *
 * with `--site` for the whole site (needs `npm run build`), `--port`, `--database-url` (a
 * PostgreSQL server; default postgres://postgres@127.0.0.1:5432/postgres), `--redis-url`
 * (default redis://127.0.0.1:6379) and `--no-seed`. Ctrl-C stops everything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort, startApiInstance, type ApiInstance } from './api-instance';

export type ClusterOptions = {
  /** How many instances (1–8; 2 or 3 is what the tests and bench use). Default 3. */
  instances?: number;
  /** false: the whole site with Next.js (needs a build in NEXT_DIST_DIR or .next). Default true. */
  apiOnly?: boolean;
  /**
   * A PostgreSQL server URL (its database is only used to connect). The cluster creates a fresh
   * database `sportlive_<random>` on it and drops it at stop. PGlite cannot be shared.
   */
  databaseUrl: string;
  /** The Redis the instances share. */
  redisUrl: string;
  /** REDIS_PREFIX of every instance; a random one by default (its keys are deleted at stop). */
  redisPrefix?: string;
  /** Added to (and overriding) the instances' environment; `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** Seed the demo data except matches (settings, demo users) before starting. Default false. */
  seed?: boolean;
  /** nginx's port; a free one by default. */
  port?: number;
  /** The repository root; the working directory by default. */
  cwd?: string;
  /** The nginx binary; `nginx` on PATH (then /usr/sbin/nginx) by default. */
  nginxBin?: string;
  /** How long one instance may take to answer /api/health. Default 90 s. */
  timeoutMs?: number;
};

export type ClusterInstance = {
  /** 0, 1, 2…: its place in nginx's upstream. */
  index: number;
  /** `http://127.0.0.1:<port>`: the instance itself, past nginx. Kept across restarts. */
  url: string;
  /** `ws://127.0.0.1:<port>/ws`. */
  wsUrl: string;
  /** The process's id now (changes on restart); undefined once it exited. */
  readonly pid: number | undefined;
  /** Whether the process is running. */
  alive: () => boolean;
  /** What the current process printed (for failure messages). */
  output: () => string;
  /** Sends `signal` (SIGKILL by default) and resolves once the process has exited. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  /** Stops the process if it runs (SIGTERM), then starts a new one on the same port. */
  restart: () => Promise<void>;
};

export type Cluster = {
  /** nginx: `http://127.0.0.1:<port>`. */
  url: string;
  /** nginx: `ws://127.0.0.1:<port>/ws`. */
  wsUrl: string;
  /** The fresh database the instances share (dropped at stop). */
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  /** SESSION_SECRET, DATA_DIR and the rest: what a process joining the cluster would need. */
  env: Record<string, string>;
  instances: ClusterInstance[];
  nginx: {
    readonly pid: number | undefined;
    /** What nginx printed (its error log). */
    output: () => string;
    /** Re-reads the configuration (SIGHUP) and waits until nginx answers again. */
    reload: () => Promise<void>;
    /** Stops nginx (SIGQUIT, SIGKILL after 5 s); the instances keep running. */
    stop: () => Promise<void>;
  };
  /** Stops nginx and every instance, drops the database and deletes the Redis keys. */
  stop: () => Promise<void>;
};

const TEMPLATE = 'deploy/nginx/lb.conf';

/** The committed nginx configuration with its placeholders filled in. */
export function renderLbConf(
  template: string,
  v: { listen: string; servers: string[]; prefix: string; user?: string },
): string {
  const servers = v.servers
    .map((s) => `        server ${s} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  // Comment lines name the placeholders too; they stay as they are.
  return template
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line
            .replaceAll('@USER@', v.user ? `user ${v.user};` : '')
            .replaceAll('@LISTEN@', v.listen)
            .replaceAll('@SERVERS@', servers)
            .replaceAll('@PREFIX@', v.prefix),
    )
    .join('\n');
}

function alive(child: ChildProcess | undefined): boolean {
  return !!child && child.exitCode === null && child.signalCode === null;
}

async function exited(child: ChildProcess, signal: NodeJS.Signals, graceMs: number) {
  if (!alive(child)) return;
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), graceMs).unref());
  if ((await Promise.race([done, timer])) === 'timeout' && alive(child)) {
    child.kill('SIGKILL');
    await done;
  }
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

async function waitForHealth(url: string, ms: number, what: () => string): Promise<void> {
  const deadline = Date.now() + ms;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      const body = (await res.json()) as { code?: number };
      if (body.code === 0) return;
      last = `status ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url}/api/health did not answer in time (${last}):\n${what()}`);
}

/** The nginx binary on PATH or in /usr/sbin; throws when there is none. */
export function findNginx(): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).concat(['/usr/sbin'])) {
    const p = path.join(dir, 'nginx');
    if (dir && fs.existsSync(p)) return p;
  }
  throw new Error('nginx not found (apt-get install nginx, or pass nginxBin)');
}

/** Deletes every key under `prefix` (SCAN, never FLUSH: the Redis may be shared). */
async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const r = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  r.on('error', () => undefined);
  try {
    await r.connect();
    const stream = r.scanStream({ match: `${prefix}*`, count: 500 });
    for await (const keys of stream as AsyncIterable<string[]>)
      if (keys.length) await r.del(...keys);
  } catch {
    // Best effort: a Redis that is down (a fault test) keeps a few keys under a random prefix.
  } finally {
    r.disconnect();
  }
}

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const count = opts.instances ?? 3;
  if (!Number.isInteger(count) || count < 1 || count > 8)
    throw new Error(`instances: 1 to 8, not ${count}`);
  const cwd = opts.cwd ?? process.cwd();
  const timeoutMs = opts.timeoutMs ?? 90_000;
  const nginxBin = opts.nginxBin ?? findNginx();
  const redisPrefix = opts.redisPrefix ?? `cluster-${crypto.randomBytes(5).toString('hex')}:`;

  // A fresh database on the given server.
  const dbName = `sportlive_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(opts.databaseUrl, `create database ${dbName}`);
  const dbUrl = new URL(opts.databaseUrl);
  dbUrl.pathname = `/${dbName}`;
  const databaseUrl = dbUrl.toString();

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sportlive-cluster-'));
  const dataDir = path.join(tmp, 'data');
  const prefix = path.join(tmp, 'nginx');
  fs.mkdirSync(dataDir);
  fs.mkdirSync(prefix);

  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: opts.redisUrl,
    REDIS_PREFIX: redisPrefix,
    // One secret: a session made by one instance is good on every other.
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    // nginx connects from 127.0.0.1: its X-Forwarded-For names the client; nobody else's counts.
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: url,
    SMS_PROVIDER: 'outbox',
  };
  const instanceEnv = { ...env, ...opts.env };

  const children: { current?: ApiInstance; port: number }[] = [];
  let nginxChild: ChildProcess | undefined;
  const nginxOut: string[] = [];
  let stopped = false;

  // A parent that exits without stop() (a crashed test run) leaves no nginx or instance behind.
  const orphans = () => {
    for (const child of [nginxChild, ...children.map((c) => c.current?.child)])
      if (alive(child)) child?.kill('SIGKILL');
  };
  process.once('exit', orphans);

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', orphans);
    if (nginxChild) await exited(nginxChild, 'SIGQUIT', 5000);
    await Promise.allSettled(children.map(async (c) => c.current?.stop()));
    await deleteKeys(opts.redisUrl, redisPrefix);
    await adminQuery(opts.databaseUrl, `drop database if exists ${dbName} with (force)`).catch(
      (err: unknown) => console.warn(`cluster: could not drop ${dbName}: ${String(err)}`),
    );
    fs.rmSync(tmp, { recursive: true, force: true });
  };

  try {
    const ports: number[] = [];
    while (ports.length < count) {
      const p = await freePort();
      if (p !== port && !ports.includes(p)) ports.push(p);
    }
    const start = (i: number, seed = false) =>
      startApiInstance({
        env: instanceEnv,
        cwd,
        apiOnly: opts.apiOnly ?? true,
        seed,
        port: ports[i],
        dataDir,
        timeoutMs,
      });
    for (const p of ports) children.push({ port: p });
    // The first one migrates (and seeds) the database; the others then start together.
    children[0].current = await start(0, opts.seed ?? false);
    await Promise.all(
      children.slice(1).map(async (c, i) => {
        c.current = await start(i + 1);
      }),
    );

    const template = fs.readFileSync(path.join(cwd, TEMPLATE), 'utf8');
    const conf = path.join(prefix, 'lb.conf');
    fs.writeFileSync(
      conf,
      renderLbConf(template, {
        listen: `127.0.0.1:${port}`,
        servers: ports.map((p) => `127.0.0.1:${p}`),
        prefix,
        // Running as root, nginx's workers would otherwise be `nobody`, who cannot write here.
        user: process.getuid?.() === 0 ? 'root' : undefined,
      }),
    );
    nginxChild = spawn(nginxBin, ['-p', prefix, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
      cwd: prefix,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginxChild.stdout?.on('data', (c: Buffer) => nginxOut.push(c.toString()));
    nginxChild.stderr?.on('data', (c: Buffer) => nginxOut.push(c.toString()));
    const nginxOutput = () => nginxOut.join('').trimEnd();
    const ng = nginxChild;
    await waitForHealth(url, 15_000, () =>
      alive(ng) ? `nginx:\n${nginxOutput()}` : `nginx exited (${ng.exitCode}):\n${nginxOutput()}`,
    );

    const instances: ClusterInstance[] = children.map((c, index) => ({
      index,
      url: `http://127.0.0.1:${c.port}`,
      wsUrl: `ws://127.0.0.1:${c.port}/ws`,
      get pid() {
        return alive(c.current?.child) ? c.current?.child.pid : undefined;
      },
      alive: () => alive(c.current?.child),
      output: () => c.current?.output() ?? '',
      kill: async (signal = 'SIGKILL') => {
        const child = c.current?.child;
        if (child && alive(child)) await exited(child, signal, 10_000);
      },
      restart: async () => {
        await c.current?.stop();
        c.current = await start(index);
      },
    }));

    return {
      url,
      wsUrl: `ws://127.0.0.1:${port}/ws`,
      databaseUrl,
      redisUrl: opts.redisUrl,
      redisPrefix,
      env,
      instances,
      nginx: {
        get pid() {
          return alive(ng) ? ng.pid : undefined;
        },
        output: nginxOutput,
        reload: async () => {
          ng.kill('SIGHUP');
          // The old workers finish their requests while the new ones take over.
          await new Promise((r) => setTimeout(r, 300));
          await waitForHealth(url, 10_000, nginxOutput);
        },
        stop: () => exited(ng, 'SIGQUIT', 5000),
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function cli() {
  const { values } = parseArgs({
    options: {
      instances: { type: 'string', default: '3' },
      site: { type: 'boolean', default: false },
      port: { type: 'string' },
      'database-url': { type: 'string' },
      'redis-url': { type: 'string' },
      'no-seed': { type: 'boolean', default: false },
    },
  });
  const cluster = await startCluster({
    instances: Number(values.instances),
    apiOnly: !values.site,
    port: values.port ? Number(values.port) : undefined,
    databaseUrl:
      values['database-url'] ??
      process.env.DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: values['redis-url'] ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    seed: !values['no-seed'],
  });
  console.log(`nginx:     ${cluster.url}  (websocket ${cluster.wsUrl})`);
  for (const i of cluster.instances) console.log(`instance ${i.index}: ${i.url}  pid ${i.pid}`);
  console.log(`database:  ${cluster.databaseUrl} (dropped at exit)`);
  console.log(`redis:     ${cluster.redisUrl} prefix ${cluster.redisPrefix}`);
  console.log('Ctrl-C stops the cluster.');
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping…');
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (import.meta.url === `file://${process.argv[1]}`)
  cli().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
