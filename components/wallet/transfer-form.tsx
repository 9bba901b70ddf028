'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ArrowRightLeft } from 'lucide-react';
import { apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { coinsToTenths, parseCoinInput, tenthsToWire } from './amount';
import { inlineError } from './api-error';
import { publishBalance } from './balance-store';
import { useCoinFormat } from './format';
import { useMoneyAction } from './idempotency';
import {
  ConfirmDialog,
  FieldError,
  inputClass,
  labelClass,
  primaryButton,
  secondaryButton,
} from './wallet-dialog';

/**
 * Income → consumption wallet (`Balance/conversionBalance`, docs/product.md §5): irreversible, so the
 * amount is confirmed in a dialog that says so; the confirmed call is idempotent.
 */
export function TransferForm({
  withdrawable,
  onDone,
}: {
  /** Coins of income that may move (the API's `income`). */
  withdrawable: number;
  onDone: (result: { coins: number; income: number }) => void;
}) {
  const t = useTranslations('wallet.transfer');
  const tw = useTranslations('wallet');
  const fmt = useCoinFormat();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { pending, run } = useMoneyAction();
  const maxTenths = coinsToTenths(withdrawable);

  function review(e: React.FormEvent) {
    e.preventDefault();
    const tenths = parseCoinInput(amount);
    if (tenths === null) return setFieldError(tw('amountInvalid'));
    if (tenths > maxTenths) return setFieldError(t('aboveIncome'));
    setFieldError(null);
    setError(null);
    setConfirming(tenths);
  }

  async function confirm() {
    if (confirming === null) return;
    const wire = tenthsToWire(confirming);
    const outcome = await run({ amount: wire }, (key) =>
      apiPost<{ coins: number; income: number }>(
        'Balance/conversionBalance',
        { amount: wire },
        { idempotencyKey: key, silent: true },
      ),
    );
    if (!outcome) return;
    if (!outcome.ok) {
      setError(inlineError(outcome.error));
      return;
    }
    toast.success(t('done', { amount: fmt.coins(confirming / 10) }));
    publishBalance(outcome.data.coins);
    setConfirming(null);
    setAmount('');
    onDone(outcome.data);
  }

  const disabled = maxTenths <= 0;
  return (
    <>
      <form onSubmit={review} noValidate className="grid gap-3" data-testid="transfer-form">
        <div>
          <label htmlFor={`${id}-amount`} className={labelClass}>
            {t('amount')}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              disabled={disabled}
              placeholder={t('placeholder', { max: fmt.number(withdrawable) })}
              onChange={(e) => {
                setAmount(e.target.value);
                setFieldError(null);
              }}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-amount-error` : undefined}
              className={inputClass}
            />
            <button
              type="button"
              disabled={disabled}
              onClick={() => {
                setAmount(tenthsToWire(maxTenths));
                setFieldError(null);
              }}
              className={secondaryButton}
            >
              {t('all')}
            </button>
          </div>
          {fieldError ? <FieldError id={`${id}-amount-error`}>{fieldError}</FieldError> : null}
        </div>
        <p className="text-ink-faint text-xs">{t('hint')}</p>
        <div>
          <button type="submit" disabled={disabled} className={primaryButton}>
            <ArrowRightLeft aria-hidden className="size-4" />
            {t('submit')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) {
            setConfirming(null);
            setError(null);
          }
        }}
        title={t('confirmTitle')}
        text={t('confirmText', { amount: fmt.coins((confirming ?? 0) / 10) })}
        confirmLabel={t('confirm')}
        cancelLabel={tw('cancel')}
        busy={pending}
        error={error}
        tone="danger"
        onConfirm={() => void confirm()}
        testId="transfer-confirm"
      />
    </>
  );
}
