/**
 * The parts bench/faults.ts breaks on purpose, all private to the run so it may kill and restart
 * them: a redis-server on a free port without persistence, a PostgreSQL 15 cluster in a temporary
 * directory (initdb + pg_ctl as the `postgres` user, trust authentication), and a small tmpfs for
 * the instances' uploads. Nothing here touches the machine's shared PostgreSQL or Redis.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/api-instance';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const PG_BIN = '/usr/lib/postgresql/15/bin';

function alive(child: ChildProcess | undefined): child is ChildProcess {
  return !!child && child.exitCode === null && child.signalCode === null;
}

export type PrivateRedis = {
  url: string;
  port: number;
  /** Stops the server (SIGKILL: an abrupt outage), keeps the port. */
  kill: () => Promise<void>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

async function waitPort(port: number, timeoutMs: number): Promise<boolean> {
  const net = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (ok) return true;
    await sleep(50);
  }
  return false;
}

/** redis-server on a free port, `--save "" --appendonly no`: a restart loses every key. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    if (!(await waitPort(port, 10_000))) throw new Error(`redis-server did not listen on ${port}`);
  };
  const kill = async () => {
    if (!alive(child)) return;
    const c = child;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await exited;
  };
  await start();
  process.on('exit', () => {
    if (alive(child)) child.kill('SIGKILL');
  });
  return { url: `redis://127.0.0.1:${port}`, port, kill, start, stop: kill };
}

export type PrivatePostgres = {
  /** The server's `postgres` database (startCluster creates a database of its own on it). */
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: what an operator's restart does (connections are terminated). */
  stopServer: () => Promise<'fast' | 'immediate'>;
  startServer: () => Promise<void>;
  /** Stops the server and removes its directory. */
  destroy: () => Promise<void>;
};

function asPostgres(args: string[]): { status: number | null; out: string } {
  const r = spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/** Why a private PostgreSQL cannot be started here, or null. */
export function postgresUnavailable(): string | null {
  if (process.getuid?.() !== 0) return 'not root: runuser -u postgres needs root';
  if (!fs.existsSync(path.join(PG_BIN, 'initdb'))) return `no ${PG_BIN}/initdb`;
  return null;
}

/** A PostgreSQL 15 cluster of its own in a temporary directory, on a free port. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportlive-faults-pg-'));
  fs.chmodSync(dir, 0o755);
  execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const init = asPostgres([
    path.join(PG_BIN, 'initdb'),
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
  ]);
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.out}`);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c max_connections=200',
    '-c shared_buffers=64MB',
  ].join(' ');
  const startServer = async () => {
    const r = asPostgres([
      path.join(PG_BIN, 'pg_ctl'),
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
    if (r.status !== 0) throw new Error(`pg_ctl start failed:\n${r.out}`);
  };
  /** Resolves with the mode that stopped it: `fast`, or `immediate` when fast took over 20 s. */
  const stopServer = async (): Promise<'fast' | 'immediate'> => {
    const ctl = (mode: string) =>
      asPostgres([path.join(PG_BIN, 'pg_ctl'), '-D', data, '-m', mode, '-t', '20', '-w', 'stop']);
    if (ctl('fast').status === 0) return 'fast';
    const r = ctl('immediate');
    if (r.status !== 0) throw new Error(`pg_ctl stop failed:\n${r.out}`);
    return 'immediate';
  };
  await startServer();
  let destroyed = false;
  const destroy = async () => {
    if (destroyed) return;
    destroyed = true;
    asPostgres([path.join(PG_BIN, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop']);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', () => {
    if (!destroyed)
      asPostgres([path.join(PG_BIN, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop']);
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stopServer,
    startServer,
    destroy,
  };
}

export type SmallDisk = {
  dir: string;
  /** Fills the filesystem up to `leaveBytes` free. */
  fill: (leaveBytes: number) => void;
  /** Removes the filler. */
  free: () => void;
  freeBytes: () => number;
  unmount: () => void;
};

/** Why a tmpfs cannot be mounted here, or null. */
export function tmpfsUnavailable(): string | null {
  if (process.getuid?.() !== 0) return 'not root: mounting a tmpfs needs root';
  return null;
}

/** Mounts a tmpfs of `mb` MB at `dir` (created if needed). Root only. */
export function mountSmallDisk(dir: string, mb: number): SmallDisk {
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${mb}m,mode=0777`, 'tmpfs', dir]);
  const filler = path.join(dir, '.filler');
  const freeBytes = () => {
    const s = fs.statfsSync(dir);
    return s.bavail * s.bsize;
  };
  let mounted = true;
  const unmount = () => {
    if (!mounted) return;
    mounted = false;
    spawnSync('umount', ['-l', dir]);
  };
  process.on('exit', unmount);
  return {
    dir,
    freeBytes,
    fill: (leaveBytes) => {
      const size = Math.max(0, freeBytes() - leaveBytes);
      const fd = fs.openSync(filler, 'a');
      try {
        const chunk = Buffer.alloc(64 * 1024, 1);
        let left = size;
        while (left > 0) {
          const n = fs.writeSync(fd, chunk, 0, Math.min(chunk.length, left));
          left -= n;
        }
      } catch {
        // ENOSPC: full already
      } finally {
        fs.closeSync(fd);
      }
    },
    free: () => fs.rmSync(filler, { force: true }),
    unmount,
  };
}
