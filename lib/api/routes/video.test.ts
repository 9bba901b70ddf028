/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { uploads, videoCategories, videos } from '@/lib/db/schema';
import { serveHls } from '@/lib/providers/stream/serve';
import { seedVideos } from '@/lib/video/demo/seed';
import { DEMO_VIDEOS, VIDEO_CATEGORIES } from '@/lib/video/demo/catalog';
import type {
  RankedVideo,
  VideoCategoryItem,
  VideoCategoryMine,
  VideoComment,
  VideoCommentPage,
  VideoInfo,
  VideoPage,
  VideoReplies,
} from '@/lib/video/contract';
import { createTestApi, type TestApi } from '@/test/api';
import { loginAs, registerUser } from '@/test/factories';

let t: TestApi;
type U = { token: string; id: number };
let alice: U;
let bob: U;
let admin: U;
let anchor: U;

beforeAll(async () => {
  // The content seeds of the other domains are not needed here: only the videos'.
  t = await createTestApi();
  await seedVideos();
  const [a, b] = [await registerUser(t), await registerUser(t)];
  alice = { token: a.token, id: a.user.id };
  bob = { token: b.token, id: b.user.id };
  const ad = await loginAs(t, '86-13800000003', 'admin123456');
  admin = { token: ad.token, id: ad.user.id };
  const an = await loginAs(t, '86-13800000002', 'anchor123456');
  anchor = { token: an.token, id: an.user.id };
}, 120_000);
afterAll(() => t?.cleanup());

const get = <T>(path: string, params: Record<string, unknown> = {}, opts = {}) =>
  t.call<T>(path, { method: 'GET', params, ...opts });
const post = <T>(path: string, params: Record<string, unknown> = {}, opts = {}) =>
  t.call<T>(path, { method: 'POST', params, ...opts });

async function firstVideo(): Promise<number> {
  const r = await post<VideoPage>('Video/getList', { size: 1 });
  return r.data.list[0].id;
}

/** A video of `owner` published through the API, with uploads recorded as upload/* would. */
async function publish(owner: U, extra: Record<string, unknown> = {}): Promise<VideoInfo> {
  const n = Math.random().toString(36).slice(2);
  await db()
    .insert(uploads)
    .values([
      {
        url: `/uploads/videos/${n}.mp4`,
        userId: owner.id,
        purpose: 'video',
        contentType: 'video/mp4',
        bytes: 1000,
      },
      {
        url: `/uploads/covers/${n}.jpg`,
        userId: owner.id,
        purpose: 'cover',
        contentType: 'image/jpeg',
        bytes: 1000,
      },
    ]);
  const [cat] = await db().select().from(videoCategories).limit(1);
  const r = await post<VideoInfo>(
    'Video_user/insert',
    {
      category_id: cat.id,
      title: 'My first goal',
      description: 'Sunday league, top corner.',
      video: `/uploads/videos/${n}.mp4`,
      cover: `/uploads/covers/${n}.jpg`,
      duration: 42,
      ...extra,
    },
    { token: owner.token, lang: 'en' },
  );
  if (r.code !== 0) throw new Error(`insert: ${r.msg}`);
  return r.data;
}

describe('demo seed', () => {
  it('seeds the categories and videos in three languages, once', async () => {
    const cats = await db().select().from(videoCategories);
    expect(cats).toHaveLength(VIDEO_CATEGORIES.length);
    const rows = await db().select().from(videos);
    expect(rows.length).toBe(DEMO_VIDEOS.length);
    expect(rows.every((v) => v.titleZh && v.titleEn && v.titleVi && v.descriptionVi)).toBe(true);
    const derby = rows.find((v) => v.titleVi?.startsWith('Derby Thủ đô'))!;
    expect(derby.searchTitle).toContain('derby thu do');
    expect(derby.searchTitle).toContain('河内德比');
    const oldest = Math.min(...rows.map((v) => v.createdAt.getTime()));
    expect(Date.now() - oldest).toBeLessThan(31 * 24 * 3600_000);
    expect(await seedVideos()).toEqual({ videos: 0 });
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(videos);
    expect(n).toBe(DEMO_VIDEOS.length);
    expect(await db().select().from(videoCategories)).toHaveLength(VIDEO_CATEGORIES.length);
  });
});

