import type { Metadata } from 'next';
import { cache } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { History, Trophy, Tv } from 'lucide-react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { seoMetadata } from '@/lib/seo/page';
import { TabLinks } from '@/components/data-library/tab-links';
import { CardCell, CardGrid } from '@/components/live/card-grid';
import { readApi } from '@/components/live/data';
import { EmptyState } from '@/components/live/empty-state';
import { LiveFrame, LiveHeader } from '@/components/live/live-frame';
import {
  LIVE_TYPES,
  PAGE_SIZE,
  SIDE_MENU_KEYS,
  TYPE_KEYS,
  liveCanonical,
  liveHref,
  pageCount,
  parseLiveQuery,
  type LiveQuery,
} from '@/components/live/live-query';
import { Pagination } from '@/components/live/pagination';
import { RecordingCard } from '@/components/live/recording-card';
import { RoomCard } from '@/components/live/room-card';
import type { LivePage, Recording, RoomItem } from '@/lib/live/contract';

type RawParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<RawParams> };
type Category = { id: number; name: string };

/** The "other" categories in the page language, once per request (metadata and page). */
const getCategories = cache(async (): Promise<Category[]> => {
  const r = await readApi<Category[]>('live_streaming/categories');
  return r.ok && Array.isArray(r.data) ? r.data : [];
});

/** The chosen category, if it exists (an unknown id shows all of "other", like no id). */
async function categoryOf(q: LiveQuery): Promise<Category | null> {
  if (q.type !== 3 || q.category === null) return null;
  return (await getCategories()).find((c) => c.id === q.category) ?? null;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const q = parseLiveQuery(await searchParams);
  const [t, category] = await Promise.all([
    getTranslations({ locale, namespace: 'liveList.meta' }),
    categoryOf(q),
  ]);
  return seoMetadata({
    locale,
    path: liveCanonical({ ...q, category: category?.id ?? null }),
    title: category ? t('category', { name: category.name }) : t(TYPE_KEYS[q.type]),
    description: q.type === 4 ? t('playbackDescription') : t('description'),
  });
}

/**
 * /anchor (docs/product.md §2): the rooms on air by type (all, football, basketball, other and its
 * categories) or the replays, most watched first, as a card grid with the live side menu.
 * Types, categories and pages are links: every view is a server-rendered URL.
 */
export default async function AnchorPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const parsed = parseLiveQuery(await searchParams);
  const [t, category, categories] = await Promise.all([
    getTranslations('liveList'),
    categoryOf(parsed),
    parsed.type === 3 ? getCategories() : Promise.resolve([]),
  ]);
  const q: LiveQuery = { ...parsed, category: category?.id ?? null };
  const replays = q.type === 4;
  const list = await readApi<LivePage<RoomItem | Recording>>('live_streaming/getLiveList2', {
    type: q.type,
    id: q.category ?? undefined,
    page: q.page,
    limit: PAGE_SIZE,
  });
  const data = list.ok && Array.isArray(list.data?.list) ? list.data : null;
  const pages = data ? pageCount(data.total) : 1;
  const title = category
    ? t('titles.category', { name: category.name })
    : t(`titles.${TYPE_KEYS[q.type]}`);

  return (
    <LiveFrame active={SIDE_MENU_KEYS[q.type]}>
      <LiveHeader
        title={title}
        sub={
          data
            ? replays
              ? t('playbackCount', { count: data.total })
              : t('liveCount', { count: data.total })
            : undefined
        }
      >
        <Link
          href="/rank"
          prefetch={false}
          className="text-brand hover:bg-brand-soft inline-flex h-9 items-center gap-1.5 rounded-full bg-white px-3.5 text-sm font-semibold shadow-sm transition"
        >
          <Trophy className="size-4" aria-hidden />
          {t('toRank')}
        </Link>
      </LiveHeader>

      <div className="bg-surface mb-3 rounded-xl px-1 shadow-sm">
        <TabLinks
          label={t('types.label')}
          items={LIVE_TYPES.map((type) => ({
            key: String(type),
            href: liveHref({ type }),
            label: t(`types.${TYPE_KEYS[type]}`),
            current: type === q.type,
          }))}
        />
      </div>

      {q.type === 3 && categories.length > 0 ? (
        <div className="bg-surface mb-4 w-fit max-w-full rounded-full p-1 shadow-sm">
          <TabLinks
            size="sm"
            label={t('categories.label')}
            items={[
              {
                key: 'all',
                href: liveHref({ type: 3 }),
                label: t('categories.all'),
                current: q.category === null,
              },
              ...categories.map((c) => ({
                key: String(c.id),
                href: liveHref({ type: 3, category: c.id, name: c.name }),
                label: c.name,
                current: c.id === q.category,
              })),
            ]}
          />
        </div>
      ) : null}

      {!data ? (
        <p
          role="status"
          className="bg-surface text-ink-soft rounded-xl px-4 py-14 text-center text-sm shadow-sm"
        >
          {t('unavailable')}
        </p>
      ) : data.list.length === 0 ? (
        replays ? (
          <EmptyState
            Icon={History}
            title={t('empty.playbackTitle')}
            text={t('empty.playbackText')}
            actions={[{ href: liveHref({ type: 0 }), label: t('empty.toAll'), primary: true }]}
          />
        ) : (
          <EmptyState
            Icon={Tv}
            title={t('empty.liveTitle')}
            text={t('empty.liveText')}
            actions={[
              { href: '/schedule?type=4', label: t('empty.toSchedule'), primary: true },
              ...(q.type !== 0 || q.page > 1
                ? [{ href: liveHref({ type: 0 }), label: t('empty.toAll') }]
                : []),
            ]}
          />
        )
      ) : (
        <CardGrid>
          {data.list.map((item) => (
            <CardCell key={item.id}>
              {replays ? (
                <RecordingCard rec={item as Recording} headingLevel={2} />
              ) : (
                <RoomCard room={item as RoomItem} headingLevel={2} />
              )}
            </CardCell>
          ))}
        </CardGrid>
      )}

      <Pagination
        page={q.page}
        pages={pages}
        href={(page) => liveHref({ ...q, page, name: category?.name })}
      />
    </LiveFrame>
  );
}
