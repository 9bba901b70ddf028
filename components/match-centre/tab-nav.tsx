import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Link } from '@/i18n/navigation';
import { TABS, type Tab } from './view';

export type CentreRoute = '/score-detail' | '/score-live';

/**
 * The sections as real links (`?tab=`), so each is its own server-rendered page that works
 * without JavaScript; the route's default tab has no `tab` in its URL.
 */
export function TabNav({
  id,
  route,
  active,
  fallback,
}: {
  id: number;
  route: CentreRoute;
  active: Tab;
  fallback: Tab;
}) {
  const t = useTranslations('matchCentre.tabs');
  // The experts' tab is named with their own words (messages `experts.pages.match`).
  const te = useTranslations('experts.pages.match');
  return (
    <nav
      aria-label={t('label')}
      className="bg-surface desk:mx-0 desk:rounded-2xl sticky top-[57px] z-30 -mx-3 mt-4 overflow-x-auto shadow-sm"
    >
      <ul className="flex min-w-max px-2">
        {TABS.map((tab) => (
          <li key={tab}>
            <Link
              prefetch={false}
              href={{ pathname: route, query: tab === fallback ? { id } : { id, tab } }}
              scroll={false}
              aria-current={tab === active ? 'page' : undefined}
              data-tab={tab}
              className={clsx(
                'desk:px-4 relative block px-3 py-3 text-sm font-semibold whitespace-nowrap transition-colors',
                tab === active ? 'text-brand' : 'text-ink-soft hover:text-ink',
              )}
            >
              {tab === 'plans' ? te('tab') : t(tab)}
              {tab === active && (
                <span
                  aria-hidden
                  className="bg-brand absolute inset-x-2 bottom-0 h-0.5 rounded-full"
                />
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
