/**
 * The live-room chat's limits (docs/architecture.md "Contracts", docs/decisions/024): what the API
 * (lib/chat/contract.ts), the chat domain (lib/chat/*), the chat box and the studio agree on.
 * Plain values only, no imports, so the browser gets a few bytes.
 */

/**
 * A message: at most 100 characters, counted in code points after normalization (lib/chat/text.ts
 * says why code points).
 */
export const CHAT_MAX_CHARS = 100;

/** Mutes last 1–720 hours, the current broadcast, or until lifted. */
export const MUTE_MAX_HOURS = 720;

/** chat/setRules: slow mode of 0 (off) to 300 seconds … */
export const SLOW_MODE_MAX = 300;
/** … offered by the studio as these steps. */
export const SLOW_MODE_CHOICES = [0, 3, 5, 10, 15, 30, 60, 120, 300] as const;

/** everyone | users (logged in) | followers (of the anchor) | age (accounts older than a minimum). */
export const CHAT_POLICIES = ['everyone', 'users', 'followers', 'age'] as const;
export type ChatPolicy = (typeof CHAT_POLICIES)[number];
/** Policy "age": the account's minimum age in minutes, at most a year. */
export const MIN_AGE_MAX = 525_600;

/** A room's blocked word: one language or all (*), 1–40 characters, and what a match does. */
export const WORD_LANGS = ['*', 'zh', 'en', 'vi'] as const;
export type WordLang = (typeof WORD_LANGS)[number];
export const WORD_ACTIONS = ['hide', 'mute', 'blacklist'] as const;
export type WordAction = (typeof WORD_ACTIONS)[number];
export const WORD_MAX = 40;

/** How many moderation records the studio shows (chat/modLog answers up to 100). */
export const LOG_SHOWN = 50;
