/**
 * The baseline: a plain node:http server, in its own process like the site, that answers each
 * path with bytes captured from the site. What it costs is what Node, the socket and the load
 * generator cost; the site's figures divided by its figures are the framework's share.
 *
 * Driven over IPC by bench/baseline.ts: `{ type: 'route', path, status, contentType, body }`.
 */
import http from 'node:http';

type Route = { status: number; contentType: string; body: Buffer };
type RouteMessage = Route & { type: 'route'; path: string };

const routes = new Map<string, Route>();

const server = http.createServer((req, res) => {
  const route = routes.get(req.url ?? '');
  if (!route) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('no such baseline route');
    return;
  }
  res.writeHead(route.status, {
    'content-type': route.contentType,
    'content-length': route.body.length,
  });
  res.end(route.body);
});
server.keepAliveTimeout = 65_000;

process.on('message', (m: RouteMessage) => {
  if (m.type !== 'route') return;
  routes.set(m.path, { status: m.status, contentType: m.contentType, body: Buffer.from(m.body) });
  process.send?.({ type: 'routed', path: m.path });
});
process.on('disconnect', () => process.exit(0));

server.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  process.send?.({ type: 'listening', port: typeof addr === 'object' && addr ? addr.port : 0 });
});
