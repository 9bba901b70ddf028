import { ChevronDown } from 'lucide-react';
import clsx from 'clsx';

/**
 * A drop-down of links that works without JavaScript (a `<details>` element): the season and
 * round pickers. Keyed by the current value, so it is closed again after a navigation.
 */
export function LinkMenu({
  label,
  current,
  align = 'start',
  anchored = true,
  panelClassName,
  children,
}: {
  /** What the menu picks ("Season"), for screen readers. */
  label: string;
  /** The chosen value, shown on the button. */
  current: React.ReactNode;
  align?: 'start' | 'end';
  /** False: the panel is placed against the nearest positioned ancestor instead (a wider row). */
  anchored?: boolean;
  panelClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <details className={clsx('group', anchored && 'relative')}>
      <summary
        aria-label={typeof current === 'string' ? `${label}: ${current}` : label}
        className="border-surface-page bg-surface text-ink hover:border-brand/50 inline-flex h-8 cursor-pointer list-none items-center gap-1.5 rounded-md border px-2.5 text-sm font-medium whitespace-nowrap select-none [&::-webkit-details-marker]:hidden"
      >
        {current}
        <ChevronDown
          className="text-ink-faint size-4 transition group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <div
        className={clsx(
          'bg-surface absolute z-30 mt-1 max-h-80 overflow-y-auto rounded-lg p-1.5 shadow-lg ring-1 ring-black/10',
          align === 'end' ? 'right-0' : 'left-0',
          panelClassName,
        )}
      >
        {children}
      </div>
    </details>
  );
}
