import clsx from 'clsx';
import { Link } from '@/i18n/navigation';

export type StripDay = {
  /** The calendar day, YYYY-MM-DD (also `data-date`, which tests and scripts select by). */
  date: string;
  /** "Today", "Tomorrow" or the weekday. */
  label: string;
  /** The short date under it. */
  sub: string;
  href: string;
};

/**
 * The row of days above a score list or a schedule (server-rendered links, one marked as the
 * current date). Links are not prefetched: each would be a whole day's render, on the server and
 * in the browser, as the page loads.
 */
export function DayStrip({
  days,
  current,
  label,
  className,
}: {
  days: readonly StripDay[];
  current: string;
  /** The navigation's accessible name. */
  label: string;
  className?: string;
}) {
  return (
    <nav
      aria-label={label}
      className={clsx('desk:mx-0 desk:px-0 -mx-3 overflow-x-auto px-3', className)}
    >
      <ul className="desk:gap-2 flex gap-1.5">
        {days.map((d) => {
          const active = d.date === current;
          return (
            <li key={d.date} className="desk:flex-1 shrink-0">
              <Link
                prefetch={false}
                href={d.href}
                aria-current={active ? 'date' : undefined}
                data-date={d.date}
                className={clsx(
                  'flex min-w-[4.25rem] flex-col items-center rounded-lg px-2 py-1.5 text-center transition',
                  active
                    ? 'bg-nav text-white shadow-sm'
                    : 'text-ink-soft bg-surface hover:text-ink ring-1 ring-gray-200 hover:ring-gray-300',
                )}
              >
                <span
                  className={clsx('text-[13px] font-semibold', active ? 'text-white' : 'text-ink')}
                >
                  {d.label}
                </span>
                <span
                  className={clsx(
                    'text-[11px] tabular-nums',
                    active ? 'text-white/70' : 'text-ink-faint',
                  )}
                >
                  {d.sub}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
