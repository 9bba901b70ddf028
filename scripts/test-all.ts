/**
 * `npm test`: every test — the OpenAPI lint (Redocly), API and domain tests (jest, node, on
 * PGlite), component and client tests (jest, jsdom), then the Playwright e2e suite in Chromium.
 * Stops at the first failure.
 *
 * The API step's global setup starts a redis-server for the Redis-backed tests
 * (test/global-setup.ts). When there is none they are skipped, and the notice naming them is
 * printed here once more after the last step, where the other steps' output cannot hide it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printNotice } from '../test/redis-state';

const vm = {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(),
};
const noticeFile = path.join(os.tmpdir(), `sportlive-redis-notice-${process.pid}.txt`);
const steps: { name: string; cmd: string[]; env?: Record<string, string> }[] = [
  // Redocly lint of the OpenAPI document (0 errors; a few seconds).
  { name: 'openapi', cmd: ['npm', 'run', '--silent', 'lint:openapi'] },
  {
    name: 'api',
    cmd: ['npx', 'jest', '--selectProjects', 'api'],
    env: { ...vm, TEST_REDIS_NOTICE_FILE: noticeFile },
  },
  { name: 'ui', cmd: ['npx', 'jest', '--selectProjects', 'ui'] },
  {
    name: 'e2e',
    cmd: ['node', '--import', './scripts/hooks/register.mjs', '--import', 'tsx', 'scripts/e2e.ts'],
  },
];

process.on('exit', () => {
  let notice = '';
  try {
    notice = fs.readFileSync(noticeFile, 'utf8').trimEnd();
  } catch {
    // No notice: nothing was skipped.
  }
  fs.rmSync(noticeFile, { force: true });
  if (notice) printNotice(notice);
});

const only = process.argv.slice(2);
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  console.log(`\n=== ${step.name} tests ===`);
  const r = spawnSync(step.cmd[0], step.cmd.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  if (r.status !== 0) {
    console.error(`${step.name} tests failed`);
    process.exit(r.status ?? 1);
  }
}
