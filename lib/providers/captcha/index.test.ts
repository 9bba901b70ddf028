import { resetEnvForTests } from '@/lib/env';
import { captchaProvider, requireCaptcha } from './index';

const saved = { ...process.env };
function useEnv(vars: Record<string, string>) {
  process.env = { ...saved, NODE_ENV: 'test', ...vars };
  resetEnvForTests();
}
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

describe('captcha provider selection', () => {
  it('defaults to ALTCHA, which requires a payload', async () => {
    useEnv({});
    const c = await captchaProvider().challenge();
    expect(c).toMatchObject({ algorithm: 'SHA-256' });
    await expect(requireCaptcha(undefined, '1.2.3.4')).rejects.toMatchObject({
      key: 'captchaRequired',
    });
    await expect(requireCaptcha('', '1.2.3.4')).rejects.toMatchObject({ key: 'captchaRequired' });
  });

  it('off lets requests through without a payload', async () => {
    useEnv({ CAPTCHA_PROVIDER: 'off' });
    expect(await captchaProvider().challenge()).toEqual({ provider: 'off' });
    await expect(requireCaptcha(undefined, '1.2.3.4')).resolves.toBeUndefined();
  });

  it('tencent names its app and refuses a payload that is not a ticket without calling out', async () => {
    useEnv({
      CAPTCHA_PROVIDER: 'tencent',
      TENCENT_CAPTCHA_APP_ID: '190000000',
      TENCENT_CAPTCHA_SECRET: 'app-secret',
      TENCENT_SECRET_ID: 'id',
      TENCENT_SECRET_KEY: 'key',
    });
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    expect(await captchaProvider().challenge()).toEqual({
      provider: 'tencent',
      app_id: '190000000',
    });
    await expect(requireCaptcha('not json', '1.2.3.4')).rejects.toMatchObject({
      key: 'captchaInvalid',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});

describe('tencent captcha call', () => {
  const ticket = JSON.stringify({ ticket: 't-123', randstr: '@abc' });
  beforeEach(() =>
    useEnv({
      CAPTCHA_PROVIDER: 'tencent',
      TENCENT_CAPTCHA_APP_ID: '190000000',
      TENCENT_CAPTCHA_SECRET: 'app-secret',
      TENCENT_SECRET_ID: 'AKIDcaptcha',
      TENCENT_SECRET_KEY: 'key',
    }),
  );

  it('asks DescribeCaptchaResult with a signed call and accepts CaptchaCode 1 only', async () => {
    const answers = [1, 9];
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        Response.json({ Response: { CaptchaCode: answers.shift(), RequestId: 'r' } }),
      );
    try {
      await expect(requireCaptcha(ticket, '203.0.113.9')).resolves.toBeUndefined();
      await expect(requireCaptcha(ticket, '203.0.113.9')).rejects.toMatchObject({
        key: 'captchaInvalid',
      });
      const [url, init] = fetchSpy.mock.calls[0] as [URL, RequestInit];
      expect(String(url)).toBe('https://captcha.tencentcloudapi.com/');
      const headers = init.headers as Record<string, string>;
      expect(headers).toMatchObject({
        'Content-Type': 'application/json; charset=utf-8',
        'X-TC-Action': 'DescribeCaptchaResult',
        'X-TC-Version': '2019-07-22',
        'X-TC-Timestamp': expect.stringMatching(/^\d{10}$/),
      });
      expect(headers).not.toHaveProperty('X-TC-Region');
      expect(headers.Authorization).toMatch(
        /^TC3-HMAC-SHA256 Credential=AKIDcaptcha\/\d{4}-\d{2}-\d{2}\/captcha\/tc3_request, SignedHeaders=content-type;host, Signature=[0-9a-f]{64}$/,
      );
      expect(JSON.parse(init.body as string)).toEqual({
        CaptchaType: 9,
        Ticket: 't-123',
        UserIp: '203.0.113.9',
        Randstr: '@abc',
        CaptchaAppId: 190000000,
        AppSecretKey: 'app-secret',
      });
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('refuses when the service answers an error or cannot be reached', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        Response.json({ Response: { Error: { Code: 'AuthFailure' }, RequestId: 'r' } }),
      )
      .mockRejectedValueOnce(new TypeError('fetch failed'));
    try {
      await expect(requireCaptcha(ticket, '203.0.113.9')).rejects.toMatchObject({
        key: 'captchaInvalid',
      });
      await expect(requireCaptcha(ticket, '203.0.113.9')).rejects.toMatchObject({
        key: 'captchaInvalid',
      });
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
