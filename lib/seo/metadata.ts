/**
 * The <head> of every public page: per-language title and description, canonical URL, hreflang
 * alternates (zh/en/vi/x-default), Open Graph and Twitter cards with a generated image.
 *
 * This module is imported by client components too (for `localePath`), so it stays pure: no
 * server imports, no message catalogue. Server code that wants the site name filled in uses
 * `seoMetadata` (lib/seo/page.ts), which wraps `pageMetadata`.
 *
 * URLs here are site-relative; the root layout's `metadataBase` (the public origin: PUBLIC_URL,
 * else the origin server.ts decided) makes Next.js print them absolute in the page.
 *
 * Usage in a page (an article):
 *
 *   export async function generateMetadata({ params }: Props): Promise<Metadata> {
 *     const { locale, id } = await params;
 *     const a = await loadArticle(id);                      // notFound() when missing
 *     return seoMetadata({
 *       locale,
 *       path: `/news/${a.id}`,
 *       title: a.title,
 *       description: a.summary,
 *       type: 'article',
 *       image: { kind: 'news', id: a.id },                  // the generated card (default: the page's)
 *       article: { publishedTime: a.published_at, modifiedTime: a.updated_at, authors: [a.author] },
 *     });
 *   }
 *
 * Videos: `type: 'video.other'`, `image: { kind: 'video', id }` (or the cover: `image: { url }`);
 * duration and upload date go in the page's VideoObject JSON-LD (lib/seo/json-ld.tsx).
 * Pages for logged-in users only: `noindex: true`.
 */
import type { Metadata } from 'next';
import { locales, type Locale } from '@/i18n/locales';
import { OG_HEIGHT, OG_WIDTH, ogImagePath, pageCardOf, type OgImageRef } from './og-ref';

/** `/main` in a locale: zh unprefixed, en and vi prefixed (docs/architecture.md "Locale URLs"). */
export function localePath(locale: Locale, path: string): string {
  return locale === 'zh' ? path : `/${locale}${path}`;
}

/** Open Graph's locale names. */
export const OG_LOCALE: Record<Locale, string> = { zh: 'zh_CN', en: 'en_US', vi: 'vi_VN' };

/** An image given by address (a cover): absolute, or site-relative to the public origin. */
export type ImageSpec = { url: string; width?: number; height?: number; alt?: string };

export type PageMetadataOptions = {
  locale: Locale;
  /** The page's path without the locale prefix, with its canonical query: `/score-detail?id=3`. */
  path: string;
  title?: string;
  description?: string;
  /** og:site_name; `seoMetadata` fills it from `meta.siteName`. */
  siteName?: string;
  /**
   * The card image(s): a generated card (`{ kind: 'news', id: 12 }`) or an image by address.
   * Default: the generated card of the page (lib/seo/og-ref.ts `pageCardOf`).
   */
  image?: OgImageRef | ImageSpec | (OgImageRef | ImageSpec)[];
  /** og:type; `website` unless said (a video page: `video.other`). */
  type?: 'website' | 'article' | 'video.other' | 'profile';
  /** For `type: 'article'`. */
  article?: {
    publishedTime?: string | Date;
    modifiedTime?: string | Date;
    authors?: string[];
    section?: string;
    tags?: string[];
  };
  /** Pages for a logged-in user or endless keyword pages: not indexed, links still followed. */
  noindex?: boolean;
};

function iso(d: string | Date | undefined): string | undefined {
  if (d === undefined) return undefined;
  const date = typeof d === 'string' ? new Date(d) : d;
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function imagesOf(opts: PageMetadataOptions): ImageSpec[] {
  const given = opts.image ?? pageCardOf(opts.path);
  return (Array.isArray(given) ? given : [given]).map((img) =>
    'kind' in img
      ? {
          url: ogImagePath(img, opts.locale),
          width: OG_WIDTH,
          height: OG_HEIGHT,
          alt: opts.title,
        }
      : { alt: opts.title, ...img },
  );
}

/**
 * The canonical and hreflang alternates of an article, which exists in some languages only
 * (`locales`): the alternates name those languages, x-default the default language's page (else
 * the first language's), and a page showing the original in another language (not `translated`)
 * points its canonical to the original's page (`lang`). The sitemap lists the same languages.
 */
export function articleAlternates(
  locale: Locale,
  path: string,
  a: { locales: readonly Locale[]; lang: Locale; translated: boolean },
): { canonical: string; languages: Record<string, string> } {
  const languages: Record<string, string> = {};
  for (const l of locales) if (a.locales.includes(l)) languages[l] = localePath(l, path);
  languages['x-default'] = localePath(a.locales.includes('zh') ? 'zh' : a.locales[0], path);
  return { canonical: localePath(a.translated ? locale : a.lang, path), languages };
}

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter card of a page. */
export function pageMetadata(opts: PageMetadataOptions): Metadata {
  const languages: Record<string, string> = {};
  for (const l of locales) languages[l] = localePath(l, opts.path);
  languages['x-default'] = opts.path;
  const url = localePath(opts.locale, opts.path);
  const images = imagesOf(opts);
  const type = opts.type ?? 'website';
  const common = {
    url,
    ...(opts.title ? { title: opts.title } : {}),
    ...(opts.description ? { description: opts.description } : {}),
    ...(opts.siteName ? { siteName: opts.siteName } : {}),
    locale: OG_LOCALE[opts.locale],
    alternateLocale: locales.filter((l) => l !== opts.locale).map((l) => OG_LOCALE[l]),
    images,
  };
  let openGraph: Metadata['openGraph'];
  if (type === 'article') {
    const a = opts.article ?? {};
    openGraph = {
      ...common,
      type,
      publishedTime: iso(a.publishedTime),
      modifiedTime: iso(a.modifiedTime),
      authors: a.authors,
      section: a.section,
      tags: a.tags,
    };
  } else {
    openGraph = { ...common, type };
  }
  return {
    ...(opts.title ? { title: opts.title } : {}),
    ...(opts.description ? { description: opts.description } : {}),
    alternates: { canonical: url, languages },
    openGraph,
    twitter: {
      card: 'summary_large_image',
      ...(opts.title ? { title: opts.title } : {}),
      ...(opts.description ? { description: opts.description } : {}),
      images: images.map((i) => ({ url: i.url, alt: i.alt })),
    },
    ...(opts.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
