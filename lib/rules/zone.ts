import { defaultLocale, isLocale, LOCALE_PREFIX, type Locale } from '@/i18n/locales';

/**
 * Time zones and days (issue 8 §1). Every page request has one IANA zone (lib/zone/request.ts
 * picks it): the "today" of the lists, the day strip, the grouping into days and every kick-off
 * time follow it. Pure and browser-safe, so the server and the browser compute the same days.
 */

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The zone of a locale when the visitor has none: what most readers of that language live in. */
export const LOCALE_ZONES: Readonly<Record<Locale, string>> = {
  zh: 'Asia/Shanghai',
  vi: 'Asia/Ho_Chi_Minh',
  en: 'UTC',
};

/** The API's days without a `tz` (the spec's: a Chinese score site's match day). */
export const API_ZONE = 'Asia/Shanghai';

/** The cookie holding the visitor's zone (set by the browser, or in the score settings). */
export const ZONE_COOKIE = 'tz';

/** The query parameter that overrides the cookie, for links and tests. */
export const ZONE_PARAM = 'tz';

/**
 * The request header carrying the page request's zone from proxy.ts to the rendering (always set
 * there, replacing anything a client sent).
 */
export const ZONE_HEADER = 'x-time-zone';

const ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;
const canonical = new Map<string, string | null>();

/**
 * The canonical IANA name of `value` ("asia/saigon" → "Asia/Saigon" as the engine spells it), or
 * null when it is not a zone. Offsets such as "+07:00" are refused: a zone has rules, an offset
 * does not follow summer time.
 */
export function normalizeZone(value: unknown): string | null {
  if (typeof value !== 'string' || !ZONE_SHAPE.test(value)) return null;
  const known = canonical.get(value);
  if (known !== undefined) return known;
  let out: string | null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions()
      .timeZone;
    // The engine's spelling fixes the case ("asia/shanghai"), but an alias stays as given: ICU
    // resolves Asia/Ho_Chi_Minh to the older Asia/Saigon, and browsers differ in that.
    out = resolved.toLowerCase() === value.toLowerCase() ? resolved : value;
  } catch {
    out = null;
  }
  if (canonical.size > 1000) canonical.clear();
  canonical.set(value, out);
  return out;
}

/** Whether two zone names are the same zone (aliases included: Asia/Saigon is Asia/Ho_Chi_Minh). */
export function sameZone(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    const r = (z: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: z }).resolvedOptions().timeZone;
    return r(a) === r(b);
  } catch {
    return false;
  }
}

export function isTimeZone(value: unknown): value is string {
  return normalizeZone(value) !== null;
}

/**
 * The zone of a request: a valid `?tz=` first, then a valid cookie, else the locale's default.
 * Never fails: anything invalid is simply not used.
 */
export function pickZone(opts: { query?: unknown; cookie?: unknown; locale: Locale }): string {
  return normalizeZone(opts.query) ?? normalizeZone(opts.cookie) ?? LOCALE_ZONES[opts.locale];
}

/**
 * The zone of a page request from its path (the locale prefix), query string and Cookie header:
 * what proxy.ts hands to the rendering and the page cache keys on. A crawler sends no cookie, so
 * it gets the locale's zone: one stable page per URL.
 */
export function zoneOfPage(pathname: string, search: string, cookieHeader: string): string {
  const prefix = LOCALE_PREFIX.exec(pathname)?.[1];
  const locale = prefix && isLocale(prefix) ? prefix : defaultLocale;
  const raw = cookieHeader
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${ZONE_COOKIE}=`))
    ?.slice(ZONE_COOKIE.length + 1);
  let cookie: string | undefined;
  try {
    cookie = raw === undefined ? undefined : decodeURIComponent(raw);
  } catch {
    cookie = undefined;
  }
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(
    ZONE_PARAM,
  );
  return pickZone({ query, cookie, locale });
}

// Building a DateTimeFormat costs far more than using one: one per zone and purpose.
const partsFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  map: Map<string, Intl.DateTimeFormat>,
  zone: string,
  make: () => Intl.DateTimeFormat,
) {
  let f = map.get(zone);
  if (!f) {
    f = make();
    map.set(zone, f);
  }
  return f;
}

/** Offset of `zone` from UTC at the instant `ms`, in ms (positive east of Greenwich). */
export function zoneOffset(ms: number, zone: string): number {
  const format = cached(
    partsFormats,
    zone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
  );
  const parts = format.formatToParts(new Date(ms));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The instant of a wall-clock time ("2025-08-15", "20:00") in a zone. */
export function zonedToUtc(day: string, time: string, zone: string): Date {
  const [h, m] = time.split(':').map(Number);
  const wall = Date.parse(`${day}T00:00:00Z`) + h * 3_600_000 + m * MINUTE_MS;
  // Two passes settle the offset across a daylight-saving change.
  let t = wall - zoneOffset(wall, zone);
  t = wall - zoneOffset(t, zone);
  return new Date(t);
}

/** "YYYY-MM-DD" of an instant in a zone. */
export function dayIn(instant: Date | number, zone: string): string {
  const f = cached(
    dayFormats,
    zone,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
  );
  return f.format(typeof instant === 'number' ? new Date(instant) : instant);
}

/** Today in a zone. */
export function todayIn(zone: string, now: Date | number = Date.now()): string {
  return dayIn(now, zone);
}

/** Yesterday in a zone. */
export function yesterdayIn(zone: string, now: Date | number = Date.now()): string {
  return addDays(todayIn(zone, now), -1);
}

/** The first instant of a day in a zone. */
export function dayStart(day: string, zone: string): Date {
  return zonedToUtc(day, '00:00', zone);
}

/** [from, to) of a day in a zone: 23 or 25 hours on the days the clocks change. */
export function dayRange(day: string, zone: string): { from: Date; to: Date } {
  return { from: dayStart(day, zone), to: dayStart(addDays(day, 1), zone) };
}

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** "HH:mm" (24 h) of an instant in a zone; '' for an invalid instant. */
export function clockIn(instant: string | number | Date, zone: string): string {
  const d = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(d.getTime())) return '';
  const f = cached(
    clockFormats,
    zone,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
  return f.format(d);
}

/**
 * The zone's offset at an instant as a short label: "GMT+7", "GMT-3:30", "GMT" (UTC, London in
 * winter). Computed from the offset, not from the engine's names, so the server and every browser
 * print the same text.
 */
export function zoneLabel(zone: string, at: Date | number = Date.now()): string {
  const offset = Math.round(
    zoneOffset(typeof at === 'number' ? at : at.getTime(), zone) / MINUTE_MS,
  );
  if (offset === 0) return 'GMT';
  const abs = Math.abs(offset);
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  return `GMT${offset > 0 ? '+' : '-'}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}
