import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { AVATAR_FOLDER, storage } from '@/lib/providers/storage';
import { forgetUpload } from '@/lib/uploads/store';

/**
 * Avatars are uploaded like every other file (Member/getQiniuToken with purpose `avatar`, then
 * upload/image: lib/uploads); what is particular to them is that a profile points to one.
 */

/**
 * After an avatar change: deletes the previous avatar's file (and its upload record) when it is
 * one upload/image stored and no profile points to it any more. Stock avatars and other URLs are
 * never touched. A failure is logged only (the change itself has succeeded); the orphan sweeper
 * gets the file later.
 */
export async function discardAvatarIfUnused(url: string): Promise<void> {
  if (!storage().owns(AVATAR_FOLDER, url)) return;
  try {
    const [inUse] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.avatar, url))
      .limit(1);
    if (!inUse) {
      await storage().remove(AVATAR_FOLDER, url);
      await forgetUpload(url);
    }
  } catch (err) {
    log().warn({ err, url }, 'could not delete the previous avatar');
  }
}
