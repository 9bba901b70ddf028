import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { auditLog, rooms, users } from '@/lib/db/schema';
import { auditCount } from '@/lib/admin/audit';
import { signStream } from '@/lib/providers/stream/sign';
import { handleStreamHook } from '@/lib/live/stream-hook';
import type { RoomItem } from '@/lib/live/contract';
import { createTestApi, type TestApi } from '@/test/api';
import { loginAs, registerUser } from '@/test/factories';

/**
 * The console's rooms section (issue 27 "Rooms"): rooms on air with viewers, ending a broadcast,
 * closing a room for a time or for good (it cannot go on air meanwhile) and reopening it,
 * featuring rooms, and the live categories. Wrong callers get 700 or "forbidden"; every action
 * writes exactly one audit row, a refused one none.
 */
let t: TestApi;
type Caller = { token: string; user: { id: number; user_nickname: string } };
let admin: Caller;
let moderator: Caller;
let editor: Caller;
let fan: Caller;
let anchor: Caller;
let room: RoomItem;
let streamName: string;

beforeAll(async () => {
  t = await createTestApi({ RATE_LIMITS: 'off' });
  admin = await loginAs(t, '86-13800000003', 'admin123456');
  moderator = await loginAs(t, '86-13800000004', 'moderator123456');
  editor = await loginAs(t, '86-13800000005', 'editor123456');
  fan = await registerUser(t);
  const a = await registerUser(t);
  await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, a.user.id));
  anchor = a;
  room = (
    await t.call<RoomItem>('live/updateLive', {
      params: { title: 'Console derby night' },
      token: a.token,
    })
  ).data;
  [{ streamName }] = await db()
    .select({ streamName: rooms.streamName })
    .from(rooms)
    .where(eq(rooms.id, room.id));
}, 120_000);
afterAll(async () => {
  await t?.cleanup();
});

const get = (path: string, token: string | null, params: Record<string, unknown> = {}) =>
  t.call(path, { method: 'GET', params, token });
const post = (path: string, token: string | null, params: Record<string, unknown> = {}) =>
  t.call(path, { method: 'POST', params, token });

const lastAudit = async () => (await db().select().from(auditLog).orderBy(auditLog.id)).at(-1)!;

async function dbRoom() {
  const [r] = await db().select().from(rooms).where(eq(rooms.id, room.id));
  return r;
}

const goLive = () => t.call('Live/mobileStartRoom', { params: {}, token: anchor.token });

