import { createTestApi, type TestApi } from '@/test/api';

/**
 * `POST api/__test/end-match` exists only with FEED_TEST_TRIGGER=on, which production refuses at
 * start-up (lib/env.test.ts "refuses FEED_TEST_TRIGGER=on"): without it the path is an unknown
 * one, even for this machine.
 */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ FEED_TEST_TRIGGER: 'off' });
});
afterAll(() => t?.cleanup());

it('is not mounted without FEED_TEST_TRIGGER: 404 with the envelope, even from loopback', async () => {
  const r = await t.call('__test/end-match', { params: { match_id: 1 }, ip: '127.0.0.1' });
  expect(r.status).toBe(404);
  expect(r.code).toBe(1);
});
