import { and, asc, eq, isNull } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { chatMessages, chatMutes, moderationLog, users } from '@/lib/db/schema';
import { translate } from '@/lib/i18n/messages';
import { chatIdOfUser } from '@/lib/providers/chat/sig';
import { createTestApi, type TestApi } from '@/test/api';
import { loginAs, registerUser } from '@/test/factories';

/**
 * chat/unmute and chat/modLog against the production app on a fresh database: room staff lift a
 * mute and the user may chat again, the room's record lists who did what to whom and when, and
 * nobody else may do either (lib/chat/moderate.ts).
 */

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t?.cleanup());

type User = { id: number; token: string; nickname: string; chatId: string };
type Anchor = User & { roomId: number };
type ModRecord = {
  id: number;
  action: string;
  target_chat_id: string | null;
  detail: unknown;
  actor_id: number | null;
  actor_nickname: string | null;
  time: number;
};

async function user(): Promise<User> {
  const u = await registerUser(t);
  return {
    id: u.user.id,
    token: u.token,
    nickname: u.user.user_nickname,
    chatId: chatIdOfUser(u.user.id),
  };
}

/** An anchor on air in a room of their own. */
async function anchor(): Promise<Anchor> {
  const a = await user();
  await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, a.id));
  const r = await t.call<{ id: number }>('Live/mobileStartRoom', {
    params: { title: 'Moderation' },
    token: a.token,
  });
  expect(r.code).toBe(0);
  return { ...a, roomId: r.data.id };
}

/** A danmaku through the API: the same rules as the websocket's chat.send, mutes included. */
const say = (u: User, roomId: number, text: string) =>
  t.call('Barrage/send', { params: { room_id: roomId, text }, token: u.token, lang: 'en' });

async function mute(by: User, roomId: number, chatId: string, duration: string | number) {
  const r = await t.call('chat/forbidSendMsg', {
    params: { room_id: roomId, chat_id: chatId, duration },
    token: by.token,
  });
  expect(r.code).toBe(0);
}

const unmute = (by: User | null, params: Record<string, unknown>, lang = 'en') =>
  t.call<{ chat_id: string; lifted: boolean }>('chat/unmute', {
    params,
    token: by?.token,
    lang,
  });

const modLog = (by: User | null, params: Record<string, unknown>, lang = 'en') =>
  t.call<ModRecord[]>('chat/modLog', { method: 'GET', params, token: by?.token, lang });

/** The mutes of `chatId` in force in the room (not lifted). */
const mutesInForce = async (roomId: number, chatId: string) =>
  (
    await db()
      .select()
      .from(chatMutes)
      .where(
        and(eq(chatMutes.roomId, roomId), eq(chatMutes.chatId, chatId), isNull(chatMutes.liftedAt)),
      )
  ).length;

/** The room's system notices (mute, unmute …) as its viewers receive them, oldest first. */
async function notices(roomId: number): Promise<Record<string, unknown>[]> {
  const rows = await db()
    .select({ payload: chatMessages.payload })
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.fromId, 'system')))
    .orderBy(asc(chatMessages.seq));
  return rows.map((r) => JSON.parse((r.payload as { extension: string }).extension));
}

/** What a refusal changes: nothing of these. */
async function roomState(roomId: number, chatId: string) {
  return {
    mutes: await mutesInForce(roomId, chatId),
    notices: await notices(roomId),
    log: await db().select().from(moderationLog).where(eq(moderationLog.roomId, roomId)),
  };
}

const seconds = () => Math.floor(Date.now() / 1000);

