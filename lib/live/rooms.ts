import 'server-only';
import crypto from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { db, type Db } from '@/lib/db/client';
import {
  anchorFollows,
  broadcasts,
  liveCategories,
  roomAdmins,
  rooms,
  users,
} from '@/lib/db/schema';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors/app-error';
import { levelFromExp } from '@/lib/account/level';
import { fromTenths } from '@/lib/account/public-user';
import type { AuthUser } from '@/lib/account/auth';
import { getMatchesByIds } from '@/lib/matches/queries';
import type { MatchItem } from '@/lib/matches/types';
import type { Locale } from '@/i18n/locales';
import { memo } from '@/lib/cache/memo';
import { viewerCounts } from './presence';
import type { Recording, RoomItem, RoomMatch } from './contract';
import {
  MAX_ROOM_ADMINS,
  ROOM_LANGUAGES,
  TITLE_MAX,
  type RoomLanguage,
  type RoomSport,
} from './limits';

/**
 * Live rooms (docs/product.md §1, §2 /anchor and /live, §6, §7 "Live"): one room per anchor, on air
 * (`live`) during a broadcast. Permission rules live here: only an anchor has a room, only the
 * room's anchor changes it; the API layer's `auth` levels are a first gate, not the only one.
 */

export type { RoomItem, RoomMatch, RoomSport };
/**
 * A broadcast shorter than this is not kept as a recording: RECORDING_MIN_SECONDS (a minute by
 * default; the ingest e2e sets it low).
 */
export function minRecordingSeconds(): number {
  return env().RECORDING_MIN_SECONDS;
}

/** The chat group of a room (docs/architecture.md: `data.group_id` of getRoomInfo). */
export function groupOf(roomId: number): string {
  return `room_${roomId}`;
}

/** The room id of a chat group, or null. */
export function roomOfGroup(group: unknown): number | null {
  if (typeof group !== 'string') return null;
  const m = /^room_([1-9]\d{0,9})$/.exec(group);
  return m && Number(m[1]) <= 2_147_483_647 ? Number(m[1]) : null;
}

const roomColumns = {
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
  streamDownAt: rooms.streamDownAt,
  closedUntil: rooms.closedUntil,
  closedReason: rooms.closedReason,
  featuredSort: rooms.featuredSort,
  nickname: users.nickname,
  avatar: users.avatar,
  expTenths: users.expTenths,
};

type RoomRow = {
  id: number;
  anchorId: number;
  title: string;
  notice: string;
  cover: string;
  sport: string;
  categoryId: number | null;
  matchId: number | null;
  language: string;
  streamName: string;
  state: string;
  broadcastId: number | null;
  liveSince: Date | null;
  /** The stream ended while the room is held on air for the grace period (stream-grace.ts). */
  streamDownAt?: Date | null;
  /** Closed by the console until then (lib/admin/rooms.ts): it cannot go on air meanwhile. */
  closedUntil?: Date | null;
  closedReason?: string;
  featuredSort?: number;
  nickname: string;
  avatar: string;
  expTenths: number;
};

const categories = memo(60_000, () =>
  db().select().from(liveCategories).orderBy(asc(liveCategories.sort), asc(liveCategories.id)),
);

/** The "other" categories of the live list, in the request's language. */
export async function listCategories(lang: Locale): Promise<{ id: number; name: string }[]> {
  return (await categories()).map((c) => ({ id: c.id, name: categoryName(c, lang) }));
}

function categoryName(c: { nameZh: string; nameEn: string; nameVi: string }, lang: Locale): string {
  return lang === 'en' ? c.nameEn : lang === 'vi' ? c.nameVi : c.nameZh;
}

function pickMatch(m: MatchItem): RoomMatch {
  return {
    id: m.id,
    sport: m.sport,
    status: m.status,
    match_str: m.match_str,
    match_time: m.match_time,
    home_score: m.home_score,
    away_score: m.away_score,
    home_team_name_zh: m.home_team_name_zh,
    home_team_name_en: m.home_team_name_en,
    home_team_name_vi: m.home_team_name_vi,
    away_team_name_zh: m.away_team_name_zh,
    away_team_name_en: m.away_team_name_en,
    away_team_name_vi: m.away_team_name_vi,
    short_name_zh: m.short_name_zh,
    short_name_en: m.short_name_en,
    short_name_vi: m.short_name_vi,
  };
}

