'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { CheckCircle2, Gift } from 'lucide-react';
import { apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { inlineError } from './api-error';
import { publishBalance } from './balance-store';
import { useCoinFormat } from './format';
import { useMoneyAction } from './idempotency';
import type { BonusInfo } from '@/lib/wallet/contract';
import { primaryButton, Spinner } from './wallet-dialog';

/**
 * The sign-up bonus (`signup_coin_bonus/latest`): claimed once per user with `receiveCoin`, an
 * idempotent call, so a retried click after a lost answer never pays twice.
 */
export function BonusCard({
  bonus,
  onClaimed,
}: {
  bonus: BonusInfo;
  onClaimed: (balance: number) => void;
}) {
  const t = useTranslations('wallet.bonus');
  const fmt = useCoinFormat();
  const [claimed, setClaimed] = useState(bonus.claimed);
  const [error, setError] = useState<string | null>(null);
  const { pending, run } = useMoneyAction();

  if (!bonus.enabled) return null;

  async function claim() {
    setError(null);
    const outcome = await run({}, (key) =>
      apiPost<{ amount: number; balance: number }>(
        'signup_coin_bonus/receiveCoin',
        {},
        { idempotencyKey: key, silent: true },
      ),
    );
    if (!outcome) return;
    if (!outcome.ok) {
      setError(inlineError(outcome.error));
      return;
    }
    setClaimed(true);
    publishBalance(outcome.data.balance);
    toast.success(t('claimedToast', { amount: fmt.coins(outcome.data.amount) }));
    onClaimed(outcome.data.balance);
  }

  return (
    <section
      aria-labelledby="wallet-bonus-title"
      data-testid="wallet-bonus"
      className="desk:p-6 flex flex-wrap items-center gap-4 rounded-xl bg-gradient-to-r from-amber-50 to-orange-50 p-5 shadow-sm ring-1 ring-amber-200/60"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-600">
        <Gift aria-hidden className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="wallet-bonus-title" className="text-ink text-base font-semibold">
          {t('title')}
        </h2>
        <p className="text-ink-soft mt-0.5 text-sm">
          {t('text', { amount: fmt.coins(bonus.amount) })}
        </p>
        {error ? (
          <p role="alert" className="text-live mt-1 text-xs">
            {error}
          </p>
        ) : null}
      </div>
      {claimed ? (
        <span className="text-win inline-flex items-center gap-1.5 text-sm font-semibold">
          <CheckCircle2 aria-hidden className="size-4" />
          {t('claimed')}
        </span>
      ) : (
        <button
          type="button"
          onClick={() => void claim()}
          disabled={pending}
          aria-busy={pending || undefined}
          className={primaryButton}
        >
          {pending ? <Spinner /> : null}
          {t('claim')}
        </button>
      )}
    </section>
  );
}
