import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * Referral (`/recommend`, issue 25; docs/product.md "Referral"): one row per friend who signed up
 * with someone's invite code. `status` says what the activity made of it: `rewarded` (the
 * activity's coins went through the ledger, once, under the keys `referral:*:<friend>`), or a
 * refusal with its reason: `self` (same device or same number as the inviter), `cap` (the
 * inviter's daily cap was reached), `closed` (no activity was open). The row is the record either
 * way, so the inviter's list shows every friend.
 */
export const referrals = pgTable(
  'referrals',
  {
    /** A friend is invited once, by one inviter. */
    friendId: integer('friend_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The activity's id at the time (settings `invite_activity`), '' when none was open. */
    activity: text('activity').notNull(),
    /** rewarded | self | cap | closed */
    status: text('status').notNull(),
    inviterTenths: integer('inviter_tenths').notNull().default(0),
    friendTenths: integer('friend_tenths').notNull().default(0),
    /** The day (in the site's zone) the reward counted against the inviter's daily cap. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referrals_inviter_idx').on(t.inviterId, t.day)],
);

/**
 * `invite_activity/accessStatistics`: a visit to a share link, counted once per visitor (the
 * device cookie, or the address when there is none) per day.
 */
export const inviteVisits = pgTable(
  'invite_visits',
  {
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A hash of the visitor's device id or address: never the raw value. */
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.inviterId, t.day, t.visitor] })],
);

/**
 * The devices an account has signed up or logged in from (a hash of the `sl_dev` cookie the BFF
 * sets), so a friend registering on the inviter's own browser is recognised as the inviter.
 */
export const userDevices = pgTable(
  'user_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.device] }),
    index('user_devices_device_idx').on(t.device),
  ],
);