describe('chat/unmute', () => {
  it('the anchor lifts a mute: the user may chat again, and the room is told', async () => {
    const a = await anchor();
    const v = await user();
    expect(await say(v, a.roomId, 'before')).toMatchObject({ code: 0 });
    await mute(a, a.roomId, v.chatId, 'forever');
    expect(await say(v, a.roomId, 'muted now')).toMatchObject({
      code: 1,
      msg: 'You are muted in this room',
    });

    const r = await unmute(a, { room_id: a.roomId, chat_id: v.chatId });
    expect(r).toMatchObject({
      status: 200,
      code: 0,
      msg: 'Mute lifted',
      data: { chat_id: v.chatId, lifted: true },
    });
    expect(await mutesInForce(a.roomId, v.chatId)).toBe(0);
    expect(await say(v, a.roomId, 'free again')).toMatchObject({ code: 0 });
    expect(await notices(a.roomId)).toEqual([
      { event: 'mute', target: v.chatId, duration: 'forever', until: null },
      { event: 'unmute', target: v.chatId },
    ]);
  });

  it('a room administrator lifts every mute of the user in that room, and only there', async () => {
    const a = await anchor();
    const other = await anchor();
    const admin = await user();
    const v = await user();
    const appointed = await t.call('Live/setRoomAdmin', {
      params: { user_id: admin.id, type: 1 },
      token: a.token,
    });
    expect(appointed.code).toBe(0);
    // Two mutes here (one for this broadcast, one for 2 hours), one in another room.
    await mute(admin, a.roomId, v.chatId, 'broadcast');
    await mute(a, a.roomId, v.chatId, 2);
    await mute(other, other.roomId, v.chatId, 'forever');

    const r = await unmute(admin, { room_id: a.roomId, chat_id: v.chatId }, 'vi');
    expect(r).toMatchObject({
      code: 0,
      msg: translate('vi', 'api.unmuted'),
      data: { chat_id: v.chatId, lifted: true },
    });
    expect(await mutesInForce(a.roomId, v.chatId)).toBe(0);
    expect(await say(v, a.roomId, 'here I may')).toMatchObject({ code: 0 });
    expect(await mutesInForce(other.roomId, v.chatId)).toBe(1);
    expect(await say(v, other.roomId, 'not here')).toMatchObject({ code: 1 });
  });

  it('refuses anyone who is not staff of the room, clearly, and changes nothing', async () => {
    const a = await anchor();
    const other = await anchor();
    const fan = await user();
    const v = await user();
    await mute(a, a.roomId, v.chatId, 'forever');
    const before = await roomState(a.roomId, v.chatId);

    // Guests: log in first (700).
    expect(await unmute(null, { room_id: a.roomId, chat_id: v.chatId })).toMatchObject({
      status: 200,
      code: 700,
      msg: 'Please log in first',
    });
    // A viewer, the muted user themself and the anchor of another room: not allowed, in the
    // caller's language.
    for (const [who, lang] of [
      [fan, 'en'],
      [v, 'zh'],
      [other, 'vi'],
    ] as const) {
      expect(await unmute(who, { room_id: a.roomId, chat_id: v.chatId }, lang)).toMatchObject({
        status: 200,
        code: 1,
        msg: translate(lang, 'api.errors.forbidden'),
        data: { error: 'forbidden' },
      });
    }
    expect(translate('en', 'api.errors.forbidden')).toBe('This operation is not allowed');
    expect(await roomState(a.roomId, v.chatId)).toEqual(before);
    expect(await say(v, a.roomId, 'still muted?')).toMatchObject({ code: 1 });
  });

  it('refuses missing and malformed ids with a clear error, never 5xx, and changes nothing', async () => {
    const a = await anchor();
    const v = await user();
    await mute(a, a.roomId, v.chatId, 'forever');
    const before = await roomState(a.roomId, v.chatId);

    const refusals: [Record<string, unknown>, string, RegExp][] = [
      [{ chat_id: v.chatId }, 'room_id', /^Live room: is required$/],
      [{ room_id: a.roomId }, 'chat_id', /^Chat user: is required$/],
      [{}, 'room_id', /^Live room: /],
      ...['abc', '0', '-1', '1e3', '1.5', '99999999999', ' '].map(
        (id): [Record<string, unknown>, string, RegExp] => [
          { room_id: id, chat_id: v.chatId },
          'room_id',
          /^Live room: /,
        ],
      ),
      ...[
        '',
        'x',
        'u0',
        'u-1',
        `u${v.id}x`,
        'guest_zz',
        'guest_0123',
        `${v.chatId}; drop table chat_mutes`,
        'system',
      ].map((id): [Record<string, unknown>, string, RegExp] => [
        { room_id: a.roomId, chat_id: id },
        'chat_id',
        /^Chat user: /,
      ]),
      [{ room_id: a.roomId, chat_id: v.id }, 'chat_id', /^Chat user: /],
    ];
    for (const [params, field, msg] of refusals) {
      const r = await unmute(a, params);
      expect({ params, r }).toMatchObject({
        params,
        r: {
          status: 200,
          code: 1,
          msg: expect.stringMatching(msg),
          data: { error: 'invalidField', field },
        },
      });
    }
    // A well-formed id of no room.
    expect(await unmute(a, { room_id: 999_999, chat_id: v.chatId })).toMatchObject({
      status: 200,
      code: 1,
      msg: 'This live room does not exist',
      data: { error: 'roomNotFound' },
    });
    expect(await roomState(a.roomId, v.chatId)).toEqual(before);
  });

  it('answers lifted: false for a user who is not muted, recording and announcing nothing', async () => {
    const a = await anchor();
    const v = await user();
    const stranger = chatIdOfUser(v.id + 100_000);
    // Never muted here: a user, a guest id, an id no account has.
    for (const chatId of [v.chatId, 'guest_0123456789abcdef', stranger]) {
      expect(await unmute(a, { room_id: a.roomId, chat_id: chatId })).toMatchObject({
        code: 0,
        data: { chat_id: chatId, lifted: false },
      });
    }
    expect(await roomState(a.roomId, v.chatId)).toEqual({ mutes: 0, notices: [], log: [] });

    // Lifted once, the second time there is nothing to lift.
    await mute(a, a.roomId, v.chatId, 1);
    expect((await unmute(a, { room_id: a.roomId, chat_id: v.chatId })).data).toEqual({
      chat_id: v.chatId,
      lifted: true,
    });
    const once = await roomState(a.roomId, v.chatId);
    expect((await unmute(a, { room_id: a.roomId, chat_id: v.chatId })).data).toEqual({
      chat_id: v.chatId,
      lifted: false,
    });
    expect(await roomState(a.roomId, v.chatId)).toEqual(once);
    expect(once.log.map((l) => l.action)).toEqual(['mute', 'unmute']);
  });
});

