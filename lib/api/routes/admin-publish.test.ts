import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { articles, auditLog, users } from '@/lib/db/schema';
import { parsePurge, PURGE_CHANNEL } from '@/lib/content/revalidate';
import { releaseNewsJob, sweepNewsJob } from '@/lib/publish/jobs';
import { publishDueArticles } from '@/lib/publish/news';
import { getBus } from '@/lib/realtime/bus';
import { sitemapResponse } from '@/lib/seo/routes';
import { jpeg } from '@/lib/uploads/test-media';
import { createTestApi, SEED_TIMEOUT, type TestApi } from '@/test/api';
import { loginAs, registerUser } from '@/test/factories';

/**
 * The console's news (issue 27 "Publishing"): every endpoint refuses visitors, users, anchors and
 * moderators; saving validates per language; every action is one audit row; a draft and a
 * scheduled article stay private until published, a scheduled one goes live when the release job
 * runs; each change purges the news pages and the sitemap over the bus.
 */

let t: TestApi;
const en = (
  JSON.parse(fs.readFileSync('messages/en.json', 'utf8')) as {
    api: { errors: Record<string, string> };
  }
).api.errors;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-publish-'));
let editor: { token: string; id: number };
let admin: { token: string };
let categoryId: number;

type Caller = { token: string | null };
const callers: Record<string, Caller> = {};

beforeAll(async () => {
  t = await createTestApi({ DATA_DIR: dataDir, RATE_LIMITS: 'off' }, { content: true });
  const e = await loginAs(t, '86-13800000005', 'editor123456');
  editor = { token: e.token, id: e.user.id };
  admin = await loginAs(t, '86-13800000003', 'admin123456');
  const user = await registerUser(t);
  const anchor = await registerUser(t);
  await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, anchor.user.id));
  const moderator = await registerUser(t);
  await db()
    .update(users)
    .set({ staffRoles: ['moderator'] })
    .where(eq(users.id, moderator.user.id));
  Object.assign(callers, {
    visitor: { token: null },
    user: { token: user.token },
    anchor: { token: (await loginAs(t, anchor.mobile, anchor.password)).token },
    moderator: { token: (await loginAs(t, moderator.mobile, moderator.password)).token },
  });
  categoryId = (await t.call<{ id: number }[]>('Headlines/classifyList')).data[0].id;
}, SEED_TIMEOUT);
afterAll(async () => {
  await t?.cleanup();
  delete process.env.RATE_LIMITS;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (p: string, token: string | null, params: Record<string, unknown>, lang?: string) =>
  t.call(p, { method: 'POST', token, params, lang });
const get = (p: string, token: string | null, params: Record<string, unknown>, lang?: string) =>
  t.call(p, { method: 'GET', token, params, lang });

const tr = (title: string, body = `<p>${title} body</p>`) => ({ title, summary: '', body });
const full = (title: string) => ({
  zh: tr(`${title} 中文`),
  en: tr(`${title} English`),
  vi: tr(`${title} Tiếng Việt`),
});

const save = (params: Record<string, unknown>, token = editor.token, lang?: string) =>
  post(
    'admin/newsSave',
    token,
    { category_id: categoryId, cover: '', headline: 0, mode: 'draft', ...params },
    lang,
  );

const auditOf = (id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'news'), eq(auditLog.targetId, String(id))))
    .orderBy(auditLog.id);

const publicDetail = (id: number, lang = 'zh') => get('Headlines/detail', null, { id }, lang);

async function heardPurges<T>(fn: () => Promise<T>): Promise<{ result: T; paths: string[] }> {
  const heard: string[] = [];
  const off = await getBus().subscribe(PURGE_CHANNEL, (m) => heard.push(...parsePurge(m)));
  const result = await fn();
  await new Promise((r) => setTimeout(r, 10));
  off();
  return { result, paths: heard };
}

