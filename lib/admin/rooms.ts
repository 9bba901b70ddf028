import 'server-only';
import { and, asc, count, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { liveCategories, rooms, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { announceRoomState } from '@/lib/live/room-state';
import { endBroadcastIn, getRoomRow, isClosed } from '@/lib/live/rooms';
import { viewerCounts } from '@/lib/live/presence';
import { announceSettingsChange } from './settings';
import { purgePages } from '@/lib/content/revalidate';
import { recordAudit, type Actor } from './audit';
import { requireRole } from './roles';
import { FOREVER } from './sanctions';
import type {
  ConsoleLiveCategory,
  ConsoleRoom,
  LiveCategorySave,
  RoomListInput,
} from './rooms-contract';

/**
 * The console's rooms (issue 27 "Rooms"; docs/product.md §6 "Operators"): the rooms on air with
 * their viewers, ending a broadcast (as the anchor's own stop does: lib/live/rooms.ts, and the
 * viewers are told: lib/live/room-state.ts), closing a room for a time or for good (it cannot go
 * on air meanwhile), featuring rooms, and the live categories. Moderators handle rooms,
 * administrators the categories. Each action is one audit row in its own transaction.
 */

type Reader = Actor['user'];
type Page<T> = { list: T[]; total: number; page: number; limit: number };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const columns = {
  id: rooms.id,
  title: rooms.title,
  anchorId: rooms.anchorId,
  nickname: users.nickname,
  sport: rooms.sport,
  categoryId: rooms.categoryId,
  state: rooms.state,
  liveSince: rooms.liveSince,
  closedUntil: rooms.closedUntil,
  closedReason: rooms.closedReason,
  featured: rooms.featured,
  featuredSort: rooms.featuredSort,
};
type Row = {
  id: number;
  title: string;
  anchorId: number;
  nickname: string;
  sport: string;
  categoryId: number | null;
  state: string;
  liveSince: Date | null;
  closedUntil: Date | null;
  closedReason: string;
  featured: boolean;
  featuredSort: number;
};

function item(r: Row, viewers: Map<number, number>): ConsoleRoom {
  const live = r.state === 'live';
  return {
    id: r.id,
    title: r.title,
    anchor_id: r.anchorId,
    anchor_nickname: r.nickname,
    sport: r.sport,
    category_id: r.categoryId,
    state: live ? 'live' : 'offline',
    live_since: live ? iso(r.liveSince) : null,
    viewers: live ? (viewers.get(r.id) ?? 0) : 0,
    closed_until: isClosed(r) ? iso(r.closedUntil) : null,
    closed_reason: isClosed(r) ? r.closedReason : '',
    featured: r.featured,
    featured_sort: r.featuredSort,
  };
}

function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const conds: SQL[] = [
    ilike(rooms.title, `%${escapeLike(text)}%`),
    ilike(users.nickname, `${escapeLike(text)}%`),
  ];
  if (/^\d{1,9}$/.test(text) && Number(text) > 0) conds.push(eq(rooms.id, Number(text)));
  return or(...conds);
}

/**
 * admin/roomList: `live` the rooms on air, the most watched first; `all` every room, those on air
 * first; `closed` the rooms the console closed, newest closure first.
 */
export async function listRooms(reader: Reader, input: RoomListInput): Promise<Page<ConsoleRoom>> {
  requireRole(reader, 'moderator');
  const now = new Date();
  const conds: (SQL | undefined)[] = [searchCondition(input.q)];
  if (input.filter === 'live') conds.push(eq(rooms.state, 'live'));
  if (input.filter === 'closed') conds.push(gt(rooms.closedUntil, now));
  const where = and(...conds);
  const base = () =>
    db().select(columns).from(rooms).innerJoin(users, eq(users.id, rooms.anchorId)).where(where);
  const offset = (input.page - 1) * input.limit;

  if (input.filter === 'live') {
    // Hundreds of rooms on air at most: ordered by presence in memory, like the live list.
    const rows = await base().orderBy(asc(rooms.liveSince), asc(rooms.id)).limit(2000);
    const viewers = await viewerCounts(rows.map((r) => r.id));
    const list = rows
      .map((r) => item(r, viewers))
      .sort(
        (a, b) => b.viewers - a.viewers || (a.live_since ?? '').localeCompare(b.live_since ?? ''),
      );
    return {
      list: list.slice(offset, offset + input.limit),
      total: list.length,
      page: input.page,
      limit: input.limit,
    };
  }

  const [rows, [{ n }]] = await Promise.all([
    base()
      .orderBy(
        input.filter === 'closed' ? desc(rooms.closedUntil) : desc(sql`(${rooms.state} = 'live')`),
        desc(rooms.id),
      )
      .limit(input.limit)
      .offset(offset),
    db()
      .select({ n: count() })
      .from(rooms)
      .innerJoin(users, eq(users.id, rooms.anchorId))
      .where(where),
  ]);
  const viewers = await viewerCounts(rows.filter((r) => r.state === 'live').map((r) => r.id));
  return {
    list: rows.map((r) => item(r, viewers)),
    total: Number(n),
    page: input.page,
    limit: input.limit,
  };
}

async function requireRoomRow(roomId: number) {
  const row = await getRoomRow(roomId);
  if (!row) throw new AppError('roomNotFound');
  return row;
}

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0];

