'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { X } from 'lucide-react';
import clsx from 'clsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  /** Read to screen readers with the title; shown under it. */
  description?: React.ReactNode;
  /** While a payment is in flight the dialog cannot be dismissed (Escape, outside click, ×). */
  locked?: boolean;
  className?: string;
  testId?: string;
  children: React.ReactNode;
};

/**
 * The wallet's dialogs (recharge, confirmations, noble purchase, admin reasons): a bottom sheet
 * under 992 px, a centred card above, like the login overlay.
 */
export function WalletDialog({
  open,
  onOpenChange,
  title,
  description,
  locked = false,
  className,
  testId,
  children,
}: Props) {
  const t = useTranslations('common');
  const change = (next: boolean) => {
    if (!next && locked) return;
    onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid={testId}
          // Without a description Radix warns unless told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={clsx(
            'bg-surface fixed z-50 flex flex-col overflow-y-auto shadow-2xl outline-none',
            'mobile:inset-x-0 mobile:bottom-0 mobile:max-h-[92dvh] mobile:rounded-t-2xl',
            'desk:top-1/2 desk:left-1/2 desk:max-h-[90vh] desk:w-[480px] desk:-translate-x-1/2 desk:-translate-y-1/2 desk:rounded-2xl',
            className,
          )}
        >
          <header className="border-surface-page flex items-start gap-3 border-b px-5 py-4">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-ink text-base font-semibold">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="text-ink-soft mt-1 text-sm">
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              aria-label={t('close')}
              disabled={locked}
              className="text-ink-faint hover:bg-surface-muted hover:text-ink -m-1 rounded-full p-1.5 transition-colors disabled:opacity-40"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </header>
          <div className="px-5 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type ConfirmProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: React.ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** An inline error from the last try (the API's message). */
  error?: string | null;
  tone?: 'brand' | 'danger';
  onConfirm: () => void;
  testId?: string;
  children?: React.ReactNode;
};

/** A yes/no question before an irreversible step; stays open, disabled, while it runs. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy = false,
  error,
  tone = 'brand',
  onConfirm,
  testId,
  children,
}: ConfirmProps) {
  return (
    <WalletDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={text}
      locked={busy}
      testId={testId}
    >
      {children}
      {error ? (
        <p role="alert" className="text-live bg-live-soft mb-3 rounded-lg px-3 py-2 text-sm">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          disabled={busy}
          className={secondaryButton}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
          className={tone === 'danger' ? dangerButton : primaryButton}
        >
          {busy ? <Spinner /> : null}
          {confirmLabel}
        </button>
      </div>
    </WalletDialog>
  );
}

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={clsx(
        'inline-block size-4 animate-spin rounded-full border-2 border-current/30 border-t-current',
        className,
      )}
    />
  );
}

export const primaryButton =
  'bg-brand hover:bg-brand-dark inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2 text-sm font-semibold text-white transition-colors disabled:cursor-not-allowed disabled:opacity-50';

export const dangerButton =
  'bg-live hover:bg-live/90 inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2 text-sm font-semibold text-white transition-colors disabled:cursor-not-allowed disabled:opacity-50';

export const secondaryButton =
  'border-ink-faint/40 text-ink-soft hover:border-brand hover:text-brand inline-flex items-center justify-center gap-2 rounded-lg border px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50';

export const inputClass =
  'border-ink-faint/40 text-ink placeholder:text-ink-faint focus:border-brand focus:ring-brand/20 w-full rounded-lg border bg-white px-3 py-2 text-sm outline-none focus:ring-2 aria-[invalid=true]:border-live disabled:bg-surface-muted';

export const labelClass = 'text-ink mb-1.5 block text-sm font-medium';

/** A field's inline error (a check in the browser or the API's message). */
export function FieldError({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p id={id} role="alert" className="text-live mt-1.5 text-xs">
      {children}
    </p>
  );
}
