import 'server-only';
import { inArray } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { AVATAR_FOLDER, storage } from './index';

/**
 * How old an unreferenced upload must be before it goes: longer than a permit lives
 * (UPLOAD_TOKEN_TTL_S), so a file is not swept between its upload and its use as an avatar.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Each upload folder with the column that points into it. */
const REFERENCES = [{ folder: AVATAR_FOLDER, column: users.avatar }];

const BATCH = 500;

/**
 * Deletes uploaded files older than `olderThanMs` (default ORPHAN_GRACE_MS) that no row points
 * to (today: no users.avatar); answers the URLs it removed.
 */
export async function sweepOrphanUploads({
  olderThanMs = ORPHAN_GRACE_MS,
}: { olderThanMs?: number } = {}): Promise<string[]> {
  const cutoff = Date.now() - olderThanMs;
  const removed: string[] = [];
  for (const { folder, column } of REFERENCES) {
    const old: string[] = [];
    for await (const file of storage().list(folder)) {
      if (file.modifiedAt.getTime() <= cutoff) old.push(file.url);
    }
    for (let i = 0; i < old.length; i += BATCH) {
      const batch = old.slice(i, i + BATCH);
      const rows = await db()
        .selectDistinct({ url: column })
        .from(users)
        .where(inArray(column, batch));
      const used = new Set(rows.map((r) => r.url));
      for (const url of batch) {
        if (!used.has(url) && (await storage().remove(folder, url))) removed.push(url);
      }
    }
  }
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
}: { intervalMs?: number; olderThanMs?: number } = {}): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const removed = await sweepOrphanUploads({ olderThanMs });
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
