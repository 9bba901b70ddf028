'use client';

import { useSetAtom } from 'jotai';
import { LogIn } from 'lucide-react';
import { loginDialogAtom } from '@/lib/client/atoms';

/** A page that needs a login: says so and opens the login dialog. */
export function LoginCard({
  title,
  text,
  button,
}: {
  title: string;
  text: string;
  button: string;
}) {
  const openLogin = useSetAtom(loginDialogAtom);
  return (
    <section className="bg-surface mx-auto max-w-md rounded-xl p-8 text-center shadow-sm">
      <div className="bg-brand-soft text-brand mx-auto mb-4 flex size-14 items-center justify-center rounded-full">
        <LogIn aria-hidden className="size-7" />
      </div>
      <h1 className="text-ink text-lg font-semibold">{title}</h1>
      <p className="text-ink-soft mt-2 text-sm">{text}</p>
      <button
        type="button"
        onClick={() => openLogin({ open: true, mode: 'code' })}
        className="bg-brand hover:bg-brand-dark mt-6 rounded-lg px-6 py-2.5 text-sm font-semibold text-white transition-colors"
      >
        {button}
      </button>
    </section>
  );
}
