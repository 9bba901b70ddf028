import 'server-only';
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { defaultLocale, isLocale, LOCALE_COOKIE, type Locale } from '@/i18n/locales';
import { env } from '@/lib/env';
import { isPartUnavailable, SERVICE_RETRY_AFTER_S } from '@/lib/errors/unavailable';
import { translate } from '@/lib/i18n/messages';
import { log } from '@/lib/log';
import { getBus, type Bus } from './bus';
import { createConnectionCap, createMemoryCap, type ConnectionCap } from './connection-cap';
import { CONNECTION_LIMIT, RATE_LIMIT, type Limit } from './limits';
import {
  FrameError,
  type Conn,
  type FrameContext,
  type FrameHandler,
  type RealtimeModule,
} from './module';
import { scoresModule } from './scores';
import { createTokenBucket } from './token-bucket';
import { createTopicHub, type TopicDelivery } from './topics';
import { SESSION_COOKIE } from '@/lib/bff/session-cookie';

export { FrameError, type Conn, type FrameContext, type FrameHandler, type RealtimeModule };

/** Largest frame a client may send; bigger ones close the connection with 1009. */
const MAX_FRAME = 16 * 1024;
/** A connection that sends nothing (not even a heartbeat) for this long is closed. */
const IDLE_MS = 90_000;
/**
 * A client that has this much unsent data is dropped: it cannot keep up, and buffering for it
 * without bound would let a few stalled phones eat the instance's memory.
 */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/**
 * How long close() waits for clients to answer the close frame before cutting them off; also how
 * long a connection closed for a limit may keep sending (unread) frames before it is cut off.
 */
const CLOSE_GRACE_MS = 1000;
/** At most one warning per this period about refused connections (a full address may retry a lot). */
const REFUSAL_WARN_MS = 60_000;

export type RealtimeOptions = {
  /** The bus pushes arrive on; the process's bus by default. */
  bus?: Bus;
  idleMs?: number;
  maxBufferedBytes?: number;
  /**
   * The protocols spoken on the socket: the score pushes by default. A module's frame types and
   * topic kinds must not clash with another's. The chat's module (lib/chat/realtime.ts) is given
   * by the process that serves the site (server.ts): the realtime layer imports no domain that
   * depends on it (docs/architecture.md, scripts/import-layers.test.ts).
   */
  modules?: readonly RealtimeModule[];
  /**
   * Open connections one client address may hold, over every instance on the same Redis
   * (connection-cap.ts); WS_MAX_PER_IP by default.
   */
  maxPerIp?: number;
  /**
   * Counts the connections per address: given, or shared through Redis when REDIS_URL is set
   * and no bus is given, else this instance's own count.
   */
  cap?: ConnectionCap;
  /** Frames a connection may send at once (its bucket's size); WS_MSG_BURST by default. */
  msgBurst?: number;
  /** Frames per second the bucket refills; WS_MSG_PER_SEC by default. */
  msgPerSec?: number;
};

export type Realtime = {
  handleUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  /** Stops the pushes and closes every socket with 1001 so clients reconnect elsewhere. */
  close: () => Promise<void>;
  /** Accepted connections (not those being refused for a limit). */
  clients: () => number;
  /** Accepted connections held by one client address on this instance. */
  connectionsFrom: (address: string) => number;
  /** Client addresses holding at least one accepted connection. */
  addresses: () => number;
  /** The topics (bus channels) this instance is subscribed to. */
  topics: () => string[];
};

function errorFrame(msg: string): string {
  return JSON.stringify({ type: 'error', code: 1, msg });
}

/**
 * The error frame of a frame whose handler failed because the database or Redis is down
 * (lib/errors/unavailable.ts, docs/realtime.md "Errors"): the HTTP API's 503 `serviceUnavailable`
 * as a frame, with its stable key and the seconds to wait, so a client retries instead of
 * taking it for a bug. The message is in the connection's language.
 */
