import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { chatMessages, chatMutes, moderationLog, rooms, users } from '@/lib/db/schema';
import { clearMemos } from '@/lib/cache/memo';
import { newGuestAccount } from '@/lib/providers/chat/guest';
import { chatIdOfUser, signChatId } from '@/lib/providers/chat/sig';
import { viewerCounts } from '@/lib/live/presence';
import { getBus } from '@/lib/realtime/bus';
import { ALREADY_IN_GROUP, createChatModule } from './realtime';
import { scoresModule } from '@/lib/realtime/scores';
import {
  answer,
  startInstance,
  TestClient,
  untilArrives,
  type Message,
  type TestInstance,
} from '@/lib/realtime/test-helpers';
import { deviceOf } from '@/lib/realtime/server';
import { translate } from '@/lib/i18n/messages';
import { addToBlacklist, isBlacklisted } from './service';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';

let t: TestApi;
let rt: TestInstance;
let anchor: { id: number; token: string };
let roomId: number;
let group: string;
const open: TestClient[] = [];

beforeAll(async () => {
  t = await createTestApi();
  rt = await startInstance({
    bus: getBus(),
    modules: [scoresModule, createChatModule({ sweepMs: 200, flushMs: 50 })],
  });
  const a = await registerUser(t);
  await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, a.user.id));
  anchor = { id: a.user.id, token: a.token };
  const started = await t.call<{ id: number; group_id: string }>('Live/mobileStartRoom', {
    params: { title: 'Chat test' },
    token: a.token,
  });
  roomId = started.data.id;
  group = started.data.group_id;
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await rt?.close();
  await t?.cleanup();
});

async function client(cookie?: string): Promise<TestClient> {
  const c = await TestClient.open(rt.url, cookie ? { cookie } : undefined);
  open.push(c);
  return c;
}

async function guest(cookie?: string): Promise<{ c: TestClient; id: string }> {
  const c = await client(cookie);
  const acc = newGuestAccount();
  expect(await answer(c, { type: 'chat.login', ...acc, lang: 'en' })).toMatchObject({ code: 0 });
  return { c, id: acc.id };
}

async function member(userId: number, cookie?: string): Promise<TestClient> {
  const c = await client(cookie);
  const id = chatIdOfUser(userId);
  expect(
    await answer(c, { type: 'chat.login', id, sig: signChatId(id), lang: 'en' }),
  ).toMatchObject({
    code: 0,
  });
  return c;
}

async function joined<T extends { c: TestClient } | TestClient>(x: T): Promise<T> {
  const c = x instanceof TestClient ? x : x.c;
  expect(await answer(c, { type: 'chat.join', group })).toMatchObject({ code: 0, group });
  return x;
}

/** Sends and returns the reply, skipping the sender's own chat.message echoes. */
async function say(c: TestClient, text: unknown, extra: Message = {}): Promise<Message> {
  c.send({ type: 'chat.send', group, text, ...extra });
  for (;;) {
    const m = await c.next();
    if (m.type === 'chat.send') return m;
  }
}

async function nextOf(c: TestClient, type: string): Promise<Message> {
  for (;;) {
    const m = await c.next();
    if (m.type === type) return m;
  }
}

/** What the server makes of a `sl_dev` cookie (Conn.device). */
const hashedDevice = (cookie: string) =>
  deviceOf({ headers: { cookie } } as Parameters<typeof deviceOf>[0])!;

const textOf = (m: Message) => (m.message as { payload: { text?: string } }).payload.text ?? null;

