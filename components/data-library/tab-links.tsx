import clsx from 'clsx';
import { Link } from '@/i18n/navigation';

export type TabLink = { key: string; href: string; label: string; current: boolean };

/**
 * Tabs as plain links (`?tab=`): each view is its own server-rendered URL, so the tabs work
 * without JavaScript and crawlers reach every view.
 */
export function TabLinks({
  label,
  items,
  size = 'md',
}: {
  label: string;
  items: TabLink[];
  size?: 'md' | 'sm';
}) {
  return (
    <nav aria-label={label} className="overflow-x-auto">
      <ul className={clsx('flex min-w-max', size === 'md' ? 'gap-1' : 'gap-1.5')}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              prefetch={false}
              scroll={false}
              aria-current={item.current ? 'page' : undefined}
              className={clsx(
                size === 'md'
                  ? [
                      'desk:px-4 relative inline-flex h-11 items-center px-3 text-[15px] font-medium transition',
                      'after:absolute after:inset-x-2 after:bottom-0 after:h-0.5 after:rounded-full',
                      item.current
                        ? 'text-ink after:bg-brand font-semibold'
                        : 'text-ink-soft hover:text-ink after:bg-transparent',
                    ]
                  : [
                      'inline-flex h-7 items-center rounded-full px-3 text-[13px] transition',
                      item.current
                        ? 'bg-ink font-semibold text-white'
                        : 'bg-surface-page text-ink-soft hover:text-ink',
                    ],
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