describe('who may use the news console', () => {
  const cases: [string, 'GET' | 'POST', Record<string, unknown>][] = [
    ['admin/newsList', 'GET', {}],
    ['admin/newsCategories', 'GET', {}],
    ['admin/newsDetail', 'GET', { id: 1 }],
    [
      'admin/newsSave',
      'POST',
      { category_id: 1, cover: '', headline: 0, mode: 'draft', translations: full('x') },
    ],
    ['admin/newsSetStatus', 'POST', { id: 1, action: 'hide' }],
    ['admin/bannerList', 'GET', {}],
    [
      'admin/bannerSave',
      'POST',
      {
        title_zh: 'a',
        title_en: 'a',
        title_vi: 'a',
        image: '/images/a.png',
        link: '/news',
        active: 1,
      },
    ],
    ['admin/bannerReorder', 'POST', { ids: [1] }],
    ['admin/videoList', 'GET', {}],
    ['admin/videoSetStatus', 'POST', { id: 1, action: 'hide' }],
    ['admin/videoSetCategory', 'POST', { id: 1, category_id: 1 }],
    ['admin/videoCategoryList', 'GET', {}],
    ['admin/hotSearchList', 'GET', {}],
    ['admin/hotSearchSave', 'POST', { name_zh: 'a', name_en: 'a', name_vi: 'a' }],
    ['admin/hotSearchDelete', 'POST', { id: 1 }],
    ['admin/circleList', 'GET', {}],
    ['admin/circleSave', 'POST', { name_zh: 'a', name_en: 'a', name_vi: 'a', active: 1 }],
    [
      'admin/videoCategorySave',
      'POST',
      { name_zh: 'a', name_en: 'a', name_vi: 'a', sport: 'other', recommended: 0 },
    ],
  ];
  it.each(cases)(
    '%s: visitor 700; user, anchor and moderator forbidden',
    async (p, method, params) => {
      for (const [who, c] of Object.entries(callers)) {
        const r = await t.call(p, { method, token: c.token, params });
        if (who === 'visitor') expect(r.code).toBe(700);
        else {
          expect(r.code).toBe(1);
          expect(r.data?.error).toBe('forbidden');
        }
      }
    },
  );
  it('editors and administrators may read the list', async () => {
    for (const token of [editor.token, admin.token]) {
      const r = await get('admin/newsList', token, {});
      expect(r.code).toBe(0);
      expect(r.data.total).toBeGreaterThan(0);
    }
  });
});

