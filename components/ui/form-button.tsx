import type { ButtonHTMLAttributes } from 'react';
import clsx from 'clsx';

type FormButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean };

/** The full-width primary action of a form, in the brand colour. */
export function FormButton({
  busy = false,
  className,
  disabled,
  children,
  ...props
}: FormButtonProps) {
  return (
    <button
      {...props}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={clsx(
        'bg-brand hover:bg-brand-dark focus-visible:ring-brand/30 flex h-12 w-full items-center justify-center gap-2 rounded-xl text-base font-semibold text-white shadow-sm transition-colors outline-none focus-visible:ring-4 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
    >
      {busy ? (
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      ) : null}
      {children}
    </button>
  );
}
