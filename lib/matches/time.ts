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

// Building a DateTimeFormat costs far more than using one, and formatting is slow too: keep one
// format per zone and the offsets already computed (kick-offs repeat the same few instants).
const formats = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

/** Offset of `zone` from UTC at the instant `ms`, in ms (positive east of Greenwich). */
function zoneOffset(ms: number, zone: string): number {
  const key = `${zone}|${ms}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  const parts = format.formatToParts(new Date(ms));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  const offset = asUtc - Math.floor(ms / 1000) * 1000;
  offsets.set(key, offset);
  return offset;
}

/** The instant of a wall-clock time ("2025-08-15", "20:00") in an IANA zone. */
export function zonedToUtc(day: string, time: string, zone: string): Date {
  const [h, m] = time.split(':').map(Number);
  const wall = parseIsoDay(day) + h * HOUR_MS + m * 60_000;
  // Two passes settle the offset across a daylight-saving change.
  let t = wall - zoneOffset(wall, zone);
  t = wall - zoneOffset(t, zone);
  return new Date(t);
}
