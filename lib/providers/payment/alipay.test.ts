import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetEnvForTests } from '@/lib/env';
import { isAppError } from '@/lib/errors/app-error';
import { createAlipayProvider, type AlipayConfig } from './alipay';

/*
 * The Alipay adapter, fully offline: key pairs generated here stand for the application's and
 * Alipay's; notifications are signed as Alipay signs them, and query/refund go to a local fake
 * gateway that checks the application's signature and signs its answers with "Alipay's" key.
 */

const APP_ID = '2021000000000001';
const ORDER = 'R20261127080000ABCDEFGHJK12';

const pair = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const app = pair();
const alipay = pair();
const stranger = pair();

const pem = {
  appPrivatePkcs1: app.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  appPrivatePkcs8: app.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  appPublic: app.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  alipayPublic: alipay.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
};
/** A key as the open platform console shows it: the base64 body on one line. */
const body = (p: string) => p.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

function config(over: Partial<AlipayConfig> = {}): AlipayConfig {
  return {
    appId: APP_ID,
    privateKey: pem.appPrivatePkcs1,
    alipayPublicKey: pem.alipayPublic,
    gateway: 'https://openapi.alipay.com/gateway.do',
    ...over,
  };
}

/** Alipay's signing (RSA2): the sorted `k=v&…` of every field but sign and sign_type. */
function alipaySign(params: Record<string, string>, key: crypto.KeyObject): string {
  const content = Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return crypto.createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');
}

/** An asynchronous notification as Alipay posts it for a paid page payment. */
function notification(over: Record<string, string> = {}, key = alipay.privateKey) {
  const params: Record<string, string> = {
    gmt_create: '2026-11-27 16:00:01',
    charset: 'utf-8',
    seller_email: 'merchant@example.com',
    subject: '60 球币 & 100% fun',
    sign_type: 'RSA2',
    buyer_id: '2088102177846880',
    invoice_amount: '6.00',
    notify_id: '2026112700222160002080001234567890',
    fund_bill_list: '[{"amount":"6.00","fundChannel":"ALIPAYACCOUNT"}]',
    notify_type: 'trade_status_sync',
    trade_status: 'TRADE_SUCCESS',
    receipt_amount: '6.00',
    app_id: APP_ID,
    buyer_pay_amount: '6.00',
    seller_id: '2088102177846881',
    gmt_payment: '2026-11-27 16:00:05',
    notify_time: '2026-11-27 16:00:06',
    version: '1.0',
    out_trade_no: ORDER,
    total_amount: '6.00',
    trade_no: '2026112722001446880500000001',
    auth_app_id: APP_ID,
    point_amount: '0.00',
    ...over,
  };
  return { ...params, sign: alipaySign(params, key) };
}

async function failure(p: Promise<unknown>): Promise<string | null> {
  try {
    await p;
    return null;
  } catch (e) {
    if (isAppError(e)) return e.key;
    throw e;
  }
}

beforeAll(() => {
  Object.assign(process.env, { NODE_ENV: 'test' });
  resetEnvForTests();
});

