/**
 * Player pages' constants (docs/product.md §2 "Teams, players and discussion"). Browser-safe.
 */

/** How many of a player's latest live or finished matches his page lists. */
export const RECENT_MATCHES = 10;
