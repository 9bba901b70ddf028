import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { serverApi } from '@/lib/bff/server';
import { isApiError } from '@/lib/contract';
import { seoMetadata } from '@/lib/seo/page';
import {
  SandboxCheckout,
  type SandboxOrder,
  type SandboxProblem,
} from '@/components/pay/sandbox-checkout';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'pay' });
  // One payer's order behind a signed link: never indexed.
  return seoMetadata({
    locale,
    path: '/pay/sandbox',
    title: t('title'),
    description: t('description'),
    noindex: true,
  });
}

/**
 * The sandbox provider's checkout page (PAYMENT_PROVIDER=sandbox): chargerules/payUrl sends the
 * browser here with the order and its signature. Read through the API like every page; a forged
 * link, an unknown order or another provider configured each get their own localised state.
 */
export default async function SandboxCheckoutPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const sp = await searchParams;
  const orderNo = first(sp.order);
  const sig = first(sp.sig);

  let order: SandboxOrder | null = null;
  let problem: SandboxProblem | null = null;
  if (!orderNo || !sig) {
    problem = 'notFound';
  } else {
    try {
      order = await serverApi<SandboxOrder>('payment/sandboxCheckout', { order: orderNo, sig });
    } catch (e) {
      if (!isApiError(e)) throw e;
      problem =
        e.key === 'paymentProviderUnavailable'
          ? 'unavailable'
          : e.key === 'orderNotFound' || e.key === 'invalidField'
            ? 'notFound'
            : 'error';
    }
  }

  return (
    <SandboxCheckout
      locale={locale}
      order={order}
      problem={problem}
      sig={sig}
      failed={first(sp.failed) === '1'}
    />
  );
}
