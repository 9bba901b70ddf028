'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Banknote, CreditCard, KeyRound } from 'lucide-react';
import clsx from 'clsx';
import { Link } from '@/i18n/navigation';
import { apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { isApiError, type ErrorKey } from '@/lib/contract';
import { coinsToTenths, parseCoinInput, tenthsToWire } from './amount';
import { inlineError } from './api-error';
import { useCoinFormat } from './format';
import { useMoneyAction } from './idempotency';
import { BANK_CARD_TAB, PAYMENT_PASSWORD_TAB } from './tabs';
import { PAYMENT_PASSWORD_MAX, PAYMENT_PASSWORD_MIN } from '@/lib/account/limits';
import type { BalanceInfo, PayoutMethod } from '@/lib/wallet/contract';
import { FieldError, inputClass, labelClass, primaryButton, Spinner } from './wallet-dialog';

type Field = 'amount' | 'method' | 'password' | 'form';

/** Which field an API refusal belongs next to. */
const FIELD_OF: Partial<Record<ErrorKey, Field>> = {
  amountInvalid: 'amount',
  amountTooLarge: 'amount',
  insufficientIncome: 'amount',
  withdrawalAboveWithdrawable: 'amount',
  withdrawalBelowMinimum: 'amount',
  payoutAccountRequired: 'method',
  paymentPasswordIncorrect: 'password',
  paymentPasswordBlocked: 'password',
  paymentPasswordNotSet: 'password',
};

/** The payment password rule of docs/product.md §5 (components/member/profile-payment-password.tsx). */
const PASSWORD = new RegExp(`^\\d{${PAYMENT_PASSWORD_MIN},${PAYMENT_PASSWORD_MAX}}$`);

/**
 * An anchor's withdrawal request (`Balance/applyForWithdrawal`): amount, where to (a bound bank
 * card or Alipay account) and the payment password. The amount moves to withdrawal clearing until
 * an administrator pays or returns it. Refusals are shown next to the field they concern.
 */
export function WithdrawForm({ info, onDone }: { info: BalanceInfo; onDone: () => void }) {
  const t = useTranslations('wallet.withdraw');
  const tw = useTranslations('wallet');
  const fmt = useCoinFormat();
  const id = useId();
  const methods: PayoutMethod[] = [
    ...(info.bank ? (['bank'] as const) : []),
    ...(info.alipay ? (['alipay'] as const) : []),
  ];
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PayoutMethod | null>(methods[0] ?? null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field: Field; msg: string } | null>(null);
  const { pending, run } = useMoneyAction();

  const hasPassword = Boolean(info.has_payment_password);
  const minTenths = coinsToTenths(info.min_withdrawal);
  const maxTenths = coinsToTenths(info.income);
  const chosen = method && methods.includes(method) ? method : (methods[0] ?? null);
  const ready = hasPassword && chosen !== null;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!ready) return;
    const tenths = parseCoinInput(amount);
    if (tenths === null) return setError({ field: 'amount', msg: tw('amountInvalid') });
    if (tenths < minTenths)
      return setError({
        field: 'amount',
        msg: t('belowMin', { min: fmt.coins(info.min_withdrawal) }),
      });
    if (tenths > maxTenths) return setError({ field: 'amount', msg: t('aboveMax') });
    if (!PASSWORD.test(password)) return setError({ field: 'password', msg: t('passwordInvalid') });
    setError(null);
    const body = { amount: tenthsToWire(tenths), method: chosen, payment_password: password };
    const outcome = await run(body, (key) =>
      apiPost<{ id: number; status: number; amount: number; income: number }>(
        'Balance/applyForWithdrawal',
        body,
        { idempotencyKey: key, silent: true },
      ),
    );
    if (!outcome) return;
    if (!outcome.ok) {
      const key = isApiError(outcome.error) ? outcome.error.key : null;
      setError({ field: (key && FIELD_OF[key]) || 'form', msg: inlineError(outcome.error) });
      return;
    }
    toast.success(t('done'));
    setAmount('');
    setPassword('');
    onDone();
  }

  const errorFor = (field: Field) =>
    error?.field === field ? (
      <FieldError id={`${id}-${field}-error`}>{error.msg}</FieldError>
    ) : null;
  const invalid = (field: Field) =>
    error?.field === field
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` }
      : {};

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="grid gap-4"
      data-testid="withdraw-form"
    >
      {!hasPassword ? (
        <Notice
          icon={KeyRound}
          text={t('noPassword')}
          href={PAYMENT_PASSWORD_TAB}
          action={t('setPassword')}
        />
      ) : null}
      {methods.length === 0 ? (
        <Notice
          icon={CreditCard}
          text={t('noAccount')}
          href={BANK_CARD_TAB}
          action={t('bindAccount')}
        />
      ) : null}
      <fieldset disabled={!ready || pending} className="grid gap-4 disabled:opacity-70">
        <div>
          <label htmlFor={`${id}-amount`} className={labelClass}>
            {t('amount')}
          </label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            placeholder={t('amountPlaceholder', { min: fmt.number(info.min_withdrawal) })}
            onChange={(e) => {
              setAmount(e.target.value);
              setError(null);
            }}
            className={inputClass}
            {...invalid('amount')}
          />
          <p className="text-ink-faint mt-1 text-xs">
            {t('amountHint', { min: fmt.coins(info.min_withdrawal), max: fmt.coins(info.income) })}
          </p>
          {errorFor('amount')}
        </div>
        {methods.length > 0 ? (
          <div role="radiogroup" aria-labelledby={`${id}-method`} {...invalid('method')}>
            <p id={`${id}-method`} className={labelClass}>
              {t('method')}
            </p>
            <div className="flex flex-wrap gap-2">
              {methods.map((m) => (
                <label
                  key={m}
                  className={clsx(
                    'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm transition-colors',
                    chosen === m
                      ? 'border-brand bg-brand-soft text-brand'
                      : 'border-ink-faint/40 text-ink-soft',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-method`}
                    value={m}
                    checked={chosen === m}
                    onChange={() => {
                      setMethod(m);
                      setError(null);
                    }}
                    className="accent-brand"
                  />
                  {m === 'bank'
                    ? t('toBank', {
                        bank: info.bank?.bank_name ?? '',
                        card: info.bank?.card_masked ?? '',
                      })
                    : t('toAlipay', { account: info.alipay?.account_masked ?? '' })}
                </label>
              ))}
            </div>
            {errorFor('method')}
          </div>
        ) : null}
        <div>
          <label htmlFor={`${id}-password`} className={labelClass}>
            {t('password')}
          </label>
          <input
            id={`${id}-password`}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            value={password}
            placeholder={t('passwordPlaceholder')}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(null);
            }}
            className={clsx(inputClass, 'max-w-xs')}
            {...invalid('password')}
          />
          {errorFor('password')}
        </div>
        {errorFor('form')}
        <div>
          <button
            type="submit"
            disabled={!ready || pending}
            aria-busy={pending || undefined}
            className={primaryButton}
          >
            {pending ? <Spinner /> : <Banknote aria-hidden className="size-4" />}
            {pending ? t('submitting') : t('submit')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

function Notice({
  icon: Icon,
  text,
  href,
  action,
}: {
  icon: typeof KeyRound;
  text: string;
  href: string;
  action: string;
}) {
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
      <Icon aria-hidden className="size-4 shrink-0" />
      <span className="flex-1">{text}</span>
      <Link href={href} className="text-brand font-semibold whitespace-nowrap hover:underline">
        {action}
      </Link>
    </p>
  );
}
