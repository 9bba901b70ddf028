import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { db } from '@/lib/db/client';
import { avatars, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { AVATAR_FOLDER, storage } from '@/lib/providers/storage';
import { discardAvatarIfUnused } from './avatar-upload';
import { claimUploads } from '@/lib/uploads/claim';
import { toPublicUser } from './public-user';
import { violatedUniqueIndex } from './unique-violation';
import type { PublicUser, updateInfoInput } from './contract';

/** The stock avatars (user/avatarList). */
export async function avatarList(): Promise<{ id: number; url: string }[]> {
  return db()
    .select({ id: avatars.id, url: avatars.url })
    .from(avatars)
    .orderBy(asc(avatars.sort), asc(avatars.id));
}

/**
 * An avatar is a stock one, the one the user has now, or a file this user uploaded as an avatar
 * through upload/image (not someone else's upload, not a post image).
 */
async function assertAvatarAllowed(userId: number, current: string, url: string): Promise<void> {
  if (url === current) return;
  const [stock] = await db()
    .select({ id: avatars.id })
    .from(avatars)
    .where(eq(avatars.url, url))
    .limit(1);
  if (stock) return;
  if (await storage().exists(AVATAR_FOLDER, url)) {
    try {
      await claimUploads(db(), userId, 'avatar', [url]);
      return;
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
    }
  }
  throw new AppError('avatarInvalid');
}

/**
 * member/updateInfo: changes the given fields; a nickname someone else holds → nicknameTaken.
 * When the avatar changes, the previous uploaded file goes once the change has committed (if
 * no other profile points to it).
 */
export async function updateProfile(
  user: typeof users.$inferSelect,
  input: z.infer<typeof updateInfoInput>,
): Promise<PublicUser> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (input.user_nickname !== undefined) set.nickname = input.user_nickname;
  if (input.avatar !== undefined) {
    await assertAvatarAllowed(user.id, user.avatar, input.avatar);
    set.avatar = input.avatar;
  }
  if (input.signature !== undefined) set.signature = input.signature;
  if (input.sex !== undefined) set.sex = input.sex;
  if (Object.keys(set).length === 0) return toPublicUser(user);
  try {
    const { row, previousAvatar } = await db().transaction(async (tx) => {
      // The avatar replaced is the one in the row now, not the one read when the request began.
      const [before] = await tx
        .select({ avatar: users.avatar })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      const [row] = await tx
        .update(users)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(users.id, user.id))
        .returning();
      return { row, previousAvatar: before?.avatar };
    });
    if (previousAvatar && previousAvatar !== row.avatar)
      await discardAvatarIfUnused(previousAvatar);
    return toPublicUser(row);
  } catch (e) {
    // The unique index decides, so two users claiming one nickname at once cannot both win.
    if (set.nickname !== undefined && violatedUniqueIndex(e) === 'users_nickname_lower_uq') {
      throw new AppError('nicknameTaken');
    }
    throw e;
  }
}
