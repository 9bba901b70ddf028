import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Dialling codes offered by the country picker (docs/product.md §3 CountryCode list). */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  nameVi: text('name_vi').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Key/value system settings (docs/product.md §3 system settings). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Stock avatars offered by user/avatarList. */
export const avatars = pgTable('avatars', {
  id: serial('id').primaryKey(),
  url: text('url').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

/** Hot search keywords (universal/getHot), localised. */
export const hotSearches = pgTable('hot_searches', {
  id: serial('id').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  nameVi: text('name_vi').notNull(),
  /** Popularity shown beside the keyword; the list is ordered by it. */
  hot: integer('hot').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  /** Leads the list, before what people search (the console, lib/publish/hot.ts), in `sort` order. */
  pinned: boolean('pinned').notNull().default(false),
  /** Never shown, not even when people search it (its names in any language). */
  blocked: boolean('blocked').notNull().default(false),
});
