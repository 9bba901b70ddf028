/** A video page's title line: heading, a line under it, and actions on the right. */
export function VideoHeader({
  title,
  sub,
  children,
}: {
  title: string;
  sub?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <header className="mb-3 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
      <div className="min-w-0">
        <h1 className="text-ink desk:text-2xl text-xl font-extrabold">{title}</h1>
        {sub ? <p className="text-ink-soft mt-0.5 text-sm">{sub}</p> : null}
      </div>
      {children}
    </header>
  );
}
