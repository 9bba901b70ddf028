import 'server-only';
import { gradeDue } from '@/lib/experts';
import { streamGraceJob, streamGraceSweepJob } from '@/lib/live/stream-grace';
import { log } from '@/lib/log';
import { sweepOrphanUploads } from '@/lib/providers/storage/sweep';
import { pushDeliverJob } from '@/lib/push/jobs';
import { teamAlertsJob } from '@/lib/push/team-alerts';
import { releaseNewsJob, sweepNewsJob } from '@/lib/publish/jobs';
import { expireOrders } from '@/lib/wallet/recharge';
import { settleDue } from '@/lib/wallet/settlement';
import {
  createJobRunner,
  defineJob,
  type JobData,
  type JobDefinition,
  type JobRunner,
} from './runner';

/**
 * The site's jobs and the process's runner (docs/decisions/025-job-runner.md). server.ts starts
 * it once the database is migrated and stops it before closing the database; tests start their
 * own runners (lib/jobs/runner.test.ts).
 */

/** Recharge orders left unpaid past their 30 minutes become expired (lib/wallet/recharge.ts). */
export const expireOrdersJob = defineJob(
  'wallet.expire-orders',
  async () => {
    const n = await expireOrders();
    if (n) log().info({ expired: n }, 'expired unpaid recharge orders');
  },
  { schedule: '* * * * *' },
);

/** Income whose settlement delay has passed becomes withdrawable (lib/wallet/settlement.ts). */
export const settleIncomeJob = defineJob(
  'wallet.settle-income',
  async () => {
    const moved = await settleDue();
    if (moved) log().info({ tenths: moved }, 'settled due income');
  },
  { schedule: '* * * * *' },
);

/** Uploaded files nothing uses any more (lib/providers/storage/sweep.ts). */
export const sweepUploadsJob = defineJob(
  'uploads.sweep',
  async () => {
    const removed = await sweepOrphanUploads();
    if (removed.length) log().info({ removed: removed.length }, 'removed orphaned uploads');
  },
  // Hourly; a large storage folder may take a while to list.
  { schedule: '17 * * * *', expireInSeconds: 3600 },
);

/**
 * Expert plans of ended matches that are still ungraded (lib/experts: the feed's event grades
 * at once on its own instance; this catches the rest). Idempotent.
 */
export const gradePlansJob = defineJob(
  'experts.grade',
  async () => {
    const n = await gradeDue();
    if (n) log().info({ graded: n }, 'graded expert plans');
  },
  { schedule: '* * * * *' },
);

export const SITE_JOBS: readonly JobDefinition[] = [
  expireOrdersJob,
  settleIncomeJob,
  sweepUploadsJob,
  gradePlansJob,
  // One Web Push notification to one browser, queued after a commit (lib/push/jobs.ts).
  pushDeliverJob,
  // Scheduled news articles go live at their time (lib/publish/jobs.ts).
  releaseNewsJob,
  sweepNewsJob,
  // Followed teams' line-ups, kick-off soon and full time in the message centre
  // (lib/push/team-alerts.ts).
  teamAlertsJob,
  // A room held on air after its stream ended goes off air after the grace period, once
  // (lib/live/stream-grace.ts), and the sweep for any grace job lost.
  streamGraceJob,
  streamGraceSweepJob,
];

// One runner per process, shared with Next's bundles through globalThis like the database handle.
const g = globalThis as unknown as { __jobs?: JobRunner };

/** Starts the process's runner with the site's jobs (after `migrate()`). */
export async function startJobs(): Promise<void> {
  if (g.__jobs) return;
  const runner = createJobRunner({ jobs: SITE_JOBS });
  await runner.start();
  g.__jobs = runner;
}

/** Stops the process's runner (before the database closes). */
export async function stopJobs(): Promise<void> {
  const runner = g.__jobs;
  g.__jobs = undefined;
  await runner?.stop();
}

/** Queues a run of one of the site's jobs on the process's runner (see JobRunner.enqueue). */
export function enqueue<T extends JobData>(
  job: JobDefinition<T>,
  data: T,
  opts?: Parameters<JobRunner['enqueue']>[2],
): Promise<string | null> {
  if (!g.__jobs) return Promise.reject(new Error(`job runner not started (enqueue ${job.name})`));
  return g.__jobs.enqueue(job, data, opts);
}
