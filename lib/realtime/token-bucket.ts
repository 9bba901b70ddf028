/**
 * A token bucket: `burst` tokens to start with, refilled at `perSec` up to `burst`; each frame
 * takes one.
 *
 * Hand-written rather than rate-limiter-flexible (which the HTTP limits use), because on the
 * per-frame path of every socket its memory limiters fit badly:
 * - they are fixed-window counters (BurstyRateLimiter is two of them), not a bucket, so a client
 *   gets twice the budget across a window boundary;
 * - `consume` returns a Promise, and its store arms a timer per key and window: every frame of
 *   every socket would pay for both, and frames after an exhausted budget would already be in
 *   the handlers before the rejection arrived;
 * - they key one shared map, which each closing socket would have to clean.
 * This is two numbers on the connection, decided synchronously before a frame is parsed, and it
 * goes away with the connection.
 */
export type TokenBucket = { take: () => boolean };

export function createTokenBucket(
  burst: number,
  perSec: number,
  now: () => number = () => performance.now(),
): TokenBucket {
  let tokens = burst;
  let last = now();
  return {
    take() {
      const t = now();
      tokens = Math.min(burst, tokens + ((t - last) * perSec) / 1000);
      last = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
