import 'server-only';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '@/lib/account/auth';
import type { Db } from '@/lib/db/client';
import { db } from '@/lib/db/client';
import { auditLog, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import type { AuditEntry, auditListInput } from './contract';
import { STAFF_ROLES } from './limits';

/**
 * The audit log (docs/architecture.md "Console"): one row per console action, written in the
 * action's own transaction so that the row exists exactly when the change does. The table refuses
 * UPDATE, DELETE and TRUNCATE (migration 0015), whoever asks.
 */

type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who acts in the console, and from where (the API's context: lib/api/routes/admin.ts `actorOf`). */
export type Actor = {
  user: Pick<AuthUser, 'id' | 'isAdmin' | 'staffRoles' | 'nickname'> &
    Partial<Pick<AuthUser, 'tokenId'>>;
  ip: string;
  userAgent: string;
};

/** The user agent as logged: at most 256 characters. */
const UA_MAX = 256;

/** Builds an Actor from an API handler's context. */
export function actorOf(ctx: { user: Actor['user']; ip: string; headers: Headers }): Actor {
  return {
    user: ctx.user,
    ip: ctx.ip,
    userAgent: (ctx.headers.get('user-agent') ?? '').slice(0, UA_MAX),
  };
}

export type AuditRecord = {
  /** `<area>.<verb>`, e.g. `user.ban`. */
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
};

function rolesText(user: Actor['user']): string {
  return STAFF_ROLES.filter((r) =>
    r === 'admin' ? user.isAdmin : user.isAdmin || user.staffRoles.includes(r),
  ).join(',');
}

/** Appends one row; call it inside the transaction of the change it records. */
export async function recordAudit(d: DbOrTx, actor: Actor, r: AuditRecord): Promise<void> {
  await d.insert(auditLog).values({
    actorId: actor.user.id,
    actorRoles: rolesText(actor.user),
    action: r.action,
    targetType: r.targetType,
    targetId: String(r.targetId),
    before: r.before === undefined ? null : r.before,
    after: r.after === undefined ? null : r.after,
    ip: actor.ip,
    userAgent: actor.userAgent,
  });
}

/**
 * The log, newest first, for administrators. `q` matches an action (`user.ban`), a target
 * (`user:12` or just `user`), or the actor's nickname.
 */
export async function listAudit(
  reader: Actor['user'],
  input: z.infer<typeof auditListInput>,
): Promise<{ list: AuditEntry[]; total: number; page: number; limit: number }> {
  if (!reader.isAdmin) throw new AppError('forbidden');
  const conds: SQL[] = [];
  if (input.actor_id) conds.push(eq(auditLog.actorId, input.actor_id));
  if (input.action) conds.push(eq(auditLog.action, input.action));
  const q = input.q.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const target = /^([a-z_]+):(\S+)$/.exec(q);
    conds.push(
      or(
        ilike(auditLog.action, like),
        ilike(users.nickname, like),
        target
          ? and(eq(auditLog.targetType, target[1]), eq(auditLog.targetId, target[2]))
          : eq(auditLog.targetType, q),
      )!,
    );
  }
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select({ a: auditLog, nickname: users.nickname })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db()
      .select({ n: count() })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where),
  ]);
  return {
    list: rows.map(({ a, nickname }) => ({
      id: a.id,
      actor_id: a.actorId,
      actor_nickname: nickname ?? '',
      actor_roles: a.actorRoles,
      action: a.action,
      target_type: a.targetType,
      target_id: a.targetId,
      before: a.before,
      after: a.after,
      ip: a.ip,
      user_agent: a.userAgent,
      created_at: a.createdAt.toISOString(),
    })),
    total: Number(n),
    page: input.page,
    limit: input.limit,
  };
}

/** How many audit rows match (tests: "exactly one row per action"). */
export async function auditCount(where?: { action?: string; actorId?: number }): Promise<number> {
  const [{ n }] = await db()
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        where?.action ? eq(auditLog.action, where.action) : undefined,
        where?.actorId ? eq(auditLog.actorId, where.actorId) : undefined,
      ),
    );
  return Number(n);
}