/** Rows → list items with viewers (presence), followers, category names and match summaries. */
async function toItems(rows: readonly RoomRow[], lang: Locale): Promise<RoomItem[]> {
  if (rows.length === 0) return [];
  const anchorIds = [...new Set(rows.map((r) => r.anchorId))];
  const matchIds = [...new Set(rows.flatMap((r) => (r.matchId ? [r.matchId] : [])))];
  const [followerRows, matchList, cats, viewers] = await Promise.all([
    db()
      .select({ anchorId: anchorFollows.anchorId, n: count() })
      .from(anchorFollows)
      .where(inArray(anchorFollows.anchorId, anchorIds))
      .groupBy(anchorFollows.anchorId),
    getMatchesByIds(matchIds),
    categories(),
    viewerCounts(rows.map((r) => r.id)),
  ]);
  const followers = new Map(followerRows.map((f) => [f.anchorId, Number(f.n)]));
  const matchById = new Map(matchList.map((m) => [m.id, m]));
  const catById = new Map(cats.map((c) => [c.id, c]));
  return rows.map((r) => {
    const cat = r.categoryId ? catById.get(r.categoryId) : undefined;
    const match = r.matchId ? matchById.get(r.matchId) : undefined;
    const live = r.state === 'live';
    return {
      id: r.id,
      group_id: groupOf(r.id),
      anchor_id: r.anchorId,
      anchor_nickname: r.nickname,
      anchor_avatar: r.avatar,
      anchor_level: levelFromExp(fromTenths(r.expTenths)),
      title: r.title,
      notice: r.notice,
      cover: r.cover,
      sport: r.sport as RoomSport,
      category_id: r.categoryId,
      category_name: cat ? categoryName(cat, lang) : null,
      language: r.language,
      state: live ? 'live' : 'offline',
      live_since: live && r.liveSince ? Math.floor(r.liveSince.getTime() / 1000) : null,
      viewers: live ? (viewers.get(r.id) ?? 0) : 0,
      followers: followers.get(r.anchorId) ?? 0,
      match_id: r.matchId,
      match: match ? pickMatch(match) : null,
    };
  });
}

function roomQuery() {
  return db().select(roomColumns).from(rooms).innerJoin(users, eq(users.id, rooms.anchorId));
}

/** docs/product.md §2 `/anchor?type=`: 0 all, 1 football, 2 basketball, 3 other (or one category). */
export type LiveListQuery = {
  type: 0 | 1 | 2 | 3;
  categoryId?: number;
  page: number;
  limit: number;
  lang: Locale;
};

/**
 * Rooms on air for the live list, the most watched first (presence), then the longest on air.
 * Offline rooms are not listed: their recordings are type 4 (listRecordings).
 */
export async function listLiveRooms(
  q: LiveListQuery,
): Promise<{ list: RoomItem[]; total: number; page: number }> {
  const where: SQL[] = [eq(rooms.state, 'live')];
  if (q.type === 1) where.push(eq(rooms.sport, 'football'));
  if (q.type === 2) where.push(eq(rooms.sport, 'basketball'));
  if (q.type === 3) {
    where.push(eq(rooms.sport, 'other'));
    if (q.categoryId) where.push(eq(rooms.categoryId, q.categoryId));
  }
  // A live list holds hundreds of rooms at most: ordered by presence in memory.
  const rows = await roomQuery()
    .where(and(...where))
    .orderBy(asc(rooms.liveSince), asc(rooms.id))
    .limit(2000);
  const items = await toItems(rows, q.lang);
  items.sort((a, b) => b.viewers - a.viewers || (a.live_since ?? 0) - (b.live_since ?? 0));
  const start = (q.page - 1) * q.limit;
  return { list: items.slice(start, start + q.limit), total: items.length, page: q.page };
}

/**
 * The rooms on air the console features (lib/admin/rooms.ts), for the home page: lowest
 * `featured_sort` first, then the most watched.
 */
export async function listFeaturedLiveRooms(lang: Locale, limit: number): Promise<RoomItem[]> {
  const rows = await roomQuery()
    .where(and(eq(rooms.state, 'live'), eq(rooms.featured, true)))
    .orderBy(asc(rooms.featuredSort), asc(rooms.liveSince), asc(rooms.id))
    .limit(200);
  const sort = new Map(rows.map((r) => [r.id, r.featuredSort]));
  const items = await toItems(rows, lang);
  items.sort(
    (a, b) => (sort.get(a.id) ?? 0) - (sort.get(b.id) ?? 0) || b.viewers - a.viewers || a.id - b.id,
  );
  return items.slice(0, limit);
}

