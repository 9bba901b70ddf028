import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * The message centre (`/member?type=17`, Push/getList; issue 25): one row per message to one
 * user. `kind` and `data` say what happened (lib/messages/contract.ts); the text is written in
 * the reader's language when it is read, so a change of language changes every message. `key`
 * makes a message once per user: a retried review or a second go-live of the same broadcast
 * adds nothing.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** system | review | live | reply (lib/messages/contract.ts MESSAGE_KINDS). */
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    key: text('key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_user_key_uq').on(t.userId, t.key),
    index('messages_user_idx').on(t.userId, t.id),
    index('messages_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
