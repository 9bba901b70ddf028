import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { issueToken } from '@/lib/account/auth';
import { seedCommunity } from '@/lib/community/demo/seed';
import { DEMO_CIRCLES, DEMO_FANS, DEMO_POSTS } from '@/lib/community/demo/data';
import { db } from '@/lib/db/client';
import { circles, comments, posts, uploads, users } from '@/lib/db/schema';
import { sweepOrphanUploads, UNATTACHED_GRACE_MS } from '@/lib/providers/storage/sweep';
import { createTestApi, SEED_TIMEOUT, type TestApi } from '@/test/api';
import { uniqueMobile } from '@/test/factories';

type Post = {
  id: number;
  lang: string;
  circle: { id: number; name: string };
  author: { id: number; nickname: string; avatar: string; level: number; is_anchor: number };
  content: string;
  images: string[];
  video: string | null;
  video_cover: string | null;
  views: number;
  likes: number;
  comments: number;
  created_at: number;
  liked: boolean;
  can_delete: boolean;
};
type Page<T> = { list: T[]; total: number; page: number; size: number };
type Comment = {
  id: number;
  parent_id: number | null;
  user_id: number;
  content: string;
  likes: number;
  replies: number;
  liked: boolean;
  can_delete: boolean;
  reply_to: { user_id: number; user_nickname: string } | null;
  reply_list?: Comment[];
};

let t: TestApi;
let dataDir: string;
let circleId: number;
let n = 0;

/** A fresh user straight in the database (registering through SMS is tested elsewhere). */
async function newUser(opts: { admin?: boolean } = {}): Promise<{ id: number; token: string }> {
  n++;
  const [u] = await db()
    .insert(users)
    .values({
      mobile: uniqueMobile(),
      passwordHash: 'x',
      nickname: `community-${n}-${Date.now() % 100000}`,
      inviteCode: `CT${n}${Date.now() % 100000}`,
      isAdmin: opts.admin ?? false,
    })
    .returning({ id: users.id });
  return { id: u.id, token: await issueToken(u.id) };
}

/** An upload row as upload/image or upload/video would record it. */
async function upload(userId: number, purpose: string, name = `${purpose}-${++n}`) {
  const ext = purpose === 'video' ? 'mp4' : 'jpg';
  const url = `/uploads/test/${name}.${ext}`;
  await db()
    .insert(uploads)
    .values({ url, userId, purpose, contentType: `x/${ext}`, bytes: 1000 });
  return url;
}

const post = (token: string | null, params: Record<string, unknown>, lang?: string) =>
  t.call<Post>('anchor_dynamics_user/insert', { params, token, lang });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-test-'));
  t = await createTestApi({ DATA_DIR: dataDir });
  await seedCommunity();
  circleId = (await db().select().from(circles).where(eq(circles.slug, 'premier-league')))[0].id;
}, SEED_TIMEOUT);
afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('seeds circles, fans, posts with pictures and videos, comments and likes', async () => {
    const count = async (table: typeof posts | typeof circles | typeof comments) =>
      Number(
        (
          await db()
            .select({ n: sql<number>`count(*)::int` })
            .from(table)
        )[0].n,
      );
    expect(await count(circles)).toBe(DEMO_CIRCLES.length);
    expect(await count(posts)).toBe(DEMO_POSTS.length);
    expect(await count(comments)).toBeGreaterThan(150);
    const rows = await db().select().from(posts);
    expect(rows.some((p) => p.images.length === 4)).toBe(true);
    expect(rows.some((p) => p.video && p.videoCover)).toBe(true);
    expect(new Set(rows.map((p) => p.lang))).toEqual(new Set(['zh', 'en', 'vi']));
    // The pictures were rendered into the storage provider.
    const img = rows.find((p) => p.images.length)!.images[0];
    expect(fs.statSync(path.join(dataDir, img.replace(/^\//, ''))).size).toBeGreaterThan(1000);
    // Counters agree with the rows.
    for (const p of rows.slice(0, 10)) {
      const [{ c }] = await db()
        .select({ c: sql<number>`count(*)::int` })
        .from(comments)
        .where(and(eq(comments.target, 'post'), eq(comments.targetId, p.id)));
      expect(p.comments).toBe(Number(c));
    }
    const fans = await db().select().from(users).where(eq(users.mobile, DEMO_FANS[0].mobile));
    expect(fans).toHaveLength(1);
  });

  it('records its pictures as claimed uploads of their posters, so the sweeper keeps them', async () => {
    const rows = await db().select().from(posts);
    const pictures = [...new Set(rows.flatMap((p) => p.images))];
    expect(pictures.length).toBeGreaterThan(3);
    const records = await db().select().from(uploads).where(inArray(uploads.url, pictures));
    expect(records).toHaveLength(pictures.length);
    for (const r of records) {
      expect(r).toMatchObject({ purpose: 'post_image', contentType: 'image/jpeg' });
      expect(r.attachedAt).not.toBeNull();
      expect(r.bytes).toBeGreaterThan(1000);
      // Owned by a poster who shows it.
      expect(rows.some((p) => p.userId === r.userId && p.images.includes(r.url))).toBe(true);
    }
    // A day and more later, the sweep leaves them all in place.
    const old = new Date(Date.now() - UNATTACHED_GRACE_MS - 3_600_000);
    await db().update(uploads).set({ createdAt: old }).where(inArray(uploads.url, pictures));
    for (const url of pictures) fs.utimesSync(path.join(dataDir, url.slice(1)), old, old);
    const removed = await sweepOrphanUploads();
    for (const url of pictures) {
      expect(removed).not.toContain(url);
      expect(fs.existsSync(path.join(dataDir, url.slice(1)))).toBe(true);
    }
  });

  it('is idempotent', async () => {
    const before = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(posts)
    )[0].n;
    await seedCommunity();
    const after = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(posts)
    )[0].n;
    expect(after).toBe(before);
    expect(
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(circles)
      )[0].n,
    ).toBe(DEMO_CIRCLES.length);
  });
});