describe('Video/getList and video/videoList', () => {
  it('lists newest first, in the request language, and filters', async () => {
    const all = await post<VideoPage>('Video/getList', { size: 50 }, { lang: 'en' });
    expect(all.code).toBe(0);
    expect(all.data.total).toBe(DEMO_VIDEOS.length);
    const times = all.data.list.map((v) => v.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.data.list.some((v) => v.title.startsWith('El Clásico'))).toBe(true);
    expect(all.data.list[0].cover).toMatch(/^\/images\/videos\/.+\.svg$/);

    const vi = await post<VideoPage>('Video/getList', { size: 50 }, { lang: 'vi' });
    expect(vi.data.list.some((v) => v.title.startsWith('Siêu kinh điển'))).toBe(true);

    const hot = await post<VideoPage>('Video/getList', { order: 'hot', size: 5 });
    const views = hot.data.list.map((v) => v.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));

    const nba = (
      await get<VideoCategoryItem[]>('Videoclassification', {}, { lang: 'en' })
    ).data.find((c) => c.name === 'NBA')!;
    const byCat = await get<VideoPage>('video/videoList', { id: nba.id });
    expect(byCat.data.list.length).toBe(DEMO_VIDEOS.filter((v) => v.cat === 'nba').length);
    expect(byCat.data.list.every((v) => v.category_id === nba.id && v.sport === 'basketball')).toBe(
      true,
    );
    const basketball = await post<VideoPage>('Video/getList', { sport: 'basketball', size: 50 });
    expect(basketball.data.list.every((v) => v.sport === 'basketball')).toBe(true);

    const p1 = await post<VideoPage>('Video/getList', { size: 3, page: 1 });
    const p2 = await post<VideoPage>('Video/getList', { size: 3, page: 2 });
    expect(p2.data.list[0].id).not.toBe(p1.data.list[0].id);
  });

  it.each([
    ['Video/getList', { size: 51 }],
    ['Video/getList', { size: 0 }],
    ['Video/getList', { page: -1 }],
    ['Video/getList', { category_id: 'abc' }],
    ['Video/getList', { sport: 'chess' }],
    ['Video/getList', { order: 'random' }],
    ['video/videoList', {}],
    ['video/videoList', { id: '1e3' }],
  ])('%s refuses %j with code 1', async (path, params) => {
    const r = await post(path, params, { lang: 'en' });
    expect(r.status).toBe(200);
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({ error: 'invalidField' });
  });

  it('answers an unknown category with code 1', async () => {
    const r = await get('video/videoList', { id: 999_999 }, { lang: 'en' });
    expect(r).toMatchObject({ code: 1, data: { error: 'categoryNotFound' } });
  });
});

describe('Video/getVideoInfo', () => {
  it('gives a playable signed VOD playlist, counters, related videos', async () => {
    const id = await firstVideo();
    const r = await post<VideoInfo>('Video/getVideoInfo', { id }, { lang: 'en' });
    expect(r.code).toBe(0);
    expect(r.data.description.length).toBeGreaterThan(0);
    expect(r.data.liked).toBe(false);
    expect(r.data.can_delete).toBe(false);
    expect(r.data.related.length).toBeGreaterThan(0);
    expect(r.data.related.some((v) => v.id === id)).toBe(false);
    const url = new URL(r.data.src, 'http://x');
    expect(url.pathname).toMatch(/^\/hls\/r\d+n\d+\.m3u8$/);
    const res = serveHls([url.pathname.slice(5)], url);
    expect(res.status).toBe(200);
    const playlist = await res.text();
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist).toContain('#EXT-X-ENDLIST');
  });

  it.each([
    [{ id: 999_999 }, 'videoNotFound'],
    [{ id: 'abc' }, 'invalidField'],
    [{}, 'invalidField'],
  ])('refuses %j', async (params, error) => {
    const r = await post('Video/getVideoInfo', params);
    expect(r).toMatchObject({ status: 200, code: 1, data: { error } });
  });
});

describe('Video/addView', () => {
  it('counts a viewer once per half hour', async () => {
    const id = await firstVideo();
    const before = (await post<VideoInfo>('Video/getVideoInfo', { id })).data.views;
    const a = await post<{ views: number; counted: boolean }>(
      'Video/addView',
      { id },
      { token: alice.token },
    );
    expect(a.data).toEqual({ id, views: before + 1, counted: true });
    const again = await post<{ views: number; counted: boolean }>(
      'Video/addView',
      { id },
      { token: alice.token },
    );
    expect(again.data).toEqual({ id, views: before + 1, counted: false });
    // A guest is counted by IP.
    const g1 = await post<{ counted: boolean }>('Video/addView', { id }, { ip: '10.9.9.9' });
    const g2 = await post<{ counted: boolean }>('Video/addView', { id }, { ip: '10.9.9.9' });
    expect([g1.data.counted, g2.data.counted]).toEqual([true, false]);
    expect((await post('Video/addView', { id: 999_999 })).code).toBe(1);
  });
});

