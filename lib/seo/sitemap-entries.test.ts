import fs from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '@/i18n/locales';
import { CODE_OK } from '@/lib/contract';
import { parseId } from '@/lib/rules/id';
import { createTestApi, SEED_TIMEOUT, type TestApi } from '@/test/api';
import { COMMUNITY_API, postHref } from '@/components/community/api';
import { circleCanonical, parseCircleQuery } from '@/components/community/query';
import { libraryHref, parseLibraryQuery, tabsOf } from '@/components/data-library/params';
import {
  homeHref,
  parseHomeType,
  parseRankingQuery,
  rankingHref,
  sportOfType,
} from '@/components/experts/links';
import { liveCanonical, parseLiveQuery } from '@/components/live/live-query';
import { parseMatchId } from '@/components/match-centre/view';
import { parseTeamId } from '@/components/teams/params';
import { db } from '@/lib/db/client';
import { matches, players, teams } from '@/lib/db/schema';
import { sportPaths } from '@/components/scores/score-rows';
import { parseVideoListQuery, videoHref, videoListCanonical } from '@/components/video/query';
import { parseWorldCupQuery, worldCupHref } from '@/components/worldcup/params';
import { foresightCanonical, parseForesightQuery } from '@/components/foresight/params';
import { articleAlternates, pageMetadata } from './metadata';
import { clearSitemapMemo, sitemapResponse } from './routes';
import { SITEMAP_TYPES, type SitemapType } from './sitemap';

/**
 * Every entry of every sitemap, on the seeded demo data (matches and content): its shape (one
 * `<loc>` per URL, alternates for its languages and x-default, itself among them) and the page
 * behind it — the item exists, so the page answers 200, and the canonical and hreflang
 * alternates its `generateMetadata` gives are the sitemap's. A page's metadata cannot run here
 * (it needs a Next request), so each page's head is rebuilt from the same parts: the same API
 * read the page makes (in-process, in the page's language), the same path helpers, and the same
 * `pageMetadata` / `articleAlternates`. e2e/seo.spec.ts renders one URL of each sitemap in each
 * language over HTTP, which checks that the pages really use these parts.
 */

const ORIGIN = 'http://localhost:3000';
const LANGS = [...locales, 'x-default'];
const SITE = path.join(process.cwd(), 'app/[locale]/(site)');

type Listed = { type: SitemapType; loc: string; alternates: Record<string, string> };
/** The canonical and alternates of a page (site-relative), or why it would be a 404. */
type Head = { canonical: string; languages: Record<string, string> };
type Resolved = Head | { missing: string };
type Query = Record<string, string>;

function decode(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function urlsOf(xml: string): Omit<Listed, 'type'>[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: decode(/<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? ''),
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map(
        ([, lang, href]) => [lang, decode(href)],
      ),
    ),
  }));
}

let api: TestApi;
const listed: Listed[] = [];

beforeAll(async () => {
  delete process.env.PUBLIC_URL;
  api = await createTestApi({}, { matches: true, content: true });
  clearSitemapMemo();
  for (const type of SITEMAP_TYPES) {
    const res = await sitemapResponse(`${type}.xml`, new Request(`${ORIGIN}/sitemaps/${type}.xml`));
    expect([type, res.status]).toEqual([type, 200]);
    listed.push(...urlsOf(await res.text()).map((u) => ({ type, ...u })));
  }
}, SEED_TIMEOUT);
afterAll(() => api?.cleanup());

const reads = new Map<string, Promise<unknown>>();

/**
 * A read of the platform API as the page makes it (serverApi, in the page's language): its data,
 * or null on failure. Only an article's answer differs by language in what is checked here (is
 * it translated), so the other reads are made once per item, not once per language.
 */
async function read<T>(
  locale: Locale,
  apiPath: string,
  params: Record<string, unknown> = {},
  { method = 'GET', perLanguage = false }: { method?: 'GET' | 'POST'; perLanguage?: boolean } = {},
): Promise<T | null> {
  const defined = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));
  const key = `${method} ${apiPath} ${JSON.stringify(defined)} ${perLanguage ? locale : ''}`;
  if (!reads.has(key)) {
    reads.set(
      key,
      api
        .call<T>(apiPath, { method, params: defined, lang: locale })
        .then((r) => (r.code === CODE_OK ? r.data : null)),
    );
  }
  return reads.get(key) as Promise<T | null>;
}

