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
import { BOOT_VIDEO_ID } from '@/components/player/boot';
import { HLS_CONFIG } from '@/components/player/engine-config';
import { jsonLdText } from '@/lib/seo/json-ld';
import { hlsModulePath, hlsWorkerPath, liveBootPath, VENDOR_PREFIX } from './player-assets';

/**
 * The first-frame script (components/player/boot.ts), served as a file that the page names with its nonce:
 * an async script, which React puts in the page's head, so it runs as soon as it arrives instead
 * of where the parser reaches the player. It plays as soon as the parser has made the bare video
 * (it watches the document until then). hls.js (117 KB) is imported once the first contentful
 * paint is recorded (a frame callback alone started it before that paint was presented), not
 * preloaded: on a slow line the poster and the page's text paint first, and the stream follows.
 * Evaluating hls.js and starting it are two tasks, not one long one that would hold up input.
 * ES5 plus `import()`, no names from outside: it runs before any of the page's code. `HLS_CONFIG`
 * is the engine's, with hls.js's worker.
 */
function bootScript(hlsVersion: string): string {
  const config = { ...HLS_CONFIG, workerPath: hlsWorkerPath(hlsVersion) };
  return `(function(){if(window.__liveBoot)return;
var mod=window.MediaSource?new Promise(function(r){var go=function(){setTimeout(r,0)};try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}});o.observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(go)}}).then(function(){return import(${jsonLdText(hlsModulePath(hlsVersion))})}).then(function(m){return new Promise(function(r){setTimeout(function(){r(m.default)},0)})},function(){return null}):null;
function start(v){if(window.__liveBoot)return;
var b=window.__liveBoot={url:v.getAttribute('data-src'),video:v,Hls:null,failed:false,claimed:false,ready:null};
v.addEventListener('playing',function(){v.hidden=false},{once:true});
b.ready=!mod?Promise.resolve(null):mod.then(function(H){
if(!H||!H.isSupported())return null;b.Hls=H;
var h=new H(${jsonLdText(config)});
h.on(H.Events.ERROR,function(e,d){if(d.fatal)b.failed=true});
h.loadSource(b.url);h.attachMedia(v);var p=v.play();if(p)p.catch(function(){});return h;})}
var id=${jsonLdText(BOOT_VIDEO_ID)},v=document.getElementById(id);if(v)return start(v);
var o=new MutationObserver(function(){var v=document.getElementById(id);if(v){o.disconnect();start(v)}});
o.observe(document.documentElement,{childList:true,subtree:true});
document.addEventListener('DOMContentLoaded',function(){o.disconnect()});})();
`;
}

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
