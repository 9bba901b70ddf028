/**
 * A websocket client process forked by bench/faults.ts. Each client is one socket to the load
 * balancer's /ws doing what docs/realtime.md asks of a viewer on a live room's page: `register`
 * and `classify` (football scores), `chat.login` with a guest account and `chat.join` of the
 * room. When its socket closes it reconnects with the browser client's backoff
 * (`reconnectDelay`, lib/realtime/client.ts), then does it all again and refetches what it missed:
 *
 * - scores: the `seq` rule. A frame whose seq is not last + 1, and every reconnect, refetch the
 *   snapshot's seq (`GET api/hot_match/seq` through the balancer, what a list without a seq of its
 *   own reads); the refetch's start time is recorded, and every push acknowledged before it counts
 *   as refilled for this client.
 * - chat: the room's dense `sequence`. After a reconnect, and when a sequence stays missing for a
 *   second while later ones arrived (a Redis outage loses pushes without closing sockets), the
 *   client pages back through `chat.history` until it has every sequence since the last one it
 *   held. Unlike the browser's chat client (lib/chat/client.ts), which loads one page after a
 *   reconnect, it pages back as far as needed: the bench asks whether the server can give every
 *   acknowledged message back, not whether one page is enough.
 *
 * Senders among the clients send `fault#<row>#<k>#<epoch ms>` on a fixed schedule. Per row the
 * process records, per client and message, pushes received (duplicates show as counts above 1),
 * whether history supplied it, receipt latency, arrivals out of sequence order, reconnects, and
 * per client and score probe the pushes and the refetches.
 *
 * IPC, parent → child: connect, row, count, collect, close; child → parent: ready, count, results.
 */
import { WebSocket } from 'ws';
import { reconnectDelay } from '../lib/realtime/client';

export type FaultClientSpec = { account: { id: string; sig: string }; sender: number };

export type FaultConnect = {
  type: 'connect';
  wsUrl: string;
  httpUrl: string;
  group: string;
  clients: FaultClientSpec[];
  concurrency: number;
};
export type FaultRow = {
  type: 'row';
  row: number;
  /** Chat messages of the row (message k due at startAt + k × 1000 / rate, by sender k mod senders). */
  messages: number;
  rate: number;
  senders: number;
  startAt: number;
  /** Score probes of the row carry match_id = pushBase + k, k < pushes. */
  pushBase: number;
  pushes: number;
};
export type FaultParent =
  FaultConnect | FaultRow | { type: 'count' } | { type: 'collect' } | { type: 'close' };

export type FaultReady = { type: 'ready'; connected: number; failed: number; error?: string };
export type FaultCount = {
  type: 'count';
  /** Clients whose socket is open and joined now. */
  live: number;
  /** Clients with a history or snapshot refetch still running. */
  catchingUp: number;
  sent: number;
  answered: number;
};
export type FaultResults = {
  type: 'results';
  row: number;
  clients: number;
  /** pushCount[c × messages + k]: chat pushes of message k client c received (2+: duplicated). */
  pushCount: Uint8Array;
  /** history[c × messages + k]: 1 when chat.history supplied message k to client c. */
  history: Uint8Array;
  /** Receipt − send ms of every first push delivery (NaN: not by push). */
  latency: Float32Array;
  /** Per message sent here: 1 accepted (code 0), 2 refused, 0 unanswered or not sent. */
  outcome: Uint8Array;
  sentAt: Float64Array;
  /** The accepted message's room sequence. */
  sequence: Float64Array;
  refusals: Record<string, number>;
  /** Chat pushes that came after a higher sequence on the same connection. */
  reordered: number;
  /** Reconnects: ms from the close to the join being answered again, and the close codes. */
  reconnectMs: number[];
  closeCodes: Record<string, number>;
  /** Clients not live at the collect. */
  notLive: number;
  /** scoreAt[c × pushes + k]: epoch ms client c got score probe k, NaN if it never did. */
  scoreAt: Float64Array;
  /** Per client: [start time, snapshot seq] of its successful refetches this row. */
  refetches: [number, number][][];
  /** Per score probe: the seq it carried (from any client that got it), NaN if nobody did. */
  scoreSeq: Float64Array;
  refetchFailures: number;
  seqGaps: number;
  /** chat.history requests made, and ones that failed. */
  historyCalls: number;
  historyFailures: number;
};
export type FaultChild = FaultReady | FaultCount | FaultResults;

