import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { requireCaptcha } from '@/lib/providers/captcha';
import { revokeAllTokens } from './auth';
import { hashPassword } from './password';
import type { forgotPasswordInput } from './contract';
import { CODE_OTHER, checkCode, consumeCode } from './sms-code';

/** user/forgotPassword: a live type-2 code sets a new password and signs out every session. */
export async function resetPassword(
  input: z.infer<typeof forgotPasswordInput>,
  ip: string,
): Promise<void> {
  await requireCaptcha(input.captcha, ip);
  const codeId = await checkCode(input.mobile, CODE_OTHER, input.code);
  const passwordHash = await hashPassword(input.password);
  const userId = await db().transaction(async (tx) => {
    await consumeCode(tx, codeId);
    const [row] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.mobile, input.mobile))
      .returning({ id: users.id });
    if (!row) throw new AppError('codeInvalid');
    return row.id;
  });
  await revokeAllTokens(userId);
}
