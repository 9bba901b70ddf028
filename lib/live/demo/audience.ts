import 'server-only';
import crypto from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, eq, inArray } from 'drizzle-orm';
import { WebSocket, type RawData } from 'ws';
import { db } from '@/lib/db/client';
import { rooms, users } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { roomWords } from '@/lib/chat/send';
import type { BlockedWordMatcher } from '@/lib/chat/moderation';
import { chatIdOfUser, signChatId } from '@/lib/providers/chat/sig';
import { mulberry32 } from '@/lib/rules/random';
import { groupOf } from '@/lib/live/rooms';
import { AUDIENCE_NAMES, type AudienceLang } from './audience-lines';
import { audienceSize, crowdEvents, RoomCrowd, type RoomSport } from './audience-plan';

/**
 * The demo's simulated audience (issue 24): a few viewers in every room on air, who chat in the
 * room's language and react to its match. Demo only (DEMO_AUDIENCE=on, which `npm run demo`
 * sets and production refuses); server.ts starts and stops it with the site.
 *
 * Nothing is faked on the server's side: each viewer is a real websocket client of the site's
 * own /ws, logged in as a demo-audience user (`users.demo_audience`, so their messages are marked
 * in the data) and joined to the room's chat group, so presence counts them like anyone, and
 * their messages go through `chat.send` with its budget, slow mode, rules and blocked words. One
 * more client registers for the score pushes to hear the simulated matches' goals, saves and
 * cards. What is said when is audience-plan.ts.
 */

/** Simulated viewers kept per language: enough for three rooms of a language at the most. */
export const AUDIENCE_POOL = 36;
const HEARTBEAT_MS = 30_000;
/** A room's audience changes by one viewer now and then (this chance per sync). */
const DRIFT = 0.1;

const MOBILE_PREFIX: Record<AudienceLang, string> = {
  zh: '86-16900000',
  en: '44-7700800',
  vi: '84-988000',
};

function langOfMobile(mobile: string): AudienceLang | null {
  for (const lang of ['zh', 'en', 'vi'] as const)
    if (mobile.startsWith(MOBILE_PREFIX[lang])) return lang;
  return null;
}

function audienceNickname(lang: AudienceLang, i: number): string {
  const { first, second } = AUDIENCE_NAMES[lang];
  const a = first[i % first.length];
  const b = second[Math.floor(i / first.length) % second.length];
  return lang === 'zh' ? `${a}${b}` : `${a} ${b}`;
}

/**
 * The demo audience's accounts, made on first use (idempotent) and flagged `demo_audience`.
 * Nobody can log in as one: the password is random and thrown away.
 */
export async function ensureAudienceUsers(): Promise<Map<AudienceLang, number[]>> {
  const passwordHash = await hash(crypto.randomBytes(24).toString('hex'));
  const rnd = mulberry32(20261124);
  const rows = (['zh', 'en', 'vi'] as const).flatMap((lang) =>
    Array.from({ length: AUDIENCE_POOL }, (_, i) => ({
      mobile: `${MOBILE_PREFIX[lang]}${String(i + 1).padStart(3, '0')}`,
      passwordHash,
      nickname: audienceNickname(lang, i),
      avatar: `/avatars/${(i % 8) + 1}.svg`,
      inviteCode: `AUD${lang.toUpperCase()}${String(i + 1).padStart(3, '0')}`,
      expTenths: Math.floor(rnd() * 40_000),
      demoAudience: true,
    })),
  );
  // A mobile or nickname someone holds already is skipped: the audience is never a person.
  await db().insert(users).values(rows).onConflictDoNothing();
  const found = await db()
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      and(
        eq(users.demoAudience, true),
        inArray(
          users.mobile,
          rows.map((r) => r.mobile),
        ),
      ),
    );
  const pool = new Map<AudienceLang, number[]>([
    ['zh', []],
    ['en', []],
    ['vi', []],
  ]);
  for (const u of found) {
    const lang = langOfMobile(u.mobile);
    if (lang) pool.get(lang)!.push(u.id);
  }
  return pool;
}

type Member = { userId: number; ws: WebSocket; ready: boolean; timer: NodeJS.Timeout };

type RoomState = {
  id: number;
  lang: AudienceLang;
  matchId: number | null;
  crowd: RoomCrowd;
  /** Slots 0 … size−1 (the crowd's member numbers); empty while a viewer (re)connects. */
  slots: (Member | undefined)[];
  words: BlockedWordMatcher | null;
};

