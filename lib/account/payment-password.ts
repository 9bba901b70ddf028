import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { clearPaymentPasswordTries, countPaymentPasswordTry } from '@/lib/rate-limit/rules';
import { hashPassword, verifyPassword } from './password';
import type { paymentPasswordInput } from './contract';
import { CODE_OTHER, checkCode, consumeCode } from './sms-code';

type UserRow = typeof users.$inferSelect;

/**
 * Member/paymentPassword. The first payment password needs only the session; replacing one
 * needs the old one (`old_password`, a bounded number of tries) or a type-2 SMS code sent to the
 * user's own mobile (`code`).
 */
export async function changePaymentPassword(
  user: UserRow,
  input: z.infer<typeof paymentPasswordInput>,
): Promise<void> {
  const paymentPasswordHash = await hashPassword(input.password);
  const set = { paymentPasswordHash, updatedAt: sql`now()` };
  if (!user.paymentPasswordHash) {
    // Only while none is set: a parallel request that set one first makes this a change.
    const first = await db()
      .update(users)
      .set(set)
      .where(and(eq(users.id, user.id), isNull(users.paymentPasswordHash)))
      .returning({ id: users.id });
    if (first.length === 1) return;
  }

  if (input.code !== undefined) {
    const codeId = await checkCode(user.mobile, CODE_OTHER, input.code);
    await db().transaction(async (tx) => {
      await consumeCode(tx, codeId);
      await tx.update(users).set(set).where(eq(users.id, user.id));
    });
    return;
  }

  if (input.old_password === undefined) throw new AppError('paymentPasswordProofRequired');
  // The try is counted before the check, so parallel guesses cannot all slip under the limit
  // (PAYMENT_PASSWORD_FAILURES; the SMS code stays open to the owner meanwhile).
  await countPaymentPasswordTry(user.id).catch((e: unknown) => {
    throw e instanceof AppError && e.key === 'rateLimited'
      ? new AppError('paymentPasswordLocked', { retryAfter: e.values.retryAfter ?? 60 }, 429)
      : e;
  });
  const [current] = await db()
    .select({ hash: users.paymentPasswordHash })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!current?.hash || !(await verifyPassword(current.hash, input.old_password))) {
    throw new AppError('paymentPasswordWrong');
  }
  // Replaces exactly the password that was checked; one changed meanwhile must be checked again.
  const changed = await db()
    .update(users)
    .set(set)
    .where(and(eq(users.id, user.id), eq(users.paymentPasswordHash, current.hash)))
    .returning({ id: users.id });
  if (changed.length !== 1) throw new AppError('paymentPasswordWrong');
  await clearPaymentPasswordTries(user.id);
}

/** For the wallet: does `password` match the user's payment password? False when none is set. */
export async function checkPaymentPassword(
  user: typeof users.$inferSelect,
  password: string,
): Promise<boolean> {
  return !!user.paymentPasswordHash && (await verifyPassword(user.paymentPasswordHash, password));
}
