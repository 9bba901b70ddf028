import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { incomeSettlements, rechargeOrders, users } from '@/lib/db/schema';
import { resetEnvForTests } from '@/lib/env';
import {
  expireOrdersJob,
  settleIncomeJob,
  SITE_JOBS,
  startJobs,
  stopJobs,
  sweepUploadsJob,
} from '@/lib/jobs';
import { createJobRunner, defineJob, type JobRunner } from '@/lib/jobs/runner';
import { AVATAR_FOLDER, storage } from '@/lib/providers/storage';
import { ORPHAN_GRACE_MS } from '@/lib/providers/storage/sweep';
import { post } from '@/lib/wallet/ledger';
import { recordPendingIncome } from '@/lib/wallet/settlement';
import { freshDb } from '@/test/db';
import { withProductionEnv } from '@/test/production-env';
import { auditLedger, idemKey, userBalances } from '@/test/wallet';

/**
 * The job runner (docs/decisions/025-job-runner.md) on this run's database: PGlite, or PostgreSQL
 * when TEST_DATABASE_URL is set. Runners here use the `fast` test setting (half-second polling,
 * the clock every second), so each case waits about a second, not a minute.
 */

let cleanup: () => Promise<void>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-test-'));
const savedDataDir = process.env.DATA_DIR;
beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  resetEnvForTests();
  ({ cleanup } = await freshDb());
});

