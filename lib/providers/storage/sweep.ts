import 'server-only';
import { and, inArray, isNull, lte, ne } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { uploads, users } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { isUploadPurpose, PURPOSE_RULES, UPLOAD_PURPOSES } from '@/lib/uploads/purposes';
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
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

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
    const rows = await db()
      .selectDistinct({ url: users.avatar })
      .from(users)
      .where(inArray(users.avatar, batch));
    const used = new Set(rows.map((r) => r.url));
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
    const batch = await db()
      .select({ id: uploads.id })
      .from(uploads)
      .where(
        and(
          ne(uploads.purpose, 'avatar'),
          isNull(uploads.attachedAt),
          lte(uploads.createdAt, cutoff),
        ),
      )
      .limit(BATCH);
    if (!batch.length) return;
    const gone = await db()
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
    if (batch.length < BATCH) return;
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
      for (const url of batch) if (!known.has(url)) await drop(folder, url, removed);
    }
  }
}

/**
 * Deletes uploaded files nothing uses; answers the URLs it removed:
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

/**
 * Runs sweepOrphanUploads now and then every `intervalMs` (default hourly) on an unref'd timer,
 * so it never keeps the process alive. Runs do not overlap; a failed run is logged and the next
 * one tries again. Answers a function that stops the timer. Call it once the database is migrated.
 */
export function startUploadSweeper({
  intervalMs = SWEEP_INTERVAL_MS,
  olderThanMs = ORPHAN_GRACE_MS,
  unattachedAfterMs = UNATTACHED_GRACE_MS,
}: { intervalMs?: number; olderThanMs?: number; unattachedAfterMs?: number } = {}): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const removed = await sweepOrphanUploads({ olderThanMs, unattachedAfterMs });
      if (removed.length) log().info({ removed: removed.length }, 'removed orphaned uploads');
    } catch (err) {
      log().warn({ err }, 'orphaned upload sweep failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
