/**
 * Idle-but-subscribed viewers for bench/capacity.ts's websocket step, forked in a few processes:
 * each socket registers for football scores (`register`, `classify` 0), logs in to chat with a
 * guest account and joins one room (`chat.login`, `chat.join`), then only heartbeats every 30 s,
 * as a viewer with the page open does. The parent adds sockets in steps (`add`), measures the
 * heartbeat's round trip on a sample (`ping`), and collects the latency of the probe pushes it
 * fires (`collect`): each probe frame carries `sent_at`, the epoch ms just before publishing.
 *
 * IPC, parent → child: `add`, `ping`, `collect`, `close`; child → parent: `added`, `pinged`,
 * `collected`.
 */
import { WebSocket } from 'ws';

export type AddMessage = {
  type: 'add';
  url: string;
  accounts: { id: string; sig: string }[];
  group: string;
  concurrency: number;
};
export type CapacityParentMessage =
  | AddMessage
  | { type: 'ping'; sample: number; spreadMs: number }
  | { type: 'collect' }
  | { type: 'close' };

export type AddedMessage = {
  type: 'added';
  /** Sockets open and subscribed in this process. */
  open: number;
  failed: number;
  error?: string;
};
export type PingedMessage = { type: 'pinged'; rtts: number[]; unanswered: number };
export type CollectedMessage = {
  type: 'collected';
  /** ms from publish to receipt of every probe frame since the last collect. */
  latencies: number[];
  /** Sockets that closed by themselves so far, with their codes. */
  dropped: number;
  dropCodes: Record<string, number>;
};
export type CapacityChildMessage = AddedMessage | PingedMessage | CollectedMessage;

/** Probe frames name match ids from here on (bench/push.ts uses the same range). */
export const PROBE_BASE = 900_000_000;
const HEARTBEAT_MS = 30_000;

type Client = { ws: WebSocket; pingAt: number; pingDone?: (rtt: number) => void };

const clients: Client[] = [];
let latencies: number[] = [];
let dropped = 0;
const dropCodes: Record<string, number> = {};
let closing = false;
const timers: ReturnType<typeof setTimeout>[] = [];

const send = (m: CapacityChildMessage) => process.send?.(m);

function onFrame(c: Client, raw: Buffer) {
  const now = Date.now();
  // Probe pushes: `{"type":"score","code":100,…,"data":{"match_id":9000…,"sent_at":…}}`.
  const text = raw.toString();
  if (text.startsWith('{"type":"heartbeat"')) {
    if (c.pingDone) {
      c.pingDone(now - c.pingAt);
      c.pingDone = undefined;
    }
    return;
  }
  if (!text.includes('"sent_at"')) return;
  const f = JSON.parse(text) as { code?: number; data?: { match_id?: number; sent_at?: number } };
  if (f.code === 100 && (f.data?.match_id ?? 0) >= PROBE_BASE && f.data?.sent_at)
    latencies.push(now - f.data.sent_at);
}

function open(cfg: AddMessage, account: { id: string; sig: string }): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(cfg.url, { perMessageDeflate: false });
    const c: Client = { ws, pingAt: 0 };
    let answers = 0;
    let ready = false;
    const setup = (raw: Buffer) => {
      const f = JSON.parse(raw.toString()) as { type?: string; code?: number; msg?: string };
      if (f.type === 'error') return reject(new Error(`error frame: ${f.msg}`));
      if (f.code !== 0 && f.type !== undefined && f.code !== undefined && f.code !== 100)
        return reject(new Error(`${f.type} answered ${JSON.stringify(f)}`));
      if (f.type === 'chat.login') ws.send(JSON.stringify({ type: 'chat.join', group: cfg.group }));
      if (['register', 'classify', 'chat.join'].includes(f.type ?? '') && ++answers === 3) {
        ready = true;
        ws.off('message', setup);
        ws.on('message', (data: Buffer) => onFrame(c, data));
        resolve(c);
      }
    };
    ws.on('message', setup);
    ws.once('open', () => {
      ws.send('{"type":"register"}');
      ws.send('{"type":"classify","classify_type":0}');
      ws.send(JSON.stringify({ type: 'chat.login', ...account, lang: 'en' }));
    });
    ws.once('error', reject);
    ws.on('close', (code) => {
      reject(new Error(`closed with ${code} before subscribing`));
      if (ready && !closing) {
        dropped++;
        dropCodes[code] = (dropCodes[code] ?? 0) + 1;
      }
    });
  });
}

async function add(cfg: AddMessage) {
  let next = 0;
  let failed = 0;
  let error: string | undefined;
  const worker = async () => {
    while (next < cfg.accounts.length) {
      const account = cfg.accounts[next++];
      try {
        const c = await open(cfg, account);
        clients.push(c);
        // The protocol's heartbeat, at a random phase so they do not arrive together.
        const first = setTimeout(() => {
          const t = setInterval(() => {
            if (c.ws.readyState === WebSocket.OPEN) c.ws.send('{"type":"heartbeat"}');
          }, HEARTBEAT_MS);
          timers.push(t);
        }, Math.random() * HEARTBEAT_MS);
        timers.push(first);
      } catch (err) {
        failed++;
        error ??= err instanceof Error ? err.message : String(err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(cfg.concurrency, cfg.accounts.length) }, worker));
  const open_ = clients.filter((c) => c.ws.readyState === WebSocket.OPEN).length;
  send({ type: 'added', open: open_, failed, error });
}

/** A heartbeat from `sample` open sockets spread over `spreadMs`; the answer's round trip. */
async function ping(sample: number, spreadMs: number) {
  const open_ = clients.filter((c) => c.ws.readyState === WebSocket.OPEN && !c.pingDone);
  const step = Math.max(1, Math.floor(open_.length / Math.max(1, sample)));
  const chosen = open_.filter((_, i) => i % step === 0).slice(0, sample);
  const rtts: number[] = [];
  let unanswered = 0;
  await Promise.all(
    chosen.map(
      (c, i) =>
        new Promise<void>((resolve) => {
          const t = setTimeout(
            () => {
              const timeout = setTimeout(() => {
                c.pingDone = undefined;
                unanswered++;
                resolve();
              }, 10_000);
              c.pingDone = (rtt) => {
                clearTimeout(timeout);
                rtts.push(rtt);
                resolve();
              };
              c.pingAt = Date.now();
              c.ws.send('{"type":"heartbeat"}');
            },
            (i * spreadMs) / chosen.length,
          );
          timers.push(t);
        }),
    ),
  );
  send({ type: 'pinged', rtts, unanswered });
}

process.on('message', (m: CapacityParentMessage) => {
  if (m.type === 'add') void add(m);
  else if (m.type === 'ping') void ping(m.sample, m.spreadMs);
  else if (m.type === 'collect') {
    send({ type: 'collected', latencies, dropped, dropCodes });
    latencies = [];
  } else if (m.type === 'close') {
    closing = true;
    for (const t of timers) clearTimeout(t);
    for (const c of clients) c.ws.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
