import {
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * Every file a user uploaded (upload/image, upload/video) with what it was for, so a post or a
 * video can only refer to its author's own uploads of the right purpose, and files nothing refers
 * to can be swept. `attachedAt` is set when content starts to use the file.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    url: text('url').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** avatar | post_image | cover | video. */
    purpose: text('purpose').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uploads_url_uq').on(t.url),
    index('uploads_user_idx').on(t.userId, t.purpose, t.createdAt),
  ],
);
