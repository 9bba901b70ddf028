import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { anchorFollows, users } from '@/lib/db/schema';
import type { AnchorExperiencePage, Watchlist } from '@/lib/live/contract';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { credit, idem } from '@/test/wallet';

let t: TestApi;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-centre-test-'));

beforeAll(async () => {
  t = await createTestApi({ DATA_DIR: dataDir, RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function newAnchor() {
  const a = await registerUser(t);
  await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, a.user.id));
  return a;
}

describe('User/watchlistList', () => {
  it('pages the followed anchors, those on air first', async () => {
    const fan = await registerUser(t);
    const anchors = [await newAnchor(), await newAnchor(), await newAnchor()];
    for (const a of anchors) {
      const r = await t.call('Member/attention', {
        params: { anchor_id: a.user.id, type: 1 },
        token: fan.token,
      });
      expect(r.code).toBe(0);
    }
    // The first one goes on air: it leads the list.
    await t.call('Live/mobileStartRoom', { params: { title: 'On now' }, token: anchors[0].token });

    const p1 = await t.call<Watchlist>('User/watchlistList', {
      method: 'GET',
      params: { page: 1, limit: 2 },
      token: fan.token,
    });
    expect(p1.code).toBe(0);
    expect(p1.data).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(p1.data.list.map((a) => a.anchor_id)).toEqual([anchors[0].user.id, anchors[2].user.id]);
    expect(p1.data.list[0].room?.state).toBe('live');
    const p2 = await t.call<Watchlist>('User/watchlistList', {
      method: 'GET',
      params: { page: 2, limit: 2 },
      token: fan.token,
    });
    expect(p2.data.list.map((a) => a.anchor_id)).toEqual([anchors[1].user.id]);
    // Only the caller's own follows.
    const other = await registerUser(t);
    const theirs = await t.call<Watchlist>('User/watchlistList', { token: other.token });
    expect(theirs.data).toMatchObject({ list: [], total: 0, page: 1 });
    await t.call('Live/endRoom', { token: anchors[0].token });
  });

  it('answers 700 to visitors and code 1 to a bad page, changing nothing', async () => {
    expect((await t.call('User/watchlistList')).code).toBe(700);
    const fan = await registerUser(t);
    const before = await db()
      .select()
      .from(anchorFollows)
      .where(eq(anchorFollows.userId, fan.user.id));
    for (const params of [{ page: 0 }, { page: 'x' }, { limit: 1000 }, { limit: -1 }]) {
      const r = await t.call('User/watchlistList', { method: 'GET', params, token: fan.token });
      expect(r.code).toBe(1);
      expect(r.status).toBeLessThan(500);
    }
    const after = await db()
      .select()
      .from(anchorFollows)
      .where(eq(anchorFollows.userId, fan.user.id));
    expect(after).toEqual(before);
  });
});

describe('User/anchorExperienceList', () => {
  it('lists the anchor’s broadcasts with time on air, peak viewers and gifts received', async () => {
    const a = await newAnchor();
    const empty = await t.call<AnchorExperiencePage>('User/anchorExperienceList', {
      token: a.token,
    });
    expect(empty.data).toMatchObject({ list: [], total: 0 });

    const room = await t.call<{ id: number }>('Live/mobileStartRoom', {
      params: { title: 'First show' },
      token: a.token,
    });
    expect(room.code).toBe(0);
    const fan = await registerUser(t);
    await credit(fan.user.id, 10_000);
    const gifts = (await t.call<{ id: number; price: number }[]>('Gift/getList')).data;
    const gift = gifts[0];
    const sent = await t.call('member/handselGift', {
      params: { room_id: room.data.id, gift_id: gift.id, num: 2 },
      token: fan.token,
      headers: idem(),
    });
    expect(sent.code).toBe(0);

    const live = await t.call<AnchorExperiencePage>('User/anchorExperienceList', {
      token: a.token,
      lang: 'en',
    });
    expect(live.data.total).toBe(1);
    expect(live.data.list[0]).toMatchObject({
      title: 'First show',
      ended_at: null,
      gifts: 2,
      gift_coins: gift.price * 2,
    });
    await t.call('Live/endRoom', { token: a.token });
    await t.call('Live/mobileStartRoom', { params: { title: 'Second show' }, token: a.token });
    await t.call('Live/endRoom', { token: a.token });

    const page = await t.call<AnchorExperiencePage>('User/anchorExperienceList', {
      method: 'GET',
      params: { page: 1, limit: 1 },
      token: a.token,
    });
    expect(page.data).toMatchObject({ total: 2, page: 1, limit: 1 });
    const [newest] = page.data.list;
    expect(newest).toMatchObject({ title: 'Second show', gifts: 0, gift_coins: 0 });
    expect(newest.ended_at).not.toBeNull();
    expect(newest.duration_s).toBe(newest.ended_at! - newest.started_at);
    const second = await t.call<AnchorExperiencePage>('User/anchorExperienceList', {
      method: 'GET',
      params: { page: 2, limit: 1 },
      token: a.token,
    });
    expect(second.data.list[0]).toMatchObject({ title: 'First show', gifts: 2 });
    expect(second.data.list[0].peak_viewers).toBeGreaterThanOrEqual(0);

    // Another anchor sees only their own.
    const b = await newAnchor();
    expect(
      (await t.call<AnchorExperiencePage>('User/anchorExperienceList', { token: b.token })).data
        .total,
    ).toBe(0);
  });

  it('answers 700 to visitors, code 1 to non-anchors and to a bad page', async () => {
    expect((await t.call('User/anchorExperienceList')).code).toBe(700);
    const u = await registerUser(t);
    expect(await t.call('User/anchorExperienceList', { token: u.token })).toMatchObject({
      code: 1,
      data: { error: 'forbidden' },
    });
    const a = await newAnchor();
    for (const params of [{ page: 0 }, { page: 'x' }, { limit: 1000 }]) {
      const r = await t.call('User/anchorExperienceList', {
        method: 'GET',
        params,
        token: a.token,
      });
      expect(r.code).toBe(1);
      expect(r.status).toBeLessThan(500);
    }
  });
});
