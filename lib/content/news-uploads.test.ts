import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { articles, articleTranslations, uploads, users } from '@/lib/db/schema';
import { storage } from '@/lib/providers/storage';
import { serveUpload } from '@/lib/providers/storage/serve';
import { sweepOrphanUploads, UNATTACHED_GRACE_MS } from '@/lib/providers/storage/sweep';
import { PURPOSE_RULES } from '@/lib/uploads/purposes';
import { jpeg, png } from '@/lib/uploads/test-media';
import { createTestApi, SEED_TIMEOUT, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';

/**
 * An article's cover and body images are uploads its author claims (docs/product.md §5): the
 * sweeper never takes them, another user's file or a file of another purpose is refused, and a
 * picture from another host is refused at write time (the page's CSP would block it).
 */

const SITE = 'https://site.example';
let t: TestApi;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-uploads-'));
let server: http.Server;
let port: number;
let anchor: { token: string; id: number };
let bob: { token: string; id: number };
let categoryId: number;

beforeAll(async () => {
  t = await createTestApi(
    { DATA_DIR: dataDir, PUBLIC_URL: SITE, RATE_LIMITS: 'off' },
    { content: true },
  );
  server = http.createServer((req, res) => serveUpload(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  const a = await registerUser(t);
  await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, a.user.id));
  anchor = { token: a.token, id: a.user.id };
  const b = await registerUser(t);
  bob = { token: b.token, id: b.user.id };
  categoryId = (await t.call<{ id: number }[]>('Headlines/classifyList')).data[0].id;
}, SEED_TIMEOUT);
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await t?.cleanup();
  delete process.env.PUBLIC_URL;
  delete process.env.RATE_LIMITS;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Uploads an image through Member/getQiniuToken and upload/image; answers its URL. */
async function upload(token: string, purpose: 'avatar' | 'cover' | 'post_image'): Promise<string> {
  const permit = await t.call<{ token: string }>('Member/getQiniuToken', {
    method: 'POST',
    token,
    params: { purpose },
  });
  const form = new FormData();
  form.set('token', permit.data.token);
  const bytes = purpose === 'cover' ? await jpeg() : await png();
  form.set('file', new Blob([new Uint8Array(bytes)]), 'a.png');
  const r = await t.call<{ url: string }>('upload/image', { body: form });
  if (r.code !== 0) throw new Error(`upload/image: ${r.msg}`);
  return r.data.url;
}

/** Makes every upload and stored file look older than the sweeper's grace. */
async function ageEverything(): Promise<void> {
  const at = new Date(Date.now() - UNATTACHED_GRACE_MS - 3600_000);
  await db()
    .update(uploads)
    .set({ createdAt: at })
    .where(sql`true`);
  for (const folder of ['covers', 'post-images', 'avatars']) {
    const dir = path.join(dataDir, 'uploads', folder);
    if (!fs.existsSync(dir)) continue;
    for (const f of fs.readdirSync(dir)) fs.utimesSync(path.join(dir, f), at, at);
  }
}

function status(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      })
      .on('error', reject);
  });
}

const write = (
  token: string,
  fields: { cover?: string; body?: string; title?: string },
  path = 'Headlines_user/insert',
  extra: Record<string, unknown> = {},
) =>
  t.call<{ id: number }>(path, {
    method: 'POST',
    token,
    lang: 'en',
    params: {
      category_id: categoryId,
      title: fields.title ?? 'Derby day',
      body: fields.body ?? '<p>Words</p>',
      cover: fields.cover ?? '',
      ...extra,
    },
  });

const attachedOf = async (urls: string[]) =>
  Object.fromEntries(
    (await db().select().from(uploads).where(inArray(uploads.url, urls))).map((r) => [
      r.url,
      r.attachedAt !== null,
    ]),
  );

