/**
 * The player's files under /vendor/ (lib/live/player-assets.ts), served by server.ts ahead of
 * Next: hls.js's worker and ES module, of the installed package under its version, and the
 * first-frame script (components/player/boot.ts) under a hash of its text. They are read once,
 * kept in memory with their gzip form, and cached by browsers for good.
 *
 * Not a Next route: a room page's first frame waits on these while the same process renders that
 * page, and a request answered here does not queue behind Next's routing.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import hlsPackage from 'hls.js/package.json';
import { bootScript } from '@/components/player/boot';
import { hlsModulePath, hlsWorkerPath, liveBootPath, VENDOR_PREFIX } from './player-assets';

/** The first-frame script's text and address, for the installed hls.js. */
export const liveBoot = (() => {
  const text = bootScript(hlsPackage.version);
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 12);
  return { text, address: liveBootPath(hash) };
})();

type Body = { raw: Buffer; gzip: Buffer };

const SOURCES = new Map<string, () => Buffer>([
  [
    hlsWorkerPath(hlsPackage.version),
    () => fs.readFileSync(path.join(process.cwd(), 'node_modules/hls.js/dist/hls.worker.js')),
  ],
  [
    hlsModulePath(hlsPackage.version),
    () => fs.readFileSync(path.join(process.cwd(), 'node_modules/hls.js/dist/hls.light.min.mjs')),
  ],
  [liveBoot.address, () => Buffer.from(liveBoot.text)],
]);

const bodies = new Map<string, Body>();

/** The file at `pathname` (query ignored), or null: only the names above exist. */
export function vendorFile(pathname: string): Body | null {
  const source = SOURCES.get(pathname);
  if (!source) return null;
  let body = bodies.get(pathname);
  if (!body) {
    try {
      const raw = source();
      body = { raw, gzip: gzipSync(raw, { level: 9 }) };
    } catch {
      return null;
    }
    bodies.set(pathname, body);
  }
  return body;
}

export function isVendorPath(url: string): boolean {
  return url.startsWith(VENDOR_PREFIX);
}

/** GET and HEAD of /vendor/…: the file, or 404; nothing here throws. */
export function serveVendor(req: IncomingMessage, res: ServerResponse): void {
  const pathname = (req.url ?? '').split('?')[0];
  const body = req.method === 'GET' || req.method === 'HEAD' ? vendorFile(pathname) : null;
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (!body) {
    res.statusCode = req.method === 'GET' || req.method === 'HEAD' ? 404 : 405;
    if (res.statusCode === 405) res.setHeader('Allow', 'GET, HEAD');
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    return void res.end(res.statusCode === 404 ? 'not found' : 'method not allowed');
  }
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const bytes = gzip ? body.gzip : body.raw;
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('Vary', 'Accept-Encoding');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', String(bytes.length));
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
