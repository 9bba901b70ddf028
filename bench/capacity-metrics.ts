/**
 * What bench/capacity.ts reads around each measured step to name its bottleneck: the CPU time of
 * every process taking part (/proc/<pid>/stat), the instances' resident memory and event-loop lag
 * (bench/capacity-lag.mjs, preloaded into them), Redis's commands, CPU, clients and memory (INFO),
 * and PostgreSQL's transactions and inserts on the run's own database (pg_stat_database) with the
 * CPU of that database's backends.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { machineCpuMs, processCpuMs, redisCpuMs } from './cpu';

/** Resident memory of a process in KiB (VmRSS), NaN when it cannot be read. */
export function rssKb(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN);
  } catch {
    return NaN;
  }
}

/** Processes descended from `root` whose command name is `comm` (e.g. the cluster's nginx). */
export function descendants(root: number, comm: string): number[] {
  const parent = new Map<number, number>();
  const name = new Map<number, string>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(entry), Number(fields[1]));
      name.set(Number(entry), stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')));
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  for (const [pid, n] of name) {
    if (n !== comm) continue;
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p))
      if (p === root) {
        out.push(pid);
        break;
      }
  }
  return out;
}

export type Groups = Record<string, () => number[]>;

type PgCounters = { xacts: number; inserts: number; backends: number[]; cpuMs: number };

export type Snapshot = {
  at: number;
  /** CPU ms so far per group of processes (its pids are looked up at each snapshot). */
  cpu: Record<string, number>;
  machine: { busy: number; total: number };
  redis: { commands: number; cpuMs: number; clients: number; memory: number } | null;
  pg: PgCounters | null;
};

async function redisCounters(redis: Redis): Promise<Snapshot['redis']> {
  try {
    const info = await redis.info();
    const get = (k: string) => Number(new RegExp(`^${k}:([\\d.]+)`, 'm').exec(info)?.[1]);
    return {
      commands: get('total_commands_processed'),
      cpuMs: await redisCpuMs(redis),
      clients: get('connected_clients'),
      memory: get('used_memory'),
    };
  } catch {
    return null;
  }
}

async function pgCounters(serverUrl: string, database: string): Promise<PgCounters | null> {
  const c = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    const s = await c.query<{ xacts: string; inserts: string }>(
      'select xact_commit + xact_rollback as xacts, tup_inserted as inserts from pg_stat_database where datname = $1',
      [database],
    );
    const b = await c.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    const backends = b.rows.map((r) => r.pid);
    return {
      xacts: Number(s.rows[0]?.xacts ?? NaN),
      inserts: Number(s.rows[0]?.inserts ?? NaN),
      backends,
      cpuMs: backends.reduce((n, pid) => n + (processCpuMs(pid) || 0), 0),
    };
  } catch {
    return null;
  } finally {
    await c.end().catch(() => undefined);
  }
}

export type Probe = {
  groups: Groups;
  redis: Redis | null;
  /** The PostgreSQL server and the run's database on it. */
  pg: { serverUrl: string; database: string } | null;
};

export async function snapshot(probe: Probe): Promise<Snapshot> {
  const cpu: Record<string, number> = {};
  for (const [k, pids] of Object.entries(probe.groups))
    cpu[k] = pids().reduce((n, pid) => n + (processCpuMs(pid) || 0), 0);
  const [redis, pgc] = await Promise.all([
    probe.redis ? redisCounters(probe.redis) : null,
    probe.pg ? pgCounters(probe.pg.serverUrl, probe.pg.database) : null,
  ]);
  return { at: performance.now(), cpu, machine: machineCpuMs(), redis, pg: pgc };
}

const r1 = (n: number) => (Number.isFinite(n) ? Number(n.toFixed(1)) : null);

export type Usage = {
  seconds: number;
  /** % of one core per group over the window. */
  cpu: Record<string, number | null>;
  machineBusyPercent: number | null;
  /**
   * % of one core the machine spent on anything else than the processes measured here, Redis
   * and the run database's backends: other users of the machine, PostgreSQL's own workers.
   */
  othersPercent: number | null;
  redis: {
    opsPerSec: number | null;
    cpuPercent: number | null;
    clients: number;
    memoryMb: number | null;
  } | null;
  postgres: {
    xactPerSec: number | null;
    insertsPerSec: number | null;
    /** % of one core: the run database's backends (not the WAL writer or checkpointer). */
    backendCpuPercent: number | null;
    connections: number;
  } | null;
};

