/**
 * Room chat fan-out (issue 9: "chat send → receipt p99 ≤ 300 ms to 2,000 clients in one room at
 * 100 messages/s; the same across two instances on Redis"). Thousands of websocket clients log in
 * with guest accounts (`GET /api/Universal/imTouristAccount`, as browsers get them) and join one
 * live room's group; a set of them sends `chat.send` on a fixed schedule at the target total rate,
 * each text carrying its send time, and every client records receipt time − send time for every
 * message (docs/realtime.md "Chat"). The clients run in child processes (bench/chat-clients.ts).
 *
 * - `chat`: every client on the bench site (one instance, in-process bus, embedded database).
 * - `chat-redis`: two `server.ts --api-only` instances on one PostgreSQL database created for the
 *   run and Redis with a run-unique prefix; half the clients and half the senders on each, so
 *   every message reaches half its receivers through the Redis hop.
 *
 * The senders stay inside the chatter budget (lib/rate-limit/rules.ts CHAT_LIMIT, 20 messages per 30 s)
 * and the per-connection frame budget (WS_MSG_PER_SEC, 5): by default there are 2 × rate of them,
 * each sending one message every 2 s, so the run measures the same path with the limits on
 * (chat-redis) or off (the bench site runs with RATE_LIMITS=off for its HTTP scenarios).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Envelope } from '../lib/contract';
import { startApiInstance, type ApiInstance } from '../scripts/api-instance';
import { commandCpuMs, idleRate, machineCpuMs, processCpuMs, redisCpuMs } from './cpu';
import { stop } from './processes';
import type { ChatOptions, Context, Result, Scenario } from './scenario';
import type {
  ChatChildMessage,
  ChatConnectMessage,
  ChatCountMessage,
  ChatResultsMessage,
  ChatStartMessage,
  ClientSpec,
} from './chat-clients';
import { forkChild, type ChildRpc } from './child-rpc';

/** The budget: chat send → receipt p99 ≤ 300 ms, to 2,000 clients at 100 messages/s. */
export const CHAT_P99_BUDGET_MS = 300;
/** Unmeasured messages first (a fresh instance runs the send and fan-out paths unoptimised). */
const WARMUP_SECONDS = 2;
/** How long to wait for the last deliveries after the last message was sent. */
const DRAIN_MS = 10_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (n: number, digits = 1) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);

type Worker = ChildRpc<ChatChildMessage>;

function startWorker(): Worker {
  return forkChild<ChatChildMessage>(path.join(import.meta.dirname, 'chat-clients.ts'), [
    '--import',
    'tsx',
  ]);
}

export type Percentiles = {
  samples: number;
  p50: number | null;
  p90: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
};

function percentiles(sorted: Float64Array): Percentiles {
  const at = (q: number) =>
    sorted.length
      ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]
      : NaN;
  return {
    samples: sorted.length,
    p50: round(at(0.5)),
    p90: round(at(0.9)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted.length ? sorted[sorted.length - 1] : NaN),
  };
}

const ofValues = (values: number[]) => percentiles(Float64Array.from(values).sort());

async function getJson<T>(url: string): Promise<Envelope<T>> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (res.status !== 200 || !body || body.code !== 0)
    throw new Error(`GET ${url} answered HTTP ${res.status} code ${body?.code}: ${body?.msg}`);
  return body;
}

/** A room on air (the demo seed puts most of its anchors on air): the first of the live list. */
export async function liveRoom(
  httpUrl: string,
): Promise<{ id: number; group: string; title: string }> {
  const body = await getJson<{ list: { id: number; group_id: string; title: string }[] }>(
    `${httpUrl}/api/live_streaming/getLiveList2?type=0&limit=1`,
  );
  const room = body.data.list[0];
  if (!room) throw new Error('no live room: GET api/live_streaming/getLiveList2 listed none');
  return { id: room.id, group: room.group_id, title: room.title };
}