describe('chat protocol', () => {
  it('logs in guests and users, refusing a bad signature', async () => {
    const c = await client();
    const acc = newGuestAccount();
    expect(await answer(c, { type: 'chat.login', id: acc.id, sig: 'x.y' })).toMatchObject({
      code: 1,
    });
    expect(
      await answer(c, { type: 'chat.login', id: 'guest_0000000000000000', sig: acc.sig }),
    ).toMatchObject({ code: 1 });
    expect(await answer(c, { type: 'chat.login', ...acc })).toEqual({
      type: 'chat.login',
      code: 0,
      id: acc.id,
    });
  });

  it('answers 10013 to a second join and refuses unknown groups', async () => {
    const { c } = await guest();
    expect(await answer(c, { type: 'chat.join', group })).toMatchObject({ code: 0 });
    expect(await answer(c, { type: 'chat.join', group })).toMatchObject({ code: ALREADY_IN_GROUP });
    expect(await answer(c, { type: 'chat.join', group: 'room_999999' })).toMatchObject({ code: 1 });
    expect(await answer(c, { type: 'chat.join', group: 'lobby' })).toMatchObject({
      type: 'error',
      code: 1,
    });
  });

  it('delivers a message to the room, as text: HTML is not markup', async () => {
    const a = await joined(await guest());
    const b = await joined(await guest());
    const html = '<img src=x onerror=alert(1)><b>hi</b>';
    const reply = await say(a.c, html);
    expect(reply).toMatchObject({ code: 0 });
    expect(textOf(reply)).toBe(html);
    const got = await nextOf(b.c, 'chat.message');
    expect(got.group).toBe(group);
    expect(got.message).toMatchObject({
      type: 'TIMTextElem',
      from: a.id,
      guest: true,
      payload: { text: html },
    });
    // Only a guest's code suffix travels: the client localises "Guest".
    expect((got.message as { nick: string }).nick).toBe(a.id.slice(-4).toUpperCase());
  });

  it('needs a login and membership to send', async () => {
    const c = await client();
    await answer(c, { type: 'chat.join', group });
    expect(await say(c, 'hello')).toMatchObject({ code: 1, reason: 'loginRequired' });
    const { c: out } = await guest();
    expect(await say(out, 'hello')).toMatchObject({ code: 1, reason: 'notInGroup' });
  });

  it('pages history by continuation, skipping deleted messages', async () => {
    const fresh = await t.call<{ id: number; group_id: string }>('Live/mobileStartRoom', {
      params: {},
      token: (await anchorUser()).token,
    });
    const g = fresh.data.group_id;
    const { c } = await guest();
    await answer(c, { type: 'chat.join', group: g });
    // Two chatters: one may send 20 per 30 s.
    const { c: c2 } = await guest();
    await answer(c2, { type: 'chat.join', group: g });
    for (let i = 1; i <= 25; i++) {
      const who = i % 2 ? c : c2;
      who.send({ type: 'chat.send', group: g, text: `m${i}` });
      await nextOf(who, 'chat.send');
    }
    await db()
      .update(chatMessages)
      .set({ deletedAt: new Date() })
      .where(and(eq(chatMessages.roomId, fresh.data.id), eq(chatMessages.seq, 24)));
    const texts: string[] = [];
    let before: number | null = null;
    for (let page = 0; page < 5; page++) {
      const h = await answer(c, {
        type: 'chat.history',
        group: g,
        limit: 10,
        ...(before && { before }),
      });
      const msgs = h.messages as { payload: { text: string }; sequence: number }[];
      texts.unshift(...msgs.map((m) => m.payload.text));
      before = h.next as number | null;
      if (!before) break;
    }
    expect(texts).toEqual(
      Array.from({ length: 25 }, (_, i) => `m${i + 1}`).filter((x) => x !== 'm24'),
    );
  });
});

async function anchorUser() {
  const a = await registerUser(t);
  await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, a.user.id));
  return { id: a.user.id, token: a.token };
}

