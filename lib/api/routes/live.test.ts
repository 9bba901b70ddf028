import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { broadcasts, liveSchedules, matches, rooms, users } from '@/lib/db/schema';
import { DEMO_ANCHORS, LIVE_CATEGORIES } from '@/lib/live/demo/seed';
import { checkStream } from '@/lib/providers/stream/sign';
import { createTestApi, SEED_TIMEOUT, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({}, { matches: true });
}, SEED_TIMEOUT);
afterAll(() => t?.cleanup());

type Room = {
  id: number;
  group_id: string;
  anchor_id: number;
  title: string;
  notice: string;
  sport: string;
  category_id: number | null;
  category_name: string | null;
  language: string;
  state: 'live' | 'offline';
  live_since: number | null;
  viewers: number;
  followers: number;
  match_id: number | null;
  match: { id: number; home_team_name_en: string } | null;
};
type RoomInfo = Room & {
  followed: boolean;
  is_staff: boolean;
  streams: { hls: string; flv: string | null; expires_at: number } | null;
  next_schedule: { id: number; starts_at: number; reserved: boolean } | null;
};
type Page<T> = { list: T[]; total: number; page: number };
type Schedule = { id: number; room_id: number; reservations: number; reserved: boolean };

async function anchorUser(): Promise<{ token: string; id: number }> {
  const u = await registerUser(t);
  await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, u.user.id));
  return { token: u.token, id: u.user.id };
}

const list = (params: Record<string, unknown>, lang?: string) =>
  t.call<Page<Room>>('live_streaming/getLiveList2', { method: 'GET', params, lang });

describe('live_streaming/getLiveList2', () => {
  it('lists the rooms on air by type, and recordings for type 4', async () => {
    const all = await list({});
    expect(all.code).toBe(0);
    const liveDemo = DEMO_ANCHORS.filter((a) => a.live).length;
    expect(all.data.total).toBe(liveDemo);
    expect(all.data.list.every((r) => r.state === 'live' && r.live_since)).toBe(true);
    for (const [type, sport] of [
      [1, 'football'],
      [2, 'basketball'],
      [3, 'other'],
    ] as const) {
      const r = await list({ type });
      expect(r.data.list.length).toBeGreaterThan(0);
      expect(r.data.list.every((x) => x.sport === sport)).toBe(true);
    }
    // Seeded on the matches live or next: a football room carries its match.
    const football = (await list({ type: 1 })).data.list;
    expect(football.some((r) => r.match && r.match.id === r.match_id)).toBe(true);
    const replays = await t.call<Page<{ duration_s: number }>>('live_streaming/getLiveList2', {
      method: 'GET',
      params: { type: 4, limit: 5 },
    });
    expect(replays.data.list).toHaveLength(5);
    expect(replays.data.total).toBe(DEMO_ANCHORS.length * 3);
    expect(replays.data.list.every((r) => r.duration_s >= 60)).toBe(true);
  });

  it('filters "other" by category, with the name in the request language', async () => {
    const cats = await t.call<{ id: number; name: string }[]>('live_streaming/categories', {
      lang: 'vi',
    });
    expect(cats.data.map((c) => c.name)).toEqual(LIVE_CATEGORIES.map((c) => c.nameVi));
    const esports = cats.data[0];
    const r = await list({ type: 3, id: esports.id }, 'en');
    expect(r.data.list.length).toBeGreaterThan(0);
    expect(r.data.list.every((x) => x.category_id === esports.id)).toBe(true);
    expect(r.data.list[0].category_name).toBe('Esports');
  });

  it('pages', async () => {
    const first = await list({ limit: 2, page: 1 });
    const second = await list({ limit: 2, page: 2 });
    expect(first.data.list).toHaveLength(2);
    expect(second.data.list[0].id).not.toBe(first.data.list[0].id);
    expect((await list({ limit: 2, page: 99 })).data.list).toEqual([]);
  });

  it.each([{ type: 5 }, { type: 'x' }, { limit: 0 }, { limit: 61 }, { page: -1 }, { id: 'abc' }])(
    'refuses %j with code 1 and a field',
    async (params) => {
      const r = await list(params, 'en');
      expect(r.status).toBe(200);
      expect(r.code).toBe(1);
      expect(r.data).toMatchObject({ error: 'invalidField' });
    },
  );
});

