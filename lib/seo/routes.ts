import 'server-only';
import { env } from '@/lib/env';
import { pageOrigin } from '@/lib/http/public-origin';
import { log } from '@/lib/log';
import { getBus } from '@/lib/realtime/bus';
import { parsePurge, PURGE_CHANNEL } from '@/lib/content/revalidate';
import { robotsTxt, sitemapIndexXml, urlsetXml, isSitemapType, type SitemapEntry } from './sitemap';
import { sitemapEntries } from './sitemap-data';
import type { SitemapType } from './sitemap';

/**
 * The answers of `/sitemap.xml`, `/sitemaps/<type>.xml` and `/robots.txt` (app/sitemap.xml,
 * app/sitemaps, app/robots.txt: outside the locale proxy). Crawlers may keep them 10 minutes,
 * and each type's rows are read at most once a minute per process, so a crawl of every sitemap
 * costs the database a handful of queries.
 */

/** Browsers, crawlers and CDNs may keep a sitemap 10 minutes. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=600';
const MEMO_MS = 60_000;

/**
 * The public origin: PUBLIC_URL, else the one server.ts decided (`x-public-origin`, replacing
 * anything a client sent), else http://localhost:PORT: never the request's Host header.
 */
export function originOf(req: Request): string {
  const e = env();
  return pageOrigin({
    configured: e.PUBLIC_URL,
    decided: req.headers.get('x-public-origin'),
    port: e.PORT,
  });
}

const memo = new Map<SitemapType, { at: number; rows: Promise<SitemapEntry[]> }>();

let listening = false;

/**
 * A purge naming `/sitemaps/<type>.xml` (lib/content/revalidate.ts; a published article:
 * lib/publish) drops that type's rows on every instance, so the sitemap lists it within seconds.
 * Subscribed on the first read: before that nothing is remembered.
 */
function listenForPurges(): void {
  if (listening) return;
  listening = true;
  getBus()
    .subscribe(PURGE_CHANNEL, (m) => {
      for (const p of parsePurge(m)) {
        const type = /^\/sitemaps\/([a-z]+)\.xml$/.exec(p)?.[1];
        if (type && isSitemapType(type)) memo.delete(type);
      }
    })
    .catch((err: unknown) => {
      listening = false;
      log().warn({ err }, 'sitemap: could not listen for purges');
    });
}

/** The rows of a sitemap, read at most once a minute. */
function rowsOf(type: SitemapType): Promise<SitemapEntry[]> {
  listenForPurges();
  const hit = memo.get(type);
  if (hit && Date.now() - hit.at < MEMO_MS) return hit.rows;
  const rows = sitemapEntries(type);
  memo.set(type, { at: Date.now(), rows });
  // A failed read is not remembered.
  rows.catch(() => memo.delete(type));
  return rows;
}

/** Forgets the remembered rows (tests, or after a bulk import). */
export function clearSitemapMemo(): void {
  memo.clear();
}

function answer(body: string, type: string, cacheControl = SITEMAP_CACHE_CONTROL): Response {
  return new Response(body, {
    headers: {
      'Content-Type': type,
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export function sitemapIndexResponse(req: Request): Response {
  return answer(sitemapIndexXml(originOf(req)), 'application/xml; charset=utf-8');
}

/** `/sitemaps/<file>`: `pages.xml`, `news.xml` …; anything else is a 404. */
export async function sitemapResponse(file: string, req: Request): Promise<Response> {
  const type = /^([a-z]+)\.xml$/.exec(file)?.[1] ?? '';
  if (!isSitemapType(type)) {
    return new Response('not found', {
      status: 404,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'public, max-age=60',
      },
    });
  }
  try {
    return answer(urlsetXml(originOf(req), await rowsOf(type)), 'application/xml; charset=utf-8');
  } catch (err) {
    log().error({ err, type }, 'sitemap failed');
    return new Response('unavailable', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
    });
  }
}

export function robotsResponse(req: Request): Response {
  return answer(robotsTxt(originOf(req)), 'text/plain; charset=utf-8', 'public, max-age=3600');
}
