import { testCounts, timingsTable, wallSeconds } from './step';

/** The per-step table of npm test and .ci/run reads the runners' own closing lines. */
describe('testCounts', () => {
  it('reads Jest’s summary, the last one when there are several', () => {
    const out = [
      'Tests:       1 passed, 1 total',
      'Test Suites: 1 failed, 132 passed, 133 total',
      'Tests:       4 failed, 2 skipped, 1 todo, 2092 passed, 2099 total',
      'Time:        271.632 s',
    ].join('\n');
    expect(testCounts(out)).toEqual({ passed: 2092, failed: 4, skipped: 3 });
  });

  it('reads Playwright’s list reporter, flaky tests counted as passed', () => {
    const out =
      '\x1b[32m  1 flaky\x1b[39m\n    [desktop] › e2e/x.spec.ts\n  2 skipped\n  91 passed (10.5m)\n';
    expect(testCounts(out)).toEqual({ passed: 92, failed: 0, skipped: 2 });
    expect(testCounts('  3 failed\n  89 passed (9m)\n')).toEqual({
      passed: 89,
      failed: 3,
      skipped: 0,
    });
  });

  it('finds nothing in a step that runs no tests', () => {
    expect(testCounts('✔ No problems found\nAll matched files use Prettier code style!')).toEqual(
      {},
    );
  });
});

describe('timingsTable', () => {
  it('lists each step and a total', () => {
    const table = timingsTable([
      { name: 'lint', seconds: 65.2, status: 0 },
      { name: 'api (PGlite)', seconds: 301, passed: 2201, failed: 0, skipped: 0, status: 0 },
      { name: 'e2e', seconds: 9.5, passed: 1, failed: 1, skipped: 0, status: 1 },
    ]);
    expect(table).toContain('| lint         |    1m 05s |');
    expect(table).toContain('| api (PGlite) |    5m 01s |         2201 |');
    expect(table).toMatch(/\| e2e .* exit 1 \|/);
    expect(table).toMatch(/\| total .*6m 16s \|\s+2202 \|\s+1 \|/);
  });

  it('counts steps that ran side by side once, and marks them', () => {
    const rows = [
      { name: 'build', seconds: 40, start: 0, end: 40_000, status: 0 },
      { name: 'e2e', seconds: 280, start: 40_000, end: 320_000, status: 0 },
      { name: 'ui', seconds: 50, start: 40_500, end: 90_500, status: 0 },
      { name: 'install', seconds: 30, status: 0 },
    ];
    expect(wallSeconds(rows)).toBe(350);
    const table = timingsTable(rows);
    expect(table).toMatch(/\| e2e ∥ +\|/);
    expect(table).toMatch(/\| ui ∥ +\|/);
    expect(table).toMatch(/\| build +\|/);
    expect(table).toMatch(/\| total .*5m 50s \|/);
    expect(table).toContain('∥ ran beside another step');
  });
});
