import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { consoleMe } from '@/lib/admin/server';
import type { ConsoleUserDetail } from '@/lib/admin/users-contract';
import { serverApiOrNull } from '@/lib/bff/server';
import { parseId } from '@/lib/rules/id';
import { seoMetadata } from '@/lib/seo/page';
import { ConsoleForbidden } from '@/components/admin/console-shell';
import { UserPage } from '@/components/admin/users/user-page';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'adminUsers' });
  // Staff only: never indexed.
  return seoMetadata({ locale, path: '/admin/user', title: t('userTitle'), noindex: true });
}

/** /admin/user?id= (issue 27 "Users"): one user's page in the console. */
export default async function AdminUserPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const me = await consoleMe();
  if (!me || !me.roles.includes('moderator')) return <ConsoleForbidden />;
  const raw = (await searchParams).id;
  const id = parseId(Array.isArray(raw) ? raw[0] : raw);
  const detail = id
    ? await serverApiOrNull<ConsoleUserDetail>('admin/userDetail', { user_id: id })
    : null;
  if (!detail) {
    const t = await getTranslations('adminUsers');
    return (
      <p
        role="status"
        className="bg-surface text-ink-soft rounded-lg px-4 py-14 text-center text-sm shadow-sm"
      >
        {t('notFound')}
      </p>
    );
  }
  return <UserPage initial={detail} meId={me.id} isAdmin={me.roles.includes('admin')} />;
}