describe('saving', () => {
  it('validates each language, with localised messages, and writes nothing', async () => {
    const before = (await db().select().from(auditLog)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ mode: 'publish', translations: { zh: tr('只有中文') } }, 'newsIncomplete'],
      [{ mode: 'draft', translations: {} }, 'newsTitleRequired'],
      [
        { mode: 'draft', translations: { en: tr('', '<p>text without a title</p>') } },
        'newsTitleRequired',
      ],
      [{ mode: 'draft', translations: { zh: tr('长'.repeat(101)) } }, 'newsTitleTooLong'],
      [{ mode: 'schedule', translations: full('no time') }, 'newsScheduleInvalid'],
      [
        {
          mode: 'schedule',
          publish_at: new Date(Date.now() - 60_000).toISOString(),
          translations: full('past'),
        },
        'newsScheduleInvalid',
      ],
      [
        { mode: 'schedule', publish_at: 'tomorrow', translations: full('junk') },
        'newsScheduleInvalid',
      ],
      [
        { mode: 'publish', translations: { ...full('empty'), vi: tr('Tiêu đề', '<p> </p>') } },
        'newsIncomplete',
      ],
      [{ mode: 'draft', category_id: 99999, translations: full('cat') }, 'categoryNotFound'],
      [
        { mode: 'draft', cover: '/uploads/covers/nope.jpg', translations: full('cover') },
        'uploadNotFound',
      ],
      [{ mode: 'nope', translations: full('mode') }, 'badInput'],
    ];
    for (const [params, key] of cases) {
      const r = await save(params, editor.token, 'en');
      expect(r.code).toBe(1);
      // A domain refusal names its key; a schema refusal names the field, with the key's message.
      if (key !== 'badInput')
        expect(r.data?.error === key ? key : r.msg).toBe(r.data?.error === key ? key : en[key]);
      expect(r.msg).not.toMatch(/api\.errors|^$/);
    }
    const vi = await save(
      { mode: 'publish', translations: { zh: tr('只有中文') } },
      editor.token,
      'vi',
    );
    expect(vi.msg).toContain('tiếng Việt');
    expect((await db().select().from(auditLog)).length).toBe(before);
  });

  it('a draft (one language is enough) is private; updating it is one row each', async () => {
    const r = await save({ translations: { zh: tr('草稿标题') } });
    expect(r.code).toBe(0);
    expect(r.data.status).toBe('draft');
    const id = r.data.id as number;
    expect((await publicDetail(id)).code).toBe(1);
    const list = await get('admin/newsList', editor.token, { status: 'draft', q: '草稿' });
    expect(list.data.list.map((x: { id: number }) => x.id)).toContain(id);

    const u = await save({ id, translations: { zh: tr('草稿标题二'), en: tr('Draft two') } });
    expect(u.code).toBe(0);
    const d = await get('admin/newsDetail', editor.token, { id });
    expect(d.data.translations.zh.title).toBe('草稿标题二');
    expect(d.data.translations.en.title).toBe('Draft two');
    expect(d.data.translations.vi).toBeNull();

    const rows = await auditOf(id);
    expect(rows.map((x) => x.action)).toEqual(['news.create', 'news.update']);
    expect(rows[1].before).toMatchObject({ status: 'draft', titles: { zh: '草稿标题' } });
    expect(rows[1].after).toMatchObject({ titles: { zh: '草稿标题二', en: 'Draft two' } });
    expect(JSON.stringify(rows[1].after)).not.toContain('body');
    expect(rows[0].actorId).toBe(editor.id);
  });

  it('publishing needs all three; the article is public in each language and purged', async () => {
    const { result: r, paths } = await heardPurges(() =>
      save({
        mode: 'publish',
        translations: {
          ...full('Published'),
          en: tr(
            'Published English',
            '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)>',
          ),
        },
      }),
    );
    expect(r.code).toBe(0);
    const id = r.data.id as number;
    expect(r.data.status).toBe('published');
    expect(paths).toEqual(
      expect.arrayContaining([`/news/${id}`, '/news', '/main', '/sitemaps/news.xml']),
    );
    for (const [lang, title] of [
      ['zh', 'Published 中文'],
      ['en', 'Published English'],
      ['vi', 'Published Tiếng Việt'],
    ]) {
      const d = await publicDetail(id, lang);
      expect(d.data.title).toBe(title);
      expect(d.data.translated).toBe(true);
    }
    const en = await publicDetail(id, 'en');
    expect(en.data.body_html).not.toMatch(/script|onerror/);
    expect((await auditOf(id)).map((x) => x.action)).toEqual(['news.publish']);

    // Editing it keeps it public and its time: news.update.
    const at = (await db().select().from(articles).where(eq(articles.id, id)))[0].publishedAt;
    const u = await save({ id, mode: 'publish', headline: 1, translations: full('Edited') });
    expect(u.code).toBe(0);
    const [row] = await db().select().from(articles).where(eq(articles.id, id));
    expect([row.status, row.headline, row.publishedAt.getTime()]).toEqual([
      'published',
      true,
      at.getTime(),
    ]);
    expect((await auditOf(id)).map((x) => x.action)).toEqual(['news.publish', 'news.update']);
  });

  it('a cover is the editor’s own upload', async () => {
    const permit = await t.call<{ token: string }>('Member/getQiniuToken', {
      method: 'POST',
      token: editor.token,
      params: { purpose: 'cover' },
    });
    expect(permit.code).toBe(0);
    const form = new FormData();
    form.set('token', permit.data.token);
    form.set('file', new Blob([new Uint8Array(await jpeg())]), 'a.jpg');
    const up = await t.call<{ url: string }>('upload/image', { body: form });
    expect(up.code).toBe(0);
    const r = await save({ mode: 'publish', cover: up.data.url, translations: full('Cover') });
    expect(r.code).toBe(0);
    expect((await publicDetail(r.data.id)).data.cover).toBe(up.data.url);
  });
});