describe('moderation', () => {
  it('deletes by sequence and by sender, telling every viewer', async () => {
    const a = await joined(await guest());
    const b = await joined(await guest());
    const first = await say(a.c, 'one');
    await say(a.c, 'two');
    const seq = (first.message as { sequence: number }).sequence;
    // A viewer who is not staff cannot.
    const fan = await registerUser(t);
    const refused = await t.call('chat/delMsg', {
      params: { room_id: roomId, sequences: [seq] },
      token: fan.token,
    });
    expect(refused.code).toBe(1);
    const del = await t.call('chat/delMsg', {
      params: { room_id: roomId, sequences: [seq] },
      token: anchor.token,
    });
    expect(del.data).toEqual({ deleted: [seq] });
    let m = await nextOf(b.c, 'chat.message');
    while ((m.message as { type: string }).type !== 'TIMCustomElem')
      m = await nextOf(b.c, 'chat.message');
    expect(m.message).toMatchObject({ payload: { data: 'DELETE_MESSAGE' } });
    expect(JSON.parse((m.message as { payload: { extension: string } }).payload.extension)).toEqual(
      {
        sequences: [seq],
      },
    );
    await t.call('chat/delMsg', {
      params: { room_id: roomId, chat_id: a.id },
      token: anchor.token,
    });
    m = await nextOf(b.c, 'chat.message');
    expect(JSON.parse((m.message as { payload: { extension: string } }).payload.extension)).toEqual(
      {
        from: a.id,
      },
    );
    b.c.send({ type: 'chat.history', group, limit: 50 });
    const h = await nextOf(b.c, 'chat.history');
    expect((h.messages as { from: string }[]).some((x) => x.from === a.id)).toBe(false);
    const log = await db().select().from(moderationLog).where(eq(moderationLog.roomId, roomId));
    expect(log.filter((l) => l.action === 'delete' && l.actorId === anchor.id).length).toBe(2);
  });

  it('mutes until the time runs out, then announces the lift', async () => {
    const a = await joined(await guest());
    const mute = await t.call('chat/forbidSendMsg', {
      params: { room_id: roomId, chat_id: a.id, duration: 1 },
      token: anchor.token,
    });
    expect(mute.code).toBe(0);
    expect(await say(a.c, 'let me speak')).toMatchObject({ code: 1, reason: 'muted' });
    // The hour passes.
    await db()
      .update(chatMutes)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(chatMutes.chatId, a.id));
    let m = await nextOf(a.c, 'chat.message');
    while (
      !(m.message as { payload: { extension?: string } }).payload.extension?.includes('unmute')
    )
      m = await nextOf(a.c, 'chat.message');
    expect(JSON.parse((m.message as { payload: { extension: string } }).payload.extension)).toEqual(
      {
        event: 'unmute',
        target: a.id,
      },
    );
    expect(await say(a.c, 'free again')).toMatchObject({ code: 0 });
  });

  it('refuses bad mutes and muting staff, changing nothing', async () => {
    const { id } = await guest();
    for (const duration of [0, 721, 'week', 1.5]) {
      const r = await t.call('chat/forbidSendMsg', {
        params: { room_id: roomId, chat_id: id, duration },
        token: anchor.token,
      });
      expect(r.code).toBe(1);
    }
    const other = await anchorUser();
    const r = await t.call('chat/forbidSendMsg', {
      params: { room_id: roomId, chat_id: id, duration: 'forever' },
      token: other.token,
    });
    expect(r.code).toBe(1);
    const self = await t.call('chat/forbidSendMsg', {
      params: { room_id: roomId, chat_id: chatIdOfUser(anchor.id), duration: 'forever' },
      token: anchor.token,
    });
    expect(self.code).toBe(1);
    expect(await db().select().from(chatMutes).where(eq(chatMutes.chatId, id))).toEqual([]);
  });

  it('blacklists: kicked now, and kept out under a fresh guest id from the same browser', async () => {
    const cookie = 'sl_dev=abcdefghijklmnop1234';
    const a = await joined(await guest(cookie));
    const r = await t.call('chat/blackListAdd', {
      params: { room_id: roomId, chat_id: a.id },
      token: anchor.token,
    });
    expect(r.code).toBe(0);
    expect(await nextOf(a.c, 'chat.kicked')).toEqual({ type: 'chat.kicked', group });
    expect(await answer(a.c, { type: 'chat.join', group })).toMatchObject({ code: 1 });
    const again = await guest(cookie);
    // The kick stored the browser; give the write a moment.
    let refused: Message = {};
    for (let i = 0; i < 20; i++) {
      refused = await answer(again.c, { type: 'chat.join', group });
      if (refused.code === 1) break;
      await answer(again.c, { type: 'chat.leave', group });
      await new Promise((res) => setTimeout(res, 50));
    }
    expect(refused).toMatchObject({ code: 1 });
    const elsewhere = await guest('sl_dev=zzzzzzzzzzzzzzzz9999');
    expect(await answer(elsewhere.c, { type: 'chat.join', group })).toMatchObject({ code: 0 });
  });

  it('limits a chatter to 20 messages per 30 s', async () => {
    const a = await joined(await guest());
    const answers: Message[] = [];
    for (let i = 0; i < 21; i++) answers.push(await say(a.c, `flood ${i}`));
    expect(answers.slice(0, 20).every((x) => x.code === 0)).toBe(true);
    expect(answers[20]).toMatchObject({ code: 1, reason: 'rateLimited' });
  });

  it('applies slow mode to viewers but not to staff', async () => {
    const fresh = await anchorUser();
    const room = await t.call<{ id: number; group_id: string }>('Live/mobileStartRoom', {
      params: {},
      token: fresh.token,
    });
    const set = await t.call('chat/setRules', {
      params: { room_id: room.data.id, slow_mode_s: 30 },
      token: fresh.token,
    });
    expect(set.data).toMatchObject({ slow_mode_s: 30 });
    clearMemos();
    const { c } = await guest();
    await answer(c, { type: 'chat.join', group: room.data.group_id });
    const send = (cl: TestClient, text: string) => {
      cl.send({ type: 'chat.send', group: room.data.group_id, text });
      return nextOf(cl, 'chat.send');
    };
    expect(await send(c, 'first')).toMatchObject({ code: 0 });
    const second = await send(c, 'second');
    expect(second).toMatchObject({ code: 1, reason: 'slowMode' });
    expect(second.wait).toBeGreaterThan(25);
    const staff = await member(fresh.id);
    await answer(staff, { type: 'chat.join', group: room.data.group_id });
    expect(await send(staff, 'a')).toMatchObject({ code: 0 });
    expect(await send(staff, 'b')).toMatchObject({ code: 0 });
  });

  it('acts on blocked words: hide, mute, blacklist', async () => {
    const fresh = await anchorUser();
    const room = await t.call<{ id: number; group_id: string }>('Live/mobileStartRoom', {
      params: {},
      token: fresh.token,
    });
    const g = room.data.group_id;
    for (const [word, action] of [
      ['spoiler', 'hide'],
      ['idiot', 'mute'],
      ['scamlink', 'blacklist'],
    ])
      expect(
        (
          await t.call('chat/addBlockedWord', {
            params: { room_id: room.data.id, word, action },
            token: fresh.token,
          })
        ).code,
      ).toBe(0);
    const watcher = await guest();
    await answer(watcher.c, { type: 'chat.join', group: g });
    const a = await guest();
    await answer(a.c, { type: 'chat.join', group: g });
    const send = (text: string) => {
      a.c.send({ type: 'chat.send', group: g, text });
      return nextOf(a.c, 'chat.send');
    };
    // hide: the sender sees it sent; the watcher never gets it, only its sequence as settled
    // (`chat.skip`, so the hole does not send every viewer to the history).
    const hiddenAnswer = (await send('S P O I L E R: 2-1')) as {
      code: number;
      message: { sequence: number };
    };
    expect(hiddenAnswer).toMatchObject({ code: 0 });
    expect(await nextOf(watcher.c, 'chat.skip')).toEqual({
      type: 'chat.skip',
      group: g,
      sequence: hiddenAnswer.message.sequence,
    });
    expect(await send('fine message')).toMatchObject({ code: 0 });
    const seen = await nextOf(watcher.c, 'chat.message');
    expect(textOf(seen)).toBe('fine message');
    // mute
    expect(await send('you IDIOT')).toMatchObject({ code: 1, reason: 'blockedWord' });
    expect(await send('sorry')).toMatchObject({ code: 1, reason: 'muted' });
    // blacklist
    const b = await guest();
    await answer(b.c, { type: 'chat.join', group: g });
    b.c.send({ type: 'chat.send', group: g, text: 'visit scamlink now' });
    // Kicked out of the group (the bus may deliver that before the answer); the room's viewer
    // count may be pushed in between (others joined just before).
    const got: Message[] = [];
    while (got.length < 2) {
      const m = await b.c.next();
      if (m.type !== 'room.viewers') got.push(m);
    }
    expect(got).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'chat.send', code: 1, reason: 'blockedWord' }),
        { type: 'chat.kicked', group: g },
      ]),
    );
    expect(await answer(b.c, { type: 'chat.join', group: g })).toMatchObject({ code: 1 });
    const actions = (
      await db().select().from(moderationLog).where(eq(moderationLog.roomId, room.data.id))
    ).map((l) => l.action);
    expect(actions).toEqual(expect.arrayContaining(['word.hide', 'word.mute', 'word.blacklist']));
  });
});