/** Rates between two snapshots. */
export function usage(a: Snapshot, b: Snapshot): Usage {
  const ms = b.at - a.at;
  const pct = (d: number) => r1((d / ms) * 100);
  const perSec = (d: number) => r1((d / ms) * 1000);
  const cpu: Record<string, number | null> = {};
  for (const k of Object.keys(b.cpu)) cpu[k] = pct(b.cpu[k] - (a.cpu[k] ?? 0));
  // The backends' CPU: only those present at both ends (a pool may open more meanwhile).
  let pgCpu = NaN;
  if (a.pg && b.pg) {
    const common = b.pg.backends.filter((p) => a.pg!.backends.includes(p));
    pgCpu = common.length ? b.pg.cpuMs - a.pg.cpuMs : NaN;
  }
  const busy = b.machine.busy - a.machine.busy;
  const total = b.machine.total - a.machine.total;
  let ours = 0;
  for (const k of Object.keys(b.cpu)) ours += b.cpu[k] - (a.cpu[k] ?? 0);
  if (a.redis && b.redis) ours += b.redis.cpuMs - a.redis.cpuMs || 0;
  if (Number.isFinite(pgCpu)) ours += pgCpu;
  return {
    seconds: r1(ms / 1000) ?? 0,
    cpu,
    machineBusyPercent: total > 0 ? r1((busy / total) * 100) : null,
    othersPercent: pct(Math.max(0, busy - ours)),
    redis:
      a.redis && b.redis
        ? {
            // The INFO calls themselves are two of them.
            opsPerSec: perSec(b.redis.commands - a.redis.commands - 2),
            cpuPercent: pct(b.redis.cpuMs - a.redis.cpuMs),
            clients: b.redis.clients,
            memoryMb: r1(b.redis.memory / 1048576),
          }
        : null,
    postgres:
      a.pg && b.pg
        ? {
            xactPerSec: perSec(b.pg.xacts - a.pg.xacts),
            insertsPerSec: perSec(b.pg.inserts - a.pg.inserts),
            backendCpuPercent: pct(pgCpu),
            connections: b.pg.backends.length,
          }
        : null,
  };
}

/**
 * The bottleneck of a step: the busiest of the processes measured, if it used most of a core
 * (Node, nginx workers and Redis run their work on one thread each), else the machine's cores if
 * they were nearly all busy (the load generator shares them), else none that CPU explains.
 */
export function bottleneck(u: Usage, lagP99: number | null): string {
  const candidates: [string, number][] = Object.entries(u.cpu).filter(
    (e): e is [string, number] => e[1] !== null,
  );
  if (u.redis?.cpuPercent != null) candidates.push(['Redis', u.redis.cpuPercent]);
  if (u.postgres?.backendCpuPercent != null)
    candidates.push(['PostgreSQL backends', u.postgres.backendCpuPercent]);
  candidates.sort((x, y) => y[1] - x[1]);
  const [name, top] = candidates[0] ?? ['?', 0];
  const lag = lagP99 !== null && lagP99 > 100 ? `, event-loop lag p99 ${lagP99} ms` : '';
  if (top >= 80) return `CPU of ${name} (${top}% of a core${lag})`;
  if ((u.machineBusyPercent ?? 0) >= 90)
    return (
      `the machine's cores (${u.machineBusyPercent}% busy, ${u.othersPercent}% of a core by other ` +
      `processes; busiest here: ${name} ${top}%${lag})`
    );
  return `no process CPU-bound (busiest: ${name} ${top}%${lag})`;
}

/**
 * Event-loop lag of the instances, from the files bench/capacity-lag.mjs writes (one line a
 * second: epoch ms, p99 ms, max ms) between two epoch times: the worst second's p99 and max.
 */
export function lagBetween(
  dir: string,
  pids: number[],
  from: number,
  to: number,
): { p99: number | null; max: number | null } {
  let p99 = -1;
  let max = -1;
  for (const pid of pids) {
    let text = '';
    try {
      text = fs.readFileSync(path.join(dir, `${pid}.lag`), 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      const [t, p, m] = line.split(' ').map(Number);
      if (!(t >= from && t <= to + 1000)) continue;
      p99 = Math.max(p99, p);
      max = Math.max(max, m);
    }
  }
  return { p99: p99 < 0 ? null : r1(p99), max: max < 0 ? null : r1(max) };
}

/**
 * The memory an instance really holds: asks bench/capacity-lag.mjs to collect garbage (touches
 * `<dir>/gc`), waits for its next line, and returns RSS, heap used and external memory in MB.
 */
export async function heldMemory(
  dir: string,
  pid: number,
): Promise<{ rssMb: number; heapMb: number; externalMb: number } | null> {
  const asked = Date.now();
  fs.writeFileSync(path.join(dir, 'gc'), String(asked));
  const deadline = asked + 5000;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    let text = '';
    try {
      text = fs.readFileSync(path.join(dir, `${pid}.lag`), 'utf8');
    } catch {
      continue;
    }
    const last = text.trim().split('\n').pop()?.split(' ').map(Number) ?? [];
    // A line written at least 1.1 s after the request follows the collection.
    if (last[0] >= asked + 1100 && last.length >= 6) {
      const mb = (n: number) => Number((n / 1048576).toFixed(1));
      return { rssMb: mb(last[3]), heapMb: mb(last[4]), externalMb: mb(last[5]) };
    }
  }
  return null;
}
