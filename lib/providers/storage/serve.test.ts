import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { resetEnvForTests } from '@/lib/env';
import { localStorage } from './local';
import { parseRange, serveUpload } from './serve';
import type { StoredExt } from './types';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
let server: http.Server;
let port: number;
const saved = process.env.DATA_DIR;

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  resetEnvForTests();
  server = http.createServer((req, res) => serveUpload(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  if (saved === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = saved;
  resetEnvForTests();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A raw request: the path is sent exactly as given (no URL normalisation of `..`). */
function get(target: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

describe('serveUpload', () => {
  it('never serves a private folder or a sealed file, which the provider still reads', async () => {
    const sealed = await localStorage.put('id-photos', 'bin', bytes);
    const png = await localStorage.put('id-photos', 'png', bytes);
    const elsewhere = await localStorage.put('covers', 'bin', bytes);
    for (const url of [sealed, png, elsewhere]) expect((await get(url)).status).toBe(404);
    expect(await localStorage.read('id-photos', sealed)).toEqual(bytes);
    expect(await localStorage.read('covers', sealed)).toBeNull();
    expect(await localStorage.read('id-photos', '/uploads/id-photos/../avatars/x.png')).toBeNull();
  });

  it.each([
    ['png', 'image/png'],
    ['jpg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['mp4', 'video/mp4'],
    ['webm', 'video/webm'],
    ['mov', 'video/quicktime'],
    ['mkv', 'video/x-matroska'],
  ] as [StoredExt, string][])('serves a .%s as %s, nosniff and immutable', async (ext, type) => {
    const url = await localStorage.put('videos', ext, bytes);
    const r = await get(url);
    expect(r.status).toBe(200);
    expect(r.headers).toMatchObject({
      'content-type': type,
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      'content-length': '1000',
    });
    expect(r.body.equals(bytes)).toBe(true);
    // A query string (cache busting) does not change what is served.
    expect((await get(`${url}?v=2`)).status).toBe(200);
  });

  it('answers HEAD with the headers alone', async () => {
    const url = await localStorage.put('videos', 'mp4', bytes);
    const r = await get(url, {}, 'HEAD');
    expect(r).toMatchObject({ status: 200, headers: { 'content-length': '1000' } });
    expect(r.body.length).toBe(0);
  });

  it('serves byte ranges (206) so a player can seek', async () => {
    const url = await localStorage.put('videos', 'mp4', bytes);
    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=900-', 900, 999],
      ['bytes=-10', 990, 999],
      ['bytes=500-500', 500, 500],
      ['bytes=990-5000', 990, 999],
      ['bytes=-5000', 0, 999],
    ] as const) {
      const r = await get(url, { Range: range });
      expect(r.status).toBe(206);
      expect(r.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
      expect(r.headers['content-length']).toBe(String(end - start + 1));
      expect(r.headers['content-type']).toBe('video/mp4');
      expect(r.body.equals(bytes.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers 416 with the size for ranges outside the file or malformed', async () => {
    const url = await localStorage.put('videos', 'webm', bytes);
    for (const range of [
      'bytes=1000-',
      'bytes=5000-6000',
      'bytes=50-10',
      'bytes=-0',
      'bytes=abc',
      'bytes=-',
    ]) {
      const r = await get(url, { Range: range });
      expect(r.status).toBe(416);
      expect(r.headers['content-range']).toBe('bytes */1000');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends the whole file for several ranges or another unit', async () => {
    const url = await localStorage.put('videos', 'mp4', bytes);
    for (const range of ['bytes=0-1,5-6', 'items=0-5']) {
      const r = await get(url, { Range: range });
      expect(r.status).toBe(200);
      expect(r.body.length).toBe(1000);
    }
  });

  it('answers 404 for paths outside the stored files, and 405 for other methods', async () => {
    const url = await localStorage.put('avatars', 'png', bytes);
    fs.writeFileSync(path.join(dataDir, 'secret.png'), 'secret');
    fs.writeFileSync(path.join(dataDir, 'uploads', 'avatars', 'notes.png'), 'not a stored name');
    fs.writeFileSync(path.join(dataDir, 'uploads', 'avatars', 'notes.txt'), 'foreign');
    fs.mkdirSync(path.join(dataDir, 'uploads', 'avatars', '0123456789abcdef01234567.png'), {
      recursive: true,
    });
    for (const junk of [
      '/uploads/../secret.png',
      '/uploads/avatars/../../secret.png',
      '/uploads/avatars/..%2f..%2fsecret.png',
      '/uploads/..%2fsecret.png',
      '/uploads/avatars/notes.png',
      '/uploads/avatars/notes.txt',
      '/uploads/avatars',
      '/uploads/avatars/',
      '/uploads/avatars/0123456789abcdef01234567.png',
      '/uploads/avatars/ffffffffffffffffffffffff.png',
      `${url}%00.txt`,
      `${url.replace('/avatars/', '/a/b/')}`,
      '/uploads/AVATARS/' + url.split('/').pop(),
      '/uploads/%E0%A4%A',
      '/uploads/',
    ]) {
      const r = await get(junk);
      expect([junk, r.status]).toEqual([junk, 404]);
      expect(r.body.toString()).not.toContain('secret');
    }
    const post = await get(url, {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});

describe('parseRange', () => {
  it('reads the forms of RFC 9110, clamped to the size', () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange('bytes=2-4', 10)).toEqual({ start: 2, end: 4 });
    expect(parseRange('bytes = 2-', 10)).toEqual({ start: 2, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=0-0', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=99999999999999999999-', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1, 3-4', 10)).toBeNull();
  });
});