describe('alipay checkout', () => {
  it('builds a page-pay URL the application signed (checked with its public key)', async () => {
    const p = createAlipayProvider(config());
    const expiresAt = new Date('2026-11-27T08:30:00Z');
    const { url } = await p.createCheckout(
      { orderNo: ORDER, amountCents: 600, currency: 'CNY', subject: '60 球币', expiresAt },
      {
        notifyUrl: 'https://sport.example/api/payment/notify/alipay',
        returnUrl: 'https://sport.example/member?type=1&order=' + ORDER,
        lang: 'zh',
      },
    );
    const u = new URL(url);
    expect(`${u.origin}${u.pathname}`).toBe('https://openapi.alipay.com/gateway.do');
    const params = Object.fromEntries(u.searchParams);
    expect(params).toMatchObject({
      app_id: APP_ID,
      method: 'alipay.trade.page.pay',
      sign_type: 'RSA2',
      charset: 'utf-8',
      notify_url: 'https://sport.example/api/payment/notify/alipay',
    });
    // Beijing time, whatever the machine's zone.
    expect(params.timestamp).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(JSON.parse(params.biz_content)).toEqual({
      out_trade_no: ORDER,
      product_code: 'FAST_INSTANT_TRADE_PAY',
      total_amount: '6.00',
      subject: '60 球币',
      time_expire: '2026-11-27 16:30:00',
    });
    // Request signing: every parameter but sign, sorted, as k=v&… .
    const { sign, ...rest } = params;
    const content = Object.keys(rest)
      .sort()
      .map((k) => `${k}=${rest[k]}`)
      .join('&');
    const verify = (key: crypto.KeyObject) =>
      crypto.createVerify('RSA-SHA256').update(content, 'utf8').verify(key, sign, 'base64');
    expect(verify(app.publicKey)).toBe(true);
    expect(verify(stranger.publicKey)).toBe(false);
  });

  it('takes CNY only', async () => {
    const p = createAlipayProvider(config());
    const order = {
      orderNo: ORDER,
      amountCents: 600,
      currency: 'USD',
      subject: 'x',
      expiresAt: new Date(),
    };
    const opts = {
      notifyUrl: 'https://a.example/n',
      returnUrl: 'https://a.example/r',
      lang: 'en' as const,
    };
    expect(await failure(p.createCheckout(order, opts))).toBe('paymentProviderUnavailable');
  });
});

describe('alipay notifications', () => {
  const p = createAlipayProvider(config());

  it('accepts one Alipay signed', async () => {
    expect(await p.verifyNotification(notification())).toEqual({
      orderNo: ORDER,
      tradeNo: '2026112722001446880500000001',
      amountCents: 600,
      paid: true,
      closed: false,
    });
    expect(
      await p.verifyNotification(notification({ trade_status: 'TRADE_FINISHED' })),
    ).toMatchObject({ paid: true });
    expect(
      await p.verifyNotification(notification({ trade_status: 'TRADE_CLOSED' })),
    ).toMatchObject({ paid: false, closed: true });
    expect(
      await p.verifyNotification(notification({ trade_status: 'WAIT_BUYER_PAY' })),
    ).toMatchObject({ paid: false, closed: false });
  });

  it('refuses a tampered amount, another key, a missing sign, another app', async () => {
    const n = notification();
    expect(await failure(p.verifyNotification({ ...n, total_amount: '0.01' }))).toBe(
      'paymentNotifyInvalid',
    );
    expect(
      await failure(p.verifyNotification({ ...n, out_trade_no: ORDER.replace('A', 'B') })),
    ).toBe('paymentNotifyInvalid');
    expect(await failure(p.verifyNotification(notification({}, stranger.privateKey)))).toBe(
      'paymentNotifyInvalid',
    );
    const { sign: _sign, ...unsigned } = n;
    expect(await failure(p.verifyNotification(unsigned))).toBe('paymentNotifyInvalid');
    expect(await failure(p.verifyNotification({ ...n, sign: 'bm90IGEgc2lnbmF0dXJl' }))).toBe(
      'paymentNotifyInvalid',
    );
    expect(await failure(p.verifyNotification({ ...n, sign: '%%%' }))).toBe('paymentNotifyInvalid');
    // Validly signed by Alipay, but for another merchant's application.
    expect(await failure(p.verifyNotification(notification({ app_id: '2021000000009999' })))).toBe(
      'paymentNotifyInvalid',
    );
    // A malformed amount, however signed.
    expect(await failure(p.verifyNotification(notification({ total_amount: '-6.00' })))).toBe(
      'paymentNotifyInvalid',
    );
  });

  it('reads the keys in any form the console gives them', async () => {
    for (const c of [
      config({ privateKey: pem.appPrivatePkcs8 }),
      config({ privateKey: body(pem.appPrivatePkcs8), alipayPublicKey: body(pem.alipayPublic) }),
      config({ privateKey: body(pem.appPrivatePkcs1) }),
      config({ alipayPublicKey: pem.alipayPublic.replace(/\n/g, '\\n') }),
    ]) {
      expect((await createAlipayProvider(c).verifyNotification(notification())).paid).toBe(true);
    }
    // Configured with someone else's public key, nothing Alipay signed verifies.
    const wrong = createAlipayProvider(
      config({
        alipayPublicKey: stranger.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      }),
    );
    expect(await failure(wrong.verifyNotification(notification()))).toBe('paymentNotifyInvalid');
  });
});

