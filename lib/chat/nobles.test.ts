import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { nobleTiers, users } from '@/lib/db/schema';
import { newGuestAccount } from '@/lib/providers/chat/guest';
import { chatIdOfUser, signChatId } from '@/lib/providers/chat/sig';
import { auditLedger, credit, idem } from '@/test/wallet';
import { createTestApi, type TestApi } from '@/test/api';
import { loginAs, registerUser } from '@/test/factories';
import { getBus } from '@/lib/realtime/bus';
import { createChatModule } from './realtime';
import { scoresModule } from '@/lib/realtime/scores';
import {
  sleep,
  startInstance,
  TestClient,
  untilArrives,
  type Message,
  type TestInstance,
} from '@/lib/realtime/test-helpers';

/**
 * Issue 11 on the websocket: a passed horn reaches every connection in any room (and only
 * those), a noble's chat messages carry the badge, and a tier with an entry effect announces its
 * member once per room every 10 minutes.
 */

let t: TestApi;
let rt: TestInstance;
let admin: { token: string };
const rooms: { id: number; group: string }[] = [];
const tier: Record<number, { id: number; badgeColor: string; entryEffect: string }> = {};
const open: TestClient[] = [];

const startChat = () =>
  startInstance({
    bus: getBus(),
    modules: [scoresModule, createChatModule({ sweepMs: 200, flushMs: 50, fanOutMs: 5 })],
  });

beforeAll(async () => {
  t = await createTestApi({ RATE_LIMITS: 'off' });
  rt = await startChat();
  admin = await loginAs(t, '86-13800000003', 'admin123456');
  for (const r of await db().select().from(nobleTiers)) tier[r.level] = r;
  for (let i = 0; i < 2; i++) {
    const a = await registerUser(t);
    await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, a.user.id));
    const started = await t.call<{ id: number; group_id: string }>('Live/mobileStartRoom', {
      params: { title: `Horn room ${i}` },
      token: a.token,
    });
    rooms.push({ id: started.data.id, group: started.data.group_id });
  }
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await rt?.close();
  await t?.cleanup();
});

async function client(instance = rt): Promise<TestClient> {
  const c = await TestClient.open(instance.url);
  open.push(c);
  return c;
}

/** The next frame of `type`, skipping others. */
async function nextOf(c: TestClient, type: string): Promise<Message> {
  for (;;) {
    const m = await c.next();
    if (m.type === type) return m;
  }
}

async function ask(c: TestClient, frame: Message): Promise<Message> {
  c.send(frame);
  return nextOf(c, frame.type as string);
}

async function guest(instance = rt): Promise<TestClient> {
  const c = await client(instance);
  expect(await ask(c, { type: 'chat.login', ...newGuestAccount() })).toMatchObject({ code: 0 });
  return c;
}

async function member(userId: number, instance = rt): Promise<TestClient> {
  const c = await client(instance);
  const id = chatIdOfUser(userId);
  expect(await ask(c, { type: 'chat.login', id, sig: signChatId(id) })).toMatchObject({ code: 0 });
  return c;
}

const join = async (c: TestClient, group: string) =>
  expect(await ask(c, { type: 'chat.join', group })).toMatchObject({ code: 0 });

/** A user holding `level`'s tier. */
async function noble(level: number) {
  const u = await registerUser(t);
  await credit(u.user.id, 200_000);
  const r = await t.call('guard_user/buy', {
    params: { tier_id: tier[level].id, months: 1 },
    token: u.token,
    headers: idem(),
  });
  expect(r.code).toBe(0);
  return u;
}

const isEnter = (m: Message) =>
  m.type === 'chat.message' &&
  (m.message as { payload: { data?: string } }).payload.data === 'enter';
const isText = (text: string) => (m: Message) =>
  m.type === 'chat.message' && (m.message as { payload: { text?: string } }).payload.text === text;
const isHorn = (id: number) => (m: Message) =>
  m.type === 'horn' && (m.horn as { id: number }).id === id;
const hornIds = (ms: Message[]) =>
  ms.filter((m) => m.type === 'horn').map((m) => (m.horn as { id: number }).id);

