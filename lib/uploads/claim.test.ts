import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { uploads, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { storage, type StoredExt } from '@/lib/providers/storage';
import { sweepOrphanUploads, UNATTACHED_GRACE_MS } from '@/lib/providers/storage/sweep';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { claimUploads, releaseUploads } from './claim';
import { PURPOSE_RULES, type UploadPurpose } from './purposes';
import { png } from './test-media';

let t: TestApi;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claim-test-'));
let alice: number;
let bob: number;
beforeAll(async () => {
  t = await createTestApi({ DATA_DIR: dataDir });
  const make = async (n: number) =>
    (
      await db()
        .insert(users)
        .values({
          mobile: `86-1880000${String(n).padStart(4, '0')}`,
          passwordHash: 'x',
          nickname: `claim_${n}`,
          inviteCode: `CLAIM${n}`,
        })
        .returning({ id: users.id })
    )[0].id;
  alice = await make(1);
  bob = await make(2);
});
afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const HOUR = 3600 * 1000;
const EXT: Record<UploadPurpose, StoredExt> = {
  avatar: 'png',
  post_image: 'jpg',
  cover: 'jpg',
  video: 'mp4',
  id_photo: 'bin',
};

/** A stored file with its upload record, made `ageMs` ago. */
async function upload(userId: number, purpose: UploadPurpose, ageMs = 0): Promise<string> {
  const url = await storage().put(PURPOSE_RULES[purpose].folder, EXT[purpose], Buffer.from('x'));
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(path.join(dataDir, url.slice(1)), at, at);
  await db().insert(uploads).values({
    url,
    userId,
    purpose,
    contentType: 'application/octet-stream',
    bytes: 1,
    createdAt: at,
  });
  return url;
}
const rowOf = async (url: string) =>
  (await db().select().from(uploads).where(eq(uploads.url, url)))[0];
const stored = (url: string) => fs.existsSync(path.join(dataDir, url.slice(1)));
const attached = async (urls: string[]) =>
  (await db().select().from(uploads).where(inArray(uploads.url, urls)))
    .filter((r) => r.attachedAt !== null)
    .map((r) => r.url);

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return (e as AppError).key;
  }
  throw new Error('not refused');
}

describe('claimUploads', () => {
  it('attaches the user’s own uploads of the purpose; claiming again keeps the first time', async () => {
    const a = await upload(alice, 'post_image');
    const b = await upload(alice, 'post_image');
    await claimUploads(db(), alice, 'post_image', [a, b, a]);
    const first = (await rowOf(a)).attachedAt;
    expect(first).toBeInstanceOf(Date);
    expect(await attached([a, b])).toEqual(expect.arrayContaining([a, b]));
    await claimUploads(db(), alice, 'post_image', [a]);
    expect((await rowOf(a)).attachedAt).toEqual(first);
    await claimUploads(db(), alice, 'post_image', []);
  });

  it('refuses another user’s upload, attaching none of the list', async () => {
    const mine = await upload(alice, 'post_image');
    const theirs = await upload(bob, 'post_image');
    expect(await refusal(claimUploads(db(), alice, 'post_image', [mine, theirs]))).toBe(
      'uploadNotFound',
    );
    expect(await attached([mine, theirs])).toEqual([]);
    // Attached by its owner, it is still not another user's to claim.
    await claimUploads(db(), bob, 'post_image', [theirs]);
    expect(await refusal(claimUploads(db(), alice, 'post_image', [theirs]))).toBe('uploadNotFound');
  });

  it('refuses an upload of another purpose, and URLs that are no uploads', async () => {
    const cover = await upload(alice, 'cover');
    const video = await upload(alice, 'video');
    expect(await refusal(claimUploads(db(), alice, 'post_image', [cover]))).toBe('uploadNotFound');
    expect(await refusal(claimUploads(db(), alice, 'cover', [video]))).toBe('uploadNotFound');
    expect(await refusal(claimUploads(db(), alice, 'video', [cover]))).toBe('uploadNotFound');
    for (const url of [
      '/uploads/post-images/0123456789abcdef01234567.jpg',
      'https://elsewhere.example/a.jpg',
      '/avatars/1.svg',
      '',
    ]) {
      expect(await refusal(claimUploads(db(), alice, 'post_image', [url]))).toBe('uploadNotFound');
    }
    await claimUploads(db(), alice, 'cover', [cover]);
    await claimUploads(db(), alice, 'video', [video]);
    expect(await attached([cover, video])).toHaveLength(2);
  });

  it('belongs to the content’s transaction: a failure after it attaches nothing', async () => {
    const url = await upload(alice, 'cover');
    await expect(
      db().transaction(async (tx) => {
        await claimUploads(tx, alice, 'cover', [url]);
        throw new Error('the post could not be saved');
      }),
    ).rejects.toThrow('the post could not be saved');
    expect((await rowOf(url)).attachedAt).toBeNull();
    await db().transaction((tx) => claimUploads(tx, alice, 'cover', [url]));
    expect((await rowOf(url)).attachedAt).not.toBeNull();
  });

  it('claims what upload/image answered', async () => {
    const u = await registerUser(t);
    const grant = await t.call('Member/getQiniuToken', {
      method: 'POST',
      token: u.token,
      params: { purpose: 'post_image' },
    });
    const form = new FormData();
    form.set('token', grant.data.token);
    form.set('file', new Blob([new Uint8Array(await png())]), 'a.png');
    const { data } = await t.call('upload/image', { body: form });
    expect(await refusal(claimUploads(db(), u.user.id, 'cover', [data.url]))).toBe(
      'uploadNotFound',
    );
    await claimUploads(db(), u.user.id, 'post_image', [data.url]);
    expect((await rowOf(data.url)).attachedAt).not.toBeNull();
  });
});

