import 'server-only';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';

/** Largest frame a client may send; bigger ones close the connection. */
const MAX_FRAME = 16 * 1024;
/** A connection that sends nothing (not even a heartbeat) for this long is closed. */
const IDLE_MS = 90_000;

export type Realtime = {
  handleUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  close: () => void;
  clients: () => number;
};

function send(ws: WebSocket, frame: Record<string, unknown>) {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
}

/**
 * The /ws endpoint (DESIGN.md "Contracts" → Websocket). This slice answers the protocol's
 * register/toggle/classify/heartbeat frames; score and chat topics arrive with their features.
 */
export function attachRealtime(): Realtime {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME });
  wss.on('connection', (ws) => {
    let idle = setTimeout(() => ws.close(4000, 'idle'), IDLE_MS);
    ws.on('message', (raw, isBinary) => {
      clearTimeout(idle);
      idle = setTimeout(() => ws.close(4000, 'idle'), IDLE_MS);
      let frame: unknown;
      try {
        frame = isBinary ? null : JSON.parse(raw.toString());
      } catch {
        frame = null;
      }
      const type = frame && typeof frame === 'object' ? (frame as { type?: unknown }).type : undefined;
      switch (type) {
        case 'heartbeat':
          send(ws, { type: 'heartbeat' });
          break;
        case 'register':
        case 'toggle':
        case 'classify':
          send(ws, { type, code: 0 });
          break;
        default:
          send(ws, { type: 'error', code: 1, msg: 'unsupported frame' });
      }
    });
    ws.on('close', () => clearTimeout(idle));
    ws.on('error', () => ws.terminate());
  });
  return {
    handleUpgrade: (req, socket, head) => wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req)),
    close: () => wss.close(),
    clients: () => wss.clients.size,
  };
}
