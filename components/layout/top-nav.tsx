import { getTranslations } from 'next-intl/server';
import type { PublicUser } from '@/lib/account/contract';
import { Link } from '@/i18n/navigation';
import { StudioButton } from '@/components/studio/studio-button';
import { DownloadPopover } from './download-popover';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';
import { InviteEntry } from '@/components/referral/invite-entry';

/** The dark, sticky navigation bar of docs/product.md §2; folds into a drawer under 992 px. */
export async function TopNav({
  user,
  downloadQr,
}: {
  user: PublicUser | null;
  downloadQr: string | null;
}) {
  const t = await getTranslations('nav');
  const tm = await getTranslations('meta');
  const siteName = tm('siteName');
  // The start-streaming button (anchors only) gets its few texts from here; the studio brings
  // its own messages (components/studio/i18n.tsx).
  const ts = user?.is_anchor ? await getTranslations('studio') : null;
  return (
    <header className="border-nav-line bg-nav/95 supports-[backdrop-filter]:bg-nav/85 sticky top-0 z-40 border-b text-white shadow-[0_1px_0_rgba(255,106,0,.15)] backdrop-blur">
      <div className="desk:gap-4 desk:px-6 mx-auto flex h-14 max-w-[1400px] items-center gap-2 px-3 xl:gap-6">
        <div className="desk:hidden">
          <MobileMenu user={user} siteName={siteName} />
        </div>
        <Link
          href="/main"
          className="flex items-center gap-2 font-bold tracking-tight"
          aria-label={siteName}
        >
          <LogoMark className="size-8" />
          {/* The mark alone from 992 to 1279 px: the bar's links need the room (Vietnamese). */}
          <span className="desk:max-xl:sr-only text-lg">{siteName}</span>
        </Link>
        <nav aria-label={t('mainNav')} className="max-desk:hidden h-full">
          <NavLinks />
        </nav>
        <div className="desk:gap-2 ml-auto flex items-center gap-1">
          <SearchBox />
          <div className="max-desk:hidden flex items-center gap-1">
            <DownloadPopover qrSvg={downloadQr} roomy={Boolean(ts)} />
            <LanguageSwitch />
          </div>
          {ts ? (
            <StudioButton
              user={user}
              labels={{ open: ts('open'), loading: ts('loading'), retry: ts('retry') }}
            />
          ) : null}
          {user ? (
            <div className="max-desk:hidden">
              <InviteEntry variant="bar" />
            </div>
          ) : null}
          <span className="max-desk:hidden mx-1 h-5 w-px bg-white/15" aria-hidden />
          <UserMenu user={user} />
        </div>
      </div>
    </header>
  );
}