async function lockRoom(tx: Tx, roomId: number) {
  const [r] = await tx.select().from(rooms).where(eq(rooms.id, roomId)).for('update');
  if (!r) throw new AppError('roomNotFound');
  return r;
}

/**
 * admin/endBroadcast: takes the room off air as its anchor's stop does (a broadcast of a minute
 * or more is kept as a recording); the viewers' pages follow at once. Not on air → `roomNotLive`.
 */
export async function endRoomByStaff(actor: Actor, roomId: number): Promise<void> {
  requireRole(actor.user, 'moderator');
  await requireRoomRow(roomId);
  await db().transaction(async (tx) => {
    const r = await lockRoom(tx, roomId);
    if (!(await endBroadcastIn(tx, r))) throw new AppError('roomNotLive');
    await recordAudit(tx, actor, {
      action: 'room.endBroadcast',
      targetType: 'room',
      targetId: roomId,
      before: { state: 'live', broadcast_id: r.broadcastId, live_since: iso(r.liveSince) },
      after: { state: 'offline' },
    });
  });
  await announceRoomState(roomId, 'closed');
}

/**
 * admin/closeRoom: closes the room for `hours` (0: for good) with a reason. A room on air goes off
 * air at once; a closed room cannot go on air (the studio answers `roomClosed`, the publish hook
 * refuses its stream) and its page says it is closed. The undo is reopenRoom.
 */
export async function closeRoom(
  actor: Actor,
  input: { roomId: number; hours: number; reason: string },
): Promise<{ closed_until: string; ended: boolean }> {
  requireRole(actor.user, 'moderator');
  await requireRoomRow(input.roomId);
  const until = input.hours === 0 ? FOREVER : new Date(Date.now() + input.hours * 3_600_000);
  const ended = await db().transaction(async (tx) => {
    const r = await lockRoom(tx, input.roomId);
    await tx
      .update(rooms)
      .set({ closedUntil: until, closedReason: input.reason, updatedAt: new Date() })
      .where(eq(rooms.id, r.id));
    const wasLive = await endBroadcastIn(tx, r);
    await recordAudit(tx, actor, {
      action: 'room.close',
      targetType: 'room',
      targetId: r.id,
      before: { closed_until: isClosed(r) ? iso(r.closedUntil) : null, state: r.state },
      after: { closed_until: until.toISOString(), reason: input.reason, state: 'offline' },
    });
    return wasLive;
  });
  if (ended) await announceRoomState(input.roomId, 'closed');
  return { closed_until: until.toISOString(), ended };
}

/** admin/reopenRoom: lifts a closure (the undo of closeRoom). Not closed → `roomNotClosed`. */
export async function reopenRoom(actor: Actor, roomId: number): Promise<void> {
  requireRole(actor.user, 'moderator');
  await db().transaction(async (tx) => {
    const r = await lockRoom(tx, roomId);
    if (!isClosed(r)) throw new AppError('roomNotClosed');
    await tx
      .update(rooms)
      .set({ closedUntil: null, closedReason: '', updatedAt: new Date() })
      .where(eq(rooms.id, r.id));
    await recordAudit(tx, actor, {
      action: 'room.reopen',
      targetType: 'room',
      targetId: r.id,
      before: { closed_until: iso(r.closedUntil), reason: r.closedReason },
      after: { closed_until: null },
    });
  });
}

