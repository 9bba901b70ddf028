import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { articles, articleTranslations, circles, matches } from '@/lib/db/schema';
import { resetEnvForTests } from '@/lib/env';
import { freshDb } from '@/test/db';
import { insertFixtures, type Fixtures } from './test-fixtures';
import {
  clearSitemapMemo,
  originOf,
  robotsResponse,
  sitemapIndexResponse,
  sitemapResponse,
} from './routes';
import { SITEMAP_TYPES } from './sitemap';
import { STATIC_PAGES } from './sitemap-data';

let cleanup: () => Promise<void>;
let f: Fixtures;
beforeAll(async () => {
  Object.assign(process.env, { NODE_ENV: 'test' });
  delete process.env.PUBLIC_URL;
  resetEnvForTests();
  ({ cleanup } = await freshDb());
  f = await insertFixtures();
});
afterAll(() => cleanup?.());
beforeEach(() => clearSitemapMemo());

async function categoryOf(articleId: number): Promise<number> {
  const [a] = await db()
    .select({ c: articles.categoryId })
    .from(articles)
    .where(eq(articles.id, articleId));
  return a.c;
}

const req = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, { headers });

async function locs(type: string, headers?: Record<string, string>): Promise<string[]> {
  const res = await sitemapResponse(`${type}.xml`, req(`/sitemaps/${type}.xml`, headers));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('public, max-age=600');
  return [...(await res.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
}

describe('/sitemaps/<type>.xml', () => {
  it('lists the static pages in every language', async () => {
    const list = await locs('pages');
    expect(list).toHaveLength(STATIC_PAGES.length * 3);
    expect(list).toEqual(
      expect.arrayContaining([
        'http://localhost:3000/main',
        'http://localhost:3000/en/football',
        'http://localhost:3000/vi/anchor?type=4',
        'http://localhost:3000/news',
        'http://localhost:3000/en/circle',
      ]),
    );
    expect(list.some((u) => /\/(member|search|attention|reserve)\b/.test(u))).toBe(false);
  });

  it('lists the rows of each type by their canonical paths, leaving out hidden and deleted ones', async () => {
    const O = 'http://localhost:3000';
    expect(await locs('matches')).toContain(`${O}/score-detail?id=${f.matchId}`);
    expect(await locs('competitions')).toContain(`${O}/vi/base-football?id=${f.competitionId}`);
    expect(await locs('rooms')).toContain(`${O}/en/live?id=${f.roomId}`);
    const news = await locs('news');
    expect(news).toContain(`${O}/news/${f.articleId}`);
    expect(news).not.toContain(`${O}/news/${f.hiddenArticleId}`);
    expect(await locs('videos')).toContain(`${O}/video-player?id=${f.videoId}`);
    const posts = await locs('posts');
    expect(posts).toContain(`${O}/vi/circle-detail?id=${f.postId}`);
    expect(posts).not.toContain(`${O}/circle-detail?id=${f.deletedPostId}`);
    expect(await locs('circles')).toContain(`${O}/circle?id=${f.circleId}`);
  });

  it('lists an article only in the languages it is written in', async () => {
    const [a] = await db()
      .insert(articles)
      .values({ categoryId: await categoryOf(f.articleId), originLocale: 'vi' })
      .returning({ id: articles.id });
    await db()
      .insert(articleTranslations)
      .values({ articleId: a.id, locale: 'vi', title: 'Chỉ tiếng Việt', bodyHtml: '<p>x</p>' });
    const news = await locs('news');
    expect(news).toContain(`http://localhost:3000/vi/news/${a.id}`);
    expect(news).not.toContain(`http://localhost:3000/news/${a.id}`);
    expect(news).not.toContain(`http://localhost:3000/en/news/${a.id}`);
    expect(news.filter((u) => u.endsWith(`/news/${f.articleId}`))).toHaveLength(3);
  });

  it('lists matches from 3 days back to 7 days ahead only', async () => {
    const day = 86_400_000;
    const at = async (offset: number) => {
      await db()
        .update(matches)
        .set({ kickoff: new Date(Date.now() + offset) })
        .where(eq(matches.id, f.matchId));
      clearSitemapMemo();
      return (await locs('matches')).includes(`http://localhost:3000/score-detail?id=${f.matchId}`);
    };
    expect(await at(-2.9 * day)).toBe(true);
    expect(await at(6.9 * day)).toBe(true);
    expect(await at(-3.1 * day)).toBe(false);
    expect(await at(7.1 * day)).toBe(false);
    await at(3_600_000);
  });

  it('gives the last change of news as lastmod', async () => {
    const res = await sitemapResponse('news.xml', req('/sitemaps/news.xml'));
    const xml = await res.text();
    const block = xml.split('<url>').find((b) => b.includes(`/news/${f.articleId}<`))!;
    expect(block).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z<\/lastmod>/);
  });

  it('answers 404 for unknown sitemaps', async () => {
    for (const file of ['users.xml', 'pages', 'pages.txt', '../pages.xml', 'PAGES.xml', '']) {
      const res = await sitemapResponse(file, req(`/sitemaps/${file}`));
      expect([file, res.status]).toEqual([file, 404]);
    }
  });

  it('reads each type at most once a minute', async () => {
    const before = await locs('circles');
    const [added] = await db()
      .insert(circles)
      .values({ slug: 'memo-test', nameZh: '新圈', nameEn: 'New', nameVi: 'Mới' })
      .returning({ id: circles.id });
    const url = `http://localhost:3000/circle?id=${added.id}`;
    expect(await locs('circles')).toEqual(before);
    clearSitemapMemo();
    expect(await locs('circles')).toContain(url);
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('index every sitemap on the public origin', async () => {
    const res = sitemapIndexResponse(
      req('/sitemap.xml', { 'x-public-origin': 'https://site.test' }),
    );
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    const xml = await res.text();
    for (const t of SITEMAP_TYPES)
      expect(xml).toContain(`<loc>https://site.test/sitemaps/${t}.xml</loc>`);
  });

  it('point robots to the sitemap index', async () => {
    const res = robotsResponse(req('/robots.txt'));
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('take PUBLIC_URL over any header, then server.ts’s origin, then localhost', () => {
    expect(originOf(req('/x'))).toBe('http://localhost:3000');
    // Never the request's own host, nor a header that is not an origin (issue 23 §3).
    expect(
      originOf(new Request('http://evil.example/x', { headers: { host: 'evil.example' } })),
    ).toBe('http://localhost:3000');
    expect(originOf(req('/x', { 'x-public-origin': 'javascript:alert(1)' }))).toBe(
      'http://localhost:3000',
    );
    expect(originOf(req('/x', { 'x-public-origin': 'https://a.test' }))).toBe('https://a.test');
    process.env.PUBLIC_URL = 'https://www.example.com/';
    resetEnvForTests();
    try {
      expect(originOf(req('/x', { 'x-public-origin': 'https://a.test' }))).toBe(
        'https://www.example.com',
      );
    } finally {
      delete process.env.PUBLIC_URL;
      resetEnvForTests();
    }
  });
});
