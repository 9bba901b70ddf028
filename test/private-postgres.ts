/**
 * A throw-away PostgreSQL cluster that a test may stop and start (the machine's shared one must
 * never be): initdb in a temporary directory, run as the `postgres` user on a free loopback
 * port. Needs root and the Debian PostgreSQL binaries (test/root-tests.ts gates the tests).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/api-instance';

export const PG_BIN = '/usr/lib/postgresql/15/bin';

export type PrivatePostgres = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  /** pg_ctl stop: `fast` ends every session with 57P01 (a restart), `immediate` as a crash. */
  stop: (mode?: 'fast' | 'immediate') => void;
  /** pg_ctl start on the same port and directory; returns once it accepts connections. */
  start: () => void;
  /** Stops it and removes the directory. */
  destroy: () => void;
};

const asPostgres = (args: string[]) =>
  execFileSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'pipe', timeout: 60_000 });

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportlive-pg-'));
  fs.chmodSync(dir, 0o755);
  const data = path.join(dir, 'data');
  fs.mkdirSync(data, { mode: 0o700 });
  execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  asPostgres([
    `${PG_BIN}/initdb`,
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const log = path.join(dir, 'log');
  let running = false;
  const start = () => {
    asPostgres([`${PG_BIN}/pg_ctl`, '-D', data, '-l', log, '-o', opts, '-w', 'start']);
    running = true;
  };
  const stop = (mode: 'fast' | 'immediate' = 'fast') => {
    if (!running) return;
    asPostgres([`${PG_BIN}/pg_ctl`, '-D', data, '-m', mode, '-w', 'stop']);
    running = false;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    destroy: () => {
      try {
        stop('immediate');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
