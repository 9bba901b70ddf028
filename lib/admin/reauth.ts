import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { authTokens, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { verifyPassword } from '@/lib/account/password';
import { checkLoginFailures, clearLoginFailures, countLoginFailure } from '@/lib/rate-limit/rules';
import { recordAudit, type Actor } from './audit';
import { REAUTH_TTL_MS } from './limits';
import { isStaff } from './roles';

/**
 * Re-authentication for money actions (docs/architecture.md "Console"): approving a withdrawal or
 * adjusting a balance needs the actor's password given again on this session within the last
 * 10 minutes. It is kept on the session's token, so another device's session does not count, and
 * failed tries count against the same budget as failed logins.
 */

/** Checks the password and opens the 10-minute window on this session; answers its end. */
export async function reauthenticate(actor: Actor, password: string): Promise<Date> {
  if (!isStaff(actor.user) || !actor.user.tokenId) throw new AppError('forbidden');
  const key = `reauth|${actor.user.id}`;
  await checkLoginFailures(key);
  const [u] = await db().select().from(users).where(eq(users.id, actor.user.id));
  if (!u || !(await verifyPassword(u.passwordHash, password))) {
    await countLoginFailure(key);
    throw new AppError('reauthFailed');
  }
  await clearLoginFailures(key);
  const now = new Date();
  await db().transaction(async (tx) => {
    await tx
      .update(authTokens)
      .set({ reauthAt: now })
      .where(eq(authTokens.id, actor.user.tokenId!));
    await recordAudit(tx, actor, { action: 'session.reauth', targetType: 'user', targetId: u.id });
  });
  return new Date(now.getTime() + REAUTH_TTL_MS);
}

/** When this session's window ends, or null when it is closed. */
export async function reauthUntil(tokenId: number | undefined): Promise<Date | null> {
  if (!tokenId) return null;
  const [t] = await db()
    .select({ at: authTokens.reauthAt })
    .from(authTokens)
    .where(eq(authTokens.id, tokenId));
  if (!t?.at) return null;
  const until = new Date(t.at.getTime() + REAUTH_TTL_MS);
  return until.getTime() > Date.now() ? until : null;
}

/** Throws `reauthRequired` unless the actor gave their password on this session within 10 minutes. */
export async function requireReauth(actor: Actor): Promise<void> {
  if (!(await reauthUntil(actor.user.tokenId))) throw new AppError('reauthRequired');
}
