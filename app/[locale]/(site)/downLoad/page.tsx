import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { DownloadView } from '@/components/layout/download-view';
import { absoluteUrl, getShellQrCodes, getSiteConfig } from '@/components/layout/shell-data';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'download' });
  return pageMetadata({ locale, path: '/downLoad', title: t('title'), description: t('description') });
}

export default async function DownloadPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [config, qr] = await Promise.all([getSiteConfig(), getShellQrCodes()]);
  const href = (await absoluteUrl(config?.homepage_qrcode?.download)) ?? config?.app_redirect_url ?? null;
  return <DownloadView qrSvg={qr.download} href={href} version={config?.app_version ?? null} />;
}
