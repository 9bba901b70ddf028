/** The hot-search list's limits (issue 10 §3): plain values, browser-safe (docs/architecture.md). */

/** Different clients a keyword needs within the window to be hot. */
export const HOT_MIN_CLIENTS = 3;
/** The window, in days up to and including today (UTC). */
export const HOT_WINDOW_DAYS = 7;
