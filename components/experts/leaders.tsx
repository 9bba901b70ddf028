import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Trophy } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import type { RankingRow } from '@/lib/experts/contract';
import type { Sport } from '@/lib/matches/types';
import { Avatar } from '@/components/ui/avatar';
import { medalClass } from '@/components/live/rank';
import { HitRate, Roi } from './bits';
import { expertHref, rankingHref } from './links';

/**
 * The 30-day ROI leaders of `/specialist-home`: a column beside the plans on a desktop, a row of
 * cards that scrolls sideways above them on a phone.
 */
export function Leaders({ rows, sport }: { rows: RankingRow[]; sport: Sport }) {
  const t = useTranslations('experts.pages');
  return (
    <section
      aria-labelledby="leaders-title"
      className="desk:bg-surface desk:rounded-xl desk:p-3 desk:shadow-sm"
      data-testid="leaders"
    >
      <h2
        id="leaders-title"
        className="text-ink mb-2 flex items-center gap-1.5 text-base font-bold"
      >
        <Trophy aria-hidden className="text-brand size-4" />
        {t('home.leaders')}
      </h2>
      {rows.length === 0 ? (
        <p className="bg-surface text-ink-soft desk:shadow-none rounded-xl px-3 py-6 text-center text-sm shadow-sm">
          {t('home.leadersEmpty')}
        </p>
      ) : (
        <ol className="max-desk:-mx-3 max-desk:flex max-desk:gap-2 max-desk:overflow-x-auto max-desk:px-3 max-desk:pb-1 desk:divide-surface-page desk:divide-y">
          {rows.map((row) => (
            <li
              key={row.expert.id}
              data-testid="leader"
              className="max-desk:bg-surface max-desk:w-44 max-desk:shrink-0 max-desk:rounded-xl max-desk:shadow-sm"
            >
              {/* A line on a desktop; on a phone a small card: rank, picture and ROI, then the name. */}
              <Link
                href={expertHref(row.expert.id)}
                prefetch={false}
                className="hover:bg-surface-muted max-desk:p-2.5 desk:flex desk:items-center desk:gap-2 desk:px-1 desk:py-2 grid grid-cols-[auto_auto_minmax(0,1fr)] items-center gap-x-2 rounded-lg"
              >
                <span
                  className={clsx(
                    'inline-grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold tabular-nums',
                    medalClass(row.rank),
                  )}
                >
                  {row.rank}
                </span>
                <Avatar src={row.expert.avatar} name={row.expert.nickname} size={28} />
                <span className="desk:order-last shrink-0 text-right">
                  <span className="text-ink-soft desk:sr-only block text-[10px] leading-3">
                    {t('record.roi')}
                  </span>
                  <Roi value={row.record.roi} className="text-sm font-bold" />
                </span>
                <span className="max-desk:col-span-3 max-desk:mt-1.5 min-w-0 flex-1">
                  <span className="text-ink block truncate text-sm font-semibold">
                    {row.expert.nickname}
                  </span>
                  <span className="text-ink-soft block truncate text-xs">
                    {t('home.leaderLine', { graded: row.record.graded })}{' '}
                    <HitRate value={row.record.hit_rate} />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      <Link
        href={rankingHref({ sport })}
        prefetch={false}
        className="text-brand hover:text-brand-dark max-desk:hidden mt-2 block text-center text-xs font-semibold"
      >
        {t('home.fullRanking')}
      </Link>
    </section>
  );
}
