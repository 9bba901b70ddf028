import { ApiError, CODE_LOGIN } from '@/lib/contract';
import { createTestApi, type TestApi } from '@/test/api';
import { upstreamData } from './upstream';

/** The BFF's adapter to the in-process platform API: data, or a typed ApiError. */

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t?.cleanup());

async function failure(path: string): Promise<ApiError> {
  const e: unknown = await upstreamData({ path, lang: 'en' }).catch((err: unknown) => err);
  if (!(e instanceof ApiError)) throw new Error(`${path} did not throw an ApiError: ${String(e)}`);
  return e;
}

describe('upstreamData', () => {
  it('resolves with the data of a code 0 answer', async () => {
    const data = await upstreamData<{ status: string }>({ path: 'health', lang: 'zh' });
    expect(data).toEqual({ status: 'ok' });
  });

  it('throws code 700 with its key for a call that needs login', async () => {
    const e = await failure('user/info');
    expect(e).toMatchObject({ code: CODE_LOGIN, key: 'notLoggedIn', status: 200 });
    expect(e.msg).toBeTruthy();
  });

  it('throws code 1 with the key and the HTTP status of an unknown path', async () => {
    const e = await failure('user/nothing-here');
    expect(e).toMatchObject({ code: 1, key: 'notFound', status: 404, msg: 'No such API' });
  });
});
