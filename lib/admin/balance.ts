import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { post, userBalances } from '@/lib/wallet/ledger';
import { recordAudit, type Actor } from './audit';
import { requireReauth } from './reauth';
import { requireRole } from './roles';

/**
 * A balance adjustment by an administrator (docs/architecture.md "Console"): coins credited from
 * or returned to the platform's promotions account through the ledger (kind `adjustment`), with a
 * reason. A money action: the administrator's password within the last 10 minutes, never on their
 * own account, one ledger transaction and one audit row in the same database transaction, and the
 * call's Idempotency-Key makes a retry answer the first result without moving money again. Taking
 * away more than the user holds is refused (`insufficientBalance`).
 */
export async function adjustBalance(
  actor: Actor,
  input: { userId: number; tenths: number; reason: string },
  idempotencyKey: string,
): Promise<{ balance: number; replay: boolean }> {
  requireRole(actor.user, 'admin');
  if (actor.user.id === input.userId) throw new AppError('cannotReviewOwn');
  if (!Number.isSafeInteger(input.tenths) || input.tenths === 0)
    throw new AppError('amountInvalid');
  await requireReauth(actor);
  const replay = await db().transaction(async (tx) => {
    const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!u) throw new AppError('userNotFound');
    const before = (await userBalances(u.id, tx)).coins;
    const posted = await post(tx, {
      kind: 'adjustment',
      key: `adjust:${actor.user.id}:${idempotencyKey}`,
      userId: u.id,
      meta: { reason: input.reason, by: actor.user.id },
      legs: [
        { account: 'coins', userId: u.id, tenths: input.tenths },
        { account: 'promotions', tenths: -input.tenths },
      ],
    });
    if (posted.replay) return true;
    await recordAudit(tx, actor, {
      action: 'balance.adjust',
      targetType: 'user',
      targetId: u.id,
      before: { coins: before / 10 },
      after: {
        coins: (before + input.tenths) / 10,
        change: input.tenths / 10,
        reason: input.reason,
      },
    });
    return false;
  });
  return { balance: (await userBalances(input.userId)).coins / 10, replay };
}