describe('scheduling', () => {
  it('a scheduled article is invisible before its time and public after the release job', async () => {
    const at = new Date(Date.now() + 1500);
    const r = await save({
      mode: 'schedule',
      publish_at: at.toISOString(),
      translations: full('Later'),
    });
    expect(r.code).toBe(0);
    const id = r.data.id as number;
    expect(r.data.status).toBe('scheduled');
    expect(r.data.published_at).toBe(at.toISOString());
    expect((await auditOf(id)).map((x) => x.action)).toEqual(['news.schedule']);

    // Before its time: not public, not in the list, not in the sitemap; the job changes nothing.
    await releaseNewsJob.handler({}, { id: 'x', retryCount: 0 });
    expect((await publicDetail(id)).code).toBe(1);
    const list = await get('Portal_post/getList2', null, { size: 50 });
    expect(list.data.list.map((x: { id: number }) => x.id)).not.toContain(id);
    const sitemap = async () =>
      (await sitemapResponse('news.xml', new Request('http://x/'))).text();
    expect(await sitemap()).not.toContain(`/news/${id}<`);

    await new Promise((res) => setTimeout(res, at.getTime() - Date.now() + 50));
    const { paths } = await heardPurges(() => sweepNewsJob.handler({}, { id: 'y', retryCount: 0 }));
    expect(paths).toEqual(expect.arrayContaining([`/news/${id}`, '/news', '/sitemaps/news.xml']));
    expect((await publicDetail(id, 'vi')).data.title).toBe('Later Tiếng Việt');
    const after = await get('Portal_post/getList2', null, { size: 50 });
    expect(after.data.list.map((x: { id: number }) => x.id)).toContain(id);
    // The purge dropped the sitemap's remembered rows at once.
    await new Promise((res) => setTimeout(res, 10));
    expect(await sitemap()).toContain(`/news/${id}<`);
    // Going live is not a console action: still the one row.
    expect((await auditOf(id)).map((x) => x.action)).toEqual(['news.schedule']);
    expect(await publishDueArticles()).toEqual([]);
  });

  it('publish now from the list; hide and unhide (the undo), each one row', async () => {
    const r = await save({
      mode: 'schedule',
      publish_at: new Date(Date.now() + 3600_000).toISOString(),
      translations: full('Soon'),
    });
    const id = r.data.id as number;
    const set = (action: string, token = editor.token) =>
      post('admin/newsSetStatus', token, { id, action });
    expect((await set('unhide')).data?.error).toBe('newsStatusInvalid');
    expect((await set('hide')).data.status).toBe('hidden');
    expect((await set('unhide')).data.status).toBe('scheduled');
    expect((await set('publish')).data.status).toBe('published');
    expect((await publicDetail(id, 'en')).code).toBe(0);
    expect((await set('publish')).data?.error).toBe('newsStatusInvalid');
    expect((await set('hide', admin.token)).data.status).toBe('hidden');
    expect((await publicDetail(id, 'en')).code).toBe(1);
    expect((await set('unhide')).data.status).toBe('published');
    expect((await auditOf(id)).map((x) => x.action)).toEqual([
      'news.schedule',
      'news.hide',
      'news.unhide',
      'news.publish',
      'news.hide',
      'news.unhide',
    ]);

    // A draft missing a language cannot be published from the list.
    const d = await save({ translations: { zh: tr('半成品') } });
    const p = await post('admin/newsSetStatus', editor.token, { id: d.data.id, action: 'publish' });
    expect(p.data?.error).toBe('newsIncomplete');
    expect((await set('hide', callers.moderator.token!)).data?.error).toBe('forbidden');
  });

  it('the list filters, searches and sorts', async () => {
    const l = await get(
      'admin/newsList',
      editor.token,
      { status: 'published', sort: 'id', dir: 'asc', limit: 5 },
      'en',
    );
    expect(l.code).toBe(0);
    const ids = l.data.list.map((x: { id: number }) => x.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(l.data.list.every((x: { status: string }) => x.status === 'published')).toBe(true);
    const q = await get('admin/newsList', editor.token, { q: 'later english' }, 'en');
    expect(q.data.list[0]).toMatchObject({ title: 'Later English', locales: ['zh', 'en', 'vi'] });
    expect(q.data.list[0].author).toMatchObject({ id: editor.id });
    const bad = await get('admin/newsList', editor.token, { status: 'nope' });
    expect(bad.code).toBe(1);
  });
});

describe('banners', () => {
  const banner = (extra: Record<string, unknown> = {}) => ({
    title_zh: '世界杯专题',
    title_en: 'World Cup',
    title_vi: 'World Cup',
    image: '/images/banner-1.png',
    link: '/trophy/home',
    sort: 5,
    active: 1,
    ...extra,
  });
  const bannerAudit = () =>
    db().select().from(auditLog).where(eq(auditLog.targetType, 'banner')).orderBy(auditLog.id);
  const publicBanners = async (lang = 'en') =>
    (
      await t.call<{ id: number; title: string }[]>('Banner/getBannerList', {
        method: 'POST',
        lang,
      })
    ).data;

  it('validates titles, links and images', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [banner({ title_vi: '' }), 'bannerTitleInvalid'],
      [banner({ title_en: 'x'.repeat(61) }), 'bannerTitleInvalid'],
      [banner({ link: '//evil.example/x' }), 'bannerLinkInvalid'],
      [banner({ link: 'javascript:alert(1)' }), 'bannerLinkInvalid'],
      [banner({ link: 'http://plain.example' }), 'bannerLinkInvalid'],
      [banner({ image: 'https://evil.example/a.png' }), 'uploadNotFound'],
      [banner({ image: '/uploads/covers/not-mine.jpg' }), 'uploadNotFound'],
      [banner({ id: 99999 }), 'bannerNotFound'],
    ];
    for (const [params, key] of cases) {
      const r = await post('admin/bannerSave', editor.token, params, 'en');
      expect(r.code).toBe(1);
      expect(r.data?.error === key ? key : r.msg).toBe(r.data?.error === key ? key : en[key]);
    }
    expect(await bannerAudit()).toEqual([]);
  });

  it('create, change, switch off and reorder: one row each; the home page follows at once', async () => {
    const { result: created, paths } = await heardPurges(() =>
      post('admin/bannerSave', editor.token, banner()),
    );
    expect(created.code).toBe(0);
    expect(paths).toContain('/main');
    const id = created.data.id as number;
    expect((await publicBanners('zh')).map((b) => b.title)).toContain('世界杯专题');

    const changed = await post(
      'admin/bannerSave',
      admin.token,
      banner({ id, title_en: 'The Cup', link: 'https://fifa.example/x' }),
    );
    expect(changed.data).toMatchObject({ id, title_en: 'The Cup', link: 'https://fifa.example/x' });
    // The public list is memoised: the change drops the memo, so it shows at once.
    expect((await publicBanners()).find((b) => b.id === id)?.title).toBe('The Cup');

    await post('admin/bannerSave', editor.token, banner({ id, active: 0 }));
    expect((await publicBanners()).some((b) => b.id === id)).toBe(false);
    const list = await get('admin/bannerList', editor.token, {});
    expect(list.data.find((b: { id: number }) => b.id === id)).toMatchObject({ active: false });

    const ids = (list.data as { id: number }[]).map((b) => b.id).reverse();
    expect(
      (await post('admin/bannerReorder', editor.token, { ids: ids.slice(1) })).data?.error,
    ).toBe('bannerOrderInvalid');
    const re = await post('admin/bannerReorder', editor.token, { ids });
    expect(re.data.map((b: { id: number }) => b.id)).toEqual(ids);

    const rows = await bannerAudit();
    expect(rows.map((r) => r.action)).toEqual([
      'banner.create',
      'banner.update',
      'banner.update',
      'banner.reorder',
    ]);
    expect(rows[1].before).toMatchObject({ title_en: 'World Cup' });
    expect(rows[1].after).toMatchObject({ title_en: 'The Cup' });
    expect(rows[3].after).toEqual({ ids });
  });
});

