import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { seoMetadata } from '@/lib/seo/page';
import {
  HomeAppBlock,
  HomeHero,
  HomeHotSearches,
  HomeWhyUs,
} from '@/components/layout/home-sections';
import { getHotSearches, getShellQrCodes, getSiteConfig } from '@/components/layout/shell-data';
import { HomeHotMatches } from '@/components/scores/hot-matches';
import { HomeLiveNow } from '@/components/scores/live-now';
import { HomeFeaturedRooms } from '@/components/live/home-featured-rooms';
import { HomeNews } from '@/components/news/home-news';
import { HomeMedia } from '@/components/layout/home-media';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [tm, th] = await Promise.all([
    getTranslations({ locale, namespace: 'meta' }),
    getTranslations({ locale, namespace: 'home' }),
  ]);
  return {
    ...(await seoMetadata({
      locale,
      path: '/main',
      title: tm('title'),
      description: th('description'),
    })),
    title: { absolute: tm('title') },
  };
}

export default async function MainPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [hot, qr, config] = await Promise.all([
    getHotSearches(),
    getShellQrCodes(),
    getSiteConfig(),
  ]);
  // Under 992 px the scores come first and the hero follows them; on a desktop the hero leads.
  // A phone's first paint waits for #home-more, after the score blocks (lib/client/first-paint.ts).
  return (
    <div className="flex flex-col">
      <HomeHero hasHot={hot.length > 0} />
      <div
        className="max-desk:order-first desk:space-y-12 desk:px-6 desk:pt-10 desk:pb-0 mx-auto w-full max-w-[1400px] space-y-6 px-3 py-4"
        data-testid="home-scores"
      >
        <HomeHotMatches />
        <HomeLiveNow />
        <HomeFeaturedRooms />
        <HomeNews />
        <HomeMedia />
      </div>
      <div
        id="home-more"
        className="desk:px-6 desk:pt-12 mx-auto w-full max-w-[1400px] space-y-12 px-4 py-10"
      >
        <HomeHotSearches hot={hot} />
        <HomeWhyUs />
        <HomeAppBlock qrSvg={qr.download} version={config?.app_version ?? null} />
      </div>
    </div>
  );
}
