import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ChevronRight } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { seoMetadata } from '@/lib/seo/page';
import { loadHome } from '@/components/experts/data';
import { EmptyBox, ExpertsFrame, PageHeader } from '@/components/experts/frame';
import { Leaders } from '@/components/experts/leaders';
import {
  homeHref,
  parseHomeType,
  rankingHref,
  sportOfType,
  type SearchParams,
} from '@/components/experts/links';
import { PlanCard } from '@/components/experts/plan-card';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const sport = sportOfType(parseHomeType(await searchParams));
  const t = await getTranslations({ locale, namespace: 'experts.pages' });
  return seoMetadata({
    locale,
    path: homeHref(sport),
    title: t('meta.homeTitle', { sport: t(`sport.${sport}`) }),
    description: t('meta.homeDescription', { sport: t(`sport.${sport}`) }),
  });
}

/**
 * /specialist-home?type= (docs/product.md §2 "Experts"): football (0) or basketball (1) experts:
 * the 30-day ROI leaders beside the plans on today's and tomorrow's matches, as cards.
 */
export default async function SpecialistHomePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const type = parseHomeType(await searchParams);
  const sport = sportOfType(type);
  const [t, read] = await Promise.all([getTranslations('experts.pages'), loadHome(type)]);
  const home = read.ok ? read.data : null;
  const sportName = t(`sport.${sport}`);

  return (
    <ExpertsFrame current={sport}>
      <PageHeader title={t('home.title', { sport: sportName })} sub={t('home.text')}>
        <Link
          href={rankingHref({ sport })}
          prefetch={false}
          className="text-brand hover:text-brand-dark inline-flex items-center text-sm font-semibold"
        >
          {t('home.toRanking')}
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      </PageHeader>
      {!home ? (
        <EmptyBox>{t('unavailable')}</EmptyBox>
      ) : (
        <div className="desk:grid-cols-[minmax(0,1fr)_300px] grid gap-4">
          <section aria-labelledby="plans-title" className="min-w-0">
            <h2
              id="plans-title"
              className="text-ink mb-2 flex flex-wrap items-baseline gap-x-2 text-base font-bold"
            >
              {t('home.plans')}
              <span className="text-ink-soft text-xs font-normal">{t('home.plansText')}</span>
            </h2>
            {home.plans.length === 0 ? (
              <EmptyBox testId="plans-empty">{t('home.plansEmpty')}</EmptyBox>
            ) : (
              <div className="grid gap-3 sm:grid-cols-2" data-testid="home-plans">
                {home.plans.map((p) => (
                  <PlanCard key={p.id} plan={p} />
                ))}
              </div>
            )}
          </section>
          <aside className="max-desk:order-first min-w-0">
            <Leaders rows={home.experts} sport={sport} />
          </aside>
        </div>
      )}
    </ExpertsFrame>
  );
}
