import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { articles, articleTranslations, users } from '@/lib/db/schema';
import { STORIES } from '@/lib/content/demo/stories';
import { createTestApi, SEED_TIMEOUT, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({}, { matches: true, content: true });
}, SEED_TIMEOUT);
afterAll(() => t?.cleanup());

type Item = {
  id: number;
  title: string;
  summary: string;
  category: { id: number; slug: string; name: string };
  lang: string;
  translated: boolean;
  headline: boolean;
  views: number;
};
type Detail = Item & {
  body_html: string;
  locales: string[];
  related: Item[];
  match_id: number | null;
};
type Page = { list: Item[]; total: number; page: number };

async function anchor(): Promise<{ token: string; id: number }> {
  const u = await registerUser(t);
  await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, u.user.id));
  return { token: u.token, id: u.user.id };
}

const XSS =
  '<p onclick="alert(1)">Hello <b>fans</b></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://example.com/a">out</a><iframe src="https://evil.example"></iframe><style>body{}</style>';

describe('news lists', () => {
  it('lists categories and banners in the request language', async () => {
    const zh = await t.call<{ id: number; name: string }[]>('Headlines/classifyList');
    const vi = await t.call<{ id: number; name: string }[]>('Headlines/classifyList', {
      lang: 'vi',
    });
    expect(zh.code).toBe(0);
    expect(zh.data.map((c) => c.name)).toContain('足球');
    expect(vi.data.map((c) => c.name)).toContain('Bóng đá');
    const b = await t.call<{ title: string; link: string; image: string }[]>(
      'Banner/getBannerList',
      {
        method: 'POST',
        lang: 'en',
      },
    );
    expect(b.code).toBe(0);
    expect(b.data.length).toBeGreaterThanOrEqual(3);
    expect(b.data[0].title).toMatch(/Winter window/);
    expect(b.data[0].link).toMatch(/^\/news\/\d+$/);
  });

  it('pages through the seeded news newest first, with match reports in three languages', async () => {
    const all = await t.call<Page>('Portal_post/getList2', { params: { size: 50 }, method: 'GET' });
    expect(all.code).toBe(0);
    // Eight features plus reports of the seeded finished matches.
    expect(all.data.total).toBeGreaterThan(STORIES.length + 10);
    const times = all.data.list.map((a) => a.id);
    expect(new Set(times).size).toBe(times.length);
    const reports = all.data.list.filter((a) => a.category.slug === 'match-reports');
    expect(reports.length).toBeGreaterThan(5);
    const en = await t.call<Page>('Portal_post/getList2', {
      params: { category_id: reports[0].category.id },
      method: 'GET',
      lang: 'en',
    });
    expect(en.data.list.every((a) => a.category.slug === 'match-reports' && a.lang === 'en')).toBe(
      true,
    );
    expect(en.data.list[0].title).toMatch(/\d+-\d+/);
    const heads = await t.call<Page>('Portal_post/getList2', {
      params: { headline: 1 },
      method: 'GET',
    });
    expect(heads.data.list.length).toBeGreaterThan(0);
    expect(heads.data.list.every((a) => a.headline)).toBe(true);
  });

  it('refuses bad list input with code 1', async () => {
    for (const params of [
      { category_id: 'abc' },
      { category_id: -1 },
      { page: 0 },
      { size: 500 },
    ]) {
      const r = await t.call('Portal_post/getList2', { params, method: 'GET' });
      expect(r.status).toBeLessThan(500);
      expect(r.code).toBe(1);
    }
    const unknown = await t.call('Portal_post/getList2', {
      params: { category_id: 99999 },
      method: 'GET',
    });
    expect(unknown.code).toBe(1);
    expect((unknown.data as { error: string }).error).toBe('categoryNotFound');
  });
});

describe('Headlines/detail', () => {
  it('answers an article in each language with related stories', async () => {
    const list = await t.call<Page>('Portal_post/getList2', { params: { size: 5 }, method: 'GET' });
    const id = list.data.list[0].id;
    const zh = await t.call<Detail>('Headlines/detail', { params: { id }, method: 'GET' });
    const vi = await t.call<Detail>('Headlines/detail', {
      params: { id },
      method: 'GET',
      lang: 'vi',
    });
    expect(zh.code).toBe(0);
    expect(zh.data.locales).toEqual(['zh', 'en', 'vi']);
    expect(zh.data.body_html).toMatch(/<p>/);
    expect(vi.data.lang).toBe('vi');
    expect(vi.data.title).not.toBe(zh.data.title);
  });

  it('answers articleNotFound for unknown ids and code 1 for junk', async () => {
    const r = await t.call('Headlines/detail', { params: { id: 999999 }, method: 'GET' });
    expect(r.code).toBe(1);
    expect((r.data as { error: string }).error).toBe('articleNotFound');
    expect(r.msg).toBe('该资讯不存在');
    for (const id of ['x', '1e3', '', '-5']) {
      const bad = await t.call('Headlines/detail', { params: { id }, method: 'GET' });
      expect(bad.code).toBe(1);
      expect(bad.status).toBeLessThan(500);
    }
  });

  it('counts a view once per viewer and half hour', async () => {
    const [a] = await db().select().from(articles).limit(1);
    const first = await t.call<{ views: number }>('Headlines/addView', {
      params: { id: a.id },
      ip: '10.9.9.9',
    });
    const again = await t.call<{ views: number }>('Headlines/addView', {
      params: { id: a.id },
      ip: '10.9.9.9',
    });
    const other = await t.call<{ views: number }>('Headlines/addView', {
      params: { id: a.id },
      ip: '10.9.9.10',
    });
    expect(first.data.views).toBe(a.views + 1);
    expect(again.data.views).toBe(a.views + 1);
    expect(other.data.views).toBe(a.views + 2);
  });
});