describe('videos and their categories', () => {
  const videoAudit = (type: string) =>
    db().select().from(auditLog).where(eq(auditLog.targetType, type)).orderBy(auditLog.id);
  const info = (id: number) => post('Video/getVideoInfo', null, { id }, 'en');

  it('hide and show again (the undo), move to another category: one row each, purged', async () => {
    const list = await get(
      'admin/videoList',
      editor.token,
      { status: 'published', limit: 5 },
      'en',
    );
    expect(list.code).toBe(0);
    const v = list.data.list[0] as { id: number; category: { id: number } };
    expect((await info(v.id)).code).toBe(0);

    const { result: hid, paths } = await heardPurges(() =>
      post('admin/videoSetStatus', editor.token, { id: v.id, action: 'hide' }),
    );
    expect(hid.data).toEqual({ id: v.id, status: 'hidden' });
    expect(paths).toEqual(expect.arrayContaining(['/video-list', `/video-player?id=${v.id}`]));
    expect((await info(v.id)).code).toBe(1);
    expect(
      (await post('admin/videoSetStatus', editor.token, { id: v.id, action: 'hide' })).data?.error,
    ).toBe('videoStatusInvalid');
    const hidden = await get('admin/videoList', editor.token, {
      status: 'hidden',
      q: String(v.id),
    });
    expect(hidden.data.list.map((x: { id: number }) => x.id)).toEqual([v.id]);
    expect(
      (await post('admin/videoSetStatus', admin.token, { id: v.id, action: 'unhide' })).data.status,
    ).toBe('published');
    expect((await info(v.id)).code).toBe(0);

    const cats = await get('admin/videoCategoryList', editor.token, {});
    const other = (cats.data as { id: number }[]).find((c) => c.id !== v.category.id)!;
    expect(
      (await post('admin/videoSetCategory', editor.token, { id: v.id, category_id: 99999 })).data
        ?.error,
    ).toBe('categoryNotFound');
    const moved = await post('admin/videoSetCategory', editor.token, {
      id: v.id,
      category_id: other.id,
    });
    expect(moved.data).toEqual({ id: v.id, category_id: other.id });

    const rows = await videoAudit('video');
    expect(rows.map((r) => r.action)).toEqual(['video.hide', 'video.unhide', 'video.category']);
    expect(rows[2]).toMatchObject({
      before: { category_id: v.category.id },
      after: { category_id: other.id },
    });
  });

  it('categories: three names, validated; create and change are one row each', async () => {
    const bad = await post(
      'admin/videoCategorySave',
      editor.token,
      { name_zh: '英超', name_en: '', name_vi: 'Ngoại hạng', sport: 'football', recommended: 1 },
      'en',
    );
    expect(bad.msg).toBe(en.categoryNameInvalid);
    const made = await post('admin/videoCategorySave', editor.token, {
      name_zh: '西甲集锦',
      name_en: 'La Liga clips',
      name_vi: 'La Liga',
      sport: 'football',
      recommended: 1,
      sort: 7,
    });
    expect(made.data).toMatchObject({ name_en: 'La Liga clips', recommended: true, videos: 0 });
    const public1 = await t.call<{ id: number; name: string }[]>('Videoclassification', {
      lang: 'vi',
    });
    expect(public1.data.find((c) => c.id === made.data.id)?.name).toBe('La Liga');
    const changed = await post('admin/videoCategorySave', editor.token, {
      id: made.data.id,
      name_zh: '西甲',
      name_en: 'La Liga',
      name_vi: 'La Liga',
      sport: 'football',
      recommended: 0,
    });
    expect(changed.data).toMatchObject({ name_zh: '西甲', recommended: false });
    const rows = await videoAudit('videoCategory');
    expect(rows.map((r) => r.action)).toEqual(['videoCategory.create', 'videoCategory.update']);
    expect(rows[1].before).toMatchObject({ name_zh: '西甲集锦' });
  });
});

