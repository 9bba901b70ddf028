/**
 * Structured data (schema.org JSON-LD) for crawlers.
 *
 *   <JsonLd data={[newsArticle, breadcrumbLd(origin, locale, crumbs)]} />
 *
 * The text is escaped so that nothing inside it can end the <script> element or be read as
 * markup: `<`, `>` and `&` become \u escapes (still the same JSON), as do U+2028/U+2029. A
 * `application/ld+json` block is data, not script, so the page's CSP nonce is not needed.
 */
import type { Locale } from '@/i18n/locales';
import { localePath } from './metadata';

/** JSON for a <script> element: no text in it can close the script or open a comment. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** One or more JSON-LD objects as a <script type="application/ld+json"> (a server component). */
export function JsonLd({ data }: { data: object | object[] }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}

/** A step of a breadcrumb trail: its name and the page's path without the locale prefix. */
export type Crumb = { name: string; path?: string };

/**
 * schema.org BreadcrumbList (https://schema.org/BreadcrumbList) of a trail, home first. Paths are
 * made absolute in the page's language; the last crumb (the page itself) may leave its path out.
 */
export function breadcrumbLd(origin: string, locale: Locale, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      ...(c.path !== undefined
        ? { item: new URL(localePath(locale, c.path), `${origin}/`).toString() }
        : {}),
    })),
  };
}
