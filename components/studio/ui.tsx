'use client';

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { useStudioT } from './i18n';

/** The small building blocks the studio's sections share. */

export const INPUT =
  'border-ink-faint/40 text-ink placeholder:text-ink-faint focus-visible:border-brand focus-visible:ring-brand/20 h-10 w-full min-w-0 rounded-lg border bg-white px-3 text-sm outline-none transition-shadow focus-visible:ring-4 disabled:bg-surface-muted disabled:text-ink-soft aria-[invalid=true]:border-live';

export const LABEL = 'text-ink mb-1 block text-sm font-medium';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  busy?: boolean;
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
};

export function Button({
  busy = false,
  variant = 'secondary',
  className,
  disabled,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={clsx(
        'inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors outline-none focus-visible:ring-4 disabled:cursor-not-allowed disabled:opacity-60',
        variant === 'primary' &&
          'bg-brand hover:bg-brand-dark focus-visible:ring-brand/30 text-white',
        variant === 'danger' && 'bg-live focus-visible:ring-live/30 text-white hover:bg-[#a8112f]',
        variant === 'secondary' &&
          'border-ink-faint/40 text-ink hover:border-brand hover:text-brand focus-visible:ring-brand/20 border bg-white',
        variant === 'ghost' &&
          'text-ink-soft hover:bg-surface-page hover:text-ink focus-visible:ring-brand/20 px-2',
        className,
      )}
    >
      {busy ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={clsx(
        'inline-block animate-spin rounded-full border-2 border-current border-t-transparent opacity-70',
        className ?? 'size-5',
      )}
    />
  );
}

/** A titled block of a tab. */
export function Section({
  title,
  intro,
  action,
  children,
  id,
}: {
  title: string;
  intro?: string;
  action?: ReactNode;
  children: ReactNode;
  id: string;
}) {
  return (
    <section aria-labelledby={id} className="border-surface-page border-b py-5 last:border-b-0">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={id} className="text-ink text-base font-semibold">
            {title}
          </h3>
          {intro ? <p className="text-ink-soft mt-0.5 text-sm">{intro}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** What a section shows while its data loads. */
export function Loading() {
  const t = useStudioT();
  return (
    <p role="status" className="text-ink-soft flex items-center gap-2 py-4 text-sm">
      <Spinner className="size-4" />
      {t('loadingSection')}
    </p>
  );
}

/** A failed load: the API client has already toasted its message; this offers a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useStudioT();
  return (
    <div className="border-live/30 bg-live-soft text-live flex flex-wrap items-center gap-3 rounded-lg border px-3 py-2 text-sm">
      <AlertTriangle className="size-4 shrink-0" aria-hidden />
      <span className="flex-1">{t('sectionFailed')}</span>
      <Button variant="ghost" className="text-live h-8" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden />
        {t('retry')}
      </Button>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="bg-surface-muted text-ink-soft rounded-lg px-3 py-4 text-center text-sm">
      {children}
    </p>
  );
}

/** "12/50", red past the limit; announced politely to screen readers. */
export function Counter({ id, count, max }: { id: string; count: number; max: number }) {
  const t = useStudioT();
  return (
    <span
      id={id}
      aria-live="polite"
      className={clsx(
        'text-xs tabular-nums',
        count > max ? 'text-live font-semibold' : 'text-ink-faint',
      )}
    >
      {t('count', { count, max })}
    </span>
  );
}

/** A field's error under it (referenced by the field's aria-describedby). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-live mt-1 text-xs">
      {children}
    </p>
  );
}

/** A yes/no question over the studio before something that cannot be undone. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
}) {
  const t = useStudioT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <Dialog.Content
          role="alertdialog"
          className="bg-surface fixed top-1/2 left-1/2 z-[60] w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl p-5 shadow-2xl outline-none"
        >
          <Dialog.Title className="text-ink text-base font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="text-ink-soft mt-2 text-sm">{text}</Dialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button>{t('cancel')}</Button>
            </Dialog.Close>
            <Button variant="danger" busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
