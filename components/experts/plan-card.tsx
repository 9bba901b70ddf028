import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { ChevronRight, LockKeyhole, Users } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import type { PlanView } from '@/lib/experts/contract';
import { Avatar } from '@/components/ui/avatar';
import { Kickoff, MatchTeams, Moment, Price, StateBadge, usePickText } from './bits';
import { HashChip } from './hash-chip';
import { expertHref, planHref } from './links';
import { gameplayKey } from './view';

/** The pick in words once revealed, else a lock and "after purchase". */
function PickOrLock({ plan, className }: { plan: PlanView; className?: string }) {
  const t = useTranslations('experts.pages');
  const pickText = usePickText();
  const words = plan.revealed ? pickText(plan) : null;
  return words ? (
    <span data-testid="plan-pick" className={clsx('text-ink font-semibold', className)}>
      {words}
    </span>
  ) : (
    <span
      data-testid="plan-pick-hidden"
      className={clsx('text-ink-soft inline-flex items-center gap-1', className)}
    >
      <LockKeyhole aria-hidden className="size-3.5 shrink-0" />
      {t('card.hidden')}
    </span>
  );
}

function GameplayTag({ gameplay }: { gameplay: string }) {
  const t = useTranslations('experts.gameplay');
  return (
    <span className="bg-surface-page text-ink-soft inline-flex h-5 shrink-0 items-center rounded px-1.5 text-[11px] font-medium whitespace-nowrap">
      {t(gameplayKey(gameplay))}
    </span>
  );
}

/**
 * A plan as a card (`/specialist-home`): the expert, the match with crests and its kick-off in
 * the viewer's zone, the gameplay, price or free, the state badge, the shortened hash, and the
 * way to the plan's page.
 */
export function PlanCard({ plan }: { plan: PlanView }) {
  const t = useTranslations('experts.pages');
  const m = plan.match;
  return (
    <article
      data-testid="plan-card"
      data-plan={plan.id}
      className="bg-surface flex min-w-0 flex-col rounded-xl p-3 shadow-sm"
    >
      <header className="flex items-center gap-2">
        <Link
          href={expertHref(plan.expert.id)}
          prefetch={false}
          className="hover:text-brand flex min-w-0 items-center gap-2"
        >
          <Avatar src={plan.expert.avatar} name={plan.expert.nickname} size={28} />
          <span className="text-ink truncate text-sm font-semibold">{plan.expert.nickname}</span>
        </Link>
        <span className="ml-auto flex shrink-0 items-center gap-1.5">
          <GameplayTag gameplay={plan.gameplay} />
          <StateBadge plan={plan} />
        </span>
      </header>
      <Link
        href={planHref(plan.id)}
        prefetch={false}
        className="bg-surface-muted hover:bg-brand-soft/60 mt-2 block rounded-lg px-2 py-2 transition-colors"
      >
        <span className="text-ink-soft flex min-w-0 items-center justify-center gap-1.5 text-xs">
          <span className="truncate">{m.competition}</span>
          <span aria-hidden>·</span>
          <Kickoff iso={m.kickoff} className="shrink-0" />
        </span>
        <MatchTeams m={m} className="text-ink mt-1 text-sm font-medium" />
      </Link>
      <div className="mt-2 flex items-center justify-between gap-2 text-xs">
        <PickOrLock plan={plan} className="min-w-0 truncate" />
        <Price price={plan.price} className="text-sm" />
      </div>
      <HashChip hash={plan.hash} className="mt-1.5" />
      <footer className="border-surface-page mt-2 flex items-center justify-between gap-2 border-t pt-2 text-xs">
        <span className="text-ink-soft inline-flex items-center gap-1">
          <Users aria-hidden className="size-3.5" />
          {t('card.purchases', { count: plan.purchases })}
        </span>
        <Link
          href={planHref(plan.id)}
          prefetch={false}
          className="text-brand hover:text-brand-dark inline-flex items-center font-semibold"
        >
          {t('card.view')}
          <ChevronRight aria-hidden className="size-3.5" />
        </Link>
      </footer>
    </article>
  );
}

/**
 * A plan as a line of a list (an expert's plans): the match, gameplay, pick or lock, price and
 * state, then its hash with the publication and lock times.
 */
export function PlanRow({ plan }: { plan: PlanView }) {
  const t = useTranslations('experts.pages');
  const m = plan.match;
  return (
    <li data-testid="plan-row" data-plan={plan.id} className="px-4 py-3">
      {/* Columns that line up from row to row on a desktop; wrapped under the match on a phone. */}
      <div className="desk:grid desk:grid-cols-[minmax(0,1fr)_minmax(0,19rem)_4.5rem_4rem] flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <Link
          href={planHref(plan.id)}
          prefetch={false}
          className="group desk:w-auto flex w-full min-w-0 flex-col"
        >
          <span className="text-ink-soft flex min-w-0 items-center gap-1.5 text-xs">
            <span className="truncate">{m.competition}</span>
            <span aria-hidden>·</span>
            <Kickoff iso={m.kickoff} className="shrink-0" />
          </span>
          <MatchTeams
            m={m}
            size={18}
            align="start"
            className="text-ink group-hover:text-brand text-sm font-medium"
          />
        </Link>
        <span className="flex min-w-0 flex-1 items-center gap-2 text-xs">
          <GameplayTag gameplay={plan.gameplay} />
          <PickOrLock plan={plan} className="min-w-0 leading-4" />
        </span>
        <Price price={plan.price} className="desk:text-right text-xs" />
        <StateBadge plan={plan} className="desk:justify-self-end" />
      </div>
      <div className="text-ink-soft mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
        <HashChip hash={plan.hash} className="max-w-full" />
        <span>
          {t('times.published')} <Moment iso={plan.published_at} />
        </span>
        <span>
          {t('times.locks')} <Moment iso={plan.locks_at} />
        </span>
      </div>
    </li>
  );
}