describe('releaseUploads and the sweeper', () => {
  const old = UNATTACHED_GRACE_MS + HOUR;

  it('sweeps uploads never attached within a day, from storage and the table', async () => {
    const stale = await upload(alice, 'post_image', old);
    const staleVideo = await upload(bob, 'video', old);
    const fresh = await upload(alice, 'post_image', UNATTACHED_GRACE_MS - HOUR);
    const used = await upload(alice, 'cover', old);
    await claimUploads(db(), alice, 'cover', [used]);

    const removed = await sweepOrphanUploads();
    expect(removed).toEqual(expect.arrayContaining([stale, staleVideo]));
    for (const url of [stale, staleVideo]) {
      expect(stored(url)).toBe(false);
      expect(await rowOf(url)).toBeUndefined();
      expect(await refusal(claimUploads(db(), alice, 'post_image', [url]))).toBe('uploadNotFound');
    }
    for (const url of [fresh, used]) {
      expect(removed).not.toContain(url);
      expect(stored(url)).toBe(true);
      expect(await rowOf(url)).toBeDefined();
    }
  });

  it('sweeps released uploads on its next run', async () => {
    const a = await upload(alice, 'post_image', old);
    const b = await upload(alice, 'post_image', old);
    await claimUploads(db(), alice, 'post_image', [a, b]);
    expect(await sweepOrphanUploads()).not.toEqual(expect.arrayContaining([a]));
    await releaseUploads(db(), [a, '/not/an/upload.jpg']);
    expect((await rowOf(a)).attachedAt).toBeNull();
    const removed = await sweepOrphanUploads();
    expect(removed).toContain(a);
    expect(removed).not.toContain(b);
    expect(stored(a)).toBe(false);
    expect(stored(b)).toBe(true);
    await releaseUploads(db(), []);
  });

  it('keeps the avatar rule: an old avatar is kept while a profile shows it, whatever attachedAt says', async () => {
    const shown = await upload(alice, 'avatar', 3 * HOUR);
    const dropped = await upload(alice, 'avatar', 3 * HOUR);
    const recent = await upload(alice, 'avatar', 10 * 60 * 1000);
    await db().update(users).set({ avatar: shown }).where(eq(users.id, alice));
    const removed = await sweepOrphanUploads();
    expect(removed).toContain(dropped);
    expect(await rowOf(dropped)).toBeUndefined();
    expect(removed).not.toContain(shown);
    expect(removed).not.toContain(recent);
    expect(await rowOf(shown)).toBeDefined();
    expect(stored(shown)).toBe(true);
  });

  it('removes old files of the content folders that have no record, and nothing foreign', async () => {
    const dir = path.join(dataDir, 'uploads', 'videos');
    const at = new Date(Date.now() - old);
    const orphan = await storage().put('videos', 'mp4', Buffer.from('crash leftover'));
    const young = await storage().put('videos', 'webm', Buffer.from('being recorded'));
    fs.utimesSync(path.join(dataDir, orphan.slice(1)), at, at);
    fs.writeFileSync(path.join(dir, 'README.txt'), 'foreign');
    fs.utimesSync(path.join(dir, 'README.txt'), at, at);
    const removed = await sweepOrphanUploads();
    expect(removed).toContain(orphan);
    expect(removed).not.toContain(young);
    expect(stored(young)).toBe(true);
    expect(fs.existsSync(path.join(dir, 'README.txt'))).toBe(true);
  });
});
