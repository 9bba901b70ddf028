import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { consoleMe } from '@/lib/admin/server';
import { serverApiOrNull } from '@/lib/bff/server';
import type { NewsList as NewsPage } from '@/lib/publish/contract';
import { seoMetadata } from '@/lib/seo/page';
import { ConsoleForbidden } from '@/components/admin/console-shell';
import type { Category } from '@/components/admin/publish/news-editor';
import { NewsList } from '@/components/admin/publish/news-list';
import { fromSearchParams, newsListParams, newsView } from '@/components/admin/publish/news-params';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'adminPublish' });
  // Staff only: never indexed.
  return seoMetadata({ locale, path: '/admin/news', title: t('title.news'), noindex: true });
}

/**
 * /admin/news (issue 27 "Publishing"): every article for editors, the first page of the view in
 * the URL rendered on the server.
 */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const me = await consoleMe();
  if (!me || !me.roles.includes('editor')) return <ConsoleForbidden />;
  const view = newsView(fromSearchParams(await searchParams));
  const [initial, categories] = await Promise.all([
    serverApiOrNull<NewsPage>('admin/newsList', newsListParams(view)),
    serverApiOrNull<Category[]>('admin/newsCategories'),
  ]);
  return <NewsList initial={initial} categories={categories ?? []} />;
}
