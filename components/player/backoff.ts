/**
 * The reconnect schedule of the live player: 1 s, 2 s, 4 s … doubling up to 30 s, each spread by
 * ±20 % so that a room's viewers, cut off together, do not all come back in the same second.
 */

export type BackoffOptions = {
  /** The first delay, ms. */
  baseMs?: number;
  /** The longest delay, ms (jitter never goes above it). */
  maxMs?: number;
  /** The spread, as a fraction of the delay: 0.2 = ±20 %. */
  jitter?: number;
};

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;
export const BACKOFF_JITTER = 0.2;

/**
 * The wait before reconnect attempt `attempt` (0 for the first), in ms. `random` is a number in
 * [0, 1) (Math.random); 0.5 gives the nominal delay.
 */
export function backoffDelay(
  attempt: number,
  random: number = Math.random(),
  {
    baseMs = BACKOFF_BASE_MS,
    maxMs = BACKOFF_MAX_MS,
    jitter = BACKOFF_JITTER,
  }: BackoffOptions = {},
): number {
  const n = Number.isFinite(attempt) ? Math.max(0, Math.floor(attempt)) : 0;
  // 2^n overflows nothing before the cap: stop doubling once past it.
  const nominal = n >= 31 ? maxMs : Math.min(maxMs, baseMs * 2 ** n);
  const r = Number.isFinite(random) ? Math.min(Math.max(random, 0), 1) : 0.5;
  const spread = 1 - jitter + 2 * jitter * r;
  return Math.round(Math.min(maxMs, nominal * spread));
}
