/**
 * The one entry: Next.js pages, the platform API at /api and the websocket at /ws on one port
 * (DESIGN.md "The shape in one picture"). Run as `node --import ./scripts/hooks/register.mjs
 * --import tsx server.ts` so there is one PID to stop.
 *
 * `--api-only` serves the API, /uploads and /ws without Next (no build needed; every other path
 * answers 404): the two-instance Redis test and the bench's Redis scenario start it that way.
 */
import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { env } from '@/lib/env';
import { closeDb, migrate } from '@/lib/db/client';
import { api } from '@/lib/api/app';
import { serveUpload } from '@/lib/providers/storage/serve';
import { attachRealtime } from '@/lib/realtime/server';
import { closeBus } from '@/lib/realtime/bus';
import { log } from '@/lib/log';
import { startLiveFeed, type LiveFeed } from '@/lib/matches/live-feed';
import { createPageCache } from '@/lib/http/page-cache';
import { SESSION_COOKIE } from '@/lib/bff/session-cookie';

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

/**
 * Puts the socket's address in `x-client-ip`, replacing any the client sent. Both header views
 * get it: @hono/node-server builds a request's Headers from `rawHeaders` as soon as anything
 * copies the request (body-limit does, for every POST with a body), and from `headers` otherwise.
 */
function setClientIp(req: http.IncomingMessage) {
  const ip = req.socket.remoteAddress ?? '';
  req.headers['x-client-ip'] = ip;
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2)
    if (raw[i].toLowerCase() === 'x-client-ip') raw.splice(i, 2);
  raw.push('x-client-ip', ip);
}

async function main() {
  const e = env();
  const dev = process.argv.includes('--dev');
  const apiOnly = process.argv.includes('--api-only');
  await migrate();

  // Next attaches its own `upgrade` listener to the server it is given and ends sockets whose
  // URL matches a route; a decoy server keeps it away from /ws (DESIGN.md gotcha 2).
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
      ? createPageCache({ ttlMs: e.PAGE_CACHE_MS, sessionCookie: SESSION_COOKIE, paths: CACHED_PAGES })
      : null;
  const apiListener = getRequestListener((req) => api().fetch(req), { overrideGlobalObjects: false });

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    // The API sees the socket's address, never a client-supplied one.
    setClientIp(req);
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      void apiListener(req, res);
      return;
    }
    if (url.startsWith('/uploads/')) {
      serveUpload(url, res);
      return;
    }
    if (pages) pages.handle(req, res, () => void handle(req, res));
    else void handle(req, res);
  });

  // Resolves once this instance is subscribed to the score channels of the bus.
  const realtime = await attachRealtime();
  server.on('upgrade', (req, socket, head) => {
    if ((req.url ?? '').split('?')[0] === '/ws') realtime.handleUpgrade(req, socket, head);
    else decoy.emit('upgrade', req, socket, head);
  });

  server.listen(e.PORT, () => {
    log().info({ port: e.PORT, dev, apiOnly }, 'server started');
    if (e.FEED_TEST_TRIGGER === 'on') log().warn({}, 'FEED_TEST_TRIGGER=on: POST /api/__test/push is mounted');
    console.log(`ready on http://localhost:${e.PORT}`);
  });

  // Live matches: the simulator (or a real provider) writes scores and pushes frames.
  const feed: LiveFeed | null = e.FEED_PROVIDER === 'off' ? null : await startLiveFeed();

  const stop = async () => {
    await feed?.stop().catch(() => undefined);
    await realtime.close();
    server.close();
    await closeBus().catch(() => undefined);
    await closeDb().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