/** admin/setRoomFeatured: features the room (lowest `sort` first) or stops featuring it. */
export async function setRoomFeatured(
  actor: Actor,
  input: { roomId: number; on: boolean; sort: number },
): Promise<{ featured: boolean; featured_sort: number }> {
  requireRole(actor.user, 'moderator');
  const done = await db().transaction(async (tx) => {
    const r = await lockRoom(tx, input.roomId);
    const sort = input.on ? input.sort : 0;
    await tx
      .update(rooms)
      .set({ featured: input.on, featuredSort: sort, updatedAt: new Date() })
      .where(eq(rooms.id, r.id));
    await recordAudit(tx, actor, {
      action: input.on ? 'room.feature' : 'room.unfeature',
      targetType: 'room',
      targetId: r.id,
      before: { featured: r.featured, featured_sort: r.featuredSort },
      after: { featured: input.on, featured_sort: sort },
    });
    return { featured: input.on, featured_sort: sort };
  });
  // The home page lists the featured rooms (components/live/home-featured-rooms.tsx).
  await purgePages(['/main']);
  return done;
}

// --- live categories ---------------------------------------------------------------------------

/** admin/liveCategoryList: every live category with its number of rooms, in list order. */
export async function listLiveCategories(reader: Reader): Promise<ConsoleLiveCategory[]> {
  requireRole(reader, 'moderator');
  const [cats, used] = await Promise.all([
    db().select().from(liveCategories).orderBy(asc(liveCategories.sort), asc(liveCategories.id)),
    db().select({ id: rooms.categoryId, n: count() }).from(rooms).groupBy(rooms.categoryId),
  ]);
  const n = new Map(used.map((u) => [u.id, Number(u.n)]));
  return cats.map((c) => ({
    id: c.id,
    name_zh: c.nameZh,
    name_en: c.nameEn,
    name_vi: c.nameVi,
    sort: c.sort,
    rooms: n.get(c.id) ?? 0,
  }));
}

/** admin/liveCategorySave (administrators): creates (no id) or renames and reorders a category. */
export async function saveLiveCategory(
  actor: Actor,
  input: LiveCategorySave,
): Promise<{ id: number }> {
  requireRole(actor.user, 'admin');
  const values = {
    nameZh: input.name_zh,
    nameEn: input.name_en,
    nameVi: input.name_vi,
    sort: input.sort,
  };
  const after = {
    name_zh: input.name_zh,
    name_en: input.name_en,
    name_vi: input.name_vi,
    sort: input.sort,
  };
  const id = await db().transaction(async (tx) => {
    if (input.id === undefined) {
      const [c] = await tx
        .insert(liveCategories)
        .values(values)
        .returning({ id: liveCategories.id });
      await recordAudit(tx, actor, {
        action: 'liveCategory.create',
        targetType: 'liveCategory',
        targetId: c.id,
        after,
      });
      return c.id;
    }
    const [c] = await tx
      .select()
      .from(liveCategories)
      .where(eq(liveCategories.id, input.id))
      .for('update');
    if (!c) throw new AppError('categoryNotFound');
    await tx.update(liveCategories).set(values).where(eq(liveCategories.id, c.id));
    await recordAudit(tx, actor, {
      action: 'liveCategory.update',
      targetType: 'liveCategory',
      targetId: c.id,
      before: { name_zh: c.nameZh, name_en: c.nameEn, name_vi: c.nameVi, sort: c.sort },
      after,
    });
    return c.id;
  });
  // The live list reads the categories through a short memo (lib/live/rooms.ts): every
  // instance drops it (the settings channel of the bus).
  await announceSettingsChange('live_categories');
  return { id };
}

/** admin/liveCategoryDelete (administrators): its rooms keep going, without a category. */
export async function deleteLiveCategory(actor: Actor, id: number): Promise<void> {
  requireRole(actor.user, 'admin');
  await db().transaction(async (tx) => {
    const [c] = await tx.delete(liveCategories).where(eq(liveCategories.id, id)).returning();
    if (!c) throw new AppError('categoryNotFound');
    await recordAudit(tx, actor, {
      action: 'liveCategory.delete',
      targetType: 'liveCategory',
      targetId: c.id,
      before: { name_zh: c.nameZh, name_en: c.nameEn, name_vi: c.nameVi, sort: c.sort },
    });
  });
  await announceSettingsChange('live_categories');
}