/** The media server asks whether the room's stream may be published. */
function publishHook() {
  const sig = signStream('push', streamName);
  const form = `call=publish&app=live&name=${streamName}&txSecret=${sig.txSecret}&txTime=${sig.txTime}`;
  return handleStreamHook(
    new Request('http://localhost/hooks/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    }),
  );
}

describe('who may call', () => {
  const moderatorOnes = [
    ['GET', 'admin/roomList', {}],
    ['GET', 'admin/liveCategoryList', {}],
    ['POST', 'admin/endBroadcast', { room_id: 1 }],
    ['POST', 'admin/closeRoom', { room_id: 1, hours: 1, reason: 'x' }],
    ['POST', 'admin/reopenRoom', { room_id: 1 }],
    ['POST', 'admin/setRoomFeatured', { room_id: 1, on: 1 }],
  ] as const;
  const adminOnes = [
    ['POST', 'admin/liveCategorySave', { name_zh: '甲', name_en: 'A', name_vi: 'A' }],
    ['POST', 'admin/liveCategoryDelete', { id: 1 }],
  ] as const;

  it.each(moderatorOnes)(
    '%s %s: visitors 700, users, anchors and editors "forbidden"',
    async (m, path, params) => {
      const before = await auditCount();
      const call = m === 'GET' ? get : post;
      expect((await call(path, null, params)).code).toBe(700);
      for (const c of [fan, anchor, editor])
        expect(await call(path, c.token, params)).toMatchObject({
          code: 1,
          data: { error: 'forbidden' },
        });
      expect(await auditCount()).toBe(before);
    },
  );

  it.each(adminOnes)('%s %s: administrators only', async (_m, path, params) => {
    const before = await auditCount();
    expect((await post(path, null, params)).code).toBe(700);
    for (const c of [fan, anchor, editor, moderator])
      expect(await post(path, c.token, params)).toMatchObject({
        code: 1,
        data: { error: 'forbidden' },
      });
    expect(await auditCount()).toBe(before);
  });
});

describe('admin/roomList', () => {
  it('lists the rooms on air, all rooms and closed ones; searches title, anchor and id', async () => {
    expect((await goLive()).code).toBe(0);
    const live = await get('admin/roomList', moderator.token, {});
    expect(live.code).toBe(0);
    const mine = live.data.list.find((r: { id: number }) => r.id === room.id);
    expect(mine).toMatchObject({
      state: 'live',
      title: 'Console derby night',
      anchor_id: anchor.user.id,
      anchor_nickname: anchor.user.user_nickname,
      viewers: 0,
      closed_until: null,
      featured: false,
    });
    expect(mine.live_since).not.toBeNull();
    for (const q of ['derby NIGHT', anchor.user.user_nickname.slice(0, 3), String(room.id)]) {
      const r = await get('admin/roomList', moderator.token, { filter: 'all', q });
      expect(r.data.list.map((x: { id: number }) => x.id)).toContain(room.id);
    }
    const all = await get('admin/roomList', moderator.token, { filter: 'all', limit: 100 });
    const states = all.data.list.map((r: { state: string }) => r.state);
    expect(
      states.indexOf('offline') === -1 || states.lastIndexOf('live') < states.indexOf('offline'),
    ).toBe(true);
    const closed = await get('admin/roomList', moderator.token, { filter: 'closed' });
    expect(closed.data.list.map((x: { id: number }) => x.id)).not.toContain(room.id);
    expect((await get('admin/roomList', moderator.token, { filter: 'open' })).code).toBe(1);
  });
});

describe('ending a broadcast', () => {
  it('takes the room off air with one audit row; off air already → "roomNotLive"', async () => {
    await goLive();
    expect((await dbRoom()).state).toBe('live');
    const before = await auditCount();
    const r = await post('admin/endBroadcast', moderator.token, { room_id: room.id });
    expect(r.code).toBe(0);
    expect((await dbRoom()).state).toBe('offline');
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      actorId: moderator.user.id,
      action: 'room.endBroadcast',
      targetType: 'room',
      targetId: String(room.id),
      after: { state: 'offline' },
    });
    expect(await post('admin/endBroadcast', moderator.token, { room_id: room.id })).toMatchObject({
      code: 1,
      data: { error: 'roomNotLive' },
    });
    expect(await post('admin/endBroadcast', moderator.token, { room_id: 999999 })).toMatchObject({
      code: 1,
      data: { error: 'roomNotFound' },
    });
    expect(await auditCount()).toBe(before + 1);
  });
});

