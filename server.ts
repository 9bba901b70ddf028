/**
 * The one entry: Next.js pages, the platform API at /api and the websocket at /ws on one port
 * (DESIGN.md "The shape in one picture"). Run as `node --import ./scripts/hooks/register.mjs
 * --import tsx server.ts` so there is one PID to stop.
 */
import http from 'node:http';
import next from 'next';
import { getRequestListener } from '@hono/node-server';
import { env } from '@/lib/env';
import { closeDb, migrate } from '@/lib/db/client';
import { api } from '@/lib/api/app';
import { serveUpload } from '@/lib/providers/storage/serve';
import { attachRealtime } from '@/lib/realtime/server';
import { closeBus } from '@/lib/realtime/bus';
import { log } from '@/lib/log';
import { startLiveFeed, type LiveFeed } from '@/lib/matches/live-feed';

async function main() {
  const e = env();
  const dev = process.argv.includes('--dev');
  await migrate();

  // Next attaches its own `upgrade` listener to the server it is given and ends sockets whose
  // URL matches a route; a decoy server keeps it away from /ws (DESIGN.md gotcha 2).
  const decoy = http.createServer();
  const app = next({ dev, hostname: 'localhost', port: e.PORT, httpServer: decoy });
  const handle = app.getRequestHandler();
  await app.prepare();

  const apiListener = getRequestListener((req) => api().fetch(req), { overrideGlobalObjects: false });

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    // The API sees the socket's address, never a client-supplied one.
    req.headers['x-client-ip'] = req.socket.remoteAddress ?? '';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      void apiListener(req, res);
      return;
    }
    if (url.startsWith('/uploads/')) {
      serveUpload(url, res);
      return;
    }
    void handle(req, res);
  });

  // Resolves once this instance is subscribed to the score channels of the bus.
  const realtime = await attachRealtime();
  server.on('upgrade', (req, socket, head) => {
    if ((req.url ?? '').split('?')[0] === '/ws') realtime.handleUpgrade(req, socket, head);
    else decoy.emit('upgrade', req, socket, head);
  });

  server.listen(e.PORT, () => {
    log().info({ port: e.PORT, dev }, 'server started');
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