export type DemoAudienceOptions = {
  /** The site's own websocket, e.g. ws://127.0.0.1:3000/ws. */
  url: string;
  /** How often the rooms on air are read (the audience follows rooms that start and end). */
  syncMs?: number;
  /** How often the crowds are asked what to say. */
  tickMs?: number;
  /** Viewers per room (default audienceSize: 3–12 per room). */
  sizeOf?: (roomId: number) => number;
  /** The planner's clock (tests run it fast). */
  now?: () => number;
  seed?: number;
};

export type DemoAudience = {
  stop(): void;
  /** Connected viewers per room (tests). */
  connected(): Map<number, number>;
  /** Resolves once the rooms have been read and the viewers sent on their way (tests). */
  synced(): Promise<void>;
};

function isLang(s: string): s is AudienceLang {
  return s === 'zh' || s === 'en' || s === 'vi';
}

function text(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return (Buffer.isBuffer(raw) ? raw : Buffer.from(raw)).toString('utf8');
}

/** The websocket a server listening on `host:port` is reached on from inside it. */
export function audienceSocketUrl(host: string | undefined, port: number): string {
  const local = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `ws://${local.includes(':') ? `[${local}]` : local}:${port}/ws`;
}

/** Starts the audience. Refused in production, like every demo switch (lib/env.ts). */
export function startDemoAudience(opts: DemoAudienceOptions): DemoAudience {
  const e = env();
  if (e.NODE_ENV === 'production' && !e.DEMO)
    throw new Error('the demo audience is refused in production');
  const now = opts.now ?? Date.now;
  const sizeOf = opts.sizeOf ?? audienceSize;
  const rnd = mulberry32(opts.seed ?? Date.now() & 0x7fffffff);
  const states = new Map<number, RoomState>();
  const busy = new Set<number>();
  let pool: Map<AudienceLang, number[]> | null = null;
  let stopped = false;
  let listener: WebSocket | null = null;
  let lastSync: Promise<void> = Promise.resolve();

  function leave(room: RoomState, slot: number) {
    const m = room.slots[slot];
    if (!m) return;
    room.slots[slot] = undefined;
    clearInterval(m.timer);
    busy.delete(m.userId);
    if (m.ws.readyState === WebSocket.OPEN) m.ws.close();
    else if (m.ws.readyState === WebSocket.CONNECTING) m.ws.terminate();
  }

  function connect(room: RoomState, slot: number, userId: number) {
    const ws = new WebSocket(opts.url);
    const group = groupOf(room.id);
    const chatId = chatIdOfUser(userId);
    const member: Member = {
      userId,
      ws,
      ready: false,
      timer: setInterval(() => {
        if (ws.readyState === WebSocket.OPEN) ws.send('{"type":"heartbeat"}');
      }, HEARTBEAT_MS),
    };
    member.timer.unref();
    room.slots[slot] = member;
    busy.add(userId);
    ws.on('open', () => {
      ws.send(
        JSON.stringify({
          type: 'chat.login',
          id: chatId,
          sig: signChatId(chatId),
          lang: room.lang,
        }),
      );
      ws.send(JSON.stringify({ type: 'chat.join', group }));
    });
    ws.on('message', (raw) => {
      const s = text(raw);
      // The room's messages and horns reach its viewers too: only answers and kicks matter here.
      if (s.startsWith('{"type":"chat.message"') || s.startsWith('{"type":"horn"')) return;
      let f: { type?: string; code?: number; wait?: number };
      try {
        f = JSON.parse(s) as typeof f;
      } catch {
        return;
      }
      if (f.type === 'chat.join') {
        if (f.code === 0 || f.code === 10013) member.ready = true;
        else leave(room, slot);
      } else if (f.type === 'chat.login' && f.code !== 0) leave(room, slot);
      else if (f.type === 'chat.kicked') leave(room, slot);
      else if (f.type === 'chat.send' && f.code !== 0) {
        // Refused (budget, slow mode, the room's rules, a mute): quiet for as long as told, or
        // ten minutes when the refusal gives no time.
        room.crowd.quiet(slot, now() + (f.wait ? f.wait * 1000 : 600_000));
      }
    });
    ws.on('close', () => {
      if (room.slots[slot] === member) leave(room, slot);
    });
    ws.on('error', () => undefined);
  }

  async function sync() {
    pool ??= await ensureAudienceUsers();
    const live = await db()
      .select({
        id: rooms.id,
        language: rooms.language,
        sport: rooms.sport,
        matchId: rooms.matchId,
      })
      .from(rooms)
      .where(eq(rooms.state, 'live'));
    if (stopped) return;
    const onAir = new Set(live.map((r) => r.id));
    for (const [id, room] of states)
      if (!onAir.has(id)) {
        room.slots.forEach((_, slot) => leave(room, slot));
        states.delete(id);
      }
    for (const r of live) {
      const lang: AudienceLang = isLang(r.language) ? r.language : 'zh';
      const sport: RoomSport =
        r.sport === 'football' || r.sport === 'basketball' ? r.sport : 'other';
      let room = states.get(r.id);
      if (!room || room.lang !== lang || room.crowd.sport !== sport) {
        if (room) room.slots.forEach((_, slot) => leave(room!, slot));
        room = {
          id: r.id,
          lang,
          matchId: r.matchId,
          crowd: new RoomCrowd(lang, sport, 0, rnd, now()),
          slots: [],
          words: null,
        };
        states.set(r.id, room);
      }
      room.matchId = r.matchId;
      room.words = await roomWords(String(r.id)).catch(() => null);
      const size = Math.max(0, Math.min(sizeOf(r.id), 12));
      // Now and then one viewer leaves; another takes the seat.
      if (room.slots.some(Boolean) && rnd() < DRIFT)
        leave(room, Math.floor(rnd() * room.slots.length));
      for (let slot = size; slot < room.slots.length; slot++) leave(room, slot);
      room.slots.length = size;
      room.crowd.resize(size);
      const free = (pool.get(lang) ?? []).filter((id) => !busy.has(id));
      for (let slot = 0; slot < size; slot++) {
        if (room.slots[slot]) continue;
        const userId = free.splice(Math.floor(rnd() * free.length), 1)[0];
        if (userId === undefined) break;
        connect(room, slot, userId);
      }
    }
  }

  function tick() {
    const t = now();
    for (const room of states.values()) {
      const ready = (m: number) => room.slots[m]?.ready === true;
      for (const said of room.crowd.due(t, ready)) {
        const m = room.slots[said.member];
        if (!m?.ready || m.ws.readyState !== WebSocket.OPEN) continue;
        // A line the room's blocked words catch is left unsaid.
        if (room.words?.check(said.text, room.lang)) continue;
        m.ws.send(JSON.stringify({ type: 'chat.send', group: groupOf(room.id), text: said.text }));
      }
    }
  }

  /** One more client hears the simulated feed's pushes (both sports). */
  function listen() {
    if (stopped) return;
    const ws = new WebSocket(opts.url);
    listener = ws;
    const beat = setInterval(() => {
      if (ws.readyState === WebSocket.OPEN) ws.send('{"type":"heartbeat"}');
    }, HEARTBEAT_MS);
    beat.unref();
    ws.on('open', () => ws.send('{"type":"register"}'));
    ws.on('message', (raw) => {
      const s = text(raw);
      // Most pushes are clocks and odds: parse only what may hold an event.
      if (!s.includes('"goal"') && !s.includes('"events"') && !s.includes('"saves"')) return;
      let frame: { type?: unknown; data?: unknown };
      try {
        frame = JSON.parse(s) as typeof frame;
      } catch {
        return;
      }
      const t = now();
      for (const room of states.values()) {
        const seen = crowdEvents(frame, room.lang);
        if (!seen || seen.matchId !== room.matchId) continue;
        for (const ev of seen.events) room.crowd.event(ev, t);
      }
    });
    ws.on('close', () => {
      clearInterval(beat);
      if (!stopped) setTimeout(listen, 5000).unref();
    });
    ws.on('error', () => undefined);
  }

  const runSync = () => {
    lastSync = sync().catch((err: unknown) => log().warn({ err }, 'demo audience: sync failed'));
  };
  runSync();
  listen();
  const syncTimer = setInterval(runSync, opts.syncMs ?? 30_000);
  const tickTimer = setInterval(tick, opts.tickMs ?? 1000);
  syncTimer.unref();
  tickTimer.unref();

  return {
    stop() {
      stopped = true;
      clearInterval(syncTimer);
      clearInterval(tickTimer);
      listener?.terminate();
      for (const room of states.values()) room.slots.forEach((_, slot) => leave(room, slot));
      states.clear();
    },
    connected() {
      return new Map(
        [...states.values()].map((r) => [r.id, r.slots.filter((m) => m?.ready).length]),
      );
    },
    synced: () => lastSync,
  };
}