describe('anchor_dynamics/circles and circle', () => {
  it('lists the circles in the request language with their post counts', async () => {
    const zh =
      await t.call<{ id: number; name: string; posts: number; slug: string }[]>(
        'anchor_dynamics/circles',
      );
    expect(zh.code).toBe(0);
    expect(zh.data.map((c) => c.slug)).toEqual(DEMO_CIRCLES.map((c) => c.slug));
    expect(zh.data[0].name).toBe('英超圈');
    expect(zh.data.every((c) => c.posts >= 0)).toBe(true);
    expect(zh.data.reduce((s, c) => s + c.posts, 0)).toBeGreaterThan(0);
    const vi = await t.call<{ name: string }[]>('anchor_dynamics/circles', { lang: 'vi' });
    expect(vi.data[0].name).toBe('Ngoại hạng Anh');
    const one = await t.call<{ id: number; name: string }>('anchor_dynamics/circle', {
      method: 'GET',
      params: { id: circleId },
      lang: 'en',
    });
    expect(one.data.name).toBe('Premier League');
  });

  it('refuses unknown and malformed ids with code 1', async () => {
    const unknown = await t.call('anchor_dynamics/circle', {
      method: 'GET',
      params: { id: 99999 },
    });
    expect(unknown).toMatchObject({ code: 1, status: 200, msg: '该圈子不存在' });
    const bad = await t.call('anchor_dynamics/circle', { method: 'GET', params: { id: 'abc' } });
    expect(bad.code).toBe(1);
    expect(bad.status).toBeLessThan(500);
  });
});

/**
 * The request's language (zh, the default) comes first, then the others, each part in the feed's
 * order (docs/architecture.md "Feeds by language"); answers the two parts.
 */
function zhFirst(list: Post[]): [Post[], Post[]] {
  const cut = list.findIndex((p) => p.lang !== 'zh');
  if (cut < 0) return [list, []];
  expect(list.slice(cut).some((p) => p.lang === 'zh')).toBe(false);
  return [list.slice(0, cut), list.slice(cut)];
}

