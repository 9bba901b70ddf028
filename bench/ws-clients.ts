/**
 * A websocket load client, forked by bench/push.ts: opens `count` sockets to one /ws URL, each
 * doing what docs/realtime.md asks of a client (register on open, classify, heartbeat every 30 s),
 * and records when each probe frame arrives. Kept lean (one Float64Array for every receipt, no
 * per-frame allocations beyond the parse) because it shares two cores with the server.
 *
 * IPC, parent → child: `connect`, `count`, `collect`, `close`; child → parent: `ready`,
 * `count`, `results` (see the types below).
 */
import { WebSocket } from 'ws';

export type ConnectMessage = {
  type: 'connect';
  url: string;
  count: number;
  /** 0 football, 1 basketball, null to receive both sports. */
  classify: 0 | 1 | null;
  /** Probe frames carry match_id = probeBase + k, k in [0, events). */
  probeBase: number;
  events: number;
  /** Sockets opening at the same time. */
  concurrency: number;
};
export type ParentMessage =
  ConnectMessage | { type: 'count' } | { type: 'collect' } | { type: 'close' };

export type ReadyMessage = {
  type: 'ready';
  connected: number;
  failed: number;
  ms: number;
  error?: string;
};
export type CountMessage = { type: 'count'; received: number };
export type ResultsMessage = {
  type: 'results';
  /** receipts[client * events + k]: epoch ms the client got probe k, NaN if it never did. */
  receipts: Float64Array;
  /** Per client: probe frames received more than once. */
  duplicates: number;
  /** Frames whose seq was not the previous one + 1 (any push of the sport, probes or not). */
  seqGaps: number;
  /** Sockets that closed before the end. */
  dropped: number;
};
export type ChildMessage = ReadyMessage | CountMessage | ResultsMessage;

const HEARTBEAT_MS = 30_000;

type Client = { ws: WebSocket; lastSeq: Record<string, number> };

let clients: Client[] = [];
let receipts = new Float64Array(0);
let received = 0;
let duplicates = 0;
let seqGaps = 0;
let dropped = 0;
let closing = false;
const timers: ReturnType<typeof setInterval>[] = [];

const send = (m: ChildMessage) => process.send?.(m);

function open(cfg: ConnectMessage, index: number): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(cfg.url, { perMessageDeflate: false });
    const client: Client = { ws, lastSeq: {} };
    const base = index * cfg.events;
    let acks = 0;
    let ready = false;
    const wanted = cfg.classify === null ? 1 : 2;
    ws.on('message', (raw: Buffer) => {
      const now = Date.now();
      const f = JSON.parse(raw.toString()) as {
        type: string;
        code?: number;
        sport: string;
        seq: number;
        data: { match_id: number };
      };
      if (f.code !== 100) {
        if ((f.type === 'register' || f.type === 'classify') && f.code === 0 && ++acks === wanted) {
          ready = true;
          resolve(client);
        }
        return;
      }
      const last = client.lastSeq[f.sport];
      if (last !== undefined && f.seq !== last + 1) seqGaps++;
      client.lastSeq[f.sport] = f.seq;
      const k = f.data.match_id - cfg.probeBase;
      if (k < 0 || k >= cfg.events) return;
      if (Number.isNaN(receipts[base + k])) {
        receipts[base + k] = now;
        received++;
      } else duplicates++;
    });
    ws.once('open', () => {
      ws.send('{"type":"register"}');
      if (cfg.classify !== null) ws.send(`{"type":"classify","classify_type":${cfg.classify}}`);
    });
    ws.once('error', reject);
    ws.on('close', (code) => {
      // Before the answers: the connection failed (a no-op once registered).
      reject(new Error(`closed with ${code} before register/classify were answered`));
      if (ready && !closing) dropped++;
    });
  });
}

async function connect(cfg: ConnectMessage) {
  const t0 = Date.now();
  receipts = new Float64Array(cfg.count * cfg.events).fill(NaN);
  let next = 0;
  let failed = 0;
  let error: string | undefined;
  const opened: Client[] = [];
  const worker = async () => {
    while (next < cfg.count) {
      const i = next++;
      try {
        opened[i] = await open(cfg, i);
      } catch (err) {
        failed++;
        error ??= err instanceof Error ? err.message : String(err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(cfg.concurrency, cfg.count) }, worker));
  clients = opened.filter(Boolean);
  // The heartbeat of the protocol, spread over the period so they do not arrive together.
  clients.forEach((c, i) => {
    const start = setTimeout(
      () => {
        const t = setInterval(() => c.ws.send('{"type":"heartbeat"}'), HEARTBEAT_MS);
        timers.push(t);
      },
      (i * HEARTBEAT_MS) / Math.max(1, clients.length),
    );
    timers.push(start);
  });
  send({ type: 'ready', connected: clients.length, failed, ms: Date.now() - t0, error });
}

process.on('message', (m: ParentMessage) => {
  if (m.type === 'connect') void connect(m);
  else if (m.type === 'count') send({ type: 'count', received });
  else if (m.type === 'collect') send({ type: 'results', receipts, duplicates, seqGaps, dropped });
  else if (m.type === 'close') {
    closing = true;
    for (const t of timers) clearTimeout(t);
    for (const c of clients) c.ws.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