const HEARTBEAT_MS = 30_000;
const BACKOFF = { minMs: 1000, maxMs: 30_000 };
/** A missing chat sequence is asked for once it has been missing this long. */
const GAP_GRACE_MS = 2000;
const CHAT_PREFIX = Buffer.from('{"type":"chat.message"');
const SEQ_KEY = Buffer.from('"sequence":');
const MARKER = Buffer.from('fault#');

type Client = {
  index: number;
  spec: FaultClientSpec;
  ws: WebSocket | null;
  live: boolean;
  attempt: number;
  closedAt: number;
  /** Sequences held: everything ≤ contig, plus `above`. -1 until the first join. */
  contig: number;
  above: Set<number>;
  /** When contig + 1 was first seen missing (0: nothing missing). */
  missingSince: number;
  /** Highest chat push sequence on this connection (reordering). */
  connMax: number;
  lastScoreSeq: number | null;
  /** A refetch failed: the next frame asks again (as lib/realtime/client.ts does). */
  needScores: boolean;
  /** A history catch-up failed: the gap watch tries again. */
  needHistory: boolean;
  busy: boolean;
  pending: Map<string, (f: Record<string, unknown>) => void>;
  sendQueue: number[];
};

let cfg: FaultConnect;
let row: FaultRow | null = null;
let clients: Client[] = [];
let closing = false;
const timers = new Set<ReturnType<typeof setTimeout>>();

// Per row.
let pushCount = new Uint8Array(0);
let history = new Uint8Array(0);
let latency = new Float32Array(0);
let outcome = new Uint8Array(0);
let sentAt = new Float64Array(0);
let sequence = new Float64Array(0);
let scoreAt = new Float64Array(0);
let refetches: [number, number][][] = [];
let scoreSeq = new Float64Array(0);
let refusals: Record<string, number> = {};
let reordered = 0;
let reconnectMs: number[] = [];
let closeCodes: Record<string, number> = {};
let refetchFailures = 0;
let seqGaps = 0;
let historyCalls = 0;
let historyFailures = 0;
let sent = 0;
let answered = 0;

const post = (m: FaultChild) => process.send?.(m);
function later(fn: () => void, ms: number) {
  const t = setTimeout(() => {
    timers.delete(t);
    fn();
  }, ms);
  timers.add(t);
}

function readInt(buf: Buffer, i: number): [number, number] {
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

/** Reads `fault#row#k#ts` from a text; null when it is not a bench message. */
function marker(buf: Buffer, from = 0): { row: number; k: number; ts: number } | null {
  const at = buf.indexOf(MARKER, from);
  if (at < 0) return null;
  const [r, i1] = readInt(buf, at + MARKER.length);
  const [k, i2] = readInt(buf, i1 + 1);
  const [ts] = readInt(buf, i2 + 1);
  return r < 0 || k < 0 || ts < 0 ? null : { row: r, k, ts };
}

/** A sequence is now held; advances contig over what follows it. */
function hold(c: Client, seq: number) {
  if (c.contig < 0 || seq <= c.contig) return;
  if (seq === c.contig + 1) {
    c.contig = seq;
    while (c.above.delete(c.contig + 1)) c.contig++;
  } else c.above.add(seq);
  c.missingSince = c.above.size ? c.missingSince || Date.now() : 0;
}

function markChat(c: Client, r: number, k: number, ts: number, via: 'push' | 'history') {
  if (!row || r !== row.row || k >= row.messages) return;
  const slot = c.index * row.messages + k;
  if (via === 'history') history[slot] = 1;
  else {
    if (pushCount[slot] === 0) latency[slot] = Date.now() - ts;
    if (pushCount[slot] < 255) pushCount[slot]++;
  }
}

function onChatPush(c: Client, raw: Buffer) {
  const s = raw.indexOf(SEQ_KEY);
  if (s < 0) return;
  const [seq] = readInt(raw, s + SEQ_KEY.length);
  if (seq < 0) return;
  if (seq < c.connMax) reordered++;
  else c.connMax = seq;
  const m = marker(raw);
  if (m) markChat(c, m.row, m.k, m.ts, 'push');
  if (c.contig < 0) return;
  hold(c, seq);
}

function request(c: Client, frame: Record<string, unknown>, answer: string, timeoutMs = 10_000) {
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    const ws = c.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN) return reject(new Error('socket not open'));
    const t = setTimeout(() => {
      c.pending.delete(answer);
      reject(new Error(`${answer}: no answer`));
    }, timeoutMs);
    c.pending.set(answer, (f) => {
      clearTimeout(t);
      resolve(f);
    });
    ws.send(JSON.stringify(frame));
  });
}