describe('anchor_dynamics/list and hot', () => {
  it('lists the feed newest first, by circle, and hot by likes + 2 × comments', async () => {
    const all = await t.call<Page<Post>>('anchor_dynamics/list', {
      method: 'GET',
      params: { limit: 50 },
    });
    expect(all.code).toBe(0);
    expect(all.data.total).toBeGreaterThanOrEqual(DEMO_POSTS.length);
    for (const part of zhFirst(all.data.list)) {
      const times = part.map((p) => p.created_at);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    }
    const one = await t.call<Page<Post>>('anchor_dynamics/list', {
      method: 'GET',
      params: { circle_id: circleId },
    });
    expect(one.data.list.length).toBeGreaterThan(0);
    expect(one.data.list.every((p) => p.circle.id === circleId)).toBe(true);
    const hot = await t.call<Page<Post>>('anchor_dynamics/list', {
      method: 'GET',
      params: { order: 'hot', limit: 50 },
    });
    for (const part of zhFirst(hot.data.list)) {
      const scores = part.map((p) => p.likes + 2 * p.comments);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    }
    const page2 = await t.call<Page<Post>>('anchor_dynamics/list', {
      method: 'GET',
      params: { page: 2, limit: 10 },
    });
    expect(page2.data.list[0].id).toBe(all.data.list[10].id);
  });

  it('refuses a bad circle, order or page with code 1', async () => {
    for (const params of [
      { circle_id: 99999 },
      { circle_id: 'abc' },
      { order: 'best' },
      { page: 0 },
      { page: 'x' },
      { limit: 500 },
    ]) {
      const r = await t.call('anchor_dynamics/list', { method: 'GET', params });
      expect(r.code).toBe(1);
      expect(r.status).toBe(200);
    }
  });

  it('ranks the posts of the day, week and month', async () => {
    const now = Date.now() / 1000;
    for (const [period, hours] of [
      ['day', 24],
      ['week', 168],
      ['month', 720],
    ] as const) {
      const r = await t.call<Post[]>('anchor_dynamics/hot', {
        method: 'GET',
        params: { period, limit: 20 },
      });
      expect(r.code).toBe(0);
      expect(r.data.length).toBeGreaterThan(0);
      expect(r.data.every((p) => p.created_at >= now - hours * 3600 - 60)).toBe(true);
      for (const part of zhFirst(r.data)) {
        const scores = part.map((p) => p.likes + 2 * p.comments);
        expect([...scores].sort((a, b) => b - a)).toEqual(scores);
      }
    }
    const bad = await t.call('anchor_dynamics/hot', { method: 'GET', params: { period: 'year' } });
    expect(bad.code).toBe(1);
  });
});

