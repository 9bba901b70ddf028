'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadSonner, onToastWanted, toastWanted } from '@/lib/client/toast';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** The desktop layout (tailwind `desk:`, ≥ 992 px). */
const DESK = '(min-width: 62rem)';

function onDeskChange(listener: () => void): () => void {
  const mq = window.matchMedia?.(DESK);
  mq?.addEventListener('change', listener);
  return () => mq?.removeEventListener('change', listener);
}

const isDesk = () => window.matchMedia?.(DESK).matches ?? true;

/**
 * Where toasts go so that they hide nothing the user needs: top right under the sticky navigation
 * bar (3.5 rem) on a desktop, bottom centre on a phone, above what a page pins to the bottom
 * (`--toast-bottom`: the live room's chat input, app/globals.css).
 */
export const TOAST_PLACEMENT = {
  desk: { position: 'top-right', offset: { top: 'calc(3.5rem + 12px)', right: 24 } },
  mobile: {
    position: 'bottom-center',
    offset: { bottom: 'var(--toast-bottom, 24px)' },
    mobileOffset: { bottom: 'var(--toast-bottom, 16px)', left: 16, right: 16 },
  },
} as const;

/** sonner's Toaster, mounted with the page's first toast (lib/client/toast.ts). */
export function ToastHost() {
  const wanted = useSyncExternalStore(onToastWanted, toastWanted, () => false);
  const desk = useSyncExternalStore(onDeskChange, isDesk, () => true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster {...TOAST_PLACEMENT[desk ? 'desk' : 'mobile']} richColors closeButton />
    </Suspense>
  ) : null;
}