const runners: JobRunner[] = [];
/** A started runner, stopped after the test. */
async function runner(jobs: Parameters<typeof createJobRunner>[0]['jobs']): Promise<JobRunner> {
  const r = createJobRunner({ jobs, fast: true, stopTimeoutMs: 1000 });
  runners.push(r);
  await r.start();
  return r;
}
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});
afterAll(async () => {
  await stopJobs();
  // A stopped pg-boss worker leaves its queue on its next turn (one second); let it.
  await sleep(1100);
  await cleanup?.();
  if (savedDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = savedDataDir;
  resetEnvForTests();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** A unique job name, so no case sees another's queue. */
const jobName = (what: string) => `test.${what}-${crypto.randomBytes(3).toString('hex')}`;

describe('the job runner', () => {
  it('runs each queued job once with two runners on one database', async () => {
    const runs: { runner: string; i: number }[] = [];
    const make = (tag: string) =>
      defineJob<{ i: number }>(jobName('once'), async ({ i }) => {
        runs.push({ runner: tag, i });
        await sleep(20);
      });
    const a = make('a');
    const b = { ...make('b'), name: a.name };
    const ra = await runner([a]);
    await runner([b]);
    for (let i = 0; i < 8; i++) await ra.enqueue(a, { i });
    await until('8 runs', () => runs.length >= 8);
    await sleep(1000); // Two more polls of each runner: nothing runs twice.
    expect(runs.map((r) => r.i).sort((x, y) => x - y)).toEqual([...Array(8).keys()]);
  });

  it('queues a scheduled job once per minute however many runners run it', async () => {
    const at: number[] = [];
    const job = defineJob(
      jobName('cron'),
      async () => {
        at.push(Date.now());
      },
      { schedule: '* * * * *' },
    );
    const from = Date.now();
    await Promise.all([runner([job]), runner([job]), runner([job])]);
    await until('the first run', () => at.length > 0);
    await sleep(2500); // More turns of every runner's clock.
    // One run for each minute the test touched (the clock may cross a minute meanwhile).
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(from / 60_000) + 1;
    expect(at.length).toBeLessThanOrEqual(minutes);
  });

  it('retries a failing job with growing delays, then it succeeds', async () => {
    const attempts: { at: number; retryCount: number }[] = [];
    const job = defineJob(
      jobName('flaky'),
      async (_data, run) => {
        attempts.push({ at: Date.now(), retryCount: run.retryCount });
        if (attempts.length < 3) throw new Error('not yet');
      },
      { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true },
    );
    const r = await runner([job]);
    const id = await r.enqueue(job, {});
    await until('the third attempt', () => attempts.length >= 3);
    expect(attempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
    // Backoff: at least 1 s before the first retry, at least 2 s before the second.
    expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(1000);
    expect(attempts[2].at - attempts[1].at).toBeGreaterThanOrEqual(2000);
    await until('completion', async () => (await jobState(job.name, id)) === 'completed');
    await sleep(800);
    expect(attempts).toHaveLength(3);
  });

  it('keeps a queued job across a restart: the next runner runs it', async () => {
    const runs: string[] = [];
    const job = defineJob<{ note: string }>(jobName('restart'), async ({ note }) => {
      runs.push(note);
    });
    const first = createJobRunner({ jobs: [job], fast: true });
    await first.start();
    await first.enqueue(job, { note: 'queued before the restart' }, { startAfterSeconds: 1 });
    await first.stop();
    expect(runs).toEqual([]);
    await expect(first.enqueue(job, { note: 'x' })).rejects.toThrow(/not started/);

    await runner([job]);
    await until('the run', () => runs.length > 0);
    expect(runs).toEqual(['queued before the restart']);
  });

  it('refuses the fast test setting in production, and enqueue before start', async () => {
    await withProductionEnv(() => {
      expect(() => createJobRunner({ jobs: [], fast: true })).toThrow(/refused in production/);
    });
    const job = defineJob(jobName('idle'), async () => undefined);
    await expect(createJobRunner({ jobs: [job] }).enqueue(job, {})).rejects.toThrow(/not started/);
    expect(() => createJobRunner({ jobs: [job, job] })).toThrow(/twice/);
    expect(() => defineJob('Bad Name', async () => undefined)).toThrow();
  });
});

async function jobState(name: string, id: string | null): Promise<string | undefined> {
  const rows = await db().execute<{ state: string }>(
    sql`select state from pgboss.job where name = ${name} and id = ${id}::uuid`,
  );
  return (rows as unknown as { rows: { state: string }[] }).rows[0]?.state;
}

describe("the site's jobs", () => {
  it('schedules order expiry, settlement, the upload sweep and grading when the server starts them', async () => {
    expect(SITE_JOBS.map((j) => [j.name, j.schedule])).toEqual([
      ['wallet.expire-orders', '* * * * *'],
      ['wallet.settle-income', '* * * * *'],
      ['uploads.sweep', '17 * * * *'],
      ['experts.grade', '* * * * *'],
      // Queued per notification, after a commit (lib/push): no schedule.
      ['push.deliver', undefined],
      // A scheduled article at its time (lib/publish/jobs.ts), and the sweep for any missed.
      ['news.release', undefined],
      ['news.publish-due', '* * * * *'],
      // Followed teams' line-ups, kick-off soon and full time (lib/push/team-alerts.ts).
      ['push.team-alerts', '* * * * *'],
      // A room held after its stream ended, at the end of its grace, and the sweep (lib/live).
      ['live.stream-grace', undefined],
      ['live.stream-grace-sweep', '* * * * *'],
    ]);
    // A schedule left by a job this version no longer has is dropped.
    const gone = defineJob(jobName('gone'), async () => undefined, { schedule: '0 0 * * *' });
    const old = createJobRunner({ jobs: [gone] });
    await old.start();
    await old.stop();
    await startJobs();
    await startJobs(); // once per process
    const rows = await db().execute<{ name: string; cron: string }>(
      sql`select name, cron from pgboss.schedule order by name`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'experts.grade', cron: '* * * * *' },
      { name: 'live.stream-grace-sweep', cron: '* * * * *' },
      { name: 'news.publish-due', cron: '* * * * *' },
      { name: 'push.team-alerts', cron: '* * * * *' },
      { name: 'uploads.sweep', cron: '17 * * * *' },
      { name: 'wallet.expire-orders', cron: '* * * * *' },
      { name: 'wallet.settle-income', cron: '* * * * *' },
    ]);
    await stopJobs();
  });

  it('expires unpaid orders and settles due income with no one reading them', async () => {
    const n = crypto.randomInt(1_000_000_000, 9_999_999_999);
    const [u] = await db()
      .insert(users)
      .values({ mobile: `86-1${n}`, passwordHash: 'x', nickname: `j${n}`, inviteCode: `J${n}` })
      .returning();
    const order = async (expiresAt: Date) => {
      const [o] = await db()
        .insert(rechargeOrders)
        .values({
          orderNo: `T${crypto.randomBytes(8).toString('hex')}`,
          userId: u.id,
          priceCents: 600,
          currency: 'CNY',
          coinsTenths: 600,
          provider: 'sandbox',
          expiresAt,
        })
        .returning();
      return o.id;
    };
    const status = async (id: number) =>
      (await db().select().from(rechargeOrders).where(eq(rechargeOrders.id, id)))[0].status;
    const pending = async (tenths: number, dueAt: Date) => {
      await db().transaction(async (tx) => {
        const p = await post(tx, {
          kind: 'adjustment',
          key: `test:${idemKey()}`,
          userId: u.id,
          legs: [
            { account: 'promotions', tenths: -tenths },
            { account: 'income_pending', userId: u.id, tenths },
          ],
        });
        await recordPendingIncome(tx, u.id, tenths, p.id);
        await tx
          .update(incomeSettlements)
          .set({ dueAt })
          .where(eq(incomeSettlements.sourceTxId, p.id));
      });
    };
    const expired = await order(new Date(Date.now() - 60_000));
    const open = await order(new Date(Date.now() + 30 * 60_000));
    await pending(1234, new Date(Date.now() - 1000));
    await pending(500, new Date(Date.now() + 3600_000));

    await runner([expireOrdersJob, settleIncomeJob]);
    await until('the order to expire', async () => (await status(expired)) === 3);
    await until('the income to settle', async () => (await userBalances(u.id)).income === 1234);
    expect(await status(open)).toBe(0);
    expect(await userBalances(u.id)).toMatchObject({ income: 1234, income_pending: 500 });
    expect(await auditLedger()).toEqual([]);
  });

  it('sweeps orphaned uploads when its job runs', async () => {
    const url = await storage().put(AVATAR_FOLDER, 'png', Buffer.from('png bytes'));
    const file = path.join(dataDir, url.slice(1));
    const old = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
    fs.utimesSync(file, old, old);
    const r = await runner([sweepUploadsJob]);
    await r.enqueue(sweepUploadsJob, {});
    await until('the sweep', () => !fs.existsSync(file));
  });
});
