import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { Link } from '@/i18n/navigation';

export type EmptyAction = { href: string; label: string; primary?: boolean };

/** A list with nothing in it: what is missing, why, and where to go instead. */
export function EmptyState({
  Icon,
  title,
  text,
  actions = [],
  children,
  headingLevel = 2,
  testId = 'live-empty',
}: {
  Icon: LucideIcon;
  title: string;
  text?: string;
  actions?: EmptyAction[];
  /** Extra content under the actions (a client button). */
  children?: React.ReactNode;
  headingLevel?: 2 | 3;
  testId?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      data-testid={testId}
      className="bg-surface flex flex-col items-center rounded-xl px-6 py-12 text-center shadow-sm"
    >
      <div className="bg-brand-soft text-brand mb-4 grid size-14 place-items-center rounded-full">
        <Icon className="size-7" aria-hidden />
      </div>
      <Heading className="text-ink text-lg font-semibold">{title}</Heading>
      {text ? <p className="text-ink-soft mt-2 max-w-md text-sm">{text}</p> : null}
      {actions.length > 0 ? (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {actions.map((a) => (
            <Link
              key={a.href}
              href={a.href}
              prefetch={false}
              className={clsx(
                'inline-flex h-10 items-center rounded-lg px-5 text-sm font-semibold transition-colors',
                a.primary
                  ? 'bg-brand hover:bg-brand-dark text-white'
                  : 'border-brand/40 text-brand hover:bg-brand-soft border bg-white',
              )}
            >
              {a.label}
            </Link>
          ))}
        </div>
      ) : null}
      {children}
    </div>
  );
}
