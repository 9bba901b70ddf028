/**
 * A chat load client, forked by bench/chat.ts: opens one websocket per client spec (to the /ws of
 * its instance), logs each in with its guest account (`chat.login`), joins the room's group
 * (`chat.join`), and then, on `start`, makes its senders send `chat.send` on a fixed schedule.
 * Every client records, for every bench message it receives, receipt time − send time: the text
 * of message k is `bench#<k>#<epoch ms just before ws.send>`, so a receiver in any process reads
 * the send time from the frame itself (one machine, one clock).
 *
 * Kept lean because it shares two cores with the server and receives every message once per
 * client (2,000 clients × 100 messages/s is 200,000 frames/s): a `chat.message` frame is not
 * JSON-parsed, the marker is found in the raw bytes and the two numbers read digit by digit, and
 * each latency goes into one preallocated Float32Array.
 *
 * IPC, parent → child: `connect`, `start`, `count`, `collect`, `close`; child → parent: `ready`,
 * `count`, `results` (see the types below).
 */
import { WebSocket } from 'ws';

export type ClientSpec = {
  /** ws://host:port/ws of the instance this client talks to. */
  url: string;
  account: { id: string; sig: string };
  /** Index among the senders (message k is sent by sender k mod senders), or -1: only reads. */
  sender: number;
};

export type ChatConnectMessage = {
  type: 'connect';
  clients: ClientSpec[];
  group: string;
  /** Messages the run sends in all (the receipts array has one slot per client and message). */
  messages: number;
  /** Sockets opening at the same time. */
  concurrency: number;
};

export type ChatStartMessage = {
  type: 'start';
  /**
   * Epoch ms of the first message. The run first sends `warmup` unmeasured messages (text
   * `warm#…`), then the measured ones: measured message k is due at
   * startAt + (warmup + k) × 1000 / rate, sent by sender (warmup + k) mod senders.
   */
  startAt: number;
  rate: number;
  warmup: number;
  /** Senders in all processes. */
  senders: number;
};

export type ChatParentMessage =
  | ChatConnectMessage
  | ChatStartMessage
  | { type: 'count' }
  | { type: 'collect' }
  | { type: 'close' };

export type ChatReadyMessage = {
  type: 'ready';
  connected: number;
  failed: number;
  ms: number;
  error?: string;
};
export type ChatCountMessage = {
  type: 'count';
  /** Bench messages received (first receipts, all clients). */
  received: number;
  /** Measured messages sent, answered, and accepted (code 0) by this process's senders. */
  sent: number;
  acked: number;
  accepted: number;
};
export type ChatResultsMessage = {
  type: 'results';
  /** latency[client × messages + k]: ms from the send to this client's receipt, NaN if never. */
  latency: Float32Array;
  /** Per message sent here: epoch ms just before ws.send, NaN for messages sent elsewhere. */
  sentAt: Float64Array;
  /** Per message sent here: epoch ms the sender got its chat.send answer (code 0 or not). */
  ackAt: Float64Array;
  /** Per message sent here: 1 accepted (code 0), 2 refused (code ≠ 0 or an error frame), 0 none. */
  outcome: Uint8Array;
  /** Refusals by reason (`reason` of the answer, or the error frame's msg). */
  refusals: Record<string, number>;
  /** Messages due on a sender whose socket was no longer open. */
  notSent: number;
  /** A bench message received more than once by the same client. */
  duplicates: number;
  /** Frames other than bench messages and answers (pushes of other chat traffic, errors). */
  otherFrames: number;
  /** Sockets that closed before the end, with their close codes. */
  dropped: number;
  dropCodes: Record<string, number>;
  /** Frames of the unmeasured warm-up messages received (all clients). */
  warmupFrames: number;
};
export type ChatChildMessage = ChatReadyMessage | ChatCountMessage | ChatResultsMessage;

const HEARTBEAT_MS = 30_000;
/** `{"type":"chat.message"`: how every room push begins (lib/realtime/chat.ts serialises it). */
const PUSH_PREFIX = Buffer.from('{"type":"chat.message"');
const MARKER = Buffer.from('bench#');
const WARM_MARKER = Buffer.from('warm#');
const HASH = 0x23;

