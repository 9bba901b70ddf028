import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Home, PartyPopper, ShieldAlert } from 'lucide-react';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/i18n/navigation';
import { getViewer, serverApiOrNull } from '@/lib/bff/server';
import { activityTarget } from '@/lib/activity';
import type { PartnerToken } from '@/lib/activity/contract';
import { PARTNER_TOKEN_PARAM } from '@/lib/activity/limits';
import { StandaloneScreen } from '@/components/layout/standalone-screen';
import { LoginDialogHost } from '@/components/layout/login-dialog-host';
import { LoginCard } from '@/components/ui/login-card';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'activity' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * `/activity?url=…&partner_access_token=…` (docs/product.md §2, outside the main layout): sends
 * the browser to the activity partner with the token, by a redirect, never in a frame (the page
 * policy allows no foreign frames, decision 009; docs/architecture.md "Activities"). `url` must be
 * on the configured partner's origin: any other address is refused, so this is no open redirect.
 * Without a token a logged-in user gets one here; a visitor is asked to log in. Without a partner
 * the page says so.
 */
export default async function ActivityPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const t = await getTranslations('activity');
  let target = activityTarget(first(query.url), first(query[PARTNER_TOKEN_PARAM]));

  if (target.kind === 'needsToken' && (await getViewer())) {
    const minted = await serverApiOrNull<PartnerToken>(
      'fk/getPartnerAccessToken',
      undefined,
      'POST',
    );
    target = minted ? activityTarget(target.url, minted.partner_access_token) : { kind: 'none' };
  }
  if (target.kind === 'open') redirect(target.href);

  return (
    <StandaloneScreen siteName={t('title')} className="py-12">
      {target.kind === 'needsToken' ? (
        <div className="relative w-full max-w-md text-left">
          <LoginCard title={t('loginTitle')} text={t('loginText')} button={t('loginButton')} />
          <LoginDialogHost />
        </div>
      ) : (
        <section
          data-testid={`activity-${target.kind}`}
          className="relative w-full max-w-md rounded-2xl bg-white/5 p-8 ring-1 ring-white/10"
        >
          <div className="bg-brand/20 text-brand mx-auto mb-4 flex size-14 items-center justify-center rounded-full">
            {target.kind === 'foreign' ? (
              <ShieldAlert aria-hidden className="size-7" />
            ) : (
              <PartyPopper aria-hidden className="size-7" />
            )}
          </div>
          <h1 className="text-xl font-semibold">
            {target.kind === 'foreign' ? t('foreignTitle') : t('noneTitle')}
          </h1>
          <p className="mt-2 text-sm text-white/70">
            {target.kind === 'foreign' ? t('foreignText') : t('noneText')}
          </p>
        </section>
      )}
      <Link
        href="/main"
        className="from-brand to-live shadow-brand/25 relative mt-8 inline-flex h-11 items-center gap-2 rounded-full bg-gradient-to-r px-6 font-semibold shadow-lg transition hover:brightness-110"
      >
        <Home className="size-5" aria-hidden />
        {t('back')}
      </Link>
    </StandaloneScreen>
  );
}