describe('anchor_dynamics_user/insert', () => {
  it('posts text, text with images, or a video with its cover', async () => {
    const u = await newUser();
    const text = await post(u.token, { circle_id: circleId, content: '  今晚的比赛太精彩了！  ' });
    expect(text.code).toBe(0);
    expect(text.data).toMatchObject({
      content: '今晚的比赛太精彩了！',
      images: [],
      video: null,
      circle: { id: circleId, name: '英超圈' },
      author: { id: u.id },
      likes: 0,
      can_delete: true,
    });
    const imgs = [await upload(u.id, 'post_image'), await upload(u.id, 'post_image')];
    const withImages = await post(u.token, {
      circle_id: circleId,
      content: 'two pics',
      images: imgs,
    });
    expect(withImages.code).toBe(0);
    expect(withImages.data.images).toEqual(imgs);
    // The files are claimed: no longer swept as orphans.
    const claimed = await db().select().from(uploads).where(eq(uploads.url, imgs[0]));
    expect(claimed[0].attachedAt).not.toBeNull();
    // A form post: addresses separated by commas.
    const form = await post(u.token, {
      circle_id: String(circleId),
      content: 'form',
      images: [await upload(u.id, 'post_image')].join(','),
    });
    expect(form.code).toBe(0);
    expect(form.data.images).toHaveLength(1);
    const v = await upload(u.id, 'video');
    const c = await upload(u.id, 'cover');
    const withVideo = await post(u.token, {
      circle_id: circleId,
      content: 'a clip',
      video: v,
      video_cover: c,
    });
    expect(withVideo.code).toBe(0);
    expect(withVideo.data).toMatchObject({ video: v, video_cover: c, images: [] });
    const found = await db().select().from(posts).where(eq(posts.id, withVideo.data.id));
    expect(found[0].searchBody).toBe('a clip');
  });

  it('refuses incomplete and mixed posts with the spec messages', async () => {
    const u = await newUser();
    const img = () => upload(u.id, 'post_image');
    const cases: [Record<string, unknown>, string][] = [
      [{ circle_id: circleId, content: '' }, '请输入内容'],
      [{ circle_id: circleId, content: '   \n\t ' }, '请输入内容'],
      [{ circle_id: circleId }, '请输入内容'],
      [
        {
          circle_id: circleId,
          content: 'five',
          images: [await img(), await img(), await img(), await img(), await img()],
        },
        '最多上传4张图片',
      ],
      [
        { circle_id: circleId, content: 'no cover', video: await upload(u.id, 'video') },
        '请上传视频封面',
      ],
      [
        { circle_id: circleId, content: 'no video', video_cover: await upload(u.id, 'cover') },
        '请上传视频',
      ],
      [
        {
          circle_id: circleId,
          content: 'both',
          images: [await img()],
          video: await upload(u.id, 'video'),
          video_cover: await upload(u.id, 'cover'),
        },
        '图片和视频不能同时发布',
      ],
      [{ circle_id: 99999, content: 'x' }, '该圈子不存在'],
    ];
    for (const [params, msg] of cases) {
      const r = await post(u.token, params);
      expect({ params, code: r.code, msg: r.msg }).toEqual({ params, code: 1, msg });
    }
    // Nothing was posted, nothing claimed.
    const mine = await db().select().from(posts).where(eq(posts.userId, u.id));
    expect(mine).toHaveLength(0);
    const attached = await db()
      .select()
      .from(uploads)
      .where(and(eq(uploads.userId, u.id)));
    expect(attached.every((x) => x.attachedAt === null)).toBe(true);
  });

  it('refuses malformed fields with code 1, never 5xx', async () => {
    const u = await newUser();
    for (const params of [
      { circle_id: 'abc', content: 'x' },
      { circle_id: -1, content: 'x' },
      { content: 'no circle' },
      { circle_id: circleId, content: 'x'.repeat(2001) },
      { circle_id: circleId, content: 42 },
      { circle_id: circleId, content: 'x', images: 'not a url' },
      { circle_id: circleId, content: 'x', images: [1, 2] },
      { circle_id: circleId, content: 'x', images: { a: 1 } },
      { circle_id: circleId, content: 'x', video: 'javascript:alert(1)' },
    ]) {
      const r = await post(u.token, params);
      expect({ params, code: r.code }).toEqual({ params, code: 1 });
      expect(r.status).toBe(200);
    }
    const visitor = await post(null, { circle_id: circleId, content: 'x' });
    expect(visitor.code).toBe(700);
    // 2,000 characters are fine, emoji counted as one.
    const long = await post(u.token, { circle_id: circleId, content: '⚽'.repeat(2000) });
    expect(long.code).toBe(0);
  });

  it("refuses another user's upload, one of another purpose, or an unknown one", async () => {
    const u = await newUser();
    const other = await newUser();
    const theirs = await upload(other.id, 'post_image');
    const cover = await upload(u.id, 'cover');
    for (const params of [
      { circle_id: circleId, content: 'x', images: [theirs] },
      { circle_id: circleId, content: 'x', images: [cover] },
      { circle_id: circleId, content: 'x', images: ['/uploads/post-images/nope.jpg'] },
      {
        circle_id: circleId,
        content: 'x',
        video: await upload(other.id, 'video'),
        video_cover: await upload(u.id, 'cover'),
      },
    ]) {
      const r = await post(u.token, params);
      expect(r).toMatchObject({ code: 1, msg: '文件不存在或已过期，请重新上传' });
    }
  });

  it('stores an XSS payload as typed text and answers it unchanged', async () => {
    const u = await newUser();
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)> & "quotes"';
    const r = await post(u.token, { circle_id: circleId, content: payload });
    expect(r.code).toBe(0);
    expect(r.data.content).toBe(payload);
    const info = await t.call<Post>('anchor_dynamics/info', {
      method: 'GET',
      params: { id: r.data.id },
    });
    expect(info.data.content).toBe(payload);
  });

  it('limits posting to 5 per 10 minutes per user (429 rateLimited)', async () => {
    const u = await newUser();
    for (let i = 0; i < 5; i++) {
      expect((await post(u.token, { circle_id: circleId, content: `post ${i}` })).code).toBe(0);
    }
    const sixth = await post(u.token, { circle_id: circleId, content: 'one too many' });
    expect(sixth.status).toBe(429);
    expect(sixth.code).toBe(1);
    expect((sixth.data as unknown as { error: string }).error).toBe('rateLimited');
    // Another user is not affected.
    const other = await newUser();
    expect((await post(other.token, { circle_id: circleId, content: 'mine' })).code).toBe(0);
  });
});