describe('videoRank/getRank', () => {
  it('ranks the videos of the period by views', async () => {
    for (const [period, hours] of [
      ['day', 24],
      ['week', 168],
      ['month', 720],
    ] as const) {
      const r = await get<RankedVideo[]>('videoRank/getRank', { period, size: 50 });
      expect(r.code).toBe(0);
      expect(r.data.length).toBe(DEMO_VIDEOS.filter((v) => v.ageH <= hours).length);
      expect(r.data.map((v) => v.rank)).toEqual(r.data.map((_, i) => i + 1));
      const views = r.data.map((v) => v.views);
      expect(views).toEqual([...views].sort((a, b) => b - a));
    }
    expect((await get<RankedVideo[]>('videoRank/getRank')).data.length).toBeLessThanOrEqual(10);
    expect((await get('videoRank/getRank', { period: 'year' })).code).toBe(1);
  });
});

describe('likes and favourites', () => {
  it('toggles, sets and clears, one per user', async () => {
    const id = await firstVideo();
    const like = (params: Record<string, unknown>, token = alice.token) =>
      post<{ liked: boolean; likes: number }>('Video_user/likes', params, { token });
    const base = (await post<VideoInfo>('Video/getVideoInfo', { id })).data.likes;
    expect((await like({ video_id: id })).data).toEqual({
      video_id: id,
      liked: true,
      likes: base + 1,
    });
    expect((await like({ video_id: id, type: 1 })).data.likes).toBe(base + 1);
    const info = await post<VideoInfo>('Video/getVideoInfo', { id }, { token: alice.token });
    expect(info.data.liked).toBe(true);
    expect((await like({ video_id: id })).data).toMatchObject({ liked: false, likes: base });

    const fav = await post<{ favorited: boolean }>(
      'Video_user/favorites',
      { video_id: id, type: 1 },
      { token: bob.token, lang: 'en' },
    );
    expect(fav.data.favorited).toBe(true);
    expect(fav.msg).toBe('Added to favourites');
    expect(
      (await post<VideoInfo>('Video/getVideoInfo', { id }, { token: bob.token })).data.favorited,
    ).toBe(true);
  });

  it('needs a login and a real video', async () => {
    const id = await firstVideo();
    expect((await post('Video_user/likes', { video_id: id })).code).toBe(700);
    expect((await post('Video_user/favorites', { video_id: id })).code).toBe(700);
    expect(
      await post('Video_user/likes', { video_id: 999_999 }, { token: alice.token }),
    ).toMatchObject({ code: 1, data: { error: 'videoNotFound' } });
    expect(
      (await post('Video_user/likes', { video_id: id, type: 'yes' }, { token: alice.token })).code,
    ).toBe(1);
  });
});

