import type { Metadata } from 'next';
import { cache } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Newspaper } from 'lucide-react';
import type { Locale } from '@/i18n/routing';
import { parseId } from '@/lib/rules/id';
import { seoMetadata, siteBreadcrumbLd } from '@/lib/seo/page';
import { JsonLd } from '@/lib/seo/json-ld';
import { TabLinks } from '@/components/data-library/tab-links';
import { readApi } from '@/components/live/data';
import { EmptyState } from '@/components/live/empty-state';
import { Pagination } from '@/components/live/pagination';
import { ArticleCard } from '@/components/news/article-card';
import type { ArticlePage, NewsCategory } from '@/lib/content/contract';

type RawParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<RawParams> };

const PAGE_SIZE = 13;

const getCategories = cache(async (): Promise<NewsCategory[]> => {
  const r = await readApi<NewsCategory[]>('Headlines/classifyList');
  return r.ok ? r.data : [];
});

function one(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/** `?category=&page=`: an unknown category shows all news, a junk page the first. */
async function parseQuery(raw: RawParams) {
  const id = parseId(one(raw.category));
  const category = id === null ? null : ((await getCategories()).find((c) => c.id === id) ?? null);
  const page = Math.min(parseId(one(raw.page)) ?? 1, 1000);
  return { category, page };
}

function hrefOf(category: number | null, page = 1): string {
  const q = new URLSearchParams();
  if (category) q.set('category', String(category));
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `/news?${s}` : '/news';
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const q = await parseQuery(await searchParams);
  const t = await getTranslations({ locale, namespace: 'news.meta' });
  return seoMetadata({
    locale,
    path: hrefOf(q.category?.id ?? null, q.page),
    title: q.category ? t('category', { name: q.category.name }) : t('title'),
    description: t('description'),
  });
}

/** /news (docs/product.md §2): headlines and news by category, newest first, with the most read aside. */
export default async function NewsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const q = await parseQuery(await searchParams);
  const t = await getTranslations('news');
  const [categories, list, hot, crumbs] = await Promise.all([
    getCategories(),
    readApi<ArticlePage>('Portal_post/getList2', {
      category_id: q.category?.id,
      page: q.page,
      size: PAGE_SIZE,
    }),
    readApi<ArticlePage>('Portal_post/getList2', { order: 'hot', size: 8 }),
    siteBreadcrumbLd(locale, [{ name: t('heading'), path: '/news' }]),
  ]);
  const items = list.ok ? list.data.list : [];
  const pages = list.ok ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  const [lead, ...rest] = items;
  const showLead = q.page === 1 && lead;
  return (
    <div className="desk:px-6 desk:py-6 mx-auto w-full max-w-[1400px] px-3 py-4">
      <JsonLd data={crumbs} />
      <h1 className="text-ink desk:text-3xl text-2xl font-bold">
        {q.category ? q.category.name : t('heading')}
      </h1>
      <div className="border-ink-faint/20 mt-3 border-b">
        <TabLinks
          label={t('categoriesLabel')}
          items={[
            { key: 'all', href: '/news', label: t('all'), current: !q.category },
            ...categories.map((c) => ({
              key: String(c.id),
              href: hrefOf(c.id),
              label: c.name,
              current: q.category?.id === c.id,
            })),
          ]}
        />
      </div>
      <div className="desk:grid-cols-[minmax(0,1fr)_320px] mt-6 grid gap-8">
        <section aria-labelledby="news-latest" data-testid="news-list">
          {/* The cards' titles are h3: this h2 keeps the outline from skipping a level. */}
          <h2 id="news-latest" className="sr-only">
            {t('latest')}
          </h2>
          {items.length === 0 ? (
            <EmptyState
              Icon={Newspaper}
              title={t('empty')}
              text={t('emptyText')}
              actions={[{ href: '/news', label: t('all'), primary: true }]}
              testId="news-empty"
            />
          ) : (
            <>
              {showLead ? (
                <div className="bg-surface mb-8 rounded-xl p-4 shadow-sm">
                  <ArticleCard a={lead} variant="lead" eager />
                </div>
              ) : null}
              <div className="grid gap-x-6 gap-y-8 sm:grid-cols-2 xl:grid-cols-3">
                {(showLead ? rest : items).map((a) => (
                  <ArticleCard key={a.id} a={a} />
                ))}
              </div>
              <div className="mt-8">
                <Pagination
                  page={q.page}
                  pages={pages}
                  href={(p) => hrefOf(q.category?.id ?? null, p)}
                />
              </div>
            </>
          )}
        </section>
        <aside aria-labelledby="news-most-read" className="space-y-4">
          <div className="bg-surface rounded-xl p-4 shadow-sm">
            <h2 id="news-most-read" className="text-ink mb-4 text-lg font-semibold">
              {t('mostRead')}
            </h2>
            <ol className="space-y-4">
              {(hot.ok ? hot.data.list : []).map((a) => (
                <li key={a.id}>
                  <ArticleCard a={a} variant="row" />
                </li>
              ))}
            </ol>
          </div>
        </aside>
      </div>
    </div>
  );
}
