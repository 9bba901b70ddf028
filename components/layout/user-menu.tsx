'use client';

import { useEffect, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useLocale, useTranslations } from 'next-intl';
import { CalendarCheck, Heart, LogOut, MessageSquare, Mic, UserRound } from 'lucide-react';
import clsx from 'clsx';
import type { PublicUser } from '@/lib/account/contract';
import { isLocale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { loginDialogAtom } from '@/lib/client/atoms';
import { Avatar } from '@/components/ui/avatar';
import { LazyPopover, POPOVER_SURFACE } from '@/components/ui/lazy-popover';
import { CoinBalance } from '@/components/member/coin-balance';
import { apiGet } from '@/lib/client/api';
import { publishBalance, useLiveBalance } from '@/components/wallet/balance-store';
import { assignLocation } from './locale-switch';
import { preloadLoginDialog } from './login-dialog-host';
import { logout } from './logout';
import { unreadAtom } from '@/lib/client/atoms';
import { useInboxSocket } from './use-inbox';

/** Member-centre tabs of docs/product.md §2 reachable from the user panel. */
export const USER_LINKS = [
  { key: 'profile', type: 0, Icon: UserRound },
  { key: 'follows', type: 2, Icon: Heart },
  { key: 'bookings', type: 4, Icon: CalendarCheck },
  { key: 'messages', type: 17, Icon: MessageSquare },
] as const;

type Props = {
  user: PublicUser | null;
  navigate?: (url: string) => void;
};

/** Visitors: log in / sign up. Users: the panel of docs/product.md §2 with level, coins, links, logout. */
export function UserMenu({ user, navigate = assignLocation }: Props) {
  if (!user) return <VisitorButtons />;
  return <UserPanel user={user} navigate={navigate} />;
}

export function VisitorButtons({ stacked = false }: { stacked?: boolean }) {
  const t = useTranslations('userMenu');
  const setLogin = useSetAtom(loginDialogAtom);
  return (
    // Pointing at or focusing either button starts fetching the dialog they open.
    <div
      className={clsx('flex items-center gap-2', stacked && 'w-full')}
      onPointerEnter={preloadLoginDialog}
      onFocus={preloadLoginDialog}
    >
      <button
        type="button"
        onClick={() => setLogin({ open: true, mode: 'code' })}
        className={clsx(
          'bg-brand hover:bg-brand-dark h-9 rounded-full px-4 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition',
          stacked && 'flex-1',
        )}
      >
        {t('login')}
      </button>
      <button
        type="button"
        onClick={() => setLogin({ open: true, mode: 'regiter' })}
        className={clsx(
          'h-9 px-2 text-sm whitespace-nowrap text-white/80 underline-offset-4 transition hover:text-white hover:underline',
          // The drawer offers sign-up on small screens, where the bar has no room for it.
          stacked ? 'flex-1 rounded-full border border-white/20' : 'max-desk:hidden',
        )}
      >
        {t('register')}
      </button>
    </div>
  );
}

/**
 * Avatar, name, level, experience and balance with a recharge link: shared by the popover and the
 * mobile drawer. The balance follows money moved on the page (components/wallet/balance-store);
 * `refresh` also reads it afresh when the panel opens.
 */
export function UserSummary({
  user,
  dark = false,
  refresh = false,
  onNavigate,
}: {
  user: PublicUser;
  dark?: boolean;
  refresh?: boolean;
  /** Called when the recharge link is followed (the drawer closes itself). */
  onNavigate?: () => void;
}) {
  const t = useTranslations('userMenu');
  const balance = useLiveBalance(user.balance);
  useEffect(() => {
    if (!refresh) return;
    const ac = new AbortController();
    apiGet<PublicUser>('user/info', undefined, { silent: true, signal: ac.signal })
      .then((fresh) => publishBalance(fresh.balance))
      .catch(() => undefined);
    return () => ac.abort();
  }, [refresh]);
  return (
    <div className="flex items-center gap-3">
      <Avatar src={user.avatar} name={user.user_nickname} size={48} />
      <div className="min-w-0 flex-1">
        <p className={clsx('truncate font-semibold', dark ? 'text-white' : 'text-ink')}>
          {user.user_nickname}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          <span className="from-brand to-live rounded bg-gradient-to-r px-1.5 py-0.5 font-bold text-white">
            {t('level', { level: user.level })}
          </span>
          <span className={clsx('whitespace-nowrap', dark ? 'text-white/60' : 'text-ink-faint')}>
            {t('exp', { exp: user.exp })}
          </span>
        </p>
        <p
          className={clsx(
            'mt-1 flex flex-wrap items-center gap-x-1 text-xs',
            dark ? 'text-white/80' : 'text-ink-soft',
          )}
        >
          {t('balance')}
          <CoinBalance
            value={balance}
            testId="user-balance"
            className={dark ? 'font-semibold text-amber-300' : 'text-ink font-semibold'}
          />
          <Link
            href="/member?type=1&recharge=1"
            onClick={onNavigate}
            className={clsx(
              'ml-1 font-semibold underline-offset-4 hover:underline',
              dark ? 'text-brand-bright' : 'text-brand',
            )}
          >
            {t('recharge')}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** The member-centre links of the panel; the message centre's carries the unread count. */
function UserLinks() {
  const t = useTranslations('userMenu');
  const [known, setUnread] = useAtom(unreadAtom);
  const unread = known ?? 0;
  useEffect(() => {
    // The panel's content mounts when it opens: the count is read afresh each time.
    const ac = new AbortController();
    apiGet<{ unread: number }>('Push/unread', undefined, { silent: true, signal: ac.signal })
      .then((r) => setUnread(Number(r?.unread) || 0))
      .catch(() => undefined);
    return () => ac.abort();
  }, [setUnread]);
  return (
    <nav className="border-surface-page mt-4 grid grid-cols-4 gap-1 border-t pt-3">
      {USER_LINKS.map(({ key, type, Icon }) => (
        <Link
          key={key}
          href={`/member?type=${type}`}
          className="text-ink-soft hover:bg-surface-page hover:text-brand relative flex flex-col items-center gap-1 rounded-lg py-2 text-xs transition"
        >
          <Icon className="size-5" aria-hidden />
          {t(key)}
          {key === 'messages' && unread > 0 ? (
            <span
              data-testid="user-unread"
              className="bg-live absolute top-0.5 right-2 min-w-4 rounded-full px-1 text-center text-[10px] leading-4 font-semibold text-white tabular-nums"
            >
              <span className="sr-only">{t('unread', { count: unread })}</span>
              <span aria-hidden>{unread > 99 ? '99+' : unread}</span>
            </span>
          ) : null}
        </Link>
      ))}
    </nav>
  );
}

export function useLogout(navigate: (url: string) => void) {
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    await logout(isLocale(locale) ? locale : 'zh', navigate);
  };
  return { busy, run };
}

function UserPanel({ user, navigate }: { user: PublicUser; navigate: (url: string) => void }) {
  const t = useTranslations('userMenu');
  const { busy, run } = useLogout(navigate);
  useInboxSocket(true);
  const unread = useAtomValue(unreadAtom) ?? 0;
  return (
    <LazyPopover
      hover
      triggerLabel={unread > 0 ? `${t('account')} ${t('unread', { count: unread })}` : t('account')}
      triggerClassName="flex h-9 items-center gap-2 rounded-full pl-1 pr-3 text-sm text-white/90 transition hover:bg-white/10 data-[state=open]:bg-white/10"
      trigger={
        <>
          <span className="relative">
            <Avatar src={user.avatar} name={user.user_nickname} size={28} />
            {unread > 0 ? (
              <span
                data-testid="nav-unread"
                aria-hidden
                className="bg-live ring-nav absolute -top-1 -right-1.5 min-w-4 rounded-full px-1 text-center text-[10px] leading-4 font-semibold text-white tabular-nums ring-2"
              >
                {unread > 99 ? '99+' : unread}
              </span>
            ) : null}
          </span>
          <span className="max-desk:hidden max-w-28 truncate">{user.user_nickname}</span>
        </>
      }
      contentClassName={`${POPOVER_SURFACE} w-72 p-4`}
    >
      <UserSummary user={user} refresh />
      <UserLinks />
      {user.is_anchor ? null : (
        <Link
          href="/member?type=7"
          className="text-brand hover:bg-brand-soft mt-2 flex items-center justify-center gap-2 rounded-lg py-2 text-sm font-medium transition"
        >
          <Mic className="size-4" aria-hidden />
          {t('applyAnchor')}
        </Link>
      )}
      <button
        type="button"
        onClick={() => void run()}
        disabled={busy}
        className="border-surface-page text-ink-soft hover:border-live hover:text-live mt-3 flex w-full items-center justify-center gap-2 rounded-lg border py-2 text-sm transition disabled:opacity-60"
      >
        <LogOut className="size-4" aria-hidden />
        {t('logout')}
      </button>
    </LazyPopover>
  );
}
