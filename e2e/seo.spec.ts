import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The site as a crawler sees it (issue 10 §5 and its acceptance): robots.txt names the sitemap
 * index; the index names one sitemap per kind of page; every URL listed is listed once with
 * hreflang alternates for zh, en, vi and x-default; the pages answer 200 with a canonical link
 * (itself) and the same alternates as the sitemap; pages carry Open Graph and Twitter cards whose
 * image is a generated PNG.
 *
 * Every entry's page is checked in-process by lib/seo/sitemap-entries.test.ts (the item exists,
 * and the page's canonical and alternates are the sitemap's); here the server renders one URL of
 * each sitemap in each language, which shows the pages really print what that test computes.
 */

const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const LOCALES = ['zh', 'en', 'vi'] as const;
const LANGS = [...LOCALES, 'x-default'] as const;
/** Pages rendered at once: enough to get through the sample, not enough to starve the server. */
const CONCURRENCY = 4;

function decode(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The attributes (lower-cased names) of every `<tag …>` in some HTML. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map(([, attrs]) =>
    Object.fromEntries(
      [...attrs.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k.toLowerCase(), decode(v)]),
    ),
  );
}

type Listed = { loc: string; alternates: Record<string, string> };

function sitemapUrls(xml: string): Listed[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: decode(/<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? ''),
    alternates: Object.fromEntries(
      tags(body, 'xhtml:link').map((a) => [a.hreflang, a.href] as const),
    ),
  }));
}

/** The language of a URL of the site: zh unprefixed, en and vi prefixed. */
function localeOf(url: string): string {
  return /^\/(en|vi)(\/|$)/.exec(new URL(url).pathname)?.[1] ?? 'zh';
}

async function get(request: APIRequestContext, url: string) {
  return request.get(url, { headers: { 'user-agent': BOT }, maxRedirects: 0, timeout: 60_000 });
}

