import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import {
  chatMessages,
  gifts,
  giftSends,
  idempotencyKeys,
  incomeSettlements,
  users,
  walletTransactions,
} from '@/lib/db/schema';
import { resetEnvForTests } from '@/lib/env';
import { clearMemos } from '@/lib/cache/memo';
import { addToBlacklist } from '@/lib/chat/service';
import { chatIdOfUser, signChatId } from '@/lib/providers/chat/sig';
import { getBus } from '@/lib/realtime/bus';
import { createChatModule } from '@/lib/chat/realtime';
import { startInstance, TestClient, type Message } from '@/lib/realtime/test-helpers';
import { GIFT_CATALOGUE } from '@/lib/wallet/demo/gifts';
import { totalsByKind } from '@/lib/wallet/ledger';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { auditLedger, credit, idem, idemKey, userBalances } from '@/test/wallet';

type Gift = {
  id: number;
  name: string;
  price: number;
  icon: string;
  effect: string;
  effect_level: number;
  combo: boolean;
};
type Sent = {
  balance: number;
  exp: number;
  level: number;
  gift: { id: number; name: string; icon: string; effect: string; effect_level: number };
  num: number;
  total: number;
  send_id: number;
};
type Person = { token: string; id: number };

let t: TestApi;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gifts-test-'));
let anchor: Person;
let roomId: number;
let group: string;
let catalogue: Gift[];
const bySlug = (slug: string) => {
  const row = GIFT_CATALOGUE.findIndex((g) => g.slug === slug);
  return catalogue[row];
};

beforeAll(async () => {
  t = await createTestApi({ DATA_DIR: dataDir });
  const a = await registerUser(t);
  await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, a.user.id));
  anchor = { token: a.token, id: a.user.id };
  const started = await t.call<{ id: number; group_id: string }>('Live/mobileStartRoom', {
    params: { title: 'Gift test' },
    token: a.token,
  });
  roomId = started.data.id;
  group = started.data.group_id;
  catalogue = (await t.call<Gift[]>('Gift/getList')).data;
});
afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A fresh user with `tenths` coins. */
async function fan(tenths = 0): Promise<Person> {
  const r = await registerUser(t);
  if (tenths > 0) await credit(r.user.id, tenths);
  return { token: r.token, id: r.user.id };
}

function send(
  who: Person | null,
  params: Record<string, unknown>,
  key: string | null = idemKey(),
  lang?: string,
) {
  return t.call<Sent>('member/handselGift', {
    params: { room_id: roomId, ...params },
    token: who?.token,
    headers: key ? idem(key) : {},
    lang,
  });
}

const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];

describe('Gift/getList', () => {
  it('lists the catalogue cheapest first, in the request language, with self-hosted assets', async () => {
    expect(catalogue).toHaveLength(GIFT_CATALOGUE.length);
    expect(catalogue.map((g) => g.price)).toEqual(GIFT_CATALOGUE.map((g) => g.priceTenths / 10));
    expect(catalogue[0]).toMatchObject({
      name: '点赞',
      price: 0.1,
      icon: '/gifts/like.svg',
      effect: '',
      effect_level: 0,
      combo: true,
    });
    const en = (await t.call<Gift[]>('Gift/getList', { lang: 'en' })).data;
    const vi = (await t.call<Gift[]>('Gift/getList', { lang: 'vi' })).data;
    expect(en.map((g) => g.name)).toContain('Rocket');
    expect(vi.map((g) => g.name)).toContain('Tên lửa');
    for (const g of catalogue) {
      expect(g.icon).toMatch(/^\/gifts\/[a-z-]+\.svg$/);
      expect(fs.existsSync(path.join('public', g.icon))).toBe(true);
      if (g.effect_level > 0) {
        expect(g.effect).toMatch(/^\/gifts\/[a-z-]+\.json$/);
        expect(fs.existsSync(path.join('public', g.effect))).toBe(true);
      } else expect(g.effect).toBe('');
    }
  });

  it('leaves disabled gifts out', async () => {
    const g = bySlug('beer');
    await db().update(gifts).set({ enabled: false }).where(eq(gifts.id, g.id));
    clearMemos();
    try {
      const list = (await t.call<Gift[]>('Gift/getList')).data;
      expect(list.map((x) => x.id)).not.toContain(g.id);
      const f = await fan(1000);
      const r = await send(f, { gift_id: g.id, num: 1 });
      expect(r).toMatchObject({ code: 1, data: { error: 'giftNotFound' } });
      expect((await userBalances(f.id)).coins).toBe(1000);
    } finally {
      await db().update(gifts).set({ enabled: true }).where(eq(gifts.id, g.id));
      clearMemos();
    }
  });
});

