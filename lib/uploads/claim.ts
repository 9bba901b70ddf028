import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { uploads } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import type { UploadPurpose } from './purposes';

/** The database or a transaction of it: claims belong in the content's own transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

const unique = (urls: string[]) => [...new Set(urls)];

/**
 * Content (a post, a video, a cover …) starts to use uploaded files: every URL must be an upload of
 * `userId` with `purpose`, else `uploadNotFound` (another user's file, a file of another purpose,
 * an unknown or already swept one) and nothing is claimed. Claimed files are never swept. Claiming
 * a file the same user already attached is allowed (editing keeps its images). Call it inside the
 * transaction that writes the content, so a failure leaves neither.
 */
export async function claimUploads(
  d: DbOrTx,
  userId: number,
  purpose: UploadPurpose,
  urls: string[],
): Promise<void> {
  const wanted = unique(urls);
  if (!wanted.length) return;
  const mine = and(
    inArray(uploads.url, wanted),
    eq(uploads.userId, userId),
    eq(uploads.purpose, purpose),
  );
  // Checked first so a refused claim attaches nothing even outside a transaction.
  const found = await d.select({ url: uploads.url }).from(uploads).where(mine);
  if (found.length !== wanted.length) throw new AppError('uploadNotFound');
  const claimed = await d
    .update(uploads)
    .set({ attachedAt: sql`coalesce(${uploads.attachedAt}, now())` })
    .where(mine)
    .returning({ url: uploads.url });
  // Swept in between (an upload left unattached for a day): gone now.
  if (claimed.length !== wanted.length) throw new AppError('uploadNotFound');
}

/**
 * Content stopped using these files (deleted, or an edit dropped them): they are unattached again
 * and the sweeper deletes them (files uploaded more than UNATTACHED_GRACE_MS ago go on its next
 * run). URLs that are not uploads are ignored.
 */
export async function releaseUploads(d: DbOrTx, urls: string[]): Promise<void> {
  const gone = unique(urls);
  if (!gone.length) return;
  await d.update(uploads).set({ attachedAt: null }).where(inArray(uploads.url, gone));
}

/**
 * Marks uploads that content already shows as attached, whoever uploaded them (an edit keeping a
 * file it had before, or the sweeper finding a file still referenced that was never claimed, as
 * rows written before every writer claimed). URLs that are not uploads are ignored.
 */
export async function attachUploads(d: DbOrTx, urls: string[]): Promise<void> {
  const used = unique(urls);
  if (!used.length) return;
  await d
    .update(uploads)
    .set({ attachedAt: sql`coalesce(${uploads.attachedAt}, now())` })
    .where(inArray(uploads.url, used));
}
