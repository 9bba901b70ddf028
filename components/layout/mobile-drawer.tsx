'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useAtomValue } from 'jotai';
import { LogOut, Mic, Smartphone, X } from 'lucide-react';
import { unreadAtom } from '@/lib/client/atoms';
import type { PublicUser } from '@/lib/account/contract';
import { Link } from '@/i18n/navigation';
import { LanguageSwitch } from './language-switch';
import { assignLocation } from './locale-switch';
import { NavLinks } from './nav-links';
import { USER_LINKS, UserSummary, VisitorButtons, useLogout } from './user-menu';
import { InviteEntry } from '@/components/referral/invite-entry';

export type MobileDrawerProps = {
  user: PublicUser | null;
  siteName: string;
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button (outside Radix: see MobileMenu), which gets the focus back on closing. */
  trigger: React.RefObject<HTMLButtonElement | null>;
};

/** The drawer of MobileMenu, fetched the first time the menu button is pressed. */
export default function MobileDrawer({
  user,
  siteName,
  id,
  open,
  onOpenChange,
  trigger,
}: MobileDrawerProps) {
  const t = useTranslations('nav');
  const tu = useTranslations('userMenu');
  const { busy, run } = useLogout(assignLocation);
  // Kept live by the navigation's avatar (its websocket, components/layout/use-inbox.ts).
  const unread = useAtomValue(unreadAtom) ?? 0;
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="data-[state=open]:animate-fade-in fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          id={id}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            trigger.current?.focus();
          }}
          className="bg-nav data-[state=open]:animate-drawer-in fixed inset-y-0 left-0 z-50 flex w-[min(20rem,86vw)] flex-col overflow-y-auto text-white shadow-2xl outline-none"
        >
          <div className="border-nav-line flex h-14 items-center justify-between border-b px-4">
            <Dialog.Title className="text-base font-bold">{siteName}</Dialog.Title>
            <Dialog.Description className="sr-only">{t('menuDescription')}</Dialog.Description>
            <Dialog.Close
              aria-label={t('closeMenu')}
              className="grid size-9 place-items-center rounded-full text-white/80 hover:bg-white/10"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>

          <div className="border-nav-line border-b p-4">
            {user ? (
              <>
                <UserSummary user={user} dark onNavigate={close} />
                <ul className="mt-3 grid grid-cols-2 gap-1">
                  {USER_LINKS.map(({ key, type, Icon }) => (
                    <li key={key}>
                      <Link
                        href={`/member?type=${type}`}
                        onClick={close}
                        className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm text-white/80 hover:bg-white/5 hover:text-white"
                      >
                        <Icon className="size-4" aria-hidden />
                        {tu(key)}
                        {key === 'messages' && unread > 0 ? (
                          <span
                            data-testid="drawer-unread"
                            className="bg-live ml-auto min-w-5 rounded-full px-1.5 text-center text-[11px] leading-5 font-semibold text-white tabular-nums"
                          >
                            <span className="sr-only">{tu('unread', { count: unread })}</span>
                            <span aria-hidden>{unread > 99 ? '99+' : unread}</span>
                          </span>
                        ) : null}
                      </Link>
                    </li>
                  ))}
                  <li className="col-span-2">
                    <InviteEntry variant="drawer" onNavigate={close} />
                  </li>
                  {user.is_anchor ? null : (
                    <li className="col-span-2">
                      <Link
                        href="/member?type=7"
                        onClick={close}
                        className="text-brand-bright flex items-center gap-2 rounded-lg px-2 py-2 text-sm hover:bg-white/5"
                      >
                        <Mic className="size-4" aria-hidden />
                        {tu('applyAnchor')}
                      </Link>
                    </li>
                  )}
                </ul>
              </>
            ) : (
              <div onClickCapture={close}>
                <VisitorButtons stacked />
              </div>
            )}
          </div>

          <nav aria-label={t('mainNav')} className="p-3">
            <NavLinks variant="drawer" onNavigate={close} />
          </nav>

          <div className="border-nav-line mt-auto space-y-4 border-t p-4">
            <Link
              href="/downLoad"
              onClick={close}
              className="flex items-center justify-center gap-2 rounded-full bg-white/10 py-2 text-sm hover:bg-white/15"
            >
              <Smartphone className="size-4" aria-hidden />
              {t('downloadApp')}
            </Link>
            <div>
              <p className="mb-2 text-xs text-white/50">{t('language')}</p>
              <LanguageSwitch variant="inline" />
            </div>
            {user ? (
              <button
                type="button"
                onClick={() => void run()}
                disabled={busy}
                className="hover:border-live hover:text-live flex w-full items-center justify-center gap-2 rounded-full border border-white/15 py-2 text-sm text-white/80 disabled:opacity-60"
              >
                <LogOut className="size-4" aria-hidden />
                {tu('logout')}
              </button>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