describe('Live_streaming/getRoomInfo', () => {
  it('gives a live room its chat group and signed pull addresses', async () => {
    const [room] = (await list({ type: 1 })).data.list;
    const r = await t.call<RoomInfo>('Live_streaming/getRoomInfo', {
      method: 'GET',
      params: { id: room.id },
    });
    expect(r.code).toBe(0);
    expect(r.data.group_id).toBe(`room_${room.id}`);
    expect(r.data.followed).toBe(false);
    expect(r.data.is_staff).toBe(false);
    const hls = new URL(r.data.streams!.hls, 'http://x');
    expect(hls.pathname).toMatch(/^\/hls\/[A-Za-z0-9_-]+\.m3u8$/);
    const stream = hls.pathname.slice(5, -5);
    expect(checkStream('pull', stream, hls.searchParams)).toBe('ok');
    // A pull key does not push.
    expect(checkStream('push', stream, hls.searchParams)).toBe('bad-signature');
    expect(r.data.streams!.flv).toContain(`/flv/${stream}.flv?`);
  });

  it('shows an offline room without streams, with its next announced broadcast', async () => {
    const offline = DEMO_ANCHORS.find((a) => !a.live)!;
    const [u] = await db().select().from(users).where(eq(users.mobile, offline.mobile));
    const [room] = await db().select().from(rooms).where(eq(rooms.anchorId, u.id));
    const r = await t.call<RoomInfo>('Live_streaming/getRoomInfo', {
      method: 'GET',
      params: { id: room.id },
    });
    expect(r.data.state).toBe('offline');
    expect(r.data.streams).toBeNull();
    expect(r.data.viewers).toBe(0);
    expect(r.data.next_schedule!.starts_at * 1000).toBeGreaterThan(Date.now());
  });

  it('answers code 1 for an unknown room and for a bad id, never 5xx', async () => {
    const missing = await t.call('Live_streaming/getRoomInfo', {
      method: 'GET',
      params: { id: 999_999 },
      lang: 'en',
    });
    expect(missing).toMatchObject({ status: 200, code: 1, msg: 'This live room does not exist' });
    for (const id of ['abc', '0', '1e3', '99999999999']) {
      const bad = await t.call('Live_streaming/getRoomInfo', { method: 'GET', params: { id } });
      expect(bad).toMatchObject({ status: 200, code: 1 });
    }
  });
});

