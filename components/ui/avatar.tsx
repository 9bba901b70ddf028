import Image from 'next/image';
import clsx from 'clsx';

/** A round user picture; the first letter of the name stands in when there is none. */
export function Avatar({
  src,
  name,
  size = 32,
  className,
}: {
  src?: string | null;
  name: string;
  size?: number;
  className?: string;
}) {
  const style = { width: size, height: size };
  if (!src) {
    return (
      <span
        aria-hidden
        style={{ ...style, fontSize: size * 0.45 }}
        className={clsx(
          'bg-brand grid shrink-0 place-items-center rounded-full font-semibold text-white',
          className,
        )}
      >
        {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
      </span>
    );
  }
  return (
    <Image
      src={src}
      alt=""
      width={size}
      height={size}
      // Avatars come from uploads or other hosts the optimizer is not configured for.
      unoptimized
      style={style}
      className={clsx('shrink-0 rounded-full bg-white/10 object-cover', className)}
    />
  );
}
