/**
 * `npm run bench:faults`: the fault table of issue 29 §3, measured. On a PostgreSQL and a Redis
 * of its own (bench/fault-infra.ts, so it may kill and restart them), it starts a cluster of
 * instances behind nginx (scripts/cluster.ts), connects 2,000 websocket clients through nginx to
 * football scores and one live room's chat (bench/fault-clients.ts: they reconnect and refetch
 * like the browser client), and keeps three kinds of traffic going: chat at 50 messages a second
 * from 100 senders (inside the 20-per-30-s chatter budget), score pushes through the test trigger
 * (`POST /api/__test/push`, 5 a second), and gifts over HTTP with idempotency keys, retried with
 * the same key after a failure or a timeout. It also polls a database-backed API read.
 *
 * Then, one after another with recovery in between, the faults: none (the control row), kill -9
 * one instance, Redis restarted, PostgreSQL restarted, slow clients (stop reading) on every
 * instance, the uploads directory full (a tmpfs; root only, else the row is skipped with a
 * notice). Each row prints reconnect times, chat messages lost / duplicated / reordered, score
 * pushes lost after refetch, gifts lost or doubled in the ledger, the HTTP errors seen, the time to
 * recovery and a verdict; at the end `auditLedger()` runs on the cluster's database.
 *
 *   npm run bench:faults                full run: 2,000 clients
 *   npm run bench:faults -- --ci        shortened (300 clients, shorter rows); exits 1 when a row
 *                                       breaks (what .ci/run runs; see `Check`)
 *   options: --clients=N --instances=N --rows=kill,redis,… (ids below)
 *
 * README "Benchmark" and docs/capacity.md "Faults" describe the output.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { forkChild, type ChildRpc } from './child-rpc';
import { WebSocket } from 'ws';
import type { Cluster } from '../scripts/cluster';
import { liveRoom } from './chat';
import {
  mountSmallDisk,
  postgresUnavailable,
  startPrivatePostgres,
  startPrivateRedis,
  tmpfsUnavailable,
  type PrivatePostgres,
  type PrivateRedis,
} from './fault-infra';
import type {
  FaultChild,
  FaultClientSpec,
  FaultConnect,
  FaultCount,
  FaultResults,
  FaultRow,
} from './fault-clients';
import { stop } from './processes';
import { machine } from './report';

const log = (line: string) => console.log(`[faults] ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What must hold (issue 29 §3): reconnect, fan-out and recovery within 5 s; no hang. */
const WITHIN_MS = 5000;
/**
 * A row's check. What is lost, duplicated, doubled, half-written or wrongly answered must hold
 * in every run. A check of time (`late` set) is a measurement on a shared two-core machine: the
 * full run fails on it, the CI run only when it is past twice its target (`late: false`), which
 * catches what never recovers or hangs without failing CI on a busy neighbour. A row that only
 * missed a time within twice the target prints "late" (docs/capacity.md "Faults").
 */
type Check = { what: string; ok: boolean; late?: boolean };
/** A check of time: `ms` against `limit`, within twice the limit counting as only late. */
const timed = (what: string, ms: number | null, limit: number): Check => ({
  what,
  ok: ms !== null && ms <= limit,
  late: ms !== null && ms <= 2 * limit,
});
/** A request taking longer than this while a part is down counts as a hang. */
const HANG_MS = 5000;
const CHAT_RATE = 50;
const SENDERS = 100;
const PUSH_PER_SEC = 5;
const GIFT_PER_SEC = 4;
const GIFT_USERS = 24;
const CREDIT_TENTHS = 1_000_000;

type Options = {
  ci: boolean;
  clients: number;
  instances: number;
  workers: number;
  rows: string[] | null;
  scale: number;
};

