/**
 * `npm run bench -- --capacity [--quick] [--steps=ws,chat,pages]`: figures for capacity
 * (issue 29 §4, docs/capacity.md). Everything goes through nginx in front of the instances
 * (scripts/cluster.ts) on PostgreSQL and Redis, and each figure comes with its bottleneck: the
 * CPU of every process taking part (the instances, nginx, Redis, the database's backends, the
 * load generators), the instances' event-loop lag and memory, Redis's commands a second and
 * PostgreSQL's transactions and inserts a second (bench/capacity-metrics.ts).
 *
 * 1. `ws`: idle viewers (football scores + one chat room) on ONE instance, added in steps; at
 *    each step probe pushes fan out to all of them (push → receipt p99) and a sample sends a
 *    heartbeat (round trip p99). Stops when a p99 passes its limit, clients fail or drop.
 * 2. `chat`: one room with `viewers` clients on one instance, the send rate raised step by step
 *    (bench/chat.ts's run, with the rate limits on) until delivery p99 passes 1 s or a message
 *    is refused, lost or answered too slowly: per-message CPU, Redis commands and inserts.
 * 3. `pages`: an open-loop mix of real pages (home, /football, match pages, articles, /live) at
 *    rising rates, on one instance and then on two (the whole site, a build in NEXT_DIST_DIR, by
 *    default .next-bench): the highest rate with p99 ≤ 200 ms.
 *
 * One cluster serves all three: two instances, nginx's upstream narrowed to the first for the
 * one-instance steps (its configuration rewritten and reloaded). Redis is a private
 * `redis-server` on a free port (so its INFO counts only this run) unless BENCH_REDIS_URL is set;
 * PostgreSQL is BENCH_DATABASE_URL / TEST_DATABASE_URL / postgres://postgres@127.0.0.1:5432/test,
 * where the cluster creates (and drops) a database of its own. Results: bench/capacity-results.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { forkChild, type ChildRpc } from './child-rpc';
import { Redis } from 'ioredis';
import { freePort } from '../scripts/api-instance';
import { buildIfNeeded } from '../scripts/build-if-needed';
import { startCluster, type Cluster } from '../scripts/cluster';
import { liveRoom, measure as measureChat } from './chat';
import type {
  AddMessage,
  CapacityChildMessage,
  CollectedMessage,
  PingedMessage,
} from './capacity-clients';
import { PROBE_BASE } from './capacity-clients';
import {
  bottleneck,
  descendants,
  heldMemory,
  lagBetween,
  rssKb,
  snapshot,
  usage,
  type Probe,
  type Usage,
} from './capacity-metrics';
import { DOC_COSTS, model, printModel, type Costs } from './capacity-model';
import { idleRate } from './cpu';
import { openLoop, type OpenLoopResult } from './open-loop';
import { stop as stopChild } from './processes';
import { git, machine } from './report';

const RESULTS = path.join(import.meta.dirname, 'capacity-results.json');
const log = (line: string) => console.log(`[capacity] ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const r1 = (n: number) => (Number.isFinite(n) ? Number(n.toFixed(1)) : null);

/** Limits that end a step's ramp. */
export const LIMITS = {
  /** ws: push → receipt p99 (the push budget of bench/push.ts). */
  pushP99Ms: 250,
  /** ws: heartbeat round trip p99. */
  heartbeatP99Ms: 500,
  /** chat: send → receipt p99. */
  chatP99Ms: 1000,
  /** pages: request p99 (from its scheduled time). */
  pageP99Ms: 200,
  /** ws: stop before the instance holds this share of the machine's memory. */
  memoryShare: 0.5,
};

type Profile = {
  wsStages: number[];
  pushRate: number;
  pushSeconds: number;
  chatViewers: number;
  chatRates: number[];
  chatSeconds: number;
  pageRates: { start: number; factor: number; steps: number };
  pageSeconds: number;
  clientProcesses: number;
  dayMatches: number;
};

const QUICK: Profile = {
  wsStages: [250, 500, 1000],
  pushRate: 4,
  pushSeconds: 3,
  chatViewers: 300,
  chatRates: [20, 50, 100],
  chatSeconds: 4,
  pageRates: { start: 10, factor: 2, steps: 4 },
  pageSeconds: 4,
  clientProcesses: 2,
  dayMatches: 100,
};

const FULL: Profile = {
  // nginx's 16384 worker connections hold about 8,000 websockets (two connections each).
  wsStages: [1000, 2000, 3000, 4000, 5000, 6000, 7000],
  pushRate: 4,
  pushSeconds: 5,
  chatViewers: 1000,
  chatRates: [50, 100, 200, 300, 450, 600],
  chatSeconds: 8,
  pageRates: { start: 20, factor: 1.35, steps: 12 },
  pageSeconds: 8,
  clientProcesses: 3,
  dayMatches: 300,
};

export const CAPACITY_USAGE = `npm run bench -- --capacity [--quick] [--steps=ws,chat,pages] [--no-build]

  --quick        a small run for development (about 3 min); the full one takes up to 15 min
  --steps=…      which steps, comma-separated (default ws,chat,pages)
  --no-build     use the build in NEXT_DIST_DIR as it is (the pages step), even if sources changed

  BENCH_REDIS_URL=redis://…       a Redis to use instead of a private redis-server
  BENCH_DATABASE_URL=postgres://… the PostgreSQL server the cluster creates its database on
  NEXT_DIST_DIR=.next-…           the build of the pages step (default .next-bench)`;

