'use client';

import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { unreadAtom } from '@/lib/client/atoms';
import { whenIdle } from '@/lib/client/idle';
import { reconnectDelay, socketUrl } from '@/lib/realtime/client';
import { HEARTBEAT_MS } from '@/lib/realtime/frames';
import { sessionEnded } from '@/lib/client/api';

const BACKOFF = { minMs: 1000, maxMs: 30_000 };

/**
 * Keeps `unreadAtom` live for a logged-in page (issue 25): a websocket opened when the browser is
 * first idle, `inbox.watch` on each connection (the server knows the user by the session cookie
 * of the upgrade), the count on every `inbox` frame, heartbeats, and reconnects with backoff. A
 * 700 answer (logged out meanwhile) ends it.
 */
export function useInboxSocket(enabled: boolean, wsPath = '/ws'): void {
  const setUnread = useSetAtom(unreadAtom);
  useEffect(() => {
    if (!enabled) return;
    let ws: WebSocket | null = null;
    let done = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let beat: ReturnType<typeof setInterval> | undefined;
    const connect = () => {
      if (done) return;
      const socket = new WebSocket(socketUrl(wsPath, window.location.href));
      ws = socket;
      socket.onopen = () => {
        attempt = 0;
        socket.send(JSON.stringify({ type: 'inbox.watch' }));
        beat = setInterval(() => socket.send(JSON.stringify({ type: 'heartbeat' })), HEARTBEAT_MS);
      };
      socket.onmessage = (e) => {
        let frame: { type?: unknown; code?: unknown; unread?: unknown };
        try {
          frame = JSON.parse(String(e.data)) as typeof frame;
        } catch {
          return;
        }
        // A ban ended the session (lib/admin/realtime.ts): log out here at once, like a 700.
        if (frame.type === 'account' && frame.code === 700) {
          done = true;
          socket.close();
          sessionEnded();
          return;
        }
        if (frame.type !== 'inbox') return;
        if (frame.code === 0 && typeof frame.unread === 'number') setUnread(frame.unread);
        else if (frame.code === 700) {
          done = true;
          socket.close();
        }
      };
      socket.onclose = () => {
        clearInterval(beat);
        if (!done) retry = setTimeout(connect, reconnectDelay(attempt++, BACKOFF));
      };
    };
    const cancel = whenIdle(connect);
    return () => {
      done = true;
      cancel();
      clearTimeout(retry);
      clearInterval(beat);
      ws?.close();
    };
  }, [enabled, wsPath, setUnread]);
}