type HistoryMessage = { sequence: number; payload?: { text?: string } };

/**
 * Pages back through chat.history from `before` (none: the latest) until every sequence above
 * `down` is held; each page's range counts as held, so a deleted or hidden message (not in
 * history) does not stall it.
 */
async function catchUp(c: Client, down: number, before?: number): Promise<void> {
  c.needHistory = !(await pageBack(c, down, before));
}

/** One catch-up; false when a request failed. */
async function pageBack(c: Client, down: number, before?: number): Promise<boolean> {
  let cursor = before;
  for (let page = 0; page < 40; page++) {
    historyCalls++;
    let f: Record<string, unknown>;
    try {
      f = await request(
        c,
        {
          type: 'chat.history',
          group: cfg.group,
          limit: 50,
          ...(cursor ? { before: cursor } : {}),
        },
        'chat.history',
      );
    } catch {
      historyFailures++;
      return false;
    }
    if (f.code !== 0) {
      historyFailures++;
      return false;
    }
    const list = (f.messages as HistoryMessage[]) ?? [];
    const top = cursor !== undefined ? cursor - 1 : (list.at(-1)?.sequence ?? down);
    const bottom = list.length ? list[0].sequence : down + 1;
    for (const m of list) {
      const mk = m.payload?.text ? marker(Buffer.from(m.payload.text)) : null;
      if (mk) markChat(c, mk.row, mk.k, mk.ts, 'history');
    }
    if (c.contig < 0) c.contig = down;
    for (let s = Math.max(bottom, down + 1); s <= top; s++) hold(c, s);
    const next = f.next as number | null;
    if (bottom <= down + 1 || next === null || !list.length) return true;
    cursor = bottom;
  }
  return true;
}

