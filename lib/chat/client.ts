/**
 * The browser side of room chat over the site's websocket (docs/realtime.md "Chat"). Browser-safe
 * (no Node imports); tests pass `ws`'s WebSocket. One connection per room page: it logs in with
 * the account it is given (a guest account or the user's), joins the room's group, loads the
 * latest history, and reconnects with backoff, joining again and loading only what it missed.
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
  /** The newest sequence shown: a reconnect loads only what came after it. */
  let lastSeq = 0;
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

  /**
   * Sequences delivered live since this connection began joining: the join can itself publish
   * (a noble's entry) and a busy room talks on, so live messages may come before the history's
   * answer. They are marked here, not in `lastSeq`, or the history would be taken as seen.
   */
  let liveSinceJoin: Set<number> | null = null;

  function live(m: ChatMessage) {
    const target = deleteTarget(m);
    if (target) opts.onDelete(target);
    if (liveSinceJoin) liveSinceJoin.add(m.sequence);
    else if (m.sequence > lastSeq) lastSeq = m.sequence;
    if (!target) opts.onMessages([m], 'live');
  }

  async function start(socket: WebSocket) {
    /** What was shown before this connection: a reconnect loads only what came after it. */
    const since = lastSeq;
    const arrived = new Set<number>();
    liveSinceJoin = arrived;
    try {
      await loginAndJoin(socket, since, arrived);
    } finally {
      if (liveSinceJoin === arrived) liveSinceJoin = null;
      for (const seq of arrived) if (seq > lastSeq) lastSeq = seq;
    }
  }

  async function loginAndJoin(socket: WebSocket, since: number, arrived: Set<number>) {
    let account = await opts.account(false);
    if (!account) return;
    let login = await ask({ type: 'chat.login', ...account, lang: opts.lang });
    if (login.code !== 0) {
      // docs/product.md §4: a new guest account, one more try.
      account = await opts.account(true);
      if (!account) return;
      login = await ask({ type: 'chat.login', ...account, lang: opts.lang });
      if (login.code !== 0) return;
    }
    me = account.id;
    const join = await ask({ type: 'chat.join', group: opts.group });
    if (join.code !== 0 && join.code !== ALREADY_IN_GROUP) {
      status('kicked');
      socket.close();
      return;
    }
    attempt = 0;
    status('live');
    // History: the latest page the first time; after a reconnect, what came since (at most a page).
    const h = await ask({ type: 'chat.history', group: opts.group, limit: 50 });
    const messages = ((h.messages as ChatMessage[] | undefined) ?? []).filter(
      (m) => m.sequence > since && !arrived.has(m.sequence),
    );
    if (messages.length) {
      lastSeq = Math.max(lastSeq, ...messages.map((m) => m.sequence));
      opts.onMessages(messages, 'history');
    }
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
          if (message.sequence > lastSeq) lastSeq = message.sequence;
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
      clearInterval(heartbeat);
      ws?.close();
    },
  };
}
