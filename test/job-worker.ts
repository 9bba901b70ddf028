/**
 * A job runner process for lib/jobs/instances.redis.test.ts: the site's runner
 * (lib/jobs/runner.ts, what server.ts starts on every instance) with test jobs instead of the
 * site's, on the PostgreSQL database in DATABASE_URL. The test jobs exist only here, never in
 * the production runner (lib/jobs/index.ts lists the site's).
 *
 * Each run writes a row into `job_runs` (the test creates that table in its own database): the
 * queue, the data, the job's id, the retry count and this process's pid. Over IPC the parent
 * asks `{ enqueue: 'record' | 'crash', data }` and gets `{ id }` back. Prints `ready` once the
 * runner is started; SIGTERM stops it. NODE_ENV=test: the runner's `fast` setting is refused in
 * production.
 */
import { sql } from 'drizzle-orm';
import { closeDb, db } from '@/lib/db/client';
import { createJobRunner, defineJob, type JobRun } from '@/lib/jobs/runner';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function record(queue: string, data: Record<string, unknown>, run: JobRun) {
  await db().execute(
    sql`insert into job_runs (queue, data, job_id, retry, pid)
        values (${queue}, ${JSON.stringify(data)}::jsonb, ${run.id}::uuid, ${run.retryCount}, ${process.pid})`,
  );
}

/** One run per queued job: K queued, K rows. */
const recordJob = defineJob<{ i: number }>('test.record', async (data, run) => {
  await record('record', data, run);
  // Long enough that the other runners poll meanwhile and take their share.
  await sleep(100);
});

/** A scheduled job: queued by the runners' clocks once per minute, whatever their number. */
const cronJob = defineJob(
  'test.cron',
  async (data, run) => {
    await record('cron', { ...data, slot: new Date().toISOString().slice(0, 16) }, run);
  },
  { schedule: '* * * * *' },
);

/**
 * A job whose first run never ends (the test kills its process with SIGKILL): after
 * expireInSeconds the maintenance of a surviving runner finds it still active, fails it, and
 * it is retried on a runner that is alive.
 */
const crashJob = defineJob(
  'test.crash',
  async (data, run) => {
    await record('crash', data, run);
    if (run.retryCount === 0) await sleep(10 * 60_000);
  },
  { expireInSeconds: 2, retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false },
);

const jobs = { record: recordJob, crash: crashJob } as const;
const runner = createJobRunner({
  jobs: [recordJob, cronJob, crashJob],
  fast: true,
  stopTimeoutMs: 500,
});
await runner.start();

process.on(
  'message',
  (m: { enqueue: keyof typeof jobs; data: Record<string, unknown>; n: number }) => {
    void (async () => {
      const job = jobs[m.enqueue] as typeof recordJob;
      try {
        const ids = [];
        for (let i = 0; i < (m.n ?? 1); i++) ids.push(await runner.enqueue(job, { ...m.data, i }));
        process.send?.({ ids });
      } catch (err) {
        process.send?.({ error: err instanceof Error ? err.message : String(err) });
      }
    })();
  },
);

process.on('SIGTERM', () => {
  void runner
    .stop()
    .then(() => closeDb())
    .finally(() => process.exit(0));
});
console.log('ready');
