import { simulateOutage } from '@/lib/api/simulated-outage';
import { allEndpoints } from '@/lib/api/routes';
import { env } from '@/lib/env';
import { createTestApi, type TestApi } from '@/test/api';
import { withProductionEnv } from '@/test/production-env';
import { registerUser } from '@/test/factories';

/**
 * `POST api/__test/outage` (e2e only, FEED_TEST_TRIGGER=on): for a few seconds one user's API
 * calls answer what a database outage answers, so an e2e test can see the pages' error page and
 * their recovery (e2e/error-page.spec.ts) while the tests beside it go on.
 */
const LOOPBACK = '127.0.0.1';

describe('the simulated outage trigger', () => {
  let t: TestApi;
  let a: { token: string; id: number };
  let b: { token: string; id: number };
  beforeAll(async () => {
    t = await createTestApi({ FEED_TEST_TRIGGER: 'on', RATE_LIMITS: 'off' });
    const [ra, rb] = [await registerUser(t), await registerUser(t)];
    a = { token: ra.token, id: ra.user.id };
    b = { token: rb.token, id: rb.user.id };
  });
  afterAll(async () => {
    simulateOutage(a.id, 0);
    await t?.cleanup();
  });
  const info = (u: { token: string }, lang = 'en') => t.call('user/info', { token: u.token, lang });

  it('answers 404 to callers off this machine, and starts nothing', async () => {
    const r = await t.call('__test/outage', {
      params: { user_id: a.id, seconds: 5 },
      ip: '203.0.113.9',
    });
    expect(r.status).toBe(404);
    expect((await info(a)).code).toBe(0);
  });

  it('refuses a length outside 0–60 s or no user', async () => {
    for (const params of [
      { user_id: a.id, seconds: -1 },
      { user_id: a.id, seconds: 61 },
      { user_id: a.id, seconds: 'x' },
      { seconds: 5 },
    ]) {
      const r = await t.call('__test/outage', { params, ip: LOOPBACK });
      expect(r).toMatchObject({ status: 200, code: 1, data: { error: 'invalidField' } });
    }
    expect((await info(a)).code).toBe(0);
  });

  it('makes that user’s calls answer the outage’s 503 until it is ended; others go on', async () => {
    const on = await t.call('__test/outage', {
      params: { user_id: a.id, seconds: 30 },
      ip: LOOPBACK,
    });
    expect(on.code).toBe(0);
    expect(on.data.until).toBeGreaterThan(Date.now());
    const r = await info(a, 'vi');
    expect(r.status).toBe(503);
    expect(r.data).toEqual({ error: 'serviceUnavailable', retry_after: 5 });
    expect((await info(b)).code).toBe(0);
    expect((await t.call('Universal/getConfig')).code).toBe(0);
    // The triggers themselves still answer, so a test can end it.
    const off = await t.call('__test/outage', {
      params: { user_id: a.id, seconds: 0 },
      ip: LOOPBACK,
    });
    expect(off).toMatchObject({ code: 0, data: { until: 0 } });
    expect((await info(a)).code).toBe(0);
  });

  it('ends by itself', async () => {
    simulateOutage(a.id, 200);
    expect((await info(a)).status).toBe(503);
    await new Promise((r) => setTimeout(r, 250));
    expect((await info(a)).code).toBe(0);
  });
});

describe('without FEED_TEST_TRIGGER', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi({ FEED_TEST_TRIGGER: 'off' });
  });
  afterAll(() => t?.cleanup());

  it('is not mounted: 404, even from this machine', async () => {
    const r = await t.call('__test/outage', {
      params: { user_id: 1, seconds: 5 },
      ip: LOOPBACK,
    });
    expect(r.status).toBe(404);
  });
});

describe('in production', () => {
  it('is not mounted, and the switch that would mount it stops the start', async () => {
    const paths = await withProductionEnv(() => allEndpoints().map((e) => e.path));
    expect(paths).not.toContain('__test/outage');
    expect(paths.filter((p) => p.startsWith('__test/'))).toEqual([]);
    await withProductionEnv(() => expect(() => env()).toThrow(/FEED_TEST_TRIGGER/), {
      FEED_TEST_TRIGGER: 'on',
    });
  });
});
