import { robotsTxt, SITEMAP_TYPES, sitemapIndexXml, urlsetXml, xmlEscape } from './sitemap';

const ORIGIN = 'https://example.com';

/** The `<url>` blocks of a urlset, each as its loc, lastmod and alternates. */
function urls(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(body)?.[1],
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1],
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }));
}

describe('sitemap index', () => {
  it('lists one sitemap per type, absolute', () => {
    const xml = sitemapIndexXml(ORIGIN);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(SITEMAP_TYPES.map((t) => `${ORIGIN}/sitemaps/${t}.xml`));
    expect(SITEMAP_TYPES).toEqual(
      expect.arrayContaining([
        'pages',
        'matches',
        'competitions',
        'rooms',
        'news',
        'videos',
        'posts',
        'circles',
        'teams',
        'players',
      ]),
    );
  });
});

describe('urlset', () => {
  it('lists each page in every language, each with all alternates and x-default', () => {
    const when = new Date('2026-01-02T03:04:05Z');
    const list = urls(
      urlsetXml(`${ORIGIN}/`, [{ path: '/news/12', lastmod: when }, { path: '/main' }]),
    );
    expect(list.map((u) => u.loc)).toEqual([
      `${ORIGIN}/news/12`,
      `${ORIGIN}/en/news/12`,
      `${ORIGIN}/vi/news/12`,
      `${ORIGIN}/main`,
      `${ORIGIN}/en/main`,
      `${ORIGIN}/vi/main`,
    ]);
    for (const u of list.slice(0, 3)) {
      expect(u.lastmod).toBe('2026-01-02T03:04:05.000Z');
      expect(u.alternates).toEqual({
        zh: `${ORIGIN}/news/12`,
        en: `${ORIGIN}/en/news/12`,
        vi: `${ORIGIN}/vi/news/12`,
        'x-default': `${ORIGIN}/news/12`,
      });
    }
    expect(list[3].lastmod).toBeUndefined();
  });

  it('lists a page that exists in some languages only in those, x-default the first', () => {
    const vi = urls(urlsetXml(ORIGIN, [{ path: '/news/5', locales: ['vi'] }]));
    expect(vi).toEqual([
      {
        loc: `${ORIGIN}/vi/news/5`,
        lastmod: undefined,
        alternates: { vi: `${ORIGIN}/vi/news/5`, 'x-default': `${ORIGIN}/vi/news/5` },
      },
    ]);
    const two = urls(urlsetXml(ORIGIN, [{ path: '/news/6', locales: ['vi', 'zh'] }]));
    expect(two.map((u) => u.loc)).toEqual([`${ORIGIN}/news/6`, `${ORIGIN}/vi/news/6`]);
    expect(two[1].alternates).toEqual({
      zh: `${ORIGIN}/news/6`,
      vi: `${ORIGIN}/vi/news/6`,
      'x-default': `${ORIGIN}/news/6`,
    });
  });

  it('declares the xhtml namespace and escapes URLs', () => {
    const xml = urlsetXml(ORIGIN, [{ path: '/anchor?type=3&id=2&name=<x>"' }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      `<loc>${ORIGIN}/en/anchor?type=3&amp;id=2&amp;name=&lt;x&gt;&quot;</loc>`,
    );
    expect(xml).toContain(
      `hreflang="x-default" href="${ORIGIN}/anchor?type=3&amp;id=2&amp;name=&lt;x&gt;&quot;"`,
    );
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('is a valid empty urlset when a type has no rows', () => {
    const xml = urlsetXml(ORIGIN, []);
    expect(xml).toMatch(/<urlset [^>]+>\n<\/urlset>\n$/);
    expect(urls(xml)).toEqual([]);
  });

  it('escapes the five XML specials', () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });
});

describe('robots.txt', () => {
  const txt = robotsTxt(ORIGIN);
  const lines = txt.split('\n');

  it('allows the public pages and points to the sitemap index', () => {
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines).not.toContain('Disallow: /');
    expect(txt).not.toMatch(/Disallow: \/(og|uploads|main|news|circle|live)\b/);
  });

  it('keeps crawlers out of the API, the BFF and private pages in every language', () => {
    for (const rule of [
      '/api/',
      '/bff/',
      '/member',
      '/en/member',
      '/vi/member',
      '/search',
      '/vi/search',
    ]) {
      expect(lines).toContain(`Disallow: ${rule}`);
    }
  });
});
