/**
 * Issue 29 §3 "PostgreSQL restarted", the job runner's side: a runner process (the site's
 * runner, test/job-outage-worker.ts) on a private PostgreSQL cluster that is stopped while a job
 * runs and started again a few seconds later. pg-boss 10 records a run's end without awaiting
 * it; that rejection used to end the process. Now the process stays up, the run's completion
 * is recorded once the database is back (not run again), and a job queued before the outage
 * runs and completes after it. Needs root (test/root-tests.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PG_BIN, startPrivatePostgres, type PrivatePostgres } from '@/test/private-postgres';
import { describeRoot } from '@/test/root-tests';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, read: () => Promise<T | undefined>, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

describeRoot(
  'the job runner while PostgreSQL is down',
  [`${PG_BIN}/initdb`, '/usr/sbin/runuser'],
  () => {
    let server: PrivatePostgres;
    let child: ChildProcess;
    let exited: number | string | null = null;
    const chunks: string[] = [];
    const output = () => chunks.join('');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-outage-'));

    beforeAll(async () => {
      server = await startPrivatePostgres();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: server.url,
        DATA_DIR: dataDir,
        RUN_MS: '3000',
      };
      // Jest's options would change how the child's Node runs.
      delete env.NODE_OPTIONS;
      child = fork('test/job-outage-worker.ts', [], {
        execArgv: ['--import', './scripts/hooks/register.mjs', '--import', 'tsx'],
        env,
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      child.stdout?.on('data', (c: Buffer) => chunks.push(c.toString()));
      child.stderr?.on('data', (c: Buffer) => chunks.push(c.toString()));
      child.once('exit', (code, signal) => (exited = code ?? signal));
      await until(
        'the runner',
        async () => (output().includes('ready') ? true : undefined),
        60_000,
      );
    }, 120_000);

    afterAll(async () => {
      if (child && exited === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      server?.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    function enqueue(n: number): Promise<string> {
      return new Promise((resolve, reject) => {
        child.once('message', (m: { id?: string; error?: string }) =>
          m.id ? resolve(m.id) : reject(new Error(m.error)),
        );
        child.send({ n });
      });
    }

    async function states(ids: string[]): Promise<Record<string, string>> {
      const c = new pg.Client({ connectionString: server.url, connectionTimeoutMillis: 2000 });
      await c.connect();
      try {
        const r = await c.query<{ id: string; state: string }>(
          'select id, state from pgboss.job where id = any($1::uuid[])',
          [ids],
        );
        return Object.fromEntries(r.rows.map((row) => [row.id, row.state]));
      } finally {
        await c.end();
      }
    }

    test('a run that ends during the outage is recorded after it; a job queued before runs after; the process stays up', async () => {
      const first = await enqueue(1);
      const second = await enqueue(2);
      await until('the first run', async () => (output().includes('started 1') ? true : undefined));
      // The first run ends (3 s) while PostgreSQL is down: its completion fails, and so do the
      // runner's polls for the second job.
      server.stop('fast');
      await sleep(5000);
      expect(exited).toBeNull();
      server.start();

      const done = await until('both jobs completed', async () => {
        const s = await states([first, second]);
        return s[first] === 'completed' && s[second] === 'completed' ? s : undefined;
      });
      expect(done).toEqual({ [first]: 'completed', [second]: 'completed' });
      // The first run was recorded, not run again after expiring; the second ran once.
      expect(output().match(/started 1/g)).toHaveLength(1);
      expect(output().match(/started 2/g)).toHaveLength(1);
      expect(exited).toBeNull();
      expect(output()).not.toMatch(/timeout exceeded|Unhandled|ECONNREFUSED/);
    }, 90_000);
  },
);
