import type { RoomInfo } from '@/lib/live/contract';
import type { RoomLiveSeed } from './room-live';

/**
 * The part of getRoomInfo that the room's live islands (header, player) keep in step with the
 * websocket (room-live.ts): built on the server, so the page's HTML carries only these fields.
 */
export function roomLiveSeed(room: RoomInfo): RoomLiveSeed {
  const next = room.next_schedule;
  return {
    state: room.state,
    reason: room.state === 'live' ? 'started' : 'ended',
    title: room.title,
    live_since: room.live_since,
    streams: room.streams,
    next_schedule: next ? { id: next.id, title: next.title, starts_at: next.starts_at } : null,
    viewers: room.viewers,
  };
}
