/**
 * Global setup of the Jest API project: the folder where the run's database templates go
 * (`TEST_DB_TEMPLATE_DIR`, test/db.ts), and a Redis for the Redis-backed tests (`describeRedis`,
 * test/redis.ts).
 *
 * - `TEST_REDIS_URL` set: that Redis, which must answer PING.
 * - Otherwise a `redis-server` of our own (test/redis-server.ts), found on PATH or, as root,
 *   installed with apt-get; its URL goes to the test files as `TEST_REDIS_URL` (workers start
 *   after global setup and inherit the environment). Global teardown stops it.
 * - No Redis to be had: the Redis-backed files are skipped, and global teardown names them in a
 *   loud notice. With `REQUIRE_REDIS=1` (`.ci/run`) that is a failure instead.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { redisRequired, type RedisState } from './redis-state';
import { findRedisServer, installRedisServer, pingRedis, startRedisServer } from './redis-server';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export default async function globalSetup(): Promise<void> {
  const state: RedisState = { cleanups: [] };
  globalThis.__testRedis = state;

  // Workers start after global setup and inherit the environment; teardown removes the folder and
  // drops the PostgreSQL templates it names.
  process.env.TEST_DB_TEMPLATE_DIR = fs.mkdtempSync(
    path.join(os.tmpdir(), 'sportlive-db-templates-'),
  );

  const given = process.env.TEST_REDIS_URL;
  if (given) {
    const err = await pingRedis(given, 5000);
    if (err) throw new Error(`TEST_REDIS_URL=${given} does not answer PING: ${err}`);
    state.url = given;
    return;
  }

  let found = findRedisServer();
  if (!found.bin) {
    const installed = installRedisServer();
    if (installed) found = findRedisServer();
    if (!found.bin && installed) found.reason = `${found.reason}; ${installed}`;
  }
  let reason = found.reason ?? '';
  if (found.bin) {
    try {
      const server = await startRedisServer(found.bin);
      state.server = server;
      state.url = server.url;
      process.env.TEST_REDIS_URL = server.url;
      // Teardown stops it; these cover a Ctrl-C or a Jest that exits without a teardown.
      const onExit = () => server.stopSync();
      const onSignal = (signal: NodeJS.Signals) => {
        server.stopSync();
        for (const s of SIGNALS) process.removeListener(s, onSignal);
        process.kill(process.pid, signal);
      };
      process.on('exit', onExit);
      for (const s of SIGNALS) process.on(s, onSignal);
      state.cleanups.push(() => {
        process.removeListener('exit', onExit);
        for (const s of SIGNALS) process.removeListener(s, onSignal);
      });
      return;
    } catch (err) {
      reason = `redis-server did not start: ${err instanceof Error ? err.message : String(err)}`;
    }
  }

  if (redisRequired()) {
    throw new Error(
      `REQUIRE_REDIS is set but there is no Redis for the Redis-backed tests (${reason}). ` +
        'Install redis-server, or set TEST_REDIS_URL=redis://host:6379.',
    );
  }
  // The skipped files leave their names here (test/redis.ts); teardown prints the notice.
  state.reason = reason;
  state.skippedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportlive-redis-skipped-'));
  process.env.TEST_REDIS_SKIPPED_DIR = state.skippedDir;
  process.env.TEST_REDIS_UNAVAILABLE = reason;
  const dir = state.skippedDir;
  const onExit = () => fs.rmSync(dir, { recursive: true, force: true });
  process.on('exit', onExit);
  state.cleanups.push(() => process.removeListener('exit', onExit));
  console.warn(
    `\nNo Redis (${reason}): the Redis-backed tests will be skipped. See the notice at the end.\n`,
  );
}