describe('anchor_dynamics/info and userPostList', () => {
  it('answers a post with its author and circle, and counts a view', async () => {
    const u = await newUser();
    const p = (await post(u.token, { circle_id: circleId, content: 'view me' })).data;
    const a = await t.call<Post>('anchor_dynamics/info', { method: 'GET', params: { id: p.id } });
    expect(a.code).toBe(0);
    expect(a.data).toMatchObject({ id: p.id, views: 1, liked: false, can_delete: false });
    expect(a.data.author).toMatchObject({ id: u.id, level: 1, is_anchor: 0 });
    const b = await t.call<Post>('anchor_dynamics/info', {
      method: 'GET',
      params: { id: p.id },
      token: u.token,
    });
    expect(b.data).toMatchObject({ views: 2, can_delete: true });
    // Reloading does not count again (once per viewer and half hour).
    const c = await t.call<Post>('anchor_dynamics/info', {
      method: 'GET',
      params: { id: p.id },
      token: u.token,
    });
    expect(c.data.views).toBe(2);
  });

  it('refuses unknown, deleted and malformed ids', async () => {
    const unknown = await t.call('anchor_dynamics/info', { method: 'GET', params: { id: 999999 } });
    expect(unknown).toMatchObject({ code: 1, msg: '该动态不存在或已删除' });
    for (const id of ['abc', '1.5', '0x10', '']) {
      const r = await t.call('anchor_dynamics/info', { method: 'GET', params: { id } });
      expect(r.code).toBe(1);
      expect(r.status).toBe(200);
    }
  });

  it("lists a user's posts, or the viewer's own", async () => {
    const u = await newUser();
    await post(u.token, { circle_id: circleId, content: 'first' });
    await post(u.token, { circle_id: circleId, content: 'second' });
    const theirs = await t.call<Page<Post>>('anchor_dynamics/userPostList', {
      method: 'GET',
      params: { user_id: u.id },
    });
    expect(theirs.data.list.map((p) => p.content)).toEqual(['second', 'first']);
    const mine = await t.call<Page<Post>>('anchor_dynamics/userPostList', {
      method: 'GET',
      token: u.token,
    });
    expect(mine.data.total).toBe(2);
    const visitor = await t.call<Page<Post>>('anchor_dynamics/userPostList', { method: 'GET' });
    expect(visitor).toMatchObject({ code: 0, data: { list: [], total: 0 } });
    const unknown = await t.call('anchor_dynamics/userPostList', {
      method: 'GET',
      params: { user_id: 999999 },
    });
    expect(unknown.code).toBe(1);
    const bad = await t.call('anchor_dynamics/userPostList', {
      method: 'GET',
      params: { user_id: 'me' },
    });
    expect(bad.code).toBe(1);
  });
});

describe('anchor_dynamics_user/likes', () => {
  it('counts one like per user, with set, clear and toggle', async () => {
    const author = await newUser();
    const fan = await newUser();
    const p = (await post(author.token, { circle_id: circleId, content: 'like me' })).data;
    const like = (params: Record<string, unknown>) =>
      t.call<{ liked: boolean; likes: number }>('anchor_dynamics_user/likes', {
        params: { id: p.id, ...params },
        token: fan.token,
      });
    expect((await like({ type: 1 })).data).toMatchObject({ liked: true, likes: 1 });
    expect((await like({ type: 1 })).data).toMatchObject({ liked: true, likes: 1 });
    expect((await like({})).data).toMatchObject({ liked: false, likes: 0 });
    expect((await like({ type: '1' })).data).toMatchObject({ liked: true, likes: 1 });
    const seen = await t.call<Post>('anchor_dynamics/info', {
      method: 'GET',
      params: { id: p.id },
      token: fan.token,
    });
    expect(seen.data).toMatchObject({ liked: true, likes: 1 });
    expect((await like({ type: 0 })).data).toMatchObject({ liked: false, likes: 0 });
    expect((await like({ type: 0 })).data).toMatchObject({ liked: false, likes: 0 });
  });

  it('counts concurrent likes by one user once', async () => {
    const author = await newUser();
    const fan = await newUser();
    const p = (await post(author.token, { circle_id: circleId, content: 'race' })).data;
    const rs = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.call('anchor_dynamics_user/likes', { params: { id: p.id, type: 1 }, token: fan.token }),
      ),
    );
    expect(rs.every((r) => r.code === 0)).toBe(true);
    const [row] = await db().select().from(posts).where(eq(posts.id, p.id));
    expect(row.likes).toBe(1);
  });

  it('refuses unknown posts, bad ids and visitors', async () => {
    const u = await newUser();
    const unknown = await t.call('anchor_dynamics_user/likes', {
      params: { id: 999999 },
      token: u.token,
    });
    expect(unknown).toMatchObject({ code: 1, msg: '该动态不存在或已删除' });
    const bad = await t.call('anchor_dynamics_user/likes', {
      params: { id: 'x', type: 'maybe' },
      token: u.token,
    });
    expect(bad.code).toBe(1);
    const visitor = await t.call('anchor_dynamics_user/likes', { params: { id: 1 } });
    expect(visitor.code).toBe(700);
  });
});

