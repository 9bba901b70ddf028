/**
 * CPU figures from /proc (Linux): a process's CPU time, the machine's busy time, and Redis's own
 * (INFO cpu), sampled at the start and end of a measured window.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Redis } from 'ioredis';

let hz = 0;
function clockTicks(): number {
  if (!hz) {
    try {
      hz = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      hz = 100;
    }
  }
  return hz;
}

/** CPU time (user + system) of a process so far, in ms; NaN when it cannot be read. */
export function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ")".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
  } catch {
    return NaN;
  }
}

/**
 * CPU time so far of every process with this command name (`postgres`: the server and all its
 * backends, including other clients' ones), in ms.
 */
export function commandCpuMs(name: string): number {
  let sum = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (comm !== name) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      sum += ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

/** The machine's CPU time so far, in ms summed over its cores: busy and in all. */
export function machineCpuMs(): { busy: number; total: number } {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const f = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already in user).
    const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = f[3] + (f[4] ?? 0);
    return { busy: ((total - idle) * 1000) / clockTicks(), total: (total * 1000) / clockTicks() };
  } catch {
    return { busy: NaN, total: NaN };
  }
}

/** Redis's own CPU time so far (used_cpu_user + used_cpu_sys), in ms; NaN when unknown. */
export async function redisCpuMs(redis: Redis): Promise<number> {
  try {
    const info = await redis.info('cpu');
    const get = (k: string) => Number(new RegExp(`^${k}:([\\d.]+)`, 'm').exec(info)?.[1]);
    return (get('used_cpu_user') + get('used_cpu_sys')) * 1000;
  } catch {
    return NaN;
  }
}

/** A process's CPU rate while left alone: CPU ms per wall second over `ms`. */
export async function idleRate(pid: number | undefined, ms = 2000): Promise<number> {
  const before = processCpuMs(pid);
  const t = performance.now();
  await new Promise((r) => setTimeout(r, ms));
  return ((processCpuMs(pid) - before) / (performance.now() - t)) * 1000;
}
