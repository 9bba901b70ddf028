import 'server-only';
import { and, inArray, isNull, lte, ne } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { uploads } from '@/lib/db/schema';
import { attachUploads } from '@/lib/uploads/claim';
import { isUploadPurpose, PURPOSE_RULES, UPLOAD_PURPOSES } from '@/lib/uploads/purposes';
import { referencedUrls } from '@/lib/uploads/references';
import { AVATAR_FOLDER, storage } from './index';

/**
 * How old an unreferenced avatar must be before it goes: longer than a permit lives
 * (UPLOAD_TOKEN_TTL_S), so a file is not swept between its upload and its use as an avatar.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/**
 * How long an upload of another purpose (post image, cover, video) may stay unattached: the time
 * to write the post it was uploaded for. Released files (content deleted) older than this go on
 * the next run.
 */
export const UNATTACHED_GRACE_MS = 24 * 60 * 60 * 1000;

const BATCH = 500;

/** The storage folders of the purposes other than avatar. */
const CONTENT_FOLDERS = [
  ...new Set(UPLOAD_PURPOSES.filter((p) => p !== 'avatar').map((p) => PURPOSE_RULES[p].folder)),
];

/** Removes `url` from `folder` and adds it to `removed` when it was there. */
async function drop(folder: string, url: string, removed: string[]): Promise<void> {
  if (await storage().remove(folder, url)) removed.push(url);
}

/** Avatars: files older than the grace that no users.avatar points to, and their records. */
async function sweepAvatars(cutoff: number, removed: string[]): Promise<void> {
  const old: string[] = [];
  for await (const file of storage().list(AVATAR_FOLDER)) {
    if (file.modifiedAt.getTime() <= cutoff) old.push(file.url);
  }
  for (let i = 0; i < old.length; i += BATCH) {
    const batch = old.slice(i, i + BATCH);
    const used = await referencedUrls(batch);
    const gone: string[] = [];
    for (const url of batch) {
      if (used.has(url)) continue;
      await drop(AVATAR_FOLDER, url, removed);
      gone.push(url);
    }
    if (gone.length) await db().delete(uploads).where(inArray(uploads.url, gone));
  }
}

/**
 * Other purposes: records never attached (or released) since before the cutoff, deleted row
 * first — a claim racing the sweep either attached it already (the row stays) or finds it gone
 * (`uploadNotFound`) — then the file.
 */
async function sweepUnattached(cutoff: Date, removed: string[]): Promise<void> {
  for (;;) {
    const candidates = await db()
      .select({ id: uploads.id, url: uploads.url })
      .from(uploads)
      .where(
        and(
          ne(uploads.purpose, 'avatar'),
          isNull(uploads.attachedAt),
          lte(uploads.createdAt, cutoff),
        ),
      )
      .limit(BATCH);
    if (!candidates.length) return;
    // Something still shows it (a row written without a claim): attached now, never deleted.
    const used = await referencedUrls(candidates.map((r) => r.url));
    await attachUploads(db(), [...used]);
    const batch = candidates.filter((r) => !used.has(r.url));
    const gone = !batch.length
      ? []
      : await db()
          .delete(uploads)
          .where(
            and(
              inArray(
                uploads.id,
                batch.map((r) => r.id),
              ),
              isNull(uploads.attachedAt),
            ),
          )
          .returning({ url: uploads.url, purpose: uploads.purpose });
    for (const { url, purpose } of gone) {
      if (isUploadPurpose(purpose)) await drop(PURPOSE_RULES[purpose].folder, url, removed);
    }
    if (candidates.length < BATCH) return;
  }
}

/** Files in the content folders older than the cutoff with no record (a crash between the two). */
async function sweepUnrecorded(cutoff: number, removed: string[]): Promise<void> {
  for (const folder of CONTENT_FOLDERS) {
    const old: string[] = [];
    for await (const file of storage().list(folder)) {
      if (file.modifiedAt.getTime() <= cutoff) old.push(file.url);
    }
    for (let i = 0; i < old.length; i += BATCH) {
      const batch = old.slice(i, i + BATCH);
      const rows = await db()
        .select({ url: uploads.url })
        .from(uploads)
        .where(inArray(uploads.url, batch));
      const known = new Set(rows.map((r) => r.url));
      const unknown = batch.filter((url) => !known.has(url));
      const used = await referencedUrls(unknown);
      for (const url of unknown) if (!used.has(url)) await drop(folder, url, removed);
    }
  }
}

/**
 * Deletes uploaded files nothing uses; answers the URLs it removed. A file anything in the
 * database refers to (lib/uploads/references.ts) is never deleted, claimed or not:
 * - avatars older than `olderThanMs` (default ORPHAN_GRACE_MS) that no profile points to;
 * - post images, covers and videos whose upload record was not attached to content within
 *   `unattachedAfterMs` (default UNATTACHED_GRACE_MS), with their records;
 * - files in those folders older than that with no record at all.
 */
export async function sweepOrphanUploads({
  olderThanMs = ORPHAN_GRACE_MS,
  unattachedAfterMs = UNATTACHED_GRACE_MS,
}: { olderThanMs?: number; unattachedAfterMs?: number } = {}): Promise<string[]> {
  const now = Date.now();
  const removed: string[] = [];
  await sweepAvatars(now - olderThanMs, removed);
  await sweepUnattached(new Date(now - unattachedAfterMs), removed);
  await sweepUnrecorded(now - unattachedAfterMs, removed);
  return removed;
}