describe('comments', () => {
  it('comments, replies, lists threads, likes comments and deletes them', async () => {
    const author = await newUser();
    const fan = await newUser();
    const other = await newUser();
    const p = (await post(author.token, { circle_id: circleId, content: 'discuss' })).data;
    const comment = (token: string, params: Record<string, unknown>) =>
      t.call<Comment>('anchor_dynamics_user/comment', { params: { id: p.id, ...params }, token });

    const top = await comment(fan.token, { content: '<b>first</b>' });
    expect(top.code).toBe(0);
    expect(top.data).toMatchObject({ content: '<b>first</b>', parent_id: null, can_delete: true });
    const reply = await comment(other.token, { content: 'a reply', parent_id: top.data.id });
    expect(reply.data.parent_id).toBe(top.data.id);
    const replyToReply = await comment(fan.token, { content: 'back', parent_id: reply.data.id });
    expect(replyToReply.data).toMatchObject({
      parent_id: top.data.id,
      reply_to: { user_id: other.id },
    });
    for (let i = 0; i < 3; i++)
      await comment(other.token, { content: `r${i}`, parent_id: top.data.id });

    const list = await t.call<Page<Comment>>('anchor_dynamics/commentList', {
      params: { id: p.id },
      token: author.token,
    });
    expect(list.code).toBe(0);
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({ id: top.data.id, replies: 5, can_delete: true });
    expect(list.data.list[0].reply_list).toHaveLength(3);
    const info = await t.call<Post>('anchor_dynamics/info', {
      method: 'GET',
      params: { id: p.id },
    });
    expect(info.data.comments).toBe(6);

    const replies = await t.call<Page<Comment> & { comment: Comment }>(
      'anchor_dynamics/commentReplies',
      { method: 'GET', params: { comment_id: top.data.id, limit: 4 } },
    );
    expect(replies.data.total).toBe(5);
    expect(replies.data.list).toHaveLength(4);
    expect(replies.data.comment.id).toBe(top.data.id);

    // Comment likes: one per user.
    const like = (type?: number) =>
      t.call<{ liked: boolean; likes: number }>('anchor_dynamics_user/commentLikes', {
        params: { comment_id: top.data.id, type },
        token: other.token,
      });
    expect((await like(1)).data).toMatchObject({ liked: true, likes: 1 });
    expect((await like(1)).data).toMatchObject({ liked: true, likes: 1 });
    expect((await like()).data).toMatchObject({ liked: false, likes: 0 });

    // Deleting: someone else's comment is refused; the post's author may; a top-level comment
    // takes its replies.
    const refused = await t.call('anchor_dynamics_user/deleteComment', {
      params: { comment_id: top.data.id },
      token: other.token,
    });
    expect(refused).toMatchObject({ code: 1, msg: '没有权限执行此操作' });
    const ownReply = await t.call('anchor_dynamics_user/deleteComment', {
      params: { comment_id: reply.data.id },
      token: other.token,
    });
    expect(ownReply.code).toBe(0);
    const byOwner = await t.call('anchor_dynamics_user/deleteComment', {
      params: { comment_id: top.data.id },
      token: author.token,
    });
    expect(byOwner.code).toBe(0);
    const after = await t.call<Post>('anchor_dynamics/info', {
      method: 'GET',
      params: { id: p.id },
    });
    expect(after.data.comments).toBe(0);
  });

  it('refuses blank, oversized and misplaced comments', async () => {
    const u = await newUser();
    const p = (await post(u.token, { circle_id: circleId, content: 'x' })).data;
    const call = (params: Record<string, unknown>) =>
      t.call('anchor_dynamics_user/comment', { params, token: u.token });
    expect(await call({ id: p.id, content: '   ' })).toMatchObject({ code: 1, msg: '请输入内容' });
    expect(await call({ id: p.id })).toMatchObject({ code: 1, msg: '请输入内容' });
    expect((await call({ id: p.id, content: 'x'.repeat(501) })).code).toBe(1);
    expect(await call({ id: 999999, content: 'x' })).toMatchObject({ code: 1 });
    expect((await call({ id: 'abc', content: 'x' })).code).toBe(1);
    expect((await call({ id: p.id, content: 'x', parent_id: 99999999 })).code).toBe(1);
    expect(
      (await t.call('anchor_dynamics_user/comment', { params: { id: p.id, content: 'x' } })).code,
    ).toBe(700);
    const list = await t.call('anchor_dynamics/commentList', { params: { id: 999999 } });
    expect(list).toMatchObject({ code: 1, msg: '该动态不存在或已删除' });
    const replies = await t.call('anchor_dynamics/commentReplies', {
      method: 'GET',
      params: { comment_id: 99999999 },
    });
    expect(replies.code).toBe(1);
    const like = await t.call('anchor_dynamics_user/commentLikes', {
      params: { comment_id: 'abc' },
      token: u.token,
    });
    expect(like.code).toBe(1);
  });

  it('does not reach video comments', async () => {
    const u = await newUser();
    const [c] = await db()
      .insert(comments)
      .values({ target: 'video', targetId: 1, userId: u.id, content: 'video comment' })
      .returning({ id: comments.id });
    for (const [path, params] of [
      ['anchor_dynamics_user/commentLikes', { comment_id: c.id }],
      ['anchor_dynamics_user/deleteComment', { comment_id: c.id }],
    ] as const) {
      const r = await t.call(path, { params, token: u.token });
      expect(r.code).toBe(1);
    }
  });

  it('limits comments per user (429)', async () => {
    const u = await newUser();
    const p = (await post(u.token, { circle_id: circleId, content: 'spam target' })).data;
    let limited = null;
    for (let i = 0; i < 12 && !limited; i++) {
      const r = await t.call('anchor_dynamics_user/comment', {
        params: { id: p.id, content: `c${i}` },
        token: u.token,
      });
      if (r.status === 429) limited = r;
    }
    expect(limited).toMatchObject({ status: 429, code: 1 });
  });
});