export function unavailableFrame(lang: Locale): string {
  const wait = translate(lang, 'api.wait.seconds', { n: SERVICE_RETRY_AFTER_S });
  return JSON.stringify({
    type: 'error',
    code: 1,
    msg: translate(lang, 'api.errors.serviceUnavailable', { wait }),
    error: 'serviceUnavailable',
    retry_after: SERVICE_RETRY_AFTER_S,
  });
}

/** The upgrade request's locale cookie (proxy.ts sets it when the visitor picks a language). */
function langOf(req: IncomingMessage): Locale {
  const m = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`).exec(
    req.headers.cookie ?? '',
  );
  return m && isLocale(m[1]) ? m[1] : defaultLocale;
}

/**
 * The client's address: `x-client-ip`, which server.ts sets from the socket or a trusted proxy's
 * X-Forwarded-For before the upgrade arrives here, else the socket's own address. An IPv6
 * address counts by its /64: one subscriber's line gets a whole /64, and counting its 2^64
 * addresses one by one would be no cap at all.
 */
export function clientAddress(req: IncomingMessage): string {
  const header = req.headers['x-client-ip'];
  const ip = (typeof header === 'string' && header) || req.socket.remoteAddress || 'unknown';
  return addressKey(ip);
}

/**
 * The session cookie's value as sent (module.ts Conn.session), or null. A browser page of another
 * site gets none: when the upgrade names an Origin, it must be the site's own (`x-public-origin`,
 * set by server.ts from the trusted proxies), so a foreign page cannot act as the user here even
 * where a browser would send the cookie along.
 */
export function sessionOf(req: IncomingMessage): string | null {
  const origin = req.headers.origin;
  const own = req.headers['x-public-origin'];
  if (origin !== undefined && origin !== (Array.isArray(own) ? own[0] : own)) return null;
  const m = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]{1,4096})`).exec(
    req.headers.cookie ?? '',
  );
  return m ? m[1] : null;
}

/** The `sl_dev` cookie's value, hashed (module.ts Conn.device), or null. */
export function deviceOf(req: IncomingMessage): string | null {
  const m = /(?:^|;\s*)sl_dev=([A-Za-z0-9_-]{16,64})(?:;|$)/.exec(req.headers.cookie ?? '');
  return m ? crypto.createHash('sha256').update(m[1]).digest('base64url').slice(0, 22) : null;
}

/** The key an address counts under: IPv4 as it is, IPv6 by its first 64 bits. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!net.isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...new Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function text(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.from(raw).toString('utf8');
}

/** Frame types and topic kinds of all modules, refusing a clash (a programming error). */
function combine(
  modules: readonly RealtimeModule[],
  send: (conn: Conn, data: Buffer | string) => void,
) {
  // The connection's own frame: every client sends it every 30 s, whatever it listens to.
  const handlers = new Map<string, FrameHandler>([
    ['heartbeat', ({ send: reply }) => reply({ type: 'heartbeat' })],
  ]);
  const kinds: Record<string, TopicDelivery<Conn>> = {};
  for (const mod of modules) {
    for (const [type, handler] of Object.entries(mod.handlers)) {
      if (handlers.has(type)) throw new Error(`frame type ${type} is handled twice (${mod.name})`);
      handlers.set(type, handler);
    }
    for (const [kind, deliver] of Object.entries(mod.topics ?? {})) {
      if (kinds[kind]) throw new Error(`topic kind ${kind} is delivered twice (${mod.name})`);
      kinds[kind] = (topic, message, members) => deliver(topic, message, members, send);
    }
  }
  return { handlers, kinds };
}

/**
 * The /ws endpoint (docs/architecture.md "Contracts" → Websocket, docs/realtime.md). Each connection is in
 * topics; the instance subscribes to a topic's bus channel while one of its connections is in it
 * (topics.ts) and the topic's module fans the channel's messages out.
 */
