/**
 * The limits and vocabularies of the operators' console (issue 27; docs/product.md §6
 * "Operators"): plain values the API (./contract.ts), the domain and the console agree on. No zod
 * here (docs/decisions/014).
 */

/**
 * The console's roles. `admin` is everything (the user's `is_admin`); `moderator` handles reports,
 * chat, posts, comments and users' mutes; `editor` news, banners, videos, categories, circles and
 * hot searches.
 */
export const STAFF_ROLES = ['admin', 'moderator', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A money action (approving a withdrawal, adjusting a balance) needs the password again within this. */
export const REAUTH_TTL_MS = 10 * 60_000;

/** Sanctions a moderator gives a user (docs/product.md §6 "Operators"). */
export const SANCTION_KINDS = ['ban', 'mute', 'warn'] as const;
export type SanctionKind = (typeof SANCTION_KINDS)[number];

/** The durations a ban or a site-wide mute is given for, in hours; 0 means for good. */
export const SANCTION_HOURS = [1, 24, 72, 168, 720, 0] as const;

/** A sanction's reason: required, at most this many characters. */
export const SANCTION_REASON_MAX = 200;

/** Rows per page of the console's tables (the audit log, users …), and the most a page may ask. */
export const CONSOLE_PAGE_SIZE = 20;
export const CONSOLE_PAGE_MAX = 100;

/** A search of the audit log or of users: at most this many characters. */
export const CONSOLE_QUERY_MAX = 64;

/** A balance adjustment: at most this many coins either way, in one step. */
export const ADJUST_MAX_COINS = 100_000;
