/** Web Push's limits (issue 25; docs/architecture.md "Web Push"), browser-safe. */

/** The longest endpoint address accepted (real push services use 150–500 characters). */
export const PUSH_ENDPOINT_MAX = 1024;
/** Subscriptions one user may hold (one per browser and device). */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
/** Teams in one user's alert list. */
export const ALERT_TEAMS_MAX = 50;
/** The team search's keyword and answer. */
export const TEAM_KEYWORD_MAX = 30;
export const TEAM_RESULTS_MAX = 10;
/** Minutes in a day: quiet hours are minutes after midnight, 0 … 1439. */
export const DAY_MINUTES = 1440;

/**
 * Followed teams' matches (docs/product.md §2 "Teams, players and discussion"): "kick-off soon"
 * this many minutes before, "line-ups published" once a team sheet is there within this many
 * minutes of kick-off (clubs announce them about an hour before), and a finished match is swept
 * for its "full time" messages this long after the feed stored it.
 */
export const TEAM_SOON_MINUTES = 30;
export const TEAM_LINEUPS_MINUTES = 60;
export const TEAM_FINAL_SWEEP_MINUTES = 15;