async function refetchScores(c: Client) {
  const at = Date.now();
  try {
    const res = await fetch(`${cfg.httpUrl}/api/hot_match/seq`, {
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json()) as { code: number; data?: { football: number } };
    if (body.code !== 0 || !body.data) throw new Error(`code ${body.code}`);
    refetches[c.index]?.push([at, body.data.football]);
    // Frames up to the snapshot's seq are in it; the next one expected is after it (a frame that
    // came meanwhile may be newer).
    c.lastScoreSeq = Math.max(c.lastScoreSeq ?? body.data.football, body.data.football);
    c.needScores = false;
  } catch {
    refetchFailures++;
    // The next frame asks again (lib/realtime/client.ts does the same).
    c.needScores = true;
  }
}

function onScorePush(c: Client, f: { seq: number; data: { match_id: number } }) {
  const gap = c.lastScoreSeq !== null && f.seq !== c.lastScoreSeq + 1;
  // Frames come in seq order on a connection; a lower one means the counter was reset.
  c.lastScoreSeq = f.seq;
  if (gap) seqGaps++;
  if (gap || c.needScores) {
    c.needScores = false;
    void refetchScores(c);
  }
  if (!row) return;
  const k = f.data.match_id - row.pushBase;
  if (k >= 0 && k < row.pushes) {
    const slot = c.index * row.pushes + k;
    if (Number.isNaN(scoreAt[slot])) scoreAt[slot] = Date.now();
    scoreSeq[k] = f.seq;
  }
}

function onFrame(c: Client, raw: Buffer) {
  if (
    raw.length > CHAT_PREFIX.length &&
    raw.compare(CHAT_PREFIX, 0, CHAT_PREFIX.length, 0, CHAT_PREFIX.length) === 0
  ) {
    onChatPush(c, raw);
    return;
  }
  let f: Record<string, unknown>;
  try {
    f = JSON.parse(raw.toString()) as Record<string, unknown>;
  } catch {
    return;
  }
  if (f.code === 100) {
    onScorePush(c, f as never);
    return;
  }
  const type = String(f.type);
  if (type === 'chat.send' || (type === 'error' && c.sendQueue.length)) {
    answered++;
    if (!row) return;
    if (f.code === 0 && type === 'chat.send') {
      // The accepted message carries its text: the answer names its message exactly.
      const message = f.message as { sequence: number; payload?: { text?: string } };
      const mk = marker(Buffer.from(message.payload?.text ?? ''));
      if (!mk || mk.row !== row.row) return;
      c.sendQueue = c.sendQueue.filter((k) => k !== mk.k);
      outcome[mk.k] = 1;
      sequence[mk.k] = message.sequence;
    } else {
      // A refusal names no text: it answers the oldest send still waiting.
      const k = c.sendQueue.shift();
      if (k === undefined) return;
      outcome[k] = 2;
      const why =
        type === 'error'
          ? `error: ${String(f.msg)}`
          : JSON.stringify(f.reason ?? f.msg ?? `code ${JSON.stringify(f.code)}`);
      refusals[why] = (refusals[why] ?? 0) + 1;
    }
    return;
  }
  const waiting = c.pending.get(type);
  if (waiting) {
    c.pending.delete(type);
    waiting(f);
  }
}

/** Opens (or reopens) a client's socket: register, classify, login, join; then catches up. */
function open(c: Client): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(cfg.wsUrl, { perMessageDeflate: false, skipUTF8Validation: true });
    c.ws = ws;
    c.pending.clear();
    c.connMax = -1;
    const reopen = c.closedAt > 0;
    ws.on('message', (raw: Buffer) => onFrame(c, raw));
    ws.once('open', () => {
      void (async () => {
        try {
          // Sent together: frames are answered in the order they were sent (docs/realtime.md).
          const [reg, cls, login, join] = await Promise.all([
            request(c, { type: 'register' }, 'register'),
            request(c, { type: 'classify', classify_type: 0 }, 'classify'),
            request(c, { type: 'chat.login', ...c.spec.account, lang: 'en' }, 'chat.login'),
            request(c, { type: 'chat.join', group: cfg.group }, 'chat.join'),
          ]);
          if (reg.code !== 0 || cls.code !== 0 || login.code !== 0)
            throw new Error(
              `register/classify/login answered ${JSON.stringify([reg, cls, login])}`,
            );
          if (join.code !== 0 && join.code !== 10013)
            throw new Error(`chat.join answered ${JSON.stringify(join)}`);
          c.live = true;
          c.attempt = 0;
          if (reopen) {
            reconnectMs.push(Date.now() - c.closedAt);
            c.busy = true;
            await Promise.all([refetchScores(c), catchUp(c, c.contig)]);
            c.busy = false;
          } else {
            // The starting point: the room's latest sequence now.
            c.contig = -1;
            const f = await request(
              c,
              { type: 'chat.history', group: cfg.group, limit: 1 },
              'chat.history',
            );
            const last = (f.messages as HistoryMessage[] | undefined)?.at(-1)?.sequence ?? 0;
            c.contig = last;
          }
          resolve();
        } catch (err) {
          c.busy = false;
          reject(err instanceof Error ? err : new Error(String(err)));
          ws.terminate();
        }
      })();
    });
    ws.once('error', () => undefined);
    ws.once('close', (code) => {
      const wasLive = c.live;
      c.live = false;
      c.lastScoreSeq = null;
      for (const w of c.pending.values()) w({ type: 'closed', code: -1 });
      c.pending.clear();
      c.sendQueue.length = 0;
      reject(new Error(`closed with ${code} before joining`));
      if (closing) return;
      if (wasLive) {
        c.closedAt = Date.now();
        closeCodes[code] = (closeCodes[code] ?? 0) + 1;
      }
      if (c.closedAt > 0) {
        const wait =
          code === 1008 || code === 1013
            ? reconnectDelay(0, { minMs: BACKOFF.maxMs, maxMs: BACKOFF.maxMs })
            : reconnectDelay(c.attempt++, BACKOFF);
        later(() => void open(c).catch(() => undefined), wait);
      }
    });
  });
}

