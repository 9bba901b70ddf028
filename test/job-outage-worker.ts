/**
 * A job runner process for lib/jobs/outage.root.test.ts: the site's runner (lib/jobs/runner.ts)
 * with one test job, on the PostgreSQL database in DATABASE_URL, through the site's pool. It
 * installs no process-wide rejection policy (server.ts does, lib/errors/rejections.ts), so a
 * rejection the runner lets escape ends it, as it ended an instance before (issue 29 §3).
 *
 * The job prints `started <n>` and takes RUN_MS before it ends, so the test can stop PostgreSQL
 * while it runs and its completion meets the outage. Over IPC the parent sends `{ n }` to queue
 * one and gets `{ id }` back. Prints `ready` once started; SIGTERM stops it. NODE_ENV=test.
 */
import { closeDb } from '@/lib/db/client';
import { createJobRunner, defineJob } from '@/lib/jobs/runner';

const RUN_MS = Number(process.env.RUN_MS ?? 3000);

const slowJob = defineJob<{ n: number }>(
  'test.outage',
  async ({ n }) => {
    console.log(`started ${n}`);
    await new Promise((r) => setTimeout(r, RUN_MS));
  },
  { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: false },
);

const runner = createJobRunner({ jobs: [slowJob], fast: true, stopTimeoutMs: 500 });
await runner.start();

process.on('message', (m: { n: number }) => {
  runner.enqueue(slowJob, { n: m.n }).then(
    (id) => process.send?.({ id }),
    (err: unknown) => process.send?.({ error: err instanceof Error ? err.message : String(err) }),
  );
});

process.on('SIGTERM', () => {
  void runner
    .stop()
    .then(() => closeDb())
    .finally(() => process.exit(0));
});
console.log('ready');
