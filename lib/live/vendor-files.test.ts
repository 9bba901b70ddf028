import http from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import { gunzipSync } from 'node:zlib';
import hlsPackage from 'hls.js/package.json';
import { BOOT_VIDEO_ID } from '@/components/player/boot';
import { HLS_CONFIG } from '@/components/player/engine-config';
import { hlsModulePath, hlsWorkerPath } from './player-assets';
import { liveBoot, serveVendor } from './vendor-files';

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer(serveVendor);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (p: string, init?: RequestInit) => fetch(`${base}${p}`, init);

test("hls.js's worker and module are served under the installed version, cached for good", async () => {
  for (const p of [hlsWorkerPath(hlsPackage.version), hlsModulePath(hlsPackage.version)]) {
    const res = await get(p);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await res.text();
    expect(text.length).toBeGreaterThan(50_000);
  }
  // The worker is the transmuxer of this very version.
  expect(await (await get(hlsWorkerPath(hlsPackage.version))).text()).toContain(hlsPackage.version);
});

test('gzip when asked, the same bytes', async () => {
  const p = hlsModulePath(hlsPackage.version);
  const plain = Buffer.from(await (await get(p)).arrayBuffer());
  const res = await new Promise<http.IncomingMessage>((resolve) =>
    http.get(`${base}${p}`, { headers: { 'accept-encoding': 'gzip' } }, resolve),
  );
  expect(res.headers['content-encoding']).toBe('gzip');
  const chunks: Buffer[] = [];
  for await (const c of res) chunks.push(c as Buffer);
  const zipped = Buffer.concat(chunks);
  expect(zipped.length).toBeLessThan(plain.length / 2);
  expect(gunzipSync(zipped).equals(plain)).toBe(true);
});

test("the first-frame script is named by its text's hash and plays with the engine's settings", async () => {
  const res = await get(liveBoot.address);
  expect(res.status).toBe(200);
  const text = await res.text();
  expect(text).toBe(liveBoot.text);
  expect(text).toContain(BOOT_VIDEO_ID);
  expect(text).toContain(hlsModulePath(hlsPackage.version));
  expect(text).toContain(JSON.stringify(hlsWorkerPath(hlsPackage.version)));
  expect(text).toContain(`"liveSyncDuration":${HLS_CONFIG.liveSyncDuration}`);
  // Plain script: it runs as is in the browser.
  expect(() => new vm.Script(text)).not.toThrow();
});

test('another version, another file, a path trick or another method is refused', async () => {
  for (const p of [
    '/vendor/hls.worker.0.0.1.js',
    '/vendor/hls.js',
    '/vendor/../package.json',
    '/vendor/live-boot.x.js',
    '/vendor/',
  ]) {
    const res = await get(p);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
  }
  const post = await get(hlsWorkerPath(hlsPackage.version), { method: 'POST', body: 'x' });
  expect(post.status).toBe(405);
  expect(post.headers.get('allow')).toBe('GET, HEAD');
});
