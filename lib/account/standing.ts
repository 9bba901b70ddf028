import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';

/**
 * A user's standing as the console's sanctions set it (lib/admin/sanctions.ts): a site-wide mute
 * stops the user's chat messages, posts, comments and videos until it ends. Kept in the account
 * domain so every domain that lets people speak can ask without depending on the console.
 */

/** Until when `userId` is muted site-wide, or null. */
export async function siteMuteUntil(userId: number | null | undefined): Promise<Date | null> {
  if (!userId) return null;
  const [u] = await db()
    .select({ until: users.mutedUntil })
    .from(users)
    .where(eq(users.id, userId));
  return u?.until && u.until.getTime() > Date.now() ? u.until : null;
}

/** Throws `mutedSiteWide` while `userId` is muted site-wide. */
export async function assertNotMuted(userId: number): Promise<void> {
  const until = await siteMuteUntil(userId);
  if (until) throw new AppError('mutedSiteWide');
}

/** Whether a ban holds at `now`. */
export function isBanned(u: { bannedUntil: Date | null }, now = Date.now()): boolean {
  return !!u.bannedUntil && u.bannedUntil.getTime() > now;
}
