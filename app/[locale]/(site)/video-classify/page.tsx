import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Clapperboard, FolderSearch } from 'lucide-react';
import type { Locale } from '@/i18n/routing';
import { JsonLd } from '@/lib/seo/json-ld';
import { seoMetadata, siteBreadcrumbLd } from '@/lib/seo/page';
import type { VideoPage } from '@/lib/video/contract';
import { readSidebarOpen } from '@/components/layout/side-menu-state';
import { TabLinks } from '@/components/data-library/tab-links';
import { CardCell, CardGrid } from '@/components/live/card-grid';
import { readApi } from '@/components/live/data';
import { EmptyState } from '@/components/live/empty-state';
import { Pagination } from '@/components/live/pagination';
import { CategoryMenu } from '@/components/video/category-menu';
import { getMyCategoryIds, getVideoCategories } from '@/components/video/data';
import { MyCategoryButton } from '@/components/video/my-category-button';
import {
  classifyHref,
  pageCount,
  parseClassifyQuery,
  VIDEO_LIST_SIZE,
} from '@/components/video/query';
import { VideoHeader } from '@/components/video/page-header';
import { VideoCard } from '@/components/video/video-card';

type RawParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<RawParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const q = parseClassifyQuery(await searchParams);
  const [t, cats] = await Promise.all([
    getTranslations({ locale, namespace: 'video.meta' }),
    getVideoCategories(),
  ]);
  const category = cats.find((c) => c.id === q.category);
  // The canonical leaves the name out: one URL per category, whatever name a link carried.
  return seoMetadata({
    locale,
    path: category
      ? `/video-classify?type=3&id=${category.id}${q.page > 1 ? `&page=${q.page}` : ''}`
      : '/video-classify?type=3',
    title: category ? t('classifyTitle', { name: category.name }) : t('classifyAll'),
    description: category
      ? t('classifyDescription', { name: category.name })
      : t('classifyAllDescription'),
  });
}

/**
 * /video-classify?type=3&id=&name= (docs/product.md §2): one category's videos beside the category side
 * menu (my categories, or the prompt to add some, and all categories; 304 / 56 px). The name in
 * the URL is only decoration: the page shows the category's name from the API in its language.
 */
export default async function VideoClassifyPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const q = parseClassifyQuery(await searchParams);
  const [t, tl, tc, cats, mine, open] = await Promise.all([
    getTranslations('video.classify'),
    getTranslations('video.list'),
    getTranslations({ locale, namespace: 'seo.crumbs' }),
    getVideoCategories(),
    getMyCategoryIds(),
    readSidebarOpen(),
  ]);
  const category = cats.find((c) => c.id === q.category) ?? null;
  const list = category
    ? await readApi<VideoPage>('video/videoList', {
        id: category.id,
        order: q.order,
        page: q.page,
        size: VIDEO_LIST_SIZE,
      })
    : null;
  const data = list?.ok && Array.isArray(list.data?.list) ? list.data : null;
  const now = new Date();

  return (
    <div className="flex">
      <JsonLd
        data={await siteBreadcrumbLd(locale, [
          { name: tc('videos'), path: '/video-list' },
          ...(category
            ? [{ name: category.name, path: `/video-classify?type=3&id=${category.id}` }]
            : []),
        ])}
      />
      <CategoryMenu
        categories={cats.map(({ id, name, videos }) => ({ id, name, videos }))}
        mine={mine}
        activeId={category?.id ?? null}
        defaultOpen={open}
      />
      <div className="min-w-0 flex-1">
        <div className="desk:px-6 desk:py-6 mx-auto max-w-[1560px] px-3 py-4">
          <VideoHeader
            title={category ? category.name : t('title')}
            sub={data ? t('sub', { count: data.total }) : undefined}
          >
            {category ? (
              <MyCategoryButton id={category.id} name={category.name} mine={mine} />
            ) : null}
          </VideoHeader>

          {/* The categories as chips: the way to switch in mobile mode, where the menu is narrow. */}
          <div className="bg-surface desk:hidden mb-3 rounded-xl p-1.5 shadow-sm">
            <TabLinks
              size="sm"
              label={tl('categories')}
              items={cats.map((c) => ({
                key: String(c.id),
                href: classifyHref(c),
                label: c.name,
                current: c.id === category?.id,
              }))}
            />
          </div>

          {category ? (
            <div className="bg-surface mb-4 w-fit max-w-full rounded-full p-1 shadow-sm">
              <TabLinks
                size="sm"
                label={tl('order')}
                items={(['new', 'hot'] as const).map((order) => ({
                  key: order,
                  href: classifyHref(category, { order }),
                  label: tl(order),
                  current: order === q.order,
                }))}
              />
            </div>
          ) : null}

          {!category ? (
            <EmptyState
              Icon={FolderSearch}
              title={q.category ? t('notFound') : t('pick')}
              text={q.category ? t('notFoundText') : t('pickText')}
              testId="video-classify-pick"
              actions={cats
                .filter((c) => c.recommended)
                .map((c) => ({ href: classifyHref(c), label: c.name }))}
            />
          ) : !data ? (
            <p
              role="status"
              className="bg-surface text-ink-soft rounded-xl px-4 py-14 text-center text-sm shadow-sm"
            >
              {tl('unavailable')}
            </p>
          ) : data.list.length === 0 ? (
            <EmptyState
              Icon={Clapperboard}
              title={tl('emptyTitle')}
              text={tl('emptyText')}
              testId="video-empty"
              actions={[{ href: '/video-list', label: tl('toAll'), primary: true }]}
            />
          ) : (
            <CardGrid label={category.name}>
              {data.list.map((v) => (
                <CardCell key={v.id}>
                  <VideoCard video={v} now={now} headingLevel={2} />
                </CardCell>
              ))}
            </CardGrid>
          )}

          {category && data ? (
            <Pagination
              page={q.page}
              pages={pageCount(data.total)}
              href={(page) => classifyHref(category, { order: q.order, page })}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
