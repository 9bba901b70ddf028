import { useFormatter, useTranslations } from 'next-intl';
import { Target } from 'lucide-react';
import type { PlanView } from '@/lib/experts/contract';
import { usePickText } from './bits';
import { isHongKong, sideLine } from './view';

/**
 * A revealed plan's content (docs/product.md "Experts"): the pick in words, the line from the
 * picked side's view, the odds taken from the index at publication, the analysis and the nonce
 * that went into the hash. Rendered on the server when the page opens revealed, and in the
 * browser right after a purchase.
 */
export function RevealedPlan({ plan }: { plan: PlanView }) {
  const t = useTranslations('experts.pages.detail');
  const format = useFormatter();
  const pickText = usePickText();
  const line = sideLine(plan.market, plan.pick, plan.line);
  return (
    <div data-testid="plan-revealed">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <div className="bg-brand-soft col-span-2 rounded-lg px-3 py-2.5 sm:col-span-1">
          <dt className="text-brand flex items-center gap-1 text-xs font-medium">
            <Target aria-hidden className="size-3.5" />
            {t('pick')}
          </dt>
          <dd className="text-ink mt-0.5 text-lg font-bold" data-testid="plan-pick">
            {pickText(plan)}
          </dd>
        </div>
        <div className="bg-surface-muted rounded-lg px-3 py-2.5">
          <dt className="text-ink-soft text-xs">{t('line')}</dt>
          <dd className="text-ink mt-0.5 text-lg font-bold tabular-nums" data-testid="plan-line">
            {line ?? '—'}
          </dd>
        </div>
        <div className="bg-surface-muted rounded-lg px-3 py-2.5">
          <dt className="text-ink-soft text-xs">{t('odds')}</dt>
          <dd className="text-ink mt-0.5 text-lg font-bold tabular-nums" data-testid="plan-odds">
            {plan.odds === null
              ? '—'
              : format.number(plan.odds, { minimumFractionDigits: 2, maximumFractionDigits: 3 })}
            <span className="text-ink-soft ml-1 text-xs font-normal">
              {isHongKong(plan.market) ? t('oddsHongKong') : t('oddsDecimal')}
            </span>
          </dd>
        </div>
      </dl>
      <h3 className="text-ink mt-4 text-sm font-bold">{t('analysis')}</h3>
      <p
        className="text-ink mt-1 text-sm leading-6 break-words whitespace-pre-line"
        data-testid="plan-analysis"
      >
        {plan.analysis}
      </p>
      <p className="text-ink-soft mt-3 text-xs">
        {t('nonce')}{' '}
        <code className="text-ink font-mono break-all" data-testid="plan-nonce">
          {plan.nonce}
        </code>
      </p>
    </div>
  );
}
