import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** `CC-number`, e.g. `86-13800138000`. */
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull().default(''),
    signature: text('signature').notNull().default(''),
    sex: smallint('sex').notNull().default(0),
    /** Experience points: 1 coin spent = 1 exp (docs/product.md §9). Kept in tenths like money. */
    expTenths: bigint('exp_tenths', { mode: 'number' }).notNull().default(0),
    /**
     * Coin balance in tenths of a coin (0.1 is the smallest unit): a projection of the user's
     * `coins` wallet account, written only by the ledger in the same transaction (decision 022).
     */
    balanceTenths: bigint('balance_tenths', { mode: 'number' }).notNull().default(0),
    isAnchor: smallint('is_anchor').notNull().default(0),
    isAdmin: boolean('is_admin').notNull().default(false),
    /**
     * The console's narrower roles beside `isAdmin` (docs/product.md §6 "Operators"): `moderator`,
     * `editor`. Granted and taken away in the console, each change in the audit log.
     */
    staffRoles: text('staff_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Banned until this time (a far-future time for good), or null. A ban revokes every session
     * and closes the user's websockets at once (lib/admin/sanctions.ts); login is refused meanwhile.
     */
    bannedUntil: timestamp('banned_until', { withTimezone: true }),
    /** Muted site-wide (chat, posts, comments) until this time, or null. */
    mutedUntil: timestamp('muted_until', { withTimezone: true }),
    /**
     * One of the demo's simulated audience (lib/live/demo/audience.ts, issue 24): made by the
     * demo only, never a person. Their chat messages are the demo audience's.
     */
    demoAudience: boolean('demo_audience').notNull().default(false),
    /** This user's own referral code. */
    inviteCode: text('invite_code').notNull(),
    /** The referral code given at registration, if any. */
    invitedByCode: text('invited_by_code'),
    invite: text('invite'),
    realNameMasked: text('real_name_masked'),
    idNumberMasked: text('id_number_masked'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    paymentPasswordHash: text('payment_password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_mobile_uq').on(t.mobile),
    // Nicknames are unique case-insensitively; the index is what settles concurrent claims.
    uniqueIndex('users_nickname_lower_uq').on(sql`lower(${t.nickname})`),
    uniqueIndex('users_invite_code_uq').on(t.inviteCode),
    // Whether an uploaded file is still someone's avatar (clean-up after changes, orphan sweep).
    index('users_avatar_idx').on(t.avatar),
    // The balance is the ledger's projection of the user's coins account (lib/wallet/ledger.ts).
    check('users_balance_not_negative', sql`${t.balanceTenths} >= 0`),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    deviceType: text('device_type').notNull().default('pc'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * When the holder last gave their password again in the console: money actions need it
     * within the last 10 minutes (lib/admin/reauth.ts).
     */
    reauthAt: timestamp('reauth_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId),
  ],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    /** 1 register, 2 everything else (docs/product.md §5). */
    type: smallint('type').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_codes_mobile_idx').on(t.mobile, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** The outbox SMS provider's sent messages (docs/architecture.md: codes are stored, not sent). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.id)],
);

/** Solved captcha payloads already used once; kept until they would have expired anyway. */
export const captchaUses = pgTable('captcha_uses', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Upload permits (Member/getQiniuToken) already used once, by their `j` claim; pruned an hour
 * after the permit expires (it is refused by its own expiry by then). The insert that records a permit is what decides which of two
 * uploads with one permit may store its file.
 */
export const uploadPermitsUsed = pgTable(
  'upload_permits_used',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('upload_permits_used_expires_idx').on(t.expiresAt)],
);

/**
 * Applications to become an anchor (docs/product.md §3, §5; issue 25). Personal data is sealed at
 * rest (lib/providers/seal.ts, purpose `personal-data`) with a masked copy for every screen: the
 * real name and the ID number here, the ID photos as sealed files in the storage provider. Only
 * administrators read the full values, and each such read is logged (personal_data_reads).
 * One application per user waits at a time (the partial unique index); a failed one may be
 * followed by a new one.
 */
export const anchorApplications = pgTable(
  'anchor_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    realNameSealed: text('real_name_sealed').notNull(),
    realNameMasked: text('real_name_masked').notNull(),
    idNumberSealed: text('id_number_sealed').notNull(),
    idNumberMasked: text('id_number_masked').notNull(),
    /** How to reach the applicant (a phone number, WeChat or QQ id, an e-mail address). */
    contact: text('contact').notNull(),
    /** Sealed files in the storage provider (upload purpose id_photo). */
    idFrontUrl: text('id_front_url').notNull(),
    idBackUrl: text('id_back_url').notNull(),
    experience: text('experience').notNull(),
    /** The inviter, given by their invite code. */
    inviterId: integer('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    /** 0 waiting for review, 1 passed, 2 failed (docs/product.md §4). */
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('anchor_applications_waiting_uq')
      .on(t.userId)
      .where(sql`${t.status} = 0`),
    index('anchor_applications_user_idx').on(t.userId, t.id),
    index('anchor_applications_status_idx').on(t.status, t.id),
    check('anchor_applications_status_ck', sql`${t.status} in (0, 1, 2)`),
  ],
);

/**
 * Every full read of sealed personal data (an ID number, a real name, an ID photo) by an
 * administrator: who read what of whom, when and from where. Rows are only ever added.
 */
export const personalDataReads = pgTable(
  'personal_data_reads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    readerId: integer('reader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What was read, e.g. `anchor_application:12:id_number`. */
    what: text('what').notNull(),
    ip: text('ip').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('personal_data_reads_subject_idx').on(t.subjectId, t.readAt)],
);
