import clsx from 'clsx';
import { crestSrc } from '@/lib/matches/display';

/**
 * A team's generated crest from our own /crest route: a PNG when small, the SVG with the team's code
 * when large (display.ts crestSrc). Decorative: the name is beside it.
 */
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
    // eslint-disable-next-line @next/next/no-img-element -- a small image drawn by our own route
    <img
      src={crestSrc(teamId, size)}
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
