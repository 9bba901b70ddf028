import 'server-only';
import PgBoss from 'pg-boss';
import { env } from '@/lib/env';
import { isDatabaseUnavailable } from '@/lib/errors/unavailable';
import { log } from '@/lib/log';
import { inSetupTransaction, jobsDb } from './db';

/**
 * The one job runner (docs/decisions/025-job-runner.md): pg-boss on the site's database, the
 * embedded PGlite or PostgreSQL. A job is a named queue with a handler; several instances on one
 * database share the work, each job runs once (`FOR UPDATE SKIP LOCKED`), a failed run is retried
 * with exponential backoff, and queued jobs are rows, so they survive a restart. A job with a
 * `schedule` (cron, UTC) is queued by pg-boss's clock once per slot whatever the number of
 * instances.
 */

/** What a handler gets besides its data. */
export type JobRun = { id: string; retryCount: number };

export type JobData = Record<string, unknown>;

export type JobDefinition<T extends JobData = JobData> = {
  name: string;
  /** Takes the queued data as `defineJob`'s handler reads it (typed T there). */
  handler: (data: JobData, run: JobRun) => Promise<void>;
  /** Never set: carries T, so `enqueue(job, data)` checks the data against the handler's type. */
  readonly data?: T;
  /** Retries after the first failure (0: none). */
  retryLimit: number;
  /** Seconds before the first retry; with `retryBackoff` it roughly doubles each time. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A run still active after this long counts as failed (a crashed instance) and is retried. */
  expireInSeconds: number;
  /** Cron expression in UTC (five fields: the finest slot is one minute); queued once per slot. */
  schedule?: string;
  /** How often an idle instance looks for a job of this queue. */
  pollingIntervalSeconds: number;
};

export type JobOptions = Partial<Omit<JobDefinition, 'name' | 'handler'>>;

/** A queue name pg-boss accepts, namespaced by the domain: `wallet.expire-orders`. */
const NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

/**
 * Declares a job. Nothing runs until a runner that lists it starts: the composition root
 * (lib/jobs/index.ts) lists the site's jobs; tests start runners with their own lists.
 * Scheduled jobs default to the `stately` policy (at most one queued and one running, so a slow
 * run is never doubled), others to `standard`.
 */
export function defineJob<T extends JobData = JobData>(
  name: string,
  handler: (data: T, run: JobRun) => Promise<void>,
  opts: JobOptions = {},
): JobDefinition<T> {
  if (!NAME.test(name)) throw new Error(`job name ${JSON.stringify(name)}: use a.b-c`);
  return {
    name,
    handler: (data, run) => handler(data as T, run),
    retryLimit: opts.retryLimit ?? 3,
    retryDelaySeconds: opts.retryDelaySeconds ?? 10,
    retryBackoff: opts.retryBackoff ?? true,
    expireInSeconds: opts.expireInSeconds ?? 15 * 60,
    pollingIntervalSeconds: opts.pollingIntervalSeconds ?? (opts.schedule ? 10 : 2),
    ...(opts.schedule ? { schedule: opts.schedule } : {}),
  };
}

export type RunnerOptions = {
  jobs: readonly JobDefinition[];
  /**
   * Tests only: poll every half second and run the clock and maintenance every second, so a test
   * waits for a job in about a second instead of up to a minute. Refused when NODE_ENV is
   * production (the demo and the e2e server included): there it would only load the database.
   */
  fast?: boolean;
  /** How long `stop` waits for running jobs before handing them back to the queue (ms). */
  stopTimeoutMs?: number;
};

export type JobRunner = {
  start: () => Promise<void>;
  /** Stops polling, waits for running jobs (up to stopTimeoutMs), then returns the rest. */
  stop: () => Promise<void>;
  /**
   * Queues a run of `job` (which this runner must list). Answers the job's id, or null when the
   * queue's policy dropped it (a scheduled job already queued). Not inside a database
   * transaction: on PGlite the transaction holds the one connection and this would wait for it.
   */
  enqueue: <T extends JobData>(
    job: JobDefinition<T>,
    data: T,
    opts?: { startAfterSeconds?: number; singletonKey?: string },
  ) => Promise<string | null>;
};

/**
 * pg-boss 10's statements that end a run: its work loop calls `complete` and `fail` without
 * awaiting them (src/manager.js `onFetch`), so their rejection, e.g. the pool's "timeout exceeded
 * when trying to connect" while PostgreSQL restarts, escapes as an unhandled rejection and ended
 * the process (issue 29 §3). Recognised by their text (plans.js `completeJobs`, `failJobs`; a
 * test pins these to pg-boss's own text, so an upgrade that changes them fails it).
 */
