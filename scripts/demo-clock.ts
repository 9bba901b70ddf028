/**
 * The demo's clock at a chosen hour: `DEMO_CLOCK=04:30 npm run demo` (or an ISO instant such as
 * `2026-11-28T04:30:00Z`) runs the demo as if it were started at that time. The demo seeds its day
 * and plays its matches from the clock (lib/matches/demo/seed.ts, lib/feeds), so an hour with many
 * live matches can be reproduced whenever it is wanted, for `npm run bench -- --lighthouse --at=…`
 * among others.
 *
 * The clock is shifted, not frozen: `Date.now()` and `new Date()` run on from that instant at the
 * real pace. Only the JavaScript clock moves: the database's own `now()` (timestamps of edits)
 * keeps the real time. Demo only: lib/env.ts refuses DEMO_CLOCK in production.
 *
 * Loaded with `--import` (the bench's site process) it shifts the clock from DEMO_CLOCK at once.
 */

const HOUR = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant DEMO_CLOCK names, in ms: `HH:MM` is that time (UTC) of the real day `realNow`
 * falls in; anything else must be an ISO 8601 instant with a zone (`Z` or `+08:00`).
 */
export function demoClockInstant(raw: string, realNow: number = Date.now()): number {
  const value = raw.trim();
  const hour = HOUR.exec(value);
  if (hour) {
    const day = new Date(realNow);
    return Date.UTC(
      day.getUTCFullYear(),
      day.getUTCMonth(),
      day.getUTCDate(),
      Number(hour[1]),
      Number(hour[2]),
    );
  }
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
    ? Date.parse(value)
    : Number.NaN;
  if (!Number.isFinite(at))
    throw new Error(`DEMO_CLOCK: "${raw}" is neither HH:MM (UTC) nor an ISO instant with a zone`);
  return at;
}

const g = globalThis as unknown as { __realDate?: DateConstructor };

/**
 * Makes this process's `Date` run `offsetMs` ahead of the real clock (behind when negative):
 * `Date.now()` and `new Date()` without arguments; dates built from a value are left as they are.
 * Calling it again replaces the offset.
 */
export function shiftClock(offsetMs: number): void {
  const Real = (g.__realDate ??= Date);
  const now = () => Real.now() + offsetMs;
  globalThis.Date = new Proxy(Real, {
    construct: (target, args: unknown[], newTarget: DateConstructor) =>
      Reflect.construct(target, (args.length ? args : [now()]) as [number], newTarget),
    // `Date()` called without `new` is the current time as a string.
    apply: () => new Real(now()).toString(),
    get: (target, key, receiver: unknown) =>
      key === 'now' ? now : (Reflect.get(target, key, receiver) as unknown),
  });
}

/** Shifts the clock to the instant DEMO_CLOCK names, if it is set; returns that instant. */
export function installDemoClock(env: NodeJS.ProcessEnv = process.env): number | null {
  const raw = env.DEMO_CLOCK;
  if (!raw) return null;
  const real = (g.__realDate ?? Date).now();
  const at = demoClockInstant(raw, real);
  shiftClock(at - real);
  return at;
}

const at = installDemoClock();
if (at !== null) console.log(`[demo] clock set to ${new Date(at).toISOString()} (DEMO_CLOCK)`);
