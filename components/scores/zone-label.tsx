import { zoneLabel } from '@/lib/rules/zone';

/** Noon UTC of a calendar day: formatted with `timeZone: 'UTC'` it is that day in any zone. */
export function calendarDay(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/**
 * The zone the page's times are in, as its offset ("GMT+7"), next to the times (issue 8 §1). The
 * IANA name is the tooltip. `at` is the instant whose offset counts (default now); pass a match's
 * kick-off to label that time across a change of summer time.
 */
export function ZoneLabel({
  zone,
  at,
  className,
}: {
  zone: string;
  at?: string | number;
  className?: string;
}) {
  const instant = typeof at === 'string' ? Date.parse(at) : at;
  return (
    <span
      data-testid="zone-label"
      data-zone={zone}
      title={zone}
      className={
        className ??
        'text-ink-soft bg-surface-muted ml-2 inline-block rounded px-1.5 align-middle text-[11px] font-semibold tabular-nums'
      }
    >
      {zoneLabel(zone, instant === undefined || Number.isNaN(instant) ? undefined : instant)}
    </span>
  );
}
