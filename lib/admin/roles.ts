import 'server-only';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '@/lib/account/auth';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { recordAudit, type Actor } from './audit';
import { STAFF_ROLES, type StaffRole } from './limits';

/**
 * The console's roles (docs/product.md §6 "Operators"; docs/architecture.md "Console"). An
 * administrator (`is_admin`) holds every role; `moderator` and `editor` are granted one by one.
 * Endpoints declare the role they need (lib/api/endpoint.ts); the domain functions check it again
 * with `requireRole`, so a function called from elsewhere (a job, a script, another route) is not
 * a way around it.
 */

type RoleHolder = Pick<AuthUser, 'isAdmin' | 'staffRoles'>;

/** Every role `user` holds, `admin` first. */
export function rolesOf(user: RoleHolder): StaffRole[] {
  return STAFF_ROLES.filter((r) =>
    r === 'admin' ? user.isAdmin : user.isAdmin || user.staffRoles.includes(r),
  );
}

export function holdsRole(user: RoleHolder | null | undefined, role: StaffRole): boolean {
  if (!user) return false;
  return role === 'admin' ? user.isAdmin : user.isAdmin || user.staffRoles.includes(role);
}

/** Throws `forbidden` unless `user` holds `role`. */
export function requireRole(user: RoleHolder | null | undefined, role: StaffRole): void {
  if (!holdsRole(user, role)) throw new AppError('forbidden');
}

/** Whether `user` holds any console role. */
export function isStaff(user: RoleHolder | null | undefined): boolean {
  return !!user && rolesOf(user).length > 0;
}

/**
 * Grants (`on`) or takes away a role: administrators only. Nobody changes their own roles (an
 * administrator cannot lock themselves out, nor a moderator promote themselves). One audit row.
 */
export async function setRole(actor: Actor, userId: number, role: StaffRole, on: boolean) {
  requireRole(actor.user, 'admin');
  if (actor.user.id === userId) throw new AppError('cannotChangeOwnRoles');
  return db().transaction(async (tx) => {
    const [u] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!u) throw new AppError('userNotFound');
    const before = rolesOf(u);
    const next =
      role === 'admin'
        ? { isAdmin: on }
        : {
            staffRoles: on
              ? [...new Set([...u.staffRoles, role])].sort()
              : u.staffRoles.filter((r) => r !== role),
          };
    const [after] = await tx
      .update(users)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    await recordAudit(tx, actor, {
      action: on ? 'role.grant' : 'role.revoke',
      targetType: 'user',
      targetId: userId,
      before: { roles: before },
      after: { roles: rolesOf(after) },
    });
    return rolesOf(after);
  });
}
