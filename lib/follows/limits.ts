/**
 * Team follows' limits (docs/product.md §2 "Teams, players and discussion", "Following teams"):
 * plain values, browser-safe (docs/architecture.md "Contracts").
 */

/** At most this many teams per account, and per browser for a guest. */
export const TEAM_FOLLOW_MAX = 50;

/** The localStorage key of a guest's follows (components/follows/guest-team-follows.ts). */
export const GUEST_TEAM_FOLLOWS_KEY = 'guestTeamFollows';
