import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { DataLibrary, libraryMetadata } from '@/components/data-library/data-library';
import type { SearchParams } from '@/components/data-library/params';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  return libraryMetadata('football', locale, await searchParams);
}

/** The football data library (SPEC.md §2 `/base-football?id=`): table, rounds, scorers, assists. */
export default async function BaseFootballPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <DataLibrary sport="football" searchParams={await searchParams} />;
}
