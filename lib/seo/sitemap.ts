/**
 * Sitemaps (https://www.sitemaps.org/protocol.html) with hreflang alternates
 * (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap):
 * `/sitemap.xml` is an index of one sitemap per kind of page, `/sitemaps/<type>.xml`. Each page
 * is listed once per language, and every entry names all its languages (all three unless the
 * page exists in fewer) and x-default, so a crawler finds every page in each language with its
 * alternates. Pure: the rows come from
 * lib/seo/sitemap-data.ts, the answers from lib/seo/routes.ts.
 */
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { localePath } from './metadata';

export const SITEMAP_TYPES = [
  'pages',
  'matches',
  'competitions',
  'rooms',
  'news',
  'videos',
  'posts',
  'circles',
  // Team and player pages (docs/product.md §2 "Teams, players and discussion").
  'teams',
  'players',
] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

export function isSitemapType(value: string): value is SitemapType {
  return (SITEMAP_TYPES as readonly string[]).includes(value);
}

/**
 * A page of the site: its path without the locale prefix (with its canonical query), and the
 * languages it exists in when not all (an article translated into some languages only: its
 * other language URLs point their canonical to the original, so they are not listed).
 */
export type SitemapEntry = { path: string; lastmod?: Date | null; locales?: readonly Locale[] };

/** Text for XML content and attribute values. */
export function xmlEscape(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function abs(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The sitemap index: one `<sitemap>` per type. */
export function sitemapIndexXml(origin: string, types: readonly SitemapType[] = SITEMAP_TYPES) {
  const items = types
    .map((t) => `  <sitemap><loc>${xmlEscape(abs(origin, `/sitemaps/${t}.xml`))}</loc></sitemap>`)
    .join('\n');
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

/** A urlset: every entry in every language, each with the alternates of all languages. */
export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const out: string[] = [];
  for (const e of entries) {
    const langs = e.locales?.length ? locales.filter((l) => e.locales!.includes(l)) : locales;
    // x-default: the default language's page, else the first language the page exists in.
    const fallback = langs.includes(defaultLocale) ? defaultLocale : langs[0];
    const links = [
      ...langs.map((l) => [l, localePath(l, e.path)] as const),
      ['x-default', localePath(fallback, e.path)] as const,
    ]
      .map(
        ([lang, p]) =>
          `    <xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(abs(origin, p))}"/>`,
      )
      .join('\n');
    const lastmod =
      e.lastmod && !Number.isNaN(e.lastmod.getTime())
        ? `\n    <lastmod>${e.lastmod.toISOString()}</lastmod>`
        : '';
    for (const l of langs) {
      out.push(
        `  <url>\n    <loc>${xmlEscape(abs(origin, localePath(l, e.path)))}</loc>${lastmod}\n${links}\n  </url>`,
      );
    }
  }
  return (
    `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
    `xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${out.join('\n')}${out.length ? '\n' : ''}</urlset>\n`
  );
}

/**
 * robots.txt: everything public may be crawled; the API, the BFF and the pages of one user or
 * one keyword (member centre, follows, bookings, search results) may not. Rules match path
 * prefixes, so each locale's prefix is listed.
 */
export function robotsTxt(origin: string): string {
  const privatePages = ['/member', '/attention', '/reserve', '/recommend', '/search'];
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /bff/',
    'Disallow: /hooks/',
  ];
  for (const p of privatePages)
    for (const l of locales) lines.push(`Disallow: ${localePath(l, p)}`);
  lines.push('', `Sitemap: ${abs(origin, '/sitemap.xml')}`, '');
  return lines.join('\n');
}
