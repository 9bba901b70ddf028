import 'server-only';
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { rooms } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { enqueue } from '@/lib/jobs';
import { defineJob } from '@/lib/jobs/runner';
import { log } from '@/lib/log';
import { goOffline, goOfflineAfterGrace } from './room-state';
import { getRoomRow } from './rooms';

/**
 * The grace period of a room's stream (issue 29 §1, docs/streams.md "The grace period"). When the
 * media server says a room's stream ended (a signed nginx-rtmp `publish_done`, SRS
 * `on_unpublish`, or nginx-rtmp's `drop_idle_publisher` on a silent stream), the room stays on air
 * for STREAM_GRACE_SECONDS with `rooms.stream_down_at` set:
 *
 * - a publish within the grace clears the marker and keeps the same broadcast: no new broadcast,
 *   no second "went live" message to the followers (`streamResumed`);
 * - after the grace, `live.stream-grace` (queued for that time with pg-boss `startAfter`, so it
 *   runs once across instances and survives a restart) ends the broadcast as of when the stream
 *   went down; `live.stream-grace-sweep` every minute catches a job that could not be queued.
 *
 * The marker decides every race: the end is an update conditional on the room still being held
 * since that very stream end, and the resume one conditional on a marker being there, so a
 * publish and the grace job arriving together give either the same broadcast kept, or the old one
 * ended and a new one started, never both nor neither. The studio's own end button ends at once.
 */

/** STREAM_GRACE_SECONDS: how long a room is held on air after its stream ends. */
export function graceSeconds(): number {
  return env().STREAM_GRACE_SECONDS;
}

/** What the end of a room's stream did. */
export type StreamEndOutcome = 'held' | 'ended' | 'unchanged';

/**
 * A signed end of the room's stream: held on air for the grace period (ended at once when it is
 * 0). `unchanged` when the room was not on air, or was held already (the first end counts).
 */
export async function streamEnded(roomId: number, now = new Date()): Promise<StreamEndOutcome> {
  const grace = graceSeconds();
  if (grace === 0) return (await goOffline(roomId, 'ended')) ? 'ended' : 'unchanged';
  const [held] = await db()
    .update(rooms)
    .set({ streamDownAt: now })
    .where(and(eq(rooms.id, roomId), eq(rooms.state, 'live'), isNull(rooms.streamDownAt)))
    .returning({ id: rooms.id });
  if (!held) return 'unchanged';
  // After the update's commit (never inside a transaction: docs/decisions/025-job-runner.md).
  await enqueue(streamGraceJob, { room_id: roomId }, { startAfterSeconds: grace }).catch(
    (err: unknown) =>
      log().warn({ err, roomId }, 'could not queue the stream grace job; the sweep ends the room'),
  );
  return 'held';
}

/**
 * A publish while the room is held: the stream is back within the grace period, the broadcast
 * goes on. False when the room was not held (off air: the caller starts a broadcast).
 */
export async function streamResumed(roomId: number): Promise<boolean> {
  const [resumed] = await db()
    .update(rooms)
    .set({ streamDownAt: null })
    .where(and(eq(rooms.id, roomId), eq(rooms.state, 'live'), isNotNull(rooms.streamDownAt)))
    .returning({ id: rooms.id });
  return Boolean(resumed);
}

/**
 * Ends the room's broadcast when its stream has been down for the whole grace period; true when
 * this call ended it. Idempotent: a room resumed, ended already or still within its grace is left.
 */
export async function endIfGraceOver(roomId: number, now: number = Date.now()): Promise<boolean> {
  const row = await getRoomRow(roomId);
  if (!row || row.state !== 'live' || !row.streamDownAt) return false;
  if (row.streamDownAt.getTime() + graceSeconds() * 1000 > now) return false;
  return goOfflineAfterGrace(roomId, row.streamDownAt);
}

/** Every room whose grace is over (the sweep): the ids ended. */
export async function endGracesOver(now: number = Date.now()): Promise<number[]> {
  const cutoff = new Date(now - graceSeconds() * 1000);
  const due = await db()
    .select({ id: rooms.id })
    .from(rooms)
    .where(
      and(eq(rooms.state, 'live'), isNotNull(rooms.streamDownAt), lte(rooms.streamDownAt, cutoff)),
    )
    .limit(500);
  const ended: number[] = [];
  for (const { id } of due) if (await endIfGraceOver(id, now)) ended.push(id);
  return ended;
}

/** A job that arrives before its time (clocks a little apart) waits at most this long for it. */
const EARLY_WAIT_MS = 5000;

/** Queued for the end of one room's grace (`streamEnded`). */
export const streamGraceJob = defineJob<{ room_id: number }>(
  'live.stream-grace',
  async ({ room_id: roomId }) => {
    if (!Number.isSafeInteger(roomId)) return;
    const row = await getRoomRow(roomId);
    if (!row?.streamDownAt || row.state !== 'live') return;
    const wait = row.streamDownAt.getTime() + graceSeconds() * 1000 - Date.now();
    if (wait > EARLY_WAIT_MS) return; // a later end of the stream: its own job (or the sweep)
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (await endIfGraceOver(roomId)) log().info({ roomId }, 'stream grace over: room off air');
  },
  { retryLimit: 5, retryDelaySeconds: 2 },
);

/** Every minute: a room whose grace job was lost is ended all the same. */
export const streamGraceSweepJob = defineJob(
  'live.stream-grace-sweep',
  async () => {
    const ended = await endGracesOver();
    if (ended.length) log().info({ rooms: ended }, 'stream grace over: rooms off air (sweep)');
  },
  { schedule: '* * * * *' },
);