/** The rooms on air that commentate a match, grouped by commentary language (match pages). */
export async function roomsForMatch(
  matchId: number,
  lang: Locale,
): Promise<{ language: string; rooms: RoomItem[] }[]> {
  const rows = await roomQuery()
    .where(and(eq(rooms.state, 'live'), eq(rooms.matchId, matchId)))
    .orderBy(asc(rooms.id));
  const items = await toItems(rows, lang);
  // The viewer's own language first, then the others in a fixed order.
  const order = [lang, ...ROOM_LANGUAGES.filter((l) => l !== lang)];
  return order
    .map((language) => ({
      language,
      rooms: items
        .filter((r) => r.language === language)
        .sort((a, b) => b.viewers - a.viewers || a.id - b.id),
    }))
    .filter((g) => g.rooms.length > 0);
}

export async function getRoomRow(id: number): Promise<RoomRow | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await roomQuery().where(eq(rooms.id, id)).limit(1);
  return row ?? null;
}

export async function requireRoom(id: number): Promise<RoomRow> {
  const row = await getRoomRow(id);
  if (!row) throw new AppError('roomNotFound');
  return row;
}

export async function roomItem(row: RoomRow, lang: Locale): Promise<RoomItem> {
  return (await toItems([row], lang))[0];
}

/** Rooms as lists show them, in the order given, with one query per kind of data for all. */
export async function roomItems(rows: readonly RoomRow[], lang: Locale): Promise<RoomItem[]> {
  return toItems(rows, lang);
}

/** The anchor's own room, or null before their first broadcast. */
export async function roomOfAnchor(anchorId: number): Promise<RoomRow | null> {
  const [row] = await roomQuery().where(eq(rooms.anchorId, anchorId)).limit(1);
  return row ?? null;
}

function requireAnchor(user: AuthUser): void {
  if (user.isAnchor === 0) throw new AppError('notAnchor');
}

/** A stream name nobody can guess from the room id (the push key is signed on top of it). */
function newStreamName(): string {
  return `s${crypto
    .randomBytes(9)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, 'x')}`;
}

type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Makes an anchor's room, offline, titled with their nickname, unless they have one (two first
 * calls at once make one room: rooms_anchor_uq). In the caller's transaction when given one, as
 * an approved anchor application does.
 */
export async function insertRoom(
  d: DbOrTx,
  anchor: { id: number; nickname: string },
): Promise<void> {
  await d
    .insert(rooms)
    .values({
      anchorId: anchor.id,
      title: anchor.nickname.slice(0, TITLE_MAX),
      sport: 'football',
      language: 'zh',
      streamName: newStreamName(),
    })
    .onConflictDoNothing();
}

/** The anchor's room, made on first use with their nickname as its title. */
export async function ensureRoom(user: AuthUser): Promise<RoomRow> {
  requireAnchor(user);
  const existing = await roomOfAnchor(user.id);
  if (existing) return existing;
  await insertRoom(db(), user);
  return (await roomOfAnchor(user.id))!;
}

export type RoomSettings = {
  title?: string;
  sport?: RoomSport;
  category_id?: number | null;
  match_id?: number | null;
  language?: RoomLanguage;
  cover?: string;
};

async function checkSettings(s: RoomSettings): Promise<void> {
  if (s.category_id) {
    const cats = await categories();
    if (!cats.some((c) => c.id === s.category_id)) throw new AppError('categoryNotFound');
  }
  if (s.match_id) {
    const [m] = await getMatchesByIds([s.match_id]);
    if (!m) throw new AppError('matchNotFound');
    if (s.sport && s.sport !== 'other' && m.sport !== s.sport) throw new AppError('matchNotFound');
  }
}

function settingsValues(s: RoomSettings) {
  return {
    ...(s.title !== undefined && { title: s.title }),
    ...(s.sport !== undefined && { sport: s.sport }),
    ...(s.category_id !== undefined && { categoryId: s.category_id }),
    ...(s.match_id !== undefined && { matchId: s.match_id }),
    ...(s.language !== undefined && { language: s.language }),
    ...(s.cover !== undefined && { cover: s.cover }),
  };
}