describe('chat/modLog', () => {
  it('lists the mute and the unmute, newest first, with actor, target and time', async () => {
    const a = await anchor();
    const admin = await loginAs(t, '86-13800000003', 'admin123456');
    const siteAdmin: User = {
      id: admin.user.id,
      token: admin.token,
      nickname: admin.user.user_nickname,
      chatId: chatIdOfUser(admin.user.id),
    };
    const v = await user();
    const empty = await modLog(a, { room_id: a.roomId });
    expect(empty).toMatchObject({ status: 200, code: 0, data: [] });

    const t0 = seconds();
    await mute(a, a.roomId, v.chatId, 'forever');
    expect((await unmute(siteAdmin, { room_id: a.roomId, chat_id: v.chatId })).code).toBe(0);
    await mute(a, a.roomId, v.chatId, 3);
    const t1 = seconds();

    const r = await modLog(a, { room_id: a.roomId });
    expect(r.code).toBe(0);
    expect(r.data).toEqual([
      {
        id: expect.any(Number),
        action: 'mute',
        target_chat_id: v.chatId,
        detail: { duration: 3 },
        actor_id: a.id,
        actor_nickname: a.nickname,
        time: expect.any(Number),
      },
      {
        id: expect.any(Number),
        action: 'unmute',
        target_chat_id: v.chatId,
        detail: {},
        actor_id: siteAdmin.id,
        actor_nickname: siteAdmin.nickname,
        time: expect.any(Number),
      },
      {
        id: expect.any(Number),
        action: 'mute',
        target_chat_id: v.chatId,
        detail: { duration: 'forever' },
        actor_id: a.id,
        actor_nickname: a.nickname,
        time: expect.any(Number),
      },
    ]);
    const times = r.data.map((l) => l.time);
    for (const time of times) expect(time).toBeGreaterThanOrEqual(t0);
    for (const time of times) expect(time).toBeLessThanOrEqual(t1);
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const ids = r.data.map((l) => l.id);
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);

    // The room's administrators and site administrators read it too, the same.
    const roomAdmin = await user();
    await t.call('Live/setRoomAdmin', { params: { user_id: roomAdmin.id }, token: a.token });
    for (const staff of [roomAdmin, siteAdmin])
      expect((await modLog(staff, { room_id: a.roomId })).data).toEqual(r.data);
  });

  it('is the room’s own record: another room’s staff, viewers and guests cannot read it', async () => {
    const a = await anchor();
    const other = await anchor();
    const v = await user();
    const fan = await user();
    await mute(a, a.roomId, v.chatId, 'forever');
    await mute(other, other.roomId, v.chatId, 'forever');
    expect((await unmute(other, { room_id: other.roomId, chat_id: v.chatId })).code).toBe(0);

    // Each room's record has its own actions only.
    expect((await modLog(a, { room_id: a.roomId })).data.map((l) => l.action)).toEqual(['mute']);
    expect((await modLog(other, { room_id: other.roomId })).data.map((l) => l.action)).toEqual([
      'unmute',
      'mute',
    ]);
    expect(await modLog(null, { room_id: a.roomId })).toMatchObject({
      status: 200,
      code: 700,
      msg: 'Please log in first',
    });
    for (const [who, lang] of [
      [other, 'en'],
      [fan, 'zh'],
      [v, 'vi'],
    ] as const) {
      // The refusal and its reason, no records.
      expect(await modLog(who, { room_id: a.roomId }, lang)).toEqual({
        status: 200,
        code: 1,
        msg: translate(lang, 'api.errors.forbidden'),
        data: { error: 'forbidden' },
      });
    }
    for (const room_id of [undefined, 'abc', '0', '-3', '99999999999']) {
      const r = await modLog(a, room_id === undefined ? {} : { room_id });
      expect({ room_id, r }).toMatchObject({
        r: {
          status: 200,
          code: 1,
          msg: expect.stringMatching(/^Live room: /),
          data: { error: 'invalidField', field: 'room_id' },
        },
      });
    }
    expect(await modLog(a, { room_id: 999_999 })).toMatchObject({
      status: 200,
      code: 1,
      msg: 'This live room does not exist',
      data: { error: 'roomNotFound' },
    });
  });

  it('answers the newest 100 records; page and limit parameters change nothing', async () => {
    const a = await anchor();
    const start = Date.now() - 200_000;
    await db()
      .insert(moderationLog)
      .values(
        Array.from({ length: 105 }, (_, i) => ({
          roomId: a.roomId,
          actorId: a.id,
          action: 'delete',
          targetChatId: `guest_${String(i).padStart(16, '0')}`,
          detail: { n: i },
          createdAt: new Date(start + i * 1000),
        })),
      );
    const r = await modLog(a, { room_id: a.roomId });
    expect(r.code).toBe(0);
    expect(r.data.map((l) => (l.detail as { n: number }).n)).toEqual(
      Array.from({ length: 100 }, (_, i) => 104 - i),
    );
    expect(r.data[0].time).toBe(Math.floor((start + 104_000) / 1000));
    // The endpoint declares no paging: extra parameters neither page nor widen it.
    const paged = await modLog(a, { room_id: a.roomId, page: 2, limit: 500 });
    expect(paged.data).toEqual(r.data);
  });
});