/** Runs `work` over `items`, `n` at a time. */
async function pool<T>(items: T[], n: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

test.describe('SEO', () => {
  test('robots.txt allows the public pages and names the sitemap index', async ({ request }) => {
    const res = await get(request, '/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/plain');
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /member');
    expect(lines.find((l) => l.startsWith('Sitemap: '))).toMatch(
      /^Sitemap: https?:\/\/.+\/sitemap\.xml$/,
    );
  });

  test('every sitemap lists each URL once with its alternates; one URL of each in each language answers 200 with its canonical link and hreflang alternates', async ({
    request,
  }) => {
    test.setTimeout(5 * 60_000);
    const index = await get(request, '/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('xml');
    expect(index.headers()['cache-control']).toMatch(/public, max-age=\d+/);
    const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) =>
      decode(m[1]),
    );
    expect(sitemaps.map((s) => new URL(s).pathname).sort()).toEqual(
      [
        'circles',
        'competitions',
        'matches',
        'news',
        'pages',
        'players',
        'posts',
        'rooms',
        'teams',
        'videos',
      ]
        .map((t) => `/sitemaps/${t}.xml`)
        .sort(),
    );

    const listed: Listed[] = [];
    /** Of each sitemap, the URL rendered in each language. */
    const sample: Listed[] = [];
    const problems: string[] = [];
    for (const s of sitemaps) {
      const res = await get(request, s);
      expect([s, res.status()]).toEqual([s, 200]);
      expect(res.headers()['content-type']).toContain('xml');
      const urls = sitemapUrls(await res.text());
      for (const u of urls) {
        // The sitemap itself names every language of the page: all three, except an article
        // written in fewer (its page's alternates then name those only).
        // Checked without an expect per URL: the team and player sitemaps list ~27 000.
        const langs = Object.keys(u.alternates).sort();
        const wanted = [...LANGS].sort().join(' ');
        if (new URL(u.loc).pathname.match(/^(\/(en|vi))?\/news\/\d+$/)) {
          if (!langs.includes('x-default') || langs.length < 2)
            problems.push(`${u.loc}: alternates ${langs.join(' ')}`);
        } else if (langs.join(' ') !== wanted) {
          problems.push(`${u.loc}: alternates ${langs.join(' ')}, not ${wanted}`);
        }
        if (!Object.values(u.alternates).includes(u.loc))
          problems.push(`${u.loc}: not among its own alternates`);
      }
      listed.push(...urls);
      // One URL in each language, from the start, a third and two thirds into the language's
      // list, so the three languages show three different items.
      LOCALES.forEach((lang, i) => {
        const mine = urls.filter((u) => localeOf(u.loc) === lang);
        if (!mine.length) return void problems.push(`${s}: no URL in ${lang}`);
        sample.push(mine[Math.floor((i * mine.length) / LOCALES.length)]);
      });
    }
    // The static pages alone are over a dozen, in three languages.
    expect(listed.length).toBeGreaterThan(30);
    expect(new Set(listed.map((u) => u.loc)).size).toBe(listed.length);

    // The server renders the sample: 8 sitemaps × 3 languages.
    await pool(sample, CONCURRENCY, async ({ loc, alternates }) => {
      const res = await get(request, loc).catch((err: Error) => err);
      if (res instanceof Error) return void problems.push(`${loc}: ${res.message}`);
      if (res.status() !== 200) return void problems.push(`${loc}: HTTP ${res.status()}`);
      const links = tags(await res.text(), 'link');
      const canonical = links.filter((l) => l.rel === 'canonical').map((l) => l.href);
      if (canonical.length !== 1 || canonical[0] !== loc) {
        problems.push(`${loc}: canonical ${JSON.stringify(canonical)}`);
      }
      // The page's alternates are the sitemap's, language for language.
      for (const lang of LANGS) {
        const href = links.find((l) => l.rel === 'alternate' && l.hreflang === lang)?.href;
        if (href !== alternates[lang]) {
          problems.push(
            `${loc}: hreflang ${lang} ${href ?? 'missing'} (sitemap: ${alternates[lang]})`,
          );
        }
      }
    });
    expect(problems).toEqual([]);
  });

  test('pages carry Open Graph and Twitter cards with a generated PNG and BreadcrumbList data', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const matches = await (await get(request, '/sitemaps/matches.xml')).text();
    const match = sitemapUrls(matches).find((u) => new URL(u.loc).pathname.startsWith('/vi/'));
    const pages = ['/en/football', ...(match ? [match.loc] : [])];
    for (const page of pages) {
      const res = await get(request, page);
      expect(res.status()).toBe(200);
      const html = await res.text();
      const meta = (key: string) =>
        tags(html, 'meta').find((m) => m.property === key || m.name === key)?.content;
      expect(meta('og:title')).toBeTruthy();
      expect(meta('og:url')).toMatch(/^https?:\/\//);
      expect(meta('og:site_name')).toBeTruthy();
      expect(meta('og:locale')).toMatch(/^(zh_CN|en_US|vi_VN)$/);
      expect(meta('twitter:card')).toBe('summary_large_image');
      const image = meta('og:image');
      expect(image).toMatch(/^https?:\/\/[^/]+\/og\/(page|match)\/[^?]+\?l=(en|vi)$/);
      const png = await get(request, image!);
      expect(png.status()).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
      expect(png.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
      expect(png.headers()['x-content-type-options']).toBe('nosniff');
      const bytes = await png.body();
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    }
    if (match) {
      const html = await (await get(request, match.loc)).text();
      const blocks = [
        ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
      ].flatMap(([, json]) => [JSON.parse(json)].flat() as { '@type': string }[]);
      expect(blocks.map((b) => b['@type'])).toEqual(
        expect.arrayContaining(['SportsEvent', 'BreadcrumbList']),
      );
    }
  });

  test('an unknown card is a 404 and the query string is never drawn', async ({ request }) => {
    expect((await get(request, '/og/news/999999999')).status()).toBe(404);
    expect((await get(request, '/og/page/anything-you-like')).status()).toBe(404);
    const plain = await get(request, '/og/page/main?l=en');
    const tampered = await get(request, '/og/page/main?l=en&title=Free%20money');
    expect(plain.status()).toBe(200);
    expect((await tampered.body()).equals(await plain.body())).toBe(true);
  });
});