describe('broadcasts', () => {
  it('refuses guests (700) and non-anchors (code 1) and changes nothing', async () => {
    const fan = await registerUser(t);
    for (const path of ['Live/getLiveUrl', 'Live/endRoom', 'Live/roomAdmins']) {
      expect((await t.call(path)).code).toBe(700);
      expect(await t.call(path, { token: fan.token, lang: 'en' })).toMatchObject({
        code: 1,
        msg: 'This operation is not allowed',
      });
    }
    const start = await t.call('Live/mobileStartRoom', {
      params: { title: 'Mine now' },
      token: fan.token,
    });
    expect(start.code).toBe(1);
    expect(await db().select().from(rooms).where(eq(rooms.anchorId, fan.user.id))).toEqual([]);
  });

  it('starts once however often it is asked, and ends into a recording', async () => {
    const a = await anchorUser();
    const push = await t.call<{ server: string; stream_key: string; push_url: string }>(
      'Live/getLiveUrl',
      { token: a.token },
    );
    expect(push.code).toBe(0);
    expect(push.data.server).toMatch(/^rtmp:\/\/[^/]+\/live$/);
    const [name, query] = push.data.stream_key.split('?');
    expect(checkStream('push', name, new URLSearchParams(query))).toBe('ok');
    expect(push.data.push_url).toBe(`${push.data.server}/${push.data.stream_key}`);

    const starts = await Promise.all(
      [1, 2, 3].map(() =>
        t.call<Room>('Live/mobileStartRoom', {
          params: { title: 'Derby night', sport: 'football', language: 'en' },
          token: a.token,
        }),
      ),
    );
    expect(starts.map((s) => s.code)).toEqual([0, 0, 0]);
    const room = starts[0].data;
    expect(room).toMatchObject({ state: 'live', title: 'Derby night', language: 'en' });
    const on = await db().select().from(broadcasts).where(eq(broadcasts.roomId, room.id));
    expect(on).toHaveLength(1);
    expect((await list({ limit: 60 })).data.list.map((r) => r.id)).toContain(room.id);

    // A minute on air makes a recording.
    await db()
      .update(broadcasts)
      .set({ startedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(broadcasts.roomId, room.id));
    const end = await t.call<Room>('Live/endRoom', { token: a.token });
    expect(end.data.state).toBe('offline');
    expect((await t.call<Room>('Live/endRoom', { token: a.token })).code).toBe(0);
    const recs = await t.call<Page<{ id: number; duration_s: number }>>(
      'Live_streaming/getLivePlaybackList',
      { method: 'GET', params: { room_id: room.id } },
    );
    expect(recs.data.total).toBe(1);
    expect(recs.data.list[0].duration_s).toBeGreaterThanOrEqual(299);
    const show = await t.call('live_record/show', {
      method: 'GET',
      params: { id: recs.data.list[0].id },
    });
    expect(show.data).toMatchObject({ room_id: room.id, title: 'Derby night' });
    const playback = new URL((show.data as { playback: string }).playback, 'http://x');
    expect(playback.pathname).toMatch(/^\/hls\/r\d+n\d+\.m3u8$/);
    expect(checkStream('pull', playback.pathname.slice(5, -5), playback.searchParams)).toBe('ok');

    // A short one does not.
    await t.call('Live/mobileStartRoom', { params: {}, token: a.token });
    await t.call('Live/endRoom', { token: a.token });
    const after = await t.call<Page<unknown>>('Live_streaming/getLivePlaybackList', {
      method: 'GET',
      params: { room_id: room.id },
    });
    expect(after.data.total).toBe(1);
  });

  it('checks the match and category, and changes nothing on a bad one', async () => {
    const a = await anchorUser();
    const bad = await t.call('Live/mobileStartRoom', {
      params: { sport: 'football', match_id: 99_999_999 },
      token: a.token,
      lang: 'en',
    });
    expect(bad).toMatchObject({ code: 1, msg: 'This match does not exist' });
    const badCat = await t.call('Live/mobileStartRoom', {
      params: { sport: 'other', category_id: 9999 },
      token: a.token,
    });
    expect(badCat.code).toBe(1);
    const [room] = await db().select().from(rooms).where(eq(rooms.anchorId, a.id));
    expect(room.state).toBe('offline');
    // A basketball match is not a football room's.
    const [nba] = await db()
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.sport, 'basketball'))
      .limit(1);
    const wrongSport = await t.call('live/updateLive', {
      params: { sport: 'football', match_id: nba.id },
      token: a.token,
    });
    expect(wrongSport.code).toBe(1);
  });
});

