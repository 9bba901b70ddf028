/**
 * Issue 29 §2 "Jobs across instances": three processes running the site's job runner
 * (lib/jobs/runner.ts, as every instance of the site does) on one PostgreSQL database, with the
 * test jobs of test/job-worker.ts (they are in no production runner).
 *
 * - K jobs queued: K runs, each job once, shared among the processes;
 * - a scheduled job is queued once per minute slot, not once per process;
 * - a job whose process is killed (SIGKILL) in the middle of its run is failed by a surviving
 *   process's maintenance after its expireInSeconds and run again there.
 *
 * The instances of scripts/cluster.ts start the same runner with the site's jobs; this test runs
 * bare runners because test jobs must not be in the site's list. Needs PostgreSQL
 * (TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; PGlite cannot be shared
 * between processes): without it the test says so loudly, and fails under CI.
 */
import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const K = 15;

type Worker = { child: ChildProcess; output: () => string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, read: () => Promise<T | undefined>, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe('jobs across instances on one PostgreSQL database', () => {
  const dbName = `t_jobs_${crypto.randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-instances-'));
  let noPostgres = '';
  let client: pg.Client;
  const workers: Worker[] = [];

  async function admin(statement: string) {
    const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  }

  function startWorker(url: string): Promise<Worker> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
    // Jest's options would change how the child's Node runs.
    delete env.NODE_OPTIONS;
    const child = fork('test/job-worker.ts', [], {
      execArgv: ['--import', './scripts/hooks/register.mjs', '--import', 'tsx'],
      env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const chunks: string[] = [];
    const output = () => chunks.join('');
    return new Promise((resolve, reject) => {
      child.stdout?.on('data', (c: Buffer) => {
        chunks.push(c.toString());
        if (output().includes('ready')) resolve({ child, output });
      });
      child.stderr?.on('data', (c: Buffer) => chunks.push(c.toString()));
      child.once('exit', (code) => reject(new Error(`job worker exited (${code}):\n${output()}`)));
    });
  }

  function enqueue(w: Worker, what: 'record' | 'crash', n: number): Promise<string[]> {
    return new Promise((resolve, reject) => {
      w.child.once('message', (m: { ids?: string[]; error?: string }) =>
        m.ids ? resolve(m.ids) : reject(new Error(m.error)),
      );
      w.child.send({ enqueue: what, data: {}, n });
    });
  }

  async function rows<T>(query: string, values: unknown[] = []): Promise<T[]> {
    return (await client.query(query, values)).rows as T[];
  }

  beforeAll(async () => {
    try {
      await admin(`create database ${dbName}`);
    } catch (err) {
      noPostgres = `no PostgreSQL at ${PG_URL}: ${err instanceof Error ? err.message : String(err)}`;
      return;
    }
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query(`create table job_runs (
      n serial primary key, queue text not null, data jsonb not null, job_id uuid not null,
      retry int not null, pid int not null, at timestamptz not null default now())`);
    // Together, as instances start: pg-boss's schema and the queues are made once.
    workers.push(...(await Promise.all([1, 2, 3].map(() => startWorker(url.toString())))));
  }, 60_000);

  afterAll(async () => {
    await Promise.allSettled(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.child.exitCode !== null || w.child.signalCode !== null) return resolve();
            w.child.once('exit', () => resolve());
            w.child.kill('SIGTERM');
            setTimeout(() => w.child.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
    await client?.end();
    if (!noPostgres) await admin(`drop database if exists ${dbName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  function ready(): boolean {
    if (!noPostgres) return true;
    if (process.env.CI)
      throw new Error(`lib/jobs/instances.test.ts needs PostgreSQL: ${noPostgres}`);
    console.warn(`\n*** lib/jobs/instances.test.ts NOT RUN: ${noPostgres} ***\n`);
    return false;
  }

  it('runs each of K queued jobs exactly once, shared among the processes', async () => {
    if (!ready()) return;
    const ids = await enqueue(workers[0], 'record', K);
    expect(new Set(ids).size).toBe(K);
    // Once pg-boss has them all completed none can be fetched again: the rows are final.
    await until('all jobs completed', async () => {
      const [{ n }] = await rows<{ n: number }>(
        `select count(*)::int n from pgboss.job where name = 'test.record' and state = 'completed'`,
      );
      return n === K ? true : undefined;
    });
    const runs = await rows<{ job_id: string; i: number; pid: number }>(
      `select job_id, (data->>'i')::int i, pid from job_runs where queue = 'record'`,
    );
    expect(runs).toHaveLength(K);
    expect(runs.map((r) => r.job_id).sort()).toEqual([...ids].sort());
    expect(runs.map((r) => r.i).sort((a, b) => a - b)).toEqual([...Array(K).keys()]);
    // More than one process took a share.
    expect(new Set(runs.map((r) => r.pid)).size).toBeGreaterThan(1);
  }, 30_000);

  it('queues a scheduled job once per minute slot, not once per process', async () => {
    if (!ready()) return;
    await until('a scheduled run', async () => {
      const r = await rows(
        `select 1 from pgboss.job where name = 'test.cron' and state = 'completed' limit 1`,
      );
      return r.length ? true : undefined;
    });
    const slots = await rows<{ slot: string; n: number }>(
      `select singleton_on::text slot, count(*)::int n from pgboss.job
        where name = 'test.cron' group by singleton_on`,
    );
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots) expect(s.n).toBe(1);
    const completed = await rows<{ id: string }>(
      `select id from pgboss.job where name = 'test.cron' and state = 'completed'`,
    );
    const runs = await rows<{ job_id: string }>(`select job_id from job_runs where queue = 'cron'`);
    for (const { id } of completed) expect(runs.filter((r) => r.job_id === id)).toHaveLength(1);
  }, 30_000);

  it('runs again on another process a job whose process was killed mid-run', async () => {
    if (!ready()) return;
    const [id] = await enqueue(workers[0], 'crash', 1);
    const first = await until('the first run', async () => {
      const [r] = await rows<{ pid: number }>(
        `select pid from job_runs where job_id = $1 and retry = 0`,
        [id],
      );
      return r;
    });
    const victim = workers.find((w) => w.child.pid === first.pid);
    expect(victim).toBeDefined();
    const exited = new Promise((r) => victim!.child.once('exit', r));
    victim!.child.kill('SIGKILL');
    await exited;

    // expireInSeconds (2 s) later a surviving runner's maintenance fails the run; the retry
    // runs on a live process and completes.
    const retried = await until('the retry', async () => {
      const [r] = await rows<{ pid: number; retry: number }>(
        `select pid, retry from job_runs where job_id = $1 and retry > 0`,
        [id],
      );
      return r;
    });
    expect(retried.pid).not.toBe(first.pid);
    expect(workers.some((w) => w.child.pid === retried.pid && w.child.exitCode === null)).toBe(
      true,
    );
    await until('completion', async () => {
      const [r] = await rows<{ state: string }>(`select state from pgboss.job where id = $1`, [id]);
      return r?.state === 'completed' ? true : undefined;
    });
    const runs = await rows<{ retry: number }>(
      `select retry from job_runs where job_id = $1 order by n`,
      [id],
    );
    expect(runs.map((r) => r.retry)).toEqual([0, 1]);
  }, 30_000);
});
