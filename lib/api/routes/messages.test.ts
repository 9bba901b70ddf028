import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { circles, messages, users } from '@/lib/db/schema';
import { DEMO_ANCHOR_PASSWORD, DEMO_ANCHORS } from '@/lib/live/demo/seed';
import { sendHorn } from '@/lib/wallet/horns';
import { createTestApi, type TestApi } from '@/test/api';
import { loginAs, registerUser } from '@/test/factories';
import { credit, idemKey } from '@/test/wallet';
import type { MessagePage } from '@/lib/messages/contract';

let t: TestApi;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'messages-test-'));
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApi({ DATA_DIR: dataDir, RATE_LIMITS: 'off' });
  admin = await loginAs(t, '86-13800000003', 'admin123456');
});
afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const list = (token: string, lang = 'zh', params: Record<string, unknown> = {}) =>
  t.call<MessagePage>('Push/getList', { method: 'GET', params, token, lang });

describe('the message centre', () => {
  it('starts with the welcome, in the reader’s language, and marks read one or all', async () => {
    const u = await registerUser(t);
    const zh = await list(u.token);
    expect(zh.data).toMatchObject({ total: 1, unread: 1 });
    expect(zh.data.list[0]).toMatchObject({
      kind: 'system',
      read: false,
      title: '欢迎来到球讯直播',
    });
    const en = await list(u.token, 'en');
    expect(en.data.list[0].title).toBe('Welcome to BallStream');

    await credit(u.user.id, 1000);
    const horn = await sendHorn({ userId: u.user.id, content: 'Go Reds', key: idemKey() });
    const reviewed = await t.call('admin/reviewHorn', {
      params: { id: horn.id, pass: 0, reason: '广告' },
      token: admin.token,
    });
    expect(reviewed.code).toBe(0);
    const after = await list(u.token, 'vi');
    expect(after.data.unread).toBe(2);
    expect(after.data.list[0]).toMatchObject({
      kind: 'review',
      title: 'Loa của bạn không được duyệt; chi phí đã được hoàn lại',
      text: 'Lý do: 广告',
    });
    // Unread only.
    expect((await list(u.token, 'zh', { unread: 1 })).data.total).toBe(2);

    const one = await t.call('Push/read', {
      params: { id: after.data.list[0].id },
      token: u.token,
    });
    expect(one.data).toEqual({ unread: 1 });
    const all = await t.call('Push/read', { params: { all: 1 }, token: u.token });
    expect(all.data).toEqual({ unread: 0 });
    expect((await t.call('Push/unread', { token: u.token })).data).toEqual({ unread: 0 });
  });

  it('is each user’s own: another user’s id marks nothing, guests get 700', async () => {
    const [a, b] = [await registerUser(t), await registerUser(t)];
    const mine = (await list(a.token)).data.list[0];
    const r = await t.call('Push/read', { params: { id: mine.id }, token: b.token });
    expect(r.data).toEqual({ unread: 1 });
    expect((await t.call('Push/read', { params: { all: 1 }, token: b.token })).code).toBe(0);
    expect((await list(a.token)).data.unread).toBe(1);
    expect((await list(b.token)).data.list.map((m) => m.id)).not.toContain(mine.id);
    for (const p of ['Push/getList', 'Push/unread', 'Push/read']) {
      expect((await t.call(p, { params: {} })).code).toBe(700);
    }
    // Neither one message nor all: refused, like a bad id.
    for (const params of [{}, { id: 'x' }, { id: -1 }, { all: 2 }, { page: 0 }, { limit: 1000 }]) {
      const bad = await t.call('Push/getList', { method: 'GET', params, token: a.token });
      const bad2 = await t.call('Push/read', { params, token: a.token });
      expect([bad.status, bad2.status]).not.toContain(500);
      expect([bad2.code, bad2.msg]).toEqual([1, expect.stringMatching(/\S/)]);
    }
    expect((await list(a.token)).data.unread).toBe(1);
  });

  it('tells followers once per broadcast that a followed anchor went live', async () => {
    const fan = await registerUser(t);
    const other = await registerUser(t);
    const anchor = await loginAs(t, DEMO_ANCHORS[1].mobile, DEMO_ANCHOR_PASSWORD);
    await t.call('Live/endRoom', { token: anchor.token });
    await t.call('Member/attention', {
      params: { anchor_id: anchor.user.id, type: 1 },
      token: fan.token,
    });
    const starts = await Promise.all(
      [1, 2].map(() =>
        t.call('Live/mobileStartRoom', {
          params: { title: 'Derby night', sport: 'football', language: 'zh' },
          token: anchor.token,
        }),
      ),
    );
    expect(starts.map((s) => s.code)).toEqual([0, 0]);
    const got = (await list(fan.token, 'en')).data.list.filter((m) => m.kind === 'live');
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      title: `${anchor.user.user_nickname}, an anchor you follow, is live`,
      text: 'Derby night',
      link: `/live?id=${starts[0].data.id}`,
    });
    expect((await list(other.token)).data.list.some((m) => m.kind === 'live')).toBe(false);
  });

  it('tells authors of replies to their posts and comments, not of their own', async () => {
    const [author, fan] = [await registerUser(t), await registerUser(t)];
    const [circle] = await db()
      .insert(circles)
      .values({ slug: 'messages-test', nameZh: '测试', nameEn: 'Test', nameVi: 'Thử' })
      .returning();
    const post = await t.call('anchor_dynamics_user/insert', {
      params: { circle_id: circle.id, content: '今晚谁赢？' },
      token: author.token,
    });
    const comment = (token: string, params: Record<string, unknown>) =>
      t.call('anchor_dynamics_user/comment', { params: { id: post.data.id, ...params }, token });
    const top = await comment(fan.token, { content: '主队必胜' });
    await comment(author.token, { content: '未必', parent_id: top.data.id });
    await comment(author.token, { content: '自己顶一下' });

    const toAuthor = (await list(author.token)).data.list.filter((m) => m.kind === 'reply');
    expect(toAuthor).toHaveLength(1);
    const [fanRow] = await db().select().from(users).where(eq(users.id, fan.user.id));
    expect(toAuthor[0]).toMatchObject({
      title: `${fanRow.nickname} 评论了你的帖子`,
      text: '主队必胜',
      link: `/circle-detail?id=${post.data.id}`,
    });
    const toFan = (await list(fan.token)).data.list.filter((m) => m.kind === 'reply');
    expect(toFan).toHaveLength(1);
    expect(toFan[0]).toMatchObject({
      title: `${author.user.user_nickname} 回复了你的评论`,
      text: '未必',
    });
  });

  it('keeps one message per cause', async () => {
    const u = await registerUser(t);
    const rows = await db().select().from(messages).where(eq(messages.userId, u.user.id));
    expect(rows.map((r) => r.key)).toEqual(['system:welcome']);
  });
});
