import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '@/lib/db/client';
import { authTokens, users, userSanctions } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { createEvents } from '@/lib/events';
import { log } from '@/lib/log';
import { inboxChanged, notify } from '@/lib/messages';
import { recordAudit, type Actor } from './audit';
import type { Sanction, Standing } from './contract';
import { holdsRole, rolesOf } from './roles';

/**
 * Sanctions (docs/product.md §6 "Operators"): a ban (no login, every session revoked and every
 * websocket closed at once), a site-wide mute (no chat, posts, comments or videos:
 * lib/account/standing.ts), and a warning (a message). Moderators and administrators give them;
 * nobody sanctions an administrator, and a moderator sanctions no staff. Each is one audit row and
 * one row of the user's moderation history; lifting one is the undo.
 */

/** "For good": a time no ban or mute reaches. */
export const FOREVER = new Date('9999-12-31T00:00:00Z');

/**
 * Told after a ban's commit; the websocket's account module (lib/admin/realtime.ts) closes the
 * user's sockets on every instance.
 */
export const accountEvents = createEvents<{ revoked: { userId: number } }>('account');

async function accountRevoked(userId: number) {
  if (accountEvents.listenerCount('revoked') === 0) return;
  try {
    await accountEvents.emit('revoked', { userId });
  } catch (err) {
    log().warn({ err, userId }, 'could not close a banned user’s websockets');
  }
}

function untilOf(hours: number): Date {
  return hours === 0 ? FOREVER : new Date(Date.now() + hours * 3_600_000);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0];

async function lockTarget(tx: Tx, actor: Actor, userId: number) {
  if (actor.user.id === userId) throw new AppError('cannotSanctionStaff');
  const [u] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!u) throw new AppError('userNotFound');
  // Nobody sanctions an administrator; a moderator sanctions no staff at all.
  const staff = rolesOf(u);
  if (u.isAdmin || (staff.length > 0 && !actor.user.isAdmin))
    throw new AppError('cannotSanctionStaff');
  return u;
}

export type SanctionInput = {
  userId: number;
  hours: number;
  reason: string;
  source?: string;
  /**
   * More work of the same action, in the sanction's transaction (a report's closing): the
   * sanction and its cause commit together or not at all.
   */
  within?: (tx: Tx) => Promise<void>;
};

/** Bans a user: revokes every session at once, closes their websockets. Administrators and moderators. */
export async function banUser(actor: Actor, input: SanctionInput): Promise<Standing> {
  if (!holdsRole(actor.user, 'moderator')) throw new AppError('forbidden');
  const until = untilOf(input.hours);
  const standing = await db().transaction(async (tx) => {
    const u = await lockTarget(tx, actor, input.userId);
    const [after] = await tx
      .update(users)
      .set({ bannedUntil: until, updatedAt: new Date() })
      .where(eq(users.id, u.id))
      .returning();
    await tx
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(authTokens.userId, u.id), isNull(authTokens.revokedAt)));
    await tx.insert(userSanctions).values({
      userId: u.id,
      kind: 'ban',
      until: input.hours === 0 ? null : until,
      reason: input.reason,
      actorId: actor.user.id,
      source: input.source ?? '',
    });
    await recordAudit(tx, actor, {
      action: 'user.ban',
      targetType: 'user',
      targetId: u.id,
      before: { banned_until: iso(u.bannedUntil) },
      after: {
        banned_until: iso(after.bannedUntil),
        reason: input.reason,
        source: input.source ?? '',
      },
    });
    await input.within?.(tx);
    return { banned_until: iso(after.bannedUntil), muted_until: iso(after.mutedUntil) };
  });
  await accountRevoked(input.userId);
  return standing;
}

/** Mutes a user site-wide (chat, posts, comments, videos). Administrators and moderators. */
export async function muteUser(actor: Actor, input: SanctionInput): Promise<Standing> {
  if (!holdsRole(actor.user, 'moderator')) throw new AppError('forbidden');
  const until = untilOf(input.hours);
  const standing = await db().transaction(async (tx) => {
    const u = await lockTarget(tx, actor, input.userId);
    const [after] = await tx
      .update(users)
      .set({ mutedUntil: until, updatedAt: new Date() })
      .where(eq(users.id, u.id))
      .returning();
    const [row] = await tx
      .insert(userSanctions)
      .values({
        userId: u.id,
        kind: 'mute',
        until: input.hours === 0 ? null : until,
        reason: input.reason,
        actorId: actor.user.id,
        source: input.source ?? '',
      })
      .returning({ id: userSanctions.id });
    await notify(tx, {
      userId: u.id,
      kind: 'moderation',
      data: { event: 'muted', reason: input.reason, until: input.hours === 0 ? null : iso(until) },
      key: `sanction:${row.id}`,
    });
    await recordAudit(tx, actor, {
      action: 'user.mute',
      targetType: 'user',
      targetId: u.id,
      before: { muted_until: iso(u.mutedUntil) },
      after: {
        muted_until: iso(after.mutedUntil),
        reason: input.reason,
        source: input.source ?? '',
      },
    });
    await input.within?.(tx);
    return { banned_until: iso(after.bannedUntil), muted_until: iso(after.mutedUntil) };
  });
  await inboxChanged([input.userId]);
  return standing;
}

