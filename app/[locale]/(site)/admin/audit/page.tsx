import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { AuditEntry } from '@/lib/admin/contract';
import { consoleMe } from '@/lib/admin/server';
import { serverApiOrNull } from '@/lib/bff/server';
import { seoMetadata } from '@/lib/seo/page';
import type { Paged } from '@/lib/wallet/contract';
import { AuditLog } from '@/components/admin/audit/audit-log';
import { auditParams } from '@/components/admin/audit/params';
import { ConsoleForbidden } from '@/components/admin/console-shell';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'adminAudit' });
  // Staff only: never indexed.
  return seoMetadata({ locale, path: '/admin/audit', title: t('title'), noindex: true });
}

/** /admin/audit: the audit log (issue 27 "Audit log"), administrators only. */
export default async function AuditPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const me = await consoleMe();
  if (!me || !me.roles.includes('admin')) return <ConsoleForbidden />;
  const sp = await searchParams;
  const get = (k: string) => {
    const v = sp[k];
    return typeof v === 'string' ? v : null;
  };
  const initial = await serverApiOrNull<Paged<AuditEntry>>('admin/auditList', auditParams(get));
  return <AuditLog initial={initial} />;
}