/** Polls `check` until it holds (a write made by the bus's listeners, off the request). */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const deviceRows = async (chatId: string) =>
  (await db().select().from(chatMutes).where(eq(chatMutes.roomId, roomId))).filter(
    (m) => m.chatId.startsWith('device:') && m.chatId.endsWith(`:${chatId}`) && !m.liftedAt,
  ).length;

/**
 * Issue 23: mutes and blacklists hold the browser (its `sl_dev` cookie), not only the account: a
 * guest id from the same browser is held too, a blacklist kicks every connection of the browser,
 * and every send asks again.
 */
describe('moderation holds the browser', () => {
  const mutedMsg = translate('en', 'chat.moderation.mutedForever');
  // A room of their own (and its anchor): the other describes' room and its viewer counts stay
  // as they were.
  let saved: [typeof anchor, number, string];
  beforeAll(async () => {
    saved = [anchor, roomId, group];
    anchor = await anchorUser();
    const r = await t.call<{ id: number; group_id: string }>('Live/mobileStartRoom', {
      params: { title: 'Browser moderation' },
      token: anchor.token,
    });
    roomId = r.data.id;
    group = r.data.group_id;
  });
  afterAll(() => {
    [anchor, roomId, group] = saved;
  });

  it('a muted user is refused as a guest from the same browser; another browser is not', async () => {
    const cookie = 'sl_dev=mutedbrowser000000001';
    const u = await registerUser(t);
    const logged = await joined(await member(u.user.id, cookie));
    const mute = await t.call('chat/forbidSendMsg', {
      params: { room_id: roomId, chat_id: chatIdOfUser(u.user.id), duration: 'forever' },
      token: anchor.token,
    });
    expect(mute.code).toBe(0);
    expect(await say(logged, 'still me')).toMatchObject({ code: 1, reason: 'mutedForever' });
    await until(async () => (await deviceRows(chatIdOfUser(u.user.id))) > 0, 'the browser mute');
    const same = await joined(await guest(cookie));
    expect(await say(same.c, 'now as a guest')).toMatchObject({
      code: 1,
      reason: 'mutedForever',
      msg: mutedMsg,
    });
    const other = await joined(await guest('sl_dev=anotherbrowser00000001'));
    expect(await say(other.c, 'a different browser')).toMatchObject({ code: 0 });
    // Lifting the user's mute lifts the browser's.
    const lifted = await t.call('chat/unmute', {
      params: { room_id: roomId, chat_id: chatIdOfUser(u.user.id) },
      token: anchor.token,
    });
    expect(lifted.data).toMatchObject({ lifted: true });
    expect(await say(same.c, 'free again')).toMatchObject({ code: 0 });
  });

  it('a user muted while away holds the browser they come back on', async () => {
    const cookie = 'sl_dev=mutedwhileaway00000001';
    const u = await registerUser(t);
    await t.call('chat/forbidSendMsg', {
      params: { room_id: roomId, chat_id: chatIdOfUser(u.user.id), duration: 'forever' },
      token: anchor.token,
    });
    await joined(await member(u.user.id, cookie));
    const same = await joined(await guest(cookie));
    expect(await say(same.c, 'as a guest')).toMatchObject({ code: 1, reason: 'mutedForever' });
  });

  it('a blacklist kicks every connection of the browser, logged in or guest, and no other', async () => {
    const cookie = 'sl_dev=blacklistbrowser000001';
    const u = await registerUser(t);
    const logged = await joined(await member(u.user.id, cookie));
    const sameGuest = await joined(await guest(cookie));
    const other = await joined(await guest('sl_dev=innocentbrowser0000001'));
    const r = await t.call('chat/blackListAdd', {
      params: { room_id: roomId, chat_id: chatIdOfUser(u.user.id) },
      token: anchor.token,
    });
    expect(r.code).toBe(0);
    const kicked = (m: Message) => m.type === 'chat.kicked';
    expect((await untilArrives(logged, kicked)).at(-1)).toEqual({ type: 'chat.kicked', group });
    expect((await untilArrives(sameGuest.c, kicked)).at(-1)).toEqual({
      type: 'chat.kicked',
      group,
    });
    expect(await say(sameGuest.c, 'still here?')).toMatchObject({ code: 1, reason: 'notInGroup' });
    // The kick remembers the browser (off the request): then no guest id from it gets back in.
    await until(() => isBlacklisted(roomId, 'guest_0', hashedDevice(cookie)), 'the browser');
    expect(await answer(sameGuest.c, { type: 'chat.join', group })).toMatchObject({ code: 1 });
    const fresh = await guest(cookie);
    expect(await answer(fresh.c, { type: 'chat.join', group })).toMatchObject({ code: 1 });
    expect(await say(other.c, 'not me')).toMatchObject({ code: 0 });
    // The list shows the user, not their browsers; taking the user off lets the browser back in.
    const list = await t.call<{ chat_id: string }[]>('chat/blackList', {
      method: 'GET',
      params: { room_id: roomId },
      token: anchor.token,
    });
    expect(list.data.map((x) => x.chat_id)).toEqual([chatIdOfUser(u.user.id)]);
    const removed = await t.call('chat/blackListRemove', {
      params: { room_id: roomId, chat_id: chatIdOfUser(u.user.id) },
      token: anchor.token,
    });
    expect(removed.code).toBe(0);
    expect(await answer(fresh.c, { type: 'chat.join', group })).toMatchObject({ code: 0 });
  });

  it('every send asks again: a blacklisted chatter or browser still in the group is refused', async () => {
    const a = await joined(await guest());
    const cookie = 'sl_dev=stillinthegroup0000001';
    const b = await joined(await guest(cookie));
    // Entered without a kick (as if the kick was lost): the sends are refused all the same.
    await addToBlacklist(roomId, a.id, null, anchor.id);
    await addToBlacklist(roomId, newGuestAccount().id, hashedDevice(cookie), anchor.id);
    const refused = translate('en', 'chat.moderation.blacklisted');
    expect(await say(a.c, 'hello')).toMatchObject({ code: 1, reason: 'blacklisted', msg: refused });
    expect(await say(b.c, 'hello')).toMatchObject({ code: 1, reason: 'blacklisted', msg: refused });
  });
});

describe('presence', () => {
  it('counts the viewers in a room from their connections', async () => {
    const before = (await viewerCounts([roomId])).get(roomId) ?? 0;
    const a = await joined(await guest());
    const b = await joined(await client());
    let n = 0;
    for (let i = 0; i < 50 && n !== before + 2; i++) {
      await new Promise((r) => setTimeout(r, 50));
      n = (await viewerCounts([roomId])).get(roomId) ?? 0;
    }
    expect(n).toBe(before + 2);
    await a.c.close();
    await b.close();
    for (let i = 0; i < 50 && n !== before; i++) {
      await new Promise((r) => setTimeout(r, 50));
      n = (await viewerCounts([roomId])).get(roomId) ?? 0;
    }
    expect(n).toBe(before);
    const [r] = await db().select().from(rooms).where(eq(rooms.id, roomId));
    expect(r.state).toBe('live');
  });
});