/** Warns a user: a message in their message centre and a row in their history. */
export async function warnUser(actor: Actor, input: Omit<SanctionInput, 'hours'>): Promise<void> {
  if (!holdsRole(actor.user, 'moderator')) throw new AppError('forbidden');
  await db().transaction(async (tx) => {
    const u = await lockTarget(tx, actor, input.userId);
    const [row] = await tx
      .insert(userSanctions)
      .values({
        userId: u.id,
        kind: 'warn',
        reason: input.reason,
        actorId: actor.user.id,
        source: input.source ?? '',
      })
      .returning({ id: userSanctions.id });
    await notify(tx, {
      userId: u.id,
      kind: 'moderation',
      data: { event: 'warned', reason: input.reason, until: null },
      key: `sanction:${row.id}`,
    });
    await recordAudit(tx, actor, {
      action: 'user.warn',
      targetType: 'user',
      targetId: u.id,
      after: { reason: input.reason, source: input.source ?? '' },
    });
    await input.within?.(tx);
  });
  await inboxChanged([input.userId]);
}

/** Lifts a ban or a site-wide mute (the undo of banUser and muteUser). */
export async function liftSanction(
  actor: Actor,
  userId: number,
  kind: 'ban' | 'mute',
): Promise<Standing> {
  if (!holdsRole(actor.user, 'moderator')) throw new AppError('forbidden');
  const standing = await db().transaction(async (tx) => {
    const [u] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!u) throw new AppError('userNotFound');
    const current = kind === 'ban' ? u.bannedUntil : u.mutedUntil;
    if (!current || current.getTime() <= Date.now()) throw new AppError('nothingToLift');
    const [after] = await tx
      .update(users)
      .set(kind === 'ban' ? { bannedUntil: null } : { mutedUntil: null })
      .where(eq(users.id, u.id))
      .returning();
    await tx
      .update(userSanctions)
      .set({ liftedAt: new Date(), liftedBy: actor.user.id })
      .where(
        and(
          eq(userSanctions.userId, u.id),
          eq(userSanctions.kind, kind),
          isNull(userSanctions.liftedAt),
        ),
      );
    if (kind === 'mute')
      await notify(tx, {
        userId: u.id,
        kind: 'moderation',
        data: { event: 'unmuted', reason: '', until: null },
        key: `unmute:${u.id}:${Date.now()}`,
      });
    await recordAudit(tx, actor, {
      action: kind === 'ban' ? 'user.unban' : 'user.unmute',
      targetType: 'user',
      targetId: u.id,
      before:
        kind === 'ban' ? { banned_until: iso(u.bannedUntil) } : { muted_until: iso(u.mutedUntil) },
      after: kind === 'ban' ? { banned_until: null } : { muted_until: null },
    });
    return { banned_until: iso(after.bannedUntil), muted_until: iso(after.mutedUntil) };
  });
  if (kind === 'mute') await inboxChanged([userId]);
  return standing;
}

/** A user's moderation history, newest first (the console's user page). */
export async function sanctionsOf(reader: Actor['user'], userId: number): Promise<Sanction[]> {
  if (!holdsRole(reader, 'moderator')) throw new AppError('forbidden');
  const actor = alias(users, 'actor');
  const rows = await db()
    .select({ s: userSanctions, nickname: actor.nickname })
    .from(userSanctions)
    .leftJoin(actor, eq(actor.id, userSanctions.actorId))
    .where(eq(userSanctions.userId, userId))
    .orderBy(desc(userSanctions.id))
    .limit(100);
  return rows.map(({ s, nickname }) => ({
    id: s.id,
    kind: s.kind as Sanction['kind'],
    until: iso(s.until),
    reason: s.reason,
    actor_nickname: nickname ?? '',
    source: s.source,
    created_at: s.createdAt.toISOString(),
    lifted_at: iso(s.liftedAt),
  }));
}
