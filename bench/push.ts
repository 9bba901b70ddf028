/**
 * Push latency (issue 3, benchmark b): thousands of websocket clients registered on /ws, a feed
 * event published through the feed's own path (`POST /api/__test/push`, FEED_TEST_TRIGGER=on),
 * and the time from the publish to each client's receipt. The clients run in child processes
 * (bench/ws-clients.ts), never in the server's.
 *
 * - `push`: every client on the bench site (the full server with the simulator playing).
 * - `push-redis`: two more instances (`server.ts --api-only`) on Redis with a run-unique prefix;
 *   the event is triggered on A and every client is on B, so each frame takes the Redis hop.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Envelope } from '../lib/contract';
import { startApiInstance, type ApiInstance } from '../scripts/api-instance';
import { stop } from './processes';
import type { Context, PushOptions, Result, Scenario } from './scenario';
import type { ChildMessage, ConnectMessage, ReadyMessage, ResultsMessage } from './ws-clients';
import { forkChild, type ChildRpc } from './child-rpc';

/** The budget: push p99 ≤ 250 ms to 2,000 clients on one instance. */
export const PUSH_P99_BUDGET_MS = 250;

/** Probe frames name matches that do not exist, so no page or store changes because of them. */
const PROBE_BASE = 900_000_000;

type Worker = ChildRpc<ChildMessage>;

function startWorker(): Worker {
  return forkChild<ChildMessage>(path.join(import.meta.dirname, 'ws-clients.ts'), [
    '--import',
    'tsx',
  ]);
}

const round = (n: number, digits = 1) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);

function percentiles(values: number[]) {
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) =>
    sorted.length
      ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]
      : NaN;
  return {
    samples: sorted.length,
    p50: round(at(0.5)),
    p90: round(at(0.9)),
    p99: round(at(0.99)),
    max: round(sorted.length ? sorted[sorted.length - 1] : NaN),
  };
}

type Probe = { k: number; requestedAt: number; sentAt: number | null; error?: string };

async function trigger(triggerUrl: string, k: number): Promise<Probe> {
  const requestedAt = Date.now();
  try {
    const res = await fetch(`${triggerUrl}/api/__test/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'score', sport: 'football', match_id: PROBE_BASE + k }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json().catch(() => null)) as Partial<
      Envelope<{ sent_at?: number } | null>
    > | null;
    if (res.status !== 200 || body?.code !== 0 || typeof body.data?.sent_at !== 'number')
      return { k, requestedAt, sentAt: null, error: `HTTP ${res.status} code ${body?.code}` };
    return { k, requestedAt, sentAt: body.data.sent_at };
  } catch (err) {
    return {
      k,
      requestedAt,
      sentAt: null,
      error: err instanceof Error ? err.message : String(err),
    };
  }
}

/** Unmeasured frames before the probes. */
const WARMUP_EVENTS = 4;

/** A frame no client counts as a probe (it still takes part in the seq checks). */
function publishOutsideProbes(triggerUrl: string): Promise<Response | Error> {
  return fetch(`${triggerUrl}/api/__test/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'score', match_id: PROBE_BASE - 1 }),
    signal: AbortSignal.timeout(10_000),
  }).catch((err: unknown) => (err instanceof Error ? err : new Error(String(err))));
}

/** Whether the server has the test trigger. */
async function hasTrigger(triggerUrl: string): Promise<string | null> {
  const res = await publishOutsideProbes(triggerUrl);
  if (res instanceof Error) return `POST /api/__test/push failed: ${res.message}`;
  if (res.status === 404)
    return 'the server has no POST /api/__test/push (start it with FEED_TEST_TRIGGER=on)';
  return res.status === 200 ? null : `POST /api/__test/push answered HTTP ${res.status}`;
}

/**
 * Waits (up to 20 s) until the server answers /api/health within 50 ms three times in a row, so
 * that what a previous scenario left behind (a render backlog, a big collection) is not measured
 * as push latency.
 */
async function settle(ctx: Context, url: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const t0 = performance.now();
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) })
      .then((r) => r.arrayBuffer().then(() => r.ok))
      .catch(() => false);
    quick = ok && performance.now() - t0 < 50 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
  if (quick < 3) ctx.log(`${url} still answers slowly after 20 s; measuring anyway`);
}

