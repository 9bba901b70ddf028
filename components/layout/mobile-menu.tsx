'use client';

import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Menu } from 'lucide-react';
import type { PublicUser } from '@/lib/account/types';

const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadDrawer);

/**
 * Under 992 px the navigation bar folds into a drawer (SPEC.md §2 mobile mode). The button is
 * plain markup; the drawer (a Radix dialog) is fetched on the first touch of it, so phones do not
 * load it with every page.
 */
export function MobileMenu({ user, siteName }: { user: PublicUser | null; siteName: string }) {
  const t = useTranslations('nav');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const warm = () => void loadDrawer();
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerDown={warm}
        onFocus={warm}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
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
            onOpenChange={setOpen}
            trigger={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}
