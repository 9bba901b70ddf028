import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * Web Push (issue 25; docs/architecture.md "Web Push"): a browser's subscription, one row per
 * push-service endpoint. The endpoint is the address the server POSTs to (checked by
 * lib/push/endpoint.ts before it is stored); `p256dh` and `auth` are the browser's keys that the
 * payload is encrypted to; `lang` is the language the subscriber used when subscribing, so each
 * notification is written in it. Subscribing the same endpoint again moves it to the new user.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * A user's alert settings: quiet hours (minutes after midnight in `time_zone`, the viewer's
 * zone when they saved; start = end or null means none). No row: no quiet hours.
 */
export const pushSettings = pgTable('push_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  quietStart: smallint('quiet_start'),
  quietEnd: smallint('quiet_end'),
  timeZone: text('time_zone').notNull().default('UTC'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What is sent per anchor, match and team (`kind` anchor | match | team, `target_id` the user,
 * match or team id). Followed anchors and booked or favourite matches alert by default; a row
 * records the user's choice for one of them. A team alerts only while it has a row: the row is
 * the team's place in the user's alert list (a later "follow team" can add the same rows).
 */
export const alertTargets = pgTable(
  'alert_targets',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull(),
    /** A match's or team's goals. */
    goals: boolean('goals').notNull().default(true),
    /** A match's or team's final whistle. */
    final: boolean('final').notNull().default(true),
    /** An anchor going live. */
    live: boolean('live').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.targetId] }),
    index('alert_targets_target_idx').on(t.kind, t.targetId),
  ],
);
