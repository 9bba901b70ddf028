'use client';

import { useId, useState } from 'react';
import { useFormatter, useLocale, useTimeZone } from 'next-intl';
import { Search } from 'lucide-react';
import { LABEL, INPUT } from './ui';
import { useStudioT } from './i18n';
import { toLocale, type Locale } from '@/i18n/locales';
import type { RoomMatch } from '@/lib/live/contract';
import { named } from '@/lib/matches/display';
import { useTodayMatches, type DayMatch } from './data';

type Props = {
  sport: 'football' | 'basketball';
  value: number | null;
  onChange: (id: number | null) => void;
  /** The room's match now, offered even when it is not among today's (an earlier day's). */
  current: RoomMatch | null;
};

type Option = { id: number; text: string; haystack: string };

/**
 * Today's live and upcoming matches of a sport (hot_match/all_match in the page's zone) as a
 * native select narrowed by a search box: keyboard and screen-reader use come with the platform,
 * and phones show their own picker. The chosen match stays listed whatever the search.
 */
export function MatchSelect({ sport, value, onChange, current }: Props) {
  const t = useStudioT();
  const id = useId();
  const locale = toLocale(useLocale());
  const zone = useTimeZone() ?? 'Asia/Shanghai';
  const format = useFormatter();
  const [query, setQuery] = useState('');
  const matches = useTodayMatches(sport, zone);

  const describe = (m: DayMatch | RoomMatch): Option => {
    const names = (l: Locale) =>
      [
        named(m, 'short_name', l),
        named(m, 'home_team_name', l),
        named(m, 'away_team_name', l),
      ].join(' ');
    return {
      id: m.id,
      text: t('broadcast.matchOption', {
        time:
          m.status === 'live'
            ? m.match_str
            : format.dateTime(new Date(m.match_time * 1000), {
                hour: '2-digit',
                minute: '2-digit',
              }),
        competition: named(m, 'short_name', locale),
        home: named(m, 'home_team_name', locale),
        away: named(m, 'away_team_name', locale),
      }),
      haystack: `${names(locale)} ${names('zh')} ${names('en')}`.toLowerCase(),
    };
  };

  const list = matches.data ?? [];
  const q = query.trim().toLowerCase();
  const keep = (o: Option) => !q || o.id === value || o.haystack.includes(q);
  const live = list
    .filter((m) => m.status === 'live')
    .map(describe)
    .filter(keep);
  const upcoming = list
    .filter((m) => m.status !== 'live')
    .map(describe)
    .filter(keep);
  const currentOption =
    current && current.sport === sport && !list.some((m) => m.id === current.id)
      ? describe(current)
      : null;
  const found = live.length + upcoming.length;

  let hint: string | null = null;
  if (matches.isLoading) hint = t('broadcast.matchesLoading');
  else if (matches.data && list.length === 0) hint = t('broadcast.noMatches');
  else if (q && found === 0) hint = t('broadcast.noMatchesFound', { query: query.trim() });

  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-select`} className={LABEL}>
        {t('broadcast.match')}
      </label>
      <div className="relative">
        <label htmlFor={`${id}-search`} className="sr-only">
          {t('broadcast.matchSearch')}
        </label>
        <Search
          className="text-ink-faint pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
          aria-hidden
        />
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('broadcast.matchSearchPlaceholder')}
          aria-controls={`${id}-select`}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={`${INPUT} pl-9`}
        />
      </div>
      <select
        id={`${id}-select`}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        aria-describedby={current ? `${id}-hint ${id}-keep` : `${id}-hint`}
        className={INPUT}
      >
        <option value="">{t('broadcast.noMatch')}</option>
        {currentOption ? (
          <optgroup label={t('broadcast.currentGroup')}>
            <option value={currentOption.id}>{currentOption.text}</option>
          </optgroup>
        ) : null}
        {live.length > 0 ? (
          <optgroup label={t('broadcast.liveGroup')}>
            {live.map((o) => (
              <option key={o.id} value={o.id}>
                {o.text}
              </option>
            ))}
          </optgroup>
        ) : null}
        {upcoming.length > 0 ? (
          <optgroup label={t('broadcast.upcomingGroup')}>
            {upcoming.map((o) => (
              <option key={o.id} value={o.id}>
                {o.text}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
      <p id={`${id}-hint`} role="status" className="text-ink-soft text-xs empty:hidden">
        {hint}
      </p>
      {current ? (
        // live/updateLive cannot take a match away, only replace it.
        <p id={`${id}-keep`} className="text-ink-faint text-xs">
          {t('broadcast.matchClearHint')}
        </p>
      ) : null}
    </div>
  );
}
