/** Date helpers of the match seed. Pure; days are UTC days. */

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** Midnight UTC of the day containing `d`, in ms. */
export function utcDayStart(d: Date | number): number {
  const t = typeof d === 'number' ? d : d.getTime();
  return Math.floor(t / DAY_MS) * DAY_MS;
}

/** "YYYY-MM-DD" of a UTC ms time. */
export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** UTC ms of midnight of "YYYY-MM-DD". */
export function parseIsoDay(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** The instant of a wall-clock time in an IANA zone: one implementation, in the shared rules. */
export { zonedToUtc } from '@/lib/rules/zone';
