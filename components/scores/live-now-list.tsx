'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Link } from '@/i18n/navigation';
import { apiGet } from '@/lib/client/api';
import type { MatchItem, Sport } from '@/lib/matches/types';
import { compactMatches, type CompactMatch } from './compact-match';
import { CompactMatchRow } from './compact-match-row';
import { useLiveList } from './use-live-list';

/** Rows shown before "see all": the full lists live on /football and /basketball. */
export const LIVE_NOW_SHOWN = 12;

type Filter = 'all' | Sport;
const FILTERS: readonly Filter[] = ['all', 'football', 'basketball'];

/**
 * Every live match, kept live: scores flash when they change, a match that kicks off joins the
 * list (a push for an unknown match refetches it), a finished one shows FT until the next refetch.
 */
export function LiveNowList({ initial, wsPath }: { initial: CompactMatch[]; wsPath?: string }) {
  const t = useTranslations('home.liveNow');
  const [filter, setFilter] = useState<Filter>('all');
  const { items, flashing } = useLiveList(initial, {
    wsPath,
    refetch: async () => {
      const list = await apiGet<MatchItem[]>('hot_match/live_now', undefined, { silent: true });
      return Array.isArray(list) ? compactMatches(list) : null;
    },
    refetchOn: (frame) => 'status' in frame.data && frame.data.status === 'live',
  });
  const counts: Record<Filter, number> = {
    all: items.length,
    football: items.filter((m) => m.sport === 'football').length,
    basketball: items.filter((m) => m.sport === 'basketball').length,
  };
  const shown = items.filter((m) => filter === 'all' || m.sport === filter);
  const more: Sport = filter === 'basketball' ? 'basketball' : 'football';

  return (
    <div>
      <div role="group" aria-label={t('filter')} className="mb-3 flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className={clsx(
              'rounded-full px-3 py-1 text-sm font-medium transition',
              filter === f ? 'bg-live text-white' : 'bg-surface-muted text-ink-soft hover:text-ink',
            )}
          >
            {t(f)} <span className="tabular-nums">{counts[f]}</span>
          </button>
        ))}
      </div>
      {shown.length ? (
        <ul className="desk:grid-cols-2 grid gap-x-6 gap-y-0.5" data-testid="live-now">
          {shown.slice(0, LIVE_NOW_SHOWN).map((m) => (
            <CompactMatchRow key={m.id} m={m} flash={flashing.has(m.id)} testId="live-now-row" />
          ))}
        </ul>
      ) : (
        <p
          className="text-ink-soft bg-surface-muted rounded-lg px-4 py-6 text-center text-sm"
          data-testid="live-now-empty"
        >
          {t('empty')}{' '}
          <Link href="/schedule?type=4" className="text-brand font-medium hover:underline">
            {t('schedule')}
          </Link>
        </p>
      )}
      {shown.length > 0 ? (
        <p className="mt-3 text-right text-sm">
          <Link href={`/${more}?tab=live`} className="text-brand font-medium hover:underline">
            {t(more === 'football' ? 'allFootball' : 'allBasketball')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
