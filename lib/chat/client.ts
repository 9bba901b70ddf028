/**
 * The browser side of room chat over the site's websocket (docs/realtime.md "Chat"). Browser-safe
 * (no Node imports); tests pass `ws`'s WebSocket. One connection per room page: it logs in with
 * the account it is given (a guest account or the user's), joins the room's group, loads the
 * latest history, and reconnects with backoff, joining again and loading only what it missed.
 * Nothing acknowledged is lost (docs/realtime.md "Chat", "The browser client"): after a reconnect
 * it pages back through the history to the last message it showed, and a hole in the live
 * sequences that is not filled by a late (reordered) push within `gapWaitMs` is fetched once.
 *
 * docs/product.md §4: a join answered 10013 (already in the group) is a success that only loads history;
 * a failed login asks for a new guest account and retries once.
 */
import { reconnectDelay, type Backoff } from '@/lib/realtime/client';
import type { ChatMessage } from './contract';
import type { RoomFrame } from '@/lib/live/contract';

export type { ChatMessage } from './contract';

export type ChatAccount = { id: string; sig: string };

export type SendAnswer =
  { ok: true; message: ChatMessage } | { ok: false; msg: string; reason?: string; wait?: number };

export type ChatStatus = 'connecting' | 'live' | 'offline' | 'kicked';

export type ChatOptions = {
  url: string;
  group: string;
  lang: string;
  /** The account to log in with; called again (fresh guest) after a failed login. */
  account: (fresh: boolean) => Promise<ChatAccount | null>;
  /** Messages to show, in sequence order: history first, then live ones. */
  onMessages: (messages: ChatMessage[], from: 'history' | 'live') => void;
  /** A DELETE_MESSAGE: remove by sequences or by sender. */
  onDelete: (target: { sequences: number[] } | { from: string }) => void;
  onStatus?: (status: ChatStatus) => void;
  /** A passed horn, pushed to every connection in any room (`{"type":"horn","horn":{…}}`). */
  onHorn?: (horn: unknown) => void;
  /** The room's state or viewer count changed (`room.state`, `room.viewers`, docs/realtime.md). */
  onRoom?: (frame: RoomFrame) => void;
  createSocket?: (url: string) => WebSocket;
  backoff?: Backoff;
  heartbeatMs?: number;
  /**
   * How long a hole in the live sequences may wait for the missing pushes (instances publish
   * out of order) before it is fetched from the history. Default 1500 ms.
   */
  gapWaitMs?: number;
  /**
   * After a reconnect, more was missed than the client pages back for (MAX_FILL_PAGES pages):
   * the latest messages were shown and sequences `from`..`to` were skipped.
   */
  onSkipped?: (range: { from: number; to: number }) => void;
};

export type ChatConnection = {
  send: (text: string, opts?: { barrage?: boolean }) => Promise<SendAnswer>;
  /** One page of older history before `before` (a sequence). */
  older: (before: number) => Promise<{ messages: ChatMessage[]; next: number | null }>;
  /** The chat id logged in with, once known. */
  me: () => string | null;
  close: () => void;
};

const OPEN = 1;
export const ALREADY_IN_GROUP = 10013;
/** A history page, the server's most (docs/realtime.md "Chat"). */
const PAGE = 50;
/** How far back a reconnect pages for what it missed: 10 pages, 500 messages. */
export const MAX_FILL_PAGES = 10;
/** Delivered sequences kept for dropping duplicates, beyond the settled floor. */
const SHOWN_KEEP = 2000;

type Frame = Record<string, unknown>;

function parse(data: unknown): Frame | null {
  if (typeof data !== 'string') return null;
  try {
    const v = JSON.parse(data) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Frame) : null;
  } catch {
    return null;
  }
}

function deleteTarget(m: ChatMessage): { sequences: number[] } | { from: string } | null {
  if (m.type !== 'TIMCustomElem' || m.payload.data !== 'DELETE_MESSAGE') return null;
  try {
    const ext = JSON.parse(m.payload.extension ?? '') as { sequences?: unknown; from?: unknown };
    if (Array.isArray(ext.sequences))
      return { sequences: ext.sequences.filter((s): s is number => typeof s === 'number') };
    if (typeof ext.from === 'string') return { from: ext.from };
  } catch {
    // not ours
  }
  return null;
}