describe('chat/delMsg: deleting follows the staff rule of mutes and blacklists', () => {
  /** Posts a danmaku and answers its sequence. */
  async function post(u: User, roomId: number, text: string): Promise<number> {
    const r = await t.call<{ sequence: number }>('Barrage/send', {
      params: { room_id: roomId, text },
      token: u.token,
    });
    expect(r.code).toBe(0);
    return r.data.sequence;
  }
  const del = (by: { token: string }, params: Record<string, unknown>, lang = 'en') =>
    t.call<{ deleted: number[] }>('chat/delMsg', { params, token: by.token, lang });
  const deletedSeqs = async (roomId: number) =>
    (
      await db()
        .select({ seq: chatMessages.seq, deletedAt: chatMessages.deletedAt })
        .from(chatMessages)
        .where(eq(chatMessages.roomId, roomId))
    )
      .filter((m) => m.deletedAt !== null)
      .map((m) => m.seq)
      .sort((x, y) => x - y);

  async function staffedRoom() {
    const a = await anchor();
    const admin = await user();
    const admin2 = await user();
    const viewer = await user();
    for (const u of [admin, admin2])
      expect(
        (
          await t.call('Live/setRoomAdmin', {
            params: { user_id: u.id, type: 1 },
            token: a.token,
          })
        ).code,
      ).toBe(0);
    return { a, admin, admin2, viewer };
  }

  it("a room administrator cannot delete the anchor's or another administrator's messages", async () => {
    const { a, admin, admin2, viewer } = await staffedRoom();
    const anchorSeq = await post(a, a.roomId, 'from the anchor');
    const adminSeq = await post(admin2, a.roomId, 'from another administrator');
    const viewerSeq = await post(viewer, a.roomId, 'from a viewer');
    const before = await roomState(a.roomId, viewer.chatId);
    for (const [lang, params] of [
      ['en', { room_id: a.roomId, sequences: [anchorSeq] }],
      ['zh', { room_id: a.roomId, sequences: [adminSeq] }],
      ['vi', { room_id: a.roomId, chat_id: a.chatId }],
      ['en', { room_id: a.roomId, chat_id: admin2.chatId }],
      // One message out of reach refuses the whole request: the viewer's stays too.
      ['en', { room_id: a.roomId, sequences: [viewerSeq, anchorSeq] }],
    ] as const) {
      expect(await del(admin, params, lang)).toMatchObject({
        code: 1,
        msg: translate(lang, 'api.errors.cannotModerateStaff'),
      });
    }
    expect(await deletedSeqs(a.roomId)).toEqual([]);
    expect(await roomState(a.roomId, viewer.chatId)).toEqual(before);
  });

  it("a room administrator deletes viewers' messages and their own", async () => {
    const { a, admin, viewer } = await staffedRoom();
    const own = await post(admin, a.roomId, 'my own');
    const viewerSeq = await post(viewer, a.roomId, 'from a viewer');
    expect((await del(admin, { room_id: a.roomId, sequences: [own, viewerSeq] })).data).toEqual({
      deleted: [own, viewerSeq].sort((x, y) => x - y),
    });
  });

  it("the anchor deletes their administrators' messages; a site administrator deletes the anchor's", async () => {
    const { a, admin, admin2 } = await staffedRoom();
    const adminSeq = await post(admin, a.roomId, 'from an administrator');
    await post(admin2, a.roomId, 'from another administrator');
    expect((await del(a, { room_id: a.roomId, sequences: [adminSeq] })).data).toEqual({
      deleted: [adminSeq],
    });
    expect((await del(a, { room_id: a.roomId, chat_id: admin2.chatId })).code).toBe(0);
    const anchorSeq = await post(a, a.roomId, 'from the anchor');
    const siteAdmin = await loginAs(t, '86-13800000003', 'admin123456');
    expect((await del(siteAdmin, { room_id: a.roomId, sequences: [anchorSeq] })).data).toEqual({
      deleted: [anchorSeq],
    });
  });
});