/**
 * Connects the clients to `wsUrl`, fires the probes at `triggerUrl` every `intervalMs` (without
 * waiting for the previous answer), waits for the frames and computes the figures.
 */
async function measure(
  ctx: Context,
  opts: PushOptions,
  target: { triggerUrl: string; wsUrl: string; label: string; budget: boolean },
): Promise<Record<string, unknown>> {
  await settle(ctx, target.triggerUrl);
  const workerCount = Math.max(1, Math.min(opts.workers, opts.clients));
  const workers = Array.from({ length: workerCount }, startWorker);
  try {
    const share = (i: number) =>
      Math.floor(opts.clients / workerCount) + (i < opts.clients % workerCount ? 1 : 0);
    const t0 = Date.now();
    const ready = await Promise.all(
      workers.map((w, i) =>
        w.request(
          {
            type: 'connect',
            url: target.wsUrl,
            count: share(i),
            classify: 0,
            probeBase: PROBE_BASE,
            events: opts.events,
            concurrency: 50,
          } satisfies ConnectMessage,
          'ready',
        ),
      ),
    );
    const connected = ready.reduce((n, r: ReadyMessage) => n + r.connected, 0);
    const failedToConnect = ready.reduce((n, r: ReadyMessage) => n + r.failed, 0);
    ctx.log(
      `${target.label}: ${connected} clients registered and classified in ${((Date.now() - t0) / 1000).toFixed(1)} s` +
        (failedToConnect
          ? ` (${failedToConnect} failed: ${ready.find((r) => r.error)?.error})`
          : ''),
    );
    if (connected === 0) throw new Error(`no websocket client could connect to ${target.wsUrl}`);
    // Let the connection burst settle, and warm the publish and fan-out paths up (a fresh
    // instance runs them unoptimised at first) with frames outside the probe range.
    await new Promise((r) => setTimeout(r, 1000));
    for (let i = 0; i < WARMUP_EVENTS; i++) {
      await publishOutsideProbes(target.triggerUrl);
      await new Promise((r) => setTimeout(r, opts.intervalMs));
    }

    const start = Date.now() + 50;
    const probes = await Promise.all(
      Array.from(
        { length: opts.events },
        (_, k) =>
          new Promise<Probe>((resolve) =>
            setTimeout(
              () => void trigger(target.triggerUrl, k).then(resolve),
              start + k * opts.intervalMs - Date.now(),
            ),
          ),
      ),
    );
    // Wait until every client has every probe, or 5 s after the last one.
    const expected = connected * probes.filter((p) => p.sentAt !== null).length;
    const deadline = Date.now() + 5000;
    for (;;) {
      const counts = await Promise.all(workers.map((w) => w.request({ type: 'count' }, 'count')));
      if (counts.reduce((n, c) => n + c.received, 0) >= expected || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const results: ResultsMessage[] = await Promise.all(
      workers.map((w) => w.request({ type: 'collect' }, 'results')),
    );

    const fromPublish: number[] = [];
    const fromRequest: number[] = [];
    const perEventP99: (number | null)[] = [];
    let complete = 0;
    let missing = 0;
    for (const r of results) {
      const clients = r.receipts.length / opts.events;
      for (let c = 0; c < clients; c++) {
        let all = true;
        for (const p of probes) {
          const at = r.receipts[c * opts.events + p.k];
          if (p.sentAt === null) continue;
          if (Number.isNaN(at)) {
            all = false;
            missing++;
            continue;
          }
          fromPublish.push(at - p.sentAt);
          fromRequest.push(at - p.requestedAt);
        }
        if (all) complete++;
      }
    }
    for (const p of probes) {
      if (p.sentAt === null) {
        perEventP99.push(null);
        continue;
      }
      const lat: number[] = [];
      for (const r of results) {
        const clients = r.receipts.length / opts.events;
        for (let c = 0; c < clients; c++) {
          const at = r.receipts[c * opts.events + p.k];
          if (!Number.isNaN(at)) lat.push(at - p.sentAt);
        }
      }
      perEventP99.push(percentiles(lat).p99);
    }
    const failedProbes = probes.filter((p) => p.sentAt === null);
    const publish = percentiles(fromPublish);
    return {
      kind: 'push',
      target: target.label,
      clients: opts.clients,
      connected,
      failedToConnect,
      events: opts.events,
      eventsPublished: opts.events - failedProbes.length,
      probeErrors: failedProbes.map((p) => p.error),
      intervalMs: opts.intervalMs,
      clientProcesses: workerCount,
      /** ms from the publish (the epoch ms in the frame, taken just before publishing) to receipt. */
      publishToReceipt: publish,
      /** ms from just before the trigger's HTTP request to receipt (adds the trigger's own cost). */
      requestToReceipt: percentiles(fromRequest),
      /** ms from just before the trigger's HTTP request to the publish, per probe. */
      requestToPublish: probes.map((p) => (p.sentAt === null ? null : p.sentAt - p.requestedAt)),
      perEventP99,
      clientsWithEveryFrame: complete,
      missingFrames: missing,
      duplicateFrames: results.reduce((n, r) => n + r.duplicates, 0),
      seqGaps: results.reduce((n, r) => n + r.seqGaps, 0),
      droppedClients: results.reduce((n, r) => n + r.dropped, 0),
      // The budget is for one instance; the Redis hop is reported without one.
      budget: target.budget
        ? {
            p99Ms: PUSH_P99_BUDGET_MS,
            met:
              publish.p99 !== null &&
              publish.p99 <= PUSH_P99_BUDGET_MS &&
              complete === opts.clients,
          }
        : null,
    };
  } finally {
    await Promise.allSettled(
      workers.map(async (w) => {
        w.child.send({ type: 'close' });
        await stop(w.child, 3000);
      }),
    );
  }
}

const wsOf = (httpUrl: string) => `${httpUrl.replace(/^http/, 'ws')}/ws`;

export function pushScenario(): Scenario {
  const id = 'push';
  const title = 'push latency, one instance';
  return {
    id,
    title,
    run: async (ctx): Promise<Result> => {
      const opts = ctx.push;
      const problem = await hasTrigger(ctx.siteUrl);
      if (problem) return { id, title, skipped: problem };
      const extra = await measure(ctx, opts, {
        triggerUrl: ctx.siteUrl,
        wsUrl: wsOf(ctx.siteUrl),
        label: 'push (site)',
        budget: true,
      });
      return { id, title: `${title} (${opts.clients} clients)`, extra };
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

export function pushRedisScenario(): Scenario {
  const id = 'push-redis';
  const title = 'push latency, Redis hop A → B';
  return {
    id,
    title,
    run: async (ctx): Promise<Result> => {
      const opts = ctx.push;
      const unreachable = await redisReachable(opts.redisUrl);
      if (unreachable) return { id, title, skipped: unreachable };
      const prefix = `bench-rt-${crypto.randomBytes(6).toString('hex')}:`;
      const env = { REDIS_URL: opts.redisUrl, REDIS_PREFIX: prefix, FEED_TEST_TRIGGER: 'on' };
      let instances: ApiInstance[] = [];
      const admin = new Redis(opts.redisUrl, { maxRetriesPerRequest: 1 });
      try {
        const t0 = Date.now();
        instances = await Promise.all([startApiInstance({ env }), startApiInstance({ env })]);
        ctx.log(
          `push-redis: instances A ${instances[0].url} and B ${instances[1].url} up on ${opts.redisUrl} ` +
            `(prefix ${prefix}, ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
        );
        const [a, b] = instances;
        const problem = await hasTrigger(a.url);
        if (problem) return { id, title, skipped: problem };
        const extra = await measure(ctx, opts, {
          triggerUrl: a.url,
          wsUrl: b.wsUrl,
          label: 'push-redis (A → Redis → B)',
          budget: false,
        });
        return { id, title: `${title} (${opts.clients} clients on B)`, extra };
      } finally {
        await Promise.allSettled(instances.map((i) => i.stop()));
        const keys = await admin.keys(`${prefix}*`).catch(() => [] as string[]);
        if (keys.length) await admin.del(...keys).catch(() => undefined);
        admin.disconnect();
      }
    },
  };
}