/** `n` fresh guest accounts from the instance, as the room page gets them. */
async function guestAccounts(httpUrl: string, n: number): Promise<{ id: string; sig: string }[]> {
  const out: { id: string; sig: string }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      out[i] = (
        await getJson<{ id: string; sig: string }>(`${httpUrl}/api/Universal/imTouristAccount`)
      ).data;
    }
  };
  await Promise.all(Array.from({ length: Math.min(16, n) }, worker));
  return out;
}

/** Waits (up to 20 s) until /api/health answers within 50 ms three times in a row. */
async function settle(ctx: Pick<Context, 'log'>, url: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const t0 = performance.now();
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) })
      .then((r) => r.arrayBuffer().then(() => r.ok))
      .catch(() => false);
    quick = ok && performance.now() - t0 < 50 ? quick + 1 : 0;
    await sleep(200);
  }
  if (quick < 3) ctx.log(`${url} still answers slowly after 20 s; measuring anyway`);
}

export type Target = { httpUrl: string; wsUrl: string; pid: number | undefined; label: string };

type CpuSample = {
  at: number;
  servers: number[];
  workers: number[];
  machine: { busy: number; total: number };
  redis: number;
  postgres: number;
  /** This (the bench's) process. */
  self: number;
};

async function sampleCpu(
  targets: Target[],
  workers: Worker[],
  redis: Redis | null,
): Promise<CpuSample> {
  return {
    at: performance.now(),
    servers: targets.map((t) => processCpuMs(t.pid)),
    workers: workers.map((w) => processCpuMs(w.child.pid)),
    machine: machineCpuMs(),
    redis: redis ? await redisCpuMs(redis) : NaN,
    // PostgreSQL only serves chat-redis (the one-instance site has its embedded database).
    postgres: redis ? commandCpuMs('postgres') : NaN,
    self: (({ user, system }) => (user + system) / 1000)(process.cpuUsage()),
  };
}

/** % of one core over the window. */
const pct = (cpuMs: number, wallMs: number) => round((cpuMs / wallMs) * 100, 0);

/**
 * One chat run against `targets`. `window` (bench/capacity.ts) is called at the start and the end
 * of the measured sending, to read figures of its own over the same window.
 */
