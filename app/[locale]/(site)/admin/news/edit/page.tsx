import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { consoleMe } from '@/lib/admin/server';
import { serverApiOrNull } from '@/lib/bff/server';
import type { NewsDetail } from '@/lib/publish/contract';
import { parseId } from '@/lib/rules/id';
import { seoMetadata } from '@/lib/seo/page';
import { ConsoleForbidden } from '@/components/admin/console-shell';
import { NewsEditor, type Category } from '@/components/admin/publish/news-editor';
import { fromSearchParams } from '@/components/admin/publish/news-params';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const id = parseId(fromSearchParams(await searchParams)('id'));
  const t = await getTranslations({ locale, namespace: 'adminPublish' });
  return seoMetadata({
    locale,
    path: '/admin/news/edit',
    title: id ? t('title.edit', { id }) : t('title.new'),
    noindex: true,
  });
}

/**
 * /admin/news/edit?id= (issue 27 "Publishing"): the news editor, a new article without an id. The
 * article (all three translations) is read on the server; an unknown id opens a new article.
 */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const me = await consoleMe();
  if (!me || !me.roles.includes('editor')) return <ConsoleForbidden />;
  const id = parseId(fromSearchParams(await searchParams)('id'));
  const [initial, categories] = await Promise.all([
    id ? serverApiOrNull<NewsDetail>('admin/newsDetail', { id }) : null,
    serverApiOrNull<Category[]>('admin/newsCategories'),
  ]);
  return <NewsEditor key={initial?.id ?? 'new'} initial={initial} categories={categories ?? []} />;
}
