import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, type RawData } from 'ws';
import { createInProcessBus, type Bus } from './bus';
import { attachRealtime, type Realtime, type RealtimeOptions } from './server';

/** A realtime server on its own http server and port, as server.ts wires it. */
export type TestInstance = { url: string; realtime: Realtime; close: () => Promise<void> };

export async function startInstance(opts: RealtimeOptions): Promise<TestInstance> {
  const realtime = await attachRealtime(opts);
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => {
    if ((req.url ?? '').split('?')[0] === '/ws') realtime.handleUpgrade(req, socket, head);
    else socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/ws`,
    realtime,
    close: async () => {
      await realtime.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Message = Record<string, unknown>;

/** A text frame's data as a string (ws hands it over as a Buffer, an ArrayBuffer or fragments). */
export function frameText(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return (Buffer.isBuffer(raw) ? raw : Buffer.from(raw)).toString('utf8');
}

/** A `ws` client that queues what it receives, so a test reads messages one by one. */
export class TestClient {
  readonly ws: WebSocket;
  /** Resolves with the close code and reason once the socket is closed. */
  readonly closed: Promise<{ code: number; reason: string }>;
  private queue: Message[] = [];
  private waiter?: () => void;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.waiter?.();
      }),
    );
    ws.on('message', (raw) => {
      this.queue.push(JSON.parse(frameText(raw)) as Message);
      this.waiter?.();
    });
    ws.on('error', () => undefined);
  }

  /** `headers` go on the upgrade request (e.g. `x-client-ip`, as server.ts sets it). */
  static async open(url: string, headers?: Record<string, string>): Promise<TestClient> {
    const ws = new WebSocket(url, { headers });
    const client = new TestClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  send(frame: Message | string | Buffer): void {
    this.ws.send(
      typeof frame === 'object' && !Buffer.isBuffer(frame) ? JSON.stringify(frame) : frame,
    );
  }

  /** The next message received (waiting for it up to timeoutMs). */
  async next(timeoutMs = 3000): Promise<Message> {
    const deadline = Date.now() + timeoutMs;
    while (this.queue.length === 0) {
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error('socket closed while waiting');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no message within the time limit');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = undefined;
    }
    return this.queue.shift() as Message;
  }

  /** Sends a frame and returns the next message, the answer. */
  async ask(frame: Message | string | Buffer): Promise<Message> {
    this.send(frame);
    return this.next();
  }

  async register(): Promise<void> {
    const answer = await this.ask({ type: 'register' });
    if (answer.type !== 'register' || answer.code !== 0)
      throw new Error(`register failed: ${JSON.stringify(answer)}`);
  }

  /**
   * Every message received before the answer to a heartbeat sent now. The server handles a
   * socket's frames in order and the in-process bus delivers pushes synchronously, so whatever
   * was pushed to this client before this call is in the list, and nothing else.
   */
  async drain(): Promise<Message[]> {
    this.send({ type: 'heartbeat' });
    const got: Message[] = [];
    for (;;) {
      const m = await this.next();
      if (m.type === 'heartbeat') return got;
      got.push(m);
    }
  }

  /** Waits for the server to close the socket; returns what arrived that was not read yet. */
  async untilClosed(
    timeoutMs = 5000,
  ): Promise<{ messages: Message[]; code: number; reason: string }> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the socket was not closed in time')), timeoutMs);
    });
    try {
      const { code, reason } = await Promise.race([this.closed, timeout]);
      return { messages: this.queue.splice(0), code, reason };
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    if (this.ws.readyState !== WebSocket.CLOSED) this.ws.close();
    await this.closed;
  }
}

/**
 * Sends a frame and returns its answer, skipping the room's messages that arrive meanwhile (they
 * are fanned out in windows, so one may come before or after any answer).
 */
export async function answer(c: TestClient, frame: Message): Promise<Message> {
  c.send(frame);
  for (;;) {
    const m = await c.next();
    if (m.type === frame.type || m.type === 'error') return m;
  }
}

/**
 * Everything `c` receives up to and including the first message `isControl` accepts, waiting for
 * it up to timeoutMs. This is the positive control of a test that asserts something did not
 * arrive: cause, after the unwanted thing, something that must arrive on the same connection and
 * through the same path (the same room's fan-out, the same bus channel), wait for it, and assert
 * the unwanted thing is absent from this list. Frames on one websocket arrive in the order they
 * were sent, so whatever was pushed before the control is in the list, however slow the machine;
 * a fixed sleep only hopes so, and passes whatever the code does when it is too short.
 */
export async function untilArrives(
  c: TestClient,
  isControl: (m: Message) => boolean,
  timeoutMs = 10_000,
): Promise<Message[]> {
  const deadline = Date.now() + timeoutMs;
  const got: Message[] = [];
  for (;;) {
    let m: Message;
    try {
      m = await c.next(Math.max(1, deadline - Date.now()));
    } catch (err) {
      throw new Error(
        `the control message did not arrive (${(err as Error).message}); received: ${JSON.stringify(got)}`,
      );
    }
    got.push(m);
    if (isControl(m)) return got;
  }
}

/** Polls `condition` until it holds, failing after timeoutMs. */
export async function waitFor(
  condition: () => boolean,
  timeoutMs = 5000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A bus that counts live subscriptions per channel and can be made slow or failing. */
export function countingBus(inner: Bus = createInProcessBus()) {
  const live = new Map<string, number>();
  let delay = 0;
  let failNext = false;
  const bus: Bus = {
    ...inner,
    async subscribe(channel, handler) {
      if (delay) await new Promise((r) => setTimeout(r, delay));
      if (failNext) {
        failNext = false;
        throw new Error('bus down');
      }
      const off = await inner.subscribe(channel, handler);
      live.set(channel, (live.get(channel) ?? 0) + 1);
      return () => {
        live.set(channel, (live.get(channel) ?? 0) - 1);
        off();
      };
    },
  };
  return {
    bus,
    inner,
    live: (channel: string) => live.get(channel) ?? 0,
    slow: (ms: number) => (delay = ms),
    failOnce: () => (failNext = true),
  };
}