type Client = {
  ws: WebSocket;
  index: number;
  sender: number;
  /** Messages this sender sent whose answer has not arrived, oldest first (-1: a warm-up one). */
  outstanding: number[];
};

let clients: Client[] = [];
let messages = 0;
let group = '';
let latency = new Float32Array(0);
let sentAt = new Float64Array(0);
let ackAt = new Float64Array(0);
let outcome = new Uint8Array(0);
const refusals: Record<string, number> = {};
const dropCodes: Record<string, number> = {};
let received = 0;
let sent = 0;
let acked = 0;
let accepted = 0;
let notSent = 0;
let duplicates = 0;
let otherFrames = 0;
let dropped = 0;
let warmupFrames = 0;
let closing = false;
const timers: ReturnType<typeof setTimeout>[] = [];

const send = (m: ChatChildMessage) => process.send?.(m);

/** Reads a decimal integer at `i` up to the next `#` or `"`; -1 if there is none. */
function readInt(buf: Buffer, i: number): [value: number, next: number] {
  let v = 0;
  let digits = 0;
  for (; i < buf.length; i++) {
    const c = buf[i];
    if (c < 0x30 || c > 0x39) break;
    v = v * 10 + (c - 0x30);
    digits++;
  }
  return digits ? [v, i] : [-1, i];
}

function refused(reason: string) {
  refusals[reason] = (refusals[reason] ?? 0) + 1;
}

/** The answer to the oldest outstanding chat.send of a sender. */
function answered(client: Client, ok: boolean, reason: string, now: number) {
  const k = client.outstanding.shift();
  if (k === undefined || k < 0) return;
  ackAt[k] = now;
  outcome[k] = ok ? 1 : 2;
  acked++;
  if (ok) accepted++;
  if (!ok) refused(reason);
}

function onFrame(client: Client, raw: Buffer) {
  const now = Date.now();
  if (
    raw.length > PUSH_PREFIX.length &&
    raw.compare(PUSH_PREFIX, 0, PUSH_PREFIX.length, 0, PUSH_PREFIX.length) === 0
  ) {
    const at = raw.indexOf(MARKER, PUSH_PREFIX.length);
    if (at < 0) {
      if (raw.indexOf(WARM_MARKER, PUSH_PREFIX.length) >= 0) warmupFrames++;
      else otherFrames++;
      return;
    }
    const [k, hash] = readInt(raw, at + MARKER.length);
    const [ts] = raw[hash] === HASH ? readInt(raw, hash + 1) : [-1];
    if (k < 0 || k >= messages || ts < 0) {
      otherFrames++;
      return;
    }
    const slot = client.index * messages + k;
    if (Number.isNaN(latency[slot])) {
      latency[slot] = now - ts;
      received++;
    } else duplicates++;
    return;
  }
  // Answers (login, join, send, heartbeat) and errors: rare, parsed.
  let f: { type?: string; code?: number; reason?: string; msg?: string };
  try {
    f = JSON.parse(raw.toString()) as typeof f;
  } catch {
    otherFrames++;
    return;
  }
  if (f.type === 'chat.send') answered(client, f.code === 0, f.reason ?? `code ${f.code}`, now);
  else if (f.type === 'error' && client.outstanding.length)
    answered(client, false, `error: ${f.msg}`, now);
  else if (f.type !== 'heartbeat') otherFrames++;
}

/** Opens one socket, logs in and joins; resolves once the join is answered with code 0. */
function open(spec: ClientSpec, index: number): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(spec.url, { perMessageDeflate: false, skipUTF8Validation: true });
    const client: Client = { ws, index, sender: spec.sender, outstanding: [] };
    let ready = false;
    const setup = (raw: Buffer) => {
      const f = JSON.parse(raw.toString()) as { type?: string; code?: number; msg?: string };
      if (f.type === 'chat.login') {
        if (f.code !== 0) return reject(new Error(`chat.login answered ${JSON.stringify(f)}`));
        ws.send(JSON.stringify({ type: 'chat.join', group }));
      } else if (f.type === 'chat.join') {
        if (f.code !== 0) return reject(new Error(`chat.join answered ${JSON.stringify(f)}`));
        ready = true;
        ws.off('message', setup);
        ws.on('message', (data: Buffer) => onFrame(client, data));
        resolve(client);
      } else if (f.type === 'error') reject(new Error(`error frame: ${f.msg}`));
    };
    ws.on('message', setup);
    ws.once('open', () =>
      ws.send(JSON.stringify({ type: 'chat.login', ...spec.account, lang: 'en' })),
    );
    ws.once('error', reject);
    ws.on('close', (code) => {
      reject(new Error(`closed with ${code} before chat.login/chat.join were answered`));
      if (ready && !closing) {
        dropped++;
        dropCodes[code] = (dropCodes[code] ?? 0) + 1;
      }
    });
  });
}