function parse(argv: string[]): Options {
  const flags = new Map<string, string>();
  for (const a of argv) {
    if (a === '--ci') flags.set('ci', '1');
    else if (a === '--help' || a === '-h') flags.set('help', '1');
    else if (a.startsWith('--') && a.includes('=')) {
      const [k, v] = a.slice(2).split('=', 2);
      flags.set(k, v);
    } else throw new Error(`unknown argument ${a}`);
  }
  const known = ['ci', 'help', 'clients', 'instances', 'rows', 'workers'];
  const bad = [...flags.keys()].find((k) => !known.includes(k));
  if (bad) throw new Error(`unknown option --${bad}`);
  if (flags.has('help')) {
    console.log(
      'npm run bench:faults [-- --ci] [--clients=N] [--instances=N] [--workers=N] [--rows=baseline,kill,redis,postgres,slow,disk]',
    );
    process.exit(0);
  }
  const ci = flags.has('ci');
  const int = (k: string, d: number, min: number) => {
    const v = flags.get(k);
    const n = v === undefined ? d : Number(v);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${k} must be an integer ≥ ${min}`);
    return n;
  };
  return {
    ci,
    clients: int('clients', ci ? 300 : 2000, SENDERS),
    instances: int('instances', 3, 2),
    workers: int('workers', 2, 1),
    rows: flags.get('rows')?.split(',').filter(Boolean) ?? null,
    scale: ci ? 0.6 : 1,
  };
}

// --- the client processes ----------------------------------------------------------------------

type Worker = ChildRpc<FaultChild>;

const startWorker = (): Worker =>
  forkChild<FaultChild>(path.join(import.meta.dirname, 'fault-clients.ts'));

// --- HTTP traffic ------------------------------------------------------------------------------

type Call = {
  at: number;
  ms: number;
  status: number;
  key: string;
  ok: boolean;
  what: string;
  /** A gift's retries belong to the row that sent it, whenever they happen. */
  row?: number;
};

/** One API call: status, envelope code and error key; a timeout or a refused connection too. */
async function call(
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<{ status: number; code: number | null; key: string; data: unknown; ms: number }> {
  const t0 = Date.now();
  try {
    const res = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(init.timeoutMs ?? 10_000),
    });
    const text = await res.text();
    type Body = { code?: number; data?: { error?: string } };
    let body: Body | null = null;
    try {
      body = JSON.parse(text) as Body;
    } catch {
      // not JSON (nginx's own error page)
    }
    const code = typeof body?.code === 'number' ? body.code : null;
    const key = body?.data?.error ?? (code === 0 ? '' : res.status >= 500 ? 'not-json' : '');
    return { status: res.status, code, key, data: body?.data, ms: Date.now() - t0 };
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    return {
      status: 0,
      code: null,
      key: name === 'TimeoutError' ? 'timeout' : 'network',
      data: null,
      ms: Date.now() - t0,
    };
  }
}

type Gift = {
  key: string;
  row: number;
  userId: number;
  attempts: number;
  acked: boolean;
  /** The last refusal (code ≠ 0 without a retryable status), if it ended refused. */
  refused: string | null;
  done: boolean;
};

type Traffic = {
  calls: Call[];
  gifts: Gift[];
  /** Acknowledged score probes: `sentAt` is the trigger's sent_at, taken before the seq. */
  pushes: { row: number; k: number; ackAt: number; sentAt: number }[];
  stop: () => Promise<void>;
  setRow: (row: number, pushBase: number) => void;
  /** Retries of unfinished gifts: resolves once every gift got an answer or gave up. */
  settleGifts: (ms: number) => Promise<void>;
};

/** A retryable failure: no answer, a timeout, a 5xx, or a 429. */
/**
 * Worth retrying with the same key: no answer, a 5xx, a 429, or the first try of this key still
 * running (`idempotencyInProgress`: its instance may have died holding the key).
 */
const retryable = (r: { status: number; code: number | null; key?: string }) =>
  r.status === 0 || r.status >= 500 || r.status === 429 || r.key === 'idempotencyInProgress';

function startTraffic(o: {
  url: string;
  tokens: { userId: number; token: string }[];
  roomId: number;
  giftId: number;
}): Traffic {
  const calls: Call[] = [];
  const gifts: Gift[] = [];
  const pushes: Traffic['pushes'] = [];
  let row = -1;
  let pushBase = 0;
  let pushK = 0;
  let running = true;
  const loops: Promise<void>[] = [];
  const every = (ms: number, fn: () => Promise<void>) =>
    loops.push(
      (async () => {
        while (running) {
          const t = Date.now();
          void fn();
          await sleep(Math.max(0, ms - (Date.now() - t)));
        }
      })(),
    );
  const record = (what: string, r: Awaited<ReturnType<typeof call>>, row?: number) => {
    calls.push({
      at: Date.now() - r.ms,
      ms: r.ms,
      status: r.status,
      key: r.key,
      ok: r.code === 0,
      what,
      ...(row !== undefined && { row }),
    });
  };

  const attempt = async (g: Gift) => {
    const u = o.tokens.find((t) => t.userId === g.userId)!;
    g.attempts++;
    const r = await call(`${o.url}/api/member/handselGift`, {
      method: 'POST',
      headers: {
        token: u.token,
        'content-type': 'application/json',
        'idempotency-key': g.key,
        lang: 'en',
      },
      body: JSON.stringify({ room_id: o.roomId, gift_id: o.giftId, num: 1 }),
      timeoutMs: 10_000,
    });
    record('gift', r, g.row);
    if (r.code === 0) {
      g.acked = true;
      g.done = true;
    } else if (!retryable(r)) {
      g.refused = `${r.status} ${r.key}`;
      g.done = true;
    }
  };
  const retryLoop = async (g: Gift, until: number) => {
    while (!g.done && Date.now() < until) {
      await attempt(g);
      if (!g.done) await sleep(1000);
    }
  };

  let giftN = 0;
  every(1000 / GIFT_PER_SEC, async () => {
    if (row < 0) return;
    const u = o.tokens[giftN++ % o.tokens.length];
    const g: Gift = {
      key: `fault-${crypto.randomUUID()}`,
      row,
      userId: u.userId,
      attempts: 0,
      acked: false,
      refused: null,
      done: false,
    };
    gifts.push(g);
    await retryLoop(g, Date.now() + 60_000);
  });
  every(1000 / PUSH_PER_SEC, async () => {
    if (row < 0) return;
    const r0 = row;
    const k = pushK++;
    const r = await call(`${o.url}/api/__test/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sport: 'football', type: 'score', match_id: pushBase + k }),
    });
    record('push', r);
    if (r.code === 0)
      pushes.push({
        row: r0,
        k,
        ackAt: Date.now(),
        sentAt: (r.data as { sent_at: number }).sent_at,
      });
  });
  every(250, async () => {
    if (row < 0) return;
    record(
      'read',
      await call(`${o.url}/api/live_streaming/getLiveList2?type=0&limit=5`, { timeoutMs: 10_000 }),
    );
  });
  return {
    calls,
    gifts,
    pushes,
    setRow: (r, base) => {
      row = r;
      pushBase = base;
      pushK = 0;
    },
    settleGifts: async (ms) => {
      // Each gift's own loop retries it (for up to a minute); this waits for them.
      const until = Date.now() + ms;
      while (gifts.some((g) => !g.done) && Date.now() < until) await sleep(200);
    },
    stop: async () => {
      running = false;
      await Promise.allSettled(loops);
    },
  };
}

// --- slow clients --------------------------------------------------------------------------------

type Slow = { ws: WebSocket; port: number; closed: boolean };

/** Sockets that subscribe to both sports and the room, then stop reading. */
async function openSlow(wsUrl: string, group: string, n: number): Promise<Slow[]> {
  const out: Slow[] = [];
  for (let i = 0; i < n; i++) {
    const ws = new WebSocket(wsUrl, { perMessageDeflate: false });
    const s: Slow = { ws, port: 0, closed: false };
    ws.on('close', () => (s.closed = true));
    ws.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => {
        s.port = (ws as unknown as { _socket: { localPort: number } })._socket.localPort;
        ws.send('{"type":"register"}');
        ws.send(JSON.stringify({ type: 'chat.join', group }));
      });
      let answers = 0;
      ws.on('message', (raw: Buffer) => {
        const f = JSON.parse(raw.toString()) as { type: string };
        if (f.type === 'register' || f.type === 'chat.join') answers++;
        if (answers === 2) resolve();
      });
      ws.once('error', reject);
      setTimeout(() => reject(new Error('slow client: no answers')), 10_000);
    });
    ws.removeAllListeners('message');
    ws.pause();
    out.push(s);
  }
  return out;
}

