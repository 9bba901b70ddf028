import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { seoMetadata } from '@/lib/seo/page';
import { DownloadView } from '@/components/layout/download-view';
import { getShellQrCodes, getSiteConfig } from '@/components/layout/shell-data';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'download' });
  return seoMetadata({
    locale,
    path: '/downLoad',
    title: t('title'),
    description: t('description'),
  });
}

export default async function DownloadPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [config, qr] = await Promise.all([getSiteConfig(), getShellQrCodes()]);
  // The store addresses come from configuration; the page itself is never a button's target.
  return (
    <DownloadView
      qrSvg={qr.download}
      ios={config?.app_ios_url || null}
      android={config?.app_android_url || null}
      version={config?.app_version ?? null}
    />
  );
}
