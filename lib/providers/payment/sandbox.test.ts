import { resetEnvForTests } from '@/lib/env';
import { isAppError } from '@/lib/errors/app-error';
import { checkoutSig, checkoutSigValid, sandboxNotification, sandboxProvider } from './sandbox';
import { centsToDecimal, decimalToCents } from './types';

beforeAll(() => {
  Object.assign(process.env, { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40) });
  resetEnvForTests();
});

const ORDER = 'R20261127080000ABCDEFGHJK12';

/** The error key a call fails with, or null when it succeeds. */
async function failure(p: Promise<unknown>): Promise<string | null> {
  try {
    await p;
    return null;
  } catch (e) {
    if (isAppError(e)) return e.key;
    throw e;
  }
}

describe('sandbox payment provider', () => {
  it('links to the localised checkout page with a signature only the site can make', async () => {
    const order = {
      orderNo: ORDER,
      amountCents: 600,
      currency: 'CNY',
      subject: '60 coins',
      expiresAt: new Date(),
    };
    const opts = { notifyUrl: '/api/payment/notify/sandbox', returnUrl: '/member' };
    const zh = await sandboxProvider.createCheckout(order, { ...opts, lang: 'zh' });
    const en = await sandboxProvider.createCheckout(order, { ...opts, lang: 'en' });
    expect(zh.url).toBe(`/pay/sandbox?order=${ORDER}&sig=${checkoutSig(ORDER)}`);
    expect(en.url).toBe(`/en/pay/sandbox?order=${ORDER}&sig=${checkoutSig(ORDER)}`);
    expect(checkoutSigValid(ORDER, checkoutSig(ORDER))).toBe(true);
    expect(checkoutSigValid(ORDER, checkoutSig(ORDER.replace('K12', 'K13')))).toBe(false);
    expect(checkoutSigValid(ORDER, '')).toBe(false);
    expect(checkoutSigValid('not-an-order', checkoutSig('not-an-order'))).toBe(false);
  });

  it('accepts its own signed notifications', async () => {
    const paid = await sandboxProvider.verifyNotification(sandboxNotification(ORDER, 600, 'paid'));
    expect(paid).toMatchObject({ orderNo: ORDER, amountCents: 600, paid: true, closed: false });
    expect(paid.tradeNo).toMatch(/^SBX[0-9A-F]{18}$/);
    const closed = await sandboxProvider.verifyNotification(
      sandboxNotification(ORDER, 600, 'closed'),
    );
    expect(closed).toMatchObject({ paid: false, closed: true });
  });

  it('refuses a tampered, unsigned or re-signed notification', async () => {
    const n = sandboxNotification(ORDER, 600, 'paid');
    expect(await failure(sandboxProvider.verifyNotification({ ...n, amount_cents: '1' }))).toBe(
      'paymentNotifyInvalid',
    );
    expect(
      await failure(
        sandboxProvider.verifyNotification({ ...n, order_no: ORDER.replace('A', 'B') }),
      ),
    ).toBe('paymentNotifyInvalid');
    expect(await failure(sandboxProvider.verifyNotification({ ...n, extra: '1' }))).toBe(
      'paymentNotifyInvalid',
    );
    const { sig: _sig, ...unsigned } = n;
    expect(await failure(sandboxProvider.verifyNotification(unsigned))).toBe(
      'paymentNotifyInvalid',
    );
    // The checkout link's signature is not a notification's (the purposes are kept apart).
    expect(
      await failure(sandboxProvider.verifyNotification({ ...n, sig: checkoutSig(ORDER) })),
    ).toBe('paymentNotifyInvalid');
    // Another site's secret signs nothing here.
    process.env.SESSION_SECRET = 'y'.repeat(40);
    resetEnvForTests();
    const foreign = sandboxNotification(ORDER, 600, 'paid');
    process.env.SESSION_SECRET = 'x'.repeat(40);
    resetEnvForTests();
    expect(await failure(sandboxProvider.verifyNotification(foreign))).toBe('paymentNotifyInvalid');
  });
});

describe('amounts between providers', () => {
  it.each([
    [600, '6.00'],
    [1, '0.01'],
    [99_800, '998.00'],
    [1_250, '12.50'],
  ])('%i fen is %s and back', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
    expect(decimalToCents(text)).toBe(cents);
  });

  it.each(['', '-6.00', '6.001', '6.', '.5', '1e3', ' 6.00', '06.00', 'abc', '6,00'])(
    'refuses %j',
    (text) => {
      expect(decimalToCents(text)).toBeNull();
    },
  );
  it('reads short decimals', () => {
    expect(decimalToCents('6')).toBe(600);
    expect(decimalToCents('6.5')).toBe(650);
  });
});
