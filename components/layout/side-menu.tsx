'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import {
  CalendarClock,
  CalendarDays,
  Goal,
  Heart,
  History,
  PanelLeftClose,
  PanelLeftOpen,
  Shapes,
  Smartphone,
  Tv,
  Volleyball,
  type LucideIcon,
} from 'lucide-react';
import clsx from 'clsx';
import { Link } from '@/i18n/navigation';
import { QrCode } from '@/components/ui/qr-code';
import { SIDEBAR_COOKIE } from './side-menu-cookie';

export type SideMenuKey =
  'schedule' | 'follow' | 'reserve' | 'allLive' | 'football' | 'basketball' | 'other' | 'playback';

/**
 * The live pages' menu of docs/product.md §2, in the spec's order. An entry is shown once its page
 * exists (`ready`), so the menu never links to a 404; the live-room pages flip theirs on.
 */
export const SIDE_MENU_ITEMS: {
  key: SideMenuKey;
  href: string;
  Icon: LucideIcon;
  ready: boolean;
}[] = [
  { key: 'schedule', href: '/schedule?type=4', Icon: CalendarDays, ready: true },
  { key: 'follow', href: '/attention', Icon: Heart, ready: true },
  { key: 'reserve', href: '/reserve', Icon: CalendarClock, ready: true },
  { key: 'allLive', href: '/anchor?type=0', Icon: Tv, ready: true },
  { key: 'football', href: '/anchor?type=1', Icon: Goal, ready: true },
  { key: 'basketball', href: '/anchor?type=2', Icon: Volleyball, ready: true },
  { key: 'other', href: '/anchor?type=3', Icon: Shapes, ready: true },
  { key: 'playback', href: '/anchor?type=4', Icon: History, ready: true },
];

const ONE_YEAR = 365 * 24 * 3600;

type Props = {
  /** From `readSidebarOpen()` on the server. */
  defaultOpen: boolean;
  /** The app QR code (`getShellQrCodes().download`). */
  qrSvg: string | null;
  /** The page's own item, highlighted. */
  active?: SideMenuKey;
  /** Extra content under the items (the video-category page's categories). */
  children?: React.ReactNode;
  /** The entries (tests only; the pages use SIDE_MENU_ITEMS). */
  items?: typeof SIDE_MENU_ITEMS;
};

/**
 * Left menu of the scores, live and schedule pages: 304 px open, 56 px collapsed, state in a
 * cookie. In mobile mode (< 992 px) it is no rail but a row of labelled chips under the bar that
 * scrolls sideways (the toggle and the QR code hidden). Not rendered while fewer than two of its
 * entries exist (today only the schedule).
 */
export function SideMenu({ defaultOpen, qrSvg, active, children, items = SIDE_MENU_ITEMS }: Props) {
  const t = useTranslations('sideMenu');
  const [open, setOpen] = useState(defaultOpen);
  const ready = items.filter((item) => item.ready);
  const strip = useRef<HTMLElement>(null);

  // The chip row of a phone starts with the page's own chip in view (centred).
  useEffect(() => {
    const nav = strip.current;
    const chip = nav?.querySelector('[aria-current="page"]');
    if (!nav || !chip || nav.scrollWidth <= nav.clientWidth) return;
    const n = nav.getBoundingClientRect();
    const c = chip.getBoundingClientRect();
    nav.scrollLeft += c.left - n.left - (n.width - c.width) / 2;
  }, [active]);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    document.cookie = `${SIDEBAR_COOKIE}=${next ? '1' : '0'}; path=/; max-age=${ONE_YEAR}; SameSite=Lax`;
  };

  const label = (text: string) => (
    <span className={clsx('truncate', !open && 'desk:hidden')}>{text}</span>
  );

  // A menu of one entry (the page itself) only takes room: shown once a second page exists.
  if (ready.length < 2 && !children) return null;

  return (
    <aside
      aria-label={t('label')}
      data-state={open ? 'open' : 'collapsed'}
      className={clsx(
        'border-nav-line bg-nav-soft desk:sticky desk:top-14 desk:h-[calc(100vh-3.5rem)] flex shrink-0 flex-col border-r text-white/75 transition-[width] duration-200',
        open ? 'w-side' : 'w-side-collapsed',
        'max-desk:w-full max-desk:border-r-0 max-desk:border-b',
      )}
    >
      <div
        className={clsx(
          'border-nav-line flex items-center border-b p-2',
          open ? 'justify-end' : 'justify-center',
          'max-desk:hidden',
        )}
      >
        <button
          type="button"
          onClick={toggle}
          aria-expanded={open}
          aria-label={open ? t('collapse') : t('expand')}
          title={open ? t('collapse') : t('expand')}
          className="grid size-9 place-items-center rounded-lg hover:bg-white/10 hover:text-white"
        >
          {open ? (
            <PanelLeftClose className="size-5" aria-hidden />
          ) : (
            <PanelLeftOpen className="size-5" aria-hidden />
          )}
        </button>
      </div>

      <nav
        ref={strip}
        className="max-desk:overflow-x-auto max-desk:overflow-y-hidden max-desk:px-3 max-desk:[scrollbar-width:none] desk:overflow-x-hidden desk:overflow-y-auto flex-1 p-2"
      >
        <ul className="max-desk:flex max-desk:gap-2 desk:space-y-1">
          {ready.map(({ key, href, Icon }) => {
            const current = key === active;
            return (
              <li key={key} className="max-desk:shrink-0">
                <Link
                  href={href}
                  prefetch={false}
                  title={t(key)}
                  aria-current={current ? 'page' : undefined}
                  className={clsx(
                    'flex h-10 items-center gap-3 rounded-lg px-2.5 text-sm whitespace-nowrap transition',
                    'max-desk:h-8 max-desk:gap-1.5 max-desk:rounded-full max-desk:px-3',
                    current
                      ? 'from-brand to-live bg-gradient-to-r font-semibold text-white'
                      : 'max-desk:bg-white/5 hover:bg-white/10 hover:text-white',
                  )}
                >
                  <Icon className="max-desk:size-4 size-5 shrink-0" aria-hidden />
                  {label(t(key))}
                </Link>
              </li>
            );
          })}
        </ul>
        {children ? (
          <div className={clsx(!open && 'hidden', 'max-desk:hidden mt-3')}>{children}</div>
        ) : null}
      </nav>

      <div className="group border-nav-line max-desk:hidden relative border-t p-2">
        <button
          type="button"
          // Named even when collapsed (the visible label is hidden then, as in mobile mode).
          aria-label={t('download')}
          aria-describedby="side-menu-qr"
          className="flex h-10 w-full items-center justify-center gap-2 rounded-lg bg-white/5 text-sm hover:bg-white/10 hover:text-white focus-visible:bg-white/10"
        >
          <Smartphone className="text-brand size-5 shrink-0" aria-hidden />
          {label(t('download'))}
        </button>
        <div
          id="side-menu-qr"
          role="tooltip"
          className="text-ink invisible absolute bottom-2 left-full z-50 ml-2 w-44 rounded-xl bg-white p-3 text-center opacity-0 shadow-xl transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
        >
          {qrSvg ? <QrCode src={qrSvg} className="mx-auto size-36" /> : null}
          <p className="text-ink-soft mt-2 text-xs">{t('scan')}</p>
        </div>
      </div>
    </aside>
  );
}
