import 'server-only';
import crypto from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { uploadPermitsUsed } from '@/lib/db/schema';
import { sameSignature, sign } from '@/lib/providers/derive-key';
import { isUploadPurpose, type UploadPurpose } from '@/lib/uploads/purposes';

/** Fetch a token right before uploading; it expires after this long. */
export const UPLOAD_TOKEN_TTL_S = 30 * 60;

/**
 * Used permits are forgotten this long after they expire. The margin keeps a permit whose check
 * passed just before its expiry from being pruned before its own use is recorded.
 */
const PRUNE_AFTER_EXPIRY_MS = 60 * 60 * 1000;

export type { UploadPurpose };

/** A verified permit: who may upload what, and the id that makes it single-use. */
export type UploadPermit = {
  userId: number;
  purpose: UploadPurpose;
  /** The random `j` claim. */
  id: string;
  expiresAt: Date;
};

const PURPOSE = 'upload-token';

/**
 * A signed, short-lived, single-use upload permit naming the user and what the upload is for
 * (Member/getQiniuToken → upload/image or upload/video), so the upload itself needs no session.
 * Format: base64url(JSON {u, p, e, j}) + '.' + HMAC, `j` a random id (consumeUploadPermit).
 */
export function issueUploadToken(
  userId: number,
  purpose: UploadPurpose,
  now: number = Date.now(),
): string {
  const body = Buffer.from(
    JSON.stringify({
      u: userId,
      p: purpose,
      e: Math.floor(now / 1000) + UPLOAD_TOKEN_TTL_S,
      j: crypto.randomBytes(16).toString('base64url'),
    }),
  ).toString('base64url');
  return `${body}.${sign(PURPOSE, body)}`;
}

/** The permit a token carries, or null when it is forged, malformed or expired (not: used). */
export function verifyUploadToken(token: string, now: number = Date.now()): UploadPermit | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined || !sameSignature(mac, sign(PURPOSE, body))) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      u?: unknown;
      p?: unknown;
      e?: unknown;
      j?: unknown;
    };
    if (
      typeof claims.u !== 'number' ||
      !isUploadPurpose(claims.p) ||
      typeof claims.e !== 'number' ||
      typeof claims.j !== 'string' ||
      !/^[A-Za-z0-9_-]{16,64}$/.test(claims.j)
    )
      return null;
    if (claims.e * 1000 <= now) return null;
    return {
      userId: claims.u,
      purpose: claims.p,
      id: claims.j,
      expiresAt: new Date(claims.e * 1000),
    };
  } catch {
    return null;
  }
}

/**
 * Records a permit as used, in one atomic insert: true for the first use, false for any other
 * (also when two uploads race with one permit). Long-expired records are pruned on the way.
 */
export async function consumeUploadPermit(permit: UploadPermit): Promise<boolean> {
  const d = db();
  await d
    .delete(uploadPermitsUsed)
    .where(lt(uploadPermitsUsed.expiresAt, new Date(Date.now() - PRUNE_AFTER_EXPIRY_MS)));
  const inserted = await d
    .insert(uploadPermitsUsed)
    .values({ id: permit.id, expiresAt: permit.expiresAt })
    .onConflictDoNothing()
    .returning({ id: uploadPermitsUsed.id });
  return inserted.length === 1;
}

/**
 * Makes a consumed permit usable again: for an upload refused after its permit was taken (a video
 * found too large or cut off while it streamed), as a rejected image never takes it.
 */
export async function releaseUploadPermit(permit: UploadPermit): Promise<void> {
  await db().delete(uploadPermitsUsed).where(eq(uploadPermitsUsed.id, permit.id));
}
