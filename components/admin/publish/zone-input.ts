import { clockIn, dayIn, zonedToUtc } from '@/lib/rules/zone';

/**
 * A `datetime-local` value ("2026-11-29T20:05" or with ":30" seconds) read as a wall time in
 * `zone` (the editor's own zone, not the browser's), and back: the editor picks a publish time
 * where they are and the API stores the instant (UTC).
 */
export function localInputToUtc(value: string, zone: string): number | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?/.exec(value);
  if (!m) return null;
  const t = zonedToUtc(m[1], m[2], zone).getTime() + Number(m[3] ?? 0) * 1000;
  return Number.isNaN(t) ? null : t;
}

export function utcToLocalInput(instant: number | string | Date, zone: string): string {
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return '';
  const ss = String(new Date(d.getTime()).getUTCSeconds()).padStart(2, '0');
  return `${dayIn(d, zone)}T${clockIn(d, zone)}:${ss}`;
}
