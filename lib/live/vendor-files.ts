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
 * (it watches the document until then).
 *
 * - The playlist (preloaded by the page) is fetched here, and with it the segments hls.js will
 *   start on: those within `liveSyncDuration` of the newest media, to the end. hls.js is given a
 *   loader that hands it that playlist and those segments once each, with their real timings, and
 *   loads everything else itself. The network's part of the start is done while the page's main
 *   thread is busy with its first layout and its scripts.
 * - hls.js (117 KB) is imported once the first contentful paint is recorded (a frame callback
 *   alone started it before that paint was presented), not preloaded: on a slow line the poster
 *   and the page's text paint first, and the stream follows. Started before that paint, its work
 *   held up the paint of the room's poster, Lighthouse's largest (LCP 3.3 s against 2.4 s at
 *   15:00); fetched into the cache early, even at low priority, LCP went to 3.4 s as well.
 * - Evaluating hls.js and starting it are two tasks, not one long one that would hold up input.
 *
 * ES5 plus `import()`, no names from outside: it runs before any of the page's code. `HLS_CONFIG`
 * is the engine's, with hls.js's worker.
 */
function bootScript(hlsVersion: string): string {
  const config = { ...HLS_CONFIG, workerPath: hlsWorkerPath(hlsVersion) };
  const hlsModule = jsonLdText(hlsModulePath(hlsVersion));
  return `(function(){if(window.__liveBoot)return;
var mse=!!window.MediaSource,F=mse&&window.fetch,pre={},no=function(){};
function get(u,text){var t0=performance.now();return F(u).then(function(r){if(!r.ok)throw r.status;var t1=performance.now();
return(text?r.text():r.arrayBuffer()).then(function(d){return{d:d,u:r.url,t0:t0,t1:t1,t2:performance.now()}})})}
function ahead(p){var l=p.d.split(/\\r?\\n/),segs=[],dur=0,t=0,i,x;
for(i=0;i<l.length;i++){x=l[i].trim();if(/^#EXT-X-(STREAM-INF|ENDLIST|BYTERANGE)/.test(x))return[];
if(x.indexOf('#EXTINF:')===0)dur=parseFloat(x.slice(8))||0;else if(x&&x.charAt(0)!=='#'){t+=dur;segs.push({u:new URL(x,p.u).href,end:t});dur=0}}
return segs.filter(function(s){return s.end>t-${HLS_CONFIG.liveSyncDuration}}).map(function(s){return s.u})}
function Loader(H){var D=H.DefaultConfig.loader;
function L(c){this.d=new D(c);this.stats=this.d.stats;this.context=null;this.cb=null}
L.prototype.load=function(ctx,cfg,cb){var me=this,u=new URL(ctx.url,location.href).href,p=pre[u],net=function(){me.d.load(ctx,cfg,cb)};delete pre[u];this.context=ctx;
if(!p||ctx.rangeEnd)return net();this.cb=cb;
p.then(function(x){var s=me.stats;if(me.cb!==cb)return;me.cb=null;s.loading.start=x.t0;s.loading.first=x.t1;s.loading.end=x.t2;
s.loaded=s.total=x.d.byteLength||x.d.length;s.bwEstimate=s.total*8000/Math.max(1,x.t2-x.t1);cb.onSuccess({url:x.u,data:x.d,code:200},s,ctx,null)},
function(){if(me.cb===cb){me.cb=null;net()}})};
L.prototype.abort=function(){var cb=this.cb;this.cb=null;if(!cb)return this.d.abort();this.stats.aborted=true;if(cb.onAbort)cb.onAbort(this.stats,this.context,null)};
L.prototype.destroy=function(){this.cb=null;this.d.destroy()};
L.prototype.getCacheAge=function(){return this.d.getCacheAge()};
L.prototype.getResponseHeader=function(n){return this.d.getResponseHeader(n)};
return L}
var mod=mse?new Promise(function(r){var go=function(){setTimeout(r,0)};try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}});o.observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(go)}}).then(function(){return import(${hlsModule})}).then(function(m){return new Promise(function(r){setTimeout(function(){r(m.default)},0)})},function(){return null}):null;
function start(v){if(window.__liveBoot)return;
var b=window.__liveBoot={url:v.getAttribute('data-src'),video:v,Hls:null,failed:false,claimed:false,ready:null};
v.addEventListener('playing',function(){v.hidden=false},{once:true});
if(F){var pl=new URL(b.url,location.href).href;pre[pl]=get(pl,true);pre[pl].then(function(p){ahead(p).forEach(function(u){var g=get(u);g.catch(no);pre[u]=g})},no)}
b.ready=!mod?Promise.resolve(null):mod.then(function(H){
if(!H||!H.isSupported())return null;b.Hls=H;
var c=${jsonLdText(config)};c.loader=Loader(H);var h=new H(c);
h.on(H.Events.ERROR,function(e,d){if(d.fatal)b.failed=true});
h.loadSource(b.url);h.attachMedia(v);var p=v.play();if(p)p.catch(no);return h;})}
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
