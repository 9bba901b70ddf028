import clsx from 'clsx';

/**
 * A room's or a recording's 16:9 cover. Decorative (`alt=""`): the card's title is the link's
 * name right below it. Covers are our own generated images or uploads, hence a plain <img>
 * with its size (no layout shift) rather than the optimiser.
 */
export function Cover({ src, children }: { src: string; children?: React.ReactNode }) {
  return (
    <div className="bg-nav relative aspect-video overflow-hidden">
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own covers, sized, lazy
        <img
          src={src}
          alt=""
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
          className={clsx(
            'size-full object-cover transition duration-300',
            'motion-safe:group-hover:scale-[1.03]',
          )}
        />
      ) : null}
      {/* Keeps the white overlay text readable on light covers. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 bottom-0 h-1/2 bg-gradient-to-t from-black/60 to-transparent"
      />
      {children}
    </div>
  );
}

/** A small label on the cover: white on a dark glass, readable on any picture. */
export function CoverChip({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <span
      className={clsx(
        'absolute inline-flex items-center gap-1 rounded-md bg-black/65 px-1.5 py-0.5 text-[11px] leading-4 font-medium text-white tabular-nums',
        className,
      )}
    >
      {children}
    </span>
  );
}
