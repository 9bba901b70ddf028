import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { JsonLd } from '@/lib/seo/json-ld';
import type { SearchParams } from '@/components/worldcup/params';
import { WorldCupView, worldCupLd, worldCupMetadata } from '@/components/worldcup/worldcup';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  return worldCupMetadata(locale, await searchParams);
}

/**
 * The 2026 World Cup (docs/product.md §2 `/trophy/home`): bracket and group tables, fixtures and
 * results, top scorers and squads, from the openfootball data in lib/worldcup.
 */
export default async function WorldCupPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const sp = await searchParams;
  return (
    <>
      <JsonLd data={await worldCupLd(locale, sp)} />
      <WorldCupView searchParams={sp} />
    </>
  );
}
