import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { consoleMe } from '@/lib/admin/server';
import { serverApiOrNull } from '@/lib/bff/server';
import type { ReportListPage } from '@/lib/reports/contract';
import { seoMetadata } from '@/lib/seo/page';
import { ConsoleForbidden } from '@/components/admin/console-shell';
import { ReportsConsole } from '@/components/admin/reports/reports-console';
import { fromSearchParams, reportListParams, reportView } from '@/components/admin/reports/params';

/**
 * /admin/reports: users' reports grouped by the thing reported (issue 27 "Reports"), for
 * moderators. The first page of the view in the URL is rendered on the server.
 */
type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'adminReports' });
  // Staff only: never indexed.
  return seoMetadata({ locale, path: '/admin/reports', title: t('title'), noindex: true });
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const me = await consoleMe();
  if (!me || !me.roles.includes('moderator')) return <ConsoleForbidden />;
  const view = reportView(fromSearchParams(await searchParams));
  const initial = await serverApiOrNull<ReportListPage>('admin/reportList', reportListParams(view));
  return <ReportsConsole initial={initial} />;
}
