import 'server-only';
import { env } from '@/lib/env';
import { alipayProvider } from './alipay';
import { sandboxProvider } from './sandbox';
import type { PaymentProvider } from './types';

export type { PaymentProvider, PaymentNotification, CheckoutOrder } from './types';

const g = globalThis as unknown as { __paymentProviderForTests?: PaymentProvider | null };

/**
 * The provider PAYMENT_PROVIDER names, or null for `none` (unset in production): recharging is
 * then closed (chargerules/payUrl answers paymentProviderUnavailable) and the rest of the site
 * runs. lib/env.ts refuses the sandbox in production and requires the ALIPAY_* settings.
 */
export function paymentProvider(): PaymentProvider | null {
  if (g.__paymentProviderForTests !== undefined) return g.__paymentProviderForTests;
  const name = env().PAYMENT_PROVIDER;
  switch (name) {
    case 'sandbox':
      return sandboxProvider;
    case 'alipay':
      return alipayProvider();
    case 'none':
      return null;
  }
}

/**
 * The configured provider if it is the one named: a notification addressed to any other (the
 * sandbox's, on a site that takes Alipay) is refused, whoever signed it.
 */
export function providerNamed(name: string): PaymentProvider | null {
  const p = paymentProvider();
  return p && p.name === name ? p : null;
}

/** Tests: replace the configured provider (undefined restores it). */
export function setPaymentProviderForTests(p: PaymentProvider | null | undefined): void {
  g.__paymentProviderForTests = p;
}