describe('member/handselGift', () => {
  it('moves the coins, the share, the exp, the ranking and tells the room', async () => {
    const f = await fan(10_000);
    const ball = bySlug('football');
    const before = await totalsByKind();
    const anchorBefore = await userBalances(anchor.id);
    await t.call('Barrage/send', {
      params: { room_id: roomId, text: 'Great match!' },
      token: f.token,
    });

    const r = await send(f, { gift_id: ball.id, num: 3 }, idemKey(), 'en');
    expect(r.code).toBe(0);
    expect(r.msg).toBe('Gift sent');
    // 3 × 5 coins: 15 coins, 15 exp (LV1 below 100 exp).
    expect(r.data).toEqual({
      balance: 985,
      exp: 15,
      level: 1,
      gift: {
        id: ball.id,
        name: 'Football',
        icon: '/gifts/football.svg',
        effect: '/gifts/football.json',
        effect_level: 1,
      },
      num: 3,
      total: 15,
      send_id: expect.any(Number),
    });

    // The anchor's pending income gets 50 % (GIFT_ANCHOR_SHARE_PERCENT), revenue the rest.
    const after = await totalsByKind();
    expect(after.coins - before.coins).toBe(-150);
    expect(after.income_pending - (before.income_pending ?? 0)).toBe(75);
    expect(after.revenue - (before.revenue ?? 0)).toBe(75);
    expect((await userBalances(anchor.id)).income_pending).toBe(anchorBefore.income_pending + 75);
    const u = await userRow(f.id);
    expect(u.balanceTenths).toBe(9_850);
    expect(u.expTenths).toBe(150);

    const [row] = await db().select().from(giftSends).where(eq(giftSends.id, r.data.send_id));
    expect(row).toMatchObject({
      userId: f.id,
      anchorId: anchor.id,
      roomId,
      giftId: ball.id,
      num: 3,
      totalTenths: 150,
    });
    const [tx] = await db()
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.id, row.txId));
    expect(tx).toMatchObject({
      kind: 'gift',
      userId: f.id,
      meta: { gift_id: ball.id, num: 3, room_id: roomId, anchor_id: anchor.id },
    });
    expect(tx.key).toMatch(new RegExp(`^u${f.id}:t-`));
    const [pending] = await db()
      .select()
      .from(incomeSettlements)
      .where(eq(incomeSettlements.sourceTxId, row.txId));
    expect(pending).toMatchObject({ userId: anchor.id, amountTenths: 75, settledAt: null });

    // The room's chat got the gift as a custom message from the sender.
    const [m] = await db()
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.roomId, roomId))
      .orderBy(desc(chatMessages.seq))
      .limit(1);
    expect(m).toMatchObject({ type: 'custom', userId: f.id, fromId: chatIdOfUser(f.id), level: 1 });
    expect(m.nick).toBe(u.nickname);
    const payload = m.payload as { data: string; extension: string };
    expect(payload.data).toBe('gift');
    expect(JSON.parse(payload.extension)).toEqual({
      gift_id: ball.id,
      slug: 'football',
      icon: '/gifts/football.svg',
      effect: '/gifts/football.json',
      effect_level: 1,
      num: 3,
      total: 15,
      names: { zh: '足球', en: 'Football', vi: 'Bóng đá' },
      anchor_id: anchor.id,
      send_id: r.data.send_id,
      combo: true,
    });

    // The ranking: 15 coins × 10 + 1 message.
    const ranking = await t.call<{ user_id: number; score: number; rank: number; level: number }[]>(
      'live_streaming/roomRanking',
      { params: { id: roomId }, method: 'GET' },
    );
    expect(ranking.data.find((x) => x.user_id === f.id)).toMatchObject({
      score: 151,
      level: 1,
      coins: 15,
      messages: 1,
    });

    // The user's info shows the new balance and exp.
    expect((await t.call('user/info', { token: f.token })).data).toMatchObject({
      balance: 985,
      exp: 15,
    });
    expect(await auditLedger()).toEqual([]);
  });

  it('raises the level with the exp: 100 coins reach LV2', async () => {
    const f = await fan(2_000);
    const r = await send(f, { gift_id: bySlug('beer').id, num: 10 });
    expect(r.data).toMatchObject({ balance: 100, exp: 100, level: 2, total: 100 });
    const [m] = await db()
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.userId, f.id)));
    expect(m.level).toBe(2);
  });

  it('ranks gifts above chatter', async () => {
    const talker = await fan();
    const giver = await fan(10);
    for (let i = 0; i < 3; i++) {
      await t.call('Barrage/send', {
        params: { room_id: roomId, text: `message ${i}` },
        token: talker.token,
      });
    }
    expect((await send(giver, { gift_id: bySlug('like').id, num: 1 })).code).toBe(0);
    const ranking = (
      await t.call<{ user_id: number; score: number }[]>('live_streaming/roomRanking', {
        params: { id: roomId },
        method: 'GET',
      })
    ).data;
    const score = (id: number) => ranking.find((x) => x.user_id === id)?.score;
    expect(score(talker.id)).toBe(3);
    expect(score(giver.id)).toBe(1);
    // A 1-coin glow stick outweighs nine messages.
    const g2 = await fan(10);
    expect((await send(g2, { gift_id: bySlug('glow-stick').id, num: 1 })).code).toBe(0);
    const again = (
      await t.call<{ user_id: number; score: number }[]>('live_streaming/roomRanking', {
        params: { id: roomId },
        method: 'GET',
      })
    ).data;
    expect(again.find((x) => x.user_id === g2.id)?.score).toBe(10);
  });

  it('moves money once for five concurrent retries of one key, all answering alike', async () => {
    const f = await fan(1_000);
    const key = idemKey();
    const before = await totalsByKind();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(f, { gift_id: bySlug('glow-stick').id, num: 7 }, key)),
    );
    for (const a of answers) expect(a.code).toBe(0);
    // Equal answers (the stored ones come back from jsonb with their keys in another order).
    for (const a of answers) expect(a.data).toEqual(answers[0].data);
    expect(answers[0].data).toMatchObject({ balance: 93, total: 7, num: 7 });
    expect((await userBalances(f.id)).coins).toBe(930);
    expect((await userRow(f.id)).expTenths).toBe(70);
    const after = await totalsByKind();
    expect(after.coins - before.coins).toBe(-70);
    const rows = await db().select().from(giftSends).where(eq(giftSends.userId, f.id));
    expect(rows).toHaveLength(1);
    const msgs = await db()
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.userId, f.id)));
    expect(msgs).toHaveLength(1);

    // The same key with another number is refused and moves nothing.
    const other = await send(f, { gift_id: bySlug('glow-stick').id, num: 8 }, key);
    expect(other).toMatchObject({ code: 1, data: { error: 'idempotencyKeyReused' } });
    // "7" and 7 are the same request.
    expect((await send(f, { gift_id: bySlug('glow-stick').id, num: '7' }, key)).data).toEqual(
      answers[0].data,
    );
    expect((await userBalances(f.id)).coins).toBe(930);
  });

  it('answers the first send when the ledger key outlives the idempotency store', async () => {
    const f = await fan(1_000);
    const key = idemKey();
    const first = await send(f, { gift_id: bySlug('football').id, num: 2 }, key);
    expect(first.code).toBe(0);
    // Another send after it, so "the balance right after the first" differs from the balance now.
    expect((await send(f, { gift_id: bySlug('like').id, num: 1 })).code).toBe(0);
    // The store forgot the key (swept, or the first call died before answering).
    await db()
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, f.id), eq(idempotencyKeys.key, key)));
    const again = await send(f, { gift_id: bySlug('football').id, num: 2 }, key);
    expect(again.code).toBe(0);
    expect(again.data).toMatchObject({
      balance: first.data.balance,
      num: 2,
      total: 10,
      send_id: first.data.send_id,
    });
    expect((await userBalances(f.id)).coins).toBe(1_000 - 100 - 1);
    expect(await db().select().from(giftSends).where(eq(giftSends.userId, f.id))).toHaveLength(2);
  });

  it('spends a balance once under concurrent different sends', async () => {
    const f = await fan(150); // three footballs' worth
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send(f, { gift_id: bySlug('football').id, num: 1 })),
    );
    const okCount = answers.filter((a) => a.code === 0).length;
    expect(okCount).toBe(3);
    for (const a of answers.filter((x) => x.code !== 0)) {
      expect(a.data).toMatchObject({ error: 'insufficientBalance' });
    }
    expect((await userBalances(f.id)).coins).toBe(0);
    expect((await userRow(f.id)).expTenths).toBe(150);
    expect(await auditLedger()).toEqual([]);
  });

  describe('refusals move nothing', () => {
    let f: Person;
    let outcast: Person;
    let before: Record<string, number>;
    beforeAll(async () => {
      f = await fan(100);
      outcast = await fan(100);
      await addToBlacklist(roomId, chatIdOfUser(outcast.id), null, anchor.id);
    });
    beforeEach(async () => {
      before = await totalsByKind();
    });
    afterEach(async () => {
      expect(await totalsByKind()).toEqual(before);
      expect((await userBalances(f.id)).coins).toBe(100);
      expect((await userRow(f.id)).expTenths).toBe(0);
      expect(await db().select().from(giftSends).where(eq(giftSends.userId, f.id))).toEqual([]);
    });

    it.each([0, -1, 1.5, 'abc', 10_000, '10000', '1e3', '1.0', '', null, true, [2]])(
      'refuses the number %j',
      async (num) => {
        const r = await send(f, { gift_id: bySlug('like').id, num });
        expect(r).toMatchObject({
          code: 1,
          msg: '礼物数量须为 1–9999 的整数',
          data: { error: 'giftNumInvalid' },
        });
        expect(r.status).toBe(200);
      },
    );

    it('refuses a missing number in every language', async () => {
      const r = await send(f, { gift_id: bySlug('like').id }, idemKey(), 'vi');
      expect(r).toMatchObject({ code: 1, msg: 'Số lượng quà phải là số nguyên từ 1 đến 9999' });
    });

    it('refuses an unknown gift, a text gift id, an unknown room, a text room id', async () => {
      expect(await send(f, { gift_id: 999_999, num: 1 })).toMatchObject({
        code: 1,
        msg: '礼物不存在',
        data: { error: 'giftNotFound' },
      });
      for (const gift_id of ['abc', -3, 0, '1.5']) {
        expect(await send(f, { gift_id, num: 1 })).toMatchObject({
          code: 1,
          data: { error: 'invalidField', field: 'gift_id' },
        });
      }
      expect(await send(f, { gift_id: bySlug('like').id, num: 1, room_id: 999_999 })).toMatchObject(
        { code: 1, data: { error: 'roomNotFound' } },
      );
      expect(await send(f, { gift_id: bySlug('like').id, num: 1, room_id: 'x' })).toMatchObject({
        code: 1,
        data: { error: 'invalidField', field: 'room_id' },
      });
    });

    it('refuses more than one of a non-combo gift', async () => {
      const cup = bySlug('champions-cup');
      expect(cup.combo).toBe(false);
      expect(await send(f, { gift_id: cup.id, num: 2 }, idemKey(), 'en')).toMatchObject({
        code: 1,
        msg: 'This gift can only be sent one at a time',
        data: { error: 'giftNotCombo' },
      });
    });

    it('refuses too few coins', async () => {
      expect(
        await send(f, { gift_id: bySlug('rocket').id, num: 1 }, idemKey(), 'en'),
      ).toMatchObject({
        code: 1,
        msg: 'Not enough coins. Please recharge first',
        data: { error: 'insufficientBalance' },
      });
      // 10.1 coins against 10: one tenth short.
      expect(await send(f, { gift_id: bySlug('like').id, num: 101 })).toMatchObject({
        code: 1,
        data: { error: 'insufficientBalance' },
      });
    });

    it('needs a login and an Idempotency-Key', async () => {
      expect(await send(null, { gift_id: bySlug('like').id, num: 1 })).toMatchObject({ code: 700 });
      expect(await send(f, { gift_id: bySlug('like').id, num: 1 }, null)).toMatchObject({
        code: 1,
        data: { error: 'idempotencyKeyRequired' },
      });
      expect(await send(f, { gift_id: bySlug('like').id, num: 1 }, 'bad key!')).toMatchObject({
        code: 1,
        data: { error: 'idempotencyKeyInvalid' },
      });
    });

    it('refuses a sender out of the room\u2019s chat', async () => {
      const r = await send(outcast, { gift_id: bySlug('like').id, num: 1 }, idemKey(), 'en');
      expect(r).toMatchObject({
        code: 1,
        msg: "You were removed from this room's chat and cannot send gifts here",
        data: { error: 'giftBlacklisted' },
      });
      expect((await userBalances(outcast.id)).coins).toBe(100);
    });
  });

  it('refuses an anchor gifting their own room, but not another anchor’s', async () => {
    await credit(anchor.id, 100);
    const before = await userBalances(anchor.id);
    const r = await send(anchor, { gift_id: bySlug('like').id, num: 1 }, idemKey(), 'en');
    expect(r).toMatchObject({
      code: 1,
      msg: 'Anchors cannot send gifts to themselves',
      data: { error: 'giftSelf' },
    });
    expect(await userBalances(anchor.id)).toEqual(before);

    // Another anchor's room is fine.
    const b = await registerUser(t);
    await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, b.user.id));
    const other = await t.call<{ id: number }>('Live/mobileStartRoom', {
      params: { title: 'Another room' },
      token: b.token,
    });
    const ok = await send(anchor, { gift_id: bySlug('like').id, num: 1, room_id: other.data.id });
    expect(ok.code).toBe(0);
    expect((await userBalances(b.user.id)).income_pending).toBe(0); // half of 0.1, floored
    expect((await userBalances(anchor.id)).coins).toBe(before.coins - 1);
  });

  it('splits by GIFT_ANCHOR_SHARE_PERCENT, leaving out a zero leg at 0 % and 100 %', async () => {
    const f = await fan(1_000);
    const at = async (pct: string) => {
      process.env.GIFT_ANCHOR_SHARE_PERCENT = pct;
      resetEnvForTests();
      const before = await totalsByKind();
      const r = await send(f, { gift_id: bySlug('beer').id, num: 1 });
      expect(r.code).toBe(0);
      const after = await totalsByKind();
      return {
        pending: after.income_pending - before.income_pending,
        revenue: after.revenue - before.revenue,
      };
    };
    try {
      expect(await at('0')).toEqual({ pending: 0, revenue: 100 });
      expect(await at('100')).toEqual({ pending: 100, revenue: 0 });
      expect(await at('33')).toEqual({ pending: 33, revenue: 67 });
    } finally {
      delete process.env.GIFT_ANCHOR_SHARE_PERCENT;
      resetEnvForTests();
    }
    expect(await auditLedger()).toEqual([]);
  });

  it('limits a user to 30 sends per 10 s (HTTP 429), leaving the key free for a retry', async () => {
    const f = await fan(1_000);
    const answers = [];
    for (let i = 0; i < 30; i++)
      answers.push(await send(f, { gift_id: bySlug('like').id, num: 1 }));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    const key = idemKey();
    const limited = await send(f, { gift_id: bySlug('like').id, num: 1 }, key);
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ error: 'rateLimited' });
    expect((await userBalances(f.id)).coins).toBe(970);
    expect(
      await db()
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, f.id), eq(idempotencyKeys.key, key))),
    ).toEqual([]);
  });
});

