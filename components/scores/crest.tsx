import clsx from 'clsx';
import { crestPath } from '@/lib/matches/display';

/** A team's generated crest (a small SVG from our own /crest route). Decorative: the name is beside it. */
export function Crest({
  teamId,
  size = 40,
  className,
}: {
  teamId: number;
  size?: number;
  className?: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a small SVG drawn by our own route
    <img
      src={crestPath(teamId)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={clsx('shrink-0', className)}
      style={{ width: size, height: size }}
    />
  );
}