async function connect(m: FaultConnect) {
  cfg = m;
  clients = m.clients.map((spec, index) => ({
    index,
    spec,
    ws: null,
    live: false,
    attempt: 0,
    closedAt: 0,
    contig: -1,
    above: new Set(),
    missingSince: 0,
    connMax: -1,
    lastScoreSeq: null,
    needScores: false,
    needHistory: false,
    busy: false,
    pending: new Map(),
    sendQueue: [],
  }));
  let next = 0;
  let failed = 0;
  let error: string | undefined;
  await Promise.all(
    Array.from({ length: Math.min(m.concurrency, clients.length) }, async () => {
      while (next < clients.length) {
        const c = clients[next++];
        try {
          await open(c);
        } catch (err) {
          failed++;
          error ??= err instanceof Error ? err.message : String(err);
        }
      }
    }),
  );
  // The protocol's heartbeat, spread over the period.
  clients.forEach((c, i) =>
    later(
      () => {
        const t = setInterval(() => {
          if (c.ws?.readyState === WebSocket.OPEN) c.ws.send('{"type":"heartbeat"}');
        }, HEARTBEAT_MS);
        timers.add(t);
      },
      (i * HEARTBEAT_MS) / Math.max(1, clients.length),
    ),
  );
  // Gap watch: a sequence missing for GAP_GRACE_MS while later ones arrived is asked for.
  const watch = setInterval(() => {
    const now = Date.now();
    for (const c of clients) {
      if (!c.live || c.busy) continue;
      const gap = c.missingSince && now - c.missingSince >= GAP_GRACE_MS;
      if (!gap && !c.needHistory) continue;
      // A failed catch-up starts again from the latest; a gap pages back from its far side.
      const first = c.needHistory ? undefined : Math.min(...c.above);
      c.busy = true;
      void catchUp(c, c.contig, first).finally(() => {
        c.busy = false;
        c.missingSince = c.above.size ? Date.now() : 0;
      });
    }
  }, 250);
  timers.add(watch);
  // Only the clients that joined take part; they are numbered again.
  clients = clients.filter((c) => c.live);
  clients.forEach((c, i) => (c.index = i));
  post({ type: 'ready', connected: clients.length, failed, error });
}

function startRow(m: FaultRow) {
  row = m;
  const n = clients.length;
  pushCount = new Uint8Array(n * m.messages);
  history = new Uint8Array(n * m.messages);
  latency = new Float32Array(n * m.messages).fill(NaN);
  outcome = new Uint8Array(m.messages);
  sentAt = new Float64Array(m.messages).fill(NaN);
  sequence = new Float64Array(m.messages).fill(NaN);
  scoreAt = new Float64Array(n * m.pushes).fill(NaN);
  refetches = clients.map(() => []);
  scoreSeq = new Float64Array(m.pushes).fill(NaN);
  refusals = {};
  reordered = 0;
  reconnectMs = [];
  closeCodes = {};
  refetchFailures = 0;
  seqGaps = 0;
  historyCalls = 0;
  historyFailures = 0;
  sent = 0;
  answered = 0;
  const bySender = new Map<number, Client>();
  for (const c of clients) {
    c.sendQueue = [];
    if (c.spec.sender >= 0) bySender.set(c.spec.sender, c);
  }
  const mine: number[] = [];
  for (let k = 0; k < m.messages; k++) if (bySender.has(k % m.senders)) mine.push(k);
  const due = (k: number) => m.startAt + (k * 1000) / m.rate;
  let i = 0;
  const tick = () => {
    const now = Date.now();
    while (i < mine.length && due(mine[i]) <= now) {
      const k = mine[i++];
      const c = bySender.get(k % m.senders)!;
      if (!c.live || c.ws?.readyState !== WebSocket.OPEN) continue;
      const at = Date.now();
      sentAt[k] = at;
      sent++;
      c.sendQueue.push(k);
      c.ws.send(`{"type":"chat.send","group":"${cfg.group}","text":"fault#${m.row}#${k}#${at}"}`);
    }
    if (i < mine.length) later(tick, Math.max(0, due(mine[i]) - Date.now()));
  };
  later(tick, Math.max(0, m.startAt - Date.now()));
}

process.on('message', (m: FaultParent) => {
  if (m.type === 'connect') void connect(m);
  else if (m.type === 'row') startRow(m);
  else if (m.type === 'count')
    post({
      type: 'count',
      live: clients.filter((c) => c.live).length,
      catchingUp: clients.filter((c) => c.busy || c.missingSince || c.needHistory).length,
      sent,
      answered,
    });
  else if (m.type === 'collect')
    post({
      type: 'results',
      row: row?.row ?? -1,
      clients: clients.length,
      pushCount,
      history,
      latency,
      outcome,
      sentAt,
      sequence,
      refusals,
      reordered,
      reconnectMs,
      closeCodes,
      notLive: clients.filter((c) => !c.live).length,
      scoreAt,
      refetches,
      scoreSeq,
      refetchFailures,
      seqGaps,
      historyCalls,
      historyFailures,
    });
  else if (m.type === 'close') {
    closing = true;
    for (const t of timers) clearTimeout(t);
    for (const c of clients) c.ws?.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
