import type { Locale } from '@/i18n/locales';

/**
 * A payment provider (issue 11 §2): who takes the money for a recharge order. The project only
 * ever trusts what `verifyNotification` accepted (or what `query` reported), and credits coins
 * through lib/wallet/recharge.ts, never in a provider.
 */

/** What a provider needs to know about an order to take its payment. */
export type CheckoutOrder = {
  orderNo: string;
  /** The price in the currency's minor unit (fen). */
  amountCents: number;
  currency: string;
  /** What the payer sees on the provider's page ("600 coins"), in the payer's language. */
  subject: string;
  /** After this the provider must refuse to take the payment (the order expires with it). */
  expiresAt: Date;
};

export type CheckoutOptions = {
  /** Absolute (or, for the sandbox, site-relative) address the provider posts its notification to. */
  notifyUrl: string;
  /** Where the payer's browser goes back to after paying or cancelling. */
  returnUrl: string;
  lang: Locale;
};

/** A verified notification: what the provider says happened to one order. */
export type PaymentNotification = {
  orderNo: string;
  /** The provider's own id of the payment ('' when the provider gave none). */
  tradeNo: string;
  /** The amount the provider took (or would take), in minor units. */
  amountCents: number;
  /** The money was taken. */
  paid: boolean;
  /** The provider closed the trade unpaid (the payer cancelled, it timed out). */
  closed: boolean;
};

/** The provider's view of an order's payment (`query`). */
export type TradeState = {
  status: 'created' | 'paid' | 'closed';
  tradeNo?: string;
  amountCents?: number;
};

export type RefundResult = { refunded: boolean; tradeNo?: string };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'alipay';
  /**
   * Whether `query` asks a remote service (Alipay) rather than reading the order itself (the
   * sandbox): only then is an unpaid order worth asking about when the payer comes back.
   */
  readonly remote: boolean;
  /** Where to send the payer's browser to pay this order. */
  createCheckout(order: CheckoutOrder, opts: CheckoutOptions): Promise<{ url: string }>;
  /**
   * Checks a notification's signature and reads it. Throws AppError('paymentNotifyInvalid') when
   * the signature (or the merchant it is addressed to) is wrong or a field is malformed.
   */
  verifyNotification(params: Record<string, string>): Promise<PaymentNotification>;
  /** Asks the provider about an order. */
  query(orderNo: string): Promise<TradeState>;
  /** Gives (part of) a paid order's money back. */
  refund(orderNo: string, amountCents: number, reason: string): Promise<RefundResult>;
}

/** `12.5` yuan as `"12.50"`, from 1250 fen: the decimal text providers exchange. */
export function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** `"12.50"` (or `"12.5"`, `"12"`) to 1250; null for anything else (a sign, 3 decimals, text). */
export function decimalToCents(text: string): number | null {
  const m = /^(0|[1-9]\d{0,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}