describe('hot searches', () => {
  const names = async (lang = 'en') =>
    (await t.call<{ kind: string; name: string }[]>('universal/getHot', { lang })).data
      .filter((k) => k.kind === 'keyword')
      .map((k) => k.name);
  const hotAudit = () =>
    db().select().from(auditLog).where(eq(auditLog.targetType, 'hotSearch')).orderBy(auditLog.id);

  it('pin leads the list, block hides it (even a seeded one), delete lifts both: one row each', async () => {
    const seeded = await get('admin/hotSearchList', editor.token, {});
    expect(seeded.code).toBe(0);
    const first = (seeded.data.list as { id: number; name_en: string }[])[0];
    expect(await names()).toContain(first.name_en);

    const bad = await post(
      'admin/hotSearchSave',
      editor.token,
      { name_zh: '', name_en: 'x', name_vi: 'x' },
      'en',
    );
    expect(bad.msg).toBe(en.hotSearchNameInvalid);

    const pin = await post('admin/hotSearchSave', editor.token, {
      name_zh: '梅西',
      name_en: 'Messi',
      name_vi: 'Messi',
      pinned: 1,
      sort: 1,
    });
    expect(pin.code).toBe(0);
    expect((await names())[0]).toBe('Messi');
    expect((await names('zh'))[0]).toBe('梅西');

    const block = await post('admin/hotSearchSave', editor.token, {
      name_zh: first.name_en,
      name_en: first.name_en,
      name_vi: first.name_en,
      blocked: 1,
      pinned: 1,
    });
    expect(block.data).toMatchObject({ blocked: true, pinned: false });
    expect(await names()).not.toContain(first.name_en);

    expect((await post('admin/hotSearchDelete', editor.token, { id: block.data.id })).code).toBe(0);
    expect(await names()).toContain(first.name_en);
    expect(
      (await post('admin/hotSearchDelete', editor.token, { id: block.data.id })).data?.error,
    ).toBe('hotSearchNotFound');
    expect((await hotAudit()).map((r) => r.action)).toEqual([
      'hotSearch.create',
      'hotSearch.create',
      'hotSearch.delete',
    ]);
  });
});

