/** What the API project's global setup hands to its teardown (test/global-setup.ts). */
import type { RedisServer } from './redis-server';

export type RedisState = {
  /** The Redis the tests use, when there is one. */
  url?: string;
  /** The redis-server global setup started (not the one of `TEST_REDIS_URL`). */
  server?: RedisServer;
  /** Why there is no Redis. */
  reason?: string;
  /** Where the skipped test files leave their names (test/redis.ts). */
  skippedDir?: string;
  cleanups: (() => void)[];
};

declare global {
  var __testRedis: RedisState | undefined;
}

/** `REQUIRE_REDIS=1` (or any value but empty, 0, false, no, off): no Redis is a failure. */
export function redisRequired(): boolean {
  const v = (process.env.REQUIRE_REDIS ?? '').trim().toLowerCase();
  return !['', '0', 'false', 'no', 'off'].includes(v);
}

/** The multi-line notice; `files` relative to the repository. */
export function skippedNotice(files: string[], reason: string): string {
  const bar = '!'.repeat(78);
  const lines = [
    bar,
    `!! SKIPPED: the Redis-backed tests of ${files.length} file${files.length === 1 ? '' : 's'} did not run.`,
    `!! No Redis: ${reason}.`,
    ...files.map((f) => `!!   ${f}`),
    '!! To run them, install redis-server (the tests start their own on a free port; as',
    '!! root, npm test installs it with apt-get), or set TEST_REDIS_URL=redis://host:6379.',
    '!! REQUIRE_REDIS=1 makes a missing Redis a failure instead (.ci/run sets it).',
    bar,
  ];
  return lines.join('\n');
}

/** To stderr, in bold yellow on a terminal. */
export function printNotice(notice: string): void {
  const tty = process.stderr.isTTY;
  process.stderr.write(`\n${tty ? '\x1b[1;33m' : ''}${notice}${tty ? '\x1b[0m' : ''}\n\n`);
}
