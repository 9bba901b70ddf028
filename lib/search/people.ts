import 'server-only';
import { asc, count, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { memo } from '@/lib/cache/memo';
import { db } from '@/lib/db/client';
import { anchorFollows, rooms, users } from '@/lib/db/schema';
import { levelFromExp } from '@/lib/account/level';
import { fromTenths } from '@/lib/account/public-user';
import { roomItem, roomItems as liveRoomItems } from '@/lib/live/rooms';
import { viewerCounts } from '@/lib/live/presence';
import { fold } from '@/lib/text/fold';
import type { AnchorHit, Paged, RoomHit } from './schemas';

/**
 * Anchors (by nickname) and live rooms (by title). Neither table keeps a folded copy of its text,
 * and there are a few thousand of them at most: their names are folded in memory over a list read
 * at most every 30 s per process (like the teams of lib/matches/search.ts), which matches
 * Vietnamese without diacritics exactly as the content search does, with no SQL function that
 * PGlite and PostgreSQL would have to share. Which rooms are on air is read fresh on every search
 * (an indexed look-up of a few hundred ids at most), so "live first" never lags; a new anchor or a
 * renamed room is found within the list's 30 s. The page itself is read fresh.
 */

/** How long the folded names stay in memory (a new nickname or title is found after at most this). */
const DIRECTORY_TTL_MS = 30_000;

type Entry = {
  /** The user: the anchor, or the room's owner. */
  userId: number;
  isAnchor: boolean;
  nick: string;
  roomId: number | null;
  title: string;
  followers: number;
};

/** Every anchor and every room owner, with their room and follower count, folded. */
const directory = memo(DIRECTORY_TTL_MS, async (): Promise<Entry[]> => {
  const [people, follows] = await Promise.all([
    db()
      .select({
        userId: users.id,
        isAnchor: users.isAnchor,
        nickname: users.nickname,
        roomId: rooms.id,
        title: rooms.title,
      })
      .from(users)
      .leftJoin(rooms, eq(rooms.anchorId, users.id))
      .where(or(ne(users.isAnchor, 0), isNotNull(rooms.id)))
      .orderBy(asc(users.id)),
    db()
      .select({ anchorId: anchorFollows.anchorId, n: count() })
      .from(anchorFollows)
      .groupBy(anchorFollows.anchorId),
  ]);
  const followers = new Map(follows.map((f) => [f.anchorId, Number(f.n)]));
  return people.map((p) => ({
    userId: p.userId,
    isAnchor: p.isAnchor !== 0,
    nick: fold(p.nickname),
    roomId: p.roomId,
    title: fold(p.title ?? ''),
    followers: followers.get(p.userId) ?? 0,
  }));
});

/** The rooms on air now. */
async function liveRoomIds(): Promise<Set<number>> {
  const rows = await db().select({ id: rooms.id }).from(rooms).where(eq(rooms.state, 'live'));
  return new Set(rows.map((r) => r.id));
}

/**
 * How well `text` (folded) matches the folded keyword: 0 equal, 1 starts with it, 2 a word starts
 * with it, 3 contains it; -1 not at all. The same tiers as the content search's titles.
 */
export function tierOf(text: string, kw: string): number {
  if (!kw) return -1;
  if (text === kw) return 0;
  if (text.startsWith(kw)) return 1;
  if (text.includes(` ${kw}`)) return 2;
  return text.includes(kw) ? 3 : -1;
}

type Query = { keyword: string; lang: Locale; page: number; size: number };

function pageOf<T>(all: T[], page: number, size: number): T[] {
  return all.slice((page - 1) * size, page * size);
}

/**
 * Anchors whose nickname contains the keyword: the best match first (equal, prefix, word,
 * anywhere), then those on air, then the most followed; each with their room and whether it is
 * live.
 */
export async function searchAnchors(q: Query): Promise<Paged<AnchorHit>> {
  const kw = fold(q.keyword);
  const [all, live] = await Promise.all([directory(), liveRoomIds()]);
  const found = all
    .filter((e) => e.isAnchor)
    .map((e) => ({ e, tier: tierOf(e.nick, kw), live: e.roomId !== null && live.has(e.roomId) }))
    .filter((x) => x.tier >= 0)
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        Number(b.live) - Number(a.live) ||
        b.e.followers - a.e.followers ||
        a.e.userId - b.e.userId,
    );
  const ids = pageOf(found, q.page, q.size).map((x) => x.e.userId);
  return { list: await anchorItems(ids), total: found.length, page: q.page, size: q.size };
}

