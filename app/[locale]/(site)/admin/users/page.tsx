import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { consoleMe } from '@/lib/admin/server';
import type { ConsoleUser } from '@/lib/admin/users-contract';
import { serverApiOrNull } from '@/lib/bff/server';
import type { Paged } from '@/lib/wallet/contract';
import { seoMetadata } from '@/lib/seo/page';
import { ConsoleForbidden } from '@/components/admin/console-shell';
import { UsersTable } from '@/components/admin/users/users-table';
import { fromSearchParams, usersParams, usersView } from '@/components/admin/users/params';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'adminUsers' });
  // Staff only: never indexed.
  return seoMetadata({ locale, path: '/admin/users', title: t('title'), noindex: true });
}

/** /admin/users (issue 27 "Users"): moderators and administrators search the users. */
export default async function UsersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const me = await consoleMe();
  if (!me || !me.roles.includes('moderator')) return <ConsoleForbidden />;
  const view = usersView(fromSearchParams(await searchParams));
  const initial = await serverApiOrNull<Paged<ConsoleUser>>('admin/userSearch', usersParams(view));
  return <UsersTable initial={initial} />;
}
