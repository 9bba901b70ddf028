'use client';

import { useId, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Crown } from 'lucide-react';
import clsx from 'clsx';
import { apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { isApiError } from '@/lib/contract';
import { coinsToTenths } from './amount';
import { inlineError } from './api-error';
import { publishBalance, useLiveBalance } from './balance-store';
import { useCoinFormat } from './format';
import { useMoneyAction } from './idempotency';
import type { NobleBuyResult, NobleMine, NobleTier } from '@/lib/wallet/contract';
import { NOBLE_MONTHS, type NobleMonths } from '@/lib/wallet/limits';
import { NobleQuoteLines, useNobleQuote } from './noble-quote';
import { primaryButton, secondaryButton, Spinner, WalletDialog } from './wallet-dialog';

export type NobleBuyDialogProps = {
  /** The tier to buy; the dialog is closed while null. */
  tier: NobleTier | null;
  /** The buyer's active tier (renewing the same tier extends it). */
  mine: NobleMine;
  /** The buyer's coins as the page knows them (kept current by publishBalance). */
  balance: number;
  onOpenChange: (open: boolean) => void;
  /** After a purchase (the new expiry, balance, exp and level). */
  onBought?: (result: NobleBuyResult) => void;
  /** When the balance is short: offer a recharge (the caller opens its RechargeDialog). */
  onRecharge?: () => void;
};

/**
 * Buying or renewing a noble tier (`guard_user/buy`, issue 11 §4) in the member centre's noble
 * tab: the months (1, 3, 6, 12), the price, and before buying what will really be taken
 * (`guard_user/quote`: an upgrade's credit from the running lower tier, docs/product.md §6) and
 * until when, the balance it comes from, and one idempotent confirmation. Needs the `wallet`
 * messages.
 */
export function NobleBuyDialog({
  tier,
  mine,
  balance,
  onOpenChange,
  onBought,
  onRecharge,
}: NobleBuyDialogProps) {
  const t = useTranslations('wallet.nobleBuy');
  const fmt = useCoinFormat();
  const format = useFormatter();
  const id = useId();
  const [months, setMonths] = useState<NobleMonths>(1);
  const [error, setError] = useState<{ msg: string; short: boolean } | null>(null);
  const { pending, run } = useMoneyAction();
  const coins = useLiveBalance(balance);

  const totalTenths = tier ? coinsToTenths(tier.monthly_price) * months : 0;
  const priced = useNobleQuote(
    tier?.id ?? null,
    months,
    tier !== null,
    `${mine?.tier_id}:${mine?.expires_at}`,
  );
  // What buying takes: the quote's when it came (an upgrade's credit off), else the price.
  const payTenths = priced.quote ? coinsToTenths(priced.quote.to_pay) : totalTenths;
  const short = payTenths > coinsToTenths(coins);
  const renew = Boolean(tier && mine && mine.tier_id === tier.id);

  async function buy() {
    if (!tier) return;
    setError(null);
    const body = { tier_id: tier.id, months };
    const outcome = await run(body, (key) =>
      apiPost<NobleBuyResult>('guard_user/buy', body, { idempotencyKey: key, silent: true }),
    );
    if (!outcome) return;
    if (!outcome.ok) {
      const insufficient = isApiError(outcome.error) && outcome.error.key === 'insufficientBalance';
      setError({ msg: inlineError(outcome.error), short: insufficient });
      return;
    }
    publishBalance(outcome.data.balance);
    toast.success(
      t('done', {
        name: tier.name,
        date: format.dateTime(new Date(outcome.data.expires_at), { dateStyle: 'medium' }),
      }),
    );
    onBought?.(outcome.data);
    onOpenChange(false);
    setMonths(1);
  }

  return (
    <WalletDialog
      open={tier !== null}
      onOpenChange={(open) => {
        if (!open) setError(null);
        onOpenChange(open);
      }}
      title={tier ? t(renew ? 'renewTitle' : 'title', { name: tier.name }) : ''}
      description={t('intro')}
      locked={pending}
      testId="noble-buy-dialog"
    >
      {tier ? (
        <div className="grid gap-4">
          <div className="flex items-center gap-3">
            <span
              className="grid size-11 place-items-center rounded-full text-white shadow-sm"
              style={{ backgroundColor: tier.badge_color || undefined }}
            >
              <Crown aria-hidden className="size-5" />
            </span>
            <div>
              <p className="text-ink font-semibold">{tier.name}</p>
              <p className="text-ink-soft text-sm">
                {t('monthly', { price: fmt.coins(tier.monthly_price) })}
              </p>
            </div>
          </div>
          <fieldset disabled={pending}>
            <legend className="text-ink mb-2 text-sm font-medium">{t('months')}</legend>
            <div className="grid grid-cols-4 gap-2">
              {NOBLE_MONTHS.map((m) => (
                <label
                  key={m}
                  className={clsx(
                    'has-[:focus-visible]:ring-brand/30 flex cursor-pointer items-center justify-center rounded-lg border-2 py-2 text-sm font-medium transition-colors has-[:focus-visible]:ring-4',
                    months === m
                      ? 'border-brand bg-brand-soft text-brand'
                      : 'border-surface-page text-ink-soft hover:border-brand/40',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-months`}
                    value={m}
                    checked={months === m}
                    onChange={() => {
                      setMonths(m);
                      setError(null);
                    }}
                    className="sr-only"
                  />
                  {t('monthsOption', { count: m })}
                </label>
              ))}
            </div>
          </fieldset>
          <dl className="bg-surface-muted grid gap-1.5 rounded-lg p-3 text-sm">
            <div className="flex justify-between">
              <dt className="text-ink-soft">{t('total')}</dt>
              <dd className="text-brand font-bold tabular-nums" data-testid="noble-total">
                {fmt.coins(totalTenths / 10)}
              </dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-ink-soft">{t('balance')}</dt>
              <dd className={clsx('tabular-nums', short ? 'text-live' : 'text-ink')}>
                {fmt.coins(coins)}
              </dd>
            </div>
          </dl>
          <NobleQuoteLines quote={priced.quote} refusal={priced.refusal} />
          <p className="text-ink-soft text-sm" data-testid="noble-confirm-text">
            {t('confirmText', {
              amount: fmt.coins(payTenths / 10),
              name: tier.name,
              months,
            })}
          </p>
          {error ? (
            <p role="alert" className="bg-live-soft text-live rounded-lg px-3 py-2 text-sm">
              {error.msg}
            </p>
          ) : priced.refusal ? null : short ? (
            <p className="text-live text-sm">{t('insufficient')}</p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            {(short || error?.short) && onRecharge ? (
              <button
                type="button"
                onClick={onRecharge}
                disabled={pending}
                className={secondaryButton}
              >
                {t('recharge')}
              </button>
            ) : null}
            <button
              type="button"
              onClick={() => void buy()}
              disabled={pending || priced.refusal !== null}
              aria-busy={pending || undefined}
              className={primaryButton}
            >
              {pending ? <Spinner /> : null}
              {t('confirm', { amount: fmt.coins(payTenths / 10) })}
            </button>
          </div>
        </div>
      ) : null}
    </WalletDialog>
  );
}
