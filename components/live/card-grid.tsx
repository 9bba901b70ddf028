import clsx from 'clsx';

/**
 * The grid of room and replay cards. Columns follow the width the grid really has (a container
 * query), since the side menu takes 56 or 304 px of the window: one column on a phone under
 * 480 px, two on larger phones, three on a tablet, four or five on a desktop.
 */
export function CardGrid({
  children,
  className,
  label,
}: {
  children: React.ReactNode;
  className?: string;
  /** Names the list for screen readers when the page has several. */
  label?: string;
}) {
  return (
    <div className="@container">
      <ul
        aria-label={label}
        className={clsx(
          'grid grid-cols-1 gap-3 @min-[400px]:grid-cols-2 @min-[620px]:grid-cols-3 @min-[620px]:gap-4 @min-[880px]:grid-cols-4 @min-[1180px]:grid-cols-5',
          className,
        )}
      >
        {children}
      </ul>
    </div>
  );
}

/** A cell of CardGrid (its cards stretch to the row's height). */
export function CardCell({ children }: { children: React.ReactNode }) {
  return <li className="flex min-w-0 flex-col [&>*]:flex-1">{children}</li>;
}
