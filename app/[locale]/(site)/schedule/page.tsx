import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { ScheduleView, scheduleMetadata } from '@/components/schedule/schedule-view';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return scheduleMetadata(locale);
}

/** The schedule (docs/product.md §2, `/schedule?type=4`): a week of matches with booking. */
export default async function SchedulePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ScheduleView locale={locale} searchParams={await searchParams} />;
}
