/**
 * A one-second cache of whole public pages for visitors without a session (crawlers, people
 * landing from shared links, the score pages' audience at a big match), in front of Next.js in
 * `server.ts`. What a CDN's micro-cache does, kept in the process so `npm run demo` has it too:
 * docs/decisions/007-page-micro-cache.md.
 *
 * - Only GET/HEAD of the listed public pages; never the API, the BFF, RSC navigations or
 *   server actions; never a request carrying the session cookie (its HTML names the user).
 * - Only complete 200 answers without Set-Cookie are kept; the key holds the URL, the cookies
 *   (language choice, side menu, time zone), the page's time zone as proxy.ts resolves it, the
 *   public origin, crawler or browser, and whether the client takes gzip: everything that
 *   changes the bytes.
 * - Misses of one key render once: requests arriving meanwhile wait for that render.
 *
 * Live data stays correct: a page is at most `ttlMs` old and carries the push `seq` it was
 * rendered with, so its socket client refetches whatever it missed (docs/realtime.md).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { getBotType } from 'next/dist/shared/lib/router/utils/is-bot';
import { LOCALE_PREFIX } from '@/i18n/locales';
import { zoneOfPage } from '@/lib/rules/zone';

export type PageCacheOptions = {
  /** How long a page is served from memory. */
  ttlMs?: number;
  /** Entries kept (each a whole compressed page). */
  max?: number;
  /** Cookie whose presence means a logged-in viewer: no caching. */
  sessionCookie: string;
  /** Paths (without the locale prefix) whose pages may be cached. */
  paths: readonly string[];
  /**
   * Content pages (news, videos, posts): kept longer, and dropped at once by `purge` when the
   * content changes (docs/decisions/021). Exact paths and path prefixes (`/news/`).
   */
  content?: { paths: readonly string[]; prefixes: readonly string[]; ttlMs: number };
};

type Entry = { status: number; headers: OutgoingHttpHeaders; body: Buffer };

/** Next's headers for client navigations and server actions: those answers are not pages. */
const NOT_A_PAGE = ['rsc', 'next-action', 'next-router-state-tree', 'next-router-prefetch'];

export type PageCache = {
  /**
   * Answers `req` from the cache, or lets `render` answer it (capturing the answer when it is
   * cacheable). Resolves when the answer is sent.
   */
  handle(req: IncomingMessage, res: ServerResponse, render: () => void): void;
  /** The key `req` would be stored under, or null when it must not be cached. */
  keyOf(req: IncomingMessage): string | null;
  /**
   * Drops the pages of these paths (without locale prefix) in every variant; an entry with a
   * query (`/circle-detail?id=5`) drops only the pages whose query has those values.
   */
  purge(paths: readonly string[]): number;
  clear(): void;
};

