import 'server-only';
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { db } from '@/lib/db/client';
import { broadcasts, rooms, users } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { levelFromExp } from '@/lib/account/level';
import { fromTenths } from '@/lib/account/public-user';
import { isLocale, type Locale } from '@/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import { verifyChatSig } from '@/lib/providers/chat/sig';
import {
  addToBlacklist,
  bindMuteToDevice,
  claimExpiredMutes,
  history,
  historyBefore,
  isBlacklisted,
  sentKindSince,
  storeMessage,
} from './service';
import {
  announce,
  HORN_TOPIC,
  publishRoomEvent,
  roomRules,
  roomTopic,
  sendChatMessage,
  type Profile,
  type RoomEvent,
  type StaffCache,
} from './send';
import { groupOf, roomOfGroup } from '@/lib/live/rooms';
import { clearPresenceSource, setPresenceSource, type PresenceSource } from '@/lib/live/presence';
import { cachedNoble } from '@/lib/wallet/nobles';
import type { Bus } from '@/lib/realtime/bus';
import {
  FrameError,
  type Conn,
  type ModuleContext,
  type RealtimeModule,
} from '@/lib/realtime/module';
import { isBanned } from '@/lib/account/standing';

/**
 * Live-room chat over the site's websocket (issue 9 §4, docs/architecture.md "Websocket", docs/realtime.md):
 * `chat.login`, `chat.join`, `chat.leave`, `chat.history`, `chat.send`; the server pushes
 * `chat.message` and `chat.kicked`. A room's group is the topic `room:<id>` on the bus, so a
 * message sent on one instance reaches the room's viewers on every instance. Viewer counts are
 * presence: each instance publishes how many of its connections are in each room.
 */

/** docs/product.md §4: "already in the group"; the client treats it as success and loads history only. */
export const ALREADY_IN_GROUP = 10013;

/** How often presence is written and how long an instance's counts live without a refresh. */
const PRESENCE_FLUSH_MS = 1000;
const PRESENCE_REFRESH_MS = 10_000;
const PRESENCE_TTL_MS = 30_000;
const MUTE_SWEEP_MS = 15_000;
/** The fan-out window of a room's messages. */
const FANOUT_MS = 25;
/** A noble's entry effect is announced at most once per user and room in this period. */
export const ENTRY_EFFECT_EVERY_MS = 10 * 60_000;

type ChatState = {
  lang: Locale;
  profile: Profile | null;
  /** Staff status per room, with when it was read. */
  staff: StaffCache;
};

function chatIdOf(conn: Conn): string | null {
  return conn.identity.kind === 'anonymous' ? null : conn.identity.id;
}

const GUEST_ID = /^guest_[0-9a-f]{16}$/;
const USER_ID = /^u([1-9]\d{0,9})$/;

