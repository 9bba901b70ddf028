import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ShieldCheck } from 'lucide-react';
import type { Locale } from '@/i18n/routing';
import { getViewer, serverApi } from '@/lib/bff/server';
import { isApiError } from '@/lib/contract';
import { seoMetadata } from '@/lib/seo/page';
import { AdminForbidden, AdminUnavailable } from '@/components/admin/admin-gate';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminReview } from '@/components/admin/admin-review';
import type { AdminHorn, Paged as HornPage } from '@/lib/wallet/contract';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'admin' });
  // Staff only: never indexed.
  return seoMetadata({ locale, path: '/admin', title: t('title'), noindex: true });
}

/**
 * The first page of horns waiting for review, which doubles as the role check: the API answers
 * it to administrators only (`auth: 'admin'`). `forbidden` for anyone else, null when the read
 * failed for another reason.
 */
async function firstHorns(): Promise<HornPage<AdminHorn> | 'forbidden' | null> {
  try {
    return await serverApi<HornPage<AdminHorn>>('admin/hornList', { status: 0, page: 1 });
  } catch (e) {
    if (isApiError(e) && (e.key === 'forbidden' || e.notLoggedIn)) return 'forbidden';
    if (isApiError(e)) return null;
    throw e;
  }
}

/**
 * /admin (issue 11 §8): the review of horns and withdrawals for the admin role. Rendered on the
 * server so that nobody else receives any of it: visitors get a login prompt, other users a 403.
 */
export default async function AdminPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const viewer = await getViewer();
  if (!viewer) {
    return (
      <div className="px-4 py-12">
        <AdminLogin />
      </div>
    );
  }
  const horns = await firstHorns();
  if (horns === 'forbidden') {
    return (
      <div className="px-4 py-12">
        <AdminForbidden />
      </div>
    );
  }
  if (horns === null) {
    return (
      <div className="px-4 py-12">
        <AdminUnavailable />
      </div>
    );
  }
  const t = await getTranslations('admin');
  return (
    <div className="desk:px-4 desk:py-6 mx-auto flex max-w-[1200px] flex-col gap-4 px-3 py-4">
      <header className="flex items-center gap-2">
        <ShieldCheck aria-hidden className="text-brand size-6" />
        <h1 className="text-ink text-xl font-semibold">{t('title')}</h1>
        <span className="text-ink-faint ml-auto text-sm">{viewer.user_nickname}</span>
      </header>
      <AdminReview initialHorns={horns} />
    </div>
  );
}
