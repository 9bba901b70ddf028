import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

type Props = { params: Promise<{ locale: string }> };

// The not-found page cannot set metadata itself; this route gives crawlers the localised title.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { title: t('notFound'), robots: { index: false } };
}

// Any path no route claims (and /404 itself) renders the not-found page with HTTP 404.
export default function CatchAll() {
  notFound();
}