describe('closing a room', () => {
  it('refuses bad input with code 1 and no audit row', async () => {
    const before = await auditCount();
    for (const params of [
      { room_id: room.id, hours: 5, reason: 'x' },
      { room_id: room.id, hours: 1, reason: '   ' },
      { room_id: room.id, hours: 1, reason: 'x'.repeat(201) },
      { hours: 1, reason: 'x' },
      { room_id: 999999, hours: 1, reason: 'x' },
    ])
      expect((await post('admin/closeRoom', moderator.token, params)).code).toBe(1);
    expect(await auditCount()).toBe(before);
  });

  it('takes a room on air off air; closed, it cannot go on air; reopening undoes it', async () => {
    await goLive();
    const before = await auditCount();
    const r = await post('admin/closeRoom', moderator.token, {
      room_id: room.id,
      hours: 24,
      reason: 'Pirated stream',
    });
    expect(r).toMatchObject({ code: 0, data: { ended: true } });
    expect(new Date(r.data.closed_until).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'room.close',
      targetId: String(room.id),
      before: { closed_until: null, state: 'live' },
      after: { reason: 'Pirated stream', state: 'offline' },
    });
    const row = await dbRoom();
    expect(row).toMatchObject({ state: 'offline', closedReason: 'Pirated stream' });

    // The studio and the media server's publish hook both refuse it.
    expect(await goLive()).toMatchObject({ code: 1, data: { error: 'roomClosed' } });
    expect((await publishHook()).status).toBe(403);
    expect((await dbRoom()).state).toBe('offline');

    const closed = await get('admin/roomList', moderator.token, { filter: 'closed' });
    expect(closed.data.list[0]).toMatchObject({ id: room.id, closed_reason: 'Pirated stream' });

    const reopened = await post('admin/reopenRoom', moderator.token, { room_id: room.id });
    expect(reopened.code).toBe(0);
    expect(await auditCount()).toBe(before + 2);
    expect(await lastAudit()).toMatchObject({
      action: 'room.reopen',
      after: { closed_until: null },
    });
    expect(await post('admin/reopenRoom', moderator.token, { room_id: room.id })).toMatchObject({
      code: 1,
      data: { error: 'roomNotClosed' },
    });
    expect(await auditCount()).toBe(before + 2);
    expect((await publishHook()).status).toBe(200);
    expect((await dbRoom()).state).toBe('live');
  });

  it('closes an offline room for good', async () => {
    await post('admin/endBroadcast', moderator.token, { room_id: room.id });
    const r = await post('admin/closeRoom', admin.token, {
      room_id: room.id,
      hours: 0,
      reason: 'Gone',
    });
    expect(r).toMatchObject({ code: 0, data: { ended: false } });
    expect(r.data.closed_until.startsWith('9999')).toBe(true);
    expect(await goLive()).toMatchObject({ code: 1, data: { error: 'roomClosed' } });
    await post('admin/reopenRoom', admin.token, { room_id: room.id });
  });
});

describe('featured rooms', () => {
  it('features and stops featuring a room, one audit row each', async () => {
    const before = await auditCount();
    const on = await post('admin/setRoomFeatured', moderator.token, {
      room_id: room.id,
      on: 1,
      sort: 3,
    });
    expect(on).toMatchObject({ code: 0, data: { featured: true, featured_sort: 3 } });
    expect(await lastAudit()).toMatchObject({ action: 'room.feature', after: { featured: true } });
    expect(await dbRoom()).toMatchObject({ featured: true, featuredSort: 3 });
    const off = await post('admin/setRoomFeatured', moderator.token, { room_id: room.id, on: 0 });
    expect(off).toMatchObject({ code: 0, data: { featured: false } });
    expect(await lastAudit()).toMatchObject({ action: 'room.unfeature' });
    expect(await auditCount()).toBe(before + 2);
    expect(
      (await post('admin/setRoomFeatured', moderator.token, { room_id: room.id, on: 2 })).code,
    ).toBe(1);
    expect(
      (await post('admin/setRoomFeatured', moderator.token, { room_id: 999999, on: 1 })).code,
    ).toBe(1);
    expect(await auditCount()).toBe(before + 2);
  });
});

