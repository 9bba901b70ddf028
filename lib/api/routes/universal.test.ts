import { verifyChatSig } from '@/lib/providers/chat/sig';
import { resetEnvForTests } from '@/lib/env';
import { createApp } from '@/lib/api/app';
import { allEndpoints } from '@/lib/api/routes';
import { createTestApi, type TestApi } from '@/test/api';
import { withProductionEnv } from '@/test/production-env';
import { solveCaptcha, uniqueMobile } from '@/test/factories';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t?.cleanup());

describe('Universal', () => {
  it('getConfig answers the settings with country names in the request language, 86 first', async () => {
    const zh = await t.call('Universal/getConfig');
    expect(zh.code).toBe(0);
    expect(zh.data).toMatchObject({
      websocket_url: '/ws',
      homepage_qrcode: {
        download: '/pages/download',
        official_account: expect.any(String),
        WeChat_official_account: expect.any(String),
      },
      feedback_qq: '800088123',
      customer_service_email: 'service@ballstream.example',
      app_redirect_url: '/downLoad',
      app_version: '2.6.0',
      app_ios_url: '',
      app_android_url: '',
      invite_activity_open: true,
    });
    expect(zh.data.CountryCode[0]).toEqual({
      id: expect.any(Number),
      code: '86',
      name: '中国大陆',
    });
    const en = await t.call('universal/getconfig', { lang: 'en' });
    expect(en.data.CountryCode[0].name).toBe('China');
    const vi = await t.call('Universal/getConfig', { lang: 'vi' });
    expect(vi.data.CountryCode.find((c: { code: string }) => c.code === '84').name).toBe(
      'Việt Nam',
    );
  });

  it('getConfig passes on the app store addresses configured with APP_IOS_URL / APP_ANDROID_URL', async () => {
    process.env.APP_IOS_URL = 'https://apps.apple.com/app/id123456789';
    process.env.APP_ANDROID_URL = 'https://cdn.example.com/ballstream.apk';
    resetEnvForTests();
    try {
      const r = await t.call('Universal/getConfig');
      expect(r.data).toMatchObject({
        app_ios_url: 'https://apps.apple.com/app/id123456789',
        app_android_url: 'https://cdn.example.com/ballstream.apk',
      });
    } finally {
      delete process.env.APP_IOS_URL;
      delete process.env.APP_ANDROID_URL;
      resetEnvForTests();
    }
  });

  it('getHot answers the 10 hottest keywords, localised, hottest first (no live match here)', async () => {
    const zh = await t.call('universal/getHot');
    expect(zh.data).toHaveLength(10);
    expect(zh.data[0]).toEqual({
      id: expect.any(Number),
      kind: 'keyword',
      name: '英超',
      hot: expect.any(Number),
      match_id: null,
      short_name: null,
    });
    const hots = zh.data.map((h: { hot: number }) => h.hot);
    expect([...hots].sort((a, b) => b - a)).toEqual(hots);
    expect((await t.call('universal/getHot', { lang: 'en' })).data[0].name).toBe('Premier League');
  });

  it('imTouristAccount gives a fresh guest with a signature the chat accepts', async () => {
    const a = await t.call('Universal/imTouristAccount');
    const b = await t.call('Universal/imTouristAccount');
    expect(a.data.id).toMatch(/^guest_[0-9a-f]{16}$/);
    expect(a.data.id).not.toBe(b.data.id);
    expect(verifyChatSig(a.data.id, a.data.sig)).toBe(true);
    expect(verifyChatSig(b.data.id, a.data.sig)).toBe(false);
  });
});

describe('dev/sms', () => {
  const LOOPBACK = '127.0.0.1';

  it('exists with the outbox provider and validates the number', async () => {
    expect(await t.call('dev/sms?mobile=86-13900000000', { ip: LOOPBACK })).toMatchObject({
      code: 0,
      data: { code: null },
    });
    expect(await t.call('dev/sms?mobile=nope', { ip: LOOPBACK })).toMatchObject({
      code: 1,
      msg: '手机号格式不正确',
    });
  });

  it('gives the code to loopback callers only; anyone else gets the 404 of an unknown path', async () => {
    const mobile = uniqueMobile();
    const sent = await t.call('user/getCode', {
      params: { mobile, type: 1, captcha: await solveCaptcha(t) },
    });
    expect(sent.code).toBe(0);
    const unknown = await t.call('dev/nothing-here', { params: { mobile }, method: 'GET' });
    expect(unknown).toMatchObject({ status: 404, code: 1, data: { error: 'notFound' } });
    for (const ip of [
      '10.0.0.7',
      '203.0.113.5',
      '2001:db8::1',
      '127.0.0.2',
      '::ffff:10.0.0.7',
      '',
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        // The same answer for a number with a code as for one without: nothing to enumerate.
        expect(await t.call('dev/sms', { params: { mobile }, method, ip })).toEqual(unknown);
        const other = uniqueMobile();
        expect(await t.call('dev/sms', { params: { mobile: other }, method, ip })).toEqual(unknown);
      }
    }
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const r = await t.call('dev/sms', { params: { mobile }, method: 'GET', ip });
      expect(r).toMatchObject({ code: 0, data: { code: expect.stringMatching(/^\d{6}$/) } });
    }
  });

  it('does not exist with another SMS provider', async () => {
    process.env.SMS_PROVIDER = 'log';
    resetEnvForTests();
    try {
      const res = await createApp().request('/api/dev/sms?mobile=86-13900000000', {
        headers: { 'x-client-ip': '127.0.0.1' },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 1, data: { error: 'notFound' } });
    } finally {
      delete process.env.SMS_PROVIDER;
      resetEnvForTests();
    }
  });

  it('does not exist in production (npm start: NODE_ENV=production, no DEMO, a real provider)', async () => {
    await withProductionEnv(async () => {
      const paths = allEndpoints().map((e) => e.path.toLowerCase());
      expect(paths).toContain('user/getcode');
      expect(paths).not.toContain('dev/sms');
      expect(paths.filter((p) => p.startsWith('__test/'))).toEqual([]);
      const res = await createApp().request('/api/dev/sms?mobile=86-13900000000', {
        headers: { 'x-client-ip': '127.0.0.1' },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({
        code: 1,
        msg: '接口不存在',
        data: { error: 'notFound' },
      });
    });
  });
});
