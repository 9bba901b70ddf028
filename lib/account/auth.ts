import 'server-only';
import { isBanned } from './standing';
import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { authTokens, users } from '@/lib/db/schema';

/** Tokens live 30 days from their last use (sliding expiry). */
export const TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
/** Refresh the expiry at most this often, so reads do not write on every request. */
const TOUCH_EVERY_MS = 3600 * 1000;

export type AuthUser = typeof users.$inferSelect & { tokenId: number };

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Issues a new random token for the user; only its hash is stored. */
export async function issueToken(userId: number, deviceType = 'pc'): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db()
    .insert(authTokens)
    .values({
      userId,
      tokenHash: hashToken(token),
      deviceType,
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
    });
  return token;
}

/** The user behind a token, or null when it is unknown, expired or revoked. */
export async function authenticate(token: string | null | undefined): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null;
  const now = new Date();
  const rows = await db()
    .select({ user: users, tokenId: authTokens.id, lastUsedAt: authTokens.lastUsedAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .limit(1);
  const row = rows[0];
  // A ban revokes the user's tokens; this holds too for a token issued in a race with it.
  if (!row || isBanned(row.user, now.getTime())) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db()
      .update(authTokens)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS) })
      .where(eq(authTokens.id, row.tokenId));
  }
  return { ...row.user, tokenId: row.tokenId };
}

/** Revokes one token (Member/SignOut). */
export async function revokeToken(tokenId: number): Promise<void> {
  await db()
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(eq(authTokens.id, tokenId));
}

/** Revokes every token of a user (after a password reset). */
export async function revokeAllTokens(userId: number): Promise<void> {
  await db()
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}
