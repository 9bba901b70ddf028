import 'server-only';
import { getBus, type Bus } from '@/lib/realtime/bus';
import { publishRoomEvent } from '@/lib/chat/send';
import { purgePages } from '@/lib/content/revalidate';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { inboxChanged, notifyFollowersLive } from '@/lib/messages';
import { alertLiveStarted } from '@/lib/push/producers';
import type { RoomState } from './contract';
import { endRoomBroadcast, getRoomRow, startRoomBroadcast } from './rooms';
import { nextSchedule } from './schedules';
import { pullUrls } from './streams';

/**
 * A room's state reaches the people already in it (issue 24): whenever a room goes on or off air
 * (the studio, the media server's publish hook, staff) or its title changes, its state is
 * published on the room's topic (`room:<id>`), and every instance sends its viewers of the room
 * a `room.state` frame (lib/chat/realtime.ts, docs/realtime.md "Room state and viewers"). The
 * header, the player (the offline poster with the next announced broadcast) and the studio
 * follow it without a reload. The lists (/anchor, /rank) read the database on each request;
 * the match pages that list the room's commentators are page-cached, so they are purged.
 */

export type RoomStateReason = RoomState['reason'];

/** The room's state as pushed, or null for an unknown room. */
export async function roomStateOf(
  roomId: number,
  reason: RoomStateReason,
  now: number = Date.now(),
): Promise<(RoomState & { match_id: number | null }) | null> {
  const row = await getRoomRow(roomId);
  if (!row) return null;
  const live = row.state === 'live';
  const next = live ? null : await nextSchedule(row.id, null);
  return {
    id: row.id,
    state: live ? 'live' : 'offline',
    reason,
    title: row.title,
    live_since: live && row.liveSince ? Math.floor(row.liveSince.getTime() / 1000) : null,
    streams: live ? pullUrls(row.streamName, now) : null,
    next_schedule: next ? { id: next.id, title: next.title, starts_at: next.starts_at } : null,
    at: now,
    match_id: row.matchId,
  };
}

/**
 * Publishes the room's current state to everyone in it, on every instance. Never throws: the
 * change is made and answered already; a lost push leaves the viewers as a reload finds them.
 */
export async function announceRoomState(
  roomId: number,
  reason: RoomStateReason,
  bus: Bus = getBus(),
): Promise<void> {
  try {
    const s = await roomStateOf(roomId, reason);
    if (!s) return;
    const { match_id: matchId, ...room } = s;
    await publishRoomEvent(bus, roomId, { t: 'state', room });
    if (matchId !== null && reason !== 'updated')
      await purgePages([`/score-detail?id=${matchId}`, `/score-live?id=${matchId}`]);
  } catch (err) {
    log().warn({ err, roomId }, 'could not announce a room state');
  }
}

/** On air (the publish hook), announced when it changed. */
export async function goLive(roomId: number): Promise<boolean> {
  const changed = await startRoomBroadcast(roomId);
  if (changed) await announceStarted(roomId);
  return changed;
}

/**
 * A broadcast started (the studio, the publish hook): told to the room's viewers, and to the
 * anchor's followers in their message centre, once per broadcast. Never throws.
 */
export async function announceStarted(roomId: number): Promise<void> {
  await announceRoomState(roomId, 'started');
  await tellFollowers(roomId);
}

/** Never throws: the broadcast is on air already; a lost message is only a message. */
async function tellFollowers(roomId: number): Promise<void> {
  try {
    const row = await getRoomRow(roomId);
    if (!row || row.broadcastId === null) return;
    const [anchor] = await db()
      .select({ nickname: users.nickname })
      .from(users)
      .where(eq(users.id, row.anchorId));
    const data = {
      anchor_id: row.anchorId,
      nickname: anchor?.nickname ?? '',
      room_id: row.id,
      title: row.title,
    };
    const told = await notifyFollowersLive(row.broadcastId, data);
    await inboxChanged(told);
    // Web Push to the followers, and who booked this room's broadcast (after the commit).
    await alertLiveStarted(row.broadcastId, data, told);
  } catch (err) {
    log().warn({ err, roomId }, 'could not tell the followers that a room went live');
  }
}

/**
 * Off air: ended by the anchor or the media server (`ended`), or closed by staff (`closed`),
 * told to the room when it changed.
 */
export async function goOffline(roomId: number, reason: 'ended' | 'closed'): Promise<boolean> {
  const changed = await endRoomBroadcast(roomId);
  if (changed) await announceRoomState(roomId, reason);
  return changed;
}

/**
 * Off air at the end of the stream's grace period (lib/live/stream-grace.ts): only when the room
 * is still held since `streamDownAt` (a re-publish wins the race); the broadcast ends as of then.
 */
export async function goOfflineAfterGrace(roomId: number, streamDownAt: Date): Promise<boolean> {
  const changed = await endRoomBroadcast(roomId, { streamDownAt });
  if (changed) await announceRoomState(roomId, 'ended');
  return changed;
}