/** A horn `sender` sends and the administrator passes: every room viewer must receive it. */
async function passedHorn(sender: { token: string }, content: string): Promise<number> {
  const sent = await t.call('Member/sneHorn', {
    params: { content },
    token: sender.token,
    headers: idem(),
  });
  expect(sent.code).toBe(0);
  const passed = await t.call('admin/reviewHorn', {
    params: { id: sent.data.id, pass: 1 },
    token: admin.token,
  });
  expect(passed.code).toBe(0);
  return sent.data.id as number;
}

describe('horn broadcast', () => {
  it('reaches every connection in a room, of any room, and no one else', async () => {
    const a = await guest();
    await join(a, rooms[0].group);
    const b = await guest();
    await join(b, rooms[1].group);
    const lobby = await guest();
    const left = await guest();
    await join(left, rooms[0].group);
    expect(await ask(left, { type: 'chat.leave', group: rooms[0].group })).toMatchObject({
      code: 0,
    });
    expect(rt.realtime.topics()).toContain('horn:all');

    const sender = await noble(3);
    const sent = await t.call('Member/sneHorn', {
      params: { content: 'Big match tonight!' },
      token: sender.token,
      headers: idem(),
    });
    expect(sent.data).toMatchObject({ status: 0, free: true, large: true });
    // Waiting for review: nobody sees it yet. The control is a horn passed after it: the room
    // viewers must get that one, and the waiting horn, had it been pushed, would come first.
    const early = await passedHorn(sender, 'Kick-off in an hour');
    for (const c of [a, b]) expect(hornIds(await untilArrives(c, isHorn(early)))).toEqual([early]);

    const passed = await t.call('admin/reviewHorn', {
      params: { id: sent.data.id, pass: 1 },
      token: admin.token,
    });
    expect(passed.code).toBe(0);
    for (const c of [a, b]) {
      const f = await nextOf(c, 'horn');
      expect(f).toEqual({
        type: 'horn',
        horn: {
          id: sent.data.id,
          content: 'Big match tonight!',
          large: true,
          nickname: sender.user.user_nickname,
          avatar: sender.user.avatar,
          level: expect.any(Number),
          noble: { level: 3, color: tier[3].badgeColor },
          created_at: expect.any(String),
          passed_at: expect.any(String),
        },
      });
    }

    // A failed horn is not pushed.
    const other = await t.call('Member/sneHorn', {
      params: { content: 'Not this one' },
      token: sender.token,
      headers: idem(),
    });
    const failed = await t.call('admin/reviewHorn', {
      params: { id: other.data.id, pass: 0, reason: 'No' },
      token: admin.token,
    });
    expect(failed.code).toBe(0);

    // The control: the two outside any room join one, and a last horn passes. It is the first
    // horn the lobby and the viewer who left ever get, and the first after the passed one for
    // the others: the passed horn reached no connection outside a room, the failed one no one.
    // (Their joins keep what arrives before the answers: join() would skip it.)
    const kept = new Map<TestClient, Message[]>();
    for (const c of [lobby, left]) {
      c.send({ type: 'chat.join', group: rooms[0].group });
      const upTo = await untilArrives(c, (m) => m.type === 'chat.join');
      expect(upTo.at(-1)).toMatchObject({ code: 0 });
      kept.set(c, upTo);
    }
    const last = await passedHorn(sender, 'Final whistle soon');
    for (const c of [a, b, lobby, left]) {
      const got = [...(kept.get(c) ?? []), ...(await untilArrives(c, isHorn(last)))];
      expect(hornIds(got)).toEqual([last]);
    }
  });

  it('the instance listens for horns only while it has room viewers', async () => {
    const own = await startChat();
    try {
      const c = await guest(own);
      expect(own.realtime.topics()).not.toContain('horn:all');
      await join(c, rooms[0].group);
      await join(c, rooms[1].group);
      expect(own.realtime.topics()).toContain('horn:all');
      await ask(c, { type: 'chat.leave', group: rooms[0].group });
      expect(own.realtime.topics()).toContain('horn:all');
      await ask(c, { type: 'chat.leave', group: rooms[1].group });
      expect(own.realtime.topics()).not.toContain('horn:all');
      await join(c, rooms[1].group);
      await c.close();
      for (let i = 0; i < 100 && own.realtime.topics().includes('horn:all'); i++) await sleep(10);
      expect(own.realtime.topics()).not.toContain('horn:all');
    } finally {
      await own.close();
    }
  });
});