/** `pageMetadata`'s canonical and alternates: what `seoMetadata({ locale, path })` puts in the head. */
function headOf(locale: Locale, pagePath: string): Head {
  const { alternates } = pageMetadata({ locale, path: pagePath });
  return {
    canonical: alternates!.canonical as string,
    languages: alternates!.languages as Record<string, string>,
  };
}

const missing = (why: string): Resolved => ({ missing: why });

/**
 * Each page's `generateMetadata`, as far as canonical and alternates go: its reads (a null one
 * is the page's `notFound()`) and its path. Keyed by the route's pathname.
 */
const PAGES: Record<string, (locale: Locale, q: Query) => Promise<Resolved>> = {
  '/main': async (l) => headOf(l, '/main'),
  '/football': async (l) => headOf(l, sportPaths('football').list),
  '/basketball': async (l) => headOf(l, sportPaths('basketball').list),
  '/schedule': async (l) => headOf(l, '/schedule'),
  '/rank': async (l) => headOf(l, '/rank'),
  '/downLoad': async (l) => headOf(l, '/downLoad'),
  '/specialist': async (l, q) => headOf(l, rankingHref(parseRankingQuery(q))),
  '/specialist-home': async (l, q) => headOf(l, homeHref(sportOfType(parseHomeType(q)))),
  '/trophy/home': async (l, q) => headOf(l, worldCupHref(parseWorldCupQuery(q))),
  '/foresight': async (l, q) => {
    // components/foresight/foresight-page.tsx: foresightMetadata.
    const parsed = parseForesightQuery(q);
    if (parsed.id === null) return headOf(l, foresightCanonical(parsed));
    const m = await read<{ id: number }>(l, 'foresight/match', { id: parsed.id });
    return m ? headOf(l, foresightCanonical({ ...parsed, id: m.id })) : missing('foresight/match');
  },
  '/anchor': async (l, q) => {
    const parsed = parseLiveQuery(q);
    let category: number | null = null;
    if (parsed.type === 3 && parsed.category !== null) {
      const all = (await read<{ id: number }[]>(l, 'live_streaming/categories')) ?? [];
      category = all.find((c) => c.id === parsed.category)?.id ?? null;
    }
    return headOf(l, liveCanonical({ ...parsed, category }));
  },
  '/news': async (l, q) => {
    // app/[locale]/(site)/news/page.tsx: parseQuery and hrefOf.
    const id = parseId(q.category);
    const all =
      id === null ? [] : ((await read<{ id: number }[]>(l, 'Headlines/classifyList')) ?? []);
    const category = all.find((c) => c.id === id)?.id ?? null;
    const page = Math.min(parseId(q.page) ?? 1, 1000);
    const s = new URLSearchParams();
    if (category) s.set('category', String(category));
    if (page > 1) s.set('page', String(page));
    return headOf(l, s.toString() ? `/news?${s}` : '/news');
  },
  '/video-list': async (l, q) => {
    const parsed = parseVideoListQuery(q);
    const all = (await read<{ id: number }[]>(l, 'Videoclassification')) ?? [];
    const known = all.some((c) => c.id === parsed.category);
    return headOf(l, videoListCanonical(known ? parsed : { ...parsed, category: null }));
  },
  '/circle': async (l, q) => {
    const parsed = parseCircleQuery(q);
    let circle: number | null = null;
    if (parsed.id !== null) {
      const all = (await read<{ id: number }[]>(l, COMMUNITY_API.circles)) ?? [];
      circle = all.find((c) => c.id === parsed.id)?.id ?? null;
    }
    return headOf(l, circleCanonical({ ...parsed, id: circle }));
  },
  // Hundreds of matches, and match/detail is the site's heaviest read (~25 ms each: 13 s of the
  // test's 15, over Jest's 30 s beside the e2e suite in CI). The page answers 200 exactly when
  // the match exists (match/detail answers matchNotFound otherwise, lib/api/routes/match-detail
  // .test.ts; app/[locale]/(site)/score-detail/centre.tsx calls notFound() then), so the rows
  // are read once, and the first MATCH_READS matches also through the page's own read.
  '/score-detail': async (l, q) => {
    const id = parseMatchId(q.id);
    if (id === null || !(await rowIds()).matches.has(id)) return missing('match/detail');
    if (!sampled.has(id) && sampled.size >= MATCH_READS) return headOf(l, `/score-detail?id=${id}`);
    sampled.add(id);
    const d = await read<{ match: { id: number } }>(l, 'match/detail', { id });
    return d ? headOf(l, `/score-detail?id=${d.match.id}`) : missing('match/detail');
  },
  '/base-football': async (l, q) => library('football', l, q),
  '/base-basketball': async (l, q) => library('basketball', l, q),
  '/live': async (l, q) => {
    const id = parseId(q.id);
    const room =
      id === null ? null : await read<{ id: number }>(l, 'Live_streaming/getRoomInfo', { id });
    return room ? headOf(l, `/live?id=${room.id}`) : missing('Live_streaming/getRoomInfo');
  },
  '/video-player': async (l, q) => {
    const id = parseId(q.id);
    const v =
      id === null
        ? null
        : await read<{ id: number }>(l, 'Video/getVideoInfo', { id }, { method: 'POST' });
    return v ? headOf(l, videoHref(v.id)) : missing('Video/getVideoInfo');
  },
  // Thousands of players and hundreds of teams: their pages answer 200 exactly when the row exists
  // (Team/detail and Player/detail answer a not-found error otherwise, app/[locale]/(site)/team
  // and …/player call notFound() then; lib/api/routes/teams.test.ts), so the rows are read once.
  '/team': async (l, q) => {
    const id = parseTeamId(q.id);
    return id !== null && (await rowIds()).teams.has(id)
      ? headOf(l, `/team?id=${id}`)
      : missing('Team/detail');
  },
  '/player': async (l, q) => {
    const id = parseId(q.id);
    return id !== null && (await rowIds()).players.has(id)
      ? headOf(l, `/player?id=${id}`)
      : missing('Player/detail');
  },
  '/circle-detail': async (l, q) => {
    const id = parseId(q.id);
    const post = id === null ? null : await read<{ id: number }>(l, COMMUNITY_API.info, { id });
    return post ? headOf(l, postHref(post.id)) : missing(COMMUNITY_API.info);
  },
};

