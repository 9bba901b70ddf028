import 'server-only';
import { cache } from 'react';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { pageOrigin } from '@/lib/http/public-origin';
import type { Locale } from '@/i18n/locales';
import { breadcrumbLd, type Crumb } from './json-ld';
import { localePath, pageMetadata, type PageMetadataOptions } from './metadata';

/**
 * `pageMetadata` with the site name filled in (og:site_name) from `meta.siteName` in the page's
 * language: what a page's `generateMetadata` returns. See lib/seo/metadata.ts for the options
 * and an article example.
 */
export async function seoMetadata(opts: PageMetadataOptions): Promise<Metadata> {
  const t = await getTranslations({ locale: opts.locale, namespace: 'meta' });
  return pageMetadata({ siteName: t('siteName'), ...opts });
}

/**
 * The site's public origin for a page being rendered: PUBLIC_URL when configured, else the one
 * server.ts decided from the socket and the trusted proxies (`x-public-origin`, which replaces
 * anything a client sent), else http://localhost:PORT (plain `next dev` without server.ts).
 */
export const siteOrigin = cache(async (): Promise<string> => {
  const e = env();
  if (e.PUBLIC_URL) return e.PUBLIC_URL;
  // Never the Host header (issue 23 §3).
  const decided = (await headers()).get('x-public-origin');
  return pageOrigin({ configured: null, decided, port: e.PORT });
});

/** The absolute URL of a page in a locale: `https://example.com/en/news/12`. */
export async function absolutePageUrl(locale: Locale, path: string): Promise<string> {
  return new URL(localePath(locale, path), `${await siteOrigin()}/`).toString();
}

/**
 * BreadcrumbList JSON-LD of a page, the home page first (`seo.crumbs.home`), URLs absolute in
 * the page's language: `<JsonLd data={await siteBreadcrumbLd(locale, [{ name, path }, …])} />`.
 */
export async function siteBreadcrumbLd(locale: Locale, crumbs: Crumb[]) {
  const [t, origin] = await Promise.all([
    getTranslations({ locale, namespace: 'seo.crumbs' }),
    siteOrigin(),
  ]);
  return breadcrumbLd(origin, locale, [{ name: t('home'), path: '/main' }, ...crumbs]);
}
