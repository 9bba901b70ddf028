'use client';

import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { CreditCard, KeyRound, Pencil, Smartphone } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import { apiPost } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { isApiError, type ErrorKey } from '@/lib/contract';
import { inlineError } from './api-error';
import { CARD_MAX_DIGITS, CARD_MIN_DIGITS, reformatCardInput } from './card-number';
import { PAYMENT_PASSWORD_TAB } from './tabs';
import { PAYMENT_PASSWORD_MAX, PAYMENT_PASSWORD_MIN } from '@/lib/account/limits';
import type { AlipayBindBody, AlipayInfo, BankBindBody, BankInfo } from '@/lib/wallet/contract';
import {
  BANK_NAME_MAX,
  BANK_NAME_MIN,
  HOLDER_NAME_MAX,
  HOLDER_NAME_MIN,
} from '@/lib/wallet/limits';
import {
  FieldError,
  inputClass,
  labelClass,
  primaryButton,
  secondaryButton,
  Spinner,
} from './wallet-dialog';

const PASSWORD = new RegExp(`^\\d{${PAYMENT_PASSWORD_MIN},${PAYMENT_PASSWORD_MAX}}$`);

/**
 * The payout accounts of /member (issue 11 §6): a bank card and an Alipay account, each shown
 * masked once bound (the API never returns the full number) and bound or replaced with the
 * payment password. Without a payment password the forms point to where it is set.
 */
export function BankCardTab({
  bank,
  alipay,
  hasPaymentPassword,
}: {
  bank: BankInfo | null;
  alipay: AlipayInfo | null;
  hasPaymentPassword: boolean;
}) {
  const t = useTranslations('wallet.accounts');
  return (
    <div className="flex flex-col gap-4" data-testid="member-bank">
      {!hasPaymentPassword ? (
        <p
          className="flex flex-wrap items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-800"
          data-testid="needs-payment-password"
        >
          <KeyRound aria-hidden className="size-4 shrink-0" />
          <span className="flex-1">{t('needPassword')}</span>
          <Link href={PAYMENT_PASSWORD_TAB} className="text-brand font-semibold hover:underline">
            {t('setPassword')}
          </Link>
        </p>
      ) : null}
      <BankSection initial={bank} enabled={hasPaymentPassword} />
      <AlipaySection initial={alipay} enabled={hasPaymentPassword} />
      <p className="text-ink-faint px-1 text-xs">{t('privacy')}</p>
    </div>
  );
}

