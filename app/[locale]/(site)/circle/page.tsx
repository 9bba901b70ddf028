import type { Metadata } from 'next';
import { cache } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MessagesSquare } from 'lucide-react';
import clsx from 'clsx';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getViewer } from '@/lib/bff/server';
import { POST_LANG_FILTERS, POST_PAGE_SIZE } from '@/lib/community/limits';
import { JsonLd } from '@/lib/seo/json-ld';
import { seoMetadata, siteBreadcrumbLd } from '@/lib/seo/page';
import { TabLinks } from '@/components/data-library/tab-links';
import { readApi } from '@/components/live/data';
import { EmptyState } from '@/components/live/empty-state';
import { Pagination } from '@/components/live/pagination';
import { CircleIcon } from '@/components/community/circle-icon';
import { Composer } from '@/components/community/composer';
import { HotPosts } from '@/components/community/hot-posts';
import { PostCard } from '@/components/community/post-card';
import {
  circleCanonical,
  circleHref,
  parseCircleQuery,
  type CircleQuery,
} from '@/components/community/query';
import { COMMUNITY_API } from '@/components/community/api';
import type { CircleItem, PostItem, PostPage } from '@/lib/community/contract';

type RawParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<RawParams> };

/** The circles in the page language, once per request (metadata and page). */
const getCircles = cache(async (): Promise<CircleItem[]> => {
  const r = await readApi<CircleItem[]>(COMMUNITY_API.circles);
  return r.ok && Array.isArray(r.data) ? r.data : [];
});

async function circleOf(q: CircleQuery): Promise<CircleItem | null> {
  if (q.id === null) return null;
  return (await getCircles()).find((c) => c.id === q.id) ?? null;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const q = parseCircleQuery(await searchParams);
  const [t, circle] = await Promise.all([
    getTranslations({ locale, namespace: 'community.meta' }),
    circleOf(q),
  ]);
  return seoMetadata({
    locale,
    path: circleCanonical({ ...q, id: circle?.id ?? null }),
    title: circle ? t('circleTitle', { name: circle.name }) : t('title'),
    description: circle?.description || t('description'),
    image: circle ? { kind: 'circle', id: circle.id } : undefined,
  });
}

/**
 * /circle (docs/product.md §2 community): the circles as tabs, the feed of one circle or all (newest or
 * hot, pages as links; the viewer's language first, or with `?lang=mine` only it), the composer
 * (logged in) or a login prompt, and the hot posts of the day, week or month beside it. Complete HTML without JS. An unknown circle id shows all circles (as
 * /anchor does with an unknown category), with /circle as its canonical.
 */
