/**
 * The match domain's limits (docs/architecture.md, "Contracts"): plain values the API
 * (lib/matches/contract.ts), the domain and the pages agree on. No zod here (docs/decisions/014).
 */

/** docs/product.md §9: recent form shows 6 matches by default, 5, 10 or 15 on request. */
export type RecentFormSize = 5 | 6 | 10 | 15;
export const RECENT_FORM_SIZES: readonly RecentFormSize[] = [5, 6, 10, 15];

/**
 * Why a player misses matches (docs/product.md §4 "Absences"): the injury (or illness) keys the
 * site translates (`foresight.reasons.*`), and the two suspensions.
 */
export const INJURY_REASONS = [
  'hamstring',
  'knee_ligament',
  'knee',
  'ankle',
  'groin',
  'calf',
  'thigh',
  'back',
  'shoulder',
  'foot',
  'wrist',
  'concussion',
  'illness',
  'knock',
] as const;
export type InjuryReason = (typeof INJURY_REASONS)[number];
export const SUSPENSION_REASONS = ['red_card', 'yellow_cards'] as const;
export type SuspensionReason = (typeof SUSPENSION_REASONS)[number];
export type AbsenceReason = InjuryReason | SuspensionReason;
export const ABSENCE_KINDS = ['injury', 'suspension'] as const;
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];

/** Yellow cards in one competition's season that cost the next match of it (then from zero). */
export const YELLOW_CARD_LIMIT = 5;