/** Local ports of this process's TCP connections the other side has closed. */
function closeWaitPorts(): Set<number> {
  const r = spawnSync('ss', ['-Htn', 'state', 'close-wait'], { encoding: 'utf8' });
  const ports = new Set<number>();
  for (const line of r.stdout.split('\n')) {
    const local = line.trim().split(/\s+/)[2];
    const port = Number(local?.split(':').at(-1));
    if (port) ports.add(port);
  }
  return ports;
}

// --- rows ------------------------------------------------------------------------------------------

type Env = {
  cluster: Cluster;
  redis: PrivateRedis;
  postgres: PrivatePostgres;
  group: string;
  traffic: Traffic;
  uploadToken: string;
  opts: Options;
};

type FaultOutcome = {
  /** When the fault began and when the broken part was back (or the fault ended). */
  faultAt: number;
  restoredAt: number;
  notes: string[];
  /** Row-specific checks: what must hold, and whether it did. */
  checks: Check[];
};

type RowDef = {
  id: string;
  title: string;
  /** Seconds of traffic in the row (the fault starts after `calm`). */
  seconds: number;
  calm: number;
  skip?: (e: Env) => string | null;
  fault: (e: Env) => Promise<FaultOutcome>;
  /** After the row: bring the part back for the next one. */
  after?: (e: Env) => Promise<void>;
};

const at = () => Date.now();

/** A video-looking body: an ISO-BMFF `ftyp` box, then filler. */
function fakeVideo(bytes: number): Buffer {
  const b = Buffer.alloc(bytes, 0);
  b.writeUInt32BE(24, 0);
  b.write('ftypisom', 4, 'latin1');
  b.write('isomiso2mp41', 12, 'latin1');
  return b;
}

