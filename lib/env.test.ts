import { parseEnv } from './env';

describe('environment configuration', () => {
  it('applies the defaults of DESIGN.md', () => {
    const e = parseEnv({} as NodeJS.ProcessEnv);
    expect(e).toMatchObject({
      PORT: 3000,
      DATA_DIR: './.data',
      SMS_PROVIDER: 'outbox',
      CAPTCHA_PROVIDER: 'altcha',
      STORAGE_PROVIDER: 'local',
      PAYMENT_PROVIDER: 'sandbox',
      CHAT_PROVIDER: 'builtin',
      FEED_PROVIDER: 'simulator',
    });
    expect(e.DATABASE_URL).toBeUndefined();
    expect(e.REDIS_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ SMS_PROVIDER: 'carrier-pigeon' }, 'SMS_PROVIDER'],
    [{ API_BASE_URL: 'not a url' }, 'API_BASE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production', CAPTCHA_PROVIDER: 'off', SESSION_SECRET: 'x'.repeat(40) }, 'CAPTCHA_PROVIDER'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET'],
    [{ CAPTCHA_PROVIDER: 'tencent' }, 'TENCENT_CAPTCHA_APP_ID'],
  ])('refuses %j naming the variable %s', (vars, name) => {
    expect(() => parseEnv(vars as unknown as NodeJS.ProcessEnv)).toThrow(new RegExp(`\\b${name}\\b`));
  });
});
