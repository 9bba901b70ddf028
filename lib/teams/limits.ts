/**
 * The team pages' limits (docs/product.md §2 "Teams, players and discussion"): plain values the
 * API (lib/teams/contract.ts), the domain and the page agree on. No zod here.
 */

/** Last results shown, newest first (also the form strip: the same matches, oldest first). */
export const TEAM_RESULTS = 5;
/** Players in the top scorers block (basketball: points per game). */
export const TEAM_SCORERS = 5;
/** Articles in the news block. */
export const TEAM_NEWS = 6;
/** Table rows shown around the team's own row (each side), in each competition's table. */
export const TEAM_TABLE_REACH = 2;
/** Football positions in squad order (goalkeepers first); basketball's below. */
export const FOOTBALL_POSITIONS = ['GK', 'DF', 'MF', 'FW'] as const;
export const BASKETBALL_POSITIONS = ['G', 'F', 'C'] as const;