describe('an article’s uploads', () => {
  it('claims the cover and body images, so after a sweep they still serve and the row is intact', async () => {
    const cover = await upload(anchor.token, 'cover');
    const image = await upload(anchor.token, 'post_image');
    const other = await upload(anchor.token, 'post_image');
    // The body names one image by path, one by the site's own absolute address in capitals.
    const body = `<p>Match report</p><img src="${image}"><img src="HTTPS://SITE.EXAMPLE${other}">`;
    const r = await write(anchor.token, { cover, body });
    expect(r).toMatchObject({ code: 0 });
    expect(await attachedOf([cover, image, other])).toEqual({
      [cover]: true,
      [image]: true,
      [other]: true,
    });

    await ageEverything();
    const removed = await sweepOrphanUploads();
    for (const url of [cover, image, other]) {
      expect(removed).not.toContain(url);
      expect(await status(url)).toBe(200);
    }
    const [row] = await db().select().from(articles).where(eq(articles.id, r.data.id));
    expect(row.cover).toBe(cover);
    const [tr] = await db()
      .select()
      .from(articleTranslations)
      .where(eq(articleTranslations.articleId, r.data.id));
    expect(tr.bodyHtml).toContain(`src="${image}"`);
    expect(tr.bodyHtml).toContain(`src="${other}"`);
  });

  it('refuses another user’s avatar as cover, their post image in the body, and a wrong purpose', async () => {
    const before = (await db().select({ id: articles.id }).from(articles)).length;
    const bobsAvatar = await upload(bob.token, 'avatar');
    const bobsImage = await upload(bob.token, 'post_image');
    const myAvatar = await upload(anchor.token, 'avatar');
    const myCover = await upload(anchor.token, 'cover');
    const refusals = [
      await write(anchor.token, { cover: bobsAvatar }),
      await write(anchor.token, { body: `<p>x</p><img src="${bobsImage}">` }),
      await write(anchor.token, { cover: myAvatar }),
      // A cover is not a body image.
      await write(anchor.token, { body: `<p>x</p><img src="${myCover}">` }),
      await write(anchor.token, { cover: '/uploads/covers/0123456789abcdef01234567.jpg' }),
    ];
    for (const r of refusals)
      expect(r).toMatchObject({ code: 1, data: { error: 'uploadNotFound' } });
    expect(refusals[0].msg).toBe('The uploaded file is missing or expired, please upload it again');
    expect((await db().select({ id: articles.id }).from(articles)).length).toBe(before);
    // Nothing was claimed by the refused writes.
    expect(await attachedOf([bobsAvatar, bobsImage, myAvatar, myCover])).toEqual({
      [bobsAvatar]: false,
      [bobsImage]: false,
      [myAvatar]: false,
      [myCover]: false,
    });
  });

  it('refuses images from other hosts at write time with a clear message', async () => {
    for (const src of [
      'https://cdn.example/a.png',
      '//evil.example/a.png',
      'https:evil.example/a.png',
      '/\\evil.example/a.png',
      'http://site.example/uploads/a.png',
    ]) {
      const r = await write(anchor.token, { body: `<p>x</p><img src="${src}">` });
      expect({ src, r }).toMatchObject({
        src,
        r: {
          code: 1,
          msg: 'Images from other websites cannot be shown: upload the picture instead',
          data: { error: 'imageExternal' },
        },
      });
    }
    // The site's own pictures are fine.
    expect(
      (await write(anchor.token, { body: '<p>x</p><img src="/images/covers/pitch-3.svg">' })).code,
    ).toBe(0);
  });

  it('stores links that leave the site as external, however they are spelt', async () => {
    const r = await write(anchor.token, {
      body:
        '<p><a href="https:evil.example">a</a><a href="//evil.example">b</a>' +
        '<a href="/\\evil.example">c</a><a href="HTTPS://SITE.EXAMPLE/news/1">d</a>' +
        '<a href="javascript:alert(1)">e</a></p>',
    });
    expect(r.code).toBe(0);
    const [tr] = await db()
      .select()
      .from(articleTranslations)
      .where(eq(articleTranslations.articleId, r.data.id));
    const ext = 'rel="noopener nofollow ugc" target="_blank"';
    expect(tr.bodyHtml).toBe(
      `<p><a href="https://evil.example/" ${ext}>a</a><a href="https://evil.example/" ${ext}>b</a>` +
        `<a href="https://evil.example/" ${ext}>c</a><a href="/news/1">d</a><a>e</a></p>`,
    );
  });

  it('on update claims new files, keeps the author’s for an editing administrator, releases dropped ones', async () => {
    const cover = await upload(anchor.token, 'cover');
    const image = await upload(anchor.token, 'post_image');
    const r = await write(anchor.token, { cover, body: `<p>x</p><img src="${image}">` });
    expect(r.code).toBe(0);
    const id = r.data.id;
    // Bob's cover cannot be swapped in by the author.
    const bobsCover = await upload(bob.token, 'cover');
    expect(
      await write(anchor.token, { cover: bobsCover }, 'Headlines_user/update', { id }),
    ).toMatchObject({ code: 1, data: { error: 'uploadNotFound' } });

    // An administrator edits the text, keeping the author's cover and image.
    const admin = await registerUser(t);
    await db().update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    expect(
      await write(
        admin.token,
        { cover, body: `<p>edited</p><img src="${image}">` },
        'Headlines_user/update',
        { id },
      ),
    ).toMatchObject({ code: 0 });

    // The author replaces the cover and drops the image: those two are released and swept.
    const newCover = await upload(anchor.token, 'cover');
    expect(
      await write(
        anchor.token,
        { cover: newCover, body: '<p>no pictures</p>' },
        'Headlines_user/update',
        {
          id,
        },
      ),
    ).toMatchObject({ code: 0 });
    expect(await attachedOf([cover, image, newCover])).toEqual({
      [cover]: false,
      [image]: false,
      [newCover]: true,
    });
    await ageEverything();
    const removed = await sweepOrphanUploads();
    expect(removed).toEqual(expect.arrayContaining([cover, image]));
    expect(await status(newCover)).toBe(200);
    expect(await status(cover)).toBe(404);
  });
});

describe('the sweeper', () => {
  it('never deletes a file something refers to, claimed or not (rows written before claims)', async () => {
    // A legacy article: its cover an upload never claimed, its body an image with no record.
    const cover = await upload(anchor.token, 'cover');
    const unrecorded = await storage().put(PURPOSE_RULES.post_image.folder, 'jpg', await jpeg());
    const [a] = await db()
      .insert(articles)
      .values({ categoryId, authorId: anchor.id, originLocale: 'en', cover })
      .returning({ id: articles.id });
    await db()
      .insert(articleTranslations)
      .values({
        articleId: a.id,
        locale: 'en',
        title: 'Old',
        bodyHtml: `<img src="${unrecorded}">`,
      });
    // And an orphan of each kind, which does go.
    const orphan = await upload(anchor.token, 'cover');
    const orphanFile = await storage().put(PURPOSE_RULES.post_image.folder, 'jpg', await jpeg());
    await ageEverything();

    const removed = await sweepOrphanUploads();
    expect(removed).toEqual(expect.arrayContaining([orphan, orphanFile]));
    expect(removed).not.toContain(cover);
    expect(removed).not.toContain(unrecorded);
    expect(await status(cover)).toBe(200);
    expect(await status(unrecorded)).toBe(200);
    // The referenced upload is attached now, so later sweeps pass it by.
    expect(await attachedOf([cover])).toEqual({ [cover]: true });
  });
});
