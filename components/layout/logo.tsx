import clsx from 'clsx';

/** The site mark: a ball with a play triangle, drawn inline so it needs no request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={clsx('shrink-0', className)}>
      <defs>
        <linearGradient id="logo-grad" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff8a00" />
          <stop offset="1" stopColor="#ff2d55" />
        </linearGradient>
      </defs>
      <circle cx="16" cy="16" r="15" fill="url(#logo-grad)" />
      <path d="M16 3.5a12.5 12.5 0 0 1 0 25" fill="none" stroke="#fff" strokeOpacity=".25" strokeWidth="1.5" />
      <path d="M12.5 10.5 22 16l-9.5 5.5z" fill="#fff" />
    </svg>
  );
}
