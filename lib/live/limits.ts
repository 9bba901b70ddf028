/**
 * The live-room domain's limits (docs/architecture.md "Contracts", docs/decisions/024): what the
 * API (lib/live/contract.ts), the domain (lib/live/*) and the studio agree on. Plain values only,
 * no zod, so the browser gets a few bytes.
 */

/** A room's sports (docs/product.md §2 /anchor: football, basketball, other with a category). */
export const ROOM_SPORTS = ['football', 'basketball', 'other'] as const;
export type RoomSport = (typeof ROOM_SPORTS)[number];

/** The commentary languages a room may declare. */
export const ROOM_LANGUAGES = ['zh', 'en', 'vi'] as const;
export type RoomLanguage = (typeof ROOM_LANGUAGES)[number];

/** A room's (and an announced broadcast's) title: 1–40 characters (code points). */
export const TITLE_MAX = 40;
/** The anchor notice: at most 50 characters (docs/product.md §5). */
export const NOTICE_MAX = 50;

/** A room may hold this many administrators (docs/product.md §6). */
export const MAX_ROOM_ADMINS = 20;

/** Live/addSchedule: the start lies in the next 30 days … */
export const SCHEDULE_AHEAD_DAYS = 30;
/** … and a room holds at most 20 announcements still ahead. */
export const MAX_UPCOMING = 20;

/** The live and recording lists' page size: 1–60 (20 by default). */
export const LIVE_PAGE_MAX = 60;
export const LIVE_PAGE_DEFAULT = 20;

/** Characters as a reader counts them: code points, so an emoji is one (the studio's counters). */
export { charCount } from '@/lib/content/limits';
