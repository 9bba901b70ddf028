import { createTestApi, type TestApi } from '@/test/api';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t?.cleanup());

describe('platform API contracts', () => {
  it('answers health with code 0 once the database answers', async () => {
    const r = await t.call('health');
    expect(r).toMatchObject({ code: 0, status: 200 });
  });

  it('matches paths case-insensitively and accepts POST for GET endpoints', async () => {
    expect((await t.call('HEALTH')).code).toBe(0);
    expect((await t.call('Health', { method: 'POST' })).code).toBe(0);
  });

  it('answers unknown paths with 404 and the envelope in the request language', async () => {
    const zh = await t.call('user/nothing-here');
    expect(zh).toMatchObject({
      status: 404,
      code: 1,
      msg: '接口不存在',
      data: { error: 'notFound' },
    });
    const en = await t.call('user/nothing-here', { lang: 'en' });
    expect(en.msg).toBe('No such API');
    const vi = await t.call('user/nothing-here', {
      headers: { 'accept-language': 'vi-VN,vi;q=0.9' },
    });
    expect(vi.msg).toBe('API không tồn tại');
  });

  it('serves an OpenAPI document listing the endpoints', async () => {
    const res = await t.app.request('/api/openapi.json');
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });
});
