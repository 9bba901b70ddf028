import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { JsonLd } from '@/lib/seo/json-ld';
import {
  DataLibrary,
  libraryBreadcrumbLd,
  libraryMetadata,
} from '@/components/data-library/data-library';
import type { SearchParams } from '@/components/data-library/params';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  return libraryMetadata('basketball', locale, await searchParams);
}

/** The basketball data library (docs/product.md §2 `/base-basketball?id=`): standings, rounds, team and player rankings. */
export default async function BaseBasketballPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const sp = await searchParams;
  return (
    <>
      <JsonLd data={await libraryBreadcrumbLd('basketball', locale, sp)} />
      <DataLibrary sport="basketball" searchParams={sp} />
    </>
  );
}