describe('Gift/getUserGiftList', () => {
  it('pages the sent and received gifts, newest first', async () => {
    const f = await fan(1_000);
    const sent: number[] = [];
    for (const slug of ['like', 'glow-stick', 'football']) {
      sent.push((await send(f, { gift_id: bySlug(slug).id, num: 2 }, idemKey())).data.send_id);
    }
    const page1 = await t.call('Gift/getUserGiftList', {
      params: { limit: 2 },
      method: 'GET',
      token: f.token,
      lang: 'en',
    });
    expect(page1.data.total).toBe(3);
    expect(page1.data.list.map((x: { id: number }) => x.id)).toEqual([sent[2], sent[1]]);
    const me = await userRow(f.id);
    const anchorRow = await userRow(anchor.id);
    expect(page1.data.list[0]).toEqual({
      id: sent[2],
      gift_id: bySlug('football').id,
      name: 'Football',
      icon: '/gifts/football.svg',
      num: 2,
      total: 10,
      room_id: roomId,
      anchor: { id: anchor.id, nickname: anchorRow.nickname },
      sender: { id: f.id, nickname: me.nickname },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const page2 = await t.call('Gift/getUserGiftList', {
      params: { limit: 2, page: 2, type: 'sent' },
      method: 'GET',
      token: f.token,
    });
    expect(page2.data.list.map((x: { id: number }) => x.id)).toEqual([sent[0]]);
    expect(page2.data.list[0].name).toBe('点赞');

    const received = await t.call('Gift/getUserGiftList', {
      params: { type: 'received', limit: 50 },
      method: 'GET',
      token: anchor.token,
    });
    expect(received.data.list.map((x: { id: number }) => x.id)).toEqual(
      expect.arrayContaining(sent),
    );
    expect(
      received.data.list.every((x: { anchor: { id: number } }) => x.anchor.id === anchor.id),
    ).toBe(true);
    // The fan received nothing.
    expect(
      (
        await t.call('Gift/getUserGiftList', {
          params: { type: 'received' },
          method: 'GET',
          token: f.token,
        })
      ).data,
    ).toMatchObject({ list: [], total: 0 });
  });

  it('needs a login and refuses bad paging', async () => {
    expect((await t.call('Gift/getUserGiftList', { method: 'GET' })).code).toBe(700);
    const f = await fan();
    for (const params of [{ type: 'all' }, { page: 0 }, { limit: 51 }, { page: 'x' }]) {
      expect(
        await t.call('Gift/getUserGiftList', { params, method: 'GET', token: f.token }),
      ).toMatchObject({ code: 1, data: { error: 'invalidField' } });
    }
  });
});

describe('the room event', () => {
  it('reaches a viewer connected to the room over the websocket', async () => {
    const rt = await startInstance({ bus: getBus(), modules: [createChatModule()] });
    const viewer = await fan();
    const c = await TestClient.open(rt.url);
    try {
      const id = chatIdOfUser(viewer.id);
      const next = async (type: string): Promise<Message> => {
        for (;;) {
          const m = await c.next();
          if (m.type === type) return m;
        }
      };
      c.send({ type: 'chat.login', id, sig: signChatId(id), lang: 'en' });
      expect(await next('chat.login')).toMatchObject({ code: 0 });
      c.send({ type: 'chat.join', group });
      expect(await next('chat.join')).toMatchObject({ code: 0 });

      const giver = await fan(100_000);
      const r = await send(giver, { gift_id: bySlug('rocket').id, num: 1 });
      expect(r.code).toBe(0);
      let m: Message;
      do m = await next('chat.message');
      while ((m.message as { from: string }).from !== chatIdOfUser(giver.id));
      const message = m.message as {
        type: string;
        from: string;
        payload: { data: string; extension: string };
      };
      expect(m.group).toBe(group);
      expect(message).toMatchObject({ type: 'TIMCustomElem', from: chatIdOfUser(giver.id) });
      expect(message.payload.data).toBe('gift');
      expect(JSON.parse(message.payload.extension)).toMatchObject({
        slug: 'rocket',
        effect_level: 2,
        effect: '/gifts/rocket.json',
        num: 1,
        total: 1314,
        anchor_id: anchor.id,
        send_id: r.data.send_id,
      });
    } finally {
      await c.close();
      await rt.close();
    }
  });
});

describe('at the end', () => {
  it('leaves the ledger auditing clean', async () => {
    expect(await auditLedger()).toEqual([]);
  });
});
