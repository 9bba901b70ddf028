import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Link } from '@/i18n/navigation';
import type { RankingRow } from '@/lib/experts/contract';
import type { RankOrder } from '@/lib/experts/limits';
import { Avatar } from '@/components/ui/avatar';
import { medalClass } from '@/components/live/rank';
import { HitRate, Roi } from './bits';
import { expertHref } from './links';

/** Wins (whole or half), pushes and losses (whole or half): the W-P-L column. */
export function wpl(r: RankingRow['record']): [number, number, number] {
  return [r.won + r.half_won, r.push, r.lost + r.half_lost];
}

/**
 * The expert ranking as a dense table (`/specialist`): rank, expert, graded plans, W-P-L, hit
 * rate, ROI and the current/best streak, the ordering column marked. Under 640 px the graded and
 * W-P-L columns give way.
 */
export function RankingTable({
  rows,
  order,
  caption,
}: {
  rows: RankingRow[];
  order: RankOrder;
  caption: string;
}) {
  const t = useTranslations('experts.pages.ranking');
  const th = 'px-2 py-2.5 font-semibold';
  const ordered = (o: RankOrder) => (o === order ? 'bg-brand-soft/60' : undefined);
  return (
    <div className="bg-surface overflow-hidden rounded-xl shadow-sm">
      <table className="w-full table-fixed border-collapse text-sm" data-testid="ranking-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-ink-soft text-xs">
          <tr>
            <th scope="col" className={clsx(th, 'w-10 text-center sm:w-14')}>
              {t('columns.rank')}
            </th>
            <th scope="col" className={clsx(th, 'text-left')}>
              {t('columns.expert')}
            </th>
            <th scope="col" className={clsx(th, 'w-20 text-right max-sm:hidden')}>
              {t('columns.graded')}
            </th>
            <th scope="col" className={clsx(th, 'w-24 text-right max-sm:hidden')}>
              {t('columns.wpl')}
            </th>
            <th scope="col" className={clsx(th, 'w-16 text-right sm:w-24', ordered('hit_rate'))}>
              {t('columns.hitRate')}
            </th>
            <th scope="col" className={clsx(th, 'w-[4.5rem] text-right sm:w-24', ordered('roi'))}>
              {t('columns.roi')}
            </th>
            <th scope="col" className={clsx(th, 'w-14 pr-3 text-right sm:w-28', ordered('streak'))}>
              <span className="max-sm:hidden">{t('columns.streak')}</span>
              <span className="sm:hidden">{t('columns.streakShort')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-surface-page divide-y">
          {rows.map((row) => {
            const r = row.record;
            const top = row.rank <= 3;
            const [w, p, l] = wpl(r);
            return (
              <tr
                key={row.expert.id}
                data-testid="ranking-row"
                data-rank={row.rank}
                data-expert={row.expert.id}
                className={clsx('hover:bg-surface-muted', top && 'bg-brand-soft/30')}
              >
                <td className="px-2 py-2 text-center">
                  <span
                    className={clsx(
                      'inline-grid size-7 place-items-center rounded-full text-[13px] font-bold tabular-nums',
                      medalClass(row.rank),
                    )}
                  >
                    {row.rank}
                  </span>
                </td>
                <th scope="row" className="px-2 py-2 text-left font-normal">
                  <Link
                    href={expertHref(row.expert.id)}
                    prefetch={false}
                    className="group flex min-w-0 items-center gap-2"
                  >
                    {/* A phone keeps the width for the name. */}
                    <span className="max-sm:hidden">
                      <Avatar src={row.expert.avatar} name={row.expert.nickname} size={30} />
                    </span>
                    <span
                      className={clsx(
                        'text-ink group-hover:text-brand truncate',
                        top ? 'font-bold' : 'font-medium',
                      )}
                    >
                      {row.expert.nickname}
                    </span>
                  </Link>
                </th>
                <td className="text-ink px-2 py-2 text-right tabular-nums max-sm:hidden">
                  {r.graded}
                </td>
                <td
                  className="text-ink-soft px-2 py-2 text-right tabular-nums max-sm:hidden"
                  data-testid="ranking-wpl"
                >
                  {w}-{p}-{l}
                </td>
                <td className={clsx('text-ink px-2 py-2 text-right', ordered('hit_rate'))}>
                  <HitRate value={r.hit_rate} className="font-semibold" />
                </td>
                <td className={clsx('px-2 py-2 text-right', ordered('roi'))}>
                  <Roi value={r.roi} className="font-bold" />
                </td>
                <td
                  className={clsx(
                    'text-ink px-2 py-2 pr-3 text-right tabular-nums',
                    ordered('streak'),
                  )}
                  data-testid="ranking-streak"
                >
                  <span className="font-semibold">{r.streak}</span>
                  <span className="text-ink-soft">/{r.best_streak}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
