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