async function upload(e: Env, bytes: number) {
  const permit = await call(`${e.cluster.url}/api/Member/getQiniuToken`, {
    method: 'POST',
    headers: { token: e.uploadToken, 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify({ purpose: 'video' }),
  });
  if (permit.code !== 0) return { ...permit, step: 'permit' };
  const token = (permit.data as { token: string }).token;
  const res = await fetch(`${e.cluster.url}/api/upload/video?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'video/mp4', lang: 'en' },
    body: new Uint8Array(fakeVideo(bytes)),
    signal: AbortSignal.timeout(20_000),
  }).catch((err: unknown) => err as Error);
  if (res instanceof Error)
    return { status: 0, code: null, key: res.message, msg: '', step: 'upload' };
  const body = (await res.json().catch(() => null)) as {
    code: number;
    msg: string;
    data?: { error?: string };
  } | null;
  return {
    status: res.status,
    code: body?.code ?? null,
    key: body?.data?.error ?? '',
    msg: body?.msg ?? '',
    step: 'upload',
  };
}

function rows(scale: number): RowDef[] {
  const s = (n: number) => Math.max(4, Math.round(n * scale));
  return [
    {
      id: 'baseline',
      title: 'none (control)',
      seconds: s(12),
      calm: s(12),
      fault: async () => ({ faultAt: at(), restoredAt: at(), notes: [], checks: [] }),
    },
    {
      id: 'kill',
      title: 'kill -9 one instance',
      seconds: s(25),
      calm: s(5),
      fault: async (e) => {
        const victim = e.cluster.instances[1];
        const faultAt = at();
        await victim.kill('SIGKILL');
        return {
          faultAt,
          restoredAt: faultAt,
          notes: [`killed instance ${victim.index}`],
          checks: [],
        };
      },
      after: async (e) => {
        await e.cluster.instances[1].restart();
      },
    },
    {
      id: 'redis',
      title: 'Redis restarted',
      seconds: s(25),
      calm: s(5),
      fault: async (e) => {
        const faultAt = at();
        await e.redis.kill();
        await sleep(3000);
        await e.redis.start();
        return {
          faultAt,
          restoredAt: at(),
          notes: ['redis-server killed, back after 3 s (no persistence: every key lost)'],
          checks: [],
        };
      },
    },
    {
      id: 'postgres',
      title: 'PostgreSQL restarted',
      seconds: s(30),
      calm: s(5),
      fault: async (e) => {
        const faultAt = at();
        const mode = await e.postgres.stopServer();
        const stoppedIn = at() - faultAt;
        await sleep(5000);
        await e.postgres.startServer();
        return {
          faultAt,
          restoredAt: at(),
          notes: [
            `pg_ctl stop -m ${mode === 'fast' ? 'fast' : 'fast timed out after 20 s, then -m immediate'} (${stoppedIn} ms), start after 5 s`,
          ],
          checks: [],
        };
      },
    },
    {
      id: 'slow',
      title: 'slow clients (stop reading)',
      seconds: s(40),
      calm: s(5),
      fault: async (e) => {
        const n = e.cluster.instances.length * 2;
        const slow = await openSlow(e.cluster.wsUrl, e.group, n);
        // The server logs each socket it drops for not reading (lib/realtime/server.ts); nginx
        // keeps the client's side open while it still holds bytes for it, so the client itself
        // learns of the cut only when it reads again.
        const drops = () =>
          e.cluster.instances.reduce(
            (sum, i) => sum + (i.output().match(/does not read/g)?.length ?? 0),
            0,
          );
        const dropsBefore = drops();
        const faultAt = at();
        // Large frames on the bus's basketball channel reach only them (every other client is
        // classified football): enough bytes to fill the kernel's and nginx's buffers and then
        // the server's 1 MiB per socket. The fan-out path is the real one; only the publisher
        // is the bench (the test trigger's small frames would take minutes to fill them).
        const { Redis } = await import('ioredis');
        const pub = new Redis(e.redis.url, { maxRetriesPerRequest: 1 });
        pub.on('error', () => undefined);
        const channel = `${e.cluster.redisPrefix}scores:basketball`;
        const pad = 'x'.repeat(60 * 1024);
        let flooded = 0;
        const deadline = faultAt + (e.opts.ci ? 20_000 : 30_000);
        let cut = 0;
        try {
          while (at() < deadline && cut < n) {
            for (let i = 0; i < 10; i++) {
              await pub.publish(
                channel,
                `{"type":"score","code":100,"sport":"basketball","seq":${++flooded},"data":{"match_id":1,"pad":"${pad}"}}`,
              );
            }
            await sleep(100);
            cut = drops() - dropsBefore;
          }
        } finally {
          pub.disconnect();
        }
        const cutAt = at();
        const serverCut = drops() - dropsBefore;
        // Read what is left: a socket the server cut then ends; one it kept would stay open.
        for (const x of slow) x.ws.resume();
        await sleep(3000);
        const closedNow = closeWaitPorts();
        const ended = slow.filter((x) => x.closed || closedNow.has(x.port)).length;
        for (const x of slow) x.ws.terminate();
        return {
          faultAt,
          restoredAt: cutAt,
          notes: [
            `${n} slow clients (${e.cluster.instances.length} instances), ${flooded} frames of 60 KB (${((flooded * 60) / 1024).toFixed(1)} MB) published to them; ` +
              `${serverCut}/${n} dropped by the servers within ${((cutAt - faultAt) / 1000).toFixed(1)} s; ${ended}/${n} closed once they read again`,
          ],
          checks: [
            {
              what: `every slow client cut off (${serverCut}/${n})`,
              ok: serverCut >= n && ended === n,
            },
          ],
        };
      },
    },
    {
      id: 'disk',
      title: 'uploads disk full',
      seconds: s(20),
      calm: s(5),
      skip: () => tmpfsUnavailable(),
      fault: async (e) => {
        const dir = path.join(e.cluster.env.DATA_DIR, 'uploads');
        const disk = mountSmallDisk(dir, 4);
        const notes: string[] = [];
        const checks: FaultOutcome['checks'] = [];
        try {
          disk.fill(64 * 1024);
          const faultAt = at();
          const full = await upload(e, 1024 * 1024);
          const clear =
            full.status > 0 &&
            full.status < 600 &&
            full.status !== 500 &&
            full.code !== 0 &&
            /storage|space|full/i.test(`${full.key} ${full.msg}`);
          notes.push(
            `full: ${full.step} answered ${full.status} ${full.key || '-'} "${'msg' in full ? full.msg : ''}"`,
          );
          checks.push({
            what: 'an upload to the full disk is refused with a clear message',
            ok: clear,
          });
          const leftovers = fs
            .readdirSync(dir, { recursive: true })
            .map(String)
            .filter((f) => f !== '.filler' && fs.statSync(path.join(dir, f)).isFile());
          checks.push({
            what: `no partial file left (${leftovers.length})`,
            ok: leftovers.length === 0,
          });
          await sleep(3000);
          disk.free();
          const restoredAt = at();
          const again = await upload(e, 1024 * 1024);
          notes.push(`space freed: ${again.step} answered ${again.status} code ${again.code}`);
          checks.push({ what: 'an upload works once space is freed', ok: again.code === 0 });
          return { faultAt, restoredAt, notes, checks };
        } finally {
          await sleep(500);
          disk.unmount();
        }
      },
    },
  ];
}

// --- analysis ----------------------------------------------------------------------------------

const pct = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;

type RowReport = {
  id: string;
  title: string;
  skipped?: string;
  clients: number;
  reconnects: number;
  reconnectP50: number;
  reconnectP99: number;
  reconnectMax: number;
  notLive: number;
  chat: {
    acked: number;
    sent: number;
    lost: number;
    duplicated: number;
    reordered: number;
    viaHistory: number;
    p50: number;
    p99: number;
    refused: Record<string, number>;
  };
  scores: {
    acked: number;
    lost: number;
    viaRefetch: number;
    gaps: number;
    refetchFailures: number;
  };
  fanoutMs: number | null;
  gifts: {
    sent: number;
    acked: number;
    retried: number;
    lost: number;
    doubled: number;
    unresolved: number;
    refused: Record<string, number>;
  };
  httpErrors: Record<string, number>;
  slowestMs: number;
  hangs: number;
  recoveryMs: number | null;
  notes: string[];
  checks: Check[];
  holds: boolean;
  /** Holds but for a time within twice its target. */
  late: boolean;
};

/** Retries a database read a few times: the bench's own pool may hold connections a restart cut. */
async function retrying<T>(fn: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= 5) throw err;
      await sleep(1000);
    }
  }
}

async function ledgerCounts(keys: { key: string; userId: number }[]) {
  const { db } = await import('../lib/db/client');
  const { sql } = await import('drizzle-orm');
  const out = new Map<string, { tx: number; sends: number }>();
  const ledgerKeys = keys.map((k) => `u${k.userId}:${k.key}`);
  for (let i = 0; i < ledgerKeys.length; i += 500) {
    const chunk = ledgerKeys.slice(i, i + 500);
    const res = await db().execute(sql`
      select t.key, count(distinct t.id)::int as tx, count(g.id)::int as sends
      from wallet_transactions t left join gift_sends g on g.tx_id = t.id
      where t.key in (${sql.join(
        chunk.map((k) => sql`${k}`),
        sql`, `,
      )})
      group by t.key`);
    for (const r of (res as unknown as { rows: { key: string; tx: number; sends: number }[] }).rows)
      out.set(r.key, { tx: Number(r.tx), sends: Number(r.sends) });
  }
  return out;
}

async function analyse(
  def: RowDef,
  f: FaultOutcome,
  results: FaultResults[],
  traffic: Traffic,
  rowIndex: number,
  rowStart: number,
  rowEnd: number,
  baselineP99: number | null,
): Promise<RowReport> {
  const messages = results[0].outcome.length;
  // The senders' view, merged: which messages were accepted.
  const outcome = new Uint8Array(messages);
  let sent = 0;
  const refused: Record<string, number> = {};
  for (const r of results) {
    for (let k = 0; k < messages; k++) {
      if (r.outcome[k]) outcome[k] = r.outcome[k];
      if (!Number.isNaN(r.sentAt[k])) sent++;
    }
    for (const [k, v] of Object.entries(r.refusals)) refused[k] = (refused[k] ?? 0) + v;
  }
  let acked = 0;
  for (let k = 0; k < messages; k++) if (outcome[k] === 1) acked++;
  let lost = 0;
  let duplicated = 0;
  let viaHistory = 0;
  const lat: number[] = [];
  let clients = 0;
  for (const r of results) {
    clients += r.clients;
    for (let c = 0; c < r.clients; c++)
      for (let k = 0; k < messages; k++) {
        if (outcome[k] !== 1) continue;
        const slot = c * messages + k;
        const p = r.pushCount[slot];
        if (p > 1) duplicated += p - 1;
        if (p === 0 && !r.history[slot]) lost++;
        else if (p === 0) viaHistory++;
        else lat.push(r.latency[slot]);
      }
  }
  lat.sort((a, b) => a - b);

  // Score probes: each acknowledged push reached the client, or a refetch made after it existed
  // (started after its sent_at) whose snapshot seq is at least its seq refilled it.
  const pushes = traffic.pushes.filter((p) => p.row === rowIndex);
  const pushCount = results[0].scoreSeq.length;
  const seqOf = new Float64Array(pushCount).fill(NaN);
  for (const r of results)
    for (let k = 0; k < pushCount; k++) if (!Number.isNaN(r.scoreSeq[k])) seqOf[k] = r.scoreSeq[k];
  let scoreLost = 0;
  let viaRefetch = 0;
  for (const r of results)
    for (let c = 0; c < r.clients; c++) {
      const refetch = r.refetches[c];
      for (const p of pushes) {
        if (p.k >= pushCount) continue;
        if (!Number.isNaN(r.scoreAt[c * pushCount + p.k])) continue;
        const seq = seqOf[p.k];
        if (refetch.some(([t, s]) => t >= p.sentAt && s >= seq)) viaRefetch++;
        else {
          scoreLost++;
          if (process.env.FAULTS_DEBUG)
            log(
              `debug: push ${p.k} acked ${p.ackAt - f.faultAt} ms after the fault, client ${c}: refetches ${refetch.map(([t, s]) => `${t - f.faultAt}@${s}`).join(',')} seq ${seqOf[p.k]}; got ${Array.from({ length: 8 }, (_, j) => r.scoreAt[c * pushCount + p.k - 4 + j] - f.faultAt).join(',')}`,
            );
        }
      }
    }
  // Fan-out resumed: the first push acknowledged after the part was back that ≥ 99 % got directly.
  let fanoutMs: number | null = null;
  for (const p of [...pushes].sort((a, b) => a.ackAt - b.ackAt)) {
    if (p.ackAt < f.restoredAt || p.k >= pushCount) continue;
    let got = 0;
    for (const r of results)
      for (let c = 0; c < r.clients; c++) if (!Number.isNaN(r.scoreAt[c * pushCount + p.k])) got++;
    if (got >= 0.99 * clients) {
      fanoutMs = Math.max(0, p.ackAt - f.restoredAt);
      break;
    }
  }

  const reconnect = results.flatMap((r) => r.reconnectMs).sort((a, b) => a - b);
  const notLive = results.reduce((n, r) => n + r.notLive, 0);

  // Gifts of the row, against the ledger.
  const gifts = traffic.gifts.filter((g) => g.row === rowIndex);
  const counts = await retrying(() => ledgerCounts(gifts));
  let giftLost = 0;
  let doubled = 0;
  const giftRefused: Record<string, number> = {};
  for (const g of gifts) {
    const c = counts.get(`u${g.userId}:${g.key}`);
    if (g.acked && !c) giftLost++;
    if (c && (c.tx > 1 || c.sends > 1)) doubled++;
    if (g.refused) giftRefused[g.refused] = (giftRefused[g.refused] ?? 0) + 1;
  }

  // HTTP calls during the row.
  const calls = traffic.calls.filter((c) =>
    c.row !== undefined ? c.row === rowIndex : c.at >= rowStart && c.at <= rowEnd,
  );
  const httpErrors: Record<string, number> = {};
  for (const c of calls)
    if (!c.ok) {
      const k = `${c.what} ${c.status} ${c.key || '-'}`;
      httpErrors[k] = (httpErrors[k] ?? 0) + 1;
    }
  const slowestMs = Math.max(0, ...calls.map((c) => c.ms));
  const hangs = calls.filter((c) => c.ms > HANG_MS).length;
  const firstOk = (what: string) =>
    calls.find((c) => c.what === what && c.ok && c.at >= f.restoredAt)?.at;
  const okRead = firstOk('read');
  const okGift = firstOk('gift');
  const recoveryMs =
    okRead !== undefined && okGift !== undefined && fanoutMs !== null
      ? Math.max(okRead - f.restoredAt, okGift - f.restoredAt, fanoutMs, 0)
      : null;

  const checks = [...f.checks];
  checks.push({ what: 'no acknowledged chat message lost', ok: lost === 0 });
  checks.push({ what: 'no chat message pushed twice', ok: duplicated === 0 });
  checks.push({ what: 'no acknowledged score push lost after refetch', ok: scoreLost === 0 });
  checks.push({ what: 'no gift lost or doubled', ok: giftLost === 0 && doubled === 0 });
  checks.push({
    what: `every client live again (${clients - notLive}/${clients})`,
    ok: notLive === 0,
  });
  const errorsDuring = calls.filter((c) => !c.ok);
  if (def.id === 'kill')
    // A request the killed instance had taken fails (nginx does not resend a POST); the retry
    // with the same key is what must work. None may hang.
    checks.push(timed(`no hang > ${HANG_MS} ms (slowest ${slowestMs} ms)`, slowestMs, HANG_MS));
  if (def.id === 'baseline' || def.id === 'slow' || def.id === 'disk')
    checks.push({
      what: `no failed HTTP call (${errorsDuring.length})`,
      ok: errorsDuring.length === 0,
    });
  if (def.id === 'kill')
    checks.push(
      timed(
        `reconnect p99 ≤ ${WITHIN_MS} ms (${pct(reconnect, 0.99)})`,
        reconnect.length > 0 ? pct(reconnect, 0.99) : null,
        WITHIN_MS,
      ),
    );
  if (def.id === 'redis') {
    const reads = calls.filter(
      (c) => c.what === 'read' && c.at >= f.faultAt && c.at <= f.restoredAt,
    );
    checks.push({
      what: `the site keeps serving during the outage (${reads.filter((c) => c.ok).length}/${reads.length} reads)`,
      ok: reads.length > 0 && reads.every((c) => c.ok),
    });
  }
  if (def.id === 'redis')
    checks.push(timed(`no hang > ${HANG_MS} ms (slowest ${slowestMs} ms)`, slowestMs, HANG_MS));
  if (def.id === 'redis' || def.id === 'postgres')
    checks.push(
      timed(
        `recovered within ${WITHIN_MS} ms of its return (${recoveryMs ?? 'never'})`,
        recoveryMs,
        WITHIN_MS,
      ),
    );
  if (def.id === 'postgres') {
    const bad = errorsDuring.filter(
      (c) => !(c.status === 503 && c.key === 'serviceUnavailable') && !(c.what === 'push'),
    );
    checks.push({
      what: `failures are 503 serviceUnavailable (${errorsDuring.length - bad.length}/${errorsDuring.length})`,
      ok: bad.length === 0,
    });
    checks.push(timed(`no hang > ${HANG_MS} ms (slowest ${slowestMs} ms)`, slowestMs, HANG_MS));
    // chat.send over the websocket is a request too: its refusal must say what happened.
    const internal = Object.entries(refused)
      .filter(([k]) => /internal/i.test(k))
      .reduce((n, [, v]) => n + v, 0);
    checks.push({
      what: `chat.send refused with a clear error, not "internal error" (${internal})`,
      ok: internal === 0,
    });
  }
  if (def.id === 'slow' && baselineP99 !== null) {
    const limit = Math.max(2 * baselineP99, baselineP99 + 100);
    checks.push(
      timed(
        `others' chat p99 ≤ ${limit.toFixed(0)} ms (control ${baselineP99.toFixed(0)})`,
        pct(lat, 0.99),
        limit,
      ),
    );
  }
  const historyCalls = results.reduce((n, r) => n + r.historyCalls, 0);
  const notes = [...f.notes];
  const slow = calls.filter((c) => c.ms > HANG_MS);
  if (slow.length)
    notes.push(
      `calls over ${HANG_MS} ms, s after the fault: ` +
        slow
          .slice(0, 12)
          .map((c) => `${c.what} ${((c.at - f.faultAt) / 1000).toFixed(1)}`)
          .join(', ') +
        (slow.length > 12 ? ` … (${slow.length})` : ''),
    );
  if (historyCalls)
    notes.push(
      `${historyCalls} chat.history calls (${results.reduce((n, r) => n + r.historyFailures, 0)} failed)`,
    );
  const closeCodes: Record<string, number> = {};
  for (const r of results)
    for (const [k, v] of Object.entries(r.closeCodes)) closeCodes[k] = (closeCodes[k] ?? 0) + v;
  if (Object.keys(closeCodes).length) notes.push(`close codes ${JSON.stringify(closeCodes)}`);
  return {
    id: def.id,
    title: def.title,
    clients,
    reconnects: reconnect.length,
    reconnectP50: pct(reconnect, 0.5),
    reconnectP99: pct(reconnect, 0.99),
    reconnectMax: reconnect.at(-1) ?? NaN,
    notLive,
    chat: {
      acked,
      sent,
      lost,
      duplicated,
      reordered: results.reduce((n, r) => n + r.reordered, 0),
      viaHistory,
      p50: pct(lat, 0.5),
      p99: pct(lat, 0.99),
      refused,
    },
    scores: {
      acked: pushes.length,
      lost: scoreLost,
      viaRefetch,
      gaps: results.reduce((n, r) => n + r.seqGaps, 0),
      refetchFailures: results.reduce((n, r) => n + r.refetchFailures, 0),
    },
    fanoutMs,
    gifts: {
      sent: gifts.length,
      acked: gifts.filter((g) => g.acked).length,
      retried: gifts.filter((g) => g.attempts > 1).length,
      lost: giftLost,
      doubled,
      unresolved: gifts.filter((g) => !g.done).length,
      refused: giftRefused,
    },
    httpErrors,
    slowestMs,
    hangs,
    recoveryMs,
    notes,
    checks,
    holds: checks.every((c) => c.ok),
    late: !checks.every((c) => c.ok) && checks.every((c) => c.ok || c.late === true),
  };
}

