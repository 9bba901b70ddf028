import type { Metadata } from 'next';
import { locales, type Locale } from '@/i18n/locales';

/** `/main` in a locale: zh unprefixed, en and vi prefixed (DESIGN.md "Locale URLs"). */
export function localePath(locale: Locale, path: string): string {
  return locale === 'zh' ? path : `/${locale}${path}`;
}

/** Title, description, canonical and hreflang alternates (zh/en/vi/x-default) for a page. */
export function pageMetadata(opts: {
  locale: Locale;
  path: string;
  title?: string;
  description?: string;
}): Metadata {
  const languages: Record<string, string> = {};
  for (const l of locales) languages[l] = localePath(l, opts.path);
  languages['x-default'] = opts.path;
  return {
    ...(opts.title ? { title: opts.title } : {}),
    ...(opts.description ? { description: opts.description } : {}),
    alternates: { canonical: localePath(opts.locale, opts.path), languages },
    openGraph: opts.title
      ? { title: opts.title, description: opts.description, locale: opts.locale }
      : undefined,
  };
}