/** The anchors `ids` as found, in that order, read fresh (nickname, room, state, viewers). */
async function anchorItems(ids: number[]): Promise<AnchorHit[]> {
  if (ids.length === 0) return [];
  const [rows, follows] = await Promise.all([
    db()
      .select({
        id: users.id,
        nickname: users.nickname,
        avatar: users.avatar,
        expTenths: users.expTenths,
        roomId: rooms.id,
        title: rooms.title,
        cover: rooms.cover,
        state: rooms.state,
      })
      .from(users)
      .leftJoin(rooms, eq(rooms.anchorId, users.id))
      .where(inArray(users.id, ids)),
    db()
      .select({ anchorId: anchorFollows.anchorId, n: count() })
      .from(anchorFollows)
      .where(inArray(anchorFollows.anchorId, ids))
      .groupBy(anchorFollows.anchorId),
  ]);
  const liveRooms = rows.flatMap((r) => (r.roomId && r.state === 'live' ? [r.roomId] : []));
  const viewers = await viewerCounts(liveRooms);
  const followers = new Map(follows.map((f) => [f.anchorId, Number(f.n)]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id): AnchorHit[] => {
    const r = byId.get(id);
    if (!r) return [];
    const live = r.state === 'live';
    return [
      {
        id,
        nickname: r.nickname,
        avatar: r.avatar,
        level: levelFromExp(fromTenths(r.expTenths)),
        followers: followers.get(id) ?? 0,
        room_id: r.roomId,
        room_title: r.title,
        cover: r.cover ?? '',
        state: live ? 'live' : 'offline',
        viewers: live && r.roomId ? (viewers.get(r.roomId) ?? 0) : 0,
      },
    ];
  });
}

/**
 * Rooms whose title contains the keyword: those on air first, then the best match, then the
 * most followed anchor's. Each as the live list shows it (lib/live/rooms.ts RoomItem).
 */
export async function searchRooms(q: Query): Promise<Paged<RoomHit>> {
  const kw = fold(q.keyword);
  const [all, live] = await Promise.all([directory(), liveRoomIds()]);
  const found = all
    .flatMap((e) => (e.roomId === null ? [] : [{ e, roomId: e.roomId }]))
    .map((x) => ({ ...x, tier: tierOf(x.e.title, kw), live: live.has(x.roomId) }))
    .filter((x) => x.tier >= 0)
    .sort(
      (a, b) =>
        Number(b.live) - Number(a.live) ||
        a.tier - b.tier ||
        b.e.followers - a.e.followers ||
        a.roomId - b.roomId,
    );
  const ids = pageOf(found, q.page, q.size).map((x) => x.roomId);
  return { list: await roomItems(ids, q.lang), total: found.length, page: q.page, size: q.size };
}

type RoomRow = Parameters<typeof roomItem>[0];

/** The rooms `ids` in that order, read fresh, as lib/live shows them. */
async function roomItems(ids: number[], lang: Locale): Promise<RoomHit[]> {
  if (ids.length === 0) return [];
  const rows: RoomRow[] = await db()
    .select({
      id: rooms.id,
      anchorId: rooms.anchorId,
      title: rooms.title,
      notice: rooms.notice,
      cover: rooms.cover,
      sport: rooms.sport,
      categoryId: rooms.categoryId,
      matchId: rooms.matchId,
      language: rooms.language,
      streamName: rooms.streamName,
      state: rooms.state,
      broadcastId: rooms.broadcastId,
      liveSince: rooms.liveSince,
      nickname: users.nickname,
      avatar: users.avatar,
      expTenths: users.expTenths,
    })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(inArray(rooms.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  // One conversion for the whole page (followers, match, category, viewers), in rank order.
  return liveRoomItems(
    ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    }),
    lang,
  );
}
