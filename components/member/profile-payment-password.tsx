'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/client/toast';
import { KeyRound } from 'lucide-react';
import { apiPost } from '@/lib/client/api';
import { useCountdown } from '@/lib/client/use-countdown';
import { CaptchaField } from '@/components/layout/captcha-field';
import { SmsCodeInput } from '@/components/layout/sms-code-input';
import { ProfileSection, inputClass, primaryButtonClass } from './profile-section';
import { useRefreshViewer } from './use-refresh-viewer';

/** docs/product.md §5 and §9: at least 6 characters, digits (the English texts), both entries equal. */
export const PAYMENT_PASSWORD_MIN = 6;
/** The API's upper bound (paymentPasswordInput in lib/account/schemas). */
const PAYMENT_PASSWORD_MAX = 20;

export type PaymentPasswordProblem = 'digits' | 'short' | 'mismatch';

export function checkPaymentPassword(
  password: string,
  repassword: string,
): {
  field: 'password' | 'repassword';
  problem: PaymentPasswordProblem;
} | null {
  if (!/^\d*$/.test(password)) return { field: 'password', problem: 'digits' };
  if (password.length < PAYMENT_PASSWORD_MIN) return { field: 'password', problem: 'short' };
  if (password !== repassword) return { field: 'repassword', problem: 'mismatch' };
  return null;
}

/** How a user who has a payment password proves it is them: the old one, or an SMS code. */
type Proof = 'old' | 'code';

type FieldName = 'old_password' | 'code' | 'password' | 'repassword';
type Problem = PaymentPasswordProblem | 'oldRequired' | 'codeRequired';

/** `86-13800138000` → `+86 138****8000`: enough to recognise one's own number. */
export function maskMobile(mobile: string): string {
  const dash = mobile.indexOf('-');
  const cc = dash > 0 ? mobile.slice(0, dash) : '';
  const n = mobile.slice(dash + 1);
  const masked =
    n.length >= 8
      ? n.slice(0, 3) + '*'.repeat(n.length - 7) + n.slice(-4)
      : '*'.repeat(Math.max(0, n.length - 2)) + n.slice(-2);
  return cc ? `+${cc} ${masked}` : masked;
}

/**
 * Sets the payment password (Member/paymentPassword), or changes it: a user who has one proves
 * it with the current one or with an SMS code sent to their own mobile.
 */
export function ProfilePaymentPassword({ isSet, mobile }: { isSet: boolean; mobile: string }) {
  const t = useTranslations('member.pay');
  const tMember = useTranslations('member');
  const id = useId();
  const refreshViewer = useRefreshViewer();
  const countdown = useCountdown();
  const [proof, setProof] = useState<Proof>('old');
  const [oldPassword, setOldPassword] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repassword, setRepassword] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [error, setError] = useState<{ field: FieldName; problem: Problem } | null>(null);
  const [saving, setSaving] = useState(false);

  function proofProblem(): { field: FieldName; problem: Problem } | null {
    if (!isSet) return null;
    if (proof === 'old' && !oldPassword) return { field: 'old_password', problem: 'oldRequired' };
    if (proof === 'code' && !code.trim()) return { field: 'code', problem: 'codeRequired' };
    return null;
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const problem = proofProblem() ?? checkPaymentPassword(password, repassword);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await apiPost('Member/paymentPassword', {
        password,
        repassword,
        ...(isSet ? (proof === 'old' ? { old_password: oldPassword } : { code: code.trim() }) : {}),
      });
      toast.success(t('saved'));
      setOldPassword('');
      setCode('');
      setPassword('');
      setRepassword('');
      setProof('old');
      await refreshViewer();
    } catch {
      // Failures with a message (a wrong old password, a wrong code …) were shown by the API client.
    } finally {
      setSaving(false);
    }
  }

  function switchProof(next: Proof) {
    setProof(next);
    setError(null);
    setOldPassword('');
    setCode('');
  }

  const errorFor = (name: FieldName) =>
    error?.field === name ? (
      <p id={`${id}-${name}-error`} role="alert" className="text-live mt-1.5 text-xs">
        {t(error.problem)}
      </p>
    ) : null;

  const passwordField = (
    name: 'old_password' | 'password' | 'repassword',
    label: string,
    value: string,
    set: (v: string) => void,
  ) => {
    const fieldId = `${id}-${name}`;
    const own = error?.field === name;
    return (
      <div>
        <label htmlFor={fieldId} className="text-ink mb-1.5 block text-sm font-medium">
          {label}
        </label>
        <input
          id={fieldId}
          name={name}
          type="password"
          inputMode="numeric"
          // A payment password is not the login password: keep password managers from filling it.
          autoComplete={name === 'old_password' ? 'off' : 'new-password'}
          maxLength={PAYMENT_PASSWORD_MAX}
          placeholder={name === 'old_password' ? t('oldPlaceholder') : t('placeholder')}
          value={value}
          onChange={(e) => {
            set(e.target.value);
            setError(null);
          }}
          aria-invalid={own ? true : undefined}
          aria-describedby={own ? `${fieldId}-error` : undefined}
          className={inputClass}
        />
        {errorFor(name)}
      </div>
    );
  };

  const switchLink = (next: Proof) => (
    <button
      type="button"
      onClick={() => switchProof(next)}
      className="text-brand hover:text-brand-dark text-sm font-medium underline-offset-4 hover:underline"
    >
      {next === 'code' ? t('useCode') : t('useOld')}
    </button>
  );

  return (
    <ProfileSection id="member-pay" title={t('title')}>
      <p className="text-ink-soft mb-4 flex items-center gap-2 text-sm">
        <KeyRound aria-hidden className={isSet ? 'text-win size-4' : 'text-ink-faint size-4'} />
        {isSet ? t('statusSet') : t('statusUnset')}
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate className="grid max-w-xl gap-4">
        {isSet && proof === 'old' ? (
          <div className="grid gap-2">
            {passwordField('old_password', t('oldPassword'), oldPassword, setOldPassword)}
            <div>{switchLink('code')}</div>
          </div>
        ) : null}
        {isSet && proof === 'code' ? (
          <div className="grid gap-3">
            <p className="text-ink-soft text-sm">{t('codeHint', { mobile: maskMobile(mobile) })}</p>
            <CaptchaField onChange={setCaptcha} resetKey={captchaKey} />
            <div>
              <SmsCodeInput
                id={`${id}-code`}
                value={code}
                onChange={(e) => {
                  setCode(e.target.value);
                  setError(null);
                }}
                mobile={() => mobile}
                type={2}
                captcha={captcha}
                onCaptchaSpent={() => {
                  setCaptcha(null);
                  setCaptchaKey((k) => k + 1);
                }}
                countdown={countdown}
                disabled={saving}
                invalid={error?.field === 'code'}
                describedBy={error?.field === 'code' ? `${id}-code-error` : undefined}
              />
              {errorFor('code')}
            </div>
            <div>{switchLink('old')}</div>
          </div>
        ) : null}
        {passwordField('password', isSet ? t('newPassword') : t('password'), password, setPassword)}
        {passwordField('repassword', t('repassword'), repassword, setRepassword)}
        <div>
          <button type="submit" disabled={saving} className={primaryButtonClass}>
            {saving ? tMember('saving') : isSet ? t('submitChange') : t('submitSet')}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
