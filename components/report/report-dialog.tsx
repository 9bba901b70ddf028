'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import * as Dialog from '@radix-ui/react-dialog';
import { ApiError, apiPostResult, requireLogin } from '@/lib/client/api';
import { toast } from '@/lib/client/toast';
import { CODE_LOGIN } from '@/lib/contract';
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@/lib/reports/limits';

/**
 * The report dialog (issue 27 "Reports"): a reason from the short list and an optional note.
 * Loaded lazily by ReportButton. A refusal (own content, gone, too many reports) shows inline.
 */
export function ReportDialog({
  targetType,
  targetId,
  onClose,
}: {
  targetType: ReportTargetType;
  targetId: string;
  onClose: () => void;
}) {
  const t = useTranslations('report');
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const length = [...note].length;

  async function submit() {
    if (!reason || busy) {
      if (!reason) setError(t('pickReason'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const r = await apiPostResult(
        'Report/create',
        { target_type: targetType, target_id: targetId, reason, note: note.trim() },
        { silent: true },
      );
      toast.success(r.msg || t('sent'));
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.code === CODE_LOGIN) {
        onClose();
        requireLogin();
        return;
      }
      setError(e instanceof ApiError ? e.msg : t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <Dialog.Content
          data-testid="report-dialog"
          className="bg-surface fixed top-1/2 left-1/2 z-[60] w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl p-5 shadow-2xl outline-none"
        >
          <Dialog.Title className="text-ink text-base font-semibold">
            {t(`title.${targetType}`)}
          </Dialog.Title>
          <Dialog.Description className="text-ink-soft mt-1 text-sm">
            {t('intro')}
          </Dialog.Description>
          <form
            className="mt-4 space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <fieldset>
              <legend className="text-ink mb-2 text-sm font-medium">{t('reasonLabel')}</legend>
              <div className="grid grid-cols-2 gap-2">
                {REPORT_REASONS.map((r) => (
                  <label
                    key={r}
                    className="border-line has-[:checked]:border-brand has-[:checked]:bg-brand-soft text-ink flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm"
                  >
                    <input
                      type="radio"
                      name={`${id}-reason`}
                      value={r}
                      checked={reason === r}
                      onChange={() => {
                        setReason(r);
                        setError(null);
                      }}
                      data-testid={`report-reason-${r}`}
                    />
                    {t(`reasons.${r}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div>
              <label htmlFor={`${id}-note`} className="text-ink mb-1 block text-sm font-medium">
                {t('noteLabel')}
              </label>
              <textarea
                id={`${id}-note`}
                value={note}
                rows={3}
                onChange={(e) => setNote(e.target.value)}
                placeholder={t('notePlaceholder')}
                aria-describedby={`${id}-count`}
                className="border-line bg-surface text-ink placeholder:text-ink-faint focus:border-brand w-full resize-none rounded-lg border px-3 py-2 text-sm outline-none"
              />
              <p
                id={`${id}-count`}
                className={
                  length > REPORT_NOTE_MAX ? 'text-live text-xs' : 'text-ink-faint text-xs'
                }
              >
                {t('count', { n: length, max: REPORT_NOTE_MAX })}
              </p>
            </div>
            {error ? (
              <p role="alert" className="text-live text-sm" data-testid="report-error">
                {error}
              </p>
            ) : null}
            <div className="flex justify-end gap-2 pt-1">
              <Dialog.Close asChild>
                <button
                  type="button"
                  className="border-ink-faint/30 text-ink hover:bg-surface-page h-9 rounded-lg border px-4 text-sm font-medium"
                >
                  {t('cancel')}
                </button>
              </Dialog.Close>
              <button
                type="submit"
                disabled={busy || length > REPORT_NOTE_MAX}
                data-testid="report-submit"
                className="bg-brand h-9 rounded-lg px-4 text-sm font-semibold text-white disabled:opacity-60"
              >
                {t('submit')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
