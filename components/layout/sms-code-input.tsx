'use client';

import { useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/client/toast';
import { apiPostResult } from '@/lib/client/api';
import { SMS_CODE_MAX_LENGTH, SMS_COUNTDOWN } from '@/lib/client/constants';
import type { useCountdown } from '@/lib/client/use-countdown';
import { FormInput } from '@/components/ui/form-input';

type Props = {
  id: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  /** The number to send the code to (`CC-number`), or null while the form has none. */
  mobile: () => string | null;
  /** docs/product.md §5: 1 for registration, 2 for everything else. */
  type: 1 | 2;
  /** The solved captcha that user/getCode needs, or null while there is none. */
  captcha: string | null;
  /** Called after every request, sent or refused: a solved captcha is single-use. */
  onCaptchaSpent: () => void;
  /** Kept by the caller so the resend wait outlives this input (e.g. a change of form mode). */
  countdown: ReturnType<typeof useCountdown>;
  /** Tells the caller a request is under way (e.g. to hold its own submit meanwhile). */
  onSendingChange?: (sending: boolean) => void;
  /** Holds the get-code button (e.g. while the form is being submitted). */
  disabled?: boolean;
  /** Marks the input invalid, described by the element with this id (the form's message). */
  invalid?: boolean;
  describedBy?: string;
};

/**
 * The SMS code input with its get-code button (docs/product.md §4–§5): checks that there is a number and
 * a solved captcha, requests the code through user/getCode, shows the server's answer and counts
 * the resend wait down. Used by the login dialog and the member centre.
 */
export function SmsCodeInput({
  id,
  value,
  onChange,
  mobile,
  type,
  captcha,
  onCaptchaSpent,
  countdown,
  onSendingChange,
  disabled = false,
  invalid = false,
  describedBy,
}: Props) {
  const t = useTranslations('login');
  const [sending, setSending] = useState(false);

  const busy = (on: boolean) => {
    setSending(on);
    onSendingChange?.(on);
  };

  const send = async () => {
    const to = mobile();
    if (!to) return void toast.warning(t('incomplete'));
    if (!captcha) return void toast.warning(t('captchaFirst'));
    busy(true);
    try {
      const { msg } = await apiPostResult('user/getCode', { mobile: to, type, captcha });
      toast.success(msg);
      countdown.start(SMS_COUNTDOWN);
    } catch {
      // The API client has shown the reason (a wait, a bad number …).
    } finally {
      busy(false);
      onCaptchaSpent();
    }
  };

  return (
    <FormInput
      id={id}
      label={t('code')}
      placeholder={t('codePlaceholder')}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE_MAX_LENGTH}
      value={value}
      onChange={onChange}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      trailing={
        <button
          type="button"
          onClick={() => void send()}
          disabled={countdown.remaining > 0 || sending || disabled}
          aria-busy={sending || undefined}
          className="text-brand hover:text-brand-dark disabled:text-ink-faint border-ink-faint/30 h-7 shrink-0 border-l px-4 text-sm font-medium whitespace-nowrap tabular-nums transition-colors disabled:cursor-not-allowed"
        >
          {countdown.remaining > 0 ? t('resendIn', { seconds: countdown.remaining }) : t('getCode')}
        </button>
      }
    />
  );
}
