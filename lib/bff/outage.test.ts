/**
 * A page's read through the BFF while the database is down: the API's answer is the 503
 * `serviceUnavailable`, which the BFF's adapter throws as a typed ApiError and which
 * serverApiOrNull does not turn into "nothing there" (isRefusal): the page fails and shows the
 * error page. The database here is an address that refuses connections, through the site's own
 * pool (lib/db/client.ts openPostgres).
 */
import { ApiError } from '@/lib/contract';
import { freePort } from '@/scripts/api-instance';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { useSitePostgres } from '@/test/site-db';
import { isRefusal, upstreamData } from './upstream';

let t: TestApi;
let token: string;
beforeAll(async () => {
  t = await createTestApi();
  ({ token } = await registerUser(t));
});
afterAll(() => t?.cleanup());

test('a read while the database is down throws the retryable 503, which is not a refusal', async () => {
  const known = await upstreamData({ path: 'user/info', token, lang: 'en' }).catch((e) => e);
  expect(known).not.toBeInstanceOf(Error);
  const notFound = await upstreamData({ path: 'nothing/here', lang: 'en' }).catch((e) => e);
  expect(isRefusal(notFound)).toBe(true);

  // Nothing listens on that port: every connection is refused.
  await useSitePostgres(`postgres://postgres@127.0.0.1:${await freePort()}/x`);
  const e: unknown = await upstreamData({ path: 'user/info', token, lang: 'vi' }).catch(
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  expect(e).toMatchObject({ status: 503, key: 'serviceUnavailable' });
  expect((e as ApiError).msg).toBe('Dịch vụ tạm thời gián đoạn, vui lòng thử lại sau 5 giây');
  expect(isRefusal(e)).toBe(false);
});
