'use client';

import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { loginDialogAtom } from '@/lib/client/atoms';

const loadDialog = () => import('./login-dialog');
const LoginDialog = lazy(() => loadDialog().then((m) => ({ default: m.LoginDialog })));

/** Starts fetching the login dialog (a pointer over or focus on a login button). */
export function preloadLoginDialog(): void {
  void loadDialog();
}

/**
 * Where the login overlay of docs/product.md §4–§5 lives on every page. The dialog itself (forms,
 * captcha, Radix dialog) is fetched the first time `loginDialogAtom` opens it, not with the page:
 * most visits never log in.
 */
export function LoginDialogHost() {
  const { open } = useAtomValue(loginDialogAtom);
  // Once wanted it stays mounted, so a second opening is instant and keeps its state.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  ) : null;
}
