'use client';

import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import { clickHref, isActive, NAV_ITEMS } from './nav-items';
import { useNavSection } from './nav-section';
import { startRouteProgress } from './route-progress';

type Props = { variant?: 'bar' | 'drawer'; onNavigate?: () => void };

/** The section links of the navigation bar, highlighted for the current route. */
export function NavLinks({ variant = 'bar', onNavigate }: Props) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const router = useRouter();
  const section = useNavSection();
  return (
    <ul
      className={clsx(
        variant === 'bar' ? 'flex h-full items-stretch gap-0.5 xl:gap-1' : 'flex flex-col gap-1',
      )}
    >
      {NAV_ITEMS.map((item) => {
        const active = isActive(item, pathname, section);
        return (
          <li key={item.key} className={variant === 'bar' ? 'flex' : undefined}>
            <Link
              href={item.href}
              target={item.newTab ? '_blank' : undefined}
              aria-current={active ? 'page' : undefined}
              onClick={(e) => {
                if (item.freshQuery && !item.newTab && !e.metaKey && !e.ctrlKey && !e.shiftKey) {
                  e.preventDefault();
                  startRouteProgress();
                  router.push(clickHref(item));
                }
                onNavigate?.();
              }}
              className={clsx(
                variant === 'bar'
                  ? [
                      // One line in every language: narrower below 1280 px, where seven Vietnamese labels
                      // would otherwise wrap (and, with the experts' entry, overflow the bar).
                      'relative flex items-center px-1.5 text-sm font-medium whitespace-nowrap transition xl:px-2 xl:text-[15px]',
                      'after:absolute after:inset-x-1.5 after:bottom-0 after:h-0.5 after:rounded-full after:transition xl:after:inset-x-2',
                      active
                        ? 'after:bg-brand text-white'
                        : 'text-white/70 after:bg-transparent hover:text-white',
                    ]
                  : [
                      'flex items-center rounded-lg px-3 py-2.5 text-base',
                      active
                        ? 'bg-brand/15 text-brand-bright font-semibold'
                        : 'text-white/80 hover:bg-white/5 hover:text-white',
                    ],
              )}
            >
              {t(item.key)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
