'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadSonner, onToastWanted, toastWanted } from '@/lib/client/toast';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** sonner's Toaster, mounted with the page's first toast (lib/client/toast.ts). */
export function ToastHost() {
  const wanted = useSyncExternalStore(onToastWanted, toastWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  ) : null;
}
