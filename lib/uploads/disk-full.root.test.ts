/**
 * Issue 29 §3 "disk full in DATA_DIR": on a REAL full filesystem (a 2 MB tmpfs mounted as
 * DATA_DIR/uploads), uploads are refused with HTTP 507 `storageFull` and a localised message,
 * the partial file is removed, the permit stays usable, the rest of the site keeps answering,
 * and the same upload works once space is freed. Needs root to mount (test/root-tests.ts: a loud
 * skip elsewhere, a failure with REQUIRE_ROOT_TESTS=1).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { uploads } from '@/lib/db/schema';
import { db } from '@/lib/db/client';
import { jpeg, mp4 } from '@/lib/uploads/test-media';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { describeRoot } from '@/test/root-tests';

describeRoot('uploads on a full disk', ['/usr/bin/mount', '/usr/bin/umount'], () => {
  let t: TestApi;
  let token: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-full-test-'));
  const uploadsDir = path.join(dataDir, 'uploads');
  const filler = path.join(uploadsDir, 'filler');
  let mounted = false;

  beforeAll(async () => {
    fs.mkdirSync(uploadsDir);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', uploadsDir]);
    mounted = true;
    t = await createTestApi({ DATA_DIR: dataDir });
    ({ token } = await registerUser(t));
  });

  afterAll(async () => {
    await t?.cleanup();
    if (mounted) execFileSync('umount', [uploadsDir]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Fills the filesystem up to its last bytes (tmpfs counts in pages). */
  function fill() {
    const fd = fs.openSync(filler, 'w');
    const block = Buffer.alloc(4096, 1);
    try {
      for (;;) fs.writeSync(fd, block);
    } catch (err) {
      expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC');
    } finally {
      fs.closeSync(fd);
    }
  }

  async function permit(purpose: 'avatar' | 'video') {
    const r = await t.call('Member/getQiniuToken', {
      method: 'POST',
      token,
      params: { purpose },
    });
    expect(r.code).toBe(0);
    return r.data.token as string;
  }

  function uploadImage(permitToken: string, bytes: Buffer, lang = 'en') {
    const form = new FormData();
    form.set('token', permitToken);
    form.set('file', new Blob([new Uint8Array(bytes)]), 'a.jpg');
    return t.call('upload/image', { body: form, lang });
  }

  async function uploadVideo(permitToken: string, bytes: Buffer, lang = 'en') {
    const res = await t.app.request(`/api/upload/video?token=${encodeURIComponent(permitToken)}`, {
      method: 'POST',
      headers: { 'content-type': 'video/mp4', lang, 'x-client-ip': '10.29.0.1' },
      body: new Uint8Array(bytes),
    });
    return { status: res.status, ...((await res.json()) as { code: number; msg: string }) };
  }

  /** What is stored besides the filler: nothing may be left of a refused upload. */
  const stored = () =>
    fs
      .readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile() && d.name !== 'filler')
      .map((d) => d.name);
  const records = async () => (await db().select({ url: uploads.url }).from(uploads)).length;

  test('a full disk refuses uploads with 507 storageFull, keeps nothing, and takes them again once freed', async () => {
    const image = await jpeg(900, 700);
    const video = mp4(600 * 1024);
    const imagePermit = await permit('avatar');
    const videoPermit = await permit('video');
    // The folders exist already (a site that has stored files before).
    fs.mkdirSync(path.join(uploadsDir, 'avatars'));
    fs.mkdirSync(path.join(uploadsDir, 'videos'));
    fill();
    const recordsBefore = await records();

    const v = await uploadVideo(videoPermit, video);
    expect(v).toMatchObject({
      status: 507,
      code: 1,
      msg: 'Storage is full, so the file was not saved. Please try again later',
      data: { error: 'storageFull' },
    });
    const i = await uploadImage(imagePermit, image, 'zh');
    expect(i).toMatchObject({ status: 507, code: 1, data: { error: 'storageFull' } });
    expect(i.msg).toBe('存储空间已满，文件未保存，请稍后再试');
    expect((await uploadImage(imagePermit, image, 'vi')).msg).toBe(
      'Bộ nhớ lưu trữ đã đầy nên tệp chưa được lưu. Vui lòng thử lại sau',
    );
    // No partial file, no record.
    expect(stored()).toEqual([]);
    expect(await records()).toBe(recordsBefore);

    // The rest of the site keeps answering meanwhile.
    expect((await t.call('user/info', { token })).code).toBe(0);

    // Space freed: the same permits work (a refused upload did not use them up).
    fs.rmSync(filler);
    const v2 = await uploadVideo(videoPermit, video);
    expect(v2).toMatchObject({ status: 200, code: 0 });
    const i2 = await uploadImage(imagePermit, image);
    expect(i2).toMatchObject({ status: 200, code: 0 });
    expect(stored()).toHaveLength(2);
    expect(await records()).toBe(recordsBefore + 2);
  });

  test("a purpose's first upload on the full disk is the same refusal", async () => {
    fill();
    try {
      // A first upload of a purpose whose folder does not exist yet.
      const coverPermit = await t.call('Member/getQiniuToken', {
        method: 'POST',
        token,
        params: { purpose: 'cover' },
      });
      const form = new FormData();
      form.set('token', coverPermit.data.token);
      form.set('file', new Blob([new Uint8Array(await jpeg(64, 48))]), 'c.jpg');
      const r = await t.call('upload/image', { body: form });
      expect(r).toMatchObject({ status: 507, data: { error: 'storageFull' } });
      expect(stored()).toHaveLength(2); // the first test's two uploads, nothing new
    } finally {
      fs.rmSync(filler);
    }
  });
});
