import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { consoleMe } from '@/lib/admin/server';
import { serverApiOrNull } from '@/lib/bff/server';
import type { CircleAdmin } from '@/lib/publish/contract';
import { seoMetadata } from '@/lib/seo/page';
import { ConsoleForbidden } from '@/components/admin/console-shell';
import { CircleAdminPage } from '@/components/admin/publish/circle-admin';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'adminPublish.circles' });
  // Staff only: never indexed.
  return seoMetadata({ locale, path: '/admin/circles', title: t('title'), noindex: true });
}

/** /admin/circles (issue 27 "Publishing"): the community circles, for editors. */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const me = await consoleMe();
  if (!me || !me.roles.includes('editor')) return <ConsoleForbidden />;
  return <CircleAdminPage initial={await serverApiOrNull<CircleAdmin[]>('admin/circleList')} />;
}