/** How many match pages are also checked through match/detail (see '/score-detail' above). */
const MATCH_READS = 40;
const sampled = new Set<number>();

let ids: Promise<{ teams: Set<number>; players: Set<number>; matches: Set<number> }> | undefined;
/** The ids of every team, player and match (see '/team' and '/score-detail' above). */
function rowIds() {
  ids ??= Promise.all([
    db().select({ id: teams.id }).from(teams),
    db().select({ id: players.id }).from(players),
    db().select({ id: matches.id }).from(matches),
  ]).then(([t, p, m]) => ({
    teams: new Set(t.map((r) => r.id)),
    players: new Set(p.map((r) => r.id)),
    matches: new Set(m.map((r) => r.id)),
  }));
  return ids;
}

/** components/data-library/data-library.tsx: loadLibrary and libraryMetadata. */
async function library(sport: 'football' | 'basketball', l: Locale, q: Query): Promise<Resolved> {
  const parsed = parseLibraryQuery(sport, q);
  if (!parsed) return missing('the query');
  const table = await read<{ competition: { sport: string }; season: { is_current: boolean } }>(
    l,
    'Football/season_table',
    { competition_id: parsed.id, season_id: parsed.season, form: parsed.form },
  );
  if (!table || table.competition.sport !== sport) return missing('Football/season_table');
  const tabs = tabsOf(sport).filter(
    (t) => table.season.is_current || t === 'table' || t === 'matches',
  );
  const tab = tabs.includes(parsed.tab) ? parsed.tab : 'table';
  return headOf(l, libraryHref({ sport, id: parsed.id, season: parsed.season, tab }));
}

