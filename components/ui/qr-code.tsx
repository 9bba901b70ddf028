import clsx from 'clsx';

/**
 * A QR code drawn from an SVG string that the server generated with `qrcode` (see
 * components/layout/shell-data.ts), so the browser runs no QR code and the first HTML has it.
 */
export function QrCode({ svg, label, className }: { svg: string; label: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className={clsx('rounded-md bg-white p-1.5 [&>svg]:block [&>svg]:h-full [&>svg]:w-full', className)}
      // The markup comes from our own QR encoder, never from user input.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
