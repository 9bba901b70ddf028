'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Link } from '@/i18n/navigation';
import { apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { isApiError } from '@/lib/contract';
import type { BuyPlanResult, PlanView } from '@/lib/experts/contract';
import { inlineError } from '@/components/wallet/api-error';
import { useCoinFormat } from '@/components/wallet/format';
import { publishBalance, useLiveBalance } from '@/components/wallet/balance-store';
import { useMoneyAction } from '@/components/wallet/idempotency';
import { WALLET_TAB } from '@/components/wallet/tabs';
import { ConfirmDialog } from '@/components/wallet/wallet-dialog';

/**
 * The purchase's confirmation (docs/product.md "Experts"): the price in coins and the balance it
 * comes from, then one idempotent `Expert/buyPlan` (docs/architecture.md "Money"); the answer's
 * plan, revealed, goes back to the page and the new balance to every balance shown. Fetched with
 * its dialog on the first click of the buy button.
 */
export function BuyDialog({
  plan,
  balance,
  open,
  onOpenChange,
  onBought,
}: {
  plan: PlanView;
  /** The buyer's coins as the page knows them (kept current by publishBalance). */
  balance: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBought: (plan: PlanView) => void;
}) {
  const t = useTranslations('experts.pages.buy');
  const tp = useTranslations('experts.pages');
  const coins = useLiveBalance(balance);
  const { pending, run } = useMoneyAction();
  const [error, setError] = useState<{ msg: string; short: boolean } | null>(null);
  const short = plan.price > coins;
  const fmt = useCoinFormat();
  // The price in whole coins as the page shows it; the balance with its tenth.
  const price = tp('price', { price: plan.price });

  async function buy() {
    setError(null);
    const body = { id: plan.id };
    const outcome = await run(body, (key) =>
      apiPost<BuyPlanResult>('Expert/buyPlan', body, { idempotencyKey: key, silent: true }),
    );
    if (!outcome) return;
    if (!outcome.ok) {
      const insufficient = isApiError(outcome.error) && outcome.error.key === 'insufficientBalance';
      setError({ msg: inlineError(outcome.error), short: insufficient });
      return;
    }
    publishBalance(outcome.data.balance);
    toast.success(t('done'));
    onBought(outcome.data.plan);
    onOpenChange(false);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      title={t('title')}
      text={t('text', { price })}
      confirmLabel={t('confirm', { price })}
      cancelLabel={t('cancel')}
      busy={pending}
      error={error?.msg}
      onConfirm={() => void buy()}
      testId="buy-plan-dialog"
    >
      <dl className="bg-surface-muted mb-3 grid gap-1.5 rounded-lg p-3 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-ink-soft">{t('price')}</dt>
          <dd className="text-brand font-bold tabular-nums" data-testid="buy-price">
            {price}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-ink-soft">{t('balance')}</dt>
          <dd
            className={clsx('tabular-nums', short ? 'text-live' : 'text-ink')}
            data-testid="buy-balance"
          >
            {fmt.coins(coins)}
          </dd>
        </div>
      </dl>
      {short || error?.short ? (
        <p className="text-live mb-3 text-sm" data-testid="buy-short">
          {t('insufficient')}{' '}
          <Link
            href={`${WALLET_TAB}&recharge=1`}
            prefetch={false}
            className="font-semibold underline"
          >
            {t('recharge')}
          </Link>
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
