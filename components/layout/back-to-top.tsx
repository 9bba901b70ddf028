'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { ArrowUp } from 'lucide-react';
import clsx from 'clsx';
import { usePathname } from '@/i18n/navigation';

/** Pages whose first screen matters most keep the control away until a real scroll (docs/product.md §2). */
const GATED_PATHS = ['/main', '/football', '/basketball'];
export const GATED_THRESHOLD_PX = 60;

/** How far the page must be scrolled before the control shows on `pathname`. */
export function backToTopThreshold(pathname: string): number {
  return GATED_PATHS.includes(pathname) ? GATED_THRESHOLD_PX : 0;
}

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

export function BackToTop() {
  const t = useTranslations('common');
  const threshold = backToTopThreshold(usePathname());
  const visible = useSyncExternalStore(
    subscribe,
    useCallback(() => window.scrollY > threshold, [threshold]),
    () => false,
  );
  return (
    <button
      type="button"
      aria-label={t('backToTop')}
      title={t('backToTop')}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={clsx(
        'bg-nav hover:bg-brand desk:right-8 desk:bottom-10 fixed right-4 bottom-6 z-30 grid size-11 place-items-center rounded-full text-white shadow-lg ring-1 ring-white/10 transition',
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-3 opacity-0',
      )}
    >
      <ArrowUp className="size-5" aria-hidden />
    </button>
  );
}
