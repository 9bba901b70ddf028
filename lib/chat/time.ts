import { dayIn } from '@/lib/rules/zone';

/**
 * When chat messages show their time (docs/product.md §9 "Chat time"): a time header above a message that
 * comes at least 120 s after the one before, reading "just now" under a minute, then the time of
 * day, "yesterday", "the day before", the weekday within 168 hours, otherwise the full date. Days
 * are calendar days in the viewer's zone.
 */

export const TIME_HEADER_GAP_MS = 120_000;
const JUST_NOW_MS = 60_000;
const WEEK_MS = 168 * 3600_000;

/** Whether a message at `at` gets a time header after a message at `previous` (none: it does). */
export function needsTimeHeader(previous: number | null | undefined, at: number): boolean {
  return previous === null || previous === undefined || at - previous >= TIME_HEADER_GAP_MS;
}

export type ChatTimeKind = 'justNow' | 'today' | 'yesterday' | 'dayBefore' | 'weekday' | 'date';

export type ChatTime = {
  kind: ChatTimeKind;
  /** "14:05" in the zone. */
  time: string;
  /** The weekday's name in the locale ("星期三", "Wednesday", "Thứ Tư"). */
  weekday: string;
  /** The full date in the locale ("2026年11月27日", "27 Nov 2026", "27 thg 11, 2026"). */
  date: string;
};

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, zone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone })));
  return f;
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** How a message sent at `at` is dated for a viewer at `now` in `zone`. */
export function chatTime(at: number, now: number, locale: string, zone: string): ChatTime {
  const d = new Date(at);
  const time = format(locale, zone, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
  const weekday = format(locale, zone, { weekday: 'long' }).format(d);
  const date = format(locale, zone, { year: 'numeric', month: 'short', day: 'numeric' }).format(d);
  const age = now - at;
  const days = daysBetween(dayIn(at, zone), dayIn(now, zone));
  let kind: ChatTimeKind;
  // A clock a little ahead on the sender's side still reads "just now".
  if (age < JUST_NOW_MS) kind = 'justNow';
  else if (days === 0) kind = 'today';
  else if (days === 1) kind = 'yesterday';
  else if (days === 2) kind = 'dayBefore';
  else if (age < WEEK_MS) kind = 'weekday';
  else kind = 'date';
  return { kind, time, weekday, date };
}

/** The header text: `chat.time.<kind>` of messages/*.json with the time, weekday and date. */
export function chatTimeText(
  t: (key: ChatTimeKind, values: { time: string; weekday: string; date: string }) => string,
  at: ChatTime,
): string {
  return t(at.kind, { time: at.time, weekday: at.weekday, date: at.date });
}
