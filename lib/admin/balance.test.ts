import fc from 'fast-check';
import { createTestApi, type TestApi } from '@/test/api';
import { loginAs, registerUser } from '@/test/factories';
import { auditLedger, credit, idem, idemKey, userBalances } from '@/test/wallet';
import { auditCount } from './audit';

/**
 * Balance adjustments (issue 27 "Re-authentication"): a money action of administrators only, with
 * the password within 10 minutes, never on one's own account, once per Idempotency-Key however
 * often or concurrently it is retried, and one audit row per adjustment.
 */
let t: TestApi;
let admin: { token: string; user: { id: number } };

beforeAll(async () => {
  t = await createTestApi({ RATE_LIMITS: 'off' });
  admin = await loginAs(t, '86-13800000003', 'admin123456');
});
afterAll(() => t.cleanup());

const adjust = (params: Record<string, unknown>, key = idemKey(), token = admin.token) =>
  t.call('admin/adjustBalance', { params, token, headers: idem(key) });

it('needs the password again, then credits and takes back coins with one audit row each', async () => {
  const u = await registerUser(t);
  const params = {
    user_id: u.user.id,
    direction: 1,
    amount: 12.5,
    reason: 'compensation for outage',
  };
  expect(await adjust(params)).toMatchObject({ code: 1, data: { error: 'reauthRequired' } });
  expect((await userBalances(u.user.id)).coins).toBe(0);

  const r = await t.call('admin/reauth', {
    params: { password: 'admin123456' },
    token: admin.token,
  });
  expect(r.code).toBe(0);
  const before = await auditCount({ action: 'balance.adjust' });
  expect(await adjust(params)).toMatchObject({ code: 0, data: { balance: 12.5, replay: false } });
  expect(await auditCount({ action: 'balance.adjust' })).toBe(before + 1);

  const back = await adjust({ ...params, direction: -1, amount: 2.5, reason: 'correction' });
  expect(back).toMatchObject({ code: 0, data: { balance: 10 } });
  expect(await auditCount({ action: 'balance.adjust' })).toBe(before + 2);

  // More than the user holds: refused, nothing moves, no audit row.
  const over = await adjust({ ...params, direction: -1, amount: 10.1 });
  expect(over).toMatchObject({ code: 1, data: { error: 'insufficientBalance' } });
  expect((await userBalances(u.user.id)).coins).toBe(100);
  expect(await auditCount({ action: 'balance.adjust' })).toBe(before + 2);
  expect(await auditLedger()).toEqual([]);
});

it('refuses one’s own account, a missing key and bad input, changing nothing', async () => {
  await t.call('admin/reauth', { params: { password: 'admin123456' }, token: admin.token });
  const before = await auditCount({ action: 'balance.adjust' });
  const own = await adjust({ user_id: admin.user.id, direction: 1, amount: 1, reason: 'me' });
  expect(own).toMatchObject({ code: 1, data: { error: 'cannotReviewOwn' } });
  const u = await registerUser(t);
  const noKey = await t.call('admin/adjustBalance', {
    params: { user_id: u.user.id, direction: 1, amount: 1, reason: 'x' },
    token: admin.token,
  });
  expect(noKey.code).toBe(1);
  for (const params of [
    { user_id: u.user.id, direction: 0, amount: 1, reason: 'x' },
    { user_id: u.user.id, direction: 1, amount: 0, reason: 'x' },
    { user_id: u.user.id, direction: 1, amount: 1.25, reason: 'x' },
    { user_id: u.user.id, direction: 1, amount: 100_000.1, reason: 'x' },
    { user_id: u.user.id, direction: 1, amount: 1, reason: '   ' },
    { user_id: 99999999, direction: 1, amount: 1, reason: 'x' },
  ]) {
    const res = await adjust(params);
    expect({ params, code: res.code, status: res.status }).toEqual({
      params,
      code: 1,
      status: 200,
    });
  }
  expect((await userBalances(u.user.id)).coins).toBe(0);
  expect(await auditCount({ action: 'balance.adjust' })).toBe(before);
});

it('moves money once per key, however often and concurrently the call is retried', async () => {
  await t.call('admin/reauth', { params: { password: 'admin123456' }, token: admin.token });
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1, max: 5000 }),
      fc.integer({ min: 1, max: 5 }),
      async (tenths, copies) => {
        const u = await registerUser(t);
        await credit(u.user.id, 100);
        const key = idemKey();
        const before = await auditCount({ action: 'balance.adjust' });
        const params = { user_id: u.user.id, direction: 1, amount: tenths / 10, reason: 'promo' };
        const answers = await Promise.all(
          Array.from({ length: copies }, () => adjust(params, key)),
        );
        const okOnes = answers.filter((a) => a.code === 0);
        expect(okOnes.length).toBeGreaterThanOrEqual(1);
        for (const a of answers)
          if (a.code !== 0)
            expect((a.data as { error: string }).error).toBe('idempotencyInProgress');
        expect((await userBalances(u.user.id)).coins).toBe(100 + tenths);
        expect(await auditCount({ action: 'balance.adjust' })).toBe(before + 1);
      },
    ),
    { numRuns: 6 },
  );
  expect(await auditLedger()).toEqual([]);
});