export function createChatModule(
  opts: { flushMs?: number; sweepMs?: number; fanOutMs?: number } = {},
): RealtimeModule {
  const states = new WeakMap<Conn, ChatState>();
  let ctx: ModuleContext | undefined;
  const dirty = new Set<number>();
  const instance = crypto.randomBytes(6).toString('hex');

  function stateOf(conn: Conn): ChatState {
    let s = states.get(conn);
    if (!s) states.set(conn, (s = { lang: 'zh', profile: null, staff: new Map() }));
    return s;
  }

  function bus(): Bus {
    if (!ctx) throw new Error('the chat module has not started');
    return ctx.bus;
  }

  /**
   * Horns (lib/wallet/horns.ts) go to every connection in any room. Each such connection is
   * also in the one topic HORN_TOPIC, joined with its first room and left with its last: the hub
   * then keeps the instance subscribed to the horn channel exactly while it has room viewers,
   * and a horn is one bus message per instance, not one per room (rooms are many, horns rare).
   */
  async function joinHorns(conn: Conn, join: (topic: string) => Promise<void>) {
    if (conn.topics.has(HORN_TOPIC)) return;
    // The room is joined; without the horn channel the viewer misses horns, not the room.
    await join(HORN_TOPIC).catch((err: unknown) =>
      log().warn({ err }, 'chat: could not subscribe to horns'),
    );
  }
  function leaveHornsIfNoRoom(conn: Conn, leave: (topic: string) => void) {
    if (!conn.topics.has(HORN_TOPIC)) return;
    for (const topic of conn.topics) if (topic.startsWith('room:')) return;
    leave(HORN_TOPIC);
  }

  /**
   * A noble's entry (issue 11 §4): a tier with an entry effect announces its member to the room
   * as a custom message `enter` with `{effect, level, color}`, at most once per user and room
   * every ENTRY_EFFECT_EVERY_MS: this instance remembers its own announcements, and the room's
   * stored messages tell of another instance's.
   */
  const entered = new LRUCache<string, true>({ max: 50_000, ttl: ENTRY_EFFECT_EVERY_MS });
  async function announceEntry(roomId: number, profile: Profile) {
    if (profile.userId === null) return;
    const noble = await cachedNoble(profile.userId);
    if (!noble?.tier.entryEffect) return;
    const key = `${roomId}:${profile.chatId}`;
    if (entered.has(key)) return;
    entered.set(key, true);
    const since = new Date(Date.now() - ENTRY_EFFECT_EVERY_MS);
    if (await sentKindSince(roomId, profile.chatId, 'enter', since)) return;
    const badge = { level: noble.tier.level, color: noble.tier.badgeColor };
    const m = await storeMessage(
      roomId,
      { ...profile, noble: badge },
      { type: 'custom', kind: 'enter', extension: { effect: noble.tier.entryEffect, ...badge } },
    );
    await publishRoomEvent(bus(), roomId, { t: 'msg', m });
  }

  function t(state: ChatState, key: string, values?: Record<string, string | number>) {
    return translate(state.lang, key, values);
  }

  function roomFrom(frame: Record<string, unknown>): number {
    const id = roomOfGroup(frame.group);
    if (id === null) throw new FrameError('group must be a room group (room_<id>)');
    return id;
  }

  /**
   * Connections in a room's topic to follow its state and viewers without being a viewer (the
   * anchor's studio: `room.watch`): presence does not count them.
   */
  const watching = new WeakMap<Conn, Set<number>>();
  function isWatcher(conn: Conn, roomId: number): boolean {
    return watching.get(conn)?.has(roomId) ?? false;
  }
  /** This instance's viewers of a room: the connections in its topic that are not watchers. */
  function viewersHere(roomId: number): number {
    let n = 0;
    for (const conn of ctx?.members(roomTopic(roomId)) ?? []) if (!isWatcher(conn, roomId)) n++;
    return n;
  }
  /** The last viewer count pushed to each room held here (by any instance). */
  const pushed = new Map<number, number>();

  /** Rooms this instance has had viewers in since its last write of their counts. */
  const known = new Set<number>();
  function touched(roomId: number) {
    known.add(roomId);
    dirty.add(roomId);
  }

  /**
   * Writes this instance's viewer count of each changed room (`all`: of every room it holds, so
   * the entries do not run out) and raises the rooms' broadcast peaks.
   */
  async function flushPresence(all: boolean) {
    if (!ctx) return;
    const ids = all ? [...known] : [...dirty];
    dirty.clear();
    if (ids.length === 0) return;
    const counts = new Map(ids.map((id) => [roomTopic(id), viewersHere(id)]));
    for (const id of ids) if (counts.get(roomTopic(id)) === 0) known.delete(id);
    await ctx.bus.setCounts(instance, counts, PRESENCE_TTL_MS);
    const sums = await ctx.bus.sumCounts([...counts.keys()]);
    // Everyone in the room, here and on the other instances, hears the new count (the header
    // and the studio): after a change here at once, and on a refresh when it drifted (another
    // instance's entries ran out).
    for (const id of ids) {
      const n = sums.get(roomTopic(id)) ?? 0;
      const here = ctx.members(roomTopic(id)).size > 0;
      if (!all || (here && pushed.get(id) !== n))
        await publishRoomEvent(ctx.bus, id, { t: 'viewers', n });
      if (!here) pushed.delete(id);
    }
    if (all) return;
    // A broadcast's peak: the most viewers present at once, over every instance.
    for (const id of ids) {
      const n = sums.get(roomTopic(id)) ?? 0;
      if (n > 0)
        await db()
          .update(broadcasts)
          .set({ peakViewers: sql`greatest(${broadcasts.peakViewers}, ${n})` })
          .where(
            eq(
              broadcasts.id,
              sql`(select ${rooms.broadcastId} from ${rooms} where ${rooms.id} = ${id})`,
            ),
          );
    }
  }

  /**
   * A busy room's messages go out in windows of FANOUT_MS: each member's frames of a window are
   * written with its socket corked, one write instead of one per message. At 100 messages a
   * second to thousands of viewers the per-write cost (a syscall and a loopback or network
   * segment per frame and viewer) was most of the server's time; the frames and their order are
   * unchanged, the wait is at most one window.
   */
  const windows = new Map<string, Buffer[]>();
  function fanOut(
    topic: string,
    frame: Buffer,
    members: ReadonlySet<Conn>,
    sendRaw: (conn: Conn, data: Buffer | string) => void,
  ) {
    const queued = windows.get(topic);
    if (queued) {
      queued.push(frame);
      return;
    }
    windows.set(topic, [frame]);
    setTimeout(() => {
      const frames = windows.get(topic) ?? [];
      windows.delete(topic);
      // The members now: one who left meanwhile gets nothing, one who joined dedupes by ID.
      for (const conn of ctx?.members(topic) ?? members) {
        const socket = (conn.ws as unknown as { _socket?: { cork(): void; uncork(): void } })
          ._socket;
        socket?.cork();
        for (const f of frames) sendRaw(conn, f);
        socket?.uncork();
      }
    }, opts.fanOutMs ?? FANOUT_MS).unref();
  }

  /** Timed mutes that ran out: the room is told (one instance claims each). */
  async function sweepMutes() {
    for (const m of await claimExpiredMutes())
      await announce(bus(), m.roomId, { event: 'unmute', target: m.chatId });
  }

  const chat: RealtimeModule = {
    name: 'chat',
    start(c) {
      ctx = c;
      const source: PresenceSource = async (ids) => {
        const sums = await c.bus.sumCounts(ids.map(roomTopic));
        return new Map(ids.map((id) => [id, sums.get(roomTopic(id)) ?? 0]));
      };
      setPresenceSource(source);
      const run = (what: string, f: () => Promise<void>) => () => {
        void f().catch((err) => log().warn({ err }, `chat: ${what} failed`));
      };
      const flush = setInterval(
        run('presence', () => flushPresence(false)),
        opts.flushMs ?? PRESENCE_FLUSH_MS,
      );
      const refresh = setInterval(
        run('presence', () => flushPresence(true)),
        PRESENCE_REFRESH_MS,
      );
      const sweep = setInterval(run('mute sweep', sweepMutes), opts.sweepMs ?? MUTE_SWEEP_MS);
      for (const timer of [flush, refresh, sweep]) timer.unref();
      return () => {
        clearInterval(flush);
        clearInterval(refresh);
        clearInterval(sweep);
        clearPresenceSource(source);
        // This instance's viewers are gone at once, not when their entries run out.
        const zero = new Map([...known].map((id) => [roomTopic(id), 0]));
        known.clear();
        void c.bus.setCounts(instance, zero, PRESENCE_TTL_MS).catch(() => undefined);
        ctx = undefined;
      };
    },
    handlers: {
      'chat.login': async ({ conn, send, join }, frame) => {
        const { id, sig } = frame;
        const state = stateOf(conn);
        if (typeof frame.lang === 'string' && isLocale(frame.lang))
          state.lang = conn.lang = frame.lang; // conn.lang: the server's own answers (server.ts)
        if (typeof id !== 'string' || typeof sig !== 'string' || !verifyChatSig(id, sig)) {
          send({ type: 'chat.login', code: 1, msg: t(state, 'chat.protocol.badSig') });
          return;
        }
        const user = USER_ID.exec(id);
        if (user) {
          const [u] = await db()
            .select()
            .from(users)
            .where(eq(users.id, Number(user[1])));
          if (!u) {
            send({ type: 'chat.login', code: 1, msg: t(state, 'chat.protocol.badSig') });
            return;
          }
          // A banned user's chat signature is still well formed; the ban refuses it.
          if (isBanned(u)) {
            send({ type: 'chat.login', code: 1, msg: t(state, 'api.errors.accountBanned') });
            return;
          }
          // A ban closes the connection at once (lib/admin/realtime.ts); an instance without
          // that module (a test's) has no such topic.
          await join(`account:${u.id}`).catch(() => undefined);
          conn.identity = { kind: 'user', id, userId: u.id };
          state.profile = {
            chatId: id,
            userId: u.id,
            nick: u.nickname,
            avatar: u.avatar,
            level: levelFromExp(fromTenths(u.expTenths)),
            createdAt: u.createdAt,
          };
        } else if (GUEST_ID.test(id)) {
          conn.identity = { kind: 'guest', id };
          state.profile = {
            chatId: id,
            userId: null,
            nick: id.slice(-4).toUpperCase(),
            avatar: '',
            level: 0,
            createdAt: null,
          };
        } else throw new FrameError('id must be a chat account id');
        state.staff.clear();
        send({ type: 'chat.login', code: 0, id });
      },
      'chat.join': async ({ conn, send, join }, frame) => {
        const roomId = roomFrom(frame);
        const group = groupOf(roomId);
        const state = stateOf(conn);
        const room = await roomRules(String(roomId));
        if (!room) {
          send({ type: 'chat.join', code: 1, group, msg: t(state, 'api.errors.roomNotFound') });
          return;
        }
        // A connection that only watched the room (room.watch) becomes one of its viewers.
        const watched = isWatcher(conn, roomId);
        if (conn.topics.has(roomTopic(roomId)) && !watched) {
          send({ type: 'chat.join', code: ALREADY_IN_GROUP, group });
          return;
        }
        const chatId = chatIdOf(conn);
        if (chatId && (await isBlacklisted(roomId, chatId, conn.device))) {
          send({ type: 'chat.join', code: 1, group, msg: t(state, 'chat.moderation.blacklisted') });
          return;
        }
        if (!chatId && conn.device && (await isBlacklisted(roomId, '', conn.device))) {
          send({ type: 'chat.join', code: 1, group, msg: t(state, 'chat.moderation.blacklisted') });
          return;
        }
        // A muted chatter's browser is muted with them, should they come back as a guest.
        if (chatId && conn.device) await bindMuteToDevice(roomId, chatId, conn.device);
        await join(roomTopic(roomId));
        if (watched) watching.get(conn)?.delete(roomId);
        touched(roomId);
        await joinHorns(conn, join);
        send({ type: 'chat.join', code: 0, group });
        if (state.profile)
          await announceEntry(roomId, state.profile).catch((err: unknown) =>
            log().warn({ err, roomId }, 'chat: could not announce an entry'),
          );
      },
      'chat.leave': ({ conn, send, leave }, frame) => {
        const roomId = roomFrom(frame);
        if (conn.topics.has(roomTopic(roomId))) {
          leave(roomTopic(roomId));
          watching.get(conn)?.delete(roomId);
          touched(roomId);
          leaveHornsIfNoRoom(conn, leave);
        }
        send({ type: 'chat.leave', code: 0, group: groupOf(roomId) });
      },
      /**
       * Follows a room's state and viewer count (`room.state`, `room.viewers`) without being
       * counted as a viewer: the anchor's studio. No login needed; the same is public.
       */
      'room.watch': async ({ conn, send, join }, frame) => {
        const roomId = roomFrom(frame);
        const group = groupOf(roomId);
        if (!(await roomRules(String(roomId)))) {
          const msg = t(stateOf(conn), 'api.errors.roomNotFound');
          send({ type: 'room.watch', code: 1, group, msg });
          return;
        }
        if (!conn.topics.has(roomTopic(roomId))) {
          let rooms = watching.get(conn);
          if (!rooms) watching.set(conn, (rooms = new Set()));
          rooms.add(roomId);
          await join(roomTopic(roomId));
        }
        send({ type: 'room.watch', code: 0, group });
        // The count now, so the watcher need not wait for the next change.
        const sums = await bus().sumCounts([roomTopic(roomId)]);
        send({ type: 'room.viewers', group, viewers: sums.get(roomTopic(roomId)) ?? 0 });
      },
      'room.unwatch': ({ conn, send, leave }, frame) => {
        const roomId = roomFrom(frame);
        if (isWatcher(conn, roomId)) {
          watching.get(conn)?.delete(roomId);
          leave(roomTopic(roomId));
        }
        send({ type: 'room.unwatch', code: 0, group: groupOf(roomId) });
      },
      'chat.history': async ({ send }, frame) => {
        const roomId = roomFrom(frame);
        const before =
          typeof frame.before === 'number' && Number.isSafeInteger(frame.before) && frame.before > 0
            ? frame.before
            : null;
        const limit =
          typeof frame.limit === 'number' && Number.isSafeInteger(frame.limit) ? frame.limit : 20;
        // A page before a given sequence cannot gain messages: shared for a second, so the
        // room's viewers catching up at once after an outage cost one query (historyBefore).
        const page =
          before === null
            ? await history(roomId, null, limit)
            : await historyBefore(`${roomId}:${before}:${limit}`);
        send({ type: 'chat.history', code: 0, group: groupOf(roomId), ...page });
      },
      'chat.send': async ({ conn, send }, frame) => {
        const roomId = roomFrom(frame);
        const group = groupOf(roomId);
        const state = stateOf(conn);
        const profile = state.profile;
        if (!profile) {
          send({
            type: 'chat.send',
            code: 1,
            group,
            reason: 'loginRequired',
            msg: t(state, 'chat.moderation.loginRequired'),
          });
          return;
        }
        if (!conn.topics.has(roomTopic(roomId))) {
          send({
            type: 'chat.send',
            code: 1,
            group,
            reason: 'notInGroup',
            msg: t(state, 'chat.protocol.notInGroup'),
          });
          return;
        }
        const r = await sendChatMessage({
          bus: bus(),
          roomId,
          sender: profile,
          device: conn.device,
          text: frame.text,
          barrage: frame.barrage === true,
          lang: state.lang,
          staff: state.staff,
        });
        if (r.ok) send({ type: 'chat.send', code: 0, group, message: r.message });
        else send({ type: 'chat.send', code: 1, group, ...r.failure });
      },
    },
    topics: {
      room: (topic, raw, members, sendRaw) => {
        const roomId = Number(topic.slice('room:'.length));
        let event: RoomEvent;
        try {
          event = JSON.parse(raw) as RoomEvent;
        } catch {
          log().warn({ topic }, 'ignoring a malformed room event on the bus');
          return;
        }
        const group = groupOf(roomId);
        if (event.t === 'state' || event.t === 'viewers') {
          if (event.t === 'viewers') pushed.set(roomId, event.n);
          const frame = Buffer.from(
            JSON.stringify(
              event.t === 'state'
                ? { type: 'room.state', group, room: event.room }
                : { type: 'room.viewers', group, viewers: event.n },
            ),
          );
          for (const conn of members) sendRaw(conn, frame);
          return;
        }
        if (event.t === 'skip') {
          const frame = Buffer.from(
            JSON.stringify({ type: 'chat.skip', group, sequence: event.seq }),
          );
          for (const conn of members) sendRaw(conn, frame);
          return;
        }
        if (event.t === 'msg') {
          // Serialised once for every member, and sent with the room's other messages of the
          // same short window (fanOut).
          const frame = Buffer.from(
            JSON.stringify({ type: 'chat.message', group, message: event.m }),
          );
          fanOut(topic, frame, members, sendRaw);
          return;
        }
        if (event.t === 'kick') {
          // Every connection of the chat id goes, and every connection of a browser it is on
          // here, logged in or guest (docs/product.md §7).
          const devices = new Set<string>(event.device ? [event.device] : []);
          const seen: string[] = [];
          for (const conn of members) {
            if (chatIdOf(conn) !== event.chatId || !conn.device || devices.has(conn.device))
              continue;
            devices.add(conn.device);
            seen.push(conn.device);
          }
          const kicked = JSON.stringify({ type: 'chat.kicked', group });
          for (const conn of [...members]) {
            const hitId = chatIdOf(conn) === event.chatId;
            const hitDevice = conn.device !== null && devices.has(conn.device);
            if (!hitId && !hitDevice) continue;
            sendRaw(conn, kicked);
            ctx?.leave(conn, topic);
            leaveHornsIfNoRoom(conn, (t) => ctx?.leave(conn, t));
            touched(roomId);
          }
          // The browsers are remembered, so a fresh guest account from them stays out too, and
          // their connections on the other instances go as well.
          for (const device of seen)
            void addToBlacklist(roomId, event.chatId, device, null)
              .then(() =>
                publishRoomEvent(bus(), roomId, { t: 'kick', chatId: event.chatId, device }),
              )
              .catch((err: unknown) =>
                log().warn({ err, roomId }, 'chat: could not kick a device'),
              );
          return;
        }
        if (event.t === 'mute') {
          // The browsers the muted chatter is here on are muted with them.
          for (const conn of members)
            if (chatIdOf(conn) === event.chatId && conn.device)
              void bindMuteToDevice(roomId, event.chatId, conn.device).catch((err: unknown) =>
                log().warn({ err, roomId }, 'chat: could not mute a device'),
              );
        }
      },
      // A passed horn: the bus message is the frame itself, `{"type":"horn","horn":{…}}`.
      horn: (_topic, raw, members, sendRaw) => {
        const frame = Buffer.from(raw);
        for (const conn of members) sendRaw(conn, frame);
      },
    },
    onClose(conn) {
      // The hub took the connection out of its topics already: recount every room held.
      for (const id of known) dirty.add(id);
      states.delete(conn);
    },
  };
  return chat;
}