describe('room settings', () => {
  it('sets the notice up to 50 characters, refusing 51 without change', async () => {
    const a = await anchorUser();
    const fifty = '公'.repeat(50);
    const ok = await t.call('Live/setPlacard', { params: { notice: fifty }, token: a.token });
    expect(ok.code).toBe(0);
    const tooLong = await t.call('Live/setPlacard', {
      params: { notice: `${fifty}!` },
      token: a.token,
      lang: 'en',
    });
    expect(tooLong.code).toBe(1);
    expect(tooLong.msg).toMatch(/50/);
    // Characters, not UTF-16 units: 50 emoji are 50 characters.
    const emoji = '⚽🏀'.repeat(25);
    expect(
      (await t.call('Live/setPlacard', { params: { notice: emoji }, token: a.token })).code,
    ).toBe(0);
    await t.call('Live/setPlacard', { params: { notice: fifty }, token: a.token });
    const [room] = await db().select().from(rooms).where(eq(rooms.anchorId, a.id));
    const placard = await t.call<{ notice: string }>('Live/getPlacard', {
      method: 'GET',
      params: { id: room.id },
    });
    expect(placard.data.notice).toBe(fifty);
  });

  it("changes only the anchor's own room", async () => {
    const a = await anchorUser();
    const b = await anchorUser();
    await t.call('live/setTitle', { params: { title: 'B room' }, token: b.token });
    const r = await t.call<Room>('live/setTitle', {
      params: { title: '  A   room ' },
      token: a.token,
    });
    expect(r.data.title).toBe('A room');
    const [roomB] = await db().select().from(rooms).where(eq(rooms.anchorId, b.id));
    expect(roomB.title).toBe('B room');
    // No room id is taken from the caller: there is nothing to point at another's room.
    const sneaky = await t.call<Room>('live/updateLive', {
      params: { id: roomB.id, title: 'Hijack' },
      token: a.token,
    });
    expect(sneaky.data.id).not.toBe(roomB.id);
    const [still] = await db().select().from(rooms).where(eq(rooms.id, roomB.id));
    expect(still.title).toBe('B room');
  });

  it('lets the anchor appoint and dismiss administrators, who then count as staff', async () => {
    const a = await anchorUser();
    const fan = await registerUser(t);
    expect(
      (await t.call('Live/setRoomAdmin', { params: { user_id: a.id }, token: a.token })).code,
    ).toBe(1);
    expect(
      (await t.call('Live/setRoomAdmin', { params: { user_id: 99_999_999 }, token: a.token })).code,
    ).toBe(1);
    const on = await t.call<{ id: number }[]>('Live/setRoomAdmin', {
      params: { user_id: fan.user.id, type: 1 },
      token: a.token,
    });
    expect(on.data.map((x) => x.id)).toEqual([fan.user.id]);
    const [room] = await db().select().from(rooms).where(eq(rooms.anchorId, a.id));
    const info = await t.call<RoomInfo>('Live_streaming/getRoomInfo', {
      method: 'GET',
      params: { id: room.id },
      token: fan.token,
    });
    expect(info.data.is_staff).toBe(true);
    // An administrator is not the anchor: appointing is the anchor's alone.
    const byAdmin = await t.call('Live/setRoomAdmin', {
      params: { user_id: fan.user.id, type: 0 },
      token: fan.token,
    });
    expect(byAdmin.code).toBe(1);
    const off = await t.call<unknown[]>('Live/setRoomAdmin', {
      params: { user_id: fan.user.id, type: 0 },
      token: a.token,
    });
    expect(off.data).toEqual([]);
  });
});

describe('follows', () => {
  it('follows, lists, toggles and refuses oneself and non-anchors', async () => {
    const fan = await registerUser(t);
    const [anchor] = await db()
      .select()
      .from(users)
      .where(eq(users.mobile, DEMO_ANCHORS[1].mobile));
    expect((await t.call('Member/attention', { params: { anchor_id: anchor.id } })).code).toBe(700);
    const on = await t.call('Member/attention', {
      params: { anchor_id: anchor.id, type: 1 },
      token: fan.token,
    });
    expect(on.data).toEqual({ anchor_id: anchor.id, followed: true });
    // Again: still followed, one row.
    await t.call('Member/attention', {
      params: { anchor_id: anchor.id, type: 1 },
      token: fan.token,
    });
    const listed = await t.call<{ anchor_id: number; room: Room | null }[]>('User/attentionList', {
      token: fan.token,
    });
    expect(listed.data.map((x) => x.anchor_id)).toEqual([anchor.id]);
    expect(listed.data[0].room!.followers).toBeGreaterThanOrEqual(1);
    const toggled = await t.call('Member/attention', {
      params: { anchor_id: anchor.id },
      token: fan.token,
    });
    expect(toggled.data).toEqual({ anchor_id: anchor.id, followed: false });

    const self = await anchorUser();
    const own = await t.call('Member/attention', {
      params: { anchor_id: self.id },
      token: self.token,
      lang: 'en',
    });
    expect(own).toMatchObject({ code: 1, msg: 'You cannot follow yourself' });
    const other = await registerUser(t);
    const notAnchor = await t.call('Member/attention', {
      params: { anchor_id: other.user.id },
      token: fan.token,
    });
    expect(notAnchor.code).toBe(1);
  });
});

