'use client';

import { useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { toast } from '@/lib/client/toast';
import { CalendarCheck, Loader2 } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { apiPost } from '@/lib/client/api';
import { toLocale } from '@/i18n/locales';
import { named } from '@/lib/matches/display';
import type { MatchItem } from '@/lib/matches/types';
import { Crest } from '@/components/scores/crest';
import { hasScore, MatchStatus } from '@/components/data-library/match-status';
import { UNBOOK_PATH } from '@/components/schedule/book-button';

/**
 * Tab 4 of /member (docs/product.md §2 "booked matches"): the user's bookings from `live/myReservations`
 * (live and upcoming first, then past ones), each with its unbook button. Unbooking removes the
 * row at once and puts it back if the call fails.
 */
export function BookingsTab({ initial }: { initial: MatchItem[] }) {
  const t = useTranslations('member.bookings');
  const format = useFormatter();
  const lang = toLocale(useLocale());
  const [matches, setMatches] = useState(initial);
  const [pending, setPending] = useState<number | null>(null);

  async function unbook(m: MatchItem) {
    if (pending !== null) return;
    setPending(m.id);
    try {
      await apiPost(UNBOOK_PATH, { match_id: m.id });
      setMatches((list) => list.filter((x) => x.id !== m.id));
      toast.success(t('removed'), { id: `unbook-${m.id}` });
    } catch {
      // The API client has shown why; the row stays.
    } finally {
      setPending(null);
    }
  }

  return (
    <section
      aria-labelledby="member-bookings-title"
      className="bg-surface rounded-xl shadow-sm"
      data-testid="member-bookings"
    >
      <header className="border-surface-page desk:px-5 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b px-4 py-3">
        <h2
          id="member-bookings-title"
          className="text-ink flex items-center gap-2 text-base font-semibold whitespace-nowrap"
        >
          <CalendarCheck aria-hidden className="text-brand size-5" />
          {t('title')}
        </h2>
        <Link
          href="/schedule?type=4"
          className="text-brand text-sm font-medium whitespace-nowrap hover:underline"
        >
          {t('toSchedule')}
        </Link>
      </header>
      {matches.length === 0 ? (
        <div
          className="flex flex-col items-center gap-2 px-6 py-14 text-center"
          data-testid="bookings-empty"
        >
          <p className="text-ink text-base font-semibold">{t('emptyTitle')}</p>
          <p className="text-ink-soft max-w-sm text-sm">{t('emptyText')}</p>
        </div>
      ) : (
        <ul className="divide-surface-page divide-y">
          {matches.map((m) => {
            const home = named(m, 'home_team_name', lang);
            const away = named(m, 'away_team_name', lang);
            const scored = hasScore(m);
            const when = format.dateTime(new Date(m.kickoff), {
              month: '2-digit',
              day: '2-digit',
              hour: '2-digit',
              minute: '2-digit',
              hourCycle: 'h23',
            });
            return (
              <li
                key={m.id}
                data-testid="booking"
                data-match-id={m.id}
                className="desk:px-5 flex items-center gap-3 px-4 py-2.5"
              >
                <Link
                  href={`/score-detail?id=${m.id}`}
                  prefetch={false}
                  className="hover:bg-surface-muted -my-1 grid min-w-0 flex-1 grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-2 rounded-lg py-1 text-[13px]"
                >
                  <span className="flex flex-col leading-tight">
                    <time dateTime={m.kickoff} className="text-ink font-semibold tabular-nums">
                      {when}
                    </time>
                    <MatchStatus m={m} className="text-[11px]" />
                  </span>
                  <span className="flex min-w-0 flex-col gap-1">
                    {(
                      [
                        [m.home_team_id, home, m.home_score],
                        [m.away_team_id, away, m.away_score],
                      ] as const
                    ).map(([id, name, score]) => (
                      <span key={id} className="flex items-center gap-2">
                        <Crest teamId={id} size={18} />
                        <span className="text-ink min-w-0 flex-1 truncate">{name}</span>
                        {scored ? (
                          <span className="text-ink w-6 text-right font-bold tabular-nums">
                            {score}
                          </span>
                        ) : null}
                      </span>
                    ))}
                  </span>
                </Link>
                <button
                  type="button"
                  onClick={() => void unbook(m)}
                  disabled={pending !== null}
                  aria-label={t('unbookLabel', { home, away })}
                  data-testid="unbook-button"
                  className="border-ink-faint/40 text-ink-soft hover:border-live hover:text-live inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 text-[13px] font-medium whitespace-nowrap transition disabled:opacity-60"
                >
                  {pending === m.id ? (
                    <Loader2 aria-hidden className="size-3.5 animate-spin" />
                  ) : null}
                  {t('unbook')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