export default async function CirclePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const q = parseCircleQuery(await searchParams);
  const [t, circles, circle, viewer] = await Promise.all([
    getTranslations('community'),
    getCircles(),
    circleOf(q),
    getViewer(),
  ]);
  const [feed, hot, crumbs] = await Promise.all([
    readApi<PostPage>(COMMUNITY_API.list, {
      circle_id: circle?.id,
      order: q.order,
      lang_filter: q.lang,
      page: q.page,
      limit: POST_PAGE_SIZE,
    }),
    readApi<PostItem[]>(COMMUNITY_API.hot, { period: q.hot, lang_filter: q.lang, limit: 10 }),
    siteBreadcrumbLd(locale, [
      { name: t('title'), path: '/circle' },
      ...(circle ? [{ name: circle.name }] : []),
    ]),
  ]);
  const data = feed.ok && Array.isArray(feed.data?.list) ? feed.data : null;
  const pages = data ? Math.max(1, Math.ceil(data.total / POST_PAGE_SIZE)) : 1;
  const loggedIn = viewer !== null;

  return (
    <div className="desk:px-6 desk:py-6 mx-auto max-w-[1200px] px-3 py-4">
      <JsonLd data={crumbs} />
      <header className="mb-3 flex flex-wrap items-end justify-between gap-2">
        <div className="min-w-0">
          <h1 className="text-ink flex items-center gap-2 text-2xl font-bold">
            {circle ? (
              <CircleIcon icon={circle.icon} className="text-brand size-6" />
            ) : (
              <MessagesSquare className="text-brand size-6" aria-hidden />
            )}
            {circle ? circle.name : t('title')}
          </h1>
          <p className="text-ink-soft mt-1 text-sm">{circle?.description || t('subtitle')}</p>
        </div>
        {data ? (
          <p className="text-ink-faint text-sm" data-testid="feed-count">
            {t('feed.count', { count: data.total })}
          </p>
        ) : null}
      </header>

      <div className="bg-surface mb-4 rounded-xl px-1 shadow-sm">
        <TabLinks
          label={t('circles.label')}
          items={[
            {
              key: 'all',
              href: circleHref({ order: q.order, hot: q.hot, lang: q.lang }),
              label: t('circles.all'),
              current: circle === null,
            },
            ...circles.map((c) => ({
              key: String(c.id),
              href: circleHref({ id: c.id, order: q.order, hot: q.hot, lang: q.lang }),
              label: c.name,
              current: c.id === circle?.id,
            })),
          ]}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-4">
          <Composer
            circles={circles.map((c) => ({ id: c.id, name: c.name }))}
            circleId={circle?.id ?? null}
            loggedIn={loggedIn}
          />

          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="bg-surface w-fit rounded-full p-1 shadow-sm">
              <TabLinks
                size="sm"
                label={t('order.label')}
                items={(['new', 'hot'] as const).map((o) => ({
                  key: o,
                  href: circleHref({ id: circle?.id, order: o, hot: q.hot, lang: q.lang }),
                  label: t(`order.${o}`),
                  current: q.order === o,
                }))}
              />
            </div>
            {/* Feeds by language (docs/architecture.md): the viewer's first, or only theirs. */}
            <div className="bg-surface w-fit rounded-full p-1 shadow-sm" data-testid="lang-filter">
              <TabLinks
                size="sm"
                label={t('lang.label')}
                items={POST_LANG_FILTERS.map((l) => ({
                  key: l,
                  href: circleHref({ id: circle?.id, order: q.order, hot: q.hot, lang: l }),
                  label: t(`lang.${l}`),
                  current: q.lang === l,
                }))}
              />
            </div>
          </div>

          {!data ? (
            <p
              role="status"
              className="bg-surface text-ink-soft rounded-xl px-4 py-14 text-center text-sm shadow-sm"
            >
              {t('feed.unavailable')}
            </p>
          ) : data.list.length === 0 ? (
            <EmptyState
              Icon={MessagesSquare}
              title={t('feed.emptyTitle')}
              text={t('feed.emptyText')}
              testId="feed-empty"
              actions={
                circle || q.page > 1 || q.lang === 'mine'
                  ? [{ href: '/circle', label: t('feed.toAll') }]
                  : []
              }
            />
          ) : (
            <ul aria-label={t('feed.label')} className="space-y-4" data-testid="post-feed">
              {data.list.map((p) => (
                <li key={p.id}>
                  <PostCard post={p} loggedIn={loggedIn} />
                </li>
              ))}
            </ul>
          )}

          <Pagination
            page={q.page}
            pages={pages}
            href={(page) => circleHref({ ...q, id: circle?.id ?? null, page })}
          />
        </div>

        <aside className="space-y-4">
          <HotPosts
            period={q.hot}
            posts={hot.ok && Array.isArray(hot.data) ? hot.data : null}
            href={(p) => circleHref({ ...q, id: circle?.id ?? null, hot: p })}
          />
          {circles.length > 0 ? (
            <section
              aria-labelledby="circle-list-title"
              className="bg-surface rounded-xl p-4 shadow-sm"
            >
              <h2 id="circle-list-title" className="text-ink mb-2 text-base font-semibold">
                {t('circles.label')}
              </h2>
              <ul className="space-y-0.5">
                {circles.map((c) => (
                  <li key={c.id}>
                    <Link
                      href={circleHref({ id: c.id, lang: q.lang })}
                      prefetch={false}
                      aria-current={c.id === circle?.id ? 'page' : undefined}
                      className={clsx(
                        'flex items-center gap-2.5 rounded-lg px-2 py-2 text-sm transition',
                        c.id === circle?.id
                          ? 'bg-brand-soft text-brand font-semibold'
                          : 'text-ink hover:bg-surface-page',
                      )}
                    >
                      <CircleIcon icon={c.icon} className="size-4 shrink-0" />
                      <span className="min-w-0 flex-1 truncate">{c.name}</span>
                      <span className="text-ink-faint text-xs tabular-nums">
                        {t('circles.posts', { count: c.posts })}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
