'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { KeyRound } from 'lucide-react';
import { apiPost } from '@/lib/client/api';
import { ProfileSection, inputClass, primaryButtonClass } from './profile-section';
import { useRefreshViewer } from './use-refresh-viewer';

/** SPEC.md §5 and §9: at least 6 characters, digits (the English texts), both entries equal. */
export const PAYMENT_PASSWORD_MIN = 6;
/** The API's upper bound (paymentPasswordInput in lib/account/schemas). */
const PAYMENT_PASSWORD_MAX = 20;

export type PaymentPasswordProblem = 'digits' | 'short' | 'mismatch';

export function checkPaymentPassword(password: string, repassword: string): {
  field: 'password' | 'repassword';
  problem: PaymentPasswordProblem;
} | null {
  if (!/^\d*$/.test(password)) return { field: 'password', problem: 'digits' };
  if (password.length < PAYMENT_PASSWORD_MIN) return { field: 'password', problem: 'short' };
  if (password !== repassword) return { field: 'repassword', problem: 'mismatch' };
  return null;
}

/** Sets or changes the payment password (Member/paymentPassword). */
export function ProfilePaymentPassword({ isSet }: { isSet: boolean }) {
  const t = useTranslations('member.pay');
  const tMember = useTranslations('member');
  const refreshViewer = useRefreshViewer();
  const [password, setPassword] = useState('');
  const [repassword, setRepassword] = useState('');
  const [error, setError] = useState<ReturnType<typeof checkPaymentPassword>>(null);
  const [saving, setSaving] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const problem = checkPaymentPassword(password, repassword);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await apiPost('Member/paymentPassword', { password, repassword });
      toast.success(t('saved'));
      setPassword('');
      setRepassword('');
      await refreshViewer();
    } catch {
      // Failures with a message were already shown by the API client.
    } finally {
      setSaving(false);
    }
  }

  const field = (
    name: 'password' | 'repassword',
    value: string,
    set: (v: string) => void,
  ) => {
    const id = `member-pay-${name}`;
    const own = error?.field === name ? error : null;
    return (
      <div>
        <label htmlFor={id} className="text-ink mb-1.5 block text-sm font-medium">
          {t(name)}
        </label>
        <input
          id={id}
          name={name}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={PAYMENT_PASSWORD_MAX}
          placeholder={t('placeholder')}
          value={value}
          onChange={(e) => {
            set(e.target.value);
            setError(null);
          }}
          aria-invalid={own ? true : undefined}
          aria-describedby={own ? `${id}-error` : undefined}
          className={inputClass}
        />
        {own ? (
          <p id={`${id}-error`} role="alert" className="text-live mt-1.5 text-xs">
            {t(own.problem)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <ProfileSection id="member-pay" title={t('title')}>
      <p className="text-ink-soft mb-4 flex items-center gap-2 text-sm">
        <KeyRound aria-hidden className={isSet ? 'text-win size-4' : 'text-ink-faint size-4'} />
        {isSet ? t('statusSet') : t('statusUnset')}
      </p>
      <form onSubmit={submit} noValidate className="grid max-w-xl gap-4">
        {field('password', password, setPassword)}
        {field('repassword', repassword, setRepassword)}
        <div>
          <button type="submit" disabled={saving} className={primaryButtonClass}>
            {saving ? tMember('saving') : isSet ? t('submitChange') : t('submitSet')}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
