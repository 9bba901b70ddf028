import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';
import { matches } from './matches';

/**
 * Content a crawler indexes (docs/product.md §2 /main, /news, /video-*, /circle*, §7 "Video", "Content and
 * activities", "Social"): banners, news articles with their translations, videos, community posts,
 * and the comments and likes shared by videos and posts. Text meant for search is kept folded
 * (lib/text/fold.ts) beside the original, so a substring search is case- and accent-insensitive
 * on the embedded database and on PostgreSQL alike.
 */

/** Home-page banners (Banner/getBannerList). */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  titleVi: text('title_vi').notNull(),
  image: text('image').notNull(),
  /** A path on this site (`/news/12`) or an absolute https URL. */
  link: text('link').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** News categories (Headlines/classifyList). */
export const newsCategories = pgTable(
  'news_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    nameVi: text('name_vi').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('news_categories_slug_uq').on(t.slug)],
);

/**
 * A news article: one story, written in `originLocale` and translated into the others. The same
 * id serves every language (`/news/12`, `/en/news/12`, `/vi/news/12`), which is what makes the
 * hreflang alternates exact.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    originLocale: text('origin_locale').notNull(),
    cover: text('cover').notNull().default(''),
    /** A headline is shown in the home page's headline block. */
    headline: boolean('headline').notNull().default(false),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'set null' }),
    /** published | hidden. */
    status: text('status').notNull().default('published'),
    views: integer('views').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_list_idx').on(t.status, t.publishedAt),
    index('articles_category_idx').on(t.categoryId, t.publishedAt),
  ],
);

export const articleTranslations = pgTable(
  'article_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML (lib/content/sanitize.ts): never stored raw. */
    bodyHtml: text('body_html').notNull(),
    searchTitle: text('search_title').notNull().default(''),
    searchBody: text('search_body').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.locale] })],
);

/** Video categories (Videoclassification, videocclassification/*). */
export const videoCategories = pgTable('video_categories', {
  id: serial('id').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  nameVi: text('name_vi').notNull(),
  /** football | basketball | other. */
  sport: text('sport').notNull().default('other'),
  recommended: boolean('recommended').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

/** A user's "my categories" on the video-category page (videocclassification/myClassification). */
export const userVideoCategories = pgTable(
  'user_video_categories',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => videoCategories.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);

/**
 * A video. Titles and descriptions exist per language where someone wrote them; a page in another
 * language shows the original (`lang`).
 */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => videoCategories.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    titleZh: text('title_zh'),
    titleEn: text('title_en'),
    titleVi: text('title_vi'),
    descriptionZh: text('description_zh'),
    descriptionEn: text('description_en'),
    descriptionVi: text('description_vi'),
    cover: text('cover').notNull(),
    /** The media's URL: an HLS playlist or an uploaded file. */
    src: text('src').notNull(),
    durationS: integer('duration_s').notNull().default(0),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'set null' }),
    /** published | removed | hidden (by a moderator: `hiddenAt`; restoring publishes it again). */
    status: text('status').notNull().default('published'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    favorites: integer('favorites').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    searchTitle: text('search_title').notNull().default(''),
    searchBody: text('search_body').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('videos_list_idx').on(t.status, t.createdAt),
    index('videos_category_idx').on(t.categoryId, t.createdAt),
    index('videos_author_idx').on(t.authorId, t.createdAt),
  ],
);

/** Community circles: the categories posts are made in. */
export const circles = pgTable(
  'circles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    nameVi: text('name_vi').notNull(),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionVi: text('description_vi').notNull().default(''),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** Listed and open to new posts; switched off in the console (lib/publish/circles.ts). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('circles_slug_uq').on(t.slug)],
);

/** A community post (anchor_dynamics): plain text with up to 4 images, or a video with its cover. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    /** Plain text as typed; rendered as text, never as HTML. */
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    video: text('video'),
    videoCover: text('video_cover'),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    searchBody: text('search_body').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Hidden by a moderator (a report; lib/reports): `deletedAt` is set with it, so every public read skips it; restoring clears both. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('posts_list_idx').on(t.createdAt),
    index('posts_circle_idx').on(t.circleId, t.createdAt),
    index('posts_user_idx').on(t.userId, t.createdAt),
    check('posts_images_max', sql`jsonb_array_length(${t.images}) <= 4`),
    check('posts_video_cover', sql`(${t.video} is null) = (${t.videoCover} is null)`),
  ],
);

/**
 * Comments on videos and posts (`target` video | post). A reply belongs to a top-level comment
 * (`parentId`) and may name the user it answers.
 */
export const comments = pgTable(
  'comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    target: text('target').notNull(),
    targetId: integer('target_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }),
    replyToUserId: integer('reply_to_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    content: text('content').notNull(),
    likes: integer('likes').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Hidden by a moderator (a report; lib/reports): `deletedAt` is set with it, so every public read skips it; restoring clears both. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('comments_target_idx').on(t.target, t.targetId, t.parentId, t.id),
    index('comments_user_idx').on(t.userId),
  ],
);

/**
 * Likes and favourites, one per user and thing (`kind` like | favorite; `target` video | post |
 * comment | article). The counters on the rows move in the same transaction.
 */
export const reactions = pgTable(
  'reactions',
  {
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.target, t.targetId, t.userId] }),
    index('reactions_user_idx').on(t.userId, t.kind, t.target, t.createdAt),
  ],
);

/**
 * What people search for (the hot-search list): one row per folded keyword and day, counted once
 * per client and day, with the spelling last typed.
 */
export const searchLog = pgTable(
  'search_log',
  {
    keyword: text('keyword').notNull(),
    day: date('day').notNull(),
    display: text('display').notNull(),
    hits: integer('hits').notNull().default(0),
    /** Whether the search found anything; only found keywords become hot. */
    found: boolean('found').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.keyword, t.day] }), index('search_log_day_idx').on(t.day)],
);
