import { createRequire } from 'node:module';
import { COMPLETION_SQL } from '@/lib/jobs/runner';

/**
 * lib/jobs/runner.ts recognises pg-boss's run-completion statements by their text (its work loop
 * does not await them). Pinned here to pg-boss's own text, so an upgrade that changes them fails
 * this test instead of silently bringing back the crash of issue 29 §3.
 */
const plans = createRequire(__filename)('pg-boss/src/plans') as Record<
  string,
  (schema: string) => string
>;

describe("the runner's completion statements", () => {
  it("match pg-boss's complete and fail, and none of its other statements", () => {
    const complete = plans.completeJobs('pgboss');
    const fail = plans.failJobsById('pgboss');
    expect(COMPLETION_SQL.some((re) => re.test(complete))).toBe(true);
    expect(COMPLETION_SQL.some((re) => re.test(fail))).toBe(true);
    for (const [name, plan] of Object.entries(plans)) {
      if (name === 'completeJobs' || name === 'failJobsById' || typeof plan !== 'function')
        continue;
      let text: unknown;
      try {
        text = plan('pgboss');
      } catch {
        continue;
      }
      if (typeof text !== 'string') continue;
      expect([name, COMPLETION_SQL.some((re) => re.test(text))]).toEqual([name, false]);
    }
  });
});