describe('announced broadcasts and bookings', () => {
  it('lets an anchor announce and a fan book, once, and unbook', async () => {
    const a = await anchorUser();
    const fan = await registerUser(t);
    const inHour = Math.floor(Date.now() / 1000) + 3600;
    const past = await t.call('Live/addSchedule', {
      params: { title: 'Past', starts_at: inHour - 7200 },
      token: a.token,
    });
    expect(past.code).toBe(1);
    const far = await t.call('Live/addSchedule', {
      params: { title: 'Far', starts_at: inHour + 40 * 86400 },
      token: a.token,
    });
    expect(far.code).toBe(1);
    const s = await t.call<Schedule>('Live/addSchedule', {
      params: { title: 'Cup final', starts_at: inHour },
      token: a.token,
    });
    expect(s.code).toBe(0);
    expect(
      (
        await t.call('Live/addSchedule', {
          params: { title: 'x', starts_at: inHour },
          token: fan.token,
        })
      ).code,
    ).toBe(1);

    for (let i = 0; i < 2; i++) {
      const r = await t.call<Schedule>('Live/setReserveLiveNew', {
        params: { id: s.data.id },
        token: fan.token,
      });
      expect(r.data).toMatchObject({ reserved: true, reservations: 1 });
    }
    const mine = await t.call<Schedule[]>('Live_streaming/getUserReserveLiveList', {
      token: fan.token,
    });
    expect(mine.data.map((x) => x.id)).toEqual([s.data.id]);
    const byAnchor = await t.call<Schedule[]>('Live_streaming/getAnchorReserveLiveList', {
      method: 'GET',
      params: { anchor_id: a.id },
      token: fan.token,
    });
    expect(byAnchor.data[0]).toMatchObject({ id: s.data.id, reserved: true });

    expect(
      (await t.call('live/deleteReserveLive', { params: { id: s.data.id }, token: fan.token }))
        .code,
    ).toBe(0);
    const none = await t.call<Schedule[]>('Live_streaming/getUserReserveLiveList', {
      token: fan.token,
    });
    expect(none.data).toEqual([]);

    // Another anchor cannot withdraw it; its own anchor can, and then it cannot be booked.
    const b = await anchorUser();
    const stolen = await t.call('Live/deleteSchedule', {
      params: { id: s.data.id },
      token: b.token,
    });
    expect(stolen.code).toBe(1);
    expect(
      await db().select().from(liveSchedules).where(eq(liveSchedules.id, s.data.id)),
    ).toHaveLength(1);
    expect(
      (await t.call('Live/deleteSchedule', { params: { id: s.data.id }, token: a.token })).code,
    ).toBe(0);
    const gone = await t.call('Live/setReserveLiveNew', {
      params: { id: s.data.id },
      token: fan.token,
    });
    expect(gone.code).toBe(1);
  });
});

describe('Live/getRoomList (rooms of a match)', () => {
  it('groups the rooms on air of a match by language, the request language first', async () => {
    const [m] = await db()
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.sport, 'football'))
      .limit(1);
    const langs = ['zh', 'vi', 'en'];
    for (const lang of langs) {
      const a = await anchorUser();
      const r = await t.call('Live/mobileStartRoom', {
        params: { sport: 'football', match_id: m.id, language: lang },
        token: a.token,
      });
      expect(r.code).toBe(0);
    }
    const groups = await t.call<{ language: string; rooms: Room[] }[]>('Live/getRoomList', {
      method: 'GET',
      params: { match_id: m.id },
      lang: 'vi',
    });
    expect(groups.data[0].language).toBe('vi');
    expect(groups.data.map((g) => g.language).sort()).toEqual(['en', 'vi', 'zh']);
    for (const g of groups.data)
      expect(g.rooms.every((r) => r.language === g.language && r.match_id === m.id)).toBe(true);
    const live = await db()
      .select()
      .from(rooms)
      .where(and(eq(rooms.matchId, m.id), eq(rooms.state, 'live')));
    expect(groups.data.flatMap((g) => g.rooms)).toHaveLength(live.length);
  });
});
