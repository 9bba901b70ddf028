import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import type { MatchItem } from '@/lib/matches/types';
import { clockText, useClockLabels } from '@/components/scores/live-clock';

/** Whether a match shows a score (live or finished) rather than "VS". */
export function hasScore(m: Pick<MatchItem, 'status'>): boolean {
  return m.status === 'live' || m.status === 'finished';
}

/**
 * The state of a match in a list: the clock in the live colour while it is played, FT when
 * finished, postponed / cancelled, or "not started".
 */
export function MatchStatus({ m, className }: { m: MatchItem; className?: string }) {
  const t = useTranslations('dataLibrary.status');
  const clock = useClockLabels();
  if (m.status === 'live') {
    return (
      <span className={clsx('text-live inline-flex items-center gap-1 font-semibold', className)}>
        <span className="bg-live size-1.5 animate-pulse rounded-full" aria-hidden />
        <span className="sr-only">{t('live')}</span>
        {clockText(m, clock)}
      </span>
    );
  }
  const key =
    m.status === 'finished'
      ? 'finished'
      : m.status === 'postponed'
        ? 'postponed'
        : m.status === 'cancelled'
          ? 'cancelled'
          : 'notStarted';
  return (
    <span
      className={clsx(
        key === 'finished'
          ? 'text-ink-soft'
          : key === 'notStarted'
            ? 'text-ink-faint'
            : 'text-brand',
        className,
      )}
    >
      {t(key)}
    </span>
  );
}
