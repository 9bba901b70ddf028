import clsx from 'clsx';

/**
 * A QR code image (app/qr.svg/route.ts draws it; the address comes from lib/qr). `label` is its
 * text alternative when nothing beside it says what it is; where a visible caption does, leave it
 * out: the image is then decorative (alt="") rather than read out twice.
 */
export function QrCode({
  src,
  label,
  className,
}: {
  src: string;
  label?: string;
  className?: string;
}) {
  return (
    <div className={clsx('rounded-md bg-white p-1.5', className)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn by our own route */}
      <img src={src} alt={label ?? ''} className="block size-full" loading="lazy" />
    </div>
  );
}