/** live/updateLive and live/setTitle: the anchor's own room only. */
export async function updateRoom(user: AuthUser, s: RoomSettings): Promise<RoomRow> {
  const room = await ensureRoom(user);
  await checkSettings(s);
  const values = settingsValues(s);
  if (Object.keys(values).length > 0)
    await db()
      .update(rooms)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(rooms.id, room.id));
  if (room.broadcastId && (values.title || values.matchId !== undefined || values.sport))
    await db()
      .update(broadcasts)
      .set({
        ...(values.title && { title: values.title }),
        ...(values.matchId !== undefined && { matchId: values.matchId }),
        ...(values.sport && { sport: values.sport }),
      })
      .where(eq(broadcasts.id, room.broadcastId));
  return (await getRoomRow(room.id))!;
}

/** Live/setPlacard: the anchor notice (≤ 50 characters, checked by the schema and the table). */
export async function setNotice(user: AuthUser, notice: string): Promise<string> {
  const room = await ensureRoom(user);
  await db().update(rooms).set({ notice, updatedAt: new Date() }).where(eq(rooms.id, room.id));
  return notice;
}

/**
 * Live/startRoom: goes on air with a new broadcast (idempotent: a room already live keeps its
 * broadcast). The conditional update settles two starts at once.
 */
export async function startBroadcast(
  user: AuthUser,
  s: RoomSettings = {},
): Promise<{ row: RoomRow; changed: boolean }> {
  const room = await ensureRoom(user);
  if (isClosed(room)) throw new AppError('roomClosed');
  await checkSettings(s);
  const values = settingsValues(s);
  if (Object.keys(values).length > 0)
    await db()
      .update(rooms)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(rooms.id, room.id));
  const changed = await startRoomBroadcast(room.id);
  return { row: (await getRoomRow(room.id))!, changed };
}

/** Whether the console closed the room (lib/admin/rooms.ts) and the closure still holds. */
export function isClosed(room: { closedUntil?: Date | null }, now = Date.now()): boolean {
  return !!room.closedUntil && room.closedUntil.getTime() > now;
}

/**
 * Puts a room on air with a new broadcast (the studio, or the media server's publish hook);
 * false when it already was, or when the console closed it.
 */
export async function startRoomBroadcast(roomId: number): Promise<boolean> {
  return db().transaction(async (tx) => {
    const now = new Date();
    const [won] = await tx
      .update(rooms)
      .set({ state: 'live', liveSince: now, streamDownAt: null, updatedAt: now })
      .where(
        and(
          eq(rooms.id, roomId),
          eq(rooms.state, 'offline'),
          or(isNull(rooms.closedUntil), lte(rooms.closedUntil, now)),
        ),
      )
      .returning({
        title: rooms.title,
        sport: rooms.sport,
        matchId: rooms.matchId,
        language: rooms.language,
      });
    if (!won) return false;
    const [b] = await tx
      .insert(broadcasts)
      .values({ roomId, ...won, startedAt: now })
      .returning({ id: broadcasts.id });
    await tx.update(rooms).set({ broadcastId: b.id }).where(eq(rooms.id, roomId));
    return true;
  });
}

/**
 * Live/endRoom: off air at once (also during a stream's grace period); the broadcast becomes a
 * recording when it lasted RECORDING_MIN_SECONDS or more.
 */
export async function endBroadcast(user: AuthUser): Promise<{ row: RoomRow; changed: boolean }> {
  const room = await ensureRoom(user);
  const changed = await endRoomBroadcast(room.id);
  return { row: (await getRoomRow(room.id))!, changed };
}

/**
 * Takes a room off air (its anchor, the end of its stream's grace period, or staff); false when
 * it was not on air. A broadcast of RECORDING_MIN_SECONDS or more becomes a recording.
 *
 * `opts.streamDownAt` (the grace job, lib/live/stream-grace.ts): only when the room is still held
 * since exactly that stream end, so a re-publish (which clears the marker) or a later end wins
 * the race; the broadcast then ends when its stream did, not when the grace ran out.
 */
export async function endRoomBroadcast(
  roomId: number,
  opts: { streamDownAt?: Date } = {},
): Promise<boolean> {
  const room = await getRoomRow(roomId);
  if (!room) return false;
  return db().transaction((tx) => endBroadcastIn(tx, room, opts));
}