export async function measure(
  ctx: Pick<Context, 'log'>,
  opts: ChatOptions,
  targets: Target[],
  redis: Redis | null,
  window?: { start: () => Promise<void>; end: () => Promise<void> },
): Promise<Record<string, unknown>> {
  const clients = opts.clients;
  const senders = Math.min(opts.senders, clients);
  const messages = Math.round(opts.rate * opts.seconds);
  const warmup = Math.round(opts.rate * WARMUP_SECONDS);
  if (opts.rate / senders > 4)
    ctx.log(
      `warning: ${(opts.rate / senders).toFixed(1)} messages/s per sender is above the frame budget ` +
        `(WS_MSG_PER_SEC 5 with heartbeats); use --senders ≥ ${Math.ceil(opts.rate / 4)}`,
    );
  const perSenderIn30s = ((opts.rate / senders) * 30).toFixed(0);
  if (Number(perSenderIn30s) > 20)
    ctx.log(
      `note: ${perSenderIn30s} messages per sender in 30 s exceed the chatter budget (20); ` +
        'they are refused unless the server runs with RATE_LIMITS=off',
    );

  for (const t of targets) await settle(ctx, t.httpUrl);
  const room = await liveRoom(targets[0].httpUrl);
  const t0 = Date.now();
  // Client i talks to instance i mod targets; the first `senders` clients send.
  const perTarget = targets.map(
    (_, ti) => Math.floor(clients / targets.length) + (ti < clients % targets.length ? 1 : 0),
  );
  const accounts = await Promise.all(
    targets.map((t, ti) => guestAccounts(t.httpUrl, perTarget[ti])),
  );
  const specs: ClientSpec[] = Array.from({ length: clients }, (_, i) => ({
    url: targets[i % targets.length].wsUrl,
    account: accounts[i % targets.length][Math.floor(i / targets.length)],
    sender: i < senders ? i : -1,
  }));
  ctx.log(
    `room ${room.id} (${room.group}); ${clients} guest accounts in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );

  const workerCount = Math.max(1, Math.min(opts.workers, clients));
  const workers = Array.from({ length: workerCount }, startWorker);
  try {
    const t1 = Date.now();
    const ready = await Promise.all(
      workers.map((w, wi) =>
        w.request(
          {
            type: 'connect',
            clients: specs.filter((_, i) => i % workerCount === wi),
            group: room.group,
            messages,
            concurrency: 50,
          } satisfies ChatConnectMessage,
          'ready',
        ),
      ),
    );
    const connected = ready.reduce((n, r) => n + r.connected, 0);
    const failedToConnect = ready.reduce((n, r) => n + r.failed, 0);
    ctx.log(
      `${connected} clients logged in and joined in ${((Date.now() - t1) / 1000).toFixed(1)} s` +
        (failedToConnect
          ? ` (${failedToConnect} failed: ${ready.find((r) => r.error)?.error})`
          : ''),
    );
    if (connected === 0) throw new Error('no chat client could log in and join');
    // Let the join burst settle (presence writes), then the servers' own CPU while idle.
    await sleep(1000);
    const idle = await Promise.all(targets.map((t) => idleRate(t.pid)));

    const startAt = Date.now() + 200;
    const period = 1000 / opts.rate;
    const measuredFrom = startAt + warmup * period;
    const measuredTo = startAt + (warmup + messages) * period;
    for (const w of workers)
      w.child.send({
        type: 'start',
        startAt,
        rate: opts.rate,
        warmup,
        senders,
      } satisfies ChatStartMessage);
    ctx.log(
      `sending ${warmup} warm-up messages, then ${messages} at ${opts.rate}/s from ${senders} senders…`,
    );
    await sleep(measuredFrom - Date.now());
    const cpuFrom = await sampleCpu(targets, workers, redis);
    await window?.start();
    await sleep(measuredTo - Date.now());
    const cpuTo = await sampleCpu(targets, workers, redis);
    await window?.end();

    // Drain: every accepted message to every connected client, or DRAIN_MS after the last send.
    const deadline = Date.now() + DRAIN_MS;
    let counts: ChatCountMessage[] = [];
    for (;;) {
      counts = await Promise.all(workers.map((w) => w.request({ type: 'count' }, 'count')));
      const sum = (k: 'received' | 'sent' | 'acked' | 'accepted') =>
        counts.reduce((n, c) => n + c[k], 0);
      const done = sum('acked') >= sum('sent') && sum('received') >= sum('accepted') * connected;
      if (done || Date.now() > deadline) break;
      await sleep(100);
    }
    const drainMs = Date.now() - measuredTo;
    const results: ChatResultsMessage[] = await Promise.all(
      workers.map((w) => w.request({ type: 'collect' }, 'results')),
    );
    return analyse({
      opts,
      room,
      targets,
      clients,
      senders,
      messages,
      warmup,
      connected,
      failedToConnect,
      connectError: ready.find((r) => r.error)?.error,
      results,
      startAt,
      idle,
      cpuFrom,
      cpuTo,
      drainMs,
      workerCount,
    });
  } finally {
    await Promise.allSettled(
      workers.map(async (w) => {
        w.child.send({ type: 'close' });
        await stop(w.child, 3000);
      }),
    );
  }
}

function analyse(x: {
  opts: ChatOptions;
  room: { id: number; group: string };
  targets: Target[];
  clients: number;
  senders: number;
  messages: number;
  warmup: number;
  connected: number;
  failedToConnect: number;
  connectError?: string;
  results: ChatResultsMessage[];
  startAt: number;
  idle: number[];
  cpuFrom: CpuSample;
  cpuTo: CpuSample;
  drainMs: number;
  workerCount: number;
}): Record<string, unknown> {
  const { messages, results, opts } = x;
  // Per message: when it was sent, answered, and whether it was accepted (from its sender).
  const sentAt = new Float64Array(messages).fill(NaN);
  const ackAt = new Float64Array(messages).fill(NaN);
  const outcome = new Uint8Array(messages);
  const refusals: Record<string, number> = {};
  const dropCodes: Record<string, number> = {};
  for (const r of results) {
    for (let k = 0; k < messages; k++) {
      if (!Number.isNaN(r.sentAt[k])) sentAt[k] = r.sentAt[k];
      if (!Number.isNaN(r.ackAt[k])) ackAt[k] = r.ackAt[k];
      if (r.outcome[k]) outcome[k] = r.outcome[k];
    }
    for (const [k, v] of Object.entries(r.refusals)) refusals[k] = (refusals[k] ?? 0) + v;
    for (const [k, v] of Object.entries(r.dropCodes)) dropCodes[k] = (dropCodes[k] ?? 0) + v;
  }
  let sent = 0;
  let accepted = 0;
  let unanswered = 0;
  for (let k = 0; k < messages; k++) {
    if (Number.isNaN(sentAt[k])) continue;
    sent++;
    if (outcome[k] === 1) accepted++;
    else if (outcome[k] === 0) unanswered++;
  }

  // Every delivery of an accepted message: all of them, and per second of sending.
  const seconds = Math.ceil(messages / opts.rate);
  const perSecond: number[][] = Array.from({ length: seconds }, () => []);
  let delivered = 0;
  let total = 0;
  for (const r of results) {
    const n = r.latency.length / messages;
    for (let c = 0; c < n; c++)
      for (let k = 0; k < messages; k++) if (!Number.isNaN(r.latency[c * messages + k])) total++;
  }
  const all = new Float64Array(total);
  let clientsWithEvery = 0;
  let deliveredUnaccepted = 0;
  for (const r of results) {
    const n = r.latency.length / messages;
    for (let c = 0; c < n; c++) {
      let every = true;
      for (let k = 0; k < messages; k++) {
        const v = r.latency[c * messages + k];
        if (Number.isNaN(v)) {
          if (outcome[k] === 1) every = false;
          continue;
        }
        all[delivered++] = v;
        if (outcome[k] !== 1) deliveredUnaccepted++;
        perSecond[Math.floor(k / opts.rate)].push(v);
      }
      if (every) clientsWithEvery++;
    }
  }
  all.sort();
  const latency = percentiles(all);
  const expected = accepted * x.connected;

  // How late the senders sent against the schedule (the client side's own delay).
  const lateness: number[] = [];
  const ack: number[] = [];
  const period = 1000 / opts.rate;
  let first = Infinity;
  let last = -Infinity;
  let firstAck = Infinity;
  let lastAck = -Infinity;
  for (let k = 0; k < messages; k++) {
    if (Number.isNaN(sentAt[k])) continue;
    lateness.push(sentAt[k] - (x.startAt + (x.warmup + k) * period));
    if (!Number.isNaN(ackAt[k])) {
      ack.push(ackAt[k] - sentAt[k]);
      firstAck = Math.min(firstAck, ackAt[k]);
      lastAck = Math.max(lastAck, ackAt[k]);
    }
    first = Math.min(first, sentAt[k]);
    last = Math.max(last, sentAt[k]);
  }

  const wall = x.cpuTo.at - x.cpuFrom.at;
  const servers = x.targets.map((t, i) => {
    const cpu = x.cpuTo.servers[i] - x.cpuFrom.servers[i];
    return {
      label: t.label,
      pid: t.pid ?? null,
      cpuPercent: pct(cpu, wall),
      idleCpuPercent: round(x.idle[i] / 10, 0),
    };
  });
  const clientCpu = x.cpuTo.workers.map((v, i) => pct(v - x.cpuFrom.workers[i], wall));
  const delta = (f: (s: CpuSample) => number) => f(x.cpuTo) - f(x.cpuFrom);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + (Number.isNaN(b) ? 0 : b), 0);
  // What the machine spent on anything else than this run (other users of the machine).
  const ours =
    sum(x.cpuTo.servers.map((v, i) => v - x.cpuFrom.servers[i])) +
    sum(x.cpuTo.workers.map((v, i) => v - x.cpuFrom.workers[i])) +
    sum([delta((c) => c.redis), delta((c) => c.postgres), delta((c) => c.self)]);
  const others = delta((c) => c.machine.busy) - ours;
  const machineBusy =
    x.cpuTo.machine.total - x.cpuFrom.machine.total > 0
      ? round(
          ((x.cpuTo.machine.busy - x.cpuFrom.machine.busy) /
            (x.cpuTo.machine.total - x.cpuFrom.machine.total)) *
            100,
          0,
        )
      : null;
  const budgetMet =
    latency.p99 !== null &&
    latency.p99 <= CHAT_P99_BUDGET_MS &&
    x.connected === x.clients &&
    accepted === messages &&
    delivered - deliveredUnaccepted >= expected;
  return {
    kind: 'chat',
    room: x.room,
    instances: x.targets.map((t) => t.httpUrl),
    clients: x.clients,
    connected: x.connected,
    failedToConnect: x.failedToConnect,
    connectError: x.connectError ?? null,
    clientProcesses: x.workerCount,
    senders: x.senders,
    rate: opts.rate,
    seconds: opts.seconds,
    warmupMessages: x.warmup,
    messages,
    sent,
    accepted,
    refused: Object.values(refusals).reduce((a, b) => a + b, 0),
    refusals,
    unanswered,
    /** Messages sent per second over the measured sends (the schedule asked for `rate`). */
    achievedRate: round(sent > 1 ? ((sent - 1) * 1000) / (last - first) : NaN, 1),
    /**
     * Answers per second from the first to the last measured answer: the rate the servers
     * handled chat.send at. Below `rate`, sends queue up and the latency grows with the run.
     */
    answerRate: round(ack.length > 1 ? ((ack.length - 1) * 1000) / (lastAck - firstAck) : NaN, 1),
    /** ms from each message's send to each client's receipt, over every delivery. */
    sendToReceipt: latency,
    /** p99 of sendToReceipt per second of sending (a rising line is a queue building up). */
    p99PerSecond: perSecond.map((v) => ofValues(v).p99),
    /** ms from the send to the sender's own chat.send answer (checks, database, publish). */
    sendToAnswer: ofValues(ack),
    /** ms the sends went out after their scheduled time (the client processes' own delay). */
    sendLateness: ofValues(lateness),
    delivered: delivered - deliveredUnaccepted,
    expected,
    missing: Math.max(0, expected - (delivered - deliveredUnaccepted)),
    clientsWithEveryMessage: clientsWithEvery,
    duplicates: results.reduce((n, r) => n + r.duplicates, 0),
    otherFrames: results.reduce((n, r) => n + r.otherFrames, 0),
    warmupFrames: results.reduce((n, r) => n + r.warmupFrames, 0),
    notSent: results.reduce((n, r) => n + r.notSent, 0),
    droppedClients: results.reduce((n, r) => n + r.dropped, 0),
    dropCodes,
    drainMs: x.drainMs,
    /** CPU over the measured sending window, % of one core (the machine has os.cpus() cores). */
    cpu: {
      windowMs: Math.round(wall),
      servers,
      clientProcesses: clientCpu,
      redis: Number.isNaN(x.cpuTo.redis)
        ? null
        : pct(
            delta((c) => c.redis),
            wall,
          ),
      /** Every postgres process of the machine (chat-redis only). */
      postgres: Number.isNaN(x.cpuTo.postgres)
        ? null
        : pct(
            delta((c) => c.postgres),
            wall,
          ),
      bench: pct(
        delta((c) => c.self),
        wall,
      ),
      machineBusyPercent: machineBusy,
      /** The machine's busy time not spent by the processes above (others sharing the machine). */
      otherProcesses: pct(others, wall),
      cores: os.cpus().length,
      loadAverage: os.loadavg().map((v) => round(v, 2)),
    },
    budget: { p99Ms: CHAT_P99_BUDGET_MS, met: budgetMet },
  };
}

export function chatScenario(): Scenario {
  const id = 'chat';
  const title = 'chat fan-out, one instance';
  return {
    id,
    title,
    run: async (ctx): Promise<Result> => {
      const opts = ctx.chat;
      const extra = await measure(
        ctx,
        opts,
        [
          {
            httpUrl: ctx.siteUrl,
            wsUrl: `${ctx.siteUrl.replace(/^http/, 'ws')}/ws`,
            pid: ctx.sitePid,
            label: 'site',
          },
        ],
        null,
      );
      return {
        id,
        title: `${title} (${opts.clients} clients, ${opts.rate} msg/s)`,
        extra,
      };
    },
  };
}

async function redisReachable(url: string): Promise<string | null> {
  const r = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  r.on('error', () => undefined);
  try {
    await r.connect();
    await r.ping();
    return null;
  } catch (err) {
    return `no Redis at ${url}: ${err instanceof Error ? err.message : String(err)}`;
  } finally {
    r.disconnect();
  }
}

/** A database of its own on the PostgreSQL server, dropped (with its connections) at the end. */
async function createDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> } | string> {
  const name = `bench_chat_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  try {
    await admin(`create database ${name}`);
  } catch (err) {
    return `no PostgreSQL at ${serverUrl}: ${err instanceof Error ? err.message : String(err)}`;
  }
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

export function chatRedisScenario(): Scenario {
  const id = 'chat-redis';
  const title = 'chat fan-out, two instances on Redis';
  return {
    id,
    title,
    run: async (ctx): Promise<Result> => {
      const opts = ctx.chat;
      const unreachable = await redisReachable(opts.redisUrl);
      if (unreachable) return { id, title, skipped: unreachable };
      const database = await createDatabase(opts.databaseUrl);
      if (typeof database === 'string') return { id, title, skipped: database };
      const prefix = `bench-chat-${crypto.randomBytes(6).toString('hex')}:`;
      const env = {
        REDIS_URL: opts.redisUrl,
        REDIS_PREFIX: prefix,
        DATABASE_URL: database.url,
        // One secret for both, as a deployment has: a guest account signed by one instance is
        // accepted by the other.
        SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
        WS_MAX_PER_IP: '100000',
      };
      const instances: ApiInstance[] = [];
      const admin = new Redis(opts.redisUrl, { maxRetriesPerRequest: 1 });
      admin.on('error', () => undefined);
      try {
        const t0 = Date.now();
        // One after the other: the first migrates and seeds the shared database.
        instances.push(await startApiInstance({ env, seed: true }));
        instances.push(await startApiInstance({ env }));
        const [a, b] = instances;
        ctx.log(
          `chat-redis: instances A ${a.url} and B ${b.url} up on ${opts.redisUrl} (prefix ${prefix}) ` +
            `and ${new URL(database.url).pathname.slice(1)} (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
        );
        const extra = await measure(
          ctx,
          opts,
          [
            { httpUrl: a.url, wsUrl: a.wsUrl, pid: a.child.pid, label: 'A' },
            { httpUrl: b.url, wsUrl: b.wsUrl, pid: b.child.pid, label: 'B' },
          ],
          admin,
        );
        return {
          id,
          title: `${title} (${opts.clients} clients, ${opts.rate} msg/s)`,
          extra,
        };
      } finally {
        await Promise.allSettled(instances.map((i) => i.stop()));
        const keys = await admin.keys(`${prefix}*`).catch(() => [] as string[]);
        if (keys.length) await admin.del(...keys).catch(() => undefined);
        admin.disconnect();
        await database
          .drop()
          .catch((err: unknown) =>
            ctx.log(
              `could not drop the database: ${err instanceof Error ? err.message : String(err)}`,
            ),
          );
      }
    },
  };
}
