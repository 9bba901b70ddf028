import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { db } from '@/lib/db/client';
import { uploads } from '@/lib/db/schema';
import { AVATAR_FOLDER, storage } from '@/lib/providers/storage';
import { S3_PART_BYTES } from '@/lib/providers/storage/s3';
import { sweepOrphanUploads } from '@/lib/providers/storage/sweep';
import { jpegWithExif, lazyBody, mp4, webm } from '@/lib/uploads/test-media';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';

/**
 * The S3 provider against a real S3-compatible server (s3rver, in this process, on a random
 * port, in a temporary folder): what it writes is read back with the AWS SDK itself.
 */
const BUCKET = 'media';
const PUBLIC = 'https://cdn.example.test/site';
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 's3-test-'));
let server: S3rver;
let client: S3Client;
let t: TestApi;

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  t = await createTestApi({
    DATA_DIR: dataDir,
    STORAGE_PROVIDER: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PUBLIC_URL: `${PUBLIC}/`,
  });
  client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  client?.destroy();
  await t?.cleanup();
  await server?.close();
  for (const k of ['STORAGE_PROVIDER', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_PUBLIC_URL'])
    delete process.env[k];
  fs.rmSync(s3Dir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const keyOf = (url: string) => url.slice(`${PUBLIC}/`.length);
const head = (url: string) =>
  client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: keyOf(url) }));
async function body(url: string): Promise<Buffer> {
  const r = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: keyOf(url) }));
  return Buffer.from(await r.Body!.transformToByteArray());
}
async function listed(folder: string): Promise<string[]> {
  const out: string[] = [];
  for await (const f of storage().list(folder)) out.push(f.url);
  return out;
}
/** A web stream as the AsyncIterable putStream takes. */
async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}
const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

describe('the S3 storage provider', () => {
  it('puts an object with its type and an immutable cache, under the public URL', async () => {
    const url = await storage().put(AVATAR_FOLDER, 'png', Buffer.from('png bytes'));
    expect(url).toMatch(/^https:\/\/cdn\.example\.test\/site\/avatars\/[0-9a-f]{24}\.png$/);
    const h = await head(url);
    expect(h.ContentType).toBe('image/png');
    expect(h.CacheControl).toBe('public, max-age=31536000, immutable');
    expect((await body(url)).toString()).toBe('png bytes');
  });

  it('owns only its own names under its public URL, in the folder asked about', async () => {
    const url = await storage().put('covers', 'jpg', Buffer.from('x'));
    expect(storage().owns('covers', url)).toBe(true);
    expect(await storage().read('covers', url)).toEqual(Buffer.from('x'));
    for (const other of [
      url.replace('/covers/', '/avatars/'),
      url.replace(PUBLIC, 'https://evil.example'),
      `${url}?x`,
      `${PUBLIC}/covers/../avatars/0123456789abcdef01234567.png`,
      `${PUBLIC}/covers/0123456789abcdef01234567.gif`,
      `/uploads/covers/${url.split('/').pop()}`,
    ]) {
      expect(storage().owns('covers', other)).toBe(false);
      expect(await storage().exists('covers', other)).toBe(false);
      expect(await storage().remove('covers', other)).toBe(false);
      expect(await storage().read('covers', other)).toBeNull();
    }
    expect(await storage().exists('covers', url)).toBe(true);
  });

  it('removes once, and lists only its own files of the folder', async () => {
    const a = await storage().put('post-images', 'jpg', Buffer.from('a'));
    const b = await storage().put('post-images', 'png', Buffer.from('b'));
    await client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: 'post-images/notes.txt', Body: 'foreign' }),
    );
    await storage().put('videos', 'mp4', mp4());
    const files = await listed('post-images');
    expect(files).toEqual(expect.arrayContaining([a, b]));
    expect(files.every((u) => /\/post-images\/[0-9a-f]{24}\.(jpg|png)$/.test(u))).toBe(true);
    expect(await storage().remove('post-images', a)).toBe(true);
    expect(await storage().remove('post-images', a)).toBe(false);
    expect(await storage().exists('post-images', a)).toBe(false);
    expect(await listed('post-images')).not.toContain(a);
    expect(await listed('never-used')).toEqual([]);
    for await (const f of storage().list('post-images')) expect(f.modifiedAt).toBeInstanceOf(Date);
  });

  it('streams a small file as one object', async () => {
    const bytes = webm(300_000);
    const source = chunksOf(lazyBody(bytes, bytes.length, 50_000).stream);
    const { url, bytes: n } = await storage().putStream('videos', 'webm', source);
    expect(n).toBe(bytes.length);
    expect((await head(url)).ContentType).toBe('video/webm');
    expect((await body(url)).equals(bytes)).toBe(true);
  });

  it('streams a large file in parts, one part in memory at a time', async () => {
    const total = 2 * S3_PART_BYTES + 12_345;
    const source = lazyBody(mp4(), total, 1024 * 1024);
    const chunks: Buffer[] = [];
    async function* tee() {
      for await (const value of chunksOf(source.stream)) {
        chunks.push(Buffer.from(value));
        yield value;
      }
    }
    const { url, bytes } = await storage().putStream('videos', 'mp4', tee());
    expect(bytes).toBe(total);
    const h = await head(url);
    expect(h).toMatchObject({
      ContentType: 'video/mp4',
      ContentLength: total,
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect(sha(await body(url))).toBe(sha(Buffer.concat(chunks)));
  });

  it('leaves no object when the source fails after some parts were sent', async () => {
    const before = await listed('videos');
    async function* failing() {
      for (let i = 0; i < 10; i++) yield new Uint8Array(S3_PART_BYTES / 2);
      throw new Error('cap passed');
    }
    await expect(storage().putStream('videos', 'mp4', failing())).rejects.toThrow('cap passed');
    expect(await listed('videos')).toEqual(before);
  });
});

