'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { ClipboardList, ShoppingBag, Undo2 } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { inlineError } from '@/components/wallet/api-error';
import { ConfirmDialog } from '@/components/wallet/wallet-dialog';
import { useDateTime } from '@/components/wallet/format';
import type { PlanPage, PlanView } from '@/lib/experts/contract';
import { Crest } from '@/components/scores/crest';
import { Price, StateBadge, usePickText } from './bits';
import { expertHref, planHref } from './links';
import { HashChip } from './hash-chip';
import { Profit } from './member-plan-bits';
import { gameplayKey } from './view';

type Kind = 'mine' | 'bought';

/**
 * The member centre's plan lists (issue 26; docs/product.md "Experts"): an expert's own plans
 * (`/member?type=12`, Expert/myPlans) with a withdraw button while the match has not kicked off,
 * and the plans the user bought (`/member?type=13`, Expert/myPurchases). Each row: the match, the
 * gameplay, the pick with its line and odds, the price, the buyers (own plans) or the expert
 * (bought ones), the hash and where it stands. The server renders the page; the pager below is
 * links (the page's).
 */
export function MemberPlans({ kind, initial }: { kind: Kind; initial: PlanPage | null }) {
  const t = useTranslations('experts.member.plans');
  const [plans, setPlans] = useState<PlanView[]>(initial?.list ?? []);
  const [withdrawing, setWithdrawing] = useState<PlanView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const Icon = kind === 'mine' ? ClipboardList : ShoppingBag;

  async function withdraw(p: PlanView) {
    setBusy(true);
    setError(null);
    try {
      const next = await apiPost<PlanView>('Expert/withdrawPlan', { id: p.id }, { silent: true });
      setPlans((list) => list.map((x) => (x.id === next.id ? next : x)));
      setWithdrawing(null);
      toast.success(t('withdrawnToast'));
    } catch (e) {
      setError(inlineError(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby={`plans-${kind}-title`}
      data-testid={`member-plans-${kind}`}
      className="bg-surface rounded-xl shadow-sm"
    >
      <header className="border-surface-page desk:px-5 flex flex-wrap items-center gap-x-4 gap-y-1 border-b px-4 py-3">
        <h2
          id={`plans-${kind}-title`}
          className="text-ink flex items-center gap-2 text-base font-semibold"
        >
          <Icon aria-hidden className="text-brand size-5" />
          {t(kind === 'mine' ? 'mineTitle' : 'boughtTitle')}
        </h2>
        {initial && initial.total > 0 ? (
          <span className="text-ink-faint text-xs">{t('total', { total: initial.total })}</span>
        ) : null}
        <p className="text-ink-soft w-full text-xs">
          {t(kind === 'mine' ? 'mineIntro' : 'boughtIntro')}
        </p>
      </header>
      {!initial ? (
        <p role="alert" className="text-live px-4 py-10 text-center text-sm">
          {t('loadFailed')}
        </p>
      ) : plans.length === 0 ? (
        <div
          className="flex flex-col items-center gap-2 px-6 py-14 text-center"
          data-testid="plans-empty"
        >
          <span className="bg-brand-soft text-brand grid size-12 place-items-center rounded-full">
            <Icon aria-hidden className="size-6" />
          </span>
          <p className="text-ink text-base font-semibold">
            {t(kind === 'mine' ? 'mineEmpty' : 'boughtEmpty')}
          </p>
          <p className="text-ink-soft max-w-sm text-sm">
            {t(kind === 'mine' ? 'mineEmptyText' : 'boughtEmptyText')}
          </p>
          <Link
            href={kind === 'mine' ? '/football' : '/specialist-home?type=0'}
            className="text-brand mt-1 text-sm font-medium hover:underline"
          >
            {t(kind === 'mine' ? 'toMatches' : 'toExperts')}
          </Link>
        </div>
      ) : (
        <ul className="divide-surface-page divide-y">
          {plans.map((p) => (
            <PlanRow
              key={p.id}
              plan={p}
              kind={kind}
              onWithdraw={() => {
                setError(null);
                setWithdrawing(p);
              }}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => {
          if (!open) setWithdrawing(null);
        }}
        title={t('withdrawTitle')}
        text={
          withdrawing
            ? t('withdrawText', {
                match: `${withdrawing.match.home} – ${withdrawing.match.away}`,
              })
            : ''
        }
        confirmLabel={t('withdrawConfirm')}
        cancelLabel={t('cancel')}
        busy={busy}
        error={error}
        tone="danger"
        onConfirm={() => {
          if (withdrawing) void withdraw(withdrawing);
        }}
        testId="withdraw-dialog"
      />
    </section>
  );
}

/** A label over a value in a row's grid of facts. */
function Fact({
  label,
  children,
  className,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx('min-w-0', className)}>
      <dt className="text-ink-faint text-[11px]">{label}</dt>
      <dd className="text-ink mt-0.5 text-[13px]">{children}</dd>
    </div>
  );
}

function PlanRow({
  plan: p,
  kind,
  onWithdraw,
}: {
  plan: PlanView;
  kind: Kind;
  onWithdraw: () => void;
}) {
  const t = useTranslations('experts.member.plans');
  const tg = useTranslations('experts.gameplay');
  const tp = useTranslations('experts.pages');
  const pickText = usePickText();
  const when = useDateTime();
  const m = p.match;
  const played = m.status === 'live' || m.status === 'finished';
  // The API refuses a withdrawal after kick-off; the button is only offered before it.
  const canWithdraw = kind === 'mine' && !p.withdrawn && !p.locked && m.status === 'scheduled';
  const pick = p.revealed ? pickText(p) : null;
  return (
    <li
      data-testid="member-plan"
      data-plan={p.id}
      className={clsx('desk:px-5 px-4 py-3', p.withdrawn ? 'bg-surface-muted/50' : '')}
    >
      <div className="flex items-center gap-3">
        <p className="text-ink-faint flex min-w-0 flex-1 flex-wrap items-center gap-x-2 text-xs">
          <span className="truncate">{m.competition}</span>
          <time dateTime={m.kickoff} className="tabular-nums">
            {when(m.kickoff)}
          </time>
        </p>
        <StateBadge plan={p} />
      </div>
      <p className="text-ink mt-1.5 flex min-w-0 items-center gap-1.5 text-sm font-semibold">
        <Crest teamId={m.home_team_id} size={20} />
        <span className="truncate">{m.home}</span>
        <span
          className={clsx(
            'shrink-0 px-1 tabular-nums',
            played ? 'text-ink' : 'text-ink-faint text-xs',
          )}
        >
          {played ? `${m.home_score}-${m.away_score}` : tp('vs')}
        </span>
        <span className="truncate">{m.away}</span>
        <Crest teamId={m.away_team_id} size={20} />
      </p>
      <dl className="desk:grid-cols-5 bg-surface-muted/60 mt-2.5 grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg px-3 py-2">
        <Fact label={t('gameplay')}>{tg(gameplayKey(p.gameplay))}</Fact>
        <Fact label={t('pick')}>
          {pick ? (
            <span className="tabular-nums" data-testid="plan-pick">
              <span className="font-semibold">{pick}</span>
              {p.odds !== null ? (
                <span className="text-ink-soft"> @{p.odds.toFixed(2)}</span>
              ) : null}
            </span>
          ) : (
            <span className="text-ink-faint">{t('hidden')}</span>
          )}
        </Fact>
        <Fact label={t('price')}>
          <Price price={p.price} />
        </Fact>
        {kind === 'mine' ? (
          <Fact label={t('purchases')}>
            <span className="tabular-nums" data-testid="plan-purchases">
              {p.purchases}
            </span>
          </Fact>
        ) : (
          <Fact label={t('expert')}>
            <Link
              href={expertHref(p.expert.id)}
              className="text-brand block truncate hover:underline"
            >
              {p.expert.nickname}
            </Link>
          </Fact>
        )}
        <Fact label={t('result')}>
          {p.result && p.profit !== null ? <Profit value={p.profit} /> : <span>–</span>}
        </Fact>
      </dl>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <HashChip hash={p.hash} className="max-w-full min-w-0" />
        <span className="text-ink-faint text-[11px] tabular-nums">
          {t('published')} <time dateTime={p.published_at}>{when(p.published_at)}</time>
        </span>
        {p.withdrawn && p.withdrawn_at ? (
          <span className="text-ink-faint text-[11px] tabular-nums">
            {t('withdrawnAt')} <time dateTime={p.withdrawn_at}>{when(p.withdrawn_at)}</time>
          </span>
        ) : null}
        <span className="ml-auto flex items-center gap-2">
          {canWithdraw ? (
            <button
              type="button"
              onClick={onWithdraw}
              aria-label={t('withdrawLabel', { match: `${m.home} – ${m.away}` })}
              className="border-live/40 text-live hover:bg-live-soft inline-flex items-center gap-1 rounded-md border px-2.5 py-1 text-xs font-semibold transition"
            >
              <Undo2 aria-hidden className="size-3.5" />
              {t('withdraw')}
            </button>
          ) : null}
          <Link href={planHref(p.id)} className="text-brand text-xs font-medium hover:underline">
            {t('view')}
          </Link>
        </span>
      </div>
    </li>
  );
}
