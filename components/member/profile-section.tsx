/** A white card with a heading: the building block of the profile tab. */
export function ProfileSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-surface desk:p-6 rounded-xl p-5 shadow-sm">
      <h2 id={id} className="text-ink border-brand border-l-4 pl-3 text-base font-semibold">
        {title}
      </h2>
      {description ? <p className="text-ink-soft mt-2 text-sm">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

export const inputClass =
  'border-ink-faint/40 text-ink placeholder:text-ink-faint focus:border-brand focus:ring-brand/20 w-full rounded-lg border bg-white px-3 py-2 text-sm outline-none focus:ring-2 aria-[invalid=true]:border-live';

export const primaryButtonClass =
  'bg-brand hover:bg-brand-dark rounded-lg px-5 py-2 text-sm font-semibold text-white transition-colors disabled:cursor-not-allowed disabled:opacity-50';

export const secondaryButtonClass =
  'border-ink-faint/40 text-ink-soft hover:border-brand hover:text-brand rounded-lg border px-4 py-2 text-sm font-medium transition-colors disabled:opacity-50';
