/**
 * `npm test`: every test — API and domain tests (jest, node, on PGlite), component and client
 * tests (jest, jsdom), then the Playwright e2e suite in Chromium. Stops at the first failure.
 */
import { spawnSync } from 'node:child_process';

const vm = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim() };
const steps: { name: string; cmd: string[]; env?: Record<string, string> }[] = [
  { name: 'api', cmd: ['npx', 'jest', '--selectProjects', 'api'], env: vm },
  { name: 'ui', cmd: ['npx', 'jest', '--selectProjects', 'ui'] },
  { name: 'e2e', cmd: ['node', '--import', './scripts/hooks/register.mjs', '--import', 'tsx', 'scripts/e2e.ts'] },
];

const only = process.argv.slice(2);
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  console.log(`\n=== ${step.name} tests ===`);
  const r = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...step.env } });
  if (r.status !== 0) {
    console.error(`${step.name} tests failed`);
    process.exit(r.status ?? 1);
  }
}
