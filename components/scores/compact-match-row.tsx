'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Link } from '@/i18n/navigation';
import { named } from '@/lib/matches/display';
import type { CompactMatch } from './compact-match';
import { Crest } from './crest';
import { toLocale } from '@/i18n/locales';
import { clockText, useClockLabels } from './live-clock';
import { SCORE_FLASH } from './live-merge';

/**
 * One match in a compact line (competition and state, home, score, away) linking to its match
 * centre: the home page's live-now block and the search results. `dated` (search) puts the day
 * before a result's FT, since results there span weeks; `wrap` (search) lets long names wrap on
 * a phone instead of being cut.
 */
export function CompactMatchRow({
  m,
  flash = false,
  testId = 'match-row',
  dated = false,
  wrap = false,
}: {
  m: CompactMatch;
  flash?: boolean;
  testId?: string;
  dated?: boolean;
  wrap?: boolean;
}) {
  const t = useTranslations('matchRow');
  const format = useFormatter();
  const clock = useClockLabels();
  const lang = toLocale(useLocale());
  const home = named(m, 'home_team_name', lang);
  const away = named(m, 'away_team_name', lang);
  const live = m.status === 'live';
  const scored = live || m.status === 'finished';
  const kickoff = new Date(m.kickoff);
  const day = format.dateTime(kickoff, { month: '2-digit', day: '2-digit' });
  const state = live ? (
    clockText(m, clock)
  ) : m.status === 'finished' ? (
    dated ? (
      <>
        <time dateTime={m.kickoff} data-testid={`${testId}-date`}>
          {day}
        </time>{' '}
        {t('ft')}
      </>
    ) : (
      t('ft')
    )
  ) : m.status === 'postponed' || m.status === 'cancelled' ? (
    t(m.status)
  ) : (
    <time dateTime={m.kickoff}>
      {format.dateTime(kickoff, {
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })}
    </time>
  );
  const name = clsx('text-ink', wrap ? 'min-w-0 max-desk:break-words desk:truncate' : 'truncate');
  return (
    <li data-testid={testId} data-match-id={m.id} data-status={m.status}>
      <Link
        prefetch={false}
        href={`/score-detail?id=${m.id}`}
        // On a phone the names get the room: competition and state on a line of their own above
        // home, score, away (all rows; the columns still align from one row to the next).
        className="hover:bg-surface-muted desk:grid-cols-[5.5rem_minmax(0,1fr)_5rem_minmax(0,1fr)] grid grid-cols-[minmax(0,1fr)_4.75rem_minmax(0,1fr)] items-center gap-x-2 gap-y-0.5 rounded-lg px-2 py-2 text-sm sm:grid-cols-[4.5rem_minmax(0,1fr)_4.75rem_minmax(0,1fr)]"
      >
        <span
          className="col-span-3 flex min-w-0 items-baseline gap-2 leading-tight sm:col-span-1 sm:flex-col sm:items-stretch sm:gap-0"
          data-testid={`${testId}-state`}
        >
          <span className="text-ink-soft truncate text-[11px]">{named(m, 'short_name', lang)}</span>
          <span
            className={clsx(
              'truncate text-xs font-semibold tabular-nums',
              live ? 'text-live' : 'text-ink-soft',
            )}
          >
            {state}
          </span>
        </span>
        <span className="flex min-w-0 items-center justify-end gap-1.5 text-right">
          <span className={name} data-team="home" data-testid={`${testId}-home`}>
            {home}
          </span>
          <Crest teamId={m.home_team_id} size={20} />
        </span>
        <span
          data-testid={`${testId}-score`}
          role={scored ? 'img' : undefined}
          aria-label={
            scored
              ? t('score', { home, away, homeScore: m.home_score, awayScore: m.away_score })
              : undefined
          }
          className={clsx(
            'rounded px-1 text-center font-bold whitespace-nowrap tabular-nums transition-colors duration-700',
            live ? 'text-live' : 'text-ink',
            flash && SCORE_FLASH,
          )}
        >
          {scored ? `${m.home_score} - ${m.away_score}` : t('vs')}
        </span>
        <span className="flex min-w-0 items-center gap-1.5">
          <Crest teamId={m.away_team_id} size={20} />
          <span className={name} data-team="away" data-testid={`${testId}-away`}>
            {away}
          </span>
        </span>
      </Link>
    </li>
  );
}
