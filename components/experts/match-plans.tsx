import { useTranslations } from 'next-intl';
import { ChevronRight, LockKeyhole } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import type { MatchPlans as MatchPlansData } from '@/lib/experts/contract';
import { Avatar } from '@/components/ui/avatar';
import { Empty, Panel } from '@/components/match-centre/panel';
import { HitRate, Price, Roi, StateBadge, usePickText } from './bits';
import { expertHref, homeHref, planHref } from './links';
import { gameplayKey, shortHash } from './view';

/**
 * The match centre's "plans" tab (docs/product.md "Experts"): the experts' plans on this match,
 * each with the expert's record in its gameplay (hit rate, ROI over graded plans), its price and
 * state, the start of its hash, and the way to the plan's page. Server-rendered, like every tab.
 */
export function MatchPlans({
  plans,
  sport,
}: {
  plans: MatchPlansData;
  sport: 'football' | 'basketball';
}) {
  const t = useTranslations('experts');
  return (
    <Panel
      id="plans"
      title={t('pages.match.title')}
      testId="tab-plans"
      aside={
        <Link
          href={homeHref(sport)}
          prefetch={false}
          className="text-brand hover:text-brand-dark inline-flex items-center text-xs font-semibold"
        >
          {t('pages.match.more')}
          <ChevronRight aria-hidden className="size-3.5" />
        </Link>
      }
    >
      {plans.length === 0 ? (
        <Empty>{t('pages.match.empty')}</Empty>
      ) : (
        <MatchPlanList plans={plans} />
      )}
    </Panel>
  );
}

/** A match's plans in the intelligence centre's card: the rows, or a line saying there are none. */
export function ForesightPlans({ plans }: { plans: MatchPlansData }) {
  const t = useTranslations('experts');
  if (!plans.length)
    return <p className="text-ink-soft px-1 py-2 text-xs">{t('pages.match.empty')}</p>;
  return <MatchPlanList plans={plans} />;
}

/**
 * The rows of a match's plans: the expert with their hit rate and ROI in the gameplay, the
 * gameplay and the pick (or that it is hidden), the start of the hash, the price, the state and
 * the way to the plan. The match centre's plans tab and the intelligence centre's cards show it.
 */
export function MatchPlanList({ plans }: { plans: MatchPlansData }) {
  const t = useTranslations('experts');
  const pickText = usePickText();
  return (
    <ul className="divide-surface-page divide-y">
      {plans.map(({ plan, record }) => {
        const words = plan.revealed ? pickText(plan) : null;
        return (
          <li
            key={plan.id}
            data-testid="match-plan"
            data-plan={plan.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-4 py-3"
          >
            <Link
              href={expertHref(plan.expert.id)}
              prefetch={false}
              className="group flex min-w-0 flex-1 basis-48 items-center gap-2"
            >
              <Avatar src={plan.expert.avatar} name={plan.expert.nickname} size={36} />
              <span className="min-w-0">
                <span className="text-ink group-hover:text-brand block truncate text-sm font-semibold">
                  {plan.expert.nickname}
                </span>
                <span className="text-ink-soft block text-xs" data-testid="match-plan-record">
                  {t('pages.record.hitRate')} <HitRate value={record.hit_rate} />
                  <span aria-hidden> · </span>
                  {t('pages.record.roi')} <Roi value={record.roi} />
                  <span aria-hidden> · </span>
                  {t('pages.record.gradedCount', { count: record.graded })}
                </span>
              </span>
            </Link>
            <span className="flex min-w-0 flex-1 basis-40 flex-col text-xs">
              <span className="text-ink-soft">{t(`gameplay.${gameplayKey(plan.gameplay)}`)}</span>
              {words ? (
                <span className="text-ink truncate font-semibold">{words}</span>
              ) : (
                <span className="text-ink-soft inline-flex items-center gap-1">
                  <LockKeyhole aria-hidden className="size-3.5" />
                  {t('pages.card.hidden')}
                </span>
              )}
            </span>
            <span className="flex shrink-0 items-center gap-2">
              <code
                title={plan.hash}
                className="text-ink-soft hidden font-mono text-[11px] sm:inline"
              >
                {shortHash(plan.hash)}
              </code>
              <Price price={plan.price} className="text-xs" />
              <StateBadge plan={plan} />
              <Link
                href={planHref(plan.id)}
                prefetch={false}
                className="bg-brand hover:bg-brand-dark inline-flex h-7 items-center rounded-md px-2.5 text-xs font-semibold text-white"
              >
                {t('pages.card.view')}
              </Link>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
