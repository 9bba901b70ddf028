import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * Users' reports of a post, a comment, a video, a chat message or a user (issue 27 "Reports";
 * lib/reports). One row per reporter and report; the console groups them by the thing reported
 * (`targetType`, `targetId`). A reporter has at most one open report of a thing (the partial
 * unique index): a repeat answers ok without a second row. `snapshot` keeps what was reported
 * (the text, a title, a nickname) so a moderator sees it after it is hidden or edited.
 *
 * Chat messages are referenced as `<room id>-<seq>` (chat_messages is unique on room and seq).
 */
export const reports = pgTable(
  'reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** post | comment | video | chat | user */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** Who wrote the thing (the user, for a user report); null for a guest's chat message. */
    targetOwnerId: integer('target_owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** spam | abuse | porn | illegal | fraud | other */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    snapshot: text('snapshot').notNull().default(''),
    /** 0 open, 1 actioned, 2 dismissed. */
    status: smallint('status').notNull().default(0),
    /** hide | warn | mute | ban | dismiss, once handled. */
    outcome: text('outcome'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_open_uq')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 0`),
    index('reports_target_idx').on(t.targetType, t.targetId, t.status),
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
    check(
      'reports_target_type_ck',
      sql`${t.targetType} in ('post', 'comment', 'video', 'chat', 'user')`,
    ),
    check('reports_status_ck', sql`${t.status} in (0, 1, 2)`),
  ],
);
