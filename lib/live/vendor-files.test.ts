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

/**
 * The first-frame script run in a sandbox: a page holding the bare video for `/hls/room.m3u8?s=1`,
 * `fetch` answering from `files` (a number is that HTTP status; a missing file fails), and a
 * stand-in hls.js whose `load` asks its configured loader the way hls.js does, and whose default
 * loader records what reached "the network". `import()` becomes a call the sandbox answers.
 */
async function runBoot(files: Record<string, string | number>, { mse = true } = {}) {
  const fetched: string[] = [];
  const network: string[] = [];
  let clock = 0;
  class DefaultLoader {
    stats = {
      aborted: false,
      loaded: 0,
      total: 0,
      bwEstimate: 0,
      loading: { start: 0, first: 0, end: 0 },
    };
    load(
      ctx: { url: string; responseType: string },
      _cfg: unknown,
      cb: { onSuccess: (...a: unknown[]) => void },
    ) {
      network.push(ctx.url);
      cb.onSuccess({ url: ctx.url, data: 'from the network', code: 200 }, this.stats, ctx, null);
    }
    abort() {}
    destroy() {}
    getCacheAge() {
      return null;
    }
    getResponseHeader() {
      return null;
    }
  }
  type Loaded = {
    data: unknown;
    loading: { start: number; first: number; end: number };
    total: number;
  };
  class FakeHls {
    static DefaultConfig = { loader: DefaultLoader };
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => true;
    constructor(
      public config: { loader: new (c: unknown) => DefaultLoader; liveSyncDuration: number },
    ) {}
    on() {}
    loadSource() {}
    attachMedia() {}
    load(url: string, responseType: 'text' | 'arraybuffer'): Promise<Loaded> {
      const loader = new this.config.loader(this.config);
      return new Promise((resolve, reject) =>
        loader.load({ url, responseType }, {}, {
          onSuccess: (res: { data: unknown }, stats: DefaultLoader['stats']) =>
            resolve({ data: res.data, loading: { ...stats.loading }, total: stats.total }),
          onError: reject,
        } as never),
      );
    }
  }
  const video = {
    hidden: true,
    getAttribute: () => '/hls/room.m3u8?s=1',
    addEventListener() {},
    play: () => Promise.resolve(),
  };
  const page: Record<string, unknown> = {
    MediaSource: mse ? function MediaSource() {} : undefined,
    fetch: async (u: string) => {
      fetched.push(u);
      const body = files[u];
      if (body === undefined) throw new TypeError('failed to fetch');
      if (typeof body === 'number') return { ok: false, status: body };
      return {
        ok: true,
        url: u,
        text: async () => body,
        arrayBuffer: async () => new TextEncoder().encode(body).buffer,
      };
    },
    document: { getElementById: () => video, documentElement: {}, addEventListener() {} },
    performance: { now: () => ++clock },
    location: { href: 'http://site.test/live?id=1' },
    URL,
    setTimeout,
    MutationObserver: class {},
    // No paint timing here: the script goes after a frame.
    requestAnimationFrame: (f: () => void) => setTimeout(f, 0),
    __import: async () => ({ default: FakeHls }),
  };
  page.window = page;
  vm.runInNewContext(liveBoot.text.replace(/\bimport\(/g, '__import('), page);
  const boot = page.__liveBoot as { ready: Promise<FakeHls | null> };
  const hls = await boot.ready;
  await new Promise((r) => setTimeout(r, 0));
  return { hls, fetched, network };
}

const SITE = 'http://site.test/hls/';
/** A live playlist of six whole segments of 0.96 s, as the demo's and a media server's. */
const livePlaylist = [
  '#EXTM3U',
  '#EXT-X-TARGETDURATION:1',
  '#EXT-X-MEDIA-SEQUENCE:11',
  ...[11, 12, 13, 14, 15, 16].flatMap((n) => ['#EXTINF:0.960,', `room/${n}.ts?s=1`]),
  '',
].join('\n');
const segment = (n: number) => `${SITE}room/${n}.ts?s=1`;

test('the first-frame script fetches the playlist and the segments hls.js starts on, and hands each over once', async () => {
  const files: Record<string, string | number> = {
    [`${SITE}room.m3u8?s=1`]: livePlaylist,
    [segment(14)]: 'segment 14',
    [segment(15)]: 'segment 15',
    [segment(16)]: 'segment 16',
  };
  const { hls, fetched, network } = await runBoot(files);
  // The playlist; the segments within liveSyncDuration (2.2 s) of the newest media, to the end:
  // the last three of six 0.96 s segments.
  expect(fetched.sort()).toEqual(
    [`${SITE}room.m3u8?s=1`, segment(14), segment(15), segment(16)].sort(),
  );
  expect(hls).not.toBeNull();
  // hls.js asks for the playlist by the page's relative address: it gets the fetched one, with
  // the timings of that fetch (not of the ask).
  const list = await hls!.load('/hls/room.m3u8?s=1', 'text');
  expect(list.data).toBe(livePlaylist);
  expect(list.total).toBe(livePlaylist.length);
  expect(list.loading.start).toBeLessThan(list.loading.first);
  expect(list.loading.first).toBeLessThan(list.loading.end);
  const seg = await hls!.load(segment(15), 'arraybuffer');
  expect(new TextDecoder().decode(seg.data as ArrayBuffer)).toBe('segment 15');
  expect(network).toEqual([]);
  // Each once: asked again, or never fetched ahead, it comes from the network.
  expect((await hls!.load('/hls/room.m3u8?s=1', 'text')).data).toBe('from the network');
  expect((await hls!.load(segment(15), 'arraybuffer')).data).toBe('from the network');
  expect((await hls!.load(segment(17), 'arraybuffer')).data).toBe('from the network');
  expect(network).toEqual(['/hls/room.m3u8?s=1', segment(15), segment(17)]);
});

test('a fetch that failed leaves the load to hls.js; a multi-variant playlist fetches no segment', async () => {
  const failed = await runBoot({ [`${SITE}room.m3u8?s=1`]: livePlaylist, [segment(14)]: 404 });
  expect((await failed.hls!.load(segment(14), 'arraybuffer')).data).toBe('from the network');
  expect((await failed.hls!.load(segment(16), 'arraybuffer')).data).toBe('from the network');
  expect(failed.network).toEqual([segment(14), segment(16)]);

  const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\nlow.m3u8\n';
  const multi = await runBoot({ [`${SITE}room.m3u8?s=1`]: master });
  expect(multi.fetched.filter((u) => u.endsWith('.ts?s=1') || u.endsWith('low.m3u8'))).toEqual([]);
  expect((await multi.hls!.load('/hls/room.m3u8?s=1', 'text')).data).toBe(master);
});

test('without MediaSource the script fetches nothing and starts no hls.js', async () => {
  const { hls, fetched } = await runBoot(
    { [`${SITE}room.m3u8?s=1`]: livePlaylist },
    { mse: false },
  );
  expect(hls).toBeNull();
  expect(fetched).toEqual([]);
});
