import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { log } from '@/lib/log';
import { AVATAR_FOLDER, storage } from '@/lib/providers/storage';
import { reencodeImage, sniffImage } from '@/lib/providers/storage/image';
import {
  consumeUploadPermit,
  issueUploadToken,
  UPLOAD_TOKEN_TTL_S,
  verifyUploadToken,
} from '@/lib/providers/storage/upload-token';
import { AVATAR_MAX_BYTES } from './schemas';

/** Avatars are shown small; larger uploads are scaled down to this side. */
export const AVATAR_MAX_SIDE = 512;
export const UPLOAD_URL = '/api/upload/image';

/** Member/getQiniuToken: a permit to upload one avatar through UPLOAD_URL. */
export function avatarUploadPermit(userId: number) {
  return {
    token: issueUploadToken(userId, 'avatar'),
    upload_url: UPLOAD_URL,
    expires_in: UPLOAD_TOKEN_TTL_S,
    max_size: AVATAR_MAX_BYTES,
  };
}

/**
 * upload/image: a png or jpg of at most 5 MB, re-encoded and stored; returns its URL. A permit
 * stores one file: it is used up by the first valid upload (a rejected file leaves it usable).
 */
export async function uploadAvatar(token: string, file: Blob): Promise<{ url: string }> {
  const permit = verifyUploadToken(token);
  if (!permit) throw new AppError('uploadTokenInvalid');
  if (file.size > AVATAR_MAX_BYTES) throw new AppError('uploadTooLarge');
  const bytes = Buffer.from(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) throw new AppError('uploadInvalid');
  const clean = await reencodeImage(bytes, kind, AVATAR_MAX_SIDE);
  if (!clean) throw new AppError('uploadInvalid');
  if (!(await consumeUploadPermit(permit))) throw new AppError('uploadTokenUsed');
  return { url: await storage().put(AVATAR_FOLDER, kind, clean) };
}

/**
 * After an avatar change: deletes the previous avatar's file when it is one upload/image stored
 * and no profile points to it any more. Stock avatars and other URLs are never touched. A failure
 * is logged only (the change itself has succeeded); the orphan sweeper gets the file later.
 */
export async function discardAvatarIfUnused(url: string): Promise<void> {
  if (!storage().owns(AVATAR_FOLDER, url)) return;
  try {
    const [inUse] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.avatar, url))
      .limit(1);
    if (!inUse) await storage().remove(AVATAR_FOLDER, url);
  } catch (err) {
    log().warn({ err, url }, 'could not delete the previous avatar');
  }
}
