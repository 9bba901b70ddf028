/**
 * The intelligence centre's limits (docs/architecture.md, "Contracts"): plain values the API
 * (lib/foresight/contract.ts), the domain and the page agree on. No zod here.
 */

/** Days the centre looks ahead: today and the next three, in the viewer's zone. */
export const FORESIGHT_DAYS = 4;
/** Matches a page of the list holds. */
export const FORESIGHT_PAGE_SIZE = 12;
/** Recent matches of each team, and meetings of the two. */
export const FORESIGHT_FORM_SIZE = 5;
export const FORESIGHT_H2H_SIZE = 5;

/**
 * The places a table's positions lead to that a match can be about (docs/product.md §2
 * "/foresight"): the top, continental places, play-offs, the drop.
 */
export const STAKE_KINDS = [
  'title',
  'ucl',
  'europe',
  'acl',
  'roundOf16',
  'knockoutPlayoff',
  'playoffs',
  'playIn',
  'relegation',
] as const;
export type StakeKind = (typeof STAKE_KINDS)[number];

/** The index markets the centre follows from their opening to now. */
export const FORESIGHT_MARKETS = ['asia', 'total', 'eu', 'moneyline'] as const;
export type ForesightMarket = (typeof FORESIGHT_MARKETS)[number];
