'use client';

import { useFormatter, useLocale, useTimeZone, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { apiGet } from '@/lib/client/api';
import type { MatchItem } from '@/lib/matches/types';
import { named } from '@/lib/matches/display';
import { compactMatches, type CompactMatch } from './compact-match';
import { Crest } from './crest';
import { TeamLink } from '@/components/teams/team-link';
import { useLiveList } from './use-live-list';
import { toLocale } from '@/i18n/locales';
import { API_ZONE } from '@/lib/rules/zone';
import { clockText, useClockLabels } from './live-clock';
import { SCORE_FLASH } from './live-merge';

export { applyScoreFrame, changedScores, FLASH_MS } from './live-merge';

function HotMatchCard({ m, flash }: { m: CompactMatch; flash: boolean }) {
  const t = useTranslations('home.hot');
  const format = useFormatter();
  const clock = useClockLabels();
  const lang = toLocale(useLocale());
  const live = m.status === 'live';
  const showScore = live || m.status === 'finished';
  const home = named(m, 'home_team_name', lang);
  const away = named(m, 'away_team_name', lang);

  let state: React.ReactNode;
  if (live) {
    state = (
      <span className="inline-flex items-center gap-1.5">
        <span className="bg-live inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-white">
          <span className="size-1.5 animate-pulse rounded-full bg-white" aria-hidden />
          {t('live')}
        </span>
        <span className="text-live font-semibold" data-testid="hot-minute">
          {clockText(m, clock)}
        </span>
      </span>
    );
  } else if (m.status === 'finished') {
    state = <span className="text-ink-soft font-medium">{t('ft')}</span>;
  } else if (m.status === 'postponed' || m.status === 'cancelled') {
    state = <span className="text-ink-faint font-medium">{t(m.status)}</span>;
  } else {
    const time = format.dateTime(new Date(m.kickoff), {
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    state = (
      <time dateTime={m.kickoff} className="text-ink-soft">
        {t('starts', { time })}
      </time>
    );
  }

  return (
    <li
      data-testid="hot-match"
      data-status={m.status}
      className={clsx(
        'desk:w-auto w-64 shrink-0 snap-start rounded-xl border p-4 transition-shadow',
        live
          ? 'border-live bg-live-soft/60 shadow-live/20 ring-live/40 shadow-md ring-1'
          : 'border-surface-page bg-surface-muted',
      )}
    >
      <div className="mb-3 flex items-center justify-between gap-2 text-xs">
        <span className="text-ink-soft truncate font-medium">{named(m, 'short_name', lang)}</span>
        {state}
      </div>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        <div className="flex min-w-0 flex-col items-center gap-1.5 text-center">
          <Crest teamId={m.home_team_id} className="size-10" />
          <TeamLink
            teamId={m.home_team_id}
            className="text-ink line-clamp-2 text-sm font-medium text-balance"
          >
            {home}
          </TeamLink>
        </div>
        {showScore ? (
          <span
            data-testid="hot-score"
            role="img"
            aria-label={t('score', {
              home,
              away,
              homeScore: m.home_score,
              awayScore: m.away_score,
            })}
            className={clsx(
              'rounded-md px-2 py-0.5 text-xl font-extrabold tabular-nums transition-colors duration-700',
              live ? 'text-live' : 'text-ink',
              flash && SCORE_FLASH,
            )}
          >
            {m.home_score} - {m.away_score}
          </span>
        ) : (
          <span className="text-ink-faint text-sm font-bold">{t('vs')}</span>
        )}
        <div className="flex min-w-0 flex-col items-center gap-1.5 text-center">
          <Crest teamId={m.away_team_id} className="size-10" />
          <TeamLink
            teamId={m.away_team_id}
            className="text-ink line-clamp-2 text-sm font-medium text-balance"
          >
            {away}
          </TeamLink>
        </div>
      </div>
    </li>
  );
}

/** The hot-match cards, kept live over `/ws`: 4 columns on desktop, a horizontal strip on mobile. */
export function HotMatchesLive({
  initial,
  wsPath = '/ws',
}: {
  initial: CompactMatch[];
  wsPath?: string;
}) {
  const zone = useTimeZone() ?? API_ZONE;
  const { items, flashing } = useLiveList(initial, {
    wsPath,
    refetch: async () => {
      const list = await apiGet<MatchItem[]>(
        'hot_match/initial_list',
        { tz: zone },
        { silent: true },
      );
      return Array.isArray(list) ? compactMatches(list) : null;
    },
  });

  if (!items.length) return null;
  return (
    // Focusable: on a phone it is a horizontal scroller that a keyboard must be able to scroll.
    <ul
      tabIndex={0}
      className="desk:grid desk:grid-cols-4 desk:gap-4 desk:overflow-visible desk:pb-0 -mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pb-2"
    >
      {items.map((m) => (
        <HotMatchCard key={m.id} m={m} flash={flashing.has(m.id)} />
      ))}
    </ul>
  );
}
