import { ApiError, CODE_LOGIN } from '@/lib/contract';
import { createTestApi, type TestApi } from '@/test/api';
import { api } from '@/lib/api/app';
import { expectAnswer, takeAnswer } from '@/lib/api/in-process';
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

describe('the in-process hand-over (lib/api/in-process.ts)', () => {
  const request = () => new Request('http://internal/api/health', { headers: { lang: 'en' } });

  it('gives the BFF the envelope text and leaves the body empty', async () => {
    const req = request();
    expectAnswer(req);
    const res = await api().fetch(req);
    expect(await res.text()).toBe('');
    expect(res.headers.get('content-type')).toBe('application/json');
    const text = takeAnswer(req);
    expect(JSON.parse(text ?? 'null')).toEqual({ code: 0, msg: '', data: { status: 'ok' } });
    // Once only.
    expect(takeAnswer(req)).toBeNull();
  });

  it('answers any other request in its body, as before', async () => {
    const res = await api().fetch(request());
    expect(await res.json()).toEqual({ code: 0, msg: '', data: { status: 'ok' } });
  });

  it('hands failures over the same way, with their status', async () => {
    const req = new Request('http://internal/api/user/nothing-here', { headers: { lang: 'en' } });
    expectAnswer(req);
    const res = await api().fetch(req);
    expect(res.status).toBe(404);
    expect(JSON.parse(takeAnswer(req) ?? 'null')).toMatchObject({ code: 1, msg: 'No such API' });
  });
});