type Opts = { quick: boolean; steps: string[]; build: boolean; help: boolean };

export function parseCapacityOptions(argv: string[]): Opts {
  const o: Opts = { quick: false, steps: ['ws', 'chat', 'pages'], build: true, help: false };
  for (const a of argv) {
    if (a === '--capacity') continue;
    else if (a === '--quick') o.quick = true;
    else if (a === '--no-build') o.build = false;
    else if (a === '--help' || a === '-h') o.help = true;
    else if (a.startsWith('--steps=')) {
      o.steps = a.slice(8).split(',').filter(Boolean);
      const bad = o.steps.find((s) => !['ws', 'chat', 'pages'].includes(s));
      if (bad) throw new Error(`unknown step ${bad}\n\n${CAPACITY_USAGE}`);
    } else throw new Error(`unknown option ${a}\n\n${CAPACITY_USAGE}`);
  }
  return o;
}

// ---- the cluster and what is measured around it ---------------------------------------------

type Env = {
  cluster: Cluster;
  redis: Redis;
  probe: (extra?: Record<string, () => number[]>) => Probe;
  lagDir: string;
  /** Routes nginx to the first `n` instances (rewrites its configuration and reloads it). */
  route: (n: number) => Promise<void>;
  ids: { matches: number[]; articles: number[]; rooms: number[] } | null;
};

async function privateRedis(): Promise<{ url: string; child: ChildProcess } | null> {
  const found = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (found.status !== 0) return null;
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const r = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => 200,
  });
  r.on('error', () => undefined);
  for (let i = 0; i < 50; i++) {
    try {
      await r.connect();
      await r.ping();
      r.disconnect();
      return { url, child };
    } catch {
      await sleep(100);
    }
  }
  r.disconnect();
  child.kill('SIGKILL');
  throw new Error('the private redis-server did not start');
}

function nginxConfPath(pid: number | undefined): string {
  if (pid === undefined) throw new Error('nginx is not running');
  // nginx rewrites its title: "nginx: master process /usr/sbin/nginx -p … -c …/lb.conf …".
  const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  const conf = /(?:^|\s)-c\s+(\S+)/.exec(cmdline)?.[1];
  if (!conf) throw new Error('nginx runs without -c');
  return conf;
}

// ---- step 1: websocket clients per instance ------------------------------------------------

type Worker = ChildRpc<CapacityChildMessage>;

const startWorker = (): Worker =>
  forkChild<CapacityChildMessage>(path.join(import.meta.dirname, 'capacity-clients.ts'), [
    '--import',
    'tsx',
  ]);

async function guestAccounts(url: string, n: number): Promise<{ id: string; sig: string }[]> {
  const out: { id: string; sig: string }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      const res = await fetch(`${url}/api/Universal/imTouristAccount`, {
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await res.json()) as { code: number; data: { id: string; sig: string } };
      if (body.code !== 0) throw new Error(`imTouristAccount answered code ${body.code}`);
      out[i] = body.data;
    }
  };
  await Promise.all(Array.from({ length: Math.min(32, n) }, worker));
  return out;
}

function slope(points: [number, number][]): number | null {
  const pts = points.filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
  if (pts.length < 2) return null;
  const mx = pts.reduce((a, [x]) => a + x, 0) / pts.length;
  const my = pts.reduce((a, [, y]) => a + y, 0) / pts.length;
  const sxx = pts.reduce((a, [x]) => a + (x - mx) ** 2, 0);
  const sxy = pts.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0);
  return sxx ? r1(sxy / sxx) : null;
}

function percentile(values: number[], q: number): number | null {
  if (!values.length) return null;
  const s = Float64Array.from(values).sort();
  return r1(s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]);
}

type WsStage = {
  clients: number;
  failed: number;
  dropped: number;
  rssMb: number | null;
  heldMemory: { rssMb: number; heapMb: number; externalMb: number } | null;
  rssPer1000Mb: number | null;
  pushP50: number | null;
  pushP99: number | null;
  /** Probe frames received ÷ (clients × probes). */
  pushComplete: number | null;
  heartbeatP99: number | null;
  heartbeatUnanswered: number;
  deliveriesPerSec: number;
  /** % of a core with the clients connected and no pushes. */
  idleCpuPercent: number | null;
  cpuPer1000PushesPerSec: number | null;
  lag: { p99: number | null; max: number | null };
  usage: Usage;
  bottleneck: string;
  pass: boolean;
  why: string[];
};