describe('uploads through the API with STORAGE_PROVIDER=s3', () => {
  let user: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    user = await registerUser(t);
  });
  const permit = async (purpose: string) =>
    (
      await t.call('Member/getQiniuToken', {
        method: 'POST',
        token: user.token,
        params: { purpose },
      })
    ).data.token as string;

  it('stores a post image re-encoded in the bucket, recorded under its public URL', async () => {
    const form = new FormData();
    form.set('token', await permit('post_image'));
    form.set('file', new Blob([new Uint8Array(await jpegWithExif(2400, 1200))]), 'a.jpg');
    const r = await t.call('upload/image', { body: form });
    expect(r.code).toBe(0);
    expect(r.data.url).toMatch(
      /^https:\/\/cdn\.example\.test\/site\/post-images\/[0-9a-f]{24}\.jpg$/,
    );
    expect((await head(r.data.url)).ContentType).toBe('image/jpeg');
    const meta = await sharp(await body(r.data.url)).metadata();
    expect(meta).toMatchObject({ width: 960, height: 1920 });
    expect(meta.exif).toBeUndefined();
    const [row] = await db().select().from(uploads).where(eq(uploads.url, r.data.url));
    expect(row).toMatchObject({ purpose: 'post_image', userId: user.user.id });
  });

  it('streams a video into the bucket, and cuts off one over the cap leaving nothing', async () => {
    const up = async (stream: ReadableStream<Uint8Array>) => {
      const res = await t.app.request(
        `/api/upload/video?token=${encodeURIComponent(await permit('video'))}`,
        {
          method: 'POST',
          body: stream,
          duplex: 'half',
          headers: { 'x-client-ip': '10.30.0.1' },
        } as RequestInit,
      );
      return res.json();
    };
    const ok = await up(lazyBody(mp4(), 9 * 1024 * 1024, 512 * 1024).stream);
    expect(ok.code).toBe(0);
    expect(await head(ok.data.url)).toMatchObject({
      ContentType: 'video/mp4',
      ContentLength: 9 * 1024 * 1024,
    });
    const before = await listed('videos');
    const big = await up(lazyBody(mp4(), 60 * 1024 * 1024, 1024 * 1024).stream);
    expect(big).toMatchObject({ code: 1, data: { error: 'videoTooLarge' } });
    expect(await listed('videos')).toEqual(before);
  });

  it('sweeps uploads never attached after a day from the bucket', async () => {
    const form = new FormData();
    form.set('token', await permit('cover'));
    form.set('file', new Blob([new Uint8Array(await jpegWithExif(64, 64))]), 'c.jpg');
    const { data } = await t.call('upload/image', { body: form });
    await db()
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(uploads.url, data.url));
    expect(await sweepOrphanUploads()).toContain(data.url);
    expect(await storage().exists('covers', data.url)).toBe(false);
  });
});
