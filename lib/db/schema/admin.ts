import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './account';

/**
 * The operators' console (issue 27; docs/architecture.md "Console").
 *
 * The audit log: every action of every console role, who, what, before and after, when and from
 * where. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, so not even SQL that goes
 * around the domain can change it. The actor is a plain id, not a foreign key: deleting a user
 * must not (and could not) take their audit rows with it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').notNull(),
    /** The actor's roles when they acted, e.g. `admin` or `moderator,editor`. */
    actorRoles: text('actor_roles').notNull().default(''),
    /** What was done, `<area>.<verb>`: `user.ban`, `report.hide`, `news.publish`, `settings.update`. */
    action: text('action').notNull(),
    /** What it was done to: `user`, `report`, `news`, `setting` … and its id (text: keys too). */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);

/**
 * A user's moderation history: bans, site-wide mutes and warnings, and when one was lifted. The
 * state itself is on the user (`bannedUntil`, `mutedUntil`); these rows say who, why and when.
 */
export const userSanctions = pgTable(
  'user_sanctions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ban | mute | warn */
    kind: text('kind').notNull(),
    /** Until when (null: for good; a warning has none). */
    until: timestamp('until', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What led to it, e.g. `report:12`, or '' for a direct action. */
    source: text('source').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: integer('lifted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('user_sanctions_user_idx').on(t.userId, t.id),
    check('user_sanctions_kind_ck', sql`${t.kind} in ('ban', 'mute', 'warn')`),
  ],
);
