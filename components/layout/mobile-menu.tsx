'use client';

import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { Menu } from 'lucide-react';
import type { PublicUser } from '@/lib/account/contract';
import { useLazyOverlay } from '@/components/ui/use-lazy-overlay';

const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadDrawer);

/**
 * Under 992 px the navigation bar folds into a drawer (docs/product.md §2 mobile mode). The button is
 * plain markup; the drawer (a Radix dialog) is fetched on the first touch of it, so phones do not
 * load it with every page.
 */
export function MobileMenu({ user, siteName }: { user: PublicUser | null; siteName: string }) {
  const t = useTranslations('nav');
  const { open, show, wanted, ref, id, triggerProps } = useLazyOverlay();
  const warm = () => void loadDrawer();
  return (
    <>
      <button
        {...triggerProps}
        aria-label={t('openMenu')}
        onPointerDown={warm}
        onFocus={warm}
        onClick={() => show(true)}
        className="grid size-9 place-items-center rounded-full text-white/90 transition hover:bg-white/10"
      >
        <Menu className="size-5" aria-hidden />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileDrawer
            user={user}
            siteName={siteName}
            id={id}
            open={open}
            onOpenChange={show}
            trigger={ref}
          />
        </Suspense>
      ) : null}
    </>
  );
}