// --- the table ----------------------------------------------------------------------------------

const verdict = (r: RowReport) => (r.holds ? 'holds' : r.late ? 'late' : 'DOES NOT HOLD');

const n0 = (v: number | null) => (v === null || !Number.isFinite(v) ? '–' : String(Math.round(v)));

export function faultTable(reports: RowReport[]): string {
  const cols = [
    ['fault', 28],
    ['reconnect p50/p99 ms', 21],
    ['chat lost/dup/reord', 20],
    ['scores lost', 12],
    ['gifts ok/retried/lost/dbl', 26],
    ['fan-out ms', 11],
    ['recovery ms', 12],
    ['verdict', 16],
  ] as const;
  const head = cols.map(([t, w]) => t.padEnd(w)).join('');
  const lines = [head, '─'.repeat(head.length)];
  for (const r of reports) {
    if (r.skipped) {
      lines.push(r.title.padEnd(28) + `skipped: ${r.skipped}`);
      continue;
    }
    const cells = [
      r.title,
      r.reconnects ? `${n0(r.reconnectP50)}/${n0(r.reconnectP99)} (${r.reconnects})` : '– (0)',
      `${r.chat.lost}/${r.chat.duplicated}/${r.chat.reordered}`,
      `${r.scores.lost}/${r.scores.acked}`,
      `${r.gifts.acked}/${r.gifts.retried}/${r.gifts.lost}/${r.gifts.doubled}`,
      n0(r.fanoutMs),
      n0(r.recoveryMs),
      verdict(r),
    ];
    lines.push(cells.map((c, i) => c.padEnd(cols[i][1])).join(''));
    const errs = Object.entries(r.httpErrors)
      .map(([k, v]) => `${k} ×${v}`)
      .join(', ');
    lines.push(
      `  ${r.clients} clients; chat ${r.chat.acked}/${r.chat.sent} acknowledged, ${r.chat.viaHistory} deliveries from history, receipt p50 ${n0(r.chat.p50)} / p99 ${n0(r.chat.p99)} ms` +
        (Object.keys(r.chat.refused).length ? `, refused ${JSON.stringify(r.chat.refused)}` : ''),
    );
    lines.push(
      `  scores: ${r.scores.viaRefetch} refilled by refetch, ${r.scores.gaps} seq gaps, ${r.scores.refetchFailures} failed refetches; gifts: ${r.gifts.sent} sent, ${r.gifts.unresolved} unresolved` +
        (Object.keys(r.gifts.refused).length ? `, refused ${JSON.stringify(r.gifts.refused)}` : ''),
    );
    lines.push(`  HTTP errors: ${errs || 'none'}; slowest call ${r.slowestMs} ms`);
    for (const note of r.notes) lines.push(`  ${note}`);
    for (const c of r.checks.filter((c) => !c.ok))
      lines.push(`  ${c.late ? '⏱ late:' : '✗'} ${c.what}`);
  }
  return lines.join('\n');
}