async function wsStep(env: Env, p: Profile) {
  await env.route(1);
  const inst = env.cluster.instances[0];
  const pid = inst.pid;
  const room = await liveRoom(env.cluster.url);
  const workers = Array.from({ length: p.clientProcesses }, startWorker);
  const stages: WsStage[] = [];
  let rss0 = NaN;
  let held0: Awaited<ReturnType<typeof heldMemory>> = null;
  const memLimitKb = (os.totalmem() / 1024) * LIMITS.memoryShare;
  try {
    await sleep(1000);
    rss0 = rssKb(pid);
    held0 = pid ? await heldMemory(env.lagDir, pid) : null;
    let have = 0;
    for (const target of p.wsStages) {
      const need = target - have;
      const t0 = Date.now();
      const accounts = await guestAccounts(env.cluster.url, need);
      const added = await Promise.all(
        workers.map((w, wi) =>
          w.request(
            {
              type: 'add',
              url: env.cluster.wsUrl,
              accounts: accounts.filter((_, i) => i % workers.length === wi),
              group: room.group,
              concurrency: 25,
            } satisfies AddMessage,
            'added',
          ),
        ),
      );
      const open = added.reduce((n, a) => n + a.open, 0);
      const failed = added.reduce((n, a) => n + a.failed, 0);
      have = target;
      log(
        `ws: ${open} clients open (${failed} failed${failed ? `: ${added.find((a) => a.error)?.error}` : ''}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
      );
      await sleep(2000);
      await Promise.all(workers.map((w) => w.request({ type: 'collect' }, 'collected')));
      const probe = env.probe({ clients: () => workers.map((w) => w.child.pid!) });
      // The instance's CPU with the clients connected and no pushes (their heartbeats only).
      const idle = await idleRate(pid, 2000);
      const a = await snapshot(probe);
      const from = Date.now();
      const probes = Math.round(p.pushRate * p.pushSeconds);
      const fired = Array.from({ length: probes }, (_, k) =>
        sleep((k * 1000) / p.pushRate).then(() =>
          fetch(`${inst.url}/api/__test/push`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ type: 'score', sport: 'football', match_id: PROBE_BASE + k }),
            signal: AbortSignal.timeout(10_000),
          })
            .then((r) => r.ok)
            .catch(() => false),
        ),
      );
      const pinged: Promise<PingedMessage[]> = Promise.all(
        workers.map((w) =>
          w.request(
            {
              type: 'ping',
              sample: Math.ceil(300 / workers.length),
              spreadMs: p.pushSeconds * 1000,
            },
            'pinged',
          ),
        ),
      );
      const ok = (await Promise.all(fired)).filter(Boolean).length;
      const pings = await pinged;
      await sleep(1000);
      const b = await snapshot(probe);
      const to = Date.now();
      const collected: CollectedMessage[] = await Promise.all(
        workers.map((w) => w.request({ type: 'collect' }, 'collected')),
      );
      const lat = collected.flatMap((c) => c.latencies);
      const rtts = pings.flatMap((x) => x.rtts);
      const u = usage(a, b);
      const rss = rssKb(pid);
      const held = pid ? await heldMemory(env.lagDir, pid) : null;
      const lag = lagBetween(env.lagDir, pid ? [pid] : [], from, to);
      const deliveriesPerSec = (open * ok) / p.pushSeconds;
      const instCpu = u.cpu['instance 0'];
      const dropped = collected.reduce((n, c) => n + c.dropped, 0);
      const stage: WsStage = {
        clients: open,
        failed,
        dropped,
        rssMb: r1(rss / 1024),
        heldMemory: held,
        // After a garbage collection: RSS over the baseline without clients, per 1,000.
        rssPer1000Mb: open && held && held0 ? r1(((held.rssMb - held0.rssMb) / open) * 1000) : null,
        pushP50: percentile(lat, 0.5),
        pushP99: percentile(lat, 0.99),
        pushComplete: open * ok ? r1((lat.length / (open * ok)) * 100) : null,
        heartbeatP99: percentile(rtts, 0.99),
        heartbeatUnanswered: pings.reduce((n, x) => n + x.unanswered, 0),
        deliveriesPerSec: Math.round(deliveriesPerSec),
        idleCpuPercent: r1(idle / 10),
        // The CPU the pushes added over the idle rate, per 1,000 deliveries a second.
        cpuPer1000PushesPerSec:
          instCpu !== null && deliveriesPerSec > 0
            ? r1(Math.max(0, instCpu - idle / 10) / (deliveriesPerSec / 1000))
            : null,
        lag,
        usage: u,
        bottleneck: bottleneck(u, lag.p99),
        pass: true,
        why: [],
      };
      if ((stage.pushP99 ?? Infinity) > LIMITS.pushP99Ms)
        stage.why.push(`push p99 ${stage.pushP99} ms > ${LIMITS.pushP99Ms}`);
      if ((stage.heartbeatP99 ?? Infinity) > LIMITS.heartbeatP99Ms || stage.heartbeatUnanswered)
        stage.why.push(`heartbeat p99 ${stage.heartbeatP99} ms`);
      if ((stage.pushComplete ?? 0) < 99.9)
        stage.why.push(`pushes delivered ${stage.pushComplete}%`);
      if (failed > need * 0.01 || dropped) stage.why.push(`${failed} failed, ${dropped} dropped`);
      if (rss > memLimitKb) stage.why.push(`RSS ${stage.rssMb} MB`);
      stage.pass = stage.why.length === 0;
      stages.push(stage);
      log(
        `ws ${open}: push p99 ${stage.pushP99} ms (${stage.pushComplete}%), heartbeat p99 ${stage.heartbeatP99} ms, ` +
          `RSS ${stage.rssMb} MB, instance ${instCpu}% CPU, lag p99 ${lag.p99} ms → ${stage.pass ? 'ok' : stage.why.join('; ')}`,
      );
      if (!stage.pass) break;
    }
  } finally {
    await Promise.allSettled(
      workers.map(async (w) => {
        w.child.send({ type: 'close' });
        await stopChild(w.child, 3000);
      }),
    );
  }
  const passed = stages.filter((s) => s.pass);
  const best = passed[passed.length - 1];
  const failedStage = stages.find((s) => !s.pass);
  return {
    room: room.id,
    pushRate: p.pushRate,
    stages,
    maxClients: best?.clients ?? 0,
    rssBaseMb: r1(rss0 / 1024),
    rssPer1000Mb: best?.rssPer1000Mb ?? null,
    /** Least squares over every step (RSS against clients): steadier than one step's delta. */
    heldMemoryAtStart: held0,
    rssSlopePer1000Mb: slope([
      [0, held0?.rssMb ?? NaN],
      ...stages.map((s): [number, number] => [s.clients / 1000, s.heldMemory?.rssMb ?? NaN]),
    ]),
    /** The JavaScript heap and external memory (buffers) per 1,000 clients, after a collection. */
    heapSlopePer1000Mb: slope([
      [0, held0 ? held0.heapMb + held0.externalMb : NaN],
      ...stages.map((s): [number, number] => [
        s.clients / 1000,
        s.heldMemory ? s.heldMemory.heapMb + s.heldMemory.externalMb : NaN,
      ]),
    ]),
    cpuPer1000PushesPerSec: best?.cpuPer1000PushesPerSec ?? null,
    /** nginx's CPU (% of a core) per 1,000 frames a second it relays to clients. */
    nginxCpuPer1000PushesPerSec:
      best && best.deliveriesPerSec > 0 && best.usage.cpu.nginx !== null
        ? r1(best.usage.cpu.nginx / (best.deliveriesPerSec / 1000))
        : null,
    limitedBy: failedStage
      ? `${failedStage.why.join('; ')} at ${failedStage.clients}; ${failedStage.bottleneck}`
      : `not reached: the ramp ended at ${best?.clients ?? 0} (${best?.bottleneck ?? '?'})`,
  };
}

// ---- step 2: chat messages per second per room ----------------------------------------------

type ChatStage = {
  rate: number;
  viewers: number;
  p50: number | null;
  p99: number | null;
  accepted: number;
  messages: number;
  missing: number;
  answerRate: number | null;
  refusals: Record<string, number>;
  /** % of a core with the viewers joined and no messages. */
  idleCpuPercent: number | null;
  cpuMsPerMessage: number | null;
  redisOpsPerMessage: number | null;
  pgInsertsPerMessage: number | null;
  pgXactPerMessage: number | null;
  clientCpuPercent: number[];
  lag: { p99: number | null; max: number | null };
  usage: Usage | null;
  bottleneck: string;
  pass: boolean;
  why: string[];
};

async function chatStep(env: Env, p: Profile) {
  await env.route(1);
  const inst = env.cluster.instances[0];
  const stages: ChatStage[] = [];
  // The profile's rates upwards; if the first one fails, halves of it downwards (to 5/s).
  const rates = [...p.chatRates];
  for (let i = 0; i < rates.length; i++) {
    const rate = rates[i];
    const senders = Math.min(p.chatViewers, Math.ceil(rate * 2));
    let a: Awaited<ReturnType<typeof snapshot>> | null = null;
    let b: Awaited<ReturnType<typeof snapshot>> | null = null;
    let from = 0;
    let to = 0;
    const probe = env.probe();
    const extra = (await measureChat(
      { log: (l) => log(`chat ${rate}/s: ${l}`) },
      {
        clients: p.chatViewers,
        rate,
        seconds: p.chatSeconds,
        senders,
        workers: p.clientProcesses,
        redisUrl: env.cluster.redisUrl,
        databaseUrl: '',
      },
      [{ httpUrl: env.cluster.url, wsUrl: env.cluster.wsUrl, pid: inst.pid, label: 'instance 0' }],
      env.redis,
      {
        start: async () => {
          from = Date.now();
          a = await snapshot(probe);
        },
        end: async () => {
          b = await snapshot(probe);
          to = Date.now();
        },
      },
    )) as {
      sendToReceipt: { p50: number | null; p99: number | null };
      accepted: number;
      messages: number;
      missing: number;
      answerRate: number | null;
      refusals: Record<string, number>;
      cpu: { clientProcesses: (number | null)[]; servers: { idleCpuPercent: number | null }[] };
    };
    const u = a && b ? usage(a, b) : null;
    const lag = lagBetween(env.lagDir, inst.pid ? [inst.pid] : [], from, to);
    const perMessage = (v: number | null | undefined) =>
      v === null || v === undefined ? null : Number((v / rate).toFixed(2));
    const cpu = u?.cpu['instance 0'];
    const idleCpu = extra.cpu.servers[0]?.idleCpuPercent ?? null;
    const stage: ChatStage = {
      rate,
      viewers: p.chatViewers,
      p50: extra.sendToReceipt.p50,
      p99: extra.sendToReceipt.p99,
      accepted: extra.accepted,
      messages: extra.messages,
      missing: extra.missing,
      answerRate: extra.answerRate,
      refusals: extra.refusals,
      idleCpuPercent: idleCpu,
      // (% of a core − idle) ÷ messages a second × 10 = CPU ms per message, fan-out included.
      cpuMsPerMessage:
        cpu == null ? null : Number(((Math.max(0, cpu - (idleCpu ?? 0)) * 10) / rate).toFixed(2)),
      redisOpsPerMessage: perMessage(u?.redis?.opsPerSec),
      pgInsertsPerMessage: perMessage(u?.postgres?.insertsPerSec),
      pgXactPerMessage: perMessage(u?.postgres?.xactPerSec),
      clientCpuPercent: extra.cpu.clientProcesses.map((v) => v ?? 0),
      lag,
      usage: u,
      bottleneck: u ? bottleneck(u, lag.p99) : '?',
      pass: true,
      why: [],
    };
    if ((stage.p99 ?? Infinity) > LIMITS.chatP99Ms)
      stage.why.push(`delivery p99 ${stage.p99} ms > ${LIMITS.chatP99Ms}`);
    if (stage.accepted < stage.messages)
      stage.why.push(`${stage.messages - stage.accepted} not accepted`);
    if (stage.missing) stage.why.push(`${stage.missing} deliveries missing`);
    if ((stage.answerRate ?? 0) < rate * 0.9) stage.why.push(`answers at ${stage.answerRate}/s`);
    stage.pass = stage.why.length === 0;
    stages.push(stage);
    log(
      `chat ${rate}/s to ${p.chatViewers}: p99 ${stage.p99} ms, ${stage.cpuMsPerMessage} CPU ms, ` +
        `${stage.redisOpsPerMessage} Redis ops, ${stage.pgInsertsPerMessage} inserts per message → ` +
        `${stage.pass ? 'ok' : stage.why.join('; ')} (${stage.bottleneck})`,
    );
    if (!stage.pass && stages.every((x) => !x.pass) && rate / 2 >= 5) {
      rates.splice(i + 1, rates.length, Math.round(rate / 2));
      continue;
    }
    if (!stage.pass) break;
  }
  const passed = stages.filter((s) => s.pass).sort((x, y) => x.rate - y.rate);
  const best = passed[passed.length - 1];
  const failedStage = stages
    .filter((s) => !s.pass && s.rate > (best?.rate ?? 0))
    .sort((x, y) => x.rate - y.rate)[0];
  return {
    viewers: p.chatViewers,
    stages,
    maxRate: best?.rate ?? 0,
    limitedBy: failedStage
      ? `${failedStage.why.join('; ')} at ${failedStage.rate}/s; ${failedStage.bottleneck}`
      : `not reached: the ramp ended at ${best?.rate ?? 0}/s (${best?.bottleneck ?? '?'})`,
  };
}

// ---- step 3: page requests per second per instance -----------------------------------------

/** The page mix: of every 10 requests, 3 home, 2 /football, 2 match pages, 1 article, 2 /live. */
function pageMix(base: string, ids: NonNullable<Env['ids']>): string[] {
  const pick = (xs: number[], i: number) => xs[i % Math.max(1, xs.length)];
  const out: string[] = [];
  for (let i = 0; i < 60; i++) {
    out.push(`${base}/main`, `${base}/football`, `${base}/main`);
    if (ids.matches.length) out.push(`${base}/score-detail?id=${pick(ids.matches, i)}`);
    if (ids.rooms.length) out.push(`${base}/live?id=${pick(ids.rooms, i)}`);
    out.push(`${base}/main`, `${base}/football`);
    if (ids.articles.length) out.push(`${base}/news/${pick(ids.articles, i)}`);
    if (ids.matches.length) out.push(`${base}/score-detail?id=${pick(ids.matches, i + 7)}`);
    if (ids.rooms.length) out.push(`${base}/live?id=${pick(ids.rooms, i + 3)}`);
  }
  return out;
}

type PageStage = OpenLoopResult & {
  instances: number;
  cpuMsPerRequest: number | null;
  lag: { p99: number | null; max: number | null };
  usage: Usage;
  bottleneck: string;
  pass: boolean;
  why: string[];
};

async function pagesStep(env: Env, p: Profile) {
  if (!env.ids) throw new Error('no page ids: the seeding failed');
  const urls = pageMix(env.cluster.url, env.ids);
  const distinct = [...new Set(urls.map((u) => u.slice(env.cluster.url.length)))];
  // Every page once on every instance, past nginx: the first render of each route compiles.
  const broken: string[] = [];
  for (const inst of env.cluster.instances)
    for (const pth of distinct) {
      const res = await fetch(`${inst.url}${pth}`, { signal: AbortSignal.timeout(30_000) }).catch(
        () => null,
      );
      await res?.arrayBuffer();
      if (res?.status !== 200) broken.push(`${pth} ${res?.status ?? 'error'}`);
    }
  if (broken.length) log(`pages: not 200: ${[...new Set(broken)].join(', ')}`);
  const good = urls.filter(
    (u) => !broken.some((b) => b.startsWith(`${u.slice(env.cluster.url.length)} `)),
  );
  const results: { instances: number; maxRate: number; limitedBy: string; stages: PageStage[] }[] =
    [];
  for (const n of [1, 2].filter((k) => k <= env.cluster.instances.length)) {
    await env.route(n);
    const pids = env.cluster.instances.slice(0, n).map((i) => i.pid!);
    await openLoop(good, { rate: p.pageRates.start, durationMs: 3000 });
    const stages: PageStage[] = [];
    let rate = p.pageRates.start;
    for (let s = 0; s < p.pageRates.steps && rate > 0; s++) {
      const probe = env.probe({ 'load generator': () => [process.pid] });
      const a = await snapshot(probe);
      const from = Date.now();
      const r = await openLoop(good, {
        rate,
        durationMs: p.pageSeconds * 1000,
        kindOf: (url) => new URL(url).pathname.split('/')[1] ?? '/',
      });
      const b = await snapshot(probe);
      const u = usage(a, b);
      const lag = lagBetween(env.lagDir, pids, from, Date.now());
      const why: string[] = [];
      if ((r.p99 ?? Infinity) > LIMITS.pageP99Ms) why.push(`p99 ${r.p99} ms > ${LIMITS.pageP99Ms}`);
      const bad = r.non2xx + r.errors + r.shed;
      if (bad > r.scheduled * 0.001) why.push(`${bad} failed`);
      const instCpu = pids.reduce((sum, _, k) => sum + (u.cpu[`instance ${k}`] ?? 0), 0);
      const stage: PageStage = {
        ...r,
        instances: n,
        // % of a core ÷ requests a second × 10 = CPU ms per request, over the instances.
        cpuMsPerRequest: r.achievedRps ? Number(((instCpu * 10) / r.achievedRps).toFixed(2)) : null,
        lag,
        usage: u,
        bottleneck: bottleneck(u, lag.p99),
        pass: why.length === 0,
        why,
      };
      stages.push(stage);
      log(
        `pages ×${n} at ${rate}/s: p50 ${r.p50} p99 ${r.p99} ms, ${r.achievedRps}/s answered, ${bad} failed → ` +
          `${stage.pass ? 'ok' : why.join('; ')} (${stage.bottleneck})`,
      );
      // Up by the factor while it holds; down by half until it holds if the first rate did
      // not; once a passing and a failing rate are known, their geometric middle (bisection)
      // until they are neighbours or the profile's steps are used up.
      const passed = stages.filter((x) => x.pass).map((x) => x.rate);
      const failing = stages.filter((x) => !x.pass).map((x) => x.rate);
      const lo = passed.length ? Math.max(...passed) : 0;
      const hi = failing.length ? Math.min(...failing) : Infinity;
      if (hi === Infinity) rate = Math.round(rate * p.pageRates.factor);
      else if (lo === 0) rate = rate > 1 ? Math.max(1, Math.floor(rate / 2)) : 0;
      else {
        const mid = Math.round(Math.sqrt(lo * hi));
        rate =
          mid > lo &&
          mid < hi &&
          stages.length < p.pageRates.steps &&
          !stages.some((x) => x.rate === mid)
            ? mid
            : 0;
      }
      // Let a backlog drain before the next rate.
      await sleep(2000);
    }
    const passed = stages.filter((s) => s.pass).sort((x, y) => x.rate - y.rate);
    const best = passed[passed.length - 1];
    const failedStage = stages
      .filter((s) => !s.pass && s.rate > (best?.rate ?? 0))
      .sort((x, y) => x.rate - y.rate)[0];
    results.push({
      instances: n,
      maxRate: best?.rate ?? 0,
      limitedBy: failedStage
        ? `${failedStage.why.join('; ')} at ${failedStage.rate}/s; ${failedStage.bottleneck}`
        : `not reached: the ramp ended at ${best?.rate ?? 0}/s (${best?.bottleneck ?? '?'})`,
      stages,
    });
  }
  return { mix: distinct.length, broken, results };
}

// ---- the per-unit costs the paper model takes ----------------------------------------------

const positive = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * The per-unit costs of docs/capacity.md "On paper" from this run's steps (the last step of each
 * that held, else its first), and DOC_COSTS for what the run did not measure.
 */
export function costsFrom(
  results: Record<string, unknown>,
  instances: number,
): { costs: Costs; measured: string[] } {
  const costs: Costs = { ...DOC_COSTS };
  const measured: string[] = [];
  const set = (k: keyof Costs, v: number | null | undefined) => {
    if (!positive(v)) return;
    costs[k] = Number(v.toFixed(3));
    measured.push(k);
  };
  const pick = <T extends { pass: boolean }>(stages: T[] | undefined) =>
    stages?.filter((x) => x.pass).pop() ?? stages?.[0];
  const ws = results.ws as Awaited<ReturnType<typeof wsStep>> | undefined;
  const w = pick(ws?.stages);
  if (ws && w) {
    set('pushPer1000', w.cpuPer1000PushesPerSec);
    set('idlePer1000', w.idleCpuPercent !== null ? w.idleCpuPercent / (w.clients / 1000) : null);
    set('memPer1000Mb', ws.heapSlopePer1000Mb);
    set('instanceBaseMb', ws.heldMemoryAtStart?.rssMb);
    set('nginxPer1000', ws.nginxCpuPer1000PushesPerSec);
    if (w.usage.postgres) set('bgXactPerInstance', (w.usage.postgres.xactPerSec ?? 0) / instances);
    // Each probe push is a counter increment and a publish.
    if (w.usage.redis)
      set('bgRedisOpsPerInstance', ((w.usage.redis.opsPerSec ?? 0) - 2 * ws.pushRate) / instances);
  }
  const bgXact = costs.bgXactPerInstance * instances;
  const chat = results.chat as Awaited<ReturnType<typeof chatStep>> | undefined;
  const c = pick(chat?.stages);
  if (chat && c?.usage) {
    const cpu = c.usage.cpu['instance 0'];
    if (cpu !== null && cpu !== undefined)
      set(
        'chatDeliveryPer1000',
        (cpu - (c.idleCpuPercent ?? 0)) / ((c.rate * chat.viewers) / 1000),
      );
    set('redisOpsPerMessage', c.redisOpsPerMessage);
    set('pgInsertsPerMessage', c.pgInsertsPerMessage);
    const xact = c.usage.postgres?.xactPerSec;
    if (positive(xact)) {
      set('pgXactPerMessage', (xact - bgXact) / c.rate);
      set('pgCpuPer100Xact', (c.usage.postgres?.backendCpuPercent ?? NaN) / (xact / 100));
    }
  }
  const pages = results.pages as Awaited<ReturnType<typeof pagesStep>> | undefined;
  const one = pages?.results?.find((x) => x.instances === 1);
  const pg = pick(one?.stages);
  if (pg) {
    set('pageMissMs', pg.cpuMsPerRequest);
    const xact = pg.usage.postgres?.xactPerSec;
    if (positive(xact) && pg.achievedRps) set('pageXact', (xact - bgXact) / pg.achievedRps);
  }
  return { costs, measured };
}

// ---- main ------------------------------------------------------------------------------------

function printTable(r: Record<string, unknown>) {
  const lines: string[] = [];
  const ws = r.ws as Awaited<ReturnType<typeof wsStep>> | undefined;
  if (ws) {
    lines.push('websocket viewers on one instance (scores + one chat room), through nginx');
    lines.push(
      'clients  RSS MB  MB/1000  push p50/p99 ms  heartbeat p99  idle CPU%  push CPU%  CPU%/1000 pushes/s  lag p99  ok',
    );
    for (const s of ws.stages)
      lines.push(
        `${String(s.clients).padStart(7)}  ${String(s.rssMb).padStart(6)}  ${String(s.rssPer1000Mb).padStart(7)}  ` +
          `${`${s.pushP50}/${s.pushP99}`.padStart(15)}  ${String(s.heartbeatP99).padStart(13)}  ` +
          `${String(s.idleCpuPercent).padStart(9)}  ${String(s.usage.cpu['instance 0']).padStart(9)}  ` +
          `${String(s.cpuPer1000PushesPerSec).padStart(19)}  ` +
          `${String(s.lag.p99).padStart(7)}  ${s.pass ? 'yes' : s.why.join('; ')}`,
      );
    lines.push(
      `→ ${ws.maxClients} clients; per 1,000 clients ${ws.rssSlopePer1000Mb} MB RSS, ` +
        `${ws.heapSlopePer1000Mb} MB heap + external (slopes after a GC), ` +
        `${ws.cpuPer1000PushesPerSec}% of a core per 1,000 pushes/s on the instance and ` +
        `${ws.nginxCpuPer1000PushesPerSec}% on nginx; limited by: ${ws.limitedBy}`,
      '',
    );
  }
  const chat = r.chat as Awaited<ReturnType<typeof chatStep>> | undefined;
  if (chat) {
    lines.push(`chat into one room with ${chat.viewers} viewers on one instance, through nginx`);
    lines.push(
      'msg/s  p50/p99 ms  inst CPU ms/msg  Redis ops/msg  PG inserts/msg  PG xact/msg  Redis CPU%  PG CPU%  ok',
    );
    for (const s of chat.stages)
      lines.push(
        `${String(s.rate).padStart(5)}  ${`${s.p50}/${s.p99}`.padStart(10)}  ${String(s.cpuMsPerMessage).padStart(15)}  ` +
          `${String(s.redisOpsPerMessage).padStart(13)}  ${String(s.pgInsertsPerMessage).padStart(14)}  ` +
          `${String(s.pgXactPerMessage).padStart(11)}  ${String(s.usage?.redis?.cpuPercent).padStart(10)}  ` +
          `${String(s.usage?.postgres?.backendCpuPercent).padStart(7)}  ${s.pass ? 'yes' : s.why.join('; ')}`,
      );
    lines.push(`→ ${chat.maxRate} messages/s; limited by: ${chat.limitedBy}`, '');
  }
  const pages = r.pages as Awaited<ReturnType<typeof pagesStep>> | undefined;
  if (pages) {
    lines.push(`pages (open loop, ${pages.mix} distinct URLs, anonymous visitors), through nginx`);
    lines.push(
      'inst  req/s  answered/s  p50 ms  p99 ms  failed  inst CPU%  CPU ms/req  nginx CPU%  PG xact/s  ok',
    );
    for (const res of pages.results) {
      for (const s of res.stages) {
        const instCpu = Object.entries(s.usage.cpu)
          .filter(([k]) => k.startsWith('instance'))
          .slice(0, res.instances)
          .map(([, v]) => v)
          .join('+');
        lines.push(
          `${String(res.instances).padStart(4)}  ${String(s.rate).padStart(5)}  ${String(s.achievedRps).padStart(10)}  ` +
            `${String(s.p50).padStart(6)}  ${String(s.p99).padStart(6)}  ${String(s.non2xx + s.errors + s.shed).padStart(6)}  ` +
            `${instCpu.padStart(9)}  ${String(s.cpuMsPerRequest).padStart(10)}  ` +
            `${String(s.usage.cpu.nginx).padStart(10)}  ${String(s.usage.postgres?.xactPerSec).padStart(9)}  ` +
            `${s.pass ? 'yes' : s.why.join('; ')}`,
        );
      }
      lines.push(
        `→ ${res.instances} instance(s): ${res.maxRate} req/s at p99 ≤ ${LIMITS.pageP99Ms} ms; limited by: ${res.limitedBy}`,
      );
    }
  }
  console.log(`\n${lines.join('\n')}\n`);
}

export async function capacityMain(argv: string[]): Promise<number> {
  const opts = parseCapacityOptions(argv);
  if (opts.help) {
    console.log(CAPACITY_USAGE);
    return 0;
  }
  const p = opts.quick ? QUICK : FULL;
  const started = new Date();
  const machineAtStart = machine();
  const wantPages = opts.steps.includes('pages');
  const distDir = process.env.NEXT_DIST_DIR || '.next-bench';
  if (wantPages) {
    process.env.NEXT_DIST_DIR = distDir;
    if (opts.build) buildIfNeeded();
    else if (!fs.existsSync(path.join(distDir, 'BUILD_ID')))
      throw new Error(`--no-build: there is no build in ${distDir}`);
  }
  const databaseUrl =
    process.env.BENCH_DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/test';
  let redisChild: ChildProcess | undefined;
  let redisUrl = process.env.BENCH_REDIS_URL;
  if (!redisUrl) {
    const own = await privateRedis();
    if (own) {
      redisChild = own.child;
      redisUrl = own.url;
      log(`private redis-server at ${redisUrl} (pid ${own.child.pid})`);
    } else redisUrl = 'redis://127.0.0.1:6379';
  }
  const lagDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportlive-capacity-'));
  let cluster: Cluster | undefined;
  let redis: Redis | undefined;
  const results: Record<string, unknown> = {};
  let failed = false;
  const onSignal = () => {
    log('stopping…');
    void Promise.allSettled([cluster?.stop()]).finally(() => {
      redisChild?.kill('SIGKILL');
      process.exit(130);
    });
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const t0 = Date.now();
    cluster = await startCluster({
      instances: 2,
      apiOnly: !wantPages,
      databaseUrl,
      redisUrl,
      seed: true,
      env: {
        NEXT_DIST_DIR: distDir,
        FEED_TEST_TRIGGER: 'on',
        // Every bench client connects from 127.0.0.1 (through nginx, which forwards it).
        WS_MAX_PER_IP: '100000',
        NODE_OPTIONS: `--expose-gc --import ${path.join(import.meta.dirname, 'capacity-lag.mjs')}`,
        CAPACITY_LAG_DIR: lagDir,
      },
    });
    const c = cluster;
    log(
      `cluster up in ${((Date.now() - t0) / 1000).toFixed(1)} s: nginx ${c.url}, instances ${c.instances.map((i) => `${i.url} (pid ${i.pid})`).join(', ')}`,
    );
    redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    redis.on('error', () => undefined);
    const r = redis;
    const confPath = nginxConfPath(c.nginx.pid);
    const conf = fs.readFileSync(confPath, 'utf8');
    let routed = c.instances.length;
    const env: Env = {
      cluster: c,
      redis: r,
      lagDir,
      ids: null,
      probe: (extra = {}) => ({
        groups: {
          ...Object.fromEntries(
            c.instances.map((i, k) => [`instance ${k}`, () => (i.pid ? [i.pid] : [])]),
          ),
          nginx: () => descendants(process.pid, 'nginx'),
          ...extra,
        },
        redis: r,
        pg: { serverUrl: databaseUrl, database: new URL(c.databaseUrl).pathname.slice(1) },
      }),
      route: async (n) => {
        if (n === routed) return;
        routed = n;
        const ports = c.instances.slice(0, n).map((i) => new URL(i.url).port);
        const narrowed = conf
          .split('\n')
          .map((l) => {
            const m = /^\s*server 127\.0\.0\.1:(\d+) /.exec(l);
            return m && !ports.includes(m[1]) ? `#${l}` : l;
          })
          .join('\n');
        fs.writeFileSync(confPath, narrowed);
        await c.nginx.reload();
      },
    };
    if (wantPages) {
      const t1 = Date.now();
      const seeded = spawnSync(
        process.execPath,
        ['--import', './scripts/hooks/register.mjs', '--import', 'tsx', 'bench/capacity-seed.ts'],
        {
          env: {
            ...process.env,
            ...c.env,
            NODE_OPTIONS: '',
            CAPACITY_DAY_MATCHES: String(p.dayMatches),
          },
          encoding: 'utf8',
        },
      );
      if (seeded.status !== 0) throw new Error(`seeding the matches failed:\n${seeded.stderr}`);
      env.ids = JSON.parse(seeded.stdout.trim().split('\n').pop() ?? '{}') as Env['ids'];
      log(
        `matches seeded in ${((Date.now() - t1) / 1000).toFixed(1)} s: ${env.ids?.matches.length} match, ` +
          `${env.ids?.articles.length} article and ${env.ids?.rooms.length} room ids`,
      );
    }
    for (const step of opts.steps) {
      const ts = Date.now();
      try {
        if (step === 'ws') results.ws = await wsStep(env, p);
        if (step === 'chat') results.chat = await chatStep(env, p);
        if (step === 'pages') results.pages = await pagesStep(env, p);
      } catch (err) {
        failed = true;
        const msg = err instanceof Error ? err.message : String(err);
        log(`${step}: failed: ${msg}`);
        results[step] = { failed: msg };
      }
      log(`${step}: ${((Date.now() - ts) / 1000).toFixed(0)} s`);
    }
  } finally {
    redis?.disconnect();
    await cluster?.stop().catch((err: unknown) => log(`stopping the cluster: ${String(err)}`));
    if (redisChild) await stopChild(redisChild, 3000);
    fs.rmSync(lagDir, { recursive: true, force: true });
  }
  printTable(results);
  const { costs, measured } = costsFrom(results, 2);
  const paper = model(costs);
  console.log(`${printModel(paper, measured)}\n`);
  results.model = { measured, ...paper };
  const out = {
    date: started.toISOString(),
    seconds: Math.round((Date.now() - started.getTime()) / 1000),
    git: git(),
    machine: machineAtStart,
    loadAverageAtEnd: os.loadavg().map((v) => Number(v.toFixed(2))),
    profile: opts.quick ? 'quick' : 'full',
    limits: LIMITS,
    command:
      `npm run bench -- --capacity ${argv.filter((a) => a !== '--capacity').join(' ')}`.trim(),
    ...results,
  };
  fs.writeFileSync(RESULTS, `${JSON.stringify(out, null, 2)}\n`);
  log(`wrote ${path.relative(process.cwd(), RESULTS)}`);
  return failed ? 1 : 0;
}
