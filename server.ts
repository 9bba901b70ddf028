/**
 * The one entry: Next.js pages, the platform API at /api and the websocket at /ws on one port
 * (docs/architecture.md "The shape in one picture"). Run as `node --import ./scripts/hooks/register.mjs
 * --import tsx server.ts` so there is one PID to stop.
 *
 * `--api-only` serves the API, /uploads and /ws without Next (no build needed; every other path
 * answers 404): the two-instance Redis test and the bench's Redis scenario start it that way.
 */
import http from 'node:http';
import os from 'node:os';
import type { Duplex } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import { env } from '@/lib/env';
import { closeDb, migrate } from '@/lib/db/client';
import { api } from '@/lib/api/app';
import { serveUpload } from '@/lib/providers/storage/serve';
import { isVendorPath, serveVendor } from '@/lib/live/vendor-files';
import { startJobs, stopJobs } from '@/lib/jobs';
import { attachRealtime } from '@/lib/realtime/server';
import { scoresModule } from '@/lib/realtime/scores';
import { createChatModule } from '@/lib/chat/realtime';
import { createInboxModule } from '@/lib/messages/realtime';
import { createAccountModule } from '@/lib/admin/realtime';
import { startDemoDirector } from '@/lib/live/demo/director';
import { audienceSocketUrl, startDemoAudience } from '@/lib/live/demo/audience';
import { closeBus, getBus } from '@/lib/realtime/bus';
import { parsePurge, PURGE_CHANNEL } from '@/lib/content/revalidate';
import { listenForSettingChanges } from '@/lib/admin/settings';
import { log } from '@/lib/log';
import { keepRunningOnUnhandledRejection } from '@/lib/errors/rejections';
import { startLiveFeed, type LiveFeed } from '@/lib/matches/live-feed';
import { createFeedProvider } from '@/lib/feeds';
import { createPageCache } from '@/lib/http/page-cache';
import { SESSION_COOKIE } from '@/lib/bff/session-cookie';
import { compileTrust, requestOrigin } from '@/lib/http/trust-proxy';
import { decidePublicOrigin } from '@/lib/http/public-origin';
import { commonSecurityHeaders, LOCKED_DOWN_CSP, STATIC_CSP } from '@/lib/http/security-headers';
import {
  answerClientError,
  badTarget,
  beforeHead,
  guarded,
  isApiPath,
  sendError,
  setRequestHeader,
} from '@/lib/http/guard';

/** Public pages a visitor may get from the one-second page cache (docs/decisions/007). */
const CACHED_PAGES = [
  '/main',
  '/football',
  '/basketball',
  '/schedule',
  '/score-detail',
  '/score-live',
  '/base-football',
  '/base-basketball',
  '/downLoad',
] as const;

/** News, video and community pages: cached longer, dropped when their content changes. */
const CONTENT_PAGES = {
  paths: ['/news', '/video-list', '/video-player', '/video-classify', '/circle', '/circle-detail'],
  prefixes: ['/news/'],
} as const;

/** Paths proxy.ts handles (its matcher): every page. Other answers get the locked-down policy. */
/** How long an idle kept-alive connection stays open (see below). */
const KEEP_ALIVE_MS = 65_000;

const PROXY_PATH = /^\/(?!api|bff|ws|uploads|hooks\/|og\/|_next|_vercel|.*\..*)/;

// A stray promise rejection is logged, not fatal (lib/errors/rejections.ts).
keepRunningOnUnhandledRejection();

