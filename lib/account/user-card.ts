import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { toUserCard, type UserCard } from './public-user';

/** User/getUserInfo: another user's public card. */
export async function getUserCard(id: number): Promise<UserCard> {
  const [row] = await db().select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new AppError('userNotFound');
  return toUserCard(row);
}