describe('comments', () => {
  it('comments, answers, lists, likes', async () => {
    const id = await firstVideo();
    const xss = '<img src=x onerror=alert(1)> nice goal';
    const c = await post<VideoComment>(
      'Video_user/comment',
      { video_id: id, content: `  ${xss} ` },
      { token: alice.token },
    );
    expect(c.code).toBe(0);
    // Plain text, stored and answered as typed (the page renders it as text).
    expect(c.data.content).toBe(xss);
    const reply = await post<VideoComment>(
      'Video_user/comment',
      { video_id: id, content: 'agreed', parent_id: c.data.id },
      { token: bob.token },
    );
    expect(reply.data.parent_id).toBe(c.data.id);
    const list = await post<VideoCommentPage>(
      'Video/commentList',
      { video_id: id },
      { token: alice.token },
    );
    const top = list.data.list.find((x) => x.id === c.data.id)!;
    expect(top.reply_list?.map((x) => x.id)).toEqual([reply.data.id]);
    expect(top.can_delete).toBe(true);
    const one = await get<VideoReplies>('Video/commentOneList', { comment_id: c.data.id });
    expect(one.data.comment.id).toBe(c.data.id);
    expect(one.data.list.map((x) => x.id)).toEqual([reply.data.id]);

    const liked = await post<{ liked: boolean; likes: number }>(
      'Video_user/commentLikes',
      { comment_id: c.data.id },
      { token: bob.token },
    );
    expect(liked.data).toEqual({ comment_id: c.data.id, liked: true, likes: 1 });
    const info = await post<{ comments: number }>('Video/getVideoInfo', { id });
    expect(info.data.comments).toBeGreaterThanOrEqual(2);
  });

  it.each([
    [{ content: '   ' }, 'invalidField'],
    [{ content: 'x'.repeat(501) }, 'invalidField'],
    [{ content: 'hi', video_id: 999_999 }, 'videoNotFound'],
    [{ content: 'hi', parent_id: 999_999 }, 'commentNotFound'],
    [{ content: 'hi', video_id: 'abc' }, 'invalidField'],
  ])('refuses %j', async (params, error) => {
    const id = await firstVideo();
    if (params.content === '   ') {
      const r = await post(
        'Video_user/comment',
        { video_id: id, ...params },
        { token: alice.token, lang: 'en' },
      );
      expect(r.msg).toBe('Please enter some content');
    }
    const r = await post('Video_user/comment', { video_id: id, ...params }, { token: alice.token });
    expect(r).toMatchObject({ status: 200, code: 1, data: { error } });
  });

  it('lets the commenter, the video’s author and an admin delete; nobody else', async () => {
    const mine = await publish(alice);
    const say = async (who: U, text: string) =>
      (
        await post<VideoComment>(
          'Video_user/comment',
          { video_id: mine.id, content: text },
          { token: who.token },
        )
      ).data;
    const byBob = await say(bob, 'first');
    const byBob2 = await say(bob, 'second');
    const byAdminTarget = await say(bob, 'third');
    const byAlice = await say(alice, 'author here');

    // Bob may not delete Alice's comment, even on a video he commented on.
    expect(
      await post('Video_user/deleteComment', { comment_id: byAlice.id }, { token: bob.token }),
    ).toMatchObject({ code: 1, data: { error: 'forbidden' } });
    // A stranger may not delete Bob's.
    const carol = await registerUser(t);
    expect(
      await post('Video_user/deleteComment', { comment_id: byBob.id }, { token: carol.token }),
    ).toMatchObject({ code: 1, data: { error: 'forbidden' } });
    // Bob deletes his own; Alice (the video's author) deletes Bob's other; the admin one more.
    expect(
      (await post('Video_user/deleteComment', { comment_id: byBob.id }, { token: bob.token })).code,
    ).toBe(0);
    expect(
      (await post('Video_user/deleteComment', { comment_id: byBob2.id }, { token: alice.token }))
        .code,
    ).toBe(0);
    expect(
      (
        await post(
          'Video_user/deleteComment',
          { comment_id: byAdminTarget.id },
          { token: admin.token },
        )
      ).code,
    ).toBe(0);
    const left = await post<VideoCommentPage>('Video/commentList', { video_id: mine.id });
    expect(left.data.list.map((c) => c.id)).toEqual([byAlice.id]);
    expect(
      await post('Video_user/deleteComment', { comment_id: byBob.id }, { token: bob.token }),
    ).toMatchObject({ code: 1, data: { error: 'commentNotFound' } });
  });

  it('needs a login and limits the pace', async () => {
    const id = await firstVideo();
    expect((await post('Video_user/comment', { video_id: id, content: 'x' })).code).toBe(700);
    const dave = await registerUser(t);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await post(
        'Video_user/comment',
        { video_id: id, content: `n${i}` },
        { token: dave.token },
      );
      codes.push(r.status);
    }
    expect(codes.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('Video_user/insert and delete', () => {
  it('publishes the user’s own uploads in the request language', async () => {
    const v = await publish(alice);
    expect(v).toMatchObject({
      title: 'My first goal',
      author_id: alice.id,
      lang: 'en',
      duration_s: 42,
    });
    expect(v.src).toMatch(/^\/uploads\/videos\/.+\.mp4$/);
    expect(v.can_delete).toBe(true);
    const [row] = await db().select().from(videos).where(eq(videos.id, v.id));
    expect(row.titleEn).toBe('My first goal');
    expect(row.titleZh).toBeNull();
    expect(row.searchTitle).toBe('my first goal');
    // Shown in other languages in its own.
    expect(
      (await post<VideoInfo>('Video/getVideoInfo', { id: v.id }, { lang: 'zh' })).data.title,
    ).toBe('My first goal');
    const mine = await get<VideoPage>('Video/userPostList', {}, { token: alice.token });
    expect(mine.data.list.map((x) => x.id)).toContain(v.id);
    const theirs = await get<VideoPage>('Video/userPostList', { user_id: alice.id });
    expect(theirs.data.list.map((x) => x.id)).toContain(v.id);
    expect(await get('Video/userPostList', {}, { lang: 'en' })).toMatchObject({
      code: 1,
      msg: expect.stringContaining('is required'),
    });
    expect((await get('Video/userPostList', { user_id: 999_999 })).code).toBe(1);
  });

  it('refuses someone else’s upload, the wrong kind, a used one and bad fields', async () => {
    const n = Math.random().toString(36).slice(2);
    const row = (userId: number, purpose: string, url: string) => ({
      url,
      userId,
      purpose,
      contentType: purpose === 'video' ? 'video/mp4' : 'image/jpeg',
      bytes: 10,
    });
    await db()
      .insert(uploads)
      .values([
        row(bob.id, 'video', `/u/${n}-bob.mp4`),
        row(alice.id, 'cover', `/u/${n}-a.jpg`),
        row(alice.id, 'cover', `/u/${n}-a2.jpg`),
        row(alice.id, 'video', `/u/${n}-a.mp4`),
      ]);
    const [cat] = await db().select().from(videoCategories).limit(1);
    const base = {
      category_id: cat.id,
      title: 'Title',
      video: `/u/${n}-a.mp4`,
      cover: `/u/${n}-a.jpg`,
    };
    const ins = (p: Record<string, unknown>) =>
      post('Video_user/insert', { ...base, ...p }, { token: alice.token, lang: 'en' });
    for (const [params, error] of [
      [{ video: `/u/${n}-bob.mp4` }, 'uploadNotFound'],
      [{ video: `/u/${n}-a2.jpg` }, 'uploadNotFound'],
      [{ cover: `/u/${n}-a.mp4` }, 'uploadNotFound'],
      [{ title: 'x'.repeat(61) }, 'invalidField'],
      [{ title: '  ' }, 'invalidField'],
      [{ description: 'x'.repeat(501) }, 'invalidField'],
      [{ video: '' }, 'invalidField'],
      [{ cover: undefined }, 'invalidField'],
      [{ video: 'javascript:alert(1)' }, 'invalidField'],
      [{ category_id: 999_999 }, 'categoryNotFound'],
      [{ category_id: 'x' }, 'invalidField'],
      [{ match_id: 999_999 }, 'matchNotFound'],
    ] as const) {
      const r = await ins(params);
      expect([params, r.status, r.code, (r.data as { error: string }).error]).toEqual([
        params,
        200,
        1,
        error,
      ]);
    }
    const video = await ins({});
    expect(video.code).toBe(0);
    const [claimed] = await db()
      .select()
      .from(uploads)
      .where(eq(uploads.url, `/u/${n}-a.mp4`));
    expect(claimed.attachedAt).not.toBeNull();
    expect((await ins({ video: '' })).msg).toBe('Please upload a video');
    expect((await ins({ cover: '' })).msg).toBe('Please upload a video cover');
    expect((await post('Video_user/insert', base)).code).toBe(700);
  });

  it('lets the author or an admin remove a video, nobody else', async () => {
    const v = await publish(alice);
    expect(await post('Video_user/delete', { id: v.id }, { token: bob.token })).toMatchObject({
      code: 1,
      data: { error: 'forbidden' },
    });
    expect((await post('Video_user/delete', { id: v.id }, { token: alice.token })).code).toBe(0);
    // Its files go back to the sweeper.
    const [file] = await db().select().from(uploads).where(eq(uploads.url, v.src));
    expect(file.attachedAt).toBeNull();
    expect(await post('Video/getVideoInfo', { id: v.id })).toMatchObject({
      code: 1,
      data: { error: 'videoNotFound' },
    });
    const all = await post<VideoPage>('Video/getList', { size: 50 });
    expect(all.data.list.some((x) => x.id === v.id)).toBe(false);
    expect((await post('Video_user/delete', { id: v.id }, { token: alice.token })).code).toBe(1);

    const w = await publish(bob);
    expect((await post('Video_user/delete', { id: w.id }, { token: admin.token })).code).toBe(0);
    expect((await post('Video_user/delete', { id: 'abc' }, { token: admin.token })).code).toBe(1);
  });
});

describe('anchorWorks', () => {
  it("lists an anchor's videos and refuses a non-anchor", async () => {
    const r = await post<VideoPage>('Video/anchorWorks', { anchor_id: anchor.id });
    expect(r.data.total).toBe(DEMO_VIDEOS.filter((v) => v.by === 0).length);
    expect(r.data.list.every((v) => v.author_id === anchor.id)).toBe(true);
    expect(await post('Video/anchorWorks', { anchor_id: bob.id })).toMatchObject({
      code: 1,
      data: { error: 'anchorNotFound' },
    });
  });
});

describe('categories and my categories', () => {
  it('lists, recommends and searches categories in any language', async () => {
    const all = await get<VideoCategoryItem[]>('Videoclassification', {}, { lang: 'vi' });
    expect(all.data.map((c) => c.name)).toEqual(VIDEO_CATEGORIES.map((c) => c.vi));
    expect(all.data.reduce((n, c) => n + c.videos, 0)).toBeGreaterThanOrEqual(DEMO_VIDEOS.length);
    const rec = await get<VideoCategoryItem[]>('videocclassification/recommend');
    expect(rec.data.length).toBe(VIDEO_CATEGORIES.filter((c) => c.recommended).length);
    const search = (keyword: string, lang = 'en') =>
      get<VideoCategoryItem[]>('videocclassification/search', { keyword }, { lang });
    expect((await search('ngoai hang')).data.map((c) => c.name)).toEqual(['Premier League']);
    expect((await search('英超')).data.map((c) => c.name)).toEqual(['Premier League']);
    expect((await search('PREMIER', 'zh')).data.map((c) => c.name)).toEqual(['英超']);
    expect((await search('zzzz')).data).toEqual([]);
    expect(await search('')).toMatchObject({ code: 1, msg: 'The search keyword cannot be empty' });
  });

  it('keeps a user’s categories: add, again, remove, at most 30', async () => {
    const [c1, c2] = (await get<VideoCategoryItem[]>('Videoclassification')).data;
    const my = (token = alice.token) =>
      post<VideoCategoryItem[]>('videocclassification/myClassification', {}, { token });
    const set = (params: Record<string, unknown>, token = alice.token) =>
      post<VideoCategoryItem[]>('videocclassification/addMyclassification', params, { token });
    expect((await my()).data).toEqual([]);
    expect((await set({ category_id: c2.id })).data.map((c) => c.id)).toEqual([c2.id]);
    expect((await set({ category_id: c1.id, action: 'add' })).data.map((c) => c.id)).toEqual([
      c2.id,
      c1.id,
    ]);
    expect((await set({ category_id: c1.id })).data).toHaveLength(2);
    const marked = await get<VideoCategoryMine[]>(
      'videocclassification/allList',
      {},
      { token: alice.token },
    );
    expect(
      marked.data
        .filter((c) => c.mine)
        .map((c) => c.id)
        .sort(),
    ).toEqual([c1.id, c2.id].sort());
    expect(
      (await get<VideoCategoryMine[]>('videocclassification/allList')).data.some((c) => c.mine),
    ).toBe(false);
    expect((await set({ category_id: c2.id, action: 'remove' })).data.map((c) => c.id)).toEqual([
      c1.id,
    ]);
    expect((await my()).data.map((c) => c.id)).toEqual([c1.id]);

    expect((await my(null as unknown as string)).code).toBe(700);
    expect(await set({ category_id: 999_999 })).toMatchObject({
      code: 1,
      data: { error: 'categoryNotFound' },
    });
    expect((await set({ category_id: c1.id, action: 'toggle' })).code).toBe(1);
    expect((await set({ category_id: -1 })).code).toBe(1);

    // The cap: 30 categories (the seed has 12; more are made here).
    const extra = await db()
      .insert(videoCategories)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          nameZh: `测试${i}`,
          nameEn: `Test ${i}`,
          nameVi: `Thử ${i}`,
        })),
      )
      .returning({ id: videoCategories.id });
    const ids = [...(await get<VideoCategoryItem[]>('Videoclassification')).data.map((c) => c.id)];
    expect(ids.length).toBeGreaterThan(30);
    let last = await set({ category_id: ids[0] }, bob.token);
    for (const id of ids.slice(1, 30)) last = await set({ category_id: id }, bob.token);
    expect(last.data).toHaveLength(30);
    const over = await set({ category_id: ids[30] }, bob.token);
    expect(over).toMatchObject({ code: 1, data: { error: 'tooManyCategories' } });
    expect(over.msg).toBe('最多添加30个分类');
    await db()
      .delete(videoCategories)
      .where(
        sql`${videoCategories.id} in (${sql.join(
          extra.map((e) => sql`${e.id}`),
          sql`, `,
        )})`,
      );
  });
});