async function main() {
  const e = env();
  const dev = process.argv.includes('--dev');
  const apiOnly = process.argv.includes('--api-only');
  await migrate();

  // Next attaches its own `upgrade` listener to the server it is given and ends sockets whose
  // URL matches a route; a decoy server keeps it away from /ws (docs/architecture.md gotcha 2).
  const decoy = http.createServer();
  let handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
  if (apiOnly) {
    handle = async (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found (--api-only)');
    };
  } else {
    const { default: next } = await import('next');
    const app = next({ dev, hostname: 'localhost', port: e.PORT, httpServer: decoy });
    handle = app.getRequestHandler();
    await app.prepare();
  }

  const pages =
    e.PAGE_CACHE_MS > 0 && !dev
      ? createPageCache({
          ttlMs: e.PAGE_CACHE_MS,
          sessionCookie: SESSION_COOKIE,
          paths: CACHED_PAGES,
          content: { ...CONTENT_PAGES, ttlMs: e.CONTENT_PAGE_CACHE_MS },
        })
      : null;
  // An edit on any instance drops the cached pages showing it on every instance.
  if (pages) await getBus().subscribe(PURGE_CHANNEL, (m) => pages.purge(parsePurge(m)));
  // A settings change in the console drops every instance's memoised settings at once.
  await listenForSettingChanges();
  const apiListener = getRequestListener((req) => api().fetch(req), {
    overrideGlobalObjects: false,
  });
  const trust = compileTrust(e.TRUST_PROXY);
  const configuredOrigin = e.PUBLIC_URL ?? null;
  const fallbackHost = `localhost:${e.PORT}`;
  // Without PUBLIC_URL (never in production), a request's host makes the links only when it
  // names this machine (lib/http/public-origin.ts): these are the machine's own addresses.
  const ownAddresses = new Set(
    Object.values(os.networkInterfaces()).flatMap((list) =>
      (list ?? []).map((a) => a.address.toLowerCase()),
    ),
  );
  // The common headers, built once for each kind of origin rather than per request.
  const headersFor = {
    http: Object.entries(commonSecurityHeaders({ https: false })),
    https: Object.entries(commonSecurityHeaders({ https: true })),
  };

  /**
   * Who asked and for which origin, decided once from the socket and the trusted proxies
   * (lib/http/trust-proxy.ts). Whatever a client sent under these names is replaced, so the API,
   * the BFF, Next.js and the page cache downstream all see the same trusted values.
   */
  function identify(req: http.IncomingMessage) {
    const who = requestOrigin(req, trust, fallbackHost);
    const origin = decidePublicOrigin({
      configured: configuredOrigin,
      proto: who.proto,
      host: who.host,
      port: e.PORT,
      ownAddresses,
    });
    setRequestHeader(req, 'x-client-ip', who.ip);
    setRequestHeader(req, 'x-forwarded-for', who.ip);
    setRequestHeader(req, 'x-forwarded-host', who.host);
    setRequestHeader(req, 'x-forwarded-proto', who.proto);
    setRequestHeader(req, 'x-public-origin', origin);
    return { ...who, origin, https: origin.startsWith('https:') };
  }

  function route(req: http.IncomingMessage, res: http.ServerResponse) {
    beforeHead(req, res);
    const bad = badTarget(req.url);
    if (bad) {
      for (const [k, v] of headersFor[configuredOrigin?.startsWith('https:') ? 'https' : 'http'])
        res.setHeader(k, v);
      res.setHeader('Content-Security-Policy', LOCKED_DOWN_CSP);
      return sendError(req, res, bad.status, bad.key);
    }
    const who = identify(req);
    for (const [k, v] of headersFor[who.https ? 'https' : 'http']) res.setHeader(k, v);
    const url = req.url ?? '/';
    if (isApiPath(url)) {
      res.setHeader('Content-Security-Policy', LOCKED_DOWN_CSP);
      return apiListener(req, res);
    }
    if (url.startsWith('/uploads/')) {
      res.setHeader('Content-Security-Policy', LOCKED_DOWN_CSP);
      return serveUpload(req, res);
    }
    if (isVendorPath(url)) {
      // The player's scripts (lib/live/vendor-files.ts); the worker's own policy is this one.
      res.setHeader('Content-Security-Policy', STATIC_CSP);
      return serveVendor(req, res);
    }
    // Pages get their own policy, with a nonce, from proxy.ts.
    if (!PROXY_PATH.test(url)) res.setHeader('Content-Security-Policy', STATIC_CSP);
    if (pages) pages.handle(req, res, () => guarded(req, res, () => handle(req, res)));
    else return handle(req, res);
  }

  const server = http.createServer((req, res) => guarded(req, res, () => route(req, res)));
  // An idle kept-alive connection stays open longer than a proxy's or client's own idle limit
  // (60 s for common load balancers), so no request is sent on a socket this server is closing
  // at that moment (an ECONNRESET for the client). Headers still have to arrive in time.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  // Requests Node cannot parse (headers over 16 KiB, bad syntax, timeouts) get a proper answer.
  server.on('clientError', (err, socket) =>
    answerClientError(err, socket, {
      ...Object.fromEntries(headersFor.http),
      'Content-Security-Policy': LOCKED_DOWN_CSP,
    }),
  );

  // Resolves once this instance is subscribed to the score channels of the bus.
  const realtime = await attachRealtime({
    modules: [scoresModule, createChatModule(), createInboxModule(), createAccountModule()],
  });
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    try {
      const bad = badTarget(req.url);
      const path = (req.url ?? '').split('?')[0];
      if (!bad && path === '/ws') {
        identify(req);
        realtime.handleUpgrade(req, socket, head);
      } else if (!bad && dev) {
        // Next's HMR socket in development.
        decoy.emit('upgrade', req, socket, head);
      } else {
        const status = bad?.status ?? 404;
        socket.end(
          `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
        );
      }
    } catch (err) {
      log().error({ err, url: req.url?.slice(0, 200) }, 'upgrade failed');
      socket.destroy();
    }
  });

  // The demo publishes its passwords and SMS codes: it listens on this machine only unless told.
  const demo = e.DEMO;
  const host = e.HOST ?? (demo ? '127.0.0.1' : undefined);
  server.listen(e.PORT, host, () => {
    log().info({ port: e.PORT, host: host ?? '*', dev, apiOnly }, 'server started');
    if (demo)
      console.log(
        `DEMO MODE: demo accounts with published passwords, SMS codes readable at /api/dev/sms; listening on ${host ?? 'every interface'}. Never expose it to the internet.`,
      );
    if (e.FEED_TEST_TRIGGER === 'on')
      log().warn({}, 'FEED_TEST_TRIGGER=on: POST /api/__test/push is mounted');
    console.log(`ready on http://localhost:${e.PORT}`);
  });

  // Live matches: the simulator (or a real provider) writes scores and pushes frames. The
  // provider is chosen here and handed to the domain (lib/matches never imports lib/feeds).
  const feed: LiveFeed | null =
    e.FEED_PROVIDER === 'off'
      ? null
      : await startLiveFeed({ provider: createFeedProvider(e.FEED_PROVIDER) });

  // The demo's anchors follow the simulated matches live now (lib/live/demo/director.ts).
  const stopDirector = e.FEED_PROVIDER === 'simulator' ? startDemoDirector() : () => undefined;

  // The demo's simulated audience (DEMO_AUDIENCE=on, set by `npm run demo` only; production
  // refuses it): viewers that connect to this server's own /ws (lib/live/demo/audience.ts).
  const audience =
    e.DEMO_AUDIENCE === 'on' ? startDemoAudience({ url: audienceSocketUrl(host, e.PORT) }) : null;

  // Periodic and queued work: order expiry, income settlement, the upload sweeper
  // (lib/jobs/index.ts, docs/decisions/025-job-runner.md).
  await startJobs();

  const stop = async () => {
    stopDirector();
    audience?.stop();
    // Before the database closes: running jobs finish or go back to the queue.
    await stopJobs().catch(() => undefined);
    await feed?.stop().catch(() => undefined);
    await realtime.close();
    server.close();
    await closeBus().catch(() => undefined);
    await closeDb().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
