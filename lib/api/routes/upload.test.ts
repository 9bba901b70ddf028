import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { uploads } from '@/lib/db/schema';
import { issueUploadToken, verifyUploadToken } from '@/lib/providers/storage/upload-token';
import { PURPOSE_RULES } from '@/lib/uploads/purposes';
import {
  jpeg,
  jpegWithExif,
  lazyBody,
  mkv,
  mov,
  mp4,
  NOT_MEDIA,
  ftypFile,
  png,
  webm,
  webp,
} from '@/lib/uploads/test-media';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';

let t: TestApi;
let alice: Awaited<ReturnType<typeof registerUser>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-test-'));
beforeAll(async () => {
  t = await createTestApi({ DATA_DIR: dataDir });
  alice = await registerUser(t);
});
afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const MB = 1024 * 1024;
const fileOf = (url: string) => path.join(dataDir, url.slice(1));
/** The stored files of a folder. */
const filesIn = (folder: string) => {
  const dir = path.join(dataDir, 'uploads', folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const allFiles = () => ['avatars', 'post-images', 'covers', 'videos'].flatMap(filesIn);
const recordCount = async () => (await db().select({ id: uploads.id }).from(uploads)).length;
const recordOf = async (url: string) =>
  (await db().select().from(uploads).where(eq(uploads.url, url)))[0];

async function permit(purpose?: string, token = alice.token) {
  const r = await t.call('Member/getQiniuToken', {
    method: 'POST',
    token,
    params: purpose === undefined ? {} : { purpose },
  });
  expect(r.code).toBe(0);
  return r.data.token as string;
}

function uploadImage(token: string, bytes: Buffer | string, name = 'a.png', lang?: string) {
  const form = new FormData();
  form.set('token', token);
  form.set('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  return t.call('upload/image', { body: form, lang });
}

/** POST upload/video?token=… with the file as the body (a buffer or a stream). */
async function uploadVideo(
  token: string,
  body: Buffer | ReadableStream<Uint8Array> | null,
  opts: { headers?: Record<string, string>; lang?: string } = {},
) {
  const headers: Record<string, string> = {
    'content-type': 'video/mp4',
    'x-client-ip': '10.20.0.1',
    ...opts.headers,
  };
  if (opts.lang) headers.lang = opts.lang;
  const res = await t.app.request(`/api/upload/video?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers,
    body: Buffer.isBuffer(body) ? new Uint8Array(body) : body,
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, headers: res.headers, ...(await res.json()) };
}

describe('Member/getQiniuToken', () => {
  it('defaults to an avatar permit for upload/image', async () => {
    const r = await t.call('Member/getQiniuToken', { method: 'POST', token: alice.token });
    expect(r.data).toMatchObject({
      purpose: 'avatar',
      upload_url: '/api/upload/image',
      expires_in: 1800,
      max_size: 5 * MB,
    });
    expect(verifyUploadToken(r.data.token)).toMatchObject({
      userId: alice.user.id,
      purpose: 'avatar',
    });
  });

  it.each([
    ['post_image', '/api/upload/image', 5 * MB],
    ['cover', '/api/upload/image', 5 * MB],
    ['video', '/api/upload/video', 50 * MB - 1],
  ])('gives a %s permit for %s, up to %d bytes', async (purpose, url, max) => {
    const r = await t.call('Member/getQiniuToken', {
      method: 'POST',
      token: alice.token,
      params: { purpose },
    });
    expect(r.data).toMatchObject({ purpose, upload_url: url, max_size: max });
    expect(verifyUploadToken(r.data.token)?.purpose).toBe(purpose);
  });

  it('refuses an unknown purpose, naming the field, and needs a login', async () => {
    for (const purpose of ['banner', '', 'AVATAR', 5]) {
      expect(
        await t.call('Member/getQiniuToken', {
          method: 'POST',
          token: alice.token,
          params: { purpose },
        }),
      ).toMatchObject({ code: 1, data: { error: 'invalidField', field: 'purpose' } });
    }
    const en = await t.call('Member/getQiniuToken', {
      method: 'POST',
      token: alice.token,
      params: { purpose: 'banner' },
      lang: 'en',
    });
    expect(en.msg).toMatch(/^Purpose/i);
    expect(
      (await t.call('Member/getQiniuToken', { method: 'POST', params: { purpose: 'video' } })).code,
    ).toBe(700);
  });

  it('refuses a forged token claiming another purpose', () => {
    const good = issueUploadToken(1, 'cover');
    const [body, mac] = good.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, p: 'video' })).toString('base64url');
    expect(verifyUploadToken(`${forged}.${mac}`)).toBeNull();
    const unknown = Buffer.from(JSON.stringify({ ...claims, p: 'banner' })).toString('base64url');
    expect(verifyUploadToken(`${unknown}.${mac}`)).toBeNull();
  });
});

describe('upload/image by purpose', () => {
  it('post_image: EXIF orientation applied, metadata stripped, fit inside 1920 px, recorded', async () => {
    const photo = await jpegWithExif(3000, 2000);
    const meta = await sharp(photo).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif).toBeDefined();
    const r = await uploadImage(await permit('post_image'), photo, 'photo.jpg');
    expect(r).toMatchObject({ status: 200, code: 0 });
    expect(r.data.url).toMatch(/^\/uploads\/post-images\/[0-9a-f]{24}\.jpg$/);
    const stored = fs.readFileSync(fileOf(r.data.url));
    const out = await sharp(stored).metadata();
    // Turned upright (portrait) and scaled to fit inside 1920 × 1920.
    expect(out).toMatchObject({ format: 'jpeg', width: 1280, height: 1920 });
    expect(out.exif).toBeUndefined();
    expect(out.orientation).toBeUndefined();
    expect(await recordOf(r.data.url)).toMatchObject({
      userId: alice.user.id,
      purpose: 'post_image',
      contentType: 'image/jpeg',
      bytes: stored.length,
      attachedAt: null,
    });
  });

  it('post_image: webp becomes jpg, png stays png, small images are not enlarged', async () => {
    const fromWebp = await uploadImage(await permit('post_image'), await webp(300, 200), 'a.webp');
    expect(fromWebp.data.url).toMatch(/\.jpg$/);
    expect(await sharp(fs.readFileSync(fileOf(fromWebp.data.url))).metadata()).toMatchObject({
      format: 'jpeg',
      width: 300,
      height: 200,
    });
    expect((await recordOf(fromWebp.data.url)).contentType).toBe('image/jpeg');
    const fromPng = await uploadImage(await permit('post_image'), await png(100, 80), 'a.jpg');
    expect(fromPng.data.url).toMatch(/^\/uploads\/post-images\/[0-9a-f]{24}\.png$/);
    const meta = await sharp(fs.readFileSync(fileOf(fromPng.data.url))).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 100, hasAlpha: true });
    expect((await recordOf(fromPng.data.url)).contentType).toBe('image/png');
  });

  it('cover: png or jpg, fit inside 1280 px; webp is refused', async () => {
    const r = await uploadImage(await permit('cover'), await jpeg(2560, 1440), 'cover.png');
    expect(r.data.url).toMatch(/^\/uploads\/covers\/[0-9a-f]{24}\.jpg$/);
    expect(await sharp(fs.readFileSync(fileOf(r.data.url))).metadata()).toMatchObject({
      width: 1280,
      height: 720,
    });
    expect((await recordOf(r.data.url)).purpose).toBe('cover');
    expect(await uploadImage(await permit('cover'), await webp(), 'c.jpg')).toMatchObject({
      code: 1,
      msg: '请上传png或jpg格式的图片',
      data: { error: 'uploadInvalid' },
    });
  });

  it('avatar: as before (≤ 512 px, into avatars/), now recorded; webp is refused', async () => {
    const r = await uploadImage(await permit(), await jpeg(1024, 1024), 'me.jpg');
    expect(r.data.url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}\.jpg$/);
    expect((await sharp(fs.readFileSync(fileOf(r.data.url))).metadata()).width).toBe(512);
    expect(await recordOf(r.data.url)).toMatchObject({ purpose: 'avatar', userId: alice.user.id });
    expect((await uploadImage(await permit(), await webp())).data).toEqual({
      error: 'uploadInvalid',
    });
  });

  /** Post images also take webp, and their message says so. */
  const invalidOf = (purpose: string) =>
    purpose === 'post_image'
      ? { msg: 'Please upload a png, jpg or webp image', error: 'imageInvalid' }
      : { msg: 'Please upload a png or jpg image', error: 'uploadInvalid' };

  describe.each(['avatar', 'post_image', 'cover'])('%s', (purpose) => {
    it.each(NOT_MEDIA)('refuses %s, storing nothing', async (_name, bytes) => {
      const [files, records] = [allFiles(), await recordCount()];
      const token = await permit(purpose);
      expect(await uploadImage(token, bytes, 'shell.jpg', 'en')).toMatchObject({
        status: 200,
        code: 1,
        msg: invalidOf(purpose).msg,
        data: { error: invalidOf(purpose).error },
      });
      expect(allFiles()).toEqual(files);
      expect(await recordCount()).toBe(records);
      // The permit was not used up by the refusal.
      expect((await uploadImage(token, await png(8, 8))).code).toBe(0);
    });

    it('refuses a truncated image, a video and a file over 5 MB', async () => {
      const files = allFiles();
      const whole = await jpeg(800, 600);
      const token = await permit(purpose);
      expect((await uploadImage(token, whole.subarray(0, whole.length / 2))).data).toEqual({
        error: invalidOf(purpose).error,
      });
      expect((await uploadImage(token, mp4(), 'clip.png')).data).toEqual({
        error: invalidOf(purpose).error,
      });
      const big = Buffer.alloc(5 * MB + 1, 1);
      (await png(8, 8)).copy(big);
      expect(await uploadImage(token, big)).toMatchObject({
        code: 1,
        msg: '图片不能超过5MB',
        data: { error: 'uploadTooLarge' },
      });
      expect(allFiles()).toEqual(files);
    });
  });

  it('refuses a video permit (uploadTokenInvalid), leaving it usable for upload/video', async () => {
    const token = await permit('video');
    expect(await uploadImage(token, await png(), 'a.png', 'en')).toMatchObject({
      code: 1,
      msg: 'The upload token is invalid or has expired',
      data: { error: 'uploadTokenInvalid' },
    });
    expect((await uploadVideo(token, mp4())).code).toBe(0);
  });

  it('keeps permits single-use for every purpose', async () => {
    for (const purpose of ['post_image', 'cover']) {
      const token = await permit(purpose);
      expect((await uploadImage(token, await png())).code).toBe(0);
      expect((await uploadImage(token, await png())).data).toEqual({ error: 'uploadTokenUsed' });
    }
  });
});

describe('upload/video', () => {
  it.each([
    ['mp4', mp4(64 * 1024), 'video/mp4'],
    ['mov', mov(), 'video/quicktime'],
    ['webm', webm(100_000), 'video/webm'],
    ['mkv', mkv(), 'video/x-matroska'],
  ])('stores a %s as it is, recorded with its type and size', async (ext, bytes, type) => {
    const r = await uploadVideo(await permit('video'), bytes, {
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(r).toMatchObject({ status: 200, code: 0 });
    expect(r.data.url).toMatch(new RegExp(`^/uploads/videos/[0-9a-f]{24}\\.${ext}$`));
    expect(fs.readFileSync(fileOf(r.data.url)).equals(bytes)).toBe(true);
    expect(await recordOf(r.data.url)).toMatchObject({
      userId: alice.user.id,
      purpose: 'video',
      contentType: type,
      bytes: bytes.length,
      attachedAt: null,
    });
  });

  it('streams a body without a length to storage', async () => {
    const body = lazyBody(mp4(), 3 * MB + 17, 64 * 1024);
    const r = await uploadVideo(await permit('video'), body.stream);
    expect(r.code).toBe(0);
    expect(fs.statSync(fileOf(r.data.url)).size).toBe(3 * MB + 17);
    expect((await recordOf(r.data.url)).bytes).toBe(3 * MB + 17);
  });

  it.each([
    ...NOT_MEDIA.filter(([, b]) => b.length > 0),
    ['an M4A audio file', ftypFile('M4A ', 4096, ['M4A ', 'isom'])],
    ['a HEIC photo', ftypFile('heic', 4096, ['mif1', 'heic'])],
    ['a zip named .mp4 with a video further in', Buffer.concat([Buffer.from('PK\x03\x04'), mp4()])],
  ] as [string, Buffer][])(
    'refuses %s (videoFormatInvalid), storing nothing',
    async (_name, bytes) => {
      const [files, records] = [filesIn('videos'), await recordCount()];
      const token = await permit('video');
      expect(await uploadVideo(token, bytes)).toMatchObject({
        status: 200,
        code: 1,
        msg: '请上传正确的视频格式',
        data: { error: 'videoFormatInvalid' },
      });
      expect(filesIn('videos')).toEqual(files);
      expect(await recordCount()).toBe(records);
      expect((await uploadVideo(token, mp4())).code).toBe(0);
    },
  );

  it('refuses images, in each language', async () => {
    const token = await permit('video');
    for (const [lang, msg] of [
      ['zh', '请上传正确的视频格式'],
      ['en', 'Please upload the correct video format'],
      ['vi', 'Vui lòng tải lên đúng định dạng video'],
    ]) {
      expect(await uploadVideo(token, await png(), { lang })).toMatchObject({
        code: 1,
        msg,
        data: { error: 'videoFormatInvalid' },
      });
    }
  });

  it('asks for a video when the body is empty', async () => {
    expect((await uploadVideo(await permit('video'), null)).data).toEqual({
      error: 'videoRequired',
    });
    expect((await uploadVideo(await permit('video'), Buffer.alloc(0))).data).toEqual({
      error: 'videoRequired',
    });
  });

  it('refuses a declared Content-Length over 50 MB before reading the body', async () => {
    const body = lazyBody(mp4(), 60 * MB);
    const token = await permit('video');
    const r = await uploadVideo(token, body.stream, {
      headers: { 'content-length': String(60 * MB) },
      lang: 'en',
    });
    expect(r).toMatchObject({
      status: 200,
      code: 1,
      msg: 'The video must be under 50 MB',
      data: { error: 'videoTooLarge' },
    });
    expect(r.headers.get('connection')).toBe('close');
    // At most what the stream had buffered ahead of the (cancelled) reader.
    expect(body.pulled()).toBeLessThanOrEqual(512 * 1024);
    expect((await uploadVideo(token, mp4())).code).toBe(0);
  });

  it('cuts a body off as soon as it passes the cap, deletes the partial file and frees the permit', async () => {
    const files = filesIn('videos');
    const records = await recordCount();
    const body = lazyBody(webm(), 80 * MB, 1 * MB);
    const token = await permit('video');
    const r = await uploadVideo(token, body.stream);
    expect(r).toMatchObject({
      status: 200,
      code: 1,
      msg: '视频须小于50MB',
      data: { error: 'videoTooLarge' },
    });
    expect(r.headers.get('connection')).toBe('close');
    expect(body.pulled()).toBeGreaterThan(PURPOSE_RULES.video.maxBytes);
    expect(body.pulled()).toBeLessThanOrEqual(53 * MB);
    expect(filesIn('videos')).toEqual(files);
    expect(await recordCount()).toBe(records);
    expect((await uploadVideo(token, webm())).code).toBe(0);
  });

  it('takes a video of exactly the cap, and not one byte more', async () => {
    const max = PURPOSE_RULES.video.maxBytes;
    const ok = await uploadVideo(await permit('video'), lazyBody(mov(), max, 4 * MB).stream);
    expect(ok.code).toBe(0);
    expect(fs.statSync(fileOf(ok.data.url)).size).toBe(max);
    fs.rmSync(fileOf(ok.data.url));
    const over = await uploadVideo(await permit('video'), lazyBody(mov(), max + 1, 4 * MB).stream);
    expect(over.data).toEqual({ error: 'videoTooLarge' });
  });

  it('keeps nothing of a body the client breaks off, and frees the permit', async () => {
    const files = filesIn('videos');
    let n = 0;
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (n++ === 0) controller.enqueue(new Uint8Array(mp4(256 * 1024)));
        else if (n < 4) controller.enqueue(new Uint8Array(256 * 1024));
        else controller.error(new Error('connection reset'));
      },
    });
    const token = await permit('video');
    const r = await uploadVideo(token, broken);
    expect(r).toMatchObject({ code: 1, data: { error: 'videoFormatInvalid' } });
    expect(filesIn('videos')).toEqual(files);
    expect((await uploadVideo(token, mp4())).code).toBe(0);
  });

  it('stores one file per permit, also when two uploads race', async () => {
    const token = await permit('video');
    expect((await uploadVideo(token, mp4())).code).toBe(0);
    expect(await uploadVideo(token, mp4(), { lang: 'en' })).toMatchObject({
      code: 1,
      msg: 'This upload token has already been used; request a new one',
      data: { error: 'uploadTokenUsed' },
    });

    const files = filesIn('videos').length;
    const racing = await permit('video');
    const answers = await Promise.all([
      uploadVideo(racing, lazyBody(mp4(), 2 * MB).stream),
      uploadVideo(racing, lazyBody(mp4(), 2 * MB).stream),
      uploadVideo(racing, lazyBody(mp4(), 2 * MB).stream),
    ]);
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.data?.error === 'uploadTokenUsed')).toHaveLength(2);
    expect(filesIn('videos')).toHaveLength(files + 1);
  });

  it('refuses image permits and bad tokens (uploadTokenInvalid)', async () => {
    for (const purpose of ['avatar', 'post_image', 'cover']) {
      expect((await uploadVideo(await permit(purpose), mp4())).data).toEqual({
        error: 'uploadTokenInvalid',
      });
    }
    for (const token of [
      'abc.def',
      issueUploadToken(alice.user.id, 'video', Date.now() - 31 * 60 * 1000),
    ]) {
      expect((await uploadVideo(token, mp4())).data).toEqual({ error: 'uploadTokenInvalid' });
    }
    const noToken = await t.app.request('/api/upload/video', {
      method: 'POST',
      body: new Uint8Array(mp4()),
      headers: { 'x-client-ip': '10.20.0.2' },
    });
    expect(await noToken.json()).toMatchObject({ code: 1, msg: '凭证：不能为空' });
  });

  it('does not parse a form or JSON body sent to it', async () => {
    const form = new FormData();
    form.set('token', await permit('video'));
    form.set('file', new Blob([new Uint8Array(mp4())]), 'a.mp4');
    const r = await t.call('upload/video', { body: form });
    expect(r).toMatchObject({ code: 1, data: { error: 'invalidField', field: 'token' } });
  });

  it('is documented as a streamed body with its token in the query', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, { post: Record<string, unknown> }>;
    };
    const op = doc.paths['/api/upload/video'].post as {
      parameters: { name: string; in: string; required: boolean }[];
      requestBody: { required: boolean; content: Record<string, unknown> };
    };
    expect(op.parameters).toEqual([
      expect.objectContaining({ name: 'token', in: 'query', required: true }),
    ]);
    expect(Object.keys(op.requestBody.content)).toEqual(
      expect.arrayContaining(['video/mp4', 'video/webm', 'video/quicktime']),
    );
    expect(op.requestBody.content).not.toHaveProperty('application/json');
  });
});

describe('upload/video over a real HTTP connection', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    const listener = getRequestListener((req) => t.app.fetch(req), {
      overrideGlobalObjects: false,
    });
    server = http.createServer((req, res) => void listener(req, res));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  /** Sends `total` bytes starting with `head` in 1 MiB writes, chunked or with a length. */
  function send(token: string, head: Buffer, total: number, withLength: boolean) {
    return new Promise<{ status: number; json: { code: number; data: unknown }; sent: number }>(
      (resolve, reject) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/upload/video?token=${encodeURIComponent(token)}`,
          headers: {
            'content-type': 'video/mp4',
            'x-client-ip': '10.40.0.1',
            ...(withLength ? { 'content-length': String(total) } : {}),
          },
        });
        let sent = 0;
        req.on('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              json: JSON.parse(Buffer.concat(chunks).toString()),
              sent,
            }),
          );
        });
        // The server may close the connection while the rest is still being sent.
        req.on('error', () => undefined);
        req.on('close', () => undefined);
        const pump = () => {
          while (sent < total) {
            const n = Math.min(MB, total - sent);
            const piece = Buffer.alloc(n, 0x22);
            if (sent === 0) head.copy(piece);
            sent += n;
            if (!req.write(piece)) return void req.once('drain', pump);
          }
          req.end();
        };
        req.on('socket', () => pump());
        setTimeout(() => reject(new Error('no answer')), 20_000).unref();
      },
    );
  }

  it('streams a chunked upload to disk', async () => {
    const r = await send(await permit('video'), mp4(), 6 * MB + 5, false);
    expect(r.json.code).toBe(0);
    const { url } = r.json.data as { url: string };
    expect(fs.statSync(fileOf(url)).size).toBe(6 * MB + 5);
  });

  it('answers a too large upload before the client has sent it all, with nothing kept', async () => {
    const files = filesIn('videos');
    const declared = await send(await permit('video'), mp4(), 200 * MB, true);
    expect(declared.json.data).toEqual({ error: 'videoTooLarge' });
    expect(declared.sent).toBeLessThan(200 * MB);
    const chunked = await send(await permit('video'), mp4(), 200 * MB, false);
    expect(chunked.json.data).toEqual({ error: 'videoTooLarge' });
    expect(chunked.sent).toBeLessThan(200 * MB);
    expect(filesIn('videos')).toEqual(files);
  });
});

describe('Member/getQiniuToken budgets', () => {
  it('gives one account at most 30 video permits an hour, images counted apart', async () => {
    const bob = await registerUser(t);
    const ask = (purpose: string) =>
      t.call('Member/getQiniuToken', { method: 'POST', token: bob.token, params: { purpose } });
    for (let i = 0; i < 30; i++) expect((await ask('video')).code).toBe(0);
    const over = await ask('video');
    expect(over.status).toBe(429);
    expect(over.data).toMatchObject({ error: 'rateLimited' });
    expect((await ask('post_image')).code).toBe(0);
  });
});