describe('noble badge and entry effect', () => {
  it('a noble’s messages carry the badge, a plain user’s carry null', async () => {
    const v = await noble(2);
    const watcher = await guest();
    await join(watcher, rooms[1].group);
    const c = await member(v.user.id);
    await join(c, rooms[1].group);
    c.send({ type: 'chat.send', group: rooms[1].group, text: 'hi all' });
    const reply = await nextOf(c, 'chat.send');
    expect(reply.message).toMatchObject({ noble: { level: 2, color: tier[2].badgeColor } });
    let m = await nextOf(watcher, 'chat.message');
    while (isEnter(m)) m = await nextOf(watcher, 'chat.message');
    expect(m.message).toMatchObject({
      payload: { text: 'hi all' },
      noble: { level: 2, color: tier[2].badgeColor },
    });
    expect((m.message as { payload: object }).payload).toEqual({ text: 'hi all' });
    const h = await ask(watcher, { type: 'chat.history', group: rooms[1].group });
    const mine = (h.messages as { payload: { text?: string }; noble: unknown }[]).find(
      (x) => x.payload.text === 'hi all',
    );
    expect(mine?.noble).toEqual({ level: 2, color: tier[2].badgeColor });

    const plain = await registerUser(t);
    const p = await member(plain.user.id);
    await join(p, rooms[1].group);
    p.send({ type: 'chat.send', group: rooms[1].group, text: 'me too' });
    expect((await nextOf(p, 'chat.send')).message).toMatchObject({ noble: null });
  });

  it('announces a noble’s entry once per room every 10 minutes, on any instance', async () => {
    const duke = await noble(5);
    const watcher = await guest();
    await join(watcher, rooms[0].group);
    const c = await member(duke.user.id);
    await join(c, rooms[0].group);
    const m = await nextOf(watcher, 'chat.message');
    expect(m.message).toMatchObject({
      type: 'TIMCustomElem',
      from: chatIdOfUser(duke.user.id),
      nick: duke.user.user_nickname,
      noble: { level: 5, color: tier[5].badgeColor },
      payload: { data: 'enter' },
    });
    expect(JSON.parse((m.message as { payload: { extension: string } }).payload.extension)).toEqual(
      { effect: 'duke', level: 5, color: tier[5].badgeColor },
    );

    // Leaving and coming back, here or through another instance: no second announcement. A
    // connection's frames are handled in order, so the heartbeat's answer comes once its join
    // has announced whatever it announces; the duke then speaks through the second instance,
    // and a second entry, published before, would reach the watcher before the words.
    await ask(c, { type: 'chat.leave', group: rooms[0].group });
    await join(c, rooms[0].group);
    await ask(c, { type: 'heartbeat' });
    const other = await startChat();
    try {
      const c2 = await member(duke.user.id, other);
      await join(c2, rooms[0].group);
      await ask(c2, { type: 'heartbeat' });
      c2.send({ type: 'chat.send', group: rooms[0].group, text: 'back again' });
      expect((await untilArrives(watcher, isText('back again'))).filter(isEnter)).toEqual([]);
    } finally {
      await other.close();
    }
    // Another room is another entry.
    const watcher2 = await guest();
    await join(watcher2, rooms[1].group);
    await join(c, rooms[1].group);
    expect(isEnter(await nextOf(watcher2, 'chat.message'))).toBe(true);
  });

  it('no entry for a tier without an effect, a plain user or a guest', async () => {
    const knight = await noble(1);
    const plain = await registerUser(t);
    const watcher = await guest();
    await join(watcher, rooms[0].group);
    const joiners = [await member(knight.user.id), await member(plain.user.id), await guest()];
    for (const c of joiners) {
      await join(c, rooms[0].group);
      // Answered once the join has announced whatever it announces (frames go in order).
      await ask(c, { type: 'heartbeat' });
    }
    // The control: the last of them speaks; an entry, published before, would come first.
    joiners[2].send({ type: 'chat.send', group: rooms[0].group, text: 'hello room' });
    expect((await untilArrives(watcher, isText('hello room'))).filter(isEnter)).toEqual([]);
  });
});

// Last: every movement above went through the ledger and it still balances.
describe('the ledger', () => {
  it('still balances', async () => {
    expect(await auditLedger()).toEqual([]);
  });
});
