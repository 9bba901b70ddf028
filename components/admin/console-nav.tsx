'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import {
  Activity,
  BadgeCheck,
  FileText,
  Flag,
  Flame,
  Image as ImageIcon,
  LayoutDashboard,
  Megaphone,
  Mic,
  Radio,
  ScrollText,
  Settings,
  Users,
  Video,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link, usePathname } from '@/i18n/navigation';
import { apiGet } from '@/lib/client/api';
import type { QueueCounts } from '@/lib/admin/contract';
import type { StaffRole } from '@/lib/admin/limits';
import { activeSection, visibleGroups, type SectionKey } from './console-sections';

const ICONS: Record<SectionKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  anchors: Mic,
  experts: BadgeCheck,
  horns: Megaphone,
  withdrawals: Wallet,
  reports: Flag,
  news: FileText,
  banners: ImageIcon,
  videos: Video,
  circles: Activity,
  hotSearches: Flame,
  users: Users,
  rooms: Radio,
  settings: Settings,
  audit: ScrollText,
};

/**
 * The console's menu: the sections the caller's roles open, grouped, with the waiting count of
 * each review queue. The counts are read again on every move between sections, so a queue worked
 * down shows its new size. Under 992 px the menu is one scrollable row above the content.
 */
export function ConsoleNav({
  roles,
  initialCounts,
}: {
  roles: readonly StaffRole[];
  initialCounts: QueueCounts | null;
}) {
  const t = useTranslations('console');
  const pathname = usePathname();
  const active = activeSection(pathname);
  const [counts, setCounts] = useState(initialCounts);
  // The server's counts are fresh for the first page; every later page reads them again.
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    let live = true;
    apiGet<QueueCounts>('admin/counts', undefined, { silent: true })
      .then((c) => live && setCounts(c))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pathname]);

  return (
    <nav
      aria-label={t('menu')}
      data-testid="console-nav"
      className="desk:w-52 desk:shrink-0 desk:flex-col desk:overflow-visible desk:border-r desk:border-b-0 desk:pr-3 flex gap-1 overflow-x-auto border-b border-black/10 pb-2"
    >
      {visibleGroups(roles).map((g) => (
        <div key={g.key} className="desk:flex-col desk:gap-0.5 desk:pb-3 flex gap-1">
          <p className="text-ink-faint desk:block hidden px-2 pt-2 pb-1 text-xs font-semibold tracking-wide uppercase">
            {t(`groups.${g.key}`)}
          </p>
          {g.sections.map((s) => {
            const Icon = ICONS[s.key];
            const n = s.count ? counts?.[s.count] : null;
            const current = active === s.key;
            return (
              <Link
                key={s.key}
                href={s.href}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'flex shrink-0 items-center gap-2 rounded-md px-2 py-1.5 text-sm whitespace-nowrap',
                  current
                    ? 'bg-brand-soft text-brand font-semibold'
                    : 'text-ink-soft hover:bg-surface-muted hover:text-ink',
                )}
              >
                <Icon aria-hidden className="size-4" />
                <span>{t(`sections.${s.key}`)}</span>
                {typeof n === 'number' && n > 0 ? (
                  <span
                    className="bg-live ml-auto rounded-full px-1.5 text-xs font-semibold text-white tabular-nums"
                    aria-label={t('waiting', { n })}
                  >
                    {n > 99 ? '99+' : n}
                  </span>
                ) : null}
              </Link>
            );
          })}
        </div>
      ))}
    </nav>
  );
}