async function connect(cfg: ChatConnectMessage) {
  const t0 = Date.now();
  messages = cfg.messages;
  group = cfg.group;
  latency = new Float32Array(cfg.clients.length * messages).fill(NaN);
  sentAt = new Float64Array(messages).fill(NaN);
  ackAt = new Float64Array(messages).fill(NaN);
  outcome = new Uint8Array(messages);
  let next = 0;
  let failed = 0;
  let error: string | undefined;
  const opened: Client[] = [];
  const worker = async () => {
    while (next < cfg.clients.length) {
      const i = next++;
      try {
        opened[i] = await open(cfg.clients[i], i);
      } catch (err) {
        failed++;
        error ??= err instanceof Error ? err.message : String(err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(cfg.concurrency, cfg.clients.length) }, worker));
  clients = opened.filter(Boolean);
  // The protocol's heartbeat, spread over the period so they do not arrive together.
  clients.forEach((c, i) => {
    const first = setTimeout(
      () => timers.push(setInterval(() => c.ws.send('{"type":"heartbeat"}'), HEARTBEAT_MS)),
      (i * HEARTBEAT_MS) / Math.max(1, clients.length),
    );
    timers.push(first);
  });
  send({ type: 'ready', connected: clients.length, failed, ms: Date.now() - t0, error });
}

/** Sends this process's share of the messages, each at its due time (late ones at once). */
function start(cfg: ChatStartMessage) {
  const bySender = new Map<number, Client>();
  for (const c of clients) if (c.sender >= 0) bySender.set(c.sender, c);
  // Slots of the whole schedule, warm-up first: slot j is due at startAt + j × 1000 / rate and
  // sent by sender j mod senders; this process sends the slots of its own senders.
  const slots = cfg.warmup + messages;
  const mine: number[] = [];
  for (let j = 0; j < slots; j++) if (bySender.has(j % cfg.senders)) mine.push(j);
  const due = (j: number) => cfg.startAt + (j * 1000) / cfg.rate;
  let i = 0;
  const tick = () => {
    const now = Date.now();
    while (i < mine.length && due(mine[i]) <= now) {
      const j = mine[i++];
      const k = j - cfg.warmup;
      const c = bySender.get(j % cfg.senders)!;
      if (c.ws.readyState !== WebSocket.OPEN) {
        if (k >= 0) notSent++;
        continue;
      }
      const at = Date.now();
      const text = k >= 0 ? `bench#${k}#${at}` : `warm#${j}#${at}`;
      if (k >= 0) {
        sentAt[k] = at;
        sent++;
      }
      c.outstanding.push(k >= 0 ? k : -1);
      c.ws.send(`{"type":"chat.send","group":"${group}","text":"${text}"}`);
    }
    if (i < mine.length) timers.push(setTimeout(tick, Math.max(0, due(mine[i]) - Date.now())));
  };
  timers.push(setTimeout(tick, Math.max(0, cfg.startAt - Date.now())));
}

process.on('message', (m: ChatParentMessage) => {
  if (m.type === 'connect') void connect(m);
  else if (m.type === 'start') start(m);
  else if (m.type === 'count') send({ type: 'count', received, sent, acked, accepted });
  else if (m.type === 'collect') {
    send({
      type: 'results',
      latency,
      sentAt,
      ackAt,
      outcome,
      refusals,
      notSent,
      duplicates,
      otherFrames,
      dropped,
      dropCodes,
      warmupFrames,
    });
  } else if (m.type === 'close') {
    closing = true;
    for (const t of timers) clearTimeout(t);
    for (const c of clients) c.ws.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
