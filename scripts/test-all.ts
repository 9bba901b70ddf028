/**
 * `npm test`: every test — the OpenAPI lint (Redocly), API and domain tests (jest, node, on
 * PGlite), the site's build (only when its sources changed: scripts/build-if-needed.ts), then the
 * Playwright e2e suite in Chromium with the component and client tests (jest, jsdom) beside it.
 * Stops at the first failure, and ends with a table of each step's wall time and test count
 * (scripts/step.ts).
 *
 * The API step's global setup starts a redis-server for the Redis-backed tests
 * (test/global-setup.ts). When there is none they are skipped, and the notice naming them is
 * printed here once more after the last step, where the other steps' output cannot hide it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printNotice } from '../test/redis-state';
import { runStep, timingsTable, type StepRow } from './step';

const vm = {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(),
};
const noticeFile = path.join(os.tmpdir(), `sportlive-redis-notice-${process.pid}.txt`);
const tsx = ['node', '--import', './scripts/hooks/register.mjs', '--import', 'tsx'];
type Step = { name: string; cmd: string[]; env?: Record<string, string>; beside?: string };
const steps: Step[] = [
  // Redocly lint of the OpenAPI document (0 errors; a few seconds).
  { name: 'openapi', cmd: ['npm', 'run', '--silent', 'lint:openapi'] },
  {
    name: 'api (PGlite)',
    cmd: ['npx', 'jest', '--selectProjects', 'api'],
    env: { ...vm, TEST_REDIS_NOTICE_FILE: noticeFile },
  },
  { name: 'build', cmd: [...tsx, 'scripts/build-if-needed.ts'] },
  { name: 'e2e', cmd: [...tsx, 'scripts/e2e.ts'] },
  // In CI the e2e suite runs one worker and mostly waits (for pushes, timers, the browser): the
  // component tests use the cores meanwhile, their output held until they end (decision 023).
  // Elsewhere Playwright runs two workers, and its two-browser coin journeys need the cores.
  {
    name: 'ui',
    cmd: ['npx', 'jest', '--selectProjects', 'ui'],
    ...(process.env.CI ? { beside: 'e2e' } : {}),
  },
  // `.ci/run` sets TEST_PG_PASS_URL: every test file that gets a database (through test/db.ts)
  // runs again on that PostgreSQL server, after the component tests and beside the e2e suite,
  // with one Jest worker so the browser's server keeps a core (decision 023).
  ...(process.env.TEST_PG_PASS_URL
    ? [
        {
          name: 'api (PostgreSQL)',
          cmd: [
            'npx',
            'jest',
            '--selectProjects',
            'api',
            '--maxWorkers=1',
            '--findRelatedTests',
            'test/db.ts',
          ],
          env: { ...vm, TEST_DATABASE_URL: process.env.TEST_PG_PASS_URL },
          ...(process.env.CI ? { beside: 'e2e' } : {}),
        },
      ]
    : []),
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

/** `npm test -- api ui` runs those steps only (by the first word of their names). */
const only = process.argv.slice(2);
const chosen = steps.filter((s) => !only.length || only.includes(s.name.split(' ')[0]));
const rows: StepRow[] = [];
for (const step of chosen) {
  if (step.beside && chosen.some((s) => s.name === step.beside)) continue;
  const beside = chosen.filter((s) => s.beside === step.name);
  console.log(`\n=== ${[step, ...beside].map((s) => s.name).join(' ∥ ')} ===`);
  // The steps beside this one run one after another (each would want both cores to itself).
  const besideInTurn = async () => {
    const rows: StepRow[] = [];
    for (const s of beside) {
      const row = await runStep(s.name, s.cmd, s.env, { held: true });
      rows.push(row);
      if (row.status !== 0) break;
    }
    return rows;
  };
  const [main, besideRows] = await Promise.all([
    runStep(step.name, step.cmd, step.env),
    besideInTurn(),
  ]);
  const done = [main, ...besideRows];
  rows.push(...done);
  const failed = done.filter((r) => r.status !== 0);
  if (failed.length) {
    console.error(`${failed.map((r) => r.name).join(', ')} failed`);
    break;
  }
}
console.log(timingsTable(rows, 'npm test'));
process.exitCode = rows.find((r) => r.status !== 0)?.status ?? 0;
