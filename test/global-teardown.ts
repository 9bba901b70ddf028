/**
 * Global teardown of the Jest API project: removes the run's database templates (test/db.ts),
 * stops the redis-server global setup started, and when there was no Redis prints the notice
 * naming the Redis-backed test files that were skipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { printNotice, skippedNotice } from './redis-state';

/** Drops the PostgreSQL templates named by the marker files, then removes the folder. */
async function removeTemplates(): Promise<void> {
  const dir = process.env.TEST_DB_TEMPLATE_DIR;
  if (!dir) return;
  delete process.env.TEST_DB_TEMPLATE_DIR;
  const url = process.env.TEST_DATABASE_URL;
  const names = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => /^postgres-tpl_\w+$/.test(f))
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    : [];
  if (url && names.length) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (const name of names) {
        if (/^tpl_\w+$/.test(name))
          await admin.query(`drop database if exists ${name} with (force)`);
      }
    } finally {
      await admin.end();
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

export default async function globalTeardown(): Promise<void> {
  await removeTemplates();
  const state = globalThis.__testRedis;
  if (!state) return;
  globalThis.__testRedis = undefined;
  if (state.server) {
    await state.server.stop();
    if (process.env.TEST_REDIS_URL === state.server.url) delete process.env.TEST_REDIS_URL;
  }
  // After the stop: until then the exit and signal handlers still cover an interrupted teardown.
  for (const cleanup of state.cleanups) cleanup();
  if (!state.skippedDir) return;
  let files: string[] = [];
  try {
    files = fs
      .readdirSync(state.skippedDir)
      .map((f) => fs.readFileSync(`${state.skippedDir}/${f}`, 'utf8'))
      .sort();
  } finally {
    fs.rmSync(state.skippedDir, { recursive: true, force: true });
    delete process.env.TEST_REDIS_SKIPPED_DIR;
    delete process.env.TEST_REDIS_UNAVAILABLE;
  }
  if (!files.length) return;
  const notice = skippedNotice(files, state.reason ?? 'unknown');
  // Under `npm test` (scripts/test-all.ts) the notice comes after its last step instead, where
  // the output of the other steps cannot scroll it away.
  const forward = process.env.TEST_REDIS_NOTICE_FILE;
  if (forward) {
    fs.appendFileSync(forward, `${notice}\n`);
    process.stderr.write(
      `\n${files.length} Redis-backed test files skipped: see the notice at the end.\n`,
    );
  } else printNotice(notice);
}