/**
 * endRoomBroadcast inside the caller's transaction (the console's actions, with their audit row
 * in the same transaction); `room` read before it began.
 */
export async function endBroadcastIn(
  tx: DbOrTx,
  room: { id: number; broadcastId: number | null },
  opts: { streamDownAt?: Date } = {},
): Promise<boolean> {
  const now = new Date();
  const held = opts.streamDownAt;
  const [ended] = await tx
    .update(rooms)
    .set({
      state: 'offline',
      liveSince: null,
      broadcastId: null,
      streamDownAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(rooms.id, room.id),
        eq(rooms.state, 'live'),
        ...(held ? [eq(rooms.streamDownAt, held)] : []),
      ),
    )
    .returning({ id: rooms.id });
  if (!ended) return false;
  if (!room.broadcastId) return true;
  const endedAt = held && held < now ? held : now;
  await tx
    .update(broadcasts)
    .set({
      endedAt,
      recorded: sql`${endedAt.toISOString()}::timestamptz - ${broadcasts.startedAt} >= interval '${sql.raw(String(minRecordingSeconds()))} seconds'`,
    })
    .where(and(eq(broadcasts.id, room.broadcastId), sql`${broadcasts.endedAt} is null`));
  return true;
}

// --- staff ---------------------------------------------------------------------------------------

/** Whether `userId` may moderate the room: its anchor, one of its administrators, a site admin. */
export async function isRoomStaff(room: { id: number; anchorId: number }, user: AuthUser | null) {
  if (!user) return false;
  if (user.isAdmin || user.id === room.anchorId) return true;
  const [row] = await db()
    .select({ userId: roomAdmins.userId })
    .from(roomAdmins)
    .where(and(eq(roomAdmins.roomId, room.id), eq(roomAdmins.userId, user.id)))
    .limit(1);
  return Boolean(row);
}

export async function listRoomAdmins(roomId: number) {
  return db()
    .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
    .from(roomAdmins)
    .innerJoin(users, eq(users.id, roomAdmins.userId))
    .where(eq(roomAdmins.roomId, roomId))
    .orderBy(asc(roomAdmins.createdAt));
}

/** At most this many administrators per room. */

/** The anchor appoints (`on`) or dismisses an administrator of their own room. */
export async function setRoomAdmin(anchor: AuthUser, userId: number, on: boolean) {
  const room = await ensureRoom(anchor);
  if (userId === anchor.id) throw new AppError('forbidden');
  const [target] = await db().select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!target) throw new AppError('userNotFound');
  if (on) {
    const [{ n }] = await db()
      .select({ n: count() })
      .from(roomAdmins)
      .where(eq(roomAdmins.roomId, room.id));
    if (Number(n) >= MAX_ROOM_ADMINS)
      throw new AppError('tooManyRoomAdmins', { max: MAX_ROOM_ADMINS });
    await db()
      .insert(roomAdmins)
      .values({ roomId: room.id, userId, appointedBy: anchor.id })
      .onConflictDoNothing();
  } else {
    await db()
      .delete(roomAdmins)
      .where(and(eq(roomAdmins.roomId, room.id), eq(roomAdmins.userId, userId)));
  }
  return listRoomAdmins(room.id);
}

// --- follows -------------------------------------------------------------------------------------

/** Member/attention: follow (true) or unfollow an anchor; answers whether followed now. */
export async function setFollow(user: AuthUser, anchorId: number, on: boolean): Promise<boolean> {
  if (anchorId === user.id) throw new AppError('cannotFollowSelf');
  const [anchor] = await db()
    .select({ id: users.id, isAnchor: users.isAnchor })
    .from(users)
    .where(eq(users.id, anchorId));
  if (!anchor || anchor.isAnchor === 0) throw new AppError('anchorNotFound');
  if (on)
    await db().insert(anchorFollows).values({ userId: user.id, anchorId }).onConflictDoNothing();
  else
    await db()
      .delete(anchorFollows)
      .where(and(eq(anchorFollows.userId, user.id), eq(anchorFollows.anchorId, anchorId)));
  return on;
}

export async function isFollowing(userId: number, anchorId: number): Promise<boolean> {
  const [row] = await db()
    .select({ a: anchorFollows.anchorId })
    .from(anchorFollows)
    .where(and(eq(anchorFollows.userId, userId), eq(anchorFollows.anchorId, anchorId)))
    .limit(1);
  return Boolean(row);
}