describe('Headlines_user/insert and update', () => {
  const catId = async () =>
    (await t.call<{ id: number; slug: string }[]>('Headlines/classifyList')).data.find(
      (c) => c.slug === 'football',
    )!.id;

  it('lets an anchor publish sanitised HTML, and refuses other users', async () => {
    const a = await anchor();
    const category_id = await catId();
    const fan = await registerUser(t);
    const refused = await t.call('Headlines_user/insert', {
      params: { category_id, title: 'Hi', body: '<p>x</p>' },
      token: fan.token,
    });
    expect(refused.code).toBe(1);
    expect((refused.data as { error: string }).error).toBe('forbidden');
    const guest = await t.call('Headlines_user/insert', {
      params: { category_id, title: 'Hi', body: '<p>x</p>' },
    });
    expect(guest.code).toBe(700);

    const r = await t.call<{ id: number }>('Headlines_user/insert', {
      params: { category_id, title: '  Derby <b>day</b>  ', body: XSS },
      token: a.token,
      lang: 'en',
    });
    expect(r.code).toBe(0);
    const [tr] = await db()
      .select()
      .from(articleTranslations)
      .where(eq(articleTranslations.articleId, r.data.id));
    expect(tr.locale).toBe('en');
    expect(tr.bodyHtml).not.toMatch(/script|onerror|onclick|javascript:|iframe|<style/i);
    expect(tr.bodyHtml).toContain('<b>fans</b>');
    expect(tr.bodyHtml).toContain('rel="noopener nofollow ugc"');
    // The title is plain text: shown as typed, escaped by the page.
    expect(tr.title).toBe('Derby <b>day</b>');
    expect(tr.summary).toBe('Hello fans xout');
    expect(tr.searchTitle).toBe('derby <b>day</b>');

    const detail = await t.call<Detail>('Headlines/detail', {
      params: { id: r.data.id },
      method: 'GET',
      lang: 'zh',
    });
    // No Chinese translation: the original is shown and marked.
    expect(detail.data.lang).toBe('en');
    expect(detail.data.translated).toBe(false);
    expect(detail.data.locales).toEqual(['en']);
  });

  it('refuses empty or oversized articles and unknown categories, storing nothing', async () => {
    const a = await anchor();
    const category_id = await catId();
    const before = (await db().select().from(articles)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ category_id, title: 'T', body: '<script>alert(1)</script>  ' }, 'contentRequired'],
      [{ category_id, title: '   ', body: '<p>x</p>' }, 'invalidField'],
      [{ category_id, title: 'x'.repeat(81), body: '<p>x</p>' }, 'invalidField'],
      [{ category_id, title: 'T', body: 'x'.repeat(100_001) }, 'invalidField'],
      [{ category_id: 99999, title: 'T', body: '<p>x</p>' }, 'categoryNotFound'],
      [{ category_id, title: 'T', body: '<p>x</p>', cover: 'javascript:alert(1)' }, 'invalidField'],
      [{ category_id, title: ['a'], body: '<p>x</p>' }, 'invalidField'],
    ];
    for (const [params, error] of cases) {
      const r = await t.call('Headlines_user/insert', { params, token: a.token });
      expect(r.status).toBeLessThan(500);
      expect(r.code).toBe(1);
      // A whole sentence, never a template with holes.
      expect(r.msg).not.toMatch(/[{}]/);
      expect((r.data as { error: string }).error).toBe(error);
    }
    expect((await db().select().from(articles)).length).toBe(before);
  });

  it('lets only the author edit, adding a translation', async () => {
    const a = await anchor();
    const b = await anchor();
    const category_id = await catId();
    const r = await t.call<{ id: number }>('Headlines_user/insert', {
      params: { category_id, title: '原标题', body: '<p>正文</p>' },
      token: a.token,
    });
    const other = await t.call('Headlines_user/update', {
      params: { id: r.data.id, category_id, title: 'hijack', body: '<p>x</p>' },
      token: b.token,
    });
    expect((other.data as { error: string }).error).toBe('forbidden');
    const vi = await t.call('Headlines_user/update', {
      params: { id: r.data.id, category_id, title: 'Tiêu đề', body: '<p>Nội dung</p>' },
      token: a.token,
      lang: 'vi',
    });
    expect(vi.code).toBe(0);
    const d = await t.call<Detail>('Headlines/detail', {
      params: { id: r.data.id },
      method: 'GET',
      lang: 'vi',
    });
    expect(d.data.title).toBe('Tiêu đề');
    expect(d.data.locales).toEqual(['zh', 'vi']);
    const missing = await t.call('Headlines_user/update', {
      params: { id: 999999, category_id, title: 'x', body: '<p>x</p>' },
      token: a.token,
    });
    expect((missing.data as { error: string }).error).toBe('articleNotFound');
  });
});
