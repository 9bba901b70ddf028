import clsx from 'clsx';

/**
 * A team's flag: a small PNG of public/images/worldcup/flags (rendered from flag-icons, MIT),
 * 4:3. Decorative: the team's name always stands beside it. Not lazy: the 48 files are about
 * 400 bytes each and a table scrolled into view should not show empty frames.
 */
export function Flag({
  code,
  size = 20,
  className,
}: {
  code: string;
  /** Width in CSS pixels; the files are 60×45, sharp up to 30 px wide on a 2× screen. */
  size?: number;
  className?: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a 1 KB static flag, no optimiser needed
    <img
      src={`/images/worldcup/flags/${code.toLowerCase()}.png`}
      alt=""
      width={size}
      height={Math.round(size * 0.75)}
      decoding="async"
      className={clsx('inline-block shrink-0 rounded-[2px] ring-1 ring-black/10', className)}
    />
  );
}
