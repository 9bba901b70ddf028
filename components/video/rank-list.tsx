import { useFormatter, useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Trophy } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { COMPACT } from '@/components/live/format';
import { RANK_PERIODS, type RankPeriod } from '@/lib/video/limits';
import type { RankedVideo } from '@/lib/video/contract';
import { videoHref } from './query';

/**
 * The ranking beside the video list: the most viewed videos of the day, week or month. The
 * periods are links (`?rank=`), so each is a server-rendered view and works without JavaScript.
 */
export function RankList({
  period,
  items,
  periodHref,
}: {
  period: RankPeriod;
  /** null: the ranking could not be read. */
  items: RankedVideo[] | null;
  periodHref: (p: RankPeriod) => string;
}) {
  const t = useTranslations('video.rank');
  const format = useFormatter();
  return (
    <section
      aria-labelledby="video-rank-title"
      data-testid="video-rank"
      className="bg-surface rounded-xl p-4 shadow-sm"
    >
      <h2 id="video-rank-title" className="text-ink flex items-center gap-2 text-base font-bold">
        <Trophy className="text-brand size-4" aria-hidden />
        {t('title')}
      </h2>
      <nav aria-label={t('periods')} className="mt-3">
        <ul className="bg-surface-page grid grid-cols-3 gap-1 rounded-lg p-1">
          {RANK_PERIODS.map((p) => (
            <li key={p}>
              <Link
                href={periodHref(p)}
                prefetch={false}
                scroll={false}
                aria-current={p === period ? 'page' : undefined}
                className={clsx(
                  'flex h-8 items-center justify-center rounded-md text-[13px] transition',
                  p === period
                    ? 'text-ink bg-white font-semibold shadow-sm'
                    : 'text-ink-soft hover:text-ink',
                )}
              >
                {t(p)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!items || items.length === 0 ? (
        <p className="text-ink-soft py-8 text-center text-sm">{t('empty')}</p>
      ) : (
        <ol className="mt-3 space-y-1">
          {items.map((v) => (
            <li key={v.id}>
              <Link
                href={videoHref(v.id)}
                prefetch={false}
                className="group hover:bg-surface-page flex items-center gap-3 rounded-lg p-1.5 transition"
              >
                {/* A span cannot carry aria-label (Nu HTML checker): the place is read as text. */}
                <span className="sr-only">{t('rank', { rank: v.rank })}</span>
                <span
                  aria-hidden
                  className={clsx(
                    'grid size-6 shrink-0 place-items-center rounded-md text-xs font-bold tabular-nums',
                    v.rank <= 3 ? 'bg-brand text-white' : 'bg-surface-page text-ink-soft',
                  )}
                >
                  {v.rank}
                </span>
                {/* eslint-disable-next-line @next/next/no-img-element -- our own covers, sized, lazy */}
                <img
                  src={v.cover}
                  alt=""
                  width={96}
                  height={54}
                  loading="lazy"
                  decoding="async"
                  className="bg-nav aspect-video w-20 shrink-0 rounded-md object-cover"
                />
                <span className="min-w-0 flex-1">
                  <span className="text-ink group-hover:text-brand line-clamp-2 text-[13px] leading-snug font-medium">
                    {v.title}
                  </span>
                  <span className="text-ink-faint mt-0.5 block text-xs tabular-nums">
                    {format.number(v.views, COMPACT)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
