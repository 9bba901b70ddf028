import { and, count, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { anchorFollows, broadcasts, messages, rooms, users } from '@/lib/db/schema';
import { resetEnvForTests } from '@/lib/env';
import { startJobs, stopJobs } from '@/lib/jobs';
import { getBus } from '@/lib/realtime/bus';
import { roomTopic, type RoomEvent } from '@/lib/chat/send';
import { signStream } from '@/lib/providers/stream/sign';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { listRecordings } from './rooms';
import { endGracesOver, endIfGraceOver } from './stream-grace';
import { handleStreamHook } from './stream-hook';
import type { RoomItem, RoomState } from './contract';

/**
 * Issue 29 §1: the publish hook owns the room's state, with a grace period. A signed end of the
 * stream holds the room on air for STREAM_GRACE_SECONDS; a publish within it keeps the same
 * broadcast (and tells nobody again); after it the room goes off air once, by the job runner.
 */

let t: TestApi;
let anchor: { token: string; id: number };
let follower: number;
let room: RoomItem;
let streamName: string;
const events: RoomEvent[] = [];
let unsubscribe: () => void;
const saved = { ...process.env };

function setEnv(vars: Record<string, string>) {
  Object.assign(process.env, vars);
  resetEnvForTests();
}

beforeAll(async () => {
  setEnv({ STREAM_GRACE_SECONDS: '30', RECORDING_MIN_SECONDS: '0' });
  t = await createTestApi();
  const a = await registerUser(t);
  await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, a.user.id));
  anchor = { token: a.token, id: a.user.id };
  follower = (await registerUser(t)).user.id;
  await db().insert(anchorFollows).values({ userId: follower, anchorId: anchor.id });
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
  await stopJobs();
  await t?.cleanup();
  for (const k of ['STREAM_GRACE_SECONDS', 'RECORDING_MIN_SECONDS'])
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  resetEnvForTests();
});
afterEach(async () => {
  // Every case starts with the room off air.
  await t.call('Live/endRoom', { token: anchor.token });
  setEnv({ STREAM_GRACE_SECONDS: '30', RECORDING_MIN_SECONDS: '0' });
  events.splice(0);
});

/** The room states published since the last call. */
function pushed(): Pick<RoomState, 'state' | 'reason'>[] {
  return events
    .splice(0)
    .flatMap((e) => (e.t === 'state' ? [{ state: e.room.state, reason: e.room.reason }] : []));
}

async function roomRow() {
  const [r] = await db()
    .select({ state: rooms.state, broadcastId: rooms.broadcastId, downAt: rooms.streamDownAt })
    .from(rooms)
    .where(eq(rooms.id, room.id));
  return r;
}

async function broadcastCount(): Promise<number> {
  const [{ n }] = await db()
    .select({ n: count() })
    .from(broadcasts)
    .where(eq(broadcasts.roomId, room.id));
  return Number(n);
}

async function liveMessages(): Promise<number> {
  const [{ n }] = await db()
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, follower), eq(messages.kind, 'live')));
  return Number(n);
}

function hook(call: 'publish' | 'publish_done', signed = true) {
  const sig = signStream('push', streamName);
  const q = signed ? `&txSecret=${sig.txSecret}&txTime=${sig.txTime}` : '';
  return handleStreamHook(
    new Request('http://localhost/hooks/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `call=${call}&app=live&name=${streamName}${q}`,
    }),
  );
}

const GRACE_OVER = () => Date.now() + 31_000;

it('holds the room on air after a signed end of the stream, for the grace period', async () => {
  expect((await hook('publish')).status).toBe(200);
  const { broadcastId } = await roomRow();
  expect(pushed()).toEqual([{ state: 'live', reason: 'started' }]);

  expect((await hook('publish_done')).status).toBe(200);
  const held = await roomRow();
  expect(held).toMatchObject({ state: 'live', broadcastId });
  expect(held.downAt).toBeInstanceOf(Date);
  // Within the grace, neither the job nor the sweep ends it; nobody is told anything.
  expect(await endIfGraceOver(room.id, Date.now() + 29_000)).toBe(false);
  expect(await endGracesOver(Date.now() + 29_000)).toEqual([]);
  expect(await roomRow()).toMatchObject({ state: 'live', broadcastId });
  expect(pushed()).toEqual([]);
  // A second end (nginx-rtmp may send publish_done and the idle drop) keeps the first time.
  await hook('publish_done');
  expect((await roomRow()).downAt).toEqual(held.downAt);
});

it('keeps the same broadcast when the stream is back within the grace: no second "went live"', async () => {
  await hook('publish');
  const { broadcastId } = await roomRow();
  const told = await liveMessages();
  const before = await broadcastCount();
  pushed();

  await hook('publish_done');
  expect((await hook('publish')).status).toBe(200);
  expect(await roomRow()).toMatchObject({ state: 'live', broadcastId, downAt: null });
  expect(await broadcastCount()).toBe(before);
  expect(await liveMessages()).toBe(told);
  expect(pushed()).toEqual([]);
  // The grace that was running no longer ends anything.
  expect(await endIfGraceOver(room.id, GRACE_OVER())).toBe(false);
  expect(await roomRow()).toMatchObject({ state: 'live', broadcastId });
});

