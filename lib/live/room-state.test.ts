import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { resetEnvForTests } from '@/lib/env';
import { rooms, users } from '@/lib/db/schema';
import { getBus } from '@/lib/realtime/bus';
import { roomTopic, type RoomEvent } from '@/lib/chat/send';
import { signStream } from '@/lib/providers/stream/sign';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { handleStreamHook } from './stream-hook';
import type { RoomItem, RoomState } from './contract';

/**
 * Issue 24: a room's state reaches the people already in it. Every way a room goes on or off air
 * (the studio's start and end, the media server's publish hook, staff closing it) and a title
 * change publish the room's state on its topic, which every instance turns into a `room.state`
 * frame for the room's connections (lib/chat/realtime.ts; frames: realtime.test.ts).
 */

let t: TestApi;
let anchor: { token: string; id: number };
let room: RoomItem;
let streamName: string;
const events: RoomEvent[] = [];
let unsubscribe: () => void;

beforeAll(async () => {
  t = await createTestApi();
  const a = await registerUser(t);
  await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, a.user.id));
  anchor = { token: a.token, id: a.user.id };
  room = (await t.call<RoomItem>('live/updateLive', { params: {}, token: a.token })).data;
  [{ streamName }] = await db()
    .select({ streamName: rooms.streamName })
    .from(rooms)
    .where(eq(rooms.id, room.id));
  unsubscribe = await getBus().subscribe(roomTopic(room.id), (m) =>
    events.push(JSON.parse(m) as RoomEvent),
  );
}, 120_000);
afterAll(async () => {
  unsubscribe?.();
  await t?.cleanup();
});

/** The room states published since the last call. */
function pushed(): RoomState[] {
  return events.splice(0).flatMap((e) => (e.t === 'state' ? [e.room] : []));
}

async function dbState(): Promise<string> {
  const [r] = await db().select({ state: rooms.state }).from(rooms).where(eq(rooms.id, room.id));
  return r.state;
}

it('pushes going live and ending from the studio, with the streams and the next broadcast', async () => {
  const inHour = Math.floor(Date.now() / 1000) + 3600;
  const s = await t.call('Live/addSchedule', {
    params: { title: 'Derby preview', starts_at: inHour },
    token: anchor.token,
  });
  expect(s.code).toBe(0);
  pushed();

  expect((await t.call('Live/mobileStartRoom', { params: {}, token: anchor.token })).code).toBe(0);
  const [started, ...more] = pushed();
  expect(more).toEqual([]);
  expect(started).toMatchObject({ id: room.id, state: 'live', reason: 'started' });
  expect(started.streams?.hls).toMatch(new RegExp(`${streamName}\\.m3u8\\?txSecret=`));
  expect(started.live_since).toEqual(expect.any(Number));

  // Starting again changes nothing, and tells nobody.
  await t.call('Live/mobileStartRoom', { params: {}, token: anchor.token });
  expect(pushed()).toEqual([]);

  const renamed = await t.call('live/setTitle', {
    params: { title: 'Second half' },
    token: anchor.token,
  });
  expect(renamed.code).toBe(0);
  expect(pushed()).toMatchObject([{ state: 'live', reason: 'updated', title: 'Second half' }]);

  const ended = await t.call('Live/endRoom', { token: anchor.token });
  expect(ended.code).toBe(0);
  const [off] = pushed();
  expect(off).toMatchObject({
    state: 'offline',
    reason: 'ended',
    streams: null,
    live_since: null,
    next_schedule: { title: 'Derby preview', starts_at: inHour },
  });
  expect(off.at).toBeGreaterThan(started.at - 1);
  await t.call('Live/endRoom', { token: anchor.token });
  expect(pushed()).toEqual([]);
});

it('pushes staff closing a room; only site administrators may', async () => {
  await t.call('Live/mobileStartRoom', { params: {}, token: anchor.token });
  pushed();
  const refused = await t.call('admin/endBroadcast', {
    params: { room_id: room.id },
    token: anchor.token,
  });
  expect(refused.code).not.toBe(0);
  expect(await dbState()).toBe('live');
  expect(pushed()).toEqual([]);

  // The same account made a site administrator (the role is read on every call).
  await db().update(users).set({ isAdmin: true }).where(eq(users.id, anchor.id));
  // The console's end of a broadcast (lib/admin/rooms.ts).
  const closed = await t.call('admin/endBroadcast', {
    params: { room_id: room.id },
    token: anchor.token,
  });
  expect(closed.code).toBe(0);
  expect(await dbState()).toBe('offline');
  expect(pushed()).toMatchObject([{ state: 'offline', reason: 'closed' }]);
  const unknown = await t.call('admin/endBroadcast', {
    params: { room_id: 999999 },
    token: anchor.token,
  });
  expect(unknown.code).toBe(1);
  await db().update(users).set({ isAdmin: false }).where(eq(users.id, anchor.id));
});

function hook(form: string) {
  return handleStreamHook(
    new Request('http://localhost/hooks/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    }),
  );
}

it('follows the publish hook: a publish goes on air, a signed end of the stream off air', async () => {
  // Without a grace period (its cases: stream-grace.test.ts) the end takes the room off air at once.
  const grace = process.env.STREAM_GRACE_SECONDS;
  process.env.STREAM_GRACE_SECONDS = '0';
  resetEnvForTests();
  pushed();
  const sig = signStream('push', streamName);
  const q = `txSecret=${sig.txSecret}&txTime=${sig.txTime}`;
  expect((await hook(`call=publish&app=live&name=${streamName}&${q}`)).status).toBe(200);
  expect(await dbState()).toBe('live');
  expect(pushed()).toMatchObject([{ state: 'live', reason: 'started' }]);

  // An end without the room's push signature is only logged: the name is in every pull address.
  expect((await hook(`call=publish_done&app=live&name=${streamName}`)).status).toBe(200);
  expect(await dbState()).toBe('live');
  expect(pushed()).toEqual([]);

  expect((await hook(`call=publish_done&app=live&name=${streamName}&${q}`)).status).toBe(200);
  expect(await dbState()).toBe('offline');
  expect(pushed()).toMatchObject([{ state: 'offline', reason: 'ended' }]);
  if (grace === undefined) delete process.env.STREAM_GRACE_SECONDS;
  else process.env.STREAM_GRACE_SECONDS = grace;
  resetEnvForTests();
});
