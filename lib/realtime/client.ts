/**
 * The browser side of the live-score socket (docs/product.md §4, docs/realtime.md). Browser-safe: no
 * Node imports, so a page's island can use it; tests give it `ws`'s WebSocket instead.
 */
import {
  HEARTBEAT_MS,
  SPORTS,
  isSport,
  type GoalFrame,
  type PushFrame,
  type Sport,
} from './frames';
import { isLimitClose, isLimitError } from './limits';

const OPEN = 1;
/** Frames held for one sport while its snapshot loads; past this, refetch again afterwards. */
const MAX_HELD = 5000;

export type ScoresOptions = {
  /** Absolute ws:// or wss:// URL; see socketUrl() for the settings' relative `/ws`. */
  url: string;
  /** Receive only this sport (sends `classify`); both sports without it. */
  sport?: Sport;
  /** The odds company whose index changes to receive (sends `toggle`); the server's default is 1. */
  companyId?: number;
  /** The `seq` of each sport the page's server-rendered data reflects, when known. */
  seq?: Partial<Record<Sport, number>>;
  /** A `score` or `goal` frame, in `seq` order, each exactly once. */
  onFrame: (frame: PushFrame) => void;
  /**
   * The client may have missed frames of `sport` (a hole in `seq`, a reconnect, or no known
   * position): refetch the sport's snapshot, put it in the store, and resolve with the `seq` it
   * reflects. Frames that arrive meanwhile are held, and those newer than that seq are then
   * passed to onFrame. On rejection the held frames are dropped and the next frame asks again.
   */
  onGap: (sport: Sport) => Promise<number>;
  /**
   * A `goal` frame that arrived while a snapshot loaded and that the snapshot already reflects:
   * its score is in the snapshot (so it is not passed to onFrame, which would apply an old
   * score), but the goal is still news to show (a pop-up, a whistle).
   */
  onMissedGoal?: (frame: GoalFrame) => void;
  /**
   * 'live' once the server has answered register (and classify/toggle): pushes flow from then
   * on; 'offline' when the socket closes, until the next connection is live.
   */
  onStatus?: (status: 'live' | 'offline') => void;
  /** Tests and Node pass `ws`'s WebSocket; browsers use the global one. */
  createSocket?: (url: string) => WebSocket;
  heartbeatMs?: number;
  /**
   * Reconnect delays grow from minMs to maxMs (doubling), each randomised by up to half. After a
   * close for a limit (1008, 1013) the wait is the longest one, whatever the attempt.
   */
  backoff?: Backoff;
};

export type ScoresConnection = { close: () => void };

/** Resolves the settings' `websocket_url` (often `/ws`) against the page: ws: for http:, wss: for https:. */
export function socketUrl(path: string, pageUrl: string): string {
  const url = new URL(path, pageUrl);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  return url.toString();
}

function isPushFrame(value: unknown): value is PushFrame {
  if (!value || typeof value !== 'object') return false;
  const f = value as Record<string, unknown>;
  return (
    (f.type === 'score' || f.type === 'goal') &&
    f.code === 100 &&
    isSport(f.sport) &&
    Number.isSafeInteger(f.seq) &&
    !!f.data &&
    typeof f.data === 'object'
  );
}

export type Backoff = { minMs: number; maxMs: number };

/**
 * The wait before reconnect attempt `attempt` (0 first): minMs doubled per attempt, capped at
 * maxMs, then between half and all of it at random, so clients cut off together (a restart)
 * do not all come back in the same instant.
 */
export function reconnectDelay(
  attempt: number,
  { minMs, maxMs }: Backoff,
  random = Math.random,
): number {
  const base = Math.min(maxMs, minMs * 2 ** attempt);
  return base / 2 + (random() * base) / 2;
}

type Held = { frames: PushFrame[]; again: boolean };