function Section({
  id,
  title,
  icon: Icon,
  children,
}: {
  id: string;
  title: string;
  icon: typeof CreditCard;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-surface desk:p-6 rounded-xl p-5 shadow-sm">
      <h2
        id={id}
        className="text-ink border-brand flex items-center gap-2 border-l-4 pl-3 text-base font-semibold"
      >
        <Icon aria-hidden className="text-brand size-4" />
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A bound account as a card: the masked lines and a "change" button. */
function BoundCard({
  lines,
  tone,
  onChange,
  changeLabel,
  testId,
}: {
  lines: [string, string, string];
  tone: string;
  onChange: () => void;
  changeLabel: string;
  testId: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div
        data-testid={testId}
        className={`relative w-full max-w-sm overflow-hidden rounded-xl bg-gradient-to-br p-5 text-white shadow ${tone}`}
      >
        <span aria-hidden className="absolute -top-10 -right-10 size-32 rounded-full bg-white/10" />
        <p className="relative text-sm font-semibold">{lines[0]}</p>
        <p className="relative mt-4 font-mono text-lg tracking-widest">{lines[1]}</p>
        <p className="relative mt-2 text-xs text-white/80">{lines[2]}</p>
      </div>
      <button type="button" onClick={onChange} className={secondaryButton}>
        <Pencil aria-hidden className="size-4" />
        {changeLabel}
      </button>
    </div>
  );
}

type BankField = keyof BankBindBody | 'form';

const BANK_FIELD_OF: Partial<Record<ErrorKey, BankField>> = {
  bankNameInvalid: 'bank_name',
  bankCardInvalid: 'card_number',
  holderNameInvalid: 'holder_name',
  paymentPasswordIncorrect: 'payment_password',
  paymentPasswordBlocked: 'payment_password',
  paymentPasswordNotSet: 'payment_password',
};

function BankSection({ initial, enabled }: { initial: BankInfo | null; enabled: boolean }) {
  const t = useTranslations('wallet.accounts');
  const id = useId();
  const [bound, setBound] = useState(initial);
  const [editing, setEditing] = useState(initial === null);
  const [bankName, setBankName] = useState('');
  const [card, setCard] = useState({ digits: '', text: '' });
  const [holder, setHolder] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field: BankField; msg: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const cardRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // Keep the caret where the user typed after the grouping spaces moved.
  useLayoutEffect(() => {
    if (caret.current === null || !cardRef.current) return;
    if (document.activeElement === cardRef.current)
      cardRef.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [card.text]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (saving || !enabled) return;
    const name = bankName.trim();
    const holderName = holder.trim();
    if (name.length < BANK_NAME_MIN)
      return setError({ field: 'bank_name', msg: t('bankNameRequired') });
    if (card.digits.length < CARD_MIN_DIGITS)
      return setError({ field: 'card_number', msg: t('cardInvalid') });
    if (holderName.length < HOLDER_NAME_MIN)
      return setError({ field: 'holder_name', msg: t('holderRequired') });
    if (!PASSWORD.test(password))
      return setError({ field: 'payment_password', msg: t('passwordInvalid') });
    setError(null);
    setSaving(true);
    try {
      const next = await apiPost<BankInfo>(
        'Bank_card/bind',
        {
          bank_name: name,
          card_number: card.digits,
          holder_name: holderName,
          payment_password: password,
        } satisfies BankBindBody,
        { silent: true },
      );
      setBound(next);
      setEditing(false);
      setBankName('');
      setCard({ digits: '', text: '' });
      setHolder('');
      setPassword('');
      toast.success(t('bankSaved'));
    } catch (err) {
      const key = isApiError(err) ? err.key : null;
      setError({ field: (key && BANK_FIELD_OF[key]) || 'form', msg: inlineError(err) });
    } finally {
      setSaving(false);
    }
  }

  const err = (field: BankField) =>
    error?.field === field ? (
      <FieldError id={`${id}-${field}-error`}>{error.msg}</FieldError>
    ) : null;
  const aria = (field: BankField) =>
    error?.field === field
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` }
      : {};

  return (
    <Section id={`${id}-title`} title={t('bankTitle')} icon={CreditCard}>
      {bound && !editing ? (
        <BoundCard
          testId="bound-bank"
          tone="from-slate-700 to-slate-900"
          lines={[bound.bank_name, bound.card_masked, bound.holder_masked]}
          onChange={() => setEditing(true)}
          changeLabel={t('change')}
        />
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="grid max-w-xl gap-4">
          {!bound ? <p className="text-ink-soft text-sm">{t('bankNone')}</p> : null}
          <fieldset disabled={!enabled || saving} className="grid gap-4">
            <TextField
              id={`${id}-bank_name`}
              label={t('bankName')}
              value={bankName}
              maxLength={BANK_NAME_MAX}
              autoComplete="off"
              placeholder={t('bankNamePlaceholder')}
              onChange={(v) => {
                setBankName(v);
                setError(null);
              }}
              error={err('bank_name')}
              aria={aria('bank_name')}
            />
            <div>
              <label htmlFor={`${id}-card_number`} className={labelClass}>
                {t('cardNumber')}
              </label>
              <input
                ref={cardRef}
                id={`${id}-card_number`}
                value={card.text}
                inputMode="numeric"
                autoComplete="cc-number"
                // 19 digits and their grouping spaces.
                maxLength={CARD_MAX_DIGITS + 4}
                placeholder={t('cardPlaceholder')}
                onChange={(e) => {
                  const next = reformatCardInput(
                    e.target.value,
                    e.target.selectionStart ?? e.target.value.length,
                  );
                  caret.current = next.caret;
                  setCard({ digits: next.digits, text: next.text });
                  setError(null);
                }}
                className={`${inputClass} font-mono tracking-wider`}
                {...aria('card_number')}
              />
              {err('card_number')}
            </div>
            <TextField
              id={`${id}-holder_name`}
              label={t('holderName')}
              value={holder}
              maxLength={HOLDER_NAME_MAX}
              autoComplete="cc-name"
              placeholder={t('holderPlaceholder')}
              onChange={(v) => {
                setHolder(v);
                setError(null);
              }}
              error={err('holder_name')}
              aria={aria('holder_name')}
            />
            <BindFormEnd
              id={id}
              password={password}
              onPassword={(v) => {
                setPassword(v);
                setError(null);
              }}
              err={err}
              aria={aria}
              saving={saving}
              submitLabel={bound ? t('bankRebind') : t('bankSubmit')}
              onCancel={
                bound
                  ? () => {
                      setEditing(false);
                      setError(null);
                    }
                  : undefined
              }
            />
          </fieldset>
        </form>
      )}
    </Section>
  );
}

type AlipayField = keyof AlipayBindBody | 'form';

const ALIPAY_FIELD_OF: Partial<Record<ErrorKey, AlipayField>> = {
  alipayAccountInvalid: 'account',
  holderNameInvalid: 'name',
  paymentPasswordIncorrect: 'payment_password',
  paymentPasswordBlocked: 'payment_password',
  paymentPasswordNotSet: 'payment_password',
};

/** An Alipay account is a mobile number or an e-mail address. */
const ALIPAY_ACCOUNT = /^(?:\+?\d{6,15}|[^\s@]+@[^\s@]+\.[^\s@]+)$/;

function AlipaySection({ initial, enabled }: { initial: AlipayInfo | null; enabled: boolean }) {
  const t = useTranslations('wallet.accounts');
  const id = useId();
  const [bound, setBound] = useState(initial);
  const [editing, setEditing] = useState(initial === null);
  const [account, setAccount] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field: AlipayField; msg: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (saving || !enabled) return;
    const acc = account.trim();
    const realName = name.trim();
    if (!ALIPAY_ACCOUNT.test(acc)) return setError({ field: 'account', msg: t('alipayInvalid') });
    if (realName.length < HOLDER_NAME_MIN)
      return setError({ field: 'name', msg: t('holderRequired') });
    if (!PASSWORD.test(password))
      return setError({ field: 'payment_password', msg: t('passwordInvalid') });
    setError(null);
    setSaving(true);
    try {
      const next = await apiPost<AlipayInfo>(
        'Bank_card/bindAliPay',
        { account: acc, name: realName, payment_password: password } satisfies AlipayBindBody,
        { silent: true },
      );
      setBound(next);
      setEditing(false);
      setAccount('');
      setName('');
      setPassword('');
      toast.success(t('alipaySaved'));
    } catch (err) {
      const key = isApiError(err) ? err.key : null;
      setError({ field: (key && ALIPAY_FIELD_OF[key]) || 'form', msg: inlineError(err) });
    } finally {
      setSaving(false);
    }
  }

  const err = (field: AlipayField) =>
    error?.field === field ? (
      <FieldError id={`${id}-${field}-error`}>{error.msg}</FieldError>
    ) : null;
  const aria = (field: AlipayField) =>
    error?.field === field
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` }
      : {};

  return (
    <Section id={`${id}-title`} title={t('alipayTitle')} icon={Smartphone}>
      {bound && !editing ? (
        <BoundCard
          testId="bound-alipay"
          tone="from-sky-600 to-blue-800"
          lines={[t('alipayTitle'), bound.account_masked, bound.name_masked]}
          onChange={() => setEditing(true)}
          changeLabel={t('change')}
        />
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="grid max-w-xl gap-4">
          {!bound ? <p className="text-ink-soft text-sm">{t('alipayNone')}</p> : null}
          <fieldset disabled={!enabled || saving} className="grid gap-4">
            <TextField
              id={`${id}-account`}
              label={t('alipayAccount')}
              value={account}
              maxLength={64}
              autoComplete="off"
              placeholder={t('alipayPlaceholder')}
              onChange={(v) => {
                setAccount(v);
                setError(null);
              }}
              error={err('account')}
              aria={aria('account')}
            />
            <TextField
              id={`${id}-name`}
              label={t('alipayName')}
              value={name}
              maxLength={HOLDER_NAME_MAX}
              autoComplete="off"
              placeholder={t('holderPlaceholder')}
              onChange={(v) => {
                setName(v);
                setError(null);
              }}
              error={err('name')}
              aria={aria('name')}
            />
            <BindFormEnd
              id={id}
              password={password}
              onPassword={(v) => {
                setPassword(v);
                setError(null);
              }}
              err={err}
              aria={aria}
              saving={saving}
              submitLabel={bound ? t('alipayRebind') : t('alipaySubmit')}
              onCancel={
                bound
                  ? () => {
                      setEditing(false);
                      setError(null);
                    }
                  : undefined
              }
            />
          </fieldset>
        </form>
      )}
    </Section>
  );
}

/** A labelled text input with its inline error. */
function TextField({
  id,
  label,
  value,
  onChange,
  maxLength,
  autoComplete,
  placeholder,
  error,
  aria,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  autoComplete: string;
  placeholder: string;
  error: React.ReactNode;
  aria: Record<string, unknown>;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        value={value}
        maxLength={maxLength}
        autoComplete={autoComplete}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
        {...aria}
      />
      {error}
    </div>
  );
}

type TailField = Extract<keyof BankBindBody, 'payment_password'> | 'form';

/** The end both bind forms share: the payment password, a form-level error and the buttons. */
function BindFormEnd({
  id,
  password,
  onPassword,
  err,
  aria,
  saving,
  submitLabel,
  onCancel,
}: {
  id: string;
  password: string;
  onPassword: (value: string) => void;
  err: (field: TailField) => React.ReactNode;
  aria: (field: TailField) => Record<string, unknown>;
  saving: boolean;
  submitLabel: string;
  onCancel?: () => void;
}) {
  const t = useTranslations('wallet.accounts');
  return (
    <>
      <PasswordField
        id={`${id}-payment_password`}
        label={t('password')}
        placeholder={t('passwordPlaceholder')}
        value={password}
        onChange={onPassword}
        error={err('payment_password')}
        aria={aria('payment_password')}
      />
      {err('form')}
      <div className="flex gap-2">
        <button type="submit" aria-busy={saving || undefined} className={primaryButton}>
          {saving ? <Spinner /> : null}
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={secondaryButton}>
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </>
  );
}

function PasswordField({
  id,
  label,
  placeholder,
  value,
  onChange,
  error,
  aria,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error: React.ReactNode;
  aria: Record<string, unknown>;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="password"
        inputMode="numeric"
        // The payment password is not the login password: keep password managers out of it.
        autoComplete="off"
        maxLength={20}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} max-w-xs`}
        {...aria}
      />
      {error}
    </div>
  );
}
