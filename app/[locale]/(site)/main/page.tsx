import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { HomeAppBlock, HomeHero, HomeHotSearches, HomeWhyUs } from '@/components/layout/home-sections';
import { getHotSearches, getShellQrCodes, getSiteConfig } from '@/components/layout/shell-data';
import { HomeHotMatches } from '@/components/scores/hot-matches';
import { HomeLiveNow } from '@/components/scores/live-now';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [tm, th] = await Promise.all([
    getTranslations({ locale, namespace: 'meta' }),
    getTranslations({ locale, namespace: 'home' }),
  ]);
  return {
    ...pageMetadata({ locale, path: '/main', title: tm('title'), description: th('description') }),
    title: { absolute: tm('title') },
  };
}

export default async function MainPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [hot, qr, config] = await Promise.all([getHotSearches(), getShellQrCodes(), getSiteConfig()]);
  return (
    <>
      <HomeHero hasHot={hot.length > 0} />
      <div className="mx-auto max-w-[1400px] space-y-12 px-4 py-10 desk:px-6">
        <HomeHotMatches />
        <HomeLiveNow />
        <HomeHotSearches hot={hot} />
        <HomeWhyUs />
        <HomeAppBlock qrSvg={qr.download} version={config?.app_version ?? null} />
      </div>
    </>
  );
}
