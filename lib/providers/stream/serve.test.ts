import { resetEnvForTests } from '@/lib/env';
import { withProductionEnv } from '@/test/production-env';
import { CLIPS, EPOCH_MS, recordingStream, SEGMENT_MS, VOD_MAX_SEGMENTS, WINDOW } from './live';
import { clipForStream, demoStreamsServed, serveFlv, serveHls } from './serve';
import { signStream } from './sign';

const now = EPOCH_MS + 3 * 24 * 3600_000 + 500;

function url(path: string, access: 'push' | 'pull' = 'pull', stream = 'room12', at = now) {
  const { txSecret, txTime } = signStream(access, stream, 3600, at);
  return new URL(`http://site.test/hls/${path}?txSecret=${txSecret}&txTime=${txTime}`);
}
const get = (u: URL) => serveHls(u.pathname.split('/').slice(2), u, now);

describe('the demo HLS routes (issue 9 §2)', () => {
  it('serve a recording as a signed VOD playlist of every segment, then the end', async () => {
    const name = recordingStream(42, 60);
    // 60 s of 0.96 s segments.
    expect(name).toBe('r42n62');
    const res = get(url(`${name}.m3u8`, 'pull', name));
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(body.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const uris = body.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(uris).toHaveLength(62);
    // Old and future segments alike: a recording does not follow the clock.
    for (const uri of [uris[0], uris[61]]) {
      const seg = get(new URL(uri, 'http://site.test/hls/x.m3u8'));
      expect(seg.status).toBe(200);
    }
    expect(get(url(`${name}/62.ts`, 'pull', name)).status).toBe(404);
    // Its signature is its own: a live stream's does not open it.
    expect(get(url(`${name}.m3u8`, 'pull', 'room12')).status).toBe(403);
    expect(recordingStream(7, 10 * 3600)).toBe(`r7n${VOD_MAX_SEGMENTS}`);
  });

  it('serve a signed live playlist whose segments carry the signature on', async () => {
    const res = get(url('room12.m3u8'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(res.headers.get('cache-control')).toMatch(/no-cache/);
    const body = await res.text();
    const uris = body.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(uris).toHaveLength(WINDOW);
    for (const uri of uris) {
      expect(uri).toMatch(/^room12\/\d+\.ts\?txSecret=[\w-]+&txTime=[0-9A-F]+$/);
      const seg = get(new URL(uri, 'http://site.test/hls/room12.m3u8'));
      expect(seg.status).toBe(200);
      expect(seg.headers.get('content-type')).toBe('video/mp2t');
      expect(seg.headers.get('cache-control')).toMatch(/immutable/);
      const bytes = Buffer.from(await seg.arrayBuffer());
      expect(bytes.length % 188).toBe(0);
      expect(bytes[0]).toBe(0x47);
    }
  });

  it('refuse a missing, forged, expired or push signature, and another stream’s', async () => {
    const bare = new URL('http://site.test/hls/room12.m3u8');
    expect(get(bare).status).toBe(403);
    expect(get(url('room12.m3u8', 'push')).status).toBe(403);
    expect(get(url('room12.m3u8', 'pull', 'room13')).status).toBe(403);
    const old = url('room12.m3u8', 'pull', 'room12', now - 2 * 3600_000);
    const res = get(old);
    expect(res.status).toBe(403);
    expect(await res.text()).toBe('expired');
    expect(get(url('room12/1.ts', 'push')).status).toBe(403);
  });

  it.each([
    ['a path in the name', '..%2Fx.m3u8'],
    ['another extension', 'room12.mp4'],
    ['a segment with a leading zero', 'room12/01.ts'],
    ['a segment of the future', `room12/${Math.floor((now - EPOCH_MS) / SEGMENT_MS)}.ts`],
    ['a segment long gone', 'room12/5.ts'],
    ['a deeper path', 'room12/1/2.ts'],
    ['no file', ''],
  ])('answer 404 for %s', (_name, path) => {
    expect(get(url(path)).status).toBe(404);
  });

  it('gives each stream one of the clips, the same on every call', () => {
    for (const s of ['room1', 'room2', 'room12', 'x']) expect(CLIPS).toContain(clipForStream(s));
    expect(clipForStream('room12')).toBe(clipForStream('room12'));
    expect(new Set(Array.from({ length: 30 }, (_, i) => clipForStream(`room${i}`))).size).toBe(3);
  });

  it('do not exist on a production site, which pulls from its media server', () => {
    return withProductionEnv(() => {
      expect(demoStreamsServed()).toBe(false);
      // A valid signature under the production secret still opens nothing.
      expect(get(url('room12.m3u8')).status).toBe(404);
      expect(serveFlv(['room12.flv'], url('room12.flv'), now).status).toBe(404);
      process.env.DEMO = '1';
      resetEnvForTests();
      expect(demoStreamsServed()).toBe(true);
      expect(get(url('room12.m3u8')).status).toBe(200);
    });
  });
});
