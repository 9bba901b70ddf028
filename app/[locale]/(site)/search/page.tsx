import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { seoMetadata } from '@/lib/seo/page';
import { SearchResults, searchKeyword } from '@/components/search/search-results';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const name = searchKeyword(await searchParams);
  const t = await getTranslations({ locale, namespace: 'searchPage' });
  return seoMetadata({
    locale,
    path: '/search',
    title: name ? t('metaTitle', { name }) : t('title'),
    description: t('metaDescription'),
    // Result pages are not worth indexing: every keyword would be a page.
    noindex: true,
  });
}

/**
 * /search?name= (docs/product.md §2): the nav bar's search results over the whole site; `kind` and `page`
 * open one section's pages (anchor, room, news, video, post).
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <SearchResults params={await searchParams} />;
}
