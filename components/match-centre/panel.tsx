import clsx from 'clsx';

/** A white card with a heading: every section of the match centre sits in one. */
export function Panel({
  title,
  id,
  children,
  aside,
  className,
  testId,
}: {
  title: string;
  id: string;
  children: React.ReactNode;
  /** Something small at the heading's right (a marker, a note). */
  aside?: React.ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      className={clsx('bg-surface overflow-hidden rounded-2xl shadow-sm', className)}
    >
      <div className="border-surface-page flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
        <h2 id={`${id}-title`} className="text-ink text-base font-bold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The grey line a section shows when it has nothing yet. */
export function Empty({ children }: { children: React.ReactNode }) {
  return <p className="text-ink-soft px-4 py-10 text-center text-sm">{children}</p>;
}
