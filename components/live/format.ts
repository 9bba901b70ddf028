/**
 * Small formatting rules of the live lists, shared by the cards and the pages (no React here:
 * the locale-aware parts go through next-intl's formatter, these only build its inputs).
 */

/** Viewer and follower counts: 1.2万 / 1.2K / 1,2 N (Intl's compact notation in the locale). */
export const COMPACT = { notation: 'compact', maximumFractionDigits: 1 } as const;

/** A recording's length: 59:07 under an hour, 1:02:05 from an hour on. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(sec)}` : `${two(m)}:${two(sec)}`;
}

/** The same length as an ISO 8601 duration, for `<time dateTime>` (PT1H2M5S). */
export function isoDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${sec || (!h && !m) ? `${sec}S` : ''}`;
}

/** Unix seconds → an ISO instant (`<time dateTime>`). */
export function isoOf(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString();
}
