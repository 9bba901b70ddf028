import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';
import { matches } from './matches';

/**
 * Live rooms (docs/product.md §1, §2 /anchor and /live, §6 anchor and room administrator, §7 "Live",
 * "Chat and barrage", "Social"). One room per anchor; a broadcast is one session of it on air.
 */

/** The "other" categories of the live list (`/anchor?type=3&id=&name=`), localised. */
export const liveCategories = pgTable('live_categories', {
  id: serial('id').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  nameVi: text('name_vi').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    anchorId: integer('anchor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The anchor notice / placard (docs/product.md §5: at most 50 characters). */
    notice: text('notice').notNull().default(''),
    cover: text('cover').notNull().default(''),
    /** football | basketball | other (docs/product.md §2 live list types 1–3). */
    sport: text('sport').notNull(),
    /** For `other`: its category. */
    categoryId: integer('category_id').references(() => liveCategories.id, {
      onDelete: 'set null',
    }),
    /** The match the anchor commentates, if any. */
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'set null' }),
    /** The commentary language: zh | en | vi. */
    language: text('language').notNull(),
    /** The stream's name on the media server; secret only together with its signed key. */
    streamName: text('stream_name').notNull(),
    /** offline | live. */
    state: text('state').notNull().default('offline'),
    /** The broadcast on air, while live. */
    broadcastId: bigint('broadcast_id', { mode: 'number' }),
    liveSince: timestamp('live_since', { withTimezone: true }),
    /**
     * When the media server said the stream ended (a signed publish_done) while the room stays on
     * air for the grace period (STREAM_GRACE_SECONDS); null while the stream is up, or off air.
     * A re-publish clears it; the grace job ends the broadcast when it is still set after the
     * grace (lib/live/stream-grace.ts, docs/streams.md "The grace period").
     */
    streamDownAt: timestamp('stream_down_at', { withTimezone: true }),
    /** Seconds between one chatter's messages; 0 = off. Room staff are exempt. */
    slowModeS: integer('slow_mode_s').notNull().default(0),
    /** Who may chat: everyone | users | followers | age (accounts older than chat_min_age_min). */
    chatPolicy: text('chat_policy').notNull().default('everyone'),
    chatMinAgeMin: integer('chat_min_age_min').notNull().default(0),
    emojiOnly: boolean('emoji_only').notNull().default(false),
    noLinks: boolean('no_links').notNull().default(false),
    /** The room's chat sequence: the last message's `sequence` (one counter per group). */
    chatSeq: bigint('chat_seq', { mode: 'number' }).notNull().default(0),
    /**
     * Closed by the console until this time (a far-future time for good), or null: a closed room
     * cannot go on air, and its page says so (lib/admin/rooms.ts).
     */
    closedUntil: timestamp('closed_until', { withTimezone: true }),
    closedReason: text('closed_reason').notNull().default(''),
    /** Featured on the home page's live section by the console, lowest `featured_sort` first. */
    featured: boolean('featured').notNull().default(false),
    featuredSort: integer('featured_sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rooms_anchor_uq').on(t.anchorId),
    uniqueIndex('rooms_stream_uq').on(t.streamName),
    index('rooms_state_idx').on(t.state, t.sport),
    index('rooms_match_idx').on(t.matchId),
    check('rooms_notice_len', sql`char_length(${t.notice}) <= 50`),
  ],
);

/** One session on air; once ended it is the room's recording (playback, `live_record`). */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sport: text('sport').notNull(),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'set null' }),
    language: text('language').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Most viewers present at once (from presence). */
    peakViewers: integer('peak_viewers').notNull().default(0),
    /** Whether the recording may be played back (a broadcast shorter than a minute is not kept). */
    recorded: boolean('recorded').notNull().default(false),
  },
  (t) => [
    index('broadcasts_room_idx').on(t.roomId, t.startedAt),
    index('broadcasts_recorded_idx').on(t.recorded, t.endedAt),
  ],
);

/** A user follows an anchor (Member/attention, User/attentionList). */
export const anchorFollows = pgTable(
  'anchor_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    anchorId: integer('anchor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.anchorId] }),
    index('anchor_follows_anchor_idx').on(t.anchorId),
  ],
);

/** An upcoming broadcast an anchor announces; viewers book it (reservations). */
export const liveSchedules = pgTable(
  'live_schedules',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_schedules_room_idx').on(t.roomId, t.startsAt)],
);

export const liveReservations = pgTable(
  'live_reservations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => liveSchedules.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scheduleId] }),
    index('live_reservations_schedule_idx').on(t.scheduleId),
  ],
);

/** Room administrators appointed by the anchor (docs/product.md §6). */
export const roomAdmins = pgTable(
  'room_admins',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appointedBy: integer('appointed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);

/**
 * Room chat (docs/product.md §3 chat message): `seq` is the group's `sequence`, allocated from
 * rooms.chat_seq in the same transaction, so history pages and deletes by sequence are exact.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** The sender's chat id: `u<id>` or `guest_…`. */
    fromId: text('from_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    nick: text('nick').notNull(),
    avatar: text('avatar').notNull().default(''),
    level: smallint('level').notNull().default(0),
    /** text | custom (gift, enter, system). */
    type: text('type').notNull(),
    /** { data, extension } as the client receives it. */
    payload: jsonb('payload').notNull(),
    /** Also flown as danmaku (Barrage/send). */
    barrage: boolean('barrage').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by a blocked word: kept for the record, shown to nobody. */
    hidden: boolean('hidden').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('chat_messages_room_seq_uq').on(t.roomId, t.seq),
    index('chat_messages_from_idx').on(t.roomId, t.fromId),
  ],
);

/** A mute in one room: until a time, for one broadcast, or (both null) permanently. */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    until: timestamp('until', { withTimezone: true }),
    broadcastId: bigint('broadcast_id', { mode: 'number' }),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (t) => [index('chat_mutes_room_chat_idx').on(t.roomId, t.chatId)],
);

/**
 * A blacklist entry: the chat id, and the browser the guest came from (`device`, a hash of the
 * browser's session id), so a fresh guest account from the same browser stays out.
 */
export const chatBlacklist = pgTable(
  'chat_blacklist',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    device: text('device'),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_blacklist_room_chat_uq').on(t.roomId, t.chatId),
    index('chat_blacklist_room_device_idx').on(t.roomId, t.device),
  ],
);

/** Every moderation action: who did what to whom, and when. */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    /** The acting user; null for the automatic blocked-word filter. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** mute | unmute | delete | blacklist | word.hide | word.mute | word.blacklist | settings | admin.add | admin.remove */
    action: text('action').notNull(),
    targetChatId: text('target_chat_id'),
    detail: jsonb('detail').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_log_room_idx').on(t.roomId, t.createdAt)],
);

/** Blocked words per language (`*` for all), site-wide (room null) or a room's own. */
export const blockedWords = pgTable(
  'blocked_words',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull().default('*'),
    word: text('word').notNull(),
    /** hide | mute | blacklist. */
    action: text('action').notNull().default('hide'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blocked_words_room_idx').on(t.roomId)],
);