export async function attachRealtime(opts: RealtimeOptions = {}): Promise<Realtime> {
  const bus = opts.bus ?? getBus();
  const idleMs = opts.idleMs ?? IDLE_MS;
  const maxBuffered = opts.maxBufferedBytes ?? MAX_BUFFERED_BYTES;
  const modules = opts.modules ?? [scoresModule];
  const { handlers, kinds } = combine(modules, sendRaw);
  const hub = createTopicHub<Conn>(bus, kinds);
  const maxPerIp = opts.maxPerIp ?? env().WS_MAX_PER_IP;
  const msgBurst = opts.msgBurst ?? env().WS_MSG_BURST;
  const msgPerSec = opts.msgPerSec ?? env().WS_MSG_PER_SEC;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME });
  // Given a bus (tests), a count in this process; else through Redis when REDIS_URL is set.
  const cap = opts.cap ?? (opts.bus ? createMemoryCap(maxPerIp) : createConnectionCap(maxPerIp));
  const stops = modules.map((mod) =>
    mod.start?.({ bus, members: (topic) => hub.members(topic), leave: (c, t) => hub.leave(c, t) }),
  );
  const conns = new Set<Conn>();
  /** Accepted connections per client address; an address with none has no entry. */
  const perAddress = new Map<string, number>();
  let refused = 0;
  let refusalWarnedAt = -Infinity;

  /** Sends text already serialised (once per frame, for every client). */
  function sendRaw(conn: Conn, data: Buffer | string) {
    const { ws } = conn;
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > maxBuffered) {
      log().warn({ buffered: ws.bufferedAmount }, 'dropping a websocket client that does not read');
      // A close frame would wait behind the data the client is not reading.
      ws.terminate();
      return;
    }
    ws.send(data, { binary: false });
  }

  function onMessage(conn: Conn, raw: RawData, isBinary: boolean): Promise<void> | undefined {
    const reply = (msg: string): undefined => {
      sendRaw(conn, errorFrame(msg));
      return undefined;
    };
    if (isBinary) return reply('binary frames are not supported');
    let frame: unknown;
    try {
      frame = JSON.parse(text(raw));
    } catch {
      return reply('not JSON');
    }
    if (!frame || typeof frame !== 'object' || Array.isArray(frame))
      return reply('a frame must be a JSON object');
    const type = (frame as { type?: unknown }).type;
    if (typeof type !== 'string') return reply('type must be a string');
    const handler = handlers.get(type);
    if (!handler) return reply('unknown type');
    const failed = (err: unknown): undefined => {
      if (err instanceof FrameError) return reply(err.message);
      if (isPartUnavailable(err)) {
        // A part is down, not a bug: logged briefly (no stack per frame during an outage).
        log().warn({ type, err: String(err) }, 'websocket frame: a part is unavailable');
        sendRaw(conn, unavailableFrame(conn.lang));
        return undefined;
      }
      log().error({ err, type }, 'websocket handler failed');
      return reply('internal error');
    };
    const ctx: FrameContext = {
      conn,
      send: (f) => sendRaw(conn, JSON.stringify(f)),
      join: async (topic) => {
        // A frame handled after its connection closed (it waited behind a slow one) must not
        // put the gone connection in a topic: nothing would ever take it out.
        if (!conns.has(conn)) return;
        await hub.join(conn, topic);
      },
      leave: (topic) => hub.leave(conn, topic),
    };
    try {
      const result = handler(ctx, frame as Record<string, unknown>);
      if (result instanceof Promise) return result.catch(failed);
    } catch (err) {
      return failed(err);
    }
    return undefined;
  }

  /**
   * Handles a connection's frames in order. A frame that arrives while an asynchronous handler
   * of the same connection is still running waits for it; otherwise it is handled at once.
   */
  const pending = new WeakMap<Conn, Promise<void>>();
  function enqueue(conn: Conn, raw: RawData, isBinary: boolean) {
    const before = pending.get(conn);
    const run = () => onMessage(conn, raw, isBinary);
    const result = before ? before.then(run) : run();
    if (!result) return;
    const settled = result.then(() => {
      if (pending.get(conn) === settled) pending.delete(conn);
    });
    pending.set(conn, settled);
  }

  /**
   * The client gets the limit's error frame, then its close (docs/realtime.md "Limits"). A client
   * that does not answer the close within the grace period is cut off.
   */
  function closeForLimit(ws: WebSocket, limit: Limit) {
    if (ws.readyState !== ws.OPEN) return;
    ws.send(errorFrame(limit.msg));
    ws.close(limit.code, limit.reason);
    const cut = setTimeout(() => ws.terminate(), CLOSE_GRACE_MS);
    ws.once('close', () => clearTimeout(cut));
  }

  function refuse(ws: WebSocket, address: string) {
    ws.on('error', (err) => log().debug({ err }, 'websocket error'));
    closeForLimit(ws, CONNECTION_LIMIT);
    refused += 1;
    const now = Date.now();
    if (now - refusalWarnedAt >= REFUSAL_WARN_MS) {
      log().warn(
        { address, maxPerIp, refused },
        'refusing websocket connections: an address holds WS_MAX_PER_IP of them',
      );
      refusalWarnedAt = now;
      refused = 0;
    }
  }

  wss.on('connection', (ws, req: IncomingMessage) => {
    const address = clientAddress(req);
    // Accepted first and then closed, so the client sees why (a refused upgrade would not say).
    const admitted = cap.acquire(address);
    if (typeof admitted === 'boolean')
      return admitted ? admit(ws, req, address) : refuse(ws, address);
    // Shared through Redis: frames wait (unread) until the cap has answered.
    const quiet = (err: Error) => log().debug({ err }, 'websocket error');
    ws.on('error', quiet);
    ws.pause();
    admitted.then(
      (ok) => {
        if (ws.readyState !== ws.OPEN) {
          if (ok) cap.release(address);
          return;
        }
        ws.off('error', quiet);
        ws.resume();
        if (ok) admit(ws, req, address);
        else refuse(ws, address);
      },
      (err: unknown) => {
        log().error({ err }, 'websocket connection cap failed');
        ws.terminate();
      },
    );
  });

  function admit(ws: WebSocket, req: IncomingMessage, address: string) {
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    const conn: Conn = {
      ws,
      address,
      device: deviceOf(req),
      session: sessionOf(req),
      identity: { kind: 'anonymous' },
      lang: langOf(req),
      topics: new Set(),
    };
    conns.add(conn);
    const bucket = createTokenBucket(msgBurst, msgPerSec);
    let limited = false;
    const idle = setTimeout(() => ws.close(4000, 'idle'), idleMs);
    ws.on('message', (raw, isBinary) => {
      // Frames that arrive after the close was sent are not handled.
      if (limited) return;
      // Every frame counts, before it is parsed: invalid ones cost the server work too.
      if (!bucket.take()) {
        limited = true;
        log().warn({ address }, 'closing a websocket client that sends too many frames');
        closeForLimit(ws, RATE_LIMIT);
        return;
      }
      idle.refresh();
      enqueue(conn, raw, isBinary);
    });
    ws.on('close', () => {
      clearTimeout(idle);
      conns.delete(conn);
      hub.leaveAll(conn);
      for (const mod of modules) mod.onClose?.(conn);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
      cap.release(address);
    });
    // ws itself closes the socket (1009 for a frame over the limit, 1007 for bad UTF-8); the
    // listener only keeps the 'error' event from being unhandled.
    ws.on('error', (err) => log().debug({ err }, 'websocket error'));
  }

  return {
    handleUpgrade: (req, socket, head) =>
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req)),
    close: async () => {
      for (const stop of stops) stop?.();
      hub.close();
      const closed = new Promise<void>((resolve) => wss.close(() => resolve()));
      for (const ws of wss.clients) ws.close(1001, 'server shutting down');
      const grace = setTimeout(() => {
        for (const ws of wss.clients) ws.terminate();
      }, CLOSE_GRACE_MS);
      await closed;
      clearTimeout(grace);
      await cap.close();
    },
    clients: () => conns.size,
    connectionsFrom: (address) => perAddress.get(addressKey(address)) ?? 0,
    addresses: () => perAddress.size,
    topics: () => hub.topics(),
  };
}
