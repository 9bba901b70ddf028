import { useFormatter, useTranslations } from 'next-intl';
import clsx from 'clsx';
import type { ExpertRecord } from '@/lib/experts/contract';
import { PLAN_RESULTS } from '@/lib/experts/limits';
import { HitRate, Roi } from './bits';
import { gameplayKey, STATE_TONE } from './view';

/**
 * One of an expert's records (docs/product.md "Experts"): all their plans, or one gameplay's.
 * Graded plans only count (void ones excluded); hit rate is wins over decided plans, ROI the
 * profit over stakes at a flat stake of 1.
 */
export function RecordCard({
  record,
  highlight = false,
  className,
}: {
  record: ExpertRecord;
  /** The 'all' card stands out. */
  highlight?: boolean;
  className?: string;
}) {
  const t = useTranslations('experts');
  const format = useFormatter();
  const r = record;
  const title = t(`gameplay.${gameplayKey(r.gameplay)}`);
  return (
    <section
      data-testid="record-card"
      data-gameplay={r.gameplay}
      className={clsx(
        'bg-surface rounded-xl p-4 shadow-sm',
        highlight && 'ring-brand/30 ring-1',
        className,
      )}
    >
      <h3 className="text-ink flex items-center justify-between gap-2 text-sm font-bold">
        <span className="truncate">{title}</span>
        <span className="text-ink-soft shrink-0 text-xs font-normal">
          {t('pages.record.plans', { count: r.plans })}
        </span>
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-2">
        <div className="bg-surface-muted rounded-lg px-3 py-2">
          <dt className="text-ink-soft text-xs">{t('pages.record.roi')}</dt>
          <dd className="text-lg font-bold" data-testid="record-roi">
            <Roi value={r.roi} />
          </dd>
        </div>
        <div className="bg-surface-muted rounded-lg px-3 py-2">
          <dt className="text-ink-soft text-xs">{t('pages.record.hitRate')}</dt>
          <dd className="text-ink text-lg font-bold" data-testid="record-hit-rate">
            <HitRate value={r.hit_rate} />
          </dd>
        </div>
      </dl>
      <dl className="text-ink-soft mt-3 grid grid-cols-3 gap-x-2 gap-y-1 text-xs">
        <div>
          <dt>{t('pages.record.graded')}</dt>
          <dd className="text-ink font-semibold tabular-nums">{r.graded}</dd>
        </div>
        <div>
          <dt>{t('pages.record.pending')}</dt>
          <dd className="text-ink font-semibold tabular-nums">{r.pending}</dd>
        </div>
        <div>
          <dt>{t('pages.record.withdrawn')}</dt>
          <dd className="text-ink font-semibold tabular-nums">{r.withdrawn}</dd>
        </div>
        <div>
          <dt>{t('pages.record.streak')}</dt>
          <dd className="text-ink font-semibold tabular-nums" data-testid="record-streak">
            {r.streak}
          </dd>
        </div>
        <div>
          <dt>{t('pages.record.bestStreak')}</dt>
          <dd className="text-ink font-semibold tabular-nums">{r.best_streak}</dd>
        </div>
        <div>
          <dt>{t('pages.record.profit')}</dt>
          <dd
            className={clsx(
              'font-semibold tabular-nums',
              r.profit > 0 ? 'text-win' : r.profit < 0 ? 'text-live' : 'text-ink',
            )}
          >
            {format.number(r.profit, {
              minimumFractionDigits: 2,
              maximumFractionDigits: 2,
              signDisplay: 'exceptZero',
            })}
          </dd>
        </div>
      </dl>
      <ul
        aria-label={t('pages.record.counts')}
        className="mt-3 flex flex-wrap gap-1"
        data-testid="record-counts"
      >
        {PLAN_RESULTS.map((key) => (
          <li
            key={key}
            data-result={key}
            className={clsx(
              'inline-flex h-6 items-center gap-1 rounded px-1.5 text-[11px] font-medium',
              r[key] > 0 ? STATE_TONE[key] : 'bg-surface-page text-ink-soft',
            )}
          >
            {t(`result.${key}`)}
            <span className="font-bold tabular-nums">{r[key]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
