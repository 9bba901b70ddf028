import { getTranslations } from 'next-intl/server';
import type { PublicUser } from '@/lib/account/types';
import { Link } from '@/i18n/navigation';
import { DownloadPopover } from './download-popover';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

/** The dark, sticky navigation bar of SPEC.md §2; folds into a drawer under 992 px. */
export async function TopNav({ user, downloadQr }: { user: PublicUser | null; downloadQr: string | null }) {
  const t = await getTranslations('nav');
  const tm = await getTranslations('meta');
  const siteName = tm('siteName');
  return (
    <header className="sticky top-0 z-40 border-b border-nav-line bg-nav/95 text-white shadow-[0_1px_0_rgba(255,106,0,.15)] backdrop-blur supports-[backdrop-filter]:bg-nav/85">
      <div className="mx-auto flex h-14 max-w-[1400px] items-center gap-2 px-3 desk:gap-6 desk:px-6">
        <div className="desk:hidden">
          <MobileMenu user={user} siteName={siteName} />
        </div>
        <Link href="/main" className="flex items-center gap-2 font-bold tracking-tight" aria-label={siteName}>
          <LogoMark className="size-8" />
          <span className="text-lg">{siteName}</span>
        </Link>
        <nav aria-label={t('mainNav')} className="h-full max-desk:hidden">
          <NavLinks />
        </nav>
        <div className="ml-auto flex items-center gap-1 desk:gap-2">
          <SearchBox />
          <div className="flex items-center gap-1 max-desk:hidden">
            <DownloadPopover qrSvg={downloadQr} />
            <LanguageSwitch />
          </div>
          <span className="mx-1 h-5 w-px bg-white/15 max-desk:hidden" aria-hidden />
          <UserMenu user={user} />
        </div>
      </div>
    </header>
  );
}
