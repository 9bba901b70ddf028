'use client';

import { useSetAtom } from 'jotai';
import { LogIn } from 'lucide-react';
import { loginDialogAtom } from '@/lib/client/atoms';

/** Opens the site's login dialog (components/layout/login-dialog-host.tsx). Label from the server. */
export function LoginButton({ children }: { children: React.ReactNode }) {
  const openLogin = useSetAtom(loginDialogAtom);
  return (
    <button
      type="button"
      onClick={() => openLogin({ open: true, mode: 'code' })}
      className="bg-brand hover:bg-brand-dark mt-6 inline-flex h-10 items-center gap-2 rounded-lg px-6 text-sm font-semibold text-white transition-colors"
    >
      <LogIn className="size-4" aria-hidden />
      {children}
    </button>
  );
}