describe('anchor_dynamics/deletePost', () => {
  it('lets the author and an administrator delete a post, not anyone else', async () => {
    const author = await newUser();
    const other = await newUser();
    const admin = await newUser({ admin: true });
    const img = await upload(author.id, 'post_image');
    const p = (await post(author.token, { circle_id: circleId, content: 'bye', images: [img] }))
      .data;
    const del = (token: string | null, id: unknown = p.id) =>
      t.call('anchor_dynamics/deletePost', { params: { id }, token });
    expect(await del(other.token)).toMatchObject({ code: 1, msg: '没有权限执行此操作' });
    expect((await del(null)).code).toBe(700);
    expect((await del(author.token, 'abc')).code).toBe(1);
    expect(await del(author.token)).toMatchObject({ code: 0, msg: '删除成功' });
    expect(await del(author.token)).toMatchObject({ code: 1, msg: '该动态不存在或已删除' });
    const gone = await t.call('anchor_dynamics/info', { method: 'GET', params: { id: p.id } });
    expect(gone.code).toBe(1);
    const [row] = await db().select().from(posts).where(eq(posts.id, p.id));
    expect(row.deletedAt).not.toBeNull();
    // Its files are released for the sweeper.
    const [u] = await db().select().from(uploads).where(eq(uploads.url, img));
    expect(u.attachedAt).toBeNull();
    const feed = await t.call<Page<Post>>('anchor_dynamics/userPostList', {
      method: 'GET',
      params: { user_id: author.id },
    });
    expect(feed.data.list.some((x) => x.id === p.id)).toBe(false);
    // Liking or commenting a deleted post: postNotFound.
    const like = await t.call('anchor_dynamics_user/likes', {
      params: { id: p.id },
      token: other.token,
    });
    expect(like.code).toBe(1);

    const q = (await post(other.token, { circle_id: circleId, content: 'admin removes' })).data;
    expect((await del(admin.token, q.id)).code).toBe(0);
    const live = await db()
      .select()
      .from(posts)
      .where(and(eq(posts.id, q.id), isNull(posts.deletedAt)));
    expect(live).toHaveLength(0);
  });
});
