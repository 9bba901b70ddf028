/**
 * The parts of the capacity bench (bench/capacity.ts, docs/capacity.md) that decide its figures:
 * the options, the open-loop driver (a fixed schedule, requests shed rather than queued without
 * bound), the rates and the bottleneck named from two snapshots, the event-loop lag files the
 * instances write, and finding nginx's workers among the bench's descendants. No timings are
 * asserted; the figures themselves belong to `npm run bench -- --capacity`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { costsFrom, parseCapacityOptions } from '../bench/capacity';
import { DOC_COSTS, model } from '../bench/capacity-model';
import {
  bottleneck,
  descendants,
  heldMemory,
  lagBetween,
  usage,
  type Snapshot,
} from '../bench/capacity-metrics';
import { openLoop } from '../bench/open-loop';

function server(handler: http.RequestListener): Promise<{ url: string; close: () => void }> {
  const s = http.createServer(handler);
  return new Promise((resolve) =>
    s.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(s.address() as AddressInfo).port}`,
        close: () => {
          s.closeAllConnections();
          s.close();
        },
      }),
    ),
  );
}

describe('parseCapacityOptions', () => {
  it('runs every step in the full profile by default', () => {
    expect(parseCapacityOptions(['--capacity'])).toEqual({
      quick: false,
      steps: ['ws', 'chat', 'pages'],
      build: true,
      help: false,
    });
  });

  it('takes --quick, --steps and --no-build', () => {
    expect(parseCapacityOptions(['--quick', '--steps=chat,pages', '--no-build'])).toMatchObject({
      quick: true,
      steps: ['chat', 'pages'],
      build: false,
    });
  });

  it('refuses an unknown step or option', () => {
    expect(() => parseCapacityOptions(['--steps=ws,gifts'])).toThrow('unknown step gifts');
    expect(() => parseCapacityOptions(['--fast'])).toThrow('unknown option --fast');
  });
});

describe('openLoop', () => {
  it('sends rate × duration requests on its schedule and sorts them by kind', async () => {
    const seen: string[] = [];
    const s = await server((req, res) => {
      seen.push(req.url ?? '');
      res.end(req.url === '/missing' ? undefined : 'ok');
    });
    try {
      const urls = [`${s.url}/main`, `${s.url}/news/1`, `${s.url}/news/2`, `${s.url}/main`];
      const r = await openLoop(urls, {
        rate: 40,
        durationMs: 500,
        kindOf: (u) => new URL(u).pathname.split('/')[1],
      });
      expect(r.scheduled).toBe(20);
      expect(r.answered).toBe(20);
      expect(r.ok).toBe(20);
      expect(r.non2xx + r.errors + r.shed).toBe(0);
      expect(seen).toHaveLength(20);
      expect(r.byKind.main.n).toBe(10);
      expect(r.byKind.news.n).toBe(10);
      expect(r.p99).not.toBeNull();
    } finally {
      s.close();
    }
  });

  it('sheds what would exceed maxInFlight instead of waiting for the server', async () => {
    // A server that never answers: a closed-loop driver would send 3 requests and wait.
    const s = await server(() => undefined);
    try {
      const r = await openLoop([`${s.url}/slow`], {
        rate: 50,
        durationMs: 400,
        maxInFlight: 3,
        timeoutMs: 2000,
      });
      expect(r.scheduled).toBe(20);
      expect(r.answered).toBe(0);
      expect(r.errors).toBe(3);
      expect(r.shed).toBe(17);
    } finally {
      s.close();
    }
  });

  it('counts answers other than 2xx apart from the good ones', async () => {
    const s = await server((req, res) => {
      res.statusCode = req.url === '/gone' ? 404 : 200;
      res.end();
    });
    try {
      const r = await openLoop([`${s.url}/gone`, `${s.url}/here`], { rate: 20, durationMs: 500 });
      expect(r.ok).toBe(5);
      expect(r.non2xx).toBe(5);
    } finally {
      s.close();
    }
  });
});

function snap(
  at: number,
  cpu: Record<string, number>,
  machine: [number, number],
  extra: Partial<Snapshot> = {},
): Snapshot {
  return {
    at,
    cpu,
    machine: { busy: machine[0], total: machine[1] },
    redis: null,
    pg: null,
    ...extra,
  };
}

describe('usage and bottleneck', () => {
  it('turns two snapshots into rates per second and % of a core', () => {
    const a = snap(0, { 'instance 0': 1000, nginx: 0 }, [0, 0], {
      redis: { commands: 100, cpuMs: 50, clients: 4, memory: 2 * 1048576 },
      pg: { xacts: 10, inserts: 5, backends: [11, 12], cpuMs: 100 },
    });
    const b = snap(2000, { 'instance 0': 2800, nginx: 200 }, [3000, 4000], {
      redis: { commands: 2102, cpuMs: 250, clients: 4, memory: 3 * 1048576 },
      pg: { xacts: 410, inserts: 205, backends: [11, 12], cpuMs: 300 },
    });
    const u = usage(a, b);
    expect(u.cpu).toEqual({ 'instance 0': 90, nginx: 10 });
    expect(u.machineBusyPercent).toBe(75);
    expect(u.redis).toEqual({ opsPerSec: 1000, cpuPercent: 10, clients: 4, memoryMb: 3 });
    expect(u.postgres).toEqual({
      xactPerSec: 200,
      insertsPerSec: 100,
      backendCpuPercent: 10,
      connections: 2,
    });
    // 3000 ms busy − (1800 + 200 + 200 + 200) ms measured = 600 ms over 2 s: 30% of a core.
    expect(u.othersPercent).toBe(30);
    expect(bottleneck(u, 12)).toBe('CPU of instance 0 (90% of a core)');
  });

  it('names the machine when no process is CPU-bound but the cores are busy', () => {
    const u = usage(
      snap(0, { 'instance 0': 0 }, [0, 0]),
      snap(1000, { 'instance 0': 300 }, [1900, 2000]),
    );
    expect(bottleneck(u, 150)).toMatch(/^the machine's cores \(95% busy, 160% of a core by other/);
    expect(bottleneck(u, 150)).toContain('event-loop lag p99 150 ms');
  });

  it('says so when nothing is busy', () => {
    const u = usage(
      snap(0, { 'instance 0': 0 }, [0, 0]),
      snap(1000, { 'instance 0': 100 }, [200, 2000]),
    );
    expect(bottleneck(u, null)).toBe('no process CPU-bound (busiest: instance 0 10%)');
  });
});

describe('event-loop lag of the instances', () => {
  it('bench/capacity-lag.mjs writes a line a second that lagBetween reads', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'capacity-lag-'));
    try {
      const preload = path.join(process.cwd(), 'bench/capacity-lag.mjs');
      // A process whose loop is blocked for 300 ms once, up until two lines are written.
      const child = spawn(
        process.execPath,
        [
          '--import',
          preload,
          '-e',
          'setTimeout(() => { const t = Date.now(); while (Date.now() - t < 300); }, 200); setTimeout(() => {}, 2600);',
        ],
        { env: { ...process.env, NODE_OPTIONS: '', CAPACITY_LAG_DIR: dir }, stdio: 'ignore' },
      );
      const from = Date.now();
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(0);
      const lines = fs
        .readFileSync(path.join(dir, `${child.pid}.lag`), 'utf8')
        .trim()
        .split('\n');
      expect(lines.length).toBeGreaterThanOrEqual(2);
      const lag = lagBetween(dir, [child.pid!], from - 1000, Date.now());
      expect(lag.max).toBeGreaterThanOrEqual(250);
      expect(lagBetween(dir, [child.pid!], 0, 1000)).toEqual({ p99: null, max: null });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('heldMemory', () => {
  it('asks the preload to collect garbage and reads the memory it writes next', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'capacity-mem-'));
    try {
      const child = spawn(
        process.execPath,
        [
          '--expose-gc',
          '--import',
          path.join(process.cwd(), 'bench/capacity-lag.mjs'),
          '-e',
          'globalThis.kept = Buffer.alloc(8 << 20, 1); setTimeout(() => {}, 6000);',
        ],
        { env: { ...process.env, NODE_OPTIONS: '', CAPACITY_LAG_DIR: dir }, stdio: 'ignore' },
      );
      try {
        const held = await heldMemory(dir, child.pid!);
        expect(held).not.toBeNull();
        // The 8 MiB buffer is external memory the process holds.
        expect(held!.externalMb).toBeGreaterThanOrEqual(8);
        expect(held!.rssMb).toBeGreaterThan(held!.heapMb);
      } finally {
        child.kill('SIGKILL');
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the paper model', () => {
  it('gives docs/capacity.md its load and sizes from the figures it quotes', () => {
    const m = model(DOC_COSTS);
    expect(m.load).toMatchObject({
      topRoomViewers: 14721,
      lastRoomViewers: 29,
      top10Share: 0.43,
      chatMessagesPerSec: 333,
      chatDeliveriesPerSec: 1186858,
      topRoomDeliveriesPerSec: 722401,
      scoreDeliveriesPerSec: 500000,
      pagesPerSec: 833,
    });
    expect(m.instances.totalCores).toBe(25.4);
    expect(m.instances.instances).toBe(43);
    expect(m.postgres.connections).toBe(430);
    expect(m.postgres.xactPerSec).toBe(3983);
    expect(m.redis.commandsPerSec).toBe(1952);
  });

  it("takes the costs a run measured and keeps the page's for the steps it did not run", () => {
    const results = {
      chat: {
        viewers: 1000,
        stages: [
          {
            pass: true,
            rate: 50,
            idleCpuPercent: 2.6,
            redisOpsPerMessage: 4,
            pgInsertsPerMessage: 1,
            usage: {
              cpu: { 'instance 0': 22.6 },
              postgres: { xactPerSec: 180, backendCpuPercent: 6 },
            },
          },
          { pass: false, rate: 100, usage: null },
        ],
      },
    };
    const { costs, measured } = costsFrom(results, 2);
    // (22.6 − 2.6)% over 50 × 1,000 deliveries a second: 0.4% per 1,000.
    expect(costs.chatDeliveryPer1000).toBe(0.4);
    expect(costs.redisOpsPerMessage).toBe(4);
    // 180 transactions/s less the two instances' background (15 each), over 50 messages.
    expect(costs.pgXactPerMessage).toBe(3);
    expect(costs.pushPer1000).toBe(DOC_COSTS.pushPer1000);
    expect(costs.pageMissMs).toBe(DOC_COSTS.pageMissMs);
    expect(measured).toEqual(
      expect.arrayContaining(['chatDeliveryPer1000', 'redisOpsPerMessage', 'pgXactPerMessage']),
    );
    expect(measured).not.toContain('pushPer1000');
  });
});

describe('descendants', () => {
  it('finds processes by command name under a parent, not elsewhere', async () => {
    const child = spawn('sleep', ['5'], { stdio: 'ignore' });
    try {
      await new Promise((r) => child.once('spawn', r));
      expect(descendants(process.pid, 'sleep')).toContain(child.pid);
      expect(descendants(1 << 22, 'sleep')).toEqual([]);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
