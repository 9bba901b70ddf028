/**
 * Following a room's state and viewer count from the browser without being one of its viewers
 * (the anchor's studio): `room.watch` on the site's websocket (docs/realtime.md "Room state and
 * viewers"). Browser-safe; tests pass `ws`'s WebSocket. Reconnects with backoff and watches
 * again; the server answers each watch with the count at that moment.
 */
import { reconnectDelay, type Backoff } from '@/lib/realtime/client';
import { HEARTBEAT_MS } from '@/lib/realtime/frames';
import type { RoomFrame } from './contract';

export type WatchOptions = {
  url: string;
  group: string;
  onFrame: (frame: RoomFrame) => void;
  createSocket?: (url: string) => WebSocket;
  backoff?: Backoff;
  heartbeatMs?: number;
};

export function watchRoom(opts: WatchOptions): { close: () => void } {
  const backoff = opts.backoff ?? { minMs: 1000, maxMs: 30_000 };
  const create = opts.createSocket ?? ((u: string) => new WebSocket(u));
  let closed = false;
  let attempt = 0;
  let socket: WebSocket | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  function connect() {
    if (closed) return;
    const ws = create(opts.url);
    socket = ws;
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: 'room.watch', group: opts.group }));
      heartbeat = setInterval(
        () => ws.send('{"type":"heartbeat"}'),
        opts.heartbeatMs ?? HEARTBEAT_MS,
      );
    };
    ws.onmessage = (ev: MessageEvent) => {
      if (typeof ev.data !== 'string' || !ev.data.includes(opts.group)) return;
      let f: Record<string, unknown>;
      try {
        f = JSON.parse(ev.data) as Record<string, unknown>;
      } catch {
        return;
      }
      if (f.group !== opts.group) return;
      if (f.type === 'room.watch' && f.code === 0) attempt = 0;
      if (f.type === 'room.state' || f.type === 'room.viewers') opts.onFrame(f as RoomFrame);
    };
    ws.onclose = () => {
      clearInterval(heartbeat);
      if (socket === ws) socket = null;
      if (!closed) retry = setTimeout(connect, reconnectDelay(attempt++, backoff));
    };
    ws.onerror = () => undefined;
  }

  connect();
  return {
    close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      socket?.close();
    },
  };
}
