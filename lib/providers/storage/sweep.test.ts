import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { AVATAR_FOLDER, storage } from '@/lib/providers/storage';
import { localStorage } from '@/lib/providers/storage/local';
import { ORPHAN_GRACE_MS, sweepOrphanUploads } from '@/lib/providers/storage/sweep';
import { UPLOAD_TOKEN_TTL_S } from '@/lib/providers/storage/upload-token';
import { createTestApi, type TestApi } from '@/test/api';

let t: TestApi;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-test-'));
beforeAll(async () => {
  t = await createTestApi({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const folderDir = () => path.join(dataDir, 'uploads', AVATAR_FOLDER);
const fileOf = (url: string) => path.join(dataDir, url.slice(1));
const stored = (url: string) => fs.existsSync(fileOf(url));
const HOUR = 3600 * 1000;

/** A stored file written `ageMs` ago. */
async function file(ageMs: number): Promise<string> {
  const url = await storage().put(AVATAR_FOLDER, 'png', Buffer.from('png bytes'));
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(fileOf(url), at, at);
  return url;
}

let n = 0;
async function userWithAvatar(avatar: string): Promise<void> {
  n++;
  await db()
    .insert(users)
    .values({
      mobile: `86-1990000${String(n).padStart(4, '0')}`,
      passwordHash: 'x',
      nickname: `sweep_${n}`,
      inviteCode: `SWEEP${n}`,
      avatar,
    });
}

describe('the local storage provider', () => {
  it('owns only the names it gives, in the folder asked about', async () => {
    const url = await storage().put(AVATAR_FOLDER, 'jpg', Buffer.from('x'));
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}\.jpg$/);
    expect(localStorage.owns(AVATAR_FOLDER, url)).toBe(true);
    for (const other of [
      '/avatars/1.svg',
      '/uploads/avatars/../../pglite/PG_VERSION',
      '/uploads/avatars/0123456789abcdef01234567.gif',
      url.replace('/avatars/', '/other/'),
      `${url}?x`,
      'https://cdn.example/uploads/avatars/0123456789abcdef01234567.png',
    ]) {
      expect(localStorage.owns(AVATAR_FOLDER, other)).toBe(false);
      expect(await localStorage.remove(AVATAR_FOLDER, other)).toBe(false);
    }
    expect(fs.existsSync(path.join('public', 'avatars', '1.svg'))).toBe(true);
  });

  it('removes a stored file once, and lists only its own files', async () => {
    const url = await file(0);
    fs.writeFileSync(path.join(folderDir(), 'notes.txt'), 'not an upload');
    const listed: string[] = [];
    for await (const f of localStorage.list(AVATAR_FOLDER)) listed.push(f.url);
    expect(listed).toContain(url);
    expect(listed.some((u) => u.endsWith('notes.txt'))).toBe(false);
    expect(await localStorage.remove(AVATAR_FOLDER, url)).toBe(true);
    expect(await localStorage.remove(AVATAR_FOLDER, url)).toBe(false);
    expect(await localStorage.exists(AVATAR_FOLDER, url)).toBe(false);
  });

  it('lists nothing for a folder that does not exist yet', async () => {
    const listed = [];
    for await (const f of localStorage.list('never-used')) listed.push(f);
    expect(listed).toEqual([]);
  });
});

describe('sweepOrphanUploads', () => {
  it('waits longer than an upload permit lives', () => {
    expect(ORPHAN_GRACE_MS).toBeGreaterThan(UPLOAD_TOKEN_TTL_S * 1000);
  });

  it('removes old files no profile points to; keeps fresh, referenced and foreign ones', async () => {
    const mine = await file(3 * HOUR);
    const theirs = await file(5 * HOUR);
    const orphan = await file(2 * HOUR);
    const fresh = await file(10 * 60 * 1000);
    const unusedPermitWindow = await file(UPLOAD_TOKEN_TTL_S * 1000);
    await userWithAvatar(mine);
    await userWithAvatar(theirs);
    const foreign = path.join(folderDir(), 'keep.txt');
    fs.writeFileSync(foreign, 'not ours');
    const old = new Date(Date.now() - 10 * HOUR);
    fs.utimesSync(foreign, old, old);

    const removed = await sweepOrphanUploads();
    expect(removed).toContain(orphan);
    expect(stored(orphan)).toBe(false);
    for (const kept of [mine, theirs, fresh, unusedPermitWindow]) {
      expect(removed).not.toContain(kept);
      expect(stored(kept)).toBe(true);
    }
    expect(fs.existsSync(foreign)).toBe(true);
    // Nothing left to do on a second run.
    expect(await sweepOrphanUploads()).toEqual([]);
  });

  it('takes the grace period as an option, and still never removes a referenced file', async () => {
    const fresh = await file(0);
    const used = await file(0);
    await userWithAvatar(used);
    const removed = await sweepOrphanUploads({ olderThanMs: 0 });
    expect(removed).toContain(fresh);
    expect(removed).not.toContain(used);
    expect(stored(used)).toBe(true);
  });

  it('checks references in batches across many files', async () => {
    const urls: string[] = [];
    for (let i = 0; i < 520; i++) urls.push(await file(2 * HOUR));
    await userWithAvatar(urls[3]);
    await userWithAvatar(urls[510]);
    const removed = await sweepOrphanUploads();
    expect(removed).toHaveLength(518);
    expect(stored(urls[3])).toBe(true);
    expect(stored(urls[510])).toBe(true);
    expect(stored(urls[509])).toBe(false);
  });
});