export function connectChat(opts: ChatOptions): ChatConnection {
  const backoff = opts.backoff ?? { minMs: 1000, maxMs: 30_000 };
  const create = opts.createSocket ?? ((u: string) => new WebSocket(u));
  let ws: WebSocket | null = null;
  let closed = false;
  let attempt = 0;
  let me: string | null = null;
  /**
   * What has been shown, by sequence (docs/realtime.md "Chat", "The browser client"):
   * `floor` — every sequence up to it is shown or given up on (a deleted, hidden or live-only
   * message that one history fetch covering it did not return); `shown` — what was delivered
   * above it (and a little below), to drop duplicates; `lastSeq` — the newest shown. A hole is a
   * sequence between floor and lastSeq not in `shown`.
   */
  let floor = 0;
  let lastSeq = 0;
  let shownAny = false;
  const shown = new Set<number>();
  /** Below this, sequences are settled and forgotten: a live one that low is a duplicate. */
  let forgotten = 0;
  let gapTimer: ReturnType<typeof setTimeout> | undefined;
  /** A fill (reconnect or gap fetch) running: fills run one at a time. */
  let filling: Promise<void> = Promise.resolve();
  /** Until the joining history is in, holes are left to it. */
  let joining = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  /** Answers awaited, by frame type, in request order (the server answers in order). */
  const waiting = new Map<string, ((f: Frame) => void)[]>();

  const status = (s: ChatStatus) => opts.onStatus?.(s);

  function ask(frame: Frame): Promise<Frame> {
    return new Promise((resolve, reject) => {
      if (!ws || ws.readyState !== OPEN) {
        reject(new Error('offline'));
        return;
      }
      const type = frame.type as string;
      const list = waiting.get(type) ?? [];
      list.push(resolve);
      waiting.set(type, list);
      ws.send(JSON.stringify(frame));
    });
  }

  function settleAll() {
    for (const list of waiting.values()) for (const r of list) r({ code: -1, msg: 'offline' });
    waiting.clear();
  }

  function mark(seq: number) {
    shown.add(seq);
    shownAny = true;
    if (seq > lastSeq) lastSeq = seq;
  }

  /** A sequence the server says nobody gets (`chat.skip`): counted as shown, without a message. */
  function skipped(seq: number) {
    if (!Number.isSafeInteger(seq) || seen(seq)) return;
    shown.add(seq);
    if (seq > lastSeq) lastSeq = seq;
    settle();
  }

  /** Whether a sequence was delivered already (or is too old to tell: taken as delivered). */
  const seen = (seq: number) => seq <= forgotten || shown.has(seq);

  /** Moves the floor over what is shown; forgets what is far below it. */
  function settle(to = floor) {
    floor = Math.max(floor, to);
    while (shown.has(floor + 1)) floor++;
    if (shown.size > SHOWN_KEEP * 2) {
      forgotten = Math.max(forgotten, floor - SHOWN_KEEP);
      for (const seq of shown) if (seq <= forgotten) shown.delete(seq);
    }
  }

  function highestHole(below: number): number | null {
    for (let seq = Math.min(below, lastSeq) - 1; seq > floor; seq--)
      if (!shown.has(seq)) return seq;
    return null;
  }

  /**
   * A hole: give the missing pushes `gapWaitMs` to come (reordering across instances is
   * normal), then fetch the holes that were there when it was armed, once.
   */
  function armGap() {
    settle();
    if (gapTimer || joining || lastSeq <= floor || !ws || ws.readyState !== OPEN) return;
    const top = lastSeq;
    gapTimer = setTimeout(() => {
      gapTimer = undefined;
      settle();
      const hole = highestHole(top);
      if (hole === null) return armGap();
      void fill(hole + 1).then(armGap);
    }, opts.gapWaitMs ?? 1500);
  }

  /**
   * Pages back through the history from before `before` (none: the latest) until the floor is
   * covered, at most MAX_FILL_PAGES pages, and delivers what was not shown, once, in order.
   * What the fetch covered is settled: a sequence it did not return is not asked for again.
   */
  function fill(before: number | null): Promise<void> {
    const run = filling.then(async () => {
      const from = floor + 1;
      if (before !== null && before <= from) return;
      const got: ChatMessage[] = [];
      let cursor = before;
      let top: number | null = before === null ? null : before - 1;
      let reached = false;
      for (let page = 0; page < MAX_FILL_PAGES; page++) {
        const h = await ask({
          type: 'chat.history',
          group: opts.group,
          ...(cursor !== null && { before: cursor }),
          limit: PAGE,
        });
        if (h.code !== 0 || !Array.isArray(h.messages)) return; // offline: the reconnect fills
        const messages = h.messages as ChatMessage[];
        if (top === null) top = messages.length ? messages[messages.length - 1].sequence : null;
        got.unshift(...messages.filter((m) => m.sequence >= from));
        const next = (h.next as number | null | undefined) ?? null;
        if (next === null || next <= from || (messages.length && messages[0].sequence <= from)) {
          reached = true;
          break;
        }
        cursor = next;
      }
      const fresh = got.filter((m) => !seen(m.sequence));
      for (const m of fresh) mark(m.sequence);
      if (!reached && got.length) {
        const to = got[0].sequence - 1;
        if (to >= from) opts.onSkipped?.({ from, to });
      }
      if (top !== null) settle(top);
      else settle();
      if (fresh.length) opts.onMessages(fresh, 'history');
    });
    filling = run.catch(() => undefined);
    return filling;
  }

  function live(m: ChatMessage) {
    if (seen(m.sequence)) return;
    mark(m.sequence);
    settle();
    const target = deleteTarget(m);
    if (target) opts.onDelete(target);
    else opts.onMessages([m], 'live');
    armGap();
  }

  async function start(socket: WebSocket) {
    joining = true;
    const first = !shownAny;
    try {
      if (!(await loginAndJoin(socket))) return;
      // History: the latest page the first time; after a reconnect, everything since the
      // floor (paging back, capped), whatever arrived live meanwhile delivered once.
      if (!first) await fill(null);
      else {
        const h = await ask({ type: 'chat.history', group: opts.group, limit: PAGE });
        const messages = ((h.messages as ChatMessage[] | undefined) ?? []).filter(
          (m) => !seen(m.sequence),
        );
        for (const m of messages) mark(m.sequence);
        if (messages.length) settle(messages[messages.length - 1].sequence);
        if (messages.length) opts.onMessages(messages, 'history');
      }
    } finally {
      joining = false;
      if (ws === socket) armGap();
    }
  }

  async function loginAndJoin(socket: WebSocket): Promise<boolean> {
    let account = await opts.account(false);
    if (!account) return false;
    let login = await ask({ type: 'chat.login', ...account, lang: opts.lang });
    if (login.code !== 0) {
      // docs/product.md §4: a new guest account, one more try.
      account = await opts.account(true);
      if (!account) return false;
      login = await ask({ type: 'chat.login', ...account, lang: opts.lang });
      if (login.code !== 0) return false;
    }
    me = account.id;
    const join = await ask({ type: 'chat.join', group: opts.group });
    if (join.code !== 0 && join.code !== ALREADY_IN_GROUP) {
      status('kicked');
      socket.close();
      return false;
    }
    attempt = 0;
    status('live');
    return true;
  }

  function connect() {
    if (closed) return;
    status('connecting');
    const socket = create(opts.url);
    ws = socket;
    socket.onopen = () => {
      heartbeat = setInterval(() => {
        if (socket.readyState === OPEN) socket.send('{"type":"heartbeat"}');
      }, opts.heartbeatMs ?? 30_000);
      void start(socket).catch(() => socket.close());
    };
    socket.onmessage = (ev: MessageEvent) => {
      const f = parse(ev.data);
      if (!f) return;
      if (f.type === 'chat.message' && f.group === opts.group && f.message) {
        live(f.message as ChatMessage);
        return;
      }
      if (f.type === 'chat.skip' && f.group === opts.group && typeof f.sequence === 'number') {
        // A hidden message's sequence: settled, never asked of the history.
        skipped(f.sequence);
        return;
      }
      if (f.type === 'horn') {
        opts.onHorn?.(f.horn);
        return;
      }
      if ((f.type === 'room.state' || f.type === 'room.viewers') && f.group === opts.group) {
        opts.onRoom?.(f as RoomFrame);
        return;
      }
      if (f.type === 'chat.kicked' && f.group === opts.group) {
        status('kicked');
        closed = true;
        socket.close();
        return;
      }
      const list = typeof f.type === 'string' ? waiting.get(f.type) : undefined;
      const resolve = list?.shift();
      if (resolve) resolve(f);
    };
    socket.onclose = () => {
      clearInterval(heartbeat);
      // The reconnect's fill covers the holes.
      clearTimeout(gapTimer);
      gapTimer = undefined;
      settleAll();
      if (ws === socket) ws = null;
      if (closed) return;
      status('offline');
      retry = setTimeout(connect, reconnectDelay(attempt++, backoff));
    };
    socket.onerror = () => undefined;
  }

  connect();

  return {
    async send(text, o = {}) {
      try {
        const f = await ask({ type: 'chat.send', group: opts.group, text, barrage: o.barrage });
        if (f.code === 0) {
          const message = f.message as ChatMessage;
          // Shown by the caller from this answer: its echo (and, hidden, its hole) is settled.
          mark(message.sequence);
          settle();
          return { ok: true, message };
        }
        return {
          ok: false,
          msg: typeof f.msg === 'string' ? f.msg : '',
          reason: typeof f.reason === 'string' ? f.reason : undefined,
          wait: typeof f.wait === 'number' ? f.wait : undefined,
        };
      } catch {
        return { ok: false, msg: '', reason: 'offline' };
      }
    },
    async older(before) {
      try {
        const h = await ask({ type: 'chat.history', group: opts.group, before, limit: 20 });
        return {
          messages: (h.messages as ChatMessage[] | undefined) ?? [],
          next: (h.next as number | null | undefined) ?? null,
        };
      } catch {
        return { messages: [], next: before };
      }
    },
    me: () => me,
    close() {
      closed = true;
      clearTimeout(retry);
      clearTimeout(gapTimer);
      clearInterval(heartbeat);
      ws?.close();
    },
  };
}
