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
 * Where toasts go so that they hide nothing the user needs: bottom centre, above what a page pins
 * to the bottom (`--toast-bottom`: the live room's chat input, app/globals.css). Not at the top:
 * under the navigation bar they covered its account and download panels, which open there
 * (and a pointer resting on a toast keeps it, so a panel's link could stay covered).
 */
export const TOAST_PLACEMENT = {
  desk: { position: 'bottom-center', offset: { bottom: 'var(--toast-bottom, 24px)' } },
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
