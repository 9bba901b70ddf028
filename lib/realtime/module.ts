import 'server-only';
import type { WebSocket } from 'ws';
import type { Locale } from '@/i18n/locales';
import type { Bus } from './bus';

/**
 * Who is at the other end of a connection. Every connection starts anonymous; the chat login
 * (`chat.login`, with a guest account or the user's chat credentials) makes it a guest or a user.
 */
export type Identity =
  | { kind: 'anonymous' }
  | { kind: 'guest'; id: string }
  | { kind: 'user'; id: string; userId: number };

/** One socket. Modules keep their own per-connection state (a WeakMap keyed by the Conn). */
export type Conn = {
  ws: WebSocket;
  /** The client's address as the connection limits count it (server.ts `clientAddress`). */
  address: string;
  /**
   * The browser this connection comes from: a hash of its `sl_dev` cookie (proxy.ts), or null.
   * A room's blacklist holds it, so a fresh guest account from the same browser stays out.
   */
  device: string | null;
  /**
   * The site's session cookie as the upgrade request carried it (sealed by iron-session; only the
   * server can open it), or null: a module that serves the logged-in user opens it (the inbox).
   */
  session: string | null;
  identity: Identity;
  /**
   * The language of the server's own localised answers (the retryable `serviceUnavailable` error
   * frame): the upgrade request's locale cookie, else the default; `chat.login`'s `lang` sets it.
   */
  lang: Locale;
  /** The topics the connection is in; kept by the topic hub, read-only elsewhere. */
  topics: Set<string>;
};

/** Thrown by a handler for a frame it cannot use; the client gets it as an error frame. */
export class FrameError extends Error {}

export type FrameContext = {
  conn: Conn;
  send: (frame: Record<string, unknown>) => void;
  /** Puts the connection in a topic; resolves once the instance receives the topic's messages. */
  join: (topic: string) => Promise<void>;
  leave: (topic: string) => void;
};

/**
 * Handles one frame type. A connection's frames are handled one after another: a frame waits
 * for the previous one's handler, even an asynchronous one, so answers come in request order.
 */
export type FrameHandler = (
  ctx: FrameContext,
  frame: Record<string, unknown>,
) => void | Promise<void>;

/** Sends bytes already serialised (once per message, for every member). */
export type SendRaw = (conn: Conn, data: Buffer | string) => void;

/**
 * One protocol on the websocket: the score pushes (scores.ts), the room chat. A module brings its
 * frame types and the topic kinds whose bus messages it turns into frames.
 */
export type RealtimeModule = {
  name: string;
  handlers: Record<string, FrameHandler>;
  /** By topic kind (`scores` for `scores:football`): fans a bus message out to the members. */
  topics?: Record<
    string,
    (topic: string, message: string, members: ReadonlySet<Conn>, send: SendRaw) => void
  >;
  /** Called when a connection closes, after it has left its topics. */
  onClose?: (conn: Conn) => void;
  /** Called once when the server starts; the result is called when it closes. */
  start?: (ctx: ModuleContext) => () => void;
};

/** What a module may use beyond its frames: the bus and the topic hub of its server. */
export type ModuleContext = {
  bus: Bus;
  members: (topic: string) => ReadonlySet<Conn>;
  leave: (conn: Conn, topic: string) => void;
};