/** User/attentionList: the anchors a user follows, those on air first, each with its room. */
export async function followedAnchors(user: AuthUser, lang: Locale) {
  const follows = await db()
    .select({ anchorId: anchorFollows.anchorId, since: anchorFollows.createdAt })
    .from(anchorFollows)
    .where(eq(anchorFollows.userId, user.id))
    .orderBy(desc(anchorFollows.createdAt))
    .limit(500);
  if (follows.length === 0) return [];
  const ids = follows.map((f) => f.anchorId);
  const [anchors, roomRows] = await Promise.all([
    db()
      .select({
        id: users.id,
        nickname: users.nickname,
        avatar: users.avatar,
        exp: users.expTenths,
      })
      .from(users)
      .where(inArray(users.id, ids)),
    roomQuery().where(inArray(rooms.anchorId, ids)),
  ]);
  const items = await toItems(roomRows, lang);
  const roomByAnchor = new Map(items.map((r) => [r.anchor_id, r]));
  const anchorById = new Map(anchors.map((a) => [a.id, a]));
  const list = follows.flatMap((f) => {
    const a = anchorById.get(f.anchorId);
    if (!a) return [];
    return [
      {
        anchor_id: a.id,
        nickname: a.nickname,
        avatar: a.avatar,
        level: levelFromExp(fromTenths(a.exp)),
        followed_at: Math.floor(f.since.getTime() / 1000),
        room: roomByAnchor.get(a.id) ?? null,
      },
    ];
  });
  const live = (x: (typeof list)[number]) => (x.room?.state === 'live' ? 0 : 1);
  return list.sort((a, b) => live(a) - live(b) || b.followed_at - a.followed_at);
}

// --- recordings ----------------------------------------------------------------------------------

/** A recording as the lists answer it (lib/live/contract.ts recordingOutput). */
export type RecordingItem = Recording;

/** Type 4 of the live list and live_record/index: recordings, newest first. */
export async function listRecordings(q: {
  id?: number;
  roomId?: number;
  anchorId?: number;
  sport?: RoomSport;
  page: number;
  limit: number;
}): Promise<{ list: RecordingItem[]; total: number; page: number }> {
  const where: SQL[] = [eq(broadcasts.recorded, true), isNotNull(broadcasts.endedAt)];
  if (q.id) where.push(eq(broadcasts.id, q.id));
  if (q.roomId) where.push(eq(broadcasts.roomId, q.roomId));
  if (q.anchorId) where.push(eq(rooms.anchorId, q.anchorId));
  if (q.sport) where.push(eq(broadcasts.sport, q.sport));
  const cond = and(...where);
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select({
        id: broadcasts.id,
        roomId: broadcasts.roomId,
        anchorId: rooms.anchorId,
        nickname: users.nickname,
        avatar: users.avatar,
        title: broadcasts.title,
        cover: rooms.cover,
        sport: broadcasts.sport,
        language: broadcasts.language,
        matchId: broadcasts.matchId,
        startedAt: broadcasts.startedAt,
        endedAt: broadcasts.endedAt,
        peak: broadcasts.peakViewers,
      })
      .from(broadcasts)
      .innerJoin(rooms, eq(rooms.id, broadcasts.roomId))
      .innerJoin(users, eq(users.id, rooms.anchorId))
      .where(cond)
      .orderBy(desc(broadcasts.endedAt), desc(broadcasts.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db()
      .select({ n: count() })
      .from(broadcasts)
      .innerJoin(rooms, eq(rooms.id, broadcasts.roomId))
      .where(cond),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      room_id: r.roomId,
      anchor_id: r.anchorId,
      anchor_nickname: r.nickname,
      anchor_avatar: r.avatar,
      title: r.title,
      cover: r.cover,
      sport: r.sport,
      language: r.language,
      match_id: r.matchId,
      started_at: Math.floor(r.startedAt.getTime() / 1000),
      duration_s: Math.round((r.endedAt!.getTime() - r.startedAt.getTime()) / 1000),
      peak_viewers: r.peak,
    })),
    total: Number(n),
    page: q.page,
  };
}

export async function getRecording(id: number): Promise<RecordingItem | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return (await listRecordings({ id, page: 1, limit: 1 })).list[0] ?? null;
}