it('goes off air after the grace, the broadcast ending when its stream did; a later publish is a new broadcast', async () => {
  await hook('publish');
  const { broadcastId } = await roomRow();
  const told = await liveMessages();
  await hook('publish_done');
  const { downAt } = await roomRow();
  pushed();

  expect(await endIfGraceOver(room.id, GRACE_OVER())).toBe(true);
  expect(await roomRow()).toMatchObject({ state: 'offline', broadcastId: null, downAt: null });
  expect(pushed()).toEqual([{ state: 'offline', reason: 'ended' }]);
  const [b] = await db().select().from(broadcasts).where(eq(broadcasts.id, broadcastId!));
  expect(b.endedAt).toEqual(downAt);
  // RECORDING_MIN_SECONDS=0 here: listed as a recording.
  const recs = await listRecordings({ roomId: room.id, page: 1, limit: 50 });
  expect(recs.list.map((r) => r.id)).toContain(broadcastId);
  // Once: a second run (the sweep, a retried job) changes nothing.
  expect(await endIfGraceOver(room.id, GRACE_OVER())).toBe(false);
  expect(await endGracesOver(GRACE_OVER())).toEqual([]);

  await hook('publish');
  const again = await roomRow();
  expect(again.state).toBe('live');
  expect(again.broadcastId).not.toBe(broadcastId);
  expect(await liveMessages()).toBe(told + 1);
});

it('keeps a broadcast shorter than RECORDING_MIN_SECONDS out of the recordings', async () => {
  setEnv({ RECORDING_MIN_SECONDS: '3600' });
  await hook('publish');
  const { broadcastId } = await roomRow();
  await hook('publish_done');
  expect(await endGracesOver(GRACE_OVER())).toEqual([room.id]);
  const recs = await listRecordings({ roomId: room.id, page: 1, limit: 50 });
  expect(recs.list.map((r) => r.id)).not.toContain(broadcastId);
});

it('changes nothing on an end of the stream without the push signature', async () => {
  await hook('publish');
  const { broadcastId } = await roomRow();
  pushed();
  expect((await hook('publish_done', false)).status).toBe(200);
  expect(await roomRow()).toMatchObject({ state: 'live', broadcastId, downAt: null });
  expect(await endGracesOver(GRACE_OVER())).toEqual([]);
  expect(await roomRow()).toMatchObject({ state: 'live', broadcastId });
  expect(pushed()).toEqual([]);
});

it("ends at once with the studio's end button, also during the grace", async () => {
  await hook('publish');
  await hook('publish_done');
  pushed();
  const ended = await t.call('Live/endRoom', { token: anchor.token });
  expect(ended.code).toBe(0);
  expect(await roomRow()).toMatchObject({ state: 'offline', downAt: null });
  expect(pushed()).toEqual([{ state: 'offline', reason: 'ended' }]);
  expect(await endGracesOver(GRACE_OVER())).toEqual([]);
});

it('ends at once when the grace is 0', async () => {
  setEnv({ STREAM_GRACE_SECONDS: '0' });
  await hook('publish');
  pushed();
  await hook('publish_done');
  expect(await roomRow()).toMatchObject({ state: 'offline', downAt: null });
  expect(pushed()).toEqual([{ state: 'offline', reason: 'ended' }]);
});

it('settles a publish racing the grace job: one broadcast on air, the old one kept or ended, never both', async () => {
  for (let i = 0; i < 6; i++) {
    await hook('publish');
    const { broadcastId: first } = await roomRow();
    await hook('publish_done');
    const [, ended] = await Promise.all([hook('publish'), endIfGraceOver(room.id, GRACE_OVER())]);
    const now = await roomRow();
    expect(now.state).toBe('live');
    expect(now.downAt).toBeNull();
    const [old] = await db().select().from(broadcasts).where(eq(broadcasts.id, first!));
    if (ended) {
      // The job won: the old broadcast ended, the publish started a new one.
      expect(old.endedAt).not.toBeNull();
      expect(now.broadcastId).not.toBe(first);
    } else {
      // The publish won: the same broadcast goes on.
      expect(old.endedAt).toBeNull();
      expect(now.broadcastId).toBe(first);
    }
    // Exactly one broadcast of the room is open, and it is the room's.
    const stillOpen = (
      await db()
        .select({ id: broadcasts.id, endedAt: broadcasts.endedAt })
        .from(broadcasts)
        .where(eq(broadcasts.roomId, room.id))
    ).filter((b) => b.endedAt === null);
    expect(stillOpen.map((b) => b.id)).toEqual([now.broadcastId]);
    await t.call('Live/endRoom', { token: anchor.token });
  }
});

it('ends the room by the job runner once the grace is over, with nobody calling', async () => {
  setEnv({ STREAM_GRACE_SECONDS: '1' });
  await startJobs();
  await hook('publish');
  pushed();
  await hook('publish_done');
  const deadline = Date.now() + 20_000;
  while ((await roomRow()).state === 'live' && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 200));
  expect(await roomRow()).toMatchObject({ state: 'offline', downAt: null });
  expect(pushed()).toEqual([{ state: 'offline', reason: 'ended' }]);
}, 30_000);
