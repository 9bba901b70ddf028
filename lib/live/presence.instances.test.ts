import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { newGuestAccount } from '@/lib/providers/chat/guest';
import { getBus } from '@/lib/realtime/bus';
import { createChatModule } from '@/lib/chat/realtime';
import {
  answer,
  startInstance,
  TestClient,
  untilArrives,
  type Message,
  type TestInstance,
} from '@/lib/realtime/test-helpers';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import type { LivePage, RoomItem } from './contract';

/**
 * Issue 24: one viewer count per room, from presence on every instance. Two instances of the
 * site on one bus, a viewer on each and the anchor's studio watching on one: both viewers and
 * the studio are pushed the same count (`room.viewers`), which the live list and the studio's
 * read agree with; the studio is not counted. Ending the broadcast reaches the viewers of both
 * instances (`room.state`). The same over Redis: lib/chat/realtime.redis.test.ts.
 */

let t: TestApi;
let near: TestInstance;
let far: TestInstance;
let anchorToken = '';
let room: RoomItem;
const open: TestClient[] = [];

beforeAll(async () => {
  t = await createTestApi();
  [near, far] = await Promise.all([
    startInstance({ bus: getBus(), modules: [createChatModule({ flushMs: 50 })] }),
    startInstance({ bus: getBus(), modules: [createChatModule({ flushMs: 50 })] }),
  ]);
  const a = await registerUser(t);
  await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, a.user.id));
  anchorToken = a.token;
  room = (await t.call<RoomItem>('Live/mobileStartRoom', { params: {}, token: a.token })).data;
}, 120_000);
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
  await near?.close();
  await far?.close();
  await t?.cleanup();
});

async function viewer(on: TestInstance): Promise<TestClient> {
  const c = await TestClient.open(on.url);
  open.push(c);
  expect(await answer(c, { type: 'chat.login', ...newGuestAccount() })).toMatchObject({ code: 0 });
  expect(await answer(c, { type: 'chat.join', group: room.group_id })).toMatchObject({ code: 0 });
  return c;
}

const viewersFrame = (n: number) => (m: Message) => m.type === 'room.viewers' && m.viewers === n;

async function listed(): Promise<number | undefined> {
  const list = await t.call<LivePage<RoomItem>>('live_streaming/getLiveList2', {
    params: { type: 0, limit: 60 },
    method: 'GET',
  });
  return list.data.list.find((r) => r.id === room.id)?.viewers;
}

it('pushes one count from both instances to the viewers and the studio, which is not counted', async () => {
  const studio = await TestClient.open(near.url);
  open.push(studio);
  expect(await answer(studio, { type: 'room.watch', group: room.group_id })).toMatchObject({
    code: 0,
    group: room.group_id,
  });
  const a = await viewer(near);
  const b = await viewer(far);
  // Each viewer, on either instance, and the studio hear the count of both.
  for (const c of [a, b, studio]) await untilArrives(c, viewersFrame(2));
  // The lists and the studio's own read say the same: the watching studio is nobody.
  expect(await listed()).toBe(2);
  const own = await t.call<RoomItem>('live/updateLive', { params: {}, token: anchorToken });
  expect(own.data.viewers).toBe(2);

  // A viewer leaves: the other instance's viewer and the studio are told.
  await a.close();
  for (const c of [b, studio]) await untilArrives(c, viewersFrame(1));
  expect(await listed()).toBe(1);
});

it('tells the viewers on every instance and the studio that the broadcast ended', async () => {
  const studio = await TestClient.open(far.url);
  open.push(studio);
  expect(await answer(studio, { type: 'room.watch', group: room.group_id })).toMatchObject({
    code: 0,
  });
  const a = await viewer(near);
  const b = await viewer(far);
  expect((await t.call('Live/endRoom', { token: anchorToken })).code).toBe(0);
  const ended = (m: Message) => m.type === 'room.state';
  for (const c of [a, b, studio]) {
    const frame = (await untilArrives(c, ended)).at(-1);
    expect(frame).toMatchObject({
      type: 'room.state',
      group: room.group_id,
      room: { id: room.id, state: 'offline', reason: 'ended', streams: null },
    });
  }
  // Off air, the lists drop the room.
  expect(await listed()).toBeUndefined();
});

it('counts a watching connection once it joins the chat', async () => {
  // A room of its own: the other tests' viewers may still be arriving or leaving on the shared
  // one, and an exact count must not race them.
  const a = await registerUser(t);
  await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, a.user.id));
  const own = (await t.call<RoomItem>('Live/mobileStartRoom', { params: {}, token: a.token })).data;
  const c = await TestClient.open(near.url);
  open.push(c);
  expect(await answer(c, { type: 'room.watch', group: own.group_id })).toMatchObject({ code: 0 });
  expect(await c.next()).toMatchObject({ type: 'room.viewers', viewers: 0 });
  expect(await answer(c, { type: 'chat.join', group: own.group_id })).toMatchObject({ code: 0 });
  await untilArrives(c, viewersFrame(1));
});

it('refuses to watch a room that does not exist', async () => {
  const c = await TestClient.open(near.url);
  open.push(c);
  expect(await answer(c, { type: 'room.watch', group: 'room_999999' })).toMatchObject({
    code: 1,
  });
});
