import clsx from 'clsx';
import type { EventKind } from '@/lib/matches/types';

/** Small event glyphs drawn inline (no emoji font needed). Decorative unless given a label. */

export function BallIcon({ className, own }: { className?: string; own?: boolean }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden className={clsx('size-4 shrink-0', className)}>
      <circle
        cx="8"
        cy="8"
        r="7"
        fill="#fff"
        stroke={own ? '#dc2626' : '#111827'}
        strokeWidth="1.2"
      />
      <path d="M8 4.6l2.6 1.9-1 3.1H6.4l-1-3.1z" fill={own ? '#dc2626' : '#111827'} />
      <path
        d="M8 1v3.6M10.6 6.5l3.6-1.2M9.6 9.6l2.2 3.2M6.4 9.6l-2.2 3.2M5.4 6.5L1.8 5.3"
        stroke={own ? '#dc2626' : '#111827'}
        strokeWidth="1"
      />
    </svg>
  );
}

export function CardIcon({
  colour,
  className,
}: {
  colour: 'yellow' | 'red' | 'second';
  className?: string;
}) {
  if (colour === 'second')
    return (
      <svg viewBox="0 0 16 16" aria-hidden className={clsx('size-4 shrink-0', className)}>
        <rect x="2.5" y="1.5" width="8" height="11" rx="1.5" fill="#facc15" />
        <rect
          x="5.5"
          y="3.5"
          width="8"
          height="11"
          rx="1.5"
          fill="#dc2626"
          stroke="#fff"
          strokeWidth="0.8"
        />
      </svg>
    );
  return (
    <svg viewBox="0 0 16 16" aria-hidden className={clsx('size-4 shrink-0', className)}>
      <rect
        x="4"
        y="1.5"
        width="8.5"
        height="13"
        rx="1.5"
        fill={colour === 'yellow' ? '#facc15' : '#dc2626'}
      />
    </svg>
  );
}

export function SubIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden className={clsx('size-4 shrink-0', className)}>
      <path
        d="M5 13V4M2.5 6.5L5 4l2.5 2.5"
        stroke="#16a34a"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M11 3v9M8.5 9.5L11 12l2.5-2.5"
        stroke="#dc2626"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function CornerIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden className={clsx('size-4 shrink-0', className)}>
      <path d="M3 15V2" stroke="#4b5563" strokeWidth="1.5" />
      <path d="M3.7 2.5h8l-2 2.5 2 2.5h-8z" fill="#ff6a00" />
    </svg>
  );
}

export function WhistleIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden className={clsx('size-4 shrink-0', className)}>
      <circle cx="6" cy="9.5" r="4.2" fill="none" stroke="#4b5563" strokeWidth="1.5" />
      <path d="M8.5 6.2L14.5 4v3.4H9.6" fill="#4b5563" />
    </svg>
  );
}

export function HoopIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden className={clsx('size-4 shrink-0', className)}>
      <circle cx="8" cy="8" r="7" fill="#f97316" stroke="#7c2d12" strokeWidth="0.8" />
      <path
        d="M1 8h14M8 1v14M3 3c2.5 2.5 2.5 7.5 0 10M13 3c-2.5 2.5-2.5 7.5 0 10"
        stroke="#7c2d12"
        strokeWidth="0.8"
        fill="none"
      />
    </svg>
  );
}

/** The glyph of an event kind, or null for kinds shown without one. */
export function EventIcon({
  kind,
  className,
}: {
  kind: EventKind | 'full_time';
  className?: string;
}) {
  switch (kind) {
    case 'goal':
    case 'penalty_goal':
      return <BallIcon className={className} />;
    case 'own_goal':
      return <BallIcon className={className} own />;
    case 'penalty_miss':
      return <BallIcon className={clsx('opacity-40', className)} />;
    case 'yellow':
      return <CardIcon colour="yellow" className={className} />;
    case 'red':
      return <CardIcon colour="red" className={className} />;
    case 'second_yellow':
      return <CardIcon colour="second" className={className} />;
    case 'sub':
      return <SubIcon className={className} />;
    case 'corner':
      return <CornerIcon className={className} />;
    case 'points':
      return <HoopIcon className={className} />;
    case 'period_start':
    case 'period_end':
    case 'full_time':
    case 'timeout':
    case 'foul':
    case 'foul_out':
      return <WhistleIcon className={className} />;
    case 'shootout':
      return <BallIcon className={className} />;
    default:
      return null;
  }
}
