/**
 * The match domain's limits (docs/architecture.md, "Contracts"): plain values the API
 * (lib/matches/contract.ts), the domain and the pages agree on. No zod here (docs/decisions/014).
 */

/** docs/product.md §9: recent form shows 6 matches by default, 5, 10 or 15 on request. */
export type RecentFormSize = 5 | 6 | 10 | 15;
export const RECENT_FORM_SIZES: readonly RecentFormSize[] = [5, 6, 10, 15];
