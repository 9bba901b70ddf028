'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ConfirmDialog, FieldError } from '@/components/wallet/wallet-dialog';
import { REVIEW_REASON_MAX as REASON_MAX } from '@/lib/wallet/limits';

/**
 * Asks for the reason of a rejection (required, at most 100 characters, shown to the user) and
 * confirms it. `error` is the API's message from the last try.
 */
export function RejectDialog({
  open,
  title,
  subject,
  busy,
  error,
  onCancel,
  onReject,
}: {
  open: boolean;
  title: string;
  /** What is being rejected, quoted in the dialog. */
  subject: string;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const t = useTranslations('admin');
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const text = reason.trim();
    if (!text) return setProblem(t('reasonRequired'));
    if (text.length > REASON_MAX) return setProblem(t('reasonTooLong', { max: REASON_MAX }));
    setProblem(null);
    onReject(text);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        setReason('');
        setProblem(null);
        onCancel();
      }}
      title={title}
      text={subject}
      confirmLabel={t('confirmReject')}
      cancelLabel={t('cancel')}
      busy={busy}
      error={error}
      tone="danger"
      onConfirm={submit}
      testId="reject-dialog"
    >
      <div className="mb-4">
        <label htmlFor={`${id}-reason`} className="text-ink mb-1.5 block text-sm font-medium">
          {t('reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          rows={3}
          maxLength={REASON_MAX}
          disabled={busy}
          placeholder={t('reasonPlaceholder')}
          onChange={(e) => {
            setReason(e.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-reason-error` : undefined}
          className="border-ink-faint/40 text-ink placeholder:text-ink-faint focus:border-brand focus:ring-brand/20 aria-[invalid=true]:border-live w-full resize-none rounded-lg border bg-white px-3 py-2 text-sm outline-none focus:ring-2"
        />
        <p className="text-ink-faint mt-1 text-right text-xs tabular-nums">
          {t('count', { n: reason.trim().length, max: REASON_MAX })}
        </p>
        {problem ? <FieldError id={`${id}-reason-error`}>{problem}</FieldError> : null}
      </div>
    </ConfirmDialog>
  );
}