/** app/[locale]/(site)/news/[id]/page.tsx: the article in the page's language, else a 404. */
async function article(l: Locale, rawId: string): Promise<Resolved> {
  const id = parseId(rawId);
  const a =
    id === null
      ? null
      : await read<{ id: number; locales: Locale[]; lang: Locale; translated: boolean }>(
          l,
          'Headlines/detail',
          { id },
          { perLanguage: true },
        );
  return a ? articleAlternates(l, `/news/${a.id}`, a) : missing('Headlines/detail');
}

/** A URL of the site: its language, its path without the locale prefix, its route. */
function parse(loc: string) {
  const url = new URL(loc);
  const prefix = /^\/(en|vi)(\/.*)$/.exec(url.pathname);
  const locale = (prefix?.[1] ?? 'zh') as Locale;
  const pathname = prefix?.[2] ?? url.pathname;
  return { url, locale, pathname, query: Object.fromEntries<string>(url.searchParams) };
}

const abs = (p: string) => `${ORIGIN}${p}`;

describe('every entry of every sitemap', () => {
  it('each sitemap lists entries, every URL once', () => {
    for (const type of SITEMAP_TYPES) {
      expect([type, listed.some((u) => u.type === type)]).toEqual([type, true]);
    }
    // The static pages alone are over a dozen, in three languages.
    expect(listed.length).toBeGreaterThan(30);
    const seen = new Set<string>();
    const twice = listed.filter((u) => seen.size === seen.add(u.loc).size).map((u) => u.loc);
    expect(twice).toEqual([]);
  });

  it('names all its languages and x-default, itself as its own language', () => {
    const problems: string[] = [];
    for (const u of listed) {
      const { url, locale, pathname } = parse(u.loc);
      if (url.origin !== ORIGIN) problems.push(`${u.loc}: origin`);
      const langs = Object.keys(u.alternates);
      if (/^\/news\/\d+$/.test(pathname)) {
        // An article is listed in the languages it is written in: some of the three.
        if (!langs.includes('x-default') || langs.length < 2) {
          problems.push(`${u.loc}: hreflang ${langs.join(' ')}`);
        }
      } else if ([...langs].sort().join() !== [...LANGS].sort().join()) {
        problems.push(`${u.loc}: hreflang ${langs.join(' ')}`);
      }
      if (u.alternates[locale] !== u.loc) {
        problems.push(`${u.loc}: its own language (${locale}) is ${u.alternates[locale]}`);
      }
      for (const [lang, href] of Object.entries(u.alternates)) {
        if (lang === 'x-default') continue;
        // Each alternate is the same page in that language.
        const alt = parse(href);
        if (
          alt.locale !== lang ||
          `${alt.pathname}${alt.url.search}` !== `${pathname}${url.search}`
        ) {
          problems.push(`${u.loc}: hreflang ${lang} ${href}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('is a page that exists and whose canonical and alternates are the sitemap’s', async () => {
    const problems: string[] = [];
    for (const u of listed) {
      const { locale, pathname, query } = parse(u.loc);
      const isArticle = /^\/news\/(\d+)$/.exec(pathname);
      const route = isArticle ? '/news/[id]' : pathname;
      // A route without its page is the catch-all's 404 (app/[locale]/[...rest]).
      if (!fs.existsSync(path.join(SITE, route, 'page.tsx'))) {
        problems.push(`${u.loc}: no page ${route}`);
        continue;
      }
      const page = isArticle ? (l: Locale) => article(l, isArticle[1]) : PAGES[pathname];
      if (!page) {
        problems.push(`${u.loc}: no check for ${pathname} (add it to PAGES)`);
        continue;
      }
      const head = await page(locale, query);
      if ('missing' in head) {
        problems.push(`${u.loc}: 404 (${head.missing})`);
        continue;
      }
      if (abs(head.canonical) !== u.loc) problems.push(`${u.loc}: canonical ${head.canonical}`);
      const mine = Object.fromEntries(Object.entries(head.languages).map(([l, p]) => [l, abs(p)]));
      for (const lang of new Set([...Object.keys(mine), ...Object.keys(u.alternates)])) {
        if (mine[lang] !== u.alternates[lang]) {
          problems.push(
            `${u.loc}: hreflang ${lang} ${mine[lang] ?? 'missing'} (sitemap: ${u.alternates[lang] ?? 'missing'})`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
