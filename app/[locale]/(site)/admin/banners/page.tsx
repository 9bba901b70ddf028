import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { consoleMe } from '@/lib/admin/server';
import { serverApiOrNull } from '@/lib/bff/server';
import type { BannerAdmin } from '@/lib/publish/contract';
import { seoMetadata } from '@/lib/seo/page';
import { ConsoleForbidden } from '@/components/admin/console-shell';
import { BannerAdminPage } from '@/components/admin/publish/banner-admin';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'adminPublish.banners' });
  // Staff only: never indexed.
  return seoMetadata({ locale, path: '/admin/banners', title: t('title'), noindex: true });
}

/** /admin/banners (issue 27 "Publishing"): the home page's banners, for editors. */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const me = await consoleMe();
  if (!me || !me.roles.includes('editor')) return <ConsoleForbidden />;
  return <BannerAdminPage initial={await serverApiOrNull<BannerAdmin[]>('admin/bannerList')} />;
}
