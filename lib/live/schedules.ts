import 'server-only';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { liveReservations, liveSchedules, rooms, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import type { AuthUser } from '@/lib/account/auth';
import { getMatchesByIds } from '@/lib/matches/queries';
import { ensureRoom } from './rooms';
import type { Schedule } from './contract';
import { MAX_UPCOMING, SCHEDULE_AHEAD_DAYS } from './limits';

/**
 * Announced broadcasts and their bookings (docs/product.md §7 Live: setReserveLiveNew, deleteReserveLive,
 * getUserReserveLiveList, getAnchorReserveLiveList). An anchor announces an upcoming broadcast
 * (often a match); viewers book it, and the room's offline poster shows the next one.
 */

/** How far ahead an anchor may announce, and how many upcoming announcements a room may hold. */
export const SCHEDULE_AHEAD_MS = SCHEDULE_AHEAD_DAYS * 24 * 3600 * 1000;
/** A broadcast stays bookable until this long after its announced start (anchors run late). */
export const SCHEDULE_GRACE_MS = 2 * 3600 * 1000;

/** An announced broadcast as the API answers it (lib/live/contract.ts scheduleOutput). */
export type ScheduleItem = Schedule;

/** Schedules not yet past (with the grace), soonest first. */
async function upcoming(
  filter: { roomId?: number; ids?: number[] },
  viewer: number | null,
  now = new Date(),
): Promise<ScheduleItem[]> {
  const conds = [gt(liveSchedules.startsAt, new Date(now.getTime() - SCHEDULE_GRACE_MS))];
  if (filter.roomId) conds.push(eq(liveSchedules.roomId, filter.roomId));
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    conds.push(inArray(liveSchedules.id, filter.ids));
  }
  const rows = await db()
    .select({
      id: liveSchedules.id,
      roomId: liveSchedules.roomId,
      anchorId: rooms.anchorId,
      nickname: users.nickname,
      avatar: users.avatar,
      title: liveSchedules.title,
      matchId: liveSchedules.matchId,
      startsAt: liveSchedules.startsAt,
    })
    .from(liveSchedules)
    .innerJoin(rooms, eq(rooms.id, liveSchedules.roomId))
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(and(...conds))
    .orderBy(asc(liveSchedules.startsAt), asc(liveSchedules.id))
    .limit(200);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [counts, mine] = await Promise.all([
    db()
      .select({ id: liveReservations.scheduleId, n: count() })
      .from(liveReservations)
      .where(inArray(liveReservations.scheduleId, ids))
      .groupBy(liveReservations.scheduleId),
    viewer
      ? db()
          .select({ id: liveReservations.scheduleId })
          .from(liveReservations)
          .where(
            and(eq(liveReservations.userId, viewer), inArray(liveReservations.scheduleId, ids)),
          )
      : Promise.resolve([]),
  ]);
  const n = new Map(counts.map((c) => [c.id, Number(c.n)]));
  const reserved = new Set(mine.map((m) => m.id));
  return rows.map((r) => ({
    id: r.id,
    room_id: r.roomId,
    anchor_id: r.anchorId,
    anchor_nickname: r.nickname,
    anchor_avatar: r.avatar,
    title: r.title,
    match_id: r.matchId,
    starts_at: Math.floor(r.startsAt.getTime() / 1000),
    reservations: n.get(r.id) ?? 0,
    reserved: reserved.has(r.id),
  }));
}

/** getAnchorReserveLiveList: an anchor's announced broadcasts, with the viewer's bookings. */
export async function anchorSchedules(anchorId: number, viewer: number | null) {
  const [room] = await db()
    .select({ id: rooms.id })
    .from(rooms)
    .where(eq(rooms.anchorId, anchorId))
    .limit(1);
  return room ? upcoming({ roomId: room.id }, viewer) : [];
}

/** The next announced broadcast of a room (the offline poster), or null. */
export async function nextSchedule(roomId: number, viewer: number | null) {
  return (await upcoming({ roomId }, viewer))[0] ?? null;
}

/** getUserReserveLiveList: the user's bookings that are still ahead. */
export async function userReservations(user: AuthUser) {
  const mine = await db()
    .select({ id: liveReservations.scheduleId })
    .from(liveReservations)
    .where(eq(liveReservations.userId, user.id))
    .limit(500);
  return upcoming({ ids: mine.map((m) => m.id) }, user.id);
}

/** Live/addSchedule (not in the spec): the anchor announces a broadcast in their own room. */
export async function addSchedule(
  anchor: AuthUser,
  input: { title: string; starts_at: number; match_id?: number | null },
  now = Date.now(),
) {
  const room = await ensureRoom(anchor);
  const at = input.starts_at * 1000;
  if (at <= now || at > now + SCHEDULE_AHEAD_MS) throw new AppError('scheduleTimeInvalid');
  if (input.match_id) {
    const [m] = await getMatchesByIds([input.match_id]);
    if (!m) throw new AppError('matchNotFound');
  }
  const ahead = await upcoming({ roomId: room.id }, null, new Date(now));
  if (ahead.length >= MAX_UPCOMING) throw new AppError('tooManySchedules', { max: MAX_UPCOMING });
  const [row] = await db()
    .insert(liveSchedules)
    .values({
      roomId: room.id,
      title: input.title,
      matchId: input.match_id ?? null,
      startsAt: new Date(at),
    })
    .returning({ id: liveSchedules.id });
  return (await upcoming({ ids: [row.id] }, anchor.id, new Date(now)))[0];
}

/** Live/deleteSchedule (not in the spec): the anchor withdraws an announcement of their room. */
export async function deleteSchedule(anchor: AuthUser, id: number): Promise<void> {
  const room = await ensureRoom(anchor);
  const gone = await db()
    .delete(liveSchedules)
    .where(and(eq(liveSchedules.id, id), eq(liveSchedules.roomId, room.id)))
    .returning({ id: liveSchedules.id });
  // Another anchor's schedule and a missing one look alike: nothing tells which ids exist.
  if (gone.length === 0) throw new AppError('scheduleNotFound');
}

/** Live/setReserveLiveNew: books an announced broadcast still ahead (again: no change). */
export async function reserve(user: AuthUser, scheduleId: number) {
  const [s] = await upcoming({ ids: [scheduleId] }, user.id);
  if (!s) throw new AppError('scheduleNotFound');
  await db().insert(liveReservations).values({ userId: user.id, scheduleId }).onConflictDoNothing();
  return (await upcoming({ ids: [scheduleId] }, user.id))[0];
}

/** live/deleteReserveLive: cancels a booking (none: no change). */
export async function unreserve(user: AuthUser, scheduleId: number): Promise<void> {
  await db()
    .delete(liveReservations)
    .where(and(eq(liveReservations.userId, user.id), eq(liveReservations.scheduleId, scheduleId)));
}
