import clsx from 'clsx';
import { useId } from 'react';

/**
 * The site mark: a ball with a play triangle, drawn inline so it needs no request. The gradient's
 * id is unique per mark (the nav, the drawer and the footer each draw one on the same page).
 */
export function LogoMark({ className }: { className?: string }) {
  const grad = `logo-grad${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={clsx('shrink-0', className)}>
      <defs>
        <linearGradient id={grad} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff8a00" />
          <stop offset="1" stopColor="#ff2d55" />
        </linearGradient>
      </defs>
      <circle cx="16" cy="16" r="15" fill={`url(#${grad})`} />
      <path
        d="M16 3.5a12.5 12.5 0 0 1 0 25"
        fill="none"
        stroke="#fff"
        strokeOpacity=".25"
        strokeWidth="1.5"
      />
      <path d="M12.5 10.5 22 16l-9.5 5.5z" fill="#fff" />
    </svg>
  );
}
