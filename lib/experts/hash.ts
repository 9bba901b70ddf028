/**
 * A plan's commitment (issue 26; docs/product.md §4 "Expert plans"): the SHA-256 of a canonical form of
 * everything the expert published, computed at publication and shown at once, while the pick is
 * still hidden. Once the pick is revealed (bought, or after kick-off) anyone can recompute it from
 * the revealed fields, here or with any SHA-256 tool. The random nonce makes a hidden pick
 * impossible to guess by hashing every possible side. Browser-safe: Web Crypto only.
 */

/** The fields a plan commits to, as the API reveals them. */
export type PlanCommitment = {
  expert_id: number;
  match_id: number;
  market: string;
  pick: string;
  /** null for 1X2 and moneyline. */
  line: number | null;
  odds: number;
  analysis: string;
  /** Whole coins, 0 when free. */
  price: number;
  /** ISO 8601 with milliseconds, UTC (`2026-11-29T10:15:00.123Z`). */
  published_at: string;
  nonce: string;
};

export const PLAN_HASH_VERSION = 'sportlive-plan/1';

/**
 * The canonical form: the UTF-8 of a JSON array in a fixed order, so two implementations cannot
 * disagree about key order or spacing.
 */
export function canonicalPlan(p: PlanCommitment): string {
  return JSON.stringify([
    PLAN_HASH_VERSION,
    p.expert_id,
    p.match_id,
    p.market,
    p.pick,
    p.line,
    p.odds,
    p.analysis,
    p.price,
    p.published_at,
    p.nonce,
  ]);
}

/** The SHA-256 of the canonical form, lower-case hex. */
export async function planHash(p: PlanCommitment): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalPlan(p));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
