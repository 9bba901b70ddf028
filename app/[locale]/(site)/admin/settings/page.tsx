import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { ConsoleSettings } from '@/lib/admin/settings-contract';
import { consoleMe } from '@/lib/admin/server';
import { serverApiOrNull } from '@/lib/bff/server';
import { seoMetadata } from '@/lib/seo/page';
import { ConsoleForbidden } from '@/components/admin/console-shell';
import { SettingsConsole } from '@/components/admin/settings/settings-console';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'adminSettings' });
  // Staff only: never indexed.
  return seoMetadata({ locale, path: '/admin/settings', title: t('title'), noindex: true });
}

/** /admin/settings: the system settings (issue 27 "Settings"), administrators only. */
export default async function SettingsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const me = await consoleMe();
  if (!me || !me.roles.includes('admin')) return <ConsoleForbidden />;
  const initial = await serverApiOrNull<ConsoleSettings>('admin/settings');
  return <SettingsConsole initial={initial} />;
}
