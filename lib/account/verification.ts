import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { maskIdNumber, maskRealName } from './id-number';
import type { verifyInput } from './contract';

/**
 * Member/verified: records a real name and ID once. Only masked forms are stored; the full
 * values are never written anywhere.
 */
export async function verifyIdentity(
  userId: number,
  input: z.infer<typeof verifyInput>,
): Promise<void> {
  const rows = await db()
    .update(users)
    .set({
      realNameMasked: maskRealName(input.real_name),
      idNumberMasked: maskIdNumber(input.id_number),
      verifiedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), isNull(users.verifiedAt)))
    .returning({ id: users.id });
  if (rows.length === 0) throw new AppError('alreadyVerified');
}

export type VerifiedInfo = {
  is_verified: 0 | 1;
  real_name: string;
  id_number: string;
  verified_at: string | null;
};

/** Member/getVerifiedInfo. */
export function verifiedInfo(user: typeof users.$inferSelect): VerifiedInfo {
  return {
    is_verified: user.verifiedAt ? 1 : 0,
    real_name: user.realNameMasked ?? '',
    id_number: user.idNumberMasked ?? '',
    verified_at: user.verifiedAt ? user.verifiedAt.toISOString() : null,
  };
}
