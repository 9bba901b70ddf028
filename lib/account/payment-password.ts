import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { hashPassword, verifyPassword } from './password';

/** Member/paymentPassword: sets or replaces the password that confirms withdrawals. */
export async function setPaymentPassword(userId: number, password: string): Promise<void> {
  const paymentPasswordHash = await hashPassword(password);
  await db()
    .update(users)
    .set({ paymentPasswordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** For the wallet: does `password` match the user's payment password? False when none is set. */
export async function checkPaymentPassword(
  user: typeof users.$inferSelect,
  password: string,
): Promise<boolean> {
  return !!user.paymentPasswordHash && (await verifyPassword(user.paymentPasswordHash, password));
}
