import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Clapperboard, LayoutGrid } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { JsonLd } from '@/lib/seo/json-ld';
import { seoMetadata, siteBreadcrumbLd } from '@/lib/seo/page';
import type { RankedVideo, VideoPage } from '@/lib/video/contract';
import { TabLinks } from '@/components/data-library/tab-links';
import { CardCell, CardGrid } from '@/components/live/card-grid';
import { readApi } from '@/components/live/data';
import { EmptyState } from '@/components/live/empty-state';
import { Pagination } from '@/components/live/pagination';
import { getVideoCategories, readPost } from '@/components/video/data';
import {
  classifyHref,
  pageCount,
  parseVideoListQuery,
  VIDEO_LIST_SIZE,
  videoListCanonical,
  videoListHref,
  type VideoListQuery,
} from '@/components/video/query';
import { RankList } from '@/components/video/rank-list';
import { VideoHeader } from '@/components/video/page-header';
import { VideoCard } from '@/components/video/video-card';

type RawParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<RawParams> };

/** The query with an unknown category dropped (it shows every video, like no category). */
async function readQuery(searchParams: Promise<RawParams>): Promise<VideoListQuery> {
  const q = parseVideoListQuery(await searchParams);
  const cats = await getVideoCategories();
  return cats.some((c) => c.id === q.category) ? q : { ...q, category: null };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [t, q, cats] = await Promise.all([
    getTranslations({ locale, namespace: 'video.meta' }),
    readQuery(searchParams),
    getVideoCategories(),
  ]);
  const category = cats.find((c) => c.id === q.category);
  return seoMetadata({
    locale,
    path: videoListCanonical(q),
    title: category ? t('classifyTitle', { name: category.name }) : t('listTitle'),
    description: category
      ? t('classifyDescription', { name: category.name })
      : t('listDescription'),
  });
}

/**
 * /video-list (docs/product.md §2): every video, newest or most viewed first, by category, as a card grid
 * with page links, and the day / week / month ranking beside it. Every view is a URL rendered on
 * the server; nothing here needs JavaScript.
 */
export default async function VideoListPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const q = await readQuery(searchParams);
  const [t, tc, cats, list, rank] = await Promise.all([
    getTranslations('video.list'),
    getTranslations({ locale, namespace: 'seo.crumbs' }),
    getVideoCategories(),
    readPost<VideoPage>('Video/getList', {
      category_id: q.category ?? undefined,
      order: q.order,
      page: q.page,
      size: VIDEO_LIST_SIZE,
    }),
    readApi<RankedVideo[]>('videoRank/getRank', { period: q.rank, size: 10 }),
  ]);
  const data = list.ok && Array.isArray(list.data?.list) ? list.data : null;
  const category = cats.find((c) => c.id === q.category) ?? null;
  const now = new Date();

  return (
    <div className="desk:px-6 desk:py-6 mx-auto max-w-[1560px] px-3 py-4">
      <JsonLd
        data={await siteBreadcrumbLd(locale, [
          { name: tc('videos'), path: '/video-list' },
          ...(category
            ? [{ name: category.name, path: videoListHref({ category: category.id }) }]
            : []),
        ])}
      />
      <div className="desk:grid-cols-[minmax(0,1fr)_320px] grid gap-6">
        <div className="min-w-0">
          <VideoHeader
            title={category ? category.name : t('title')}
            sub={data ? t('count', { count: data.total }) : undefined}
          >
            <Link
              href={classifyHref(category)}
              prefetch={false}
              className="text-brand hover:bg-brand-soft inline-flex h-9 items-center gap-1.5 rounded-full bg-white px-3.5 text-sm font-semibold shadow-sm transition"
            >
              <LayoutGrid className="size-4" aria-hidden />
              {t('toClassify')}
            </Link>
          </VideoHeader>

          <div className="bg-surface mb-3 rounded-xl px-1 shadow-sm">
            <TabLinks
              label={t('categories')}
              items={[
                {
                  key: 'all',
                  href: videoListHref({ order: q.order, rank: q.rank }),
                  label: t('all'),
                  current: q.category === null,
                },
                ...cats.map((c) => ({
                  key: String(c.id),
                  href: videoListHref({ category: c.id, order: q.order, rank: q.rank }),
                  label: c.name,
                  current: c.id === q.category,
                })),
              ]}
            />
          </div>
          <div className="bg-surface mb-4 w-fit max-w-full rounded-full p-1 shadow-sm">
            <TabLinks
              size="sm"
              label={t('order')}
              items={(['new', 'hot'] as const).map((order) => ({
                key: order,
                href: videoListHref({ ...q, order, page: 1 }),
                label: t(order),
                current: order === q.order,
              }))}
            />
          </div>

          {!data ? (
            <p
              role="status"
              className="bg-surface text-ink-soft rounded-xl px-4 py-14 text-center text-sm shadow-sm"
            >
              {t('unavailable')}
            </p>
          ) : data.list.length === 0 ? (
            <EmptyState
              Icon={Clapperboard}
              title={t('emptyTitle')}
              text={t('emptyText')}
              testId="video-empty"
              actions={
                q.category || q.page > 1
                  ? [{ href: '/video-list', label: t('toAll'), primary: true }]
                  : []
              }
            />
          ) : (
            <CardGrid label={category ? category.name : t('title')}>
              {data.list.map((v) => (
                <CardCell key={v.id}>
                  <VideoCard video={v} now={now} headingLevel={2} />
                </CardCell>
              ))}
            </CardGrid>
          )}

          <Pagination
            page={q.page}
            pages={data ? pageCount(data.total) : 1}
            href={(page) => videoListHref({ ...q, page })}
          />
        </div>

        <aside className="desk:sticky desk:top-20 self-start">
          <RankList
            period={q.rank}
            items={rank.ok ? rank.data : null}
            periodHref={(rankPeriod) => videoListHref({ ...q, rank: rankPeriod })}
          />
        </aside>
      </div>
    </div>
  );
}
