import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { RANK_MIN_GRADED, RANK_ORDERS, RANK_WINDOWS } from '@/lib/experts/limits';
import { seoMetadata } from '@/lib/seo/page';
import { TabLinks } from '@/components/data-library/tab-links';
import { loadRanking } from '@/components/experts/data';
import { EmptyBox, ExpertsFrame, PageHeader } from '@/components/experts/frame';
import {
  parseRankingQuery,
  rankingHref,
  SPORTS,
  type SearchParams,
} from '@/components/experts/links';
import { RankingTable } from '@/components/experts/ranking-table';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const q = parseRankingQuery(await searchParams);
  const t = await getTranslations({ locale, namespace: 'experts.pages' });
  return seoMetadata({
    locale,
    path: rankingHref(q),
    title: t('meta.rankingTitle', {
      sport: t(`sport.${q.sport}`),
      order: t(`ranking.order.${q.order}`),
      days: q.days,
    }),
    description: t('meta.rankingDescription', { min: RANK_MIN_GRADED }),
  });
}

/**
 * /specialist (docs/product.md §2 "Experts"): the experts ranked by ROI, hit rate or current
 * streak, per sport, over 7, 30 or 90 days, as a dense table; the filters are links, so every view
 * is its own server-rendered page.
 */
export default async function SpecialistPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const q = parseRankingQuery(await searchParams);
  const [t, read] = await Promise.all([
    getTranslations('experts.pages'),
    loadRanking(q.sport, q.order, q.days),
  ]);
  const ranking = read.ok ? read.data : null;
  const filters = [
    {
      key: 'sport',
      label: t('ranking.sportLabel'),
      items: SPORTS.map((sport) => ({
        key: sport,
        href: rankingHref({ ...q, sport }),
        label: t(`sport.${sport}`),
        current: sport === q.sport,
      })),
    },
    {
      key: 'order',
      label: t('ranking.orderLabel'),
      items: RANK_ORDERS.map((order) => ({
        key: order,
        href: rankingHref({ ...q, order }),
        label: t(`ranking.order.${order}`),
        current: order === q.order,
      })),
    },
    {
      key: 'days',
      label: t('ranking.windowLabel'),
      items: RANK_WINDOWS.map((days) => ({
        key: String(days),
        href: rankingHref({ ...q, days }),
        label: t('ranking.window', { days }),
        current: days === q.days,
      })),
    },
  ];
  const caption = t('ranking.caption', {
    sport: t(`sport.${q.sport}`),
    order: t(`ranking.order.${q.order}`),
    days: q.days,
  });

  return (
    <ExpertsFrame current="ranking">
      <PageHeader
        title={t('ranking.title', { sport: t(`sport.${q.sport}`) })}
        sub={t('ranking.text')}
      />
      <div
        className="bg-surface mb-3 grid gap-2 rounded-xl p-3 shadow-sm"
        data-testid="ranking-filters"
      >
        {filters.map((f) => (
          <div key={f.key} className="flex min-w-0 items-center gap-3">
            <span className="text-ink-soft w-16 shrink-0 text-xs font-medium">{f.label}</span>
            <TabLinks size="sm" label={f.label} items={f.items} />
          </div>
        ))}
      </div>
      <p className="text-ink-soft mb-2 px-1 text-xs" data-testid="ranking-min">
        {t('ranking.minGraded', { count: ranking?.min_graded ?? RANK_MIN_GRADED })}
        <span aria-hidden> · </span>
        {t('ranking.wplNote')}
      </p>
      {!ranking ? (
        <EmptyBox>{t('unavailable')}</EmptyBox>
      ) : ranking.list.length === 0 ? (
        <EmptyBox testId="ranking-empty">
          {t('ranking.empty', { count: ranking.min_graded, days: ranking.days })}
        </EmptyBox>
      ) : (
        <RankingTable rows={ranking.list} order={ranking.order} caption={caption} />
      )}
    </ExpertsFrame>
  );
}
