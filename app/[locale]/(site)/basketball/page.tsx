import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { ScoresPage, scoresMetadata, type SearchParams } from '@/components/scores/scores-page';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return scoresMetadata('basketball', locale);
}

/** Basketball live scores (docs/product.md §2); the implementation is shared with /football. */
export default async function BasketballPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ScoresPage sport="basketball" locale={locale} searchParams={await searchParams} />;
}
