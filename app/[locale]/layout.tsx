import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { pickMessages, SHELL_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { siteOrigin } from '@/lib/seo/page';
import { nonceOf } from '@/lib/http/security-headers';
import { INTL_WARMUP_SCRIPT } from '@/lib/i18n/intl-warmup';
import { FIRST_PAINT_SCRIPT } from '@/lib/client/first-paint';
import { Providers } from '@/components/layout/providers';
import { ZoneCookie } from '@/components/time-zone/zone-cookie';
import '../globals.css';

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    // Canonical, hreflang and Open Graph URLs are printed absolute against the public origin
    // (PUBLIC_URL, else the origin server.ts decided for this request).
    metadataBase: new URL(await siteOrigin()),
    title: { default: t('title'), template: `%s - ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
    icons: { icon: '/favicon.svg' },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0d1117' };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // The browser gets the shell's namespaces here and each page's own from its layout
  // (<ClientMessages>), not the whole catalogue (lib/i18n/client-namespaces.ts).
  const clientMessages = pickMessages(await getMessages(), SHELL_NAMESPACES);
  const nonce = nonceOf((await headers()).get('content-security-policy'));
  return (
    <html lang={locale === 'zh' ? 'zh-CN' : locale}>
      <head>
        {nonce ? (
          <script
            nonce={nonce}
            data-intl-warmup=""
            // The browser hides a nonce once the script ran: hydration sees an empty one.
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: INTL_WARMUP_SCRIPT + FIRST_PAINT_SCRIPT }}
          />
        ) : null}
      </head>
      <body className="font-sans">
        <NextIntlClientProvider messages={clientMessages}>
          <Providers>{children}</Providers>
          <ZoneCookie />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