// --- main -----------------------------------------------------------------------------------------

async function guestAccounts(url: string, n: number): Promise<{ id: string; sig: string }[]> {
  const out: { id: string; sig: string }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < n) {
        const i = next++;
        const r = await call(`${url}/api/Universal/imTouristAccount`);
        if (r.code !== 0) throw new Error(`imTouristAccount answered ${r.status} ${r.key}`);
        out[i] = r.data as { id: string; sig: string };
      }
    }),
  );
  return out;
}

async function main(): Promise<number> {
  const opts = parse(process.argv.slice(2));
  const all = rows(opts.scale);
  const chosen = opts.rows ? all.filter((r) => opts.rows!.includes(r.id)) : all;
  if (opts.rows && !chosen.some((r) => r.id === 'baseline')) chosen.unshift(all[0]);
  const unavailable = postgresUnavailable();
  if (unavailable) {
    log(`skipped: a private PostgreSQL cannot be started (${unavailable})`);
    return opts.ci && process.env.REQUIRE_ROOT_TESTS === '1' ? 1 : 0;
  }
  const m0 = machine();
  log(
    `${opts.ci ? 'CI run' : 'full run'}: ${opts.clients} clients, ${opts.instances} instances, ` +
      `${m0.cpus} cores (load ${m0.loadAverage.join(' ')})`,
  );
  // This process reads the ledger of the cluster's database, never the shared Redis.
  delete process.env.REDIS_URL;
  Object.assign(process.env, { LOG_LEVEL: 'silent' });

  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanup = async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
    cleanups.length = 0;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cleanup().finally(() => process.exit(130)));

  try {
    const t0 = at();
    const postgres = await startPrivatePostgres();
    cleanups.push(() => postgres.destroy());
    const redis = await startPrivateRedis();
    cleanups.push(() => redis.stop());
    log(`private PostgreSQL ${postgres.url}, Redis ${redis.url}`);
    const { startCluster } = await import('../scripts/cluster');
    const cluster = await startCluster({
      instances: opts.instances,
      databaseUrl: postgres.url,
      redisUrl: redis.url,
      seed: true,
      env: {
        FEED_TEST_TRIGGER: 'on',
        // Every bench client comes from 127.0.0.1: the per-address cap would count them all.
        WS_MAX_PER_IP: '100000',
        LOG_LEVEL: 'warn',
      },
    });
    cleanups.push(() => cluster.stop());
    log(
      `cluster: nginx ${cluster.url}, ${cluster.instances.length} instances (${((at() - t0) / 1000).toFixed(1)} s)`,
    );

    // The ledger and the gift senders, straight on the cluster's database.
    process.env.DATABASE_URL = cluster.databaseUrl;
    const { db } = await import('../lib/db/client');
    const s = await import('../lib/db/schema');
    const { postOnce, auditLedger } = await import('../lib/wallet/ledger');
    const { issueToken } = await import('../lib/account/auth');
    const d = db();
    const room = await liveRoom(cluster.url);
    const gift = (await d.select().from(s.gifts)).find((g) => g.enabled && g.priceTenths <= 100);
    if (!gift) throw new Error('no affordable gift seeded');
    const viewers = await d
      .insert(s.users)
      .values(
        Array.from({ length: GIFT_USERS }, (_, i) => ({
          mobile: `86-172${String(i).padStart(8, '0')}`,
          passwordHash: 'x',
          nickname: `fault-viewer-${i}`,
          inviteCode: `FB${String(i).padStart(6, '0')}`,
        })),
      )
      .returning({ id: s.users.id });
    const tokens: { userId: number; token: string }[] = [];
    for (const v of viewers) {
      await postOnce({
        kind: 'adjustment',
        key: `fault:${v.id}`,
        userId: v.id,
        legs: [
          { account: 'promotions', tenths: -CREDIT_TENTHS },
          { account: 'coins', userId: v.id, tenths: CREDIT_TENTHS },
        ],
      });
      tokens.push({ userId: v.id, token: await issueToken(v.id) });
    }

    // The clients.
    const t1 = at();
    const accounts = await guestAccounts(cluster.url, opts.clients);
    const specs: FaultClientSpec[] = accounts.map((account, i) => ({
      account,
      sender: i < SENDERS ? i : -1,
    }));
    const workers = Array.from({ length: opts.workers }, startWorker);
    cleanups.push(() =>
      Promise.allSettled(
        workers.map(async (w) => {
          w.child.send({ type: 'close' });
          await stop(w.child, 3000);
        }),
      ),
    );
    const ready = await Promise.all(
      workers.map((w, wi) =>
        w.request(
          {
            type: 'connect',
            wsUrl: cluster.wsUrl,
            httpUrl: cluster.url,
            group: room.group,
            clients: specs.filter((_, i) => i % workers.length === wi),
            concurrency: 40,
          } satisfies FaultConnect,
          'ready',
        ),
      ),
    );
    const connected = ready.reduce((n, r) => n + r.connected, 0);
    log(
      `room ${room.id} (${room.group}): ${connected}/${opts.clients} clients joined through nginx in ${((at() - t1) / 1000).toFixed(1)} s` +
        (ready.some((r) => r.failed) ? ` (failed: ${ready.find((r) => r.error)?.error})` : ''),
    );
    if (connected < opts.clients) throw new Error('not every client could connect');

    const traffic = startTraffic({ url: cluster.url, tokens, roomId: room.id, giftId: gift.id });
    cleanups.push(() => traffic.stop());
    const e: Env = {
      cluster,
      redis,
      postgres,
      group: room.group,
      traffic,
      uploadToken: tokens[0].token,
      opts,
    };

    const reports: RowReport[] = [];
    let baselineP99: number | null = null;
    for (const [ri, def] of chosen.entries()) {
      const why = def.skip?.(e);
      if (why) {
        log(`${def.title}: skipped (${why})`);
        reports.push({ id: def.id, title: def.title, skipped: why } as RowReport);
        continue;
      }
      const startAt = at() + 500;
      const rowMsg: FaultRow = {
        type: 'row',
        row: ri,
        messages: Math.round(CHAT_RATE * def.seconds),
        rate: CHAT_RATE,
        senders: SENDERS,
        startAt,
        pushBase: (ri + 1) * 1_000_000,
        pushes: Math.ceil(PUSH_PER_SEC * (def.seconds + 60)),
      };
      for (const w of workers) w.child.send(rowMsg);
      traffic.setRow(ri, rowMsg.pushBase);
      log(`${def.title}: ${def.seconds} s of traffic, the fault after ${def.calm} s…`);
      await sleep(startAt + def.calm * 1000 - at());
      const f = await def.fault(e);
      const end = startAt + def.seconds * 1000;
      if (at() < end) await sleep(end - at());
      // Let everyone reconnect and catch up, then one more push so a tail gap shows.
      const drainUntil = at() + 30_000;
      for (;;) {
        const counts: FaultCount[] = await Promise.all(
          workers.map((w) => w.request({ type: 'count' }, 'count')),
        );
        const live = counts.reduce((n, c) => n + c.live, 0);
        const busy = counts.reduce((n, c) => n + c.catchingUp, 0);
        if ((live === connected && busy === 0) || at() > drainUntil) break;
        await sleep(250);
      }
      // The row's traffic stops; what is in flight lands, and one more push lets a client that
      // missed the last ones see the gap (a live site always has a next push).
      traffic.setRow(-1, 0);
      await traffic.settleGifts(20_000);
      await call(`${cluster.url}/api/__test/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sport: 'football', type: 'score', match_id: 0 }),
      });
      await sleep(2500);
      const rowEnd = at();
      const results = await Promise.all(
        workers.map((w) => w.request({ type: 'collect' }, 'results')),
      );
      const report = await analyse(def, f, results, traffic, ri, startAt, rowEnd, baselineP99);
      // An instance that died on its own (not the one the kill row killed) is a finding.
      for (const inst of cluster.instances) {
        if (inst.alive() || (def.id === 'kill' && inst.index === 1)) continue;
        const file = path.join(os.tmpdir(), `faults-instance-${inst.index}.log`);
        fs.writeFileSync(file, inst.output());
        const last = inst.output().trim().split('\n').slice(-3).join(' | ').slice(0, 300);
        report.notes.push(`instance ${inst.index} exited by itself (output in ${file}): ${last}`);
        report.checks.push({ what: `instance ${inst.index} stays up`, ok: false });
        report.holds = false;
        report.late = false;
        await inst.restart();
      }
      if (def.id === 'baseline') baselineP99 = report.chat.p99;
      reports.push(report);
      log(`${def.title}: ${verdict(report)}`);
      // Each row as it ends, so a run cut short keeps what it measured.
      console.log(faultTable([report]).split('\n').slice(2).join('\n'));
      if (def.after) await def.after(e);
    }

    const problems = await retrying(() => auditLedger());
    const audit = problems.length
      ? `INCONSISTENT: ${problems.map((p) => `${p.what} #${p.id ?? ''}`).join('; ')}`
      : 'consistent (every transaction balances, balances match their entries, nothing negative)';
    console.log(`\n${faultTable(reports)}\n`);
    console.log(`auditLedger(): ${audit}`);
    const m1 = machine();
    console.log(
      `machine: ${m1.cpus} × ${m1.cpuModel}, load ${m0.loadAverage.join(' ')} → ${m1.loadAverage.join(' ')}; ` +
        `${opts.clients} clients, ${opts.instances} instances, chat ${CHAT_RATE}/s, pushes ${PUSH_PER_SEC}/s, gifts ${GIFT_PER_SEC}/s`,
    );
    // The CI run fails on what broke; a time within twice its target is reported, not fatal.
    const failed = reports.filter((r) => !r.skipped && !r.holds && !(opts.ci && r.late));
    return failed.length || problems.length ? 1 : 0;
  } finally {
    await cleanup();
  }
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`[faults] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
}
process.exit(code);