describe('circles', () => {
  const circleAudit = () =>
    db().select().from(auditLog).where(eq(auditLog.targetType, 'circle')).orderBy(auditLog.id);
  const publicCircles = async (lang = 'en') =>
    (await t.call<{ id: number; name: string }[]>('anchor_dynamics/circles', { lang })).data;

  it('create, rename and switch off: one row each; an inactive circle is unlisted and takes no posts', async () => {
    const bad = await post(
      'admin/circleSave',
      editor.token,
      { name_zh: '', name_en: 'x', name_vi: 'x', active: 1 },
      'en',
    );
    expect(bad.msg).toBe(en.categoryNameInvalid);
    const { result: made, paths } = await heardPurges(() =>
      post('admin/circleSave', editor.token, {
        name_zh: '足球战术',
        name_en: 'Football Tactics',
        name_vi: 'Chiến thuật',
        description_en: 'Formations and pressing',
        sort: 3,
        active: 1,
      }),
    );
    expect(made.data).toMatchObject({ slug: 'football-tactics', active: true, posts: 0 });
    expect(paths).toEqual(expect.arrayContaining(['/circle', '/main']));
    const id = made.data.id as number;
    expect((await publicCircles('vi')).find((c) => c.id === id)?.name).toBe('Chiến thuật');

    const poster = await registerUser(t);
    const write = () =>
      post('anchor_dynamics_user/insert', poster.token, { circle_id: id, content: 'Gegenpress!' });
    expect((await write()).code).toBe(0);

    const off = await post('admin/circleSave', editor.token, {
      id,
      name_zh: '足球战术',
      name_en: 'Tactics',
      name_vi: 'Chiến thuật',
      active: 0,
    });
    expect(off.data).toMatchObject({ name_en: 'Tactics', active: false, posts: 1 });
    expect((await publicCircles()).some((c) => c.id === id)).toBe(false);
    expect((await write()).data?.error).toBe('circleNotFound');
    const all = await get('admin/circleList', editor.token, {});
    expect(all.data.find((c: { id: number }) => c.id === id)).toMatchObject({ active: false });

    const rows = await circleAudit();
    expect(rows.map((r) => r.action)).toEqual(['circle.create', 'circle.update']);
    expect(rows[1]).toMatchObject({
      before: { name_en: 'Football Tactics', active: true },
      after: { name_en: 'Tactics', active: false },
    });
  });
});