export const COMPLETION_SQL = [
  /UPDATE \S+\.job\s+SET completed_on = now\(\),\s+state = 'completed'/,
  /WITH deleted_jobs AS \(\s+DELETE FROM \S+\.job\s+WHERE name = \$1 AND id IN/,
];

/** How long a run's completion is retried while the database is down (then the run expires). */
export const COMPLETION_RETRY_MS = 60_000;

/**
 * The runner's `db`: a run's completion that fails because the database is down is retried
 * every second until it is back (COMPLETION_RETRY_MS at most), so the run is recorded as done
 * instead of being run again after `expireInSeconds`. It never rejects: nobody awaits it. A run
 * still not recorded stays `active` and pg-boss retries it once it expires (handlers are
 * idempotent). Every other statement answers as the database does.
 */
export function settlingDb(db: PgBoss.Db, stopped: () => boolean): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (!COMPLETION_SQL.some((re) => re.test(text))) return db.executeSql(text, values);
      const deadline = Date.now() + COMPLETION_RETRY_MS;
      for (let attempt = 0; ; attempt++) {
        try {
          return await db.executeSql(text, values);
        } catch (err) {
          const retry = isDatabaseUnavailable(err) && Date.now() < deadline && !stopped();
          if (!retry) {
            log().warn({ err, jobs: values?.[1] }, 'job runner: a run could not be recorded');
            return { rows: [{ count: '0' }] };
          }
          if (attempt === 0)
            log().warn({ err: String(err) }, 'job runner: database down, retrying a completion');
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }
    },
  };
}

export function createJobRunner({
  jobs,
  fast = false,
  stopTimeoutMs = 10_000,
}: RunnerOptions): JobRunner {
  if (fast && env().NODE_ENV === 'production')
    throw new Error('job runner: the `fast` test setting is refused in production');
  const names = new Set<string>();
  for (const j of jobs) {
    if (names.has(j.name)) throw new Error(`job ${j.name} is listed twice`);
    names.add(j.name);
  }

  let boss: PgBoss | null = null;
  /** Set by stop: a completion being retried gives up (the run is handed back by expiry). */
  let stopping = false;

  async function start(): Promise<void> {
    if (boss) return;
    stopping = false;
    const b = new PgBoss({
      // pg-boss's defaults otherwise: finished runs are archived after 12 hours and deleted
      // after 7 days, maintenance every 2 minutes, the cron clock every 30 seconds.
      db: settlingDb(jobsDb(), () => stopping),
      ...(fast
        ? {
            maintenanceIntervalSeconds: 1,
            cronMonitorIntervalSeconds: 1,
            cronWorkerIntervalSeconds: 1,
          }
        : {}),
    });
    b.on('error', (err: unknown) => log().warn({ err }, 'job runner error'));
    // pg-boss creates its schema `pgboss` on first start and migrates it on upgrades, under an
    // advisory lock, so instances starting together do it once.
    await b.start();
    try {
      await inSetupTransaction(async (db) => {
        // The same pg-boss API on the setup transaction: nothing is started on it.
        const setup = new PgBoss({ db, supervise: false, schedule: false, migrate: false });
        const scheduled = new Set<string>();
        for (const j of jobs) {
          const queue = {
            policy: j.schedule ? ('stately' as const) : ('standard' as const),
            retryLimit: j.retryLimit,
            retryDelay: j.retryDelaySeconds,
            retryBackoff: j.retryBackoff,
            expireInSeconds: j.expireInSeconds,
          };
          // createQueue leaves an existing queue as it is; updateQueue applies today's settings.
          await setup.createQueue(j.name, { name: j.name, ...queue });
          await setup.updateQueue(j.name, { name: j.name, ...queue });
          if (j.schedule) {
            await setup.schedule(j.name, j.schedule, {}, { tz: 'UTC' });
            scheduled.add(j.name);
          }
        }
        // A schedule whose job this version no longer runs (removed or made one-off) stops here.
        for (const s of await setup.getSchedules())
          if (!scheduled.has(s.name)) await setup.unschedule(s.name);
      });
      for (const j of jobs) {
        await b.work<JobData>(
          j.name,
          {
            batchSize: 1,
            includeMetadata: true,
            pollingIntervalSeconds: fast ? 0.5 : j.pollingIntervalSeconds,
          },
          async ([job]) => {
            const started = Date.now();
            try {
              await j.handler(job.data ?? {}, { id: job.id, retryCount: job.retryCount });
              log().debug({ job: j.name, id: job.id, ms: Date.now() - started }, 'job done');
            } catch (err) {
              log().warn({ err, job: j.name, id: job.id, retry: job.retryCount }, 'job failed');
              throw err;
            }
          },
        );
      }
    } catch (err) {
      await b.stop({ graceful: false, close: false }).catch(() => undefined);
      throw err;
    }
    boss = b;
  }

  async function stop(): Promise<void> {
    const b = boss;
    boss = null;
    stopping = true;
    if (b) await b.stop({ graceful: true, timeout: stopTimeoutMs, wait: true, close: false });
  }

  async function enqueue<T extends JobData>(
    job: JobDefinition<T>,
    data: T,
    opts: { startAfterSeconds?: number; singletonKey?: string } = {},
  ): Promise<string | null> {
    if (!boss) throw new Error(`job runner not started (enqueue ${job.name})`);
    if (!names.has(job.name)) throw new Error(`job ${job.name} is not listed by this runner`);
    return boss.send(job.name, data, {
      ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}),
      ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
    });
  }

  return { start, stop, enqueue };
}