export function createPageCache(opts: PageCacheOptions): PageCache {
  const ttl = opts.ttlMs ?? 1000;
  const cache = new LRUCache<string, Entry>({ max: opts.max ?? 500, ttl });
  const pending = new Map<string, Promise<Entry | null>>();
  const paths = new Set(opts.paths);
  const contentPaths = new Set(opts.content?.paths ?? []);
  const contentPrefixes = opts.content?.prefixes ?? [];
  const contentTtl = opts.content?.ttlMs ?? 0;
  const isContent = (path: string) =>
    contentTtl > 0 && (contentPaths.has(path) || contentPrefixes.some((p) => path.startsWith(p)));
  const sessionRe = new RegExp(`(?:^|;\\s*)${opts.sessionCookie}=`);

  function keyOf(req: IncomingMessage): string | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    if (NOT_A_PAGE.some((h) => req.headers[h] !== undefined)) return null;
    const cookie = req.headers.cookie ?? '';
    if (sessionRe.test(cookie)) return null;
    const url = req.url ?? '/';
    const [pathname, search = ''] = url.split('?');
    const path = pathname.replace(LOCALE_PREFIX, '') || '/';
    if (!paths.has(path) && !isContent(path)) return null;
    // Every time and day of the page is in this zone (issue 8 §1).
    const zone = zoneOfPage(pathname, search, cookie);
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    // Everything else that changes the bytes: the origin the page links to (server.ts sets
    // x-public-origin from PUBLIC_URL or the trusted host, replacing any client value; without
    // it, the Host header) and whether Next.js renders for a crawler (metadata in the head).
    const origin = String(req.headers['x-public-origin'] ?? req.headers.host ?? '');
    const bot = getBotType(String(req.headers['user-agent'] ?? '')) ?? 'browser';
    return `${gzip ? 'gz' : 'id'} ${bot} ${zone} ${origin} ${url} ${cookie}`;
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry, state: string) {
    res.writeHead(entry.status, {
      ...entry.headers,
      'content-length': entry.body.length,
      'x-page-cache': state,
    });
    res.end(req.method === 'HEAD' ? undefined : entry.body);
  }

  /** Lets `render` write to `res` while keeping a copy of everything written. */
  function capture(res: ServerResponse, render: () => void): Promise<Entry | null> {
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      const keep = (chunk: unknown, encoding: unknown) => {
        if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
        chunks.push(
          Buffer.isBuffer(chunk)
            ? chunk
            : typeof chunk === 'string'
              ? Buffer.from(
                  chunk,
                  typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
                )
              : Buffer.from(chunk as Uint8Array),
        );
      };
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        keep(chunk, rest[0]);
        return write(chunk, ...rest);
      }) as ServerResponse['write'];
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        keep(chunk, rest[0]);
        const r = end(chunk, ...rest);
        const headers = res.getHeaders();
        const cacheable = res.statusCode === 200 && headers['set-cookie'] === undefined;
        resolve(
          cacheable
            ? { status: 200, headers: stripHop(headers), body: Buffer.concat(chunks) }
            : null,
        );
        return r;
      }) as ServerResponse['end'];
      res.on('close', () => resolve(null));
      render();
    });
  }

  let generation = 0;
  const purgedAt = new LRUCache<string, number>({ max: 10_000 });

  /** The URL (without the locale prefix) of a key: its fifth space-separated part. */
  function urlOfKey(key: string): { path: string; query: URLSearchParams } {
    const [pathname, search = ''] = (key.split(' ')[4] ?? '').split('?');
    return { path: pathname.replace(LOCALE_PREFIX, '') || '/', query: new URLSearchParams(search) };
  }

  function pathOfKey(key: string): string {
    return urlOfKey(key).path;
  }

  return {
    keyOf,
    clear: () => cache.clear(),
    purge(list) {
      // `/news` drops every variant of that path; `/circle-detail?id=5` only those whose query
      // has id=5 (whatever else it has: a comment page, a time zone).
      const rules = list.map((entry) => {
        const [path, search = ''] = entry.split('?');
        return { path, params: [...new URLSearchParams(search)] };
      });
      // A render that began before the change must not store the old page after it.
      for (const r of rules) purgedAt.set(r.path, ++generation);
      let n = 0;
      for (const key of [...cache.keys()]) {
        const { path, query } = urlOfKey(key);
        const hit = rules.some(
          (r) => r.path === path && r.params.every(([k, v]) => query.get(k) === v),
        );
        if (hit) {
          cache.delete(key);
          n++;
        }
      }
      return n;
    },
    handle(req, res, render) {
      const key = keyOf(req);
      if (!key) {
        render();
        return;
      }
      const hit = cache.get(key);
      if (hit) {
        send(req, res, hit, 'hit');
        return;
      }
      const inFlight = pending.get(key);
      if (inFlight) {
        void inFlight.then((entry) => (entry ? send(req, res, entry, 'hit') : render()));
        return;
      }
      res.setHeader('x-page-cache', 'miss');
      const startedAt = generation;
      const p = capture(res, render).then((entry) => {
        // A HEAD answer has no body to keep.
        const path = pathOfKey(key);
        if ((purgedAt.get(path) ?? 0) > startedAt) return null;
        if (entry && req.method === 'GET') {
          cache.set(key, entry, isContent(path) && !paths.has(path) ? { ttl: contentTtl } : {});
        }
        return req.method === 'GET' ? entry : null;
      });
      pending.set(key, p);
      void p.finally(() => pending.delete(key));
    },
  };
}

/** Headers that describe one connection or one transfer, not the page. */
function stripHop(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const copy: OutgoingHttpHeaders = { ...headers };
  for (const h of [
    'connection',
    'keep-alive',
    'transfer-encoding',
    'content-length',
    'date',
    'x-page-cache',
  ])
    delete copy[h];
  return copy;
}
