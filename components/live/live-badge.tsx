import clsx from 'clsx';

/**
 * The LIVE mark of a room on air: white on the live red (≥ 4.5:1), with a pulsing dot that
 * stays still for visitors who ask for reduced motion (`motion-safe:`).
 */
export function LiveBadge({ label, className }: { label: string; className?: string }) {
  return (
    <span
      data-testid="live-badge"
      className={clsx(
        'bg-live inline-flex items-center gap-1.5 rounded-md px-1.5 py-0.5 text-[11px] leading-4 font-bold tracking-wide text-white uppercase shadow-sm',
        className,
      )}
    >
      <span className="relative flex size-1.5" aria-hidden>
        <span className="absolute inline-flex size-full rounded-full bg-white opacity-75 motion-safe:animate-ping" />
        <span className="relative inline-flex size-1.5 rounded-full bg-white" />
      </span>
      {label}
    </span>
  );
}
