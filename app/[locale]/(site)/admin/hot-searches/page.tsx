import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { consoleMe } from '@/lib/admin/server';
import { serverApiOrNull } from '@/lib/bff/server';
import type { HotSearchList } from '@/lib/publish/contract';
import { seoMetadata } from '@/lib/seo/page';
import { ConsoleForbidden } from '@/components/admin/console-shell';
import { HotSearchAdminPage } from '@/components/admin/publish/hot-search-admin';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'adminPublish.hot' });
  // Staff only: never indexed.
  return seoMetadata({ locale, path: '/admin/hot-searches', title: t('title'), noindex: true });
}

/** /admin/hot-searches (issue 27 "Publishing"): pin, block and order the hot searches. Editors. */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const me = await consoleMe();
  if (!me || !me.roles.includes('editor')) return <ConsoleForbidden />;
  return (
    <HotSearchAdminPage initial={await serverApiOrNull<HotSearchList>('admin/hotSearchList')} />
  );
}
