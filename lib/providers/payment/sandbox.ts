import 'server-only';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { rechargeOrders } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { sameSignature, sign } from '@/lib/providers/derive-key';
import { localePath } from '@/lib/seo/metadata';
import type { PaymentNotification, PaymentProvider } from './types';

/**
 * The embedded sandbox provider (PAYMENT_PROVIDER=sandbox, the default outside production and
 * refused in production by lib/env.ts): its "checkout" is the site's own page /pay/sandbox, which
 * takes no money. Confirm or Cancel there makes it post a notification signed with a key derived
 * from SESSION_SECRET to `payment/notify/sandbox`, exactly as a real provider would post its own;
 * the notification goes through the same verification, amount check and crediting.
 */

const PURPOSE = 'payment-sandbox';
/** Order numbers as lib/wallet/recharge.ts makes them. */
export const ORDER_NO_RE = /^R\d{14}[0-9A-Z]{12}$/;

/** The checkout link's signature: only who created the order (its payer) holds the link. */
export function checkoutSig(orderNo: string): string {
  return sign(PURPOSE, `checkout\n${orderNo}`);
}

export function checkoutSigValid(orderNo: string, sig: string): boolean {
  return ORDER_NO_RE.test(orderNo) && sameSignature(sig, checkoutSig(orderNo));
}

/** The signed text of a notification: its fields but `sig`, sorted, as `k=v&…`. */
function canonical(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sig')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

/** The notification the sandbox posts when its page is confirmed (`paid`) or cancelled. */
export function sandboxNotification(
  orderNo: string,
  amountCents: number,
  status: 'paid' | 'closed',
): Record<string, string> {
  const params: Record<string, string> = {
    order_no: orderNo,
    trade_no: `SBX${crypto.randomBytes(9).toString('hex').toUpperCase()}`,
    amount_cents: String(amountCents),
    trade_status: status,
  };
  return { ...params, sig: sign(PURPOSE, `notify\n${canonical(params)}`) };
}

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  remote: false,

  async createCheckout(order, { lang }) {
    const q = new URLSearchParams({ order: order.orderNo, sig: checkoutSig(order.orderNo) });
    return { url: `${localePath(lang, '/pay/sandbox')}?${q.toString()}` };
  },

  async verifyNotification(params): Promise<PaymentNotification> {
    const sig = params.sig ?? '';
    if (!sig || !sameSignature(sig, sign(PURPOSE, `notify\n${canonical(params)}`))) {
      throw new AppError('paymentNotifyInvalid');
    }
    const amountCents = /^\d{1,10}$/.test(params.amount_cents ?? '')
      ? Number(params.amount_cents)
      : NaN;
    const status = params.trade_status;
    if (
      !ORDER_NO_RE.test(params.order_no ?? '') ||
      !Number.isSafeInteger(amountCents) ||
      (status !== 'paid' && status !== 'closed')
    ) {
      throw new AppError('paymentNotifyInvalid');
    }
    return {
      orderNo: params.order_no,
      tradeNo: params.trade_no ?? '',
      amountCents,
      paid: status === 'paid',
      closed: status === 'closed',
    };
  },

  // The sandbox keeps no books of its own: what it "took" is what the order says.
  async query(orderNo) {
    const [o] = await db().select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo));
    if (!o || o.provider !== 'sandbox') return { status: 'created' };
    if (o.status === 1) {
      return { status: 'paid', tradeNo: o.providerTradeNo ?? '', amountCents: o.priceCents };
    }
    return { status: o.status === 0 ? 'created' : 'closed' };
  },

  // Nothing was taken, so nothing is given back; the answer is what a provider would say.
  async refund(orderNo) {
    const state = await sandboxProvider.query(orderNo);
    return { refunded: state.status === 'paid', tradeNo: state.tradeNo };
  },
};
