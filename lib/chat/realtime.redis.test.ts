/**
 * Room chat across instances (issue 9 §8): two realtime servers, each with its own Redis bus
 * connection under one prefix, on one database. A message sent on one reaches the room's viewers
 * on the other, a blacklist kicks a viewer wherever they are connected, and viewer counts are
 * the sum of both instances' presence.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { viewerCounts } from '@/lib/live/presence';
import { newGuestAccount } from '@/lib/providers/chat/guest';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { describeRedis, redisUrl as url } from '@/test/redis';
import { broadcastHorn } from '@/lib/chat/wallet-events';
import { createRedisBus, type Bus } from '@/lib/realtime/bus';
import { createChatModule } from './realtime';
import {
  answer,
  startInstance,
  TestClient,
  untilArrives,
  type Message,
  type TestInstance,
} from '@/lib/realtime/test-helpers';

describeRedis('room chat on two instances over Redis', () => {
  const prefix = `test-chat-${crypto.randomBytes(6).toString('hex')}:`;
  let t: TestApi;
  let buses: Bus[] = [];
  let instances: TestInstance[] = [];
  const clients: TestClient[] = [];
  let group = '';
  let roomId = 0;

  beforeAll(async () => {
    t = await createTestApi();
    buses = [createRedisBus(url, { prefix }), createRedisBus(url, { prefix })];
    instances = await Promise.all(
      buses.map((bus) => startInstance({ bus, modules: [createChatModule({ flushMs: 50 })] })),
    );
    const a = await registerUser(t);
    await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, a.user.id));
    const room = await t.call<{ id: number; group_id: string }>('Live/mobileStartRoom', {
      params: {},
      token: a.token,
    });
    group = room.data.group_id;
    roomId = room.data.id;
  }, 60_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all(instances.map((i) => i.close()));
    await Promise.all(buses.map((b) => b.close()));
    const admin = new Redis(url, { maxRetriesPerRequest: 1 });
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.del(...keys);
    await admin.quit();
    await t?.cleanup();
  });

  async function viewer(on: TestInstance): Promise<{ c: TestClient; id: string }> {
    const c = await TestClient.open(on.url);
    clients.push(c);
    const acc = newGuestAccount();
    expect(await answer(c, { type: 'chat.login', ...acc })).toMatchObject({ code: 0 });
    expect(await answer(c, { type: 'chat.join', group })).toMatchObject({ code: 0 });
    return { c, id: acc.id };
  }

  async function next(c: TestClient, type: string): Promise<Message> {
    for (;;) {
      const m = await c.next(10_000);
      if (m.type === type) return m;
    }
  }

  it('delivers a message sent on one instance to the viewers of the other, once', async () => {
    const a = await viewer(instances[0]);
    const b = await viewer(instances[1]);
    a.c.send({ type: 'chat.send', group, text: 'across the bus' });
    const got = await next(b.c, 'chat.message');
    expect(got.message).toMatchObject({ from: a.id, payload: { text: 'across the bus' } });
    // Exactly once. The control: a's next message, which b must get; a second copy of the first,
    // published before it on the same bus, would come first (one sender's messages keep their
    // order on Redis and in the room's fan-out). A heartbeat's answer proves nothing here: it
    // does not wait for the hop through Redis.
    a.c.send({ type: 'chat.send', group, text: 'and again' });
    const upTo = await untilArrives(
      b.c,
      (m) =>
        m.type === 'chat.message' &&
        (m.message as { payload: { text?: string } }).payload.text === 'and again',
    );
    expect(
      upTo
        .filter((m) => m.type === 'chat.message')
        .map((m) => (m.message as { payload: { text?: string } }).payload.text),
    ).toEqual(['and again']);
  });

  it('counts the viewers of both instances', async () => {
    await viewer(instances[0]);
    await viewer(instances[1]);
    let n = 0;
    for (let i = 0; i < 100 && n < 4; i++) {
      await new Promise((r) => setTimeout(r, 50));
      n = (await viewerCounts([roomId])).get(roomId) ?? 0;
    }
    expect(n).toBeGreaterThanOrEqual(4);
  });

  it('pushes the count of both instances to the viewers of each (issue 24)', async () => {
    const before = (await viewerCounts([roomId])).get(roomId) ?? 0;
    const a = await viewer(instances[0]);
    const b = await viewer(instances[1]);
    const count = (m: Message) => m.type === 'room.viewers' && m.viewers === before + 2;
    for (const v of [a, b]) await untilArrives(v.c, count);
  });

  it('kicks a blacklisted viewer connected to the other instance', async () => {
    const target = await viewer(instances[1]);
    // The moderation code's kick event (lib/chat/moderate.ts), published on instance 0.
    await buses[0].publish(
      `room:${roomId}`,
      JSON.stringify({ t: 'kick', chatId: target.id, device: null }),
    );
    expect(await next(target.c, 'chat.kicked')).toEqual({ type: 'chat.kicked', group });
  });

  it('pushes a passed horn published on one instance to the room viewers of both', async () => {
    const a = await viewer(instances[0]);
    const b = await viewer(instances[1]);
    const horn = {
      id: 1,
      content: 'across every room',
      large: false,
      nickname: 'n',
      avatar: '',
      level: 1,
      noble: null,
      created_at: new Date().toISOString(),
      passed_at: new Date().toISOString(),
    };
    // What admin/reviewHorn does once a horn passes (lib/chat/wallet-events.ts).
    await broadcastHorn(horn, buses[0]);
    for (const v of [a, b]) expect(await next(v.c, 'horn')).toEqual({ type: 'horn', horn });
  });
});