describe('the home page’s featured rooms', () => {
  it('lists the featured rooms on air, lowest order first', async () => {
    // A second anchor on air, featured ahead of the first.
    const b = await registerUser(t);
    await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, b.user.id));
    const other = (await t.call<RoomItem>('live/updateLive', { params: {}, token: b.token })).data;
    await t.call('Live/mobileStartRoom', { params: {}, token: b.token });
    if ((await dbRoom()).state !== 'live') await goLive();
    const ids = async () =>
      ((await t.call<RoomItem[]>('live_streaming/featuredRooms')).data ?? []).map((r) => r.id);
    expect(await ids()).toEqual([]);

    await post('admin/setRoomFeatured', moderator.token, { room_id: room.id, on: 1, sort: 2 });
    await post('admin/setRoomFeatured', moderator.token, { room_id: other.id, on: 1, sort: 1 });
    expect(await ids()).toEqual([other.id, room.id]);
    await post('admin/setRoomFeatured', moderator.token, { room_id: other.id, on: 1, sort: 5 });
    expect(await ids()).toEqual([room.id, other.id]);
    // Off air: not on the home page, featured or not.
    await post('admin/endBroadcast', moderator.token, { room_id: other.id });
    expect(await ids()).toEqual([room.id]);
    await post('admin/setRoomFeatured', moderator.token, { room_id: room.id, on: 0 });
    expect(await ids()).toEqual([]);
  });

  it('a closed room’s page says so', async () => {
    await post('admin/closeRoom', moderator.token, { room_id: room.id, hours: 1, reason: 'Check' });
    const info = await t.call<RoomItem & { closed_until: string | null }>(
      'Live_streaming/getRoomInfo',
      { params: { id: room.id }, method: 'GET' },
    );
    expect(info.data.closed_until).not.toBeNull();
    await post('admin/reopenRoom', moderator.token, { room_id: room.id });
    const again = await t.call<{ closed_until: string | null }>('Live_streaming/getRoomInfo', {
      params: { id: room.id },
      method: 'GET',
    });
    expect(again.data.closed_until).toBeNull();
  });
});

describe('live categories', () => {
  it('creates, renames and deletes a category, one audit row each; the live list follows', async () => {
    const before = await auditCount();
    const made = await post('admin/liveCategorySave', admin.token, {
      name_zh: '电竞',
      name_en: 'Esports',
      name_vi: 'Thể thao điện tử',
      sort: 5,
    });
    expect(made.code).toBe(0);
    const id = made.data.id as number;
    expect(await lastAudit()).toMatchObject({
      action: 'liveCategory.create',
      targetId: String(id),
    });
    const listed = await t.call('live_streaming/categories', { lang: 'en' });
    expect(JSON.stringify(listed.data)).toContain('Esports');

    const renamed = await post('admin/liveCategorySave', admin.token, {
      id,
      name_zh: '电子竞技',
      name_en: 'E-sports',
      name_vi: 'Thể thao điện tử',
    });
    expect(renamed.code).toBe(0);
    expect(await lastAudit()).toMatchObject({
      action: 'liveCategory.update',
      before: { name_en: 'Esports' },
      after: { name_en: 'E-sports' },
    });
    const list = await get('admin/liveCategoryList', moderator.token);
    expect(list.data).toContainEqual(
      expect.objectContaining({ id, name_zh: '电子竞技', rooms: 0 }),
    );

    expect((await post('admin/liveCategoryDelete', admin.token, { id })).code).toBe(0);
    expect(await lastAudit()).toMatchObject({
      action: 'liveCategory.delete',
      before: { name_en: 'E-sports' },
    });
    expect(await auditCount()).toBe(before + 3);
  });

  it('refuses bad input and unknown categories without an audit row', async () => {
    const before = await auditCount();
    for (const params of [
      { name_zh: '', name_en: 'A', name_vi: 'A' },
      { name_zh: 'A', name_en: 'A' },
      { name_zh: 'A'.repeat(21), name_en: 'A', name_vi: 'A' },
      { id: 999999, name_zh: 'A', name_en: 'A', name_vi: 'A' },
    ])
      expect((await post('admin/liveCategorySave', admin.token, params)).code).toBe(1);
    expect(await post('admin/liveCategoryDelete', admin.token, { id: 999999 })).toMatchObject({
      code: 1,
      data: { error: 'categoryNotFound' },
    });
    expect(await auditCount()).toBe(before);
  });
});
