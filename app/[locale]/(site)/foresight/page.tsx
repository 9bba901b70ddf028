import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { ForesightPage, foresightMetadata } from '@/components/foresight/foresight-page';
import type { SearchParams } from '@/components/foresight/params';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  return foresightMetadata(locale, await searchParams);
}

/** The intelligence centre (docs/product.md §2 `/foresight`); `?id=` one match's intelligence. */
export default async function Foresight({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ForesightPage searchParams={await searchParams} />;
}
