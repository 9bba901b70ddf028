import 'server-only';
import crypto from 'node:crypto';
import type { AlipaySdk, AlipaySdkCommonResult } from 'alipay-sdk';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors/app-error';
import { log } from '@/lib/log';
import {
  centsToDecimal,
  decimalToCents,
  type PaymentNotification,
  type PaymentProvider,
  type TradeState,
} from './types';

/**
 * Alipay page payment (电脑网站支付, alipay.trade.page.pay) through the official `alipay-sdk`:
 * the checkout is a signed gateway URL, notifications are checked with Alipay's public key
 * (RSA2, the sorted `k=v&…` of every field but `sign` and `sign_type`), and query and refund are
 * signed gateway calls whose answers are checked with the same key.
 */

export type AlipayConfig = {
  appId: string;
  /** The application's RSA private key: PEM (PKCS#1 or PKCS#8) or the bare base64 body. */
  privateKey: string;
  /** Alipay's public key: PEM or the bare base64 body (what the open platform console shows). */
  alipayPublicKey: string;
  gateway: string;
  /** Gateway timeout for query and refund. */
  timeoutMs?: number;
};

/** Alipay's gateway reads times in Beijing time, whatever the server's zone. */
function beijingTime(d: Date): string {
  return new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Keys pasted into an env file often carry `\n` escapes and surrounding blanks. */
function unescape(key: string): string {
  return key.replace(/\\n/g, '\n').trim();
}

/** The private key as PKCS#8 PEM, whichever form it came in (the SDK needs to be told which). */
export function privateKeyPem(raw: string): string {
  const text = unescape(raw);
  let key: crypto.KeyObject;
  if (text.includes('-----BEGIN')) {
    key = crypto.createPrivateKey(text);
  } else {
    const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
    try {
      key = crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    } catch {
      key = crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
    }
  }
  return key.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** The public key as SPKI PEM, from PEM or a bare base64 body. */
export function publicKeyPem(raw: string): string {
  const text = unescape(raw);
  const key = text.includes('-----BEGIN')
    ? crypto.createPublicKey(text)
    : crypto.createPublicKey({
        key: Buffer.from(text.replace(/\s+/g, ''), 'base64'),
        format: 'der',
        type: 'spki',
      });
  return key.export({ type: 'spki', format: 'pem' }).toString();
}

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/** An Alipay provider for the given settings (tests pass their own keys and a local gateway). */
export function createAlipayProvider(config: AlipayConfig): PaymentProvider {
  let sdk: Promise<AlipaySdk> | undefined;
  // Loaded on first use: a site on the sandbox or with recharging closed never loads the SDK.
  const client = () =>
    (sdk ??= import('alipay-sdk').then(
      ({ AlipaySdk }) =>
        new AlipaySdk({
          appId: config.appId,
          privateKey: privateKeyPem(config.privateKey),
          keyType: 'PKCS8',
          alipayPublicKey: publicKeyPem(config.alipayPublicKey),
          gateway: config.gateway,
          signType: 'RSA2',
          timeout: config.timeoutMs ?? 10_000,
        }),
    ));

  /** A signed gateway call whose answer must carry Alipay's valid signature. */
  async function call(method: string, biz: Record<string, string>): Promise<AlipaySdkCommonResult> {
    return (await client()).exec(
      method,
      { bizContent: biz, timestamp: beijingTime(new Date()) },
      { validateSign: true },
    );
  }

  return {
    name: 'alipay',
    remote: true,

    async createCheckout(order, { notifyUrl, returnUrl }) {
      if (order.currency !== 'CNY') throw new AppError('paymentProviderUnavailable');
      const url = (await client()).pageExecute('alipay.trade.page.pay', 'GET', {
        bizContent: {
          out_trade_no: order.orderNo,
          product_code: 'FAST_INSTANT_TRADE_PAY',
          total_amount: centsToDecimal(order.amountCents),
          subject: order.subject,
          // Alipay closes the trade when the order expires, so no payment can start after it.
          time_expire: beijingTime(order.expiresAt),
        },
        notify_url: notifyUrl,
        return_url: returnUrl,
        timestamp: beijingTime(new Date()),
      });
      return { url };
    },

    async verifyNotification(params): Promise<PaymentNotification> {
      let valid = false;
      try {
        // V2: the values are checked as received (already form-decoded), not decoded again.
        valid = Boolean(params.sign) && (await client()).checkNotifySignV2(params);
      } catch (err) {
        log().warn({ err }, 'alipay notification: signature check failed');
      }
      // A notification for another merchant's app is not ours, however well signed.
      if (!valid || params.app_id !== config.appId) throw new AppError('paymentNotifyInvalid');
      const amountCents = decimalToCents(params.total_amount ?? '');
      if (!params.out_trade_no || amountCents === null) {
        throw new AppError('paymentNotifyInvalid');
      }
      return {
        orderNo: params.out_trade_no,
        tradeNo: params.trade_no ?? '',
        amountCents,
        paid: PAID.has(params.trade_status ?? ''),
        closed: params.trade_status === 'TRADE_CLOSED',
      };
    },

    async query(orderNo): Promise<TradeState> {
      const r = await call('alipay.trade.query', { out_trade_no: orderNo });
      if (r.code === '40004' && r.subCode === 'ACQ.TRADE_NOT_EXIST') return { status: 'created' };
      if (r.code !== '10000') {
        throw new Error(`alipay.trade.query ${r.code} ${String(r.subCode ?? '')}`);
      }
      const status = String(r.tradeStatus ?? '');
      const amountCents = decimalToCents(String(r.totalAmount ?? '')) ?? undefined;
      const tradeNo = typeof r.tradeNo === 'string' ? r.tradeNo : undefined;
      if (PAID.has(status)) return { status: 'paid', tradeNo, amountCents };
      return { status: status === 'TRADE_CLOSED' ? 'closed' : 'created', tradeNo, amountCents };
    },

    async refund(orderNo, amountCents, reason) {
      const r = await call('alipay.trade.refund', {
        out_trade_no: orderNo,
        refund_amount: centsToDecimal(amountCents),
        refund_reason: reason.slice(0, 256),
        // The same request number makes a retried refund a no-op at Alipay.
        out_request_no: `${orderNo}-${amountCents}`,
      });
      if (r.code !== '10000') {
        log().warn({ orderNo, code: r.code, subCode: r.subCode }, 'alipay refund refused');
        return { refunded: false };
      }
      return { refunded: true, tradeNo: typeof r.tradeNo === 'string' ? r.tradeNo : undefined };
    },
  };
}

let fromEnv: { key: string; provider: PaymentProvider } | undefined;

/** The provider of the ALIPAY_* settings (lib/env.ts requires them with PAYMENT_PROVIDER=alipay). */
export function alipayProvider(): PaymentProvider {
  const e = env();
  const config: AlipayConfig = {
    appId: e.ALIPAY_APP_ID ?? '',
    privateKey: e.ALIPAY_PRIVATE_KEY ?? '',
    alipayPublicKey: e.ALIPAY_PUBLIC_KEY ?? '',
    gateway: e.ALIPAY_GATEWAY,
  };
  const key = JSON.stringify(config);
  if (fromEnv?.key !== key) fromEnv = { key, provider: createAlipayProvider(config) };
  return fromEnv.provider;
}