describe('alipay query and refund (a local fake gateway)', () => {
  let server: http.Server;
  let gateway: string;
  const seen: Record<string, string>[] = [];
  /** What the fake answers per method: the inner response object. */
  let answers: Record<string, Record<string, unknown>> = {};
  let corruptSign = false;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const params = {
          ...Object.fromEntries(url.searchParams),
          ...Object.fromEntries(new URLSearchParams(raw)),
        };
        seen.push(params);
        // The gateway checks the application's signature over everything but sign.
        const { sign, ...rest } = params;
        const content = Object.keys(rest)
          .sort()
          .map((k) => `${k}=${rest[k]}`)
          .join('&');
        const okSign = crypto
          .createVerify('RSA-SHA256')
          .update(content, 'utf8')
          .verify(app.publicKey, sign ?? '', 'base64');
        const key = `${params.method.replaceAll('.', '_')}_response`;
        const inner = JSON.stringify(
          okSign
            ? answers[params.method]
            : { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' },
        );
        let s = crypto
          .createSign('RSA-SHA256')
          .update(inner, 'utf8')
          .sign(alipay.privateKey, 'base64');
        if (corruptSign) s = s.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A'));
        res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
        res.end(`{"${key}":${inner},"sign":"${s}"}`);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });
  beforeEach(() => {
    corruptSign = false;
    seen.length = 0;
  });

  it('reads a paid trade, an unknown one and a closed one', async () => {
    const p = createAlipayProvider(config({ gateway }));
    answers = {
      'alipay.trade.query': {
        code: '10000',
        msg: 'Success',
        out_trade_no: ORDER,
        trade_no: '2026112722001446880500000001',
        trade_status: 'TRADE_SUCCESS',
        total_amount: '6.00',
      },
    };
    expect(await p.query(ORDER)).toEqual({
      status: 'paid',
      tradeNo: '2026112722001446880500000001',
      amountCents: 600,
    });
    expect(JSON.parse(seen[0].biz_content)).toEqual({ out_trade_no: ORDER });
    expect(seen[0].app_id).toBe(APP_ID);

    answers = {
      'alipay.trade.query': {
        code: '40004',
        msg: 'Business Failed',
        sub_code: 'ACQ.TRADE_NOT_EXIST',
        sub_msg: '交易不存在',
      },
    };
    expect(await p.query(ORDER)).toEqual({ status: 'created' });

    answers = {
      'alipay.trade.query': { code: '10000', msg: 'Success', trade_status: 'TRADE_CLOSED' },
    };
    expect((await p.query(ORDER)).status).toBe('closed');
  });

  it('refuses an answer whose signature is not Alipay’s', async () => {
    const p = createAlipayProvider(config({ gateway }));
    answers = {
      'alipay.trade.query': { code: '10000', msg: 'Success', trade_status: 'TRADE_SUCCESS' },
    };
    corruptSign = true;
    await expect(p.query(ORDER)).rejects.toThrow();
  });

  it('refunds with a request number that makes a retry harmless', async () => {
    const p = createAlipayProvider(config({ gateway }));
    answers = {
      'alipay.trade.refund': {
        code: '10000',
        msg: 'Success',
        trade_no: '2026112722001446880500000001',
        out_trade_no: ORDER,
        fund_change: 'Y',
        refund_fee: '6.00',
      },
    };
    expect(await p.refund(ORDER, 600, 'test refund')).toEqual({
      refunded: true,
      tradeNo: '2026112722001446880500000001',
    });
    expect(JSON.parse(seen[0].biz_content)).toEqual({
      out_trade_no: ORDER,
      refund_amount: '6.00',
      refund_reason: 'test refund',
      out_request_no: `${ORDER}-600`,
    });
    answers = {
      'alipay.trade.refund': {
        code: '40004',
        msg: 'Business Failed',
        sub_code: 'ACQ.TRADE_NOT_EXIST',
      },
    };
    expect(await p.refund(ORDER, 600, 'again')).toEqual({ refunded: false });
  });
});
