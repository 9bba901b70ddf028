/**
 * A simulated outage of the parts the API stands on, for the e2e test of what pages do when
 * PostgreSQL is down (the test trigger `POST api/__test/outage`, mounted only with
 * FEED_TEST_TRIGGER=on, which production refuses). It is one user's: while it lasts, every API
 * call made with that user's token (the test triggers excepted) answers what a real outage
 * answers, 503 `serviceUnavailable` (lib/errors/unavailable.ts), and the tests running beside it
 * on the same server are untouched. On globalThis: the API and the pages' in-process client load
 * this module through different bundles of one process.
 */
const g = globalThis as unknown as { __simulatedOutages?: Map<number, number> };
const outages = (g.__simulatedOutages ??= new Map<number, number>());

/** Starts (or, with 0, ends) a simulated outage of `userId`'s calls lasting `ms`. */
export function simulateOutage(userId: number, ms: number, now = Date.now()): void {
  if (ms > 0) outages.set(userId, now + ms);
  else outages.delete(userId);
}

/** Whether `userId`'s calls are in a simulated outage now. */
export function inSimulatedOutage(userId: number, now = Date.now()): boolean {
  if (outages.size === 0) return false;
  const until = outages.get(userId);
  if (until === undefined) return false;
  if (until > now) return true;
  outages.delete(userId);
  return false;
}