export function connectScores(opts: ScoresOptions): ScoresConnection {
  const sports: readonly Sport[] = opts.sport ? [opts.sport] : SPORTS;
  const createSocket = opts.createSocket ?? ((url: string) => new WebSocket(url));
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
  const backoff = opts.backoff ?? { minMs: 1000, maxMs: 30_000 };

  const last: Partial<Record<Sport, number>> = { ...opts.seq };
  /** Sports whose snapshot is loading, with the frames that arrived meanwhile. */
  const held = new Map<Sport, Held>();
  let socket: WebSocket | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  /** Answers still due to this connection's register/classify/toggle frames. */
  let setupAnswers = 0;
  let live = false;
  let liveBefore = false;
  let closed = false;

  function deliver(frame: PushFrame) {
    last[frame.sport] = frame.seq;
    opts.onFrame(frame);
  }

  function push(frame: PushFrame) {
    const h = held.get(frame.sport);
    if (h) {
      if (h.frames.length < MAX_HELD) h.frames.push(frame);
      else {
        h.frames = [];
        h.again = true;
      }
      return;
    }
    const prev = last[frame.sport];
    // Anything but the next number means frames were missed (or the counter was reset).
    if (prev === undefined || frame.seq !== prev + 1) gap(frame.sport, frame);
    else deliver(frame);
  }

  function gap(sport: Sport, frame?: PushFrame) {
    const existing = held.get(sport);
    if (existing) {
      // Already refetching; a snapshot taken before this reason may be too old, so ask again.
      if (frame) push(frame);
      else existing.again = true;
      return;
    }
    const h: Held = { frames: frame ? [frame] : [], again: false };
    held.set(sport, h);
    const settle = (seq: number | undefined) => {
      if (closed || held.get(sport) !== h) return;
      held.delete(sport);
      if (seq === undefined) {
        delete last[sport];
        return;
      }
      last[sport] = seq;
      // Held frames newer than the snapshot follow in order (into a new hold when asking again).
      if (h.again) gap(sport);
      for (const f of h.frames.sort((a, b) => a.seq - b.seq)) {
        if (f.seq > seq) push(f);
        else if (f.type === 'goal') opts.onMissedGoal?.(f);
      }
    };
    // Called a tick later, so a page's throwing handler cannot break the message loop.
    Promise.resolve()
      .then(() => opts.onGap(sport))
      .then(
        (seq) => settle(Number.isSafeInteger(seq) ? seq : undefined),
        () => settle(undefined),
      );
  }

  function handle(text: string) {
    // docs/product.md §4: only messages with braces or brackets are JSON.
    if (!/[{[]/.test(text)) return;
    let msg: unknown;
    try {
      msg = JSON.parse(text);
    } catch {
      return;
    }
    if (isPushFrame(msg)) {
      // Until the server has handled classify, it may still send the other sport.
      if (sports.includes(msg.sport)) push(msg);
      return;
    }
    const type = msg && typeof msg === 'object' ? (msg as { type?: unknown }).type : undefined;
    // A limit's error frame (too many connections or messages) comes before its close: it
    // answers nothing, and the connection is not live.
    if (type === 'error' && isLimitError((msg as { msg?: unknown }).msg)) return;
    // The server answers frames in order, each with its type (or an error frame).
    const answer =
      type === 'register' || type === 'classify' || type === 'toggle' || type === 'error';
    if (setupAnswers > 0 && answer && --setupAnswers === 0) {
      attempt = 0;
      live = true;
      opts.onStatus?.('live');
      // Frames published while the socket was away are gone; from now on none is missed.
      if (liveBefore) for (const s of sports) gap(s);
      liveBefore = true;
    }
  }

  function connect() {
    const ws = createSocket(opts.url);
    socket = ws;
    const send = (frame: Record<string, unknown>) => {
      if (ws.readyState === OPEN) ws.send(JSON.stringify(frame));
    };
    ws.onopen = () => {
      setupAnswers = 1;
      send({ type: 'register' });
      if (opts.sport) {
        setupAnswers += 1;
        send({ type: 'classify', classify_type: opts.sport === 'football' ? 0 : 1 });
      }
      if (opts.companyId !== undefined) {
        setupAnswers += 1;
        send({ type: 'toggle', company_id: opts.companyId });
      }
      heartbeat = setInterval(() => send({ type: 'heartbeat' }), heartbeatMs);
    };
    ws.onmessage = (ev: MessageEvent) => {
      if (typeof ev.data === 'string') handle(ev.data);
    };
    // 'close' always follows 'error'; reconnecting there covers both.
    ws.onerror = () => undefined;
    ws.onclose = (ev: CloseEvent) => {
      clearInterval(heartbeat);
      if (socket !== ws || closed) return;
      socket = undefined;
      setupAnswers = 0;
      if (live) opts.onStatus?.('offline');
      live = false;
      // Closed for a limit (its address is full, or it sent too much): coming straight back
      // would only be refused again, so wait the backoff's longest (15–30 s by default).
      const limited = isLimitClose(ev.code);
      const wait = limited
        ? reconnectDelay(0, { minMs: backoff.maxMs, maxMs: backoff.maxMs })
        : reconnectDelay(attempt, backoff);
      retry = setTimeout(connect, wait);
      attempt += 1;
    };
  }

  connect();
  return {
    close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      held.clear();
      socket?.close(1000);
      socket = undefined;
    },
  };
}
