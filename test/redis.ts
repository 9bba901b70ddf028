/**
 * For the Redis-backed test files: `describeRedis` runs its block on the Redis the API project's
 * global setup provides (test/global-setup.ts: `TEST_REDIS_URL`, or a redis-server it started).
 * Without one the block is skipped and the file is named in the notice at the end of the run;
 * with `REQUIRE_REDIS=1` the file fails instead. Each file keeps its keys under its own prefix,
 * so files can share one Redis.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { printNotice, redisRequired, skippedNotice } from './redis-state';

/** The Redis of the Redis-backed tests; empty when there is none (their blocks are skipped). */
export const redisUrl = process.env.TEST_REDIS_URL ?? '';

export function describeRedis(name: string, fn: () => void): void {
  if (redisUrl) {
    describe(name, fn);
    return;
  }
  const reason = process.env.TEST_REDIS_UNAVAILABLE || 'TEST_REDIS_URL is not set';
  if (redisRequired()) {
    throw new Error(`REQUIRE_REDIS is set but there is no Redis for "${name}" (${reason}).`);
  }
  const testPath = expect.getState().testPath ?? name;
  const file = path.relative(process.cwd(), testPath);
  const dir = process.env.TEST_REDIS_SKIPPED_DIR;
  if (dir && fs.existsSync(dir)) {
    const key = crypto.createHash('sha1').update(file).digest('hex');
    fs.writeFileSync(path.join(dir, key), file);
  } else {
    // Not under the API project's global setup: say so here.
    printNotice(skippedNotice([file], reason));
  }
  describe.skip(name, fn);
}
