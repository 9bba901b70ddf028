import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';

type FormInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  /** The accessible name; shown to screen readers, the placeholder shows it to the eye. */
  label: string;
  /** Shown before the input inside the same frame (a country-code picker, an icon). */
  leading?: ReactNode;
  /** Shown after the input inside the same frame (a get-code button, a visibility toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A large input in a rounded frame that lights up in the brand colour while focused. */
export function FormInput({
  id,
  label,
  leading,
  trailing,
  className,
  ref,
  ...props
}: FormInputProps) {
  return (
    <div
      className={clsx(
        'border-ink-faint/40 focus-within:border-brand focus-within:ring-brand/20 flex h-12 items-center rounded-xl border bg-white transition-shadow focus-within:ring-4',
        className,
      )}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {leading}
      <input
        ref={ref}
        id={id}
        className="text-ink placeholder:text-ink-faint h-full min-w-0 flex-1 bg-transparent px-4 text-base outline-none"
        {...props}
      />
      {trailing}
    </div>
  );
}
