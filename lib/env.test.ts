import { PRODUCTION_ENV } from '@/test/production-env';
import { parseEnv } from './env';

const parse = (vars: Record<string, string>) => parseEnv(vars as unknown as NodeJS.ProcessEnv);

/** A complete production configuration (`npm start`): every check below changes one thing. */
const PRODUCTION: Record<string, string> = { ...PRODUCTION_ENV };

/** The variables an "Invalid environment configuration" error names, one per line. */
function named(vars: Record<string, string>): string[] {
  try {
    parse(vars);
  } catch (err) {
    const lines = (err as Error).message.split('\n');
    expect(lines[0]).toBe('Invalid environment configuration:');
    return lines.slice(1).map((l) => /^ {2}(\w+): /.exec(l)?.[1] ?? l);
  }
  return [];
}

describe('environment configuration', () => {
  it('applies the defaults of docs/architecture.md', () => {
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
    expect(e.APP_IOS_URL).toBeUndefined();
    expect(e.APP_ANDROID_URL).toBeUndefined();
  });

  it('takes the app download addresses as https URLs', () => {
    const e = parse({
      APP_IOS_URL: 'https://apps.apple.com/app/id123456789',
      APP_ANDROID_URL: 'https://cdn.example.com/ballstream.apk',
    });
    expect(e.APP_IOS_URL).toBe('https://apps.apple.com/app/id123456789');
    expect(e.APP_ANDROID_URL).toBe('https://cdn.example.com/ballstream.apk');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ SMS_PROVIDER: 'carrier-pigeon' }, 'SMS_PROVIDER'],
    [{ API_BASE_URL: 'not a url' }, 'API_BASE_URL'],
    [{ APP_IOS_URL: 'http://apps.apple.com/app/id1' }, 'APP_IOS_URL'],
    [{ APP_IOS_URL: '/downLoad' }, 'APP_IOS_URL'],
    [{ APP_ANDROID_URL: 'ftp://cdn.example/app.apk' }, 'APP_ANDROID_URL'],
    [{ APP_ANDROID_URL: 'javascript:alert(1)' }, 'APP_ANDROID_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [
      { NODE_ENV: 'production', CAPTCHA_PROVIDER: 'off', SESSION_SECRET: 'x'.repeat(40) },
      'CAPTCHA_PROVIDER',
    ],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET'],
    [{ CAPTCHA_PROVIDER: 'tencent' }, 'TENCENT_CAPTCHA_APP_ID'],
    [{ SMS_PROVIDER: 'tencent', TENCENT_SMS_ENDPOINT: 'sms.example' }, 'TENCENT_SMS_ENDPOINT'],
    [{ SMS_PROVIDER: 'tencent', TENCENT_SMS_SDK_APP_ID: 'app' }, 'TENCENT_SMS_SDK_APP_ID'],
  ])('refuses %j naming the variable %s', (vars, name) => {
    expect(() => parseEnv(vars as unknown as NodeJS.ProcessEnv)).toThrow(
      new RegExp(`\\b${name}\\b`),
    );
  });
});

describe('production (NODE_ENV=production without DEMO=1)', () => {
  it('accepts a complete configuration, with the Tencent SMS defaults', () => {
    expect(parse(PRODUCTION)).toMatchObject({
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_REGION: 'ap-guangzhou',
      TENCENT_SMS_ENDPOINT: 'https://sms.tencentcloudapi.com',
      RATE_LIMITS: 'on',
      FEED_TEST_TRIGGER: 'off',
      CAPTCHA_PROVIDER: 'altcha',
    });
  });

  it('has no SMS default: an unset SMS_PROVIDER is refused, telling the operator to choose one', () => {
    const { SMS_PROVIDER: _, ...rest } = PRODUCTION;
    expect(named(rest)).toEqual(['SMS_PROVIDER']);
    expect(() => parse(rest)).toThrow(/SMS_PROVIDER: required in production; choose .*tencent/);
  });

  it('refuses SMS_PROVIDER=outbox (its codes are readable through api/dev/sms)', () => {
    expect(named({ ...PRODUCTION, SMS_PROVIDER: 'outbox' })).toEqual(['SMS_PROVIDER']);
    expect(() => parse({ ...PRODUCTION, SMS_PROVIDER: 'outbox' })).toThrow(
      /"outbox" is refused in production/,
    );
  });

  it('refuses SMS_PROVIDER=log (it writes codes to the log)', () => {
    expect(named({ ...PRODUCTION, SMS_PROVIDER: 'log' })).toEqual(['SMS_PROVIDER']);
    expect(() => parse({ ...PRODUCTION, SMS_PROVIDER: 'log' })).toThrow(
      /"log" is refused in production/,
    );
  });

  it('refuses an SMS endpoint that is not https (the tests’ local fake)', () => {
    const fake = { ...PRODUCTION, TENCENT_SMS_ENDPOINT: 'http://127.0.0.1:9999' };
    expect(named(fake)).toEqual(['TENCENT_SMS_ENDPOINT']);
    expect(parse({ ...fake, DEMO: '1' }).DEMO).toBe(true);
    expect(parse(PRODUCTION).DEMO).toBe(false);
  });

  it('refuses RATE_LIMITS=off', () => {
    expect(named({ ...PRODUCTION, RATE_LIMITS: 'off' })).toEqual(['RATE_LIMITS']);
  });

  it('refuses FEED_TEST_TRIGGER=on', () => {
    expect(named({ ...PRODUCTION, FEED_TEST_TRIGGER: 'on' })).toEqual(['FEED_TEST_TRIGGER']);
  });

  it('refuses DEMO_CLOCK outside the demo', () => {
    expect(named({ ...PRODUCTION, DEMO_CLOCK: '04:30' })).toEqual(['DEMO_CLOCK']);
    expect(parse({ ...PRODUCTION, DEMO: '1', DEMO_CLOCK: '04:30' }).DEMO_CLOCK).toBe('04:30');
  });

  it('refuses DEMO_AUDIENCE=on outside the demo (issue 24)', () => {
    expect(named({ ...PRODUCTION, DEMO_AUDIENCE: 'on' })).toEqual(['DEMO_AUDIENCE']);
    expect(parse({ ...PRODUCTION, DEMO: '1', DEMO_AUDIENCE: 'on' }).DEMO_AUDIENCE).toBe('on');
    expect(parse({ ...PRODUCTION }).DEMO_AUDIENCE).toBe('off');
  });

  it('refuses CAPTCHA_PROVIDER=off', () => {
    expect(named({ ...PRODUCTION, CAPTCHA_PROVIDER: 'off' })).toEqual(['CAPTCHA_PROVIDER']);
  });

  it('names every refused switch at once', () => {
    expect(
      named({
        NODE_ENV: 'production',
        RATE_LIMITS: 'off',
        FEED_TEST_TRIGGER: 'on',
        CAPTCHA_PROVIDER: 'off',
      }),
    ).toEqual([
      'SMS_PROVIDER',
      'CAPTCHA_PROVIDER',
      'RATE_LIMITS',
      'FEED_TEST_TRIGGER',
      'SESSION_SECRET',
      'PUBLIC_URL',
      'STREAM_HOOK_TOKEN',
    ]);
  });

  it.each([
    'TENCENT_SECRET_ID',
    'TENCENT_SECRET_KEY',
    'TENCENT_SMS_SDK_APP_ID',
    'TENCENT_SMS_SIGN_NAME',
    'TENCENT_SMS_TEMPLATE_ID',
  ])('refuses SMS_PROVIDER=tencent without %s, naming it', (name) => {
    const vars: Record<string, string> = { ...PRODUCTION };
    delete vars[name];
    expect(named(vars)).toEqual([name]);
    // Outside production too: an unconfigured provider never starts.
    vars.NODE_ENV = 'development';
    expect(named(vars)).toEqual([name]);
  });

  it('reads DEMO from the variables it is given, not from the process', () => {
    const saved = process.env.DEMO;
    process.env.DEMO = '1';
    try {
      expect(named({ ...PRODUCTION, SMS_PROVIDER: 'outbox' })).toEqual(['SMS_PROVIDER']);
    } finally {
      if (saved === undefined) delete process.env.DEMO;
      else process.env.DEMO = saved;
    }
  });
});

describe('PUBLIC_URL (issue 23 §3)', () => {
  it('is required in production: without it links and the page policy would follow the Host header', () => {
    const { PUBLIC_URL: _, ...rest } = PRODUCTION;
    expect(named(rest)).toEqual(['PUBLIC_URL']);
    expect(() => parse(rest)).toThrow(/PUBLIC_URL: required in production/);
    // The demo, the e2e server, development and tests derive a safe one (lib/http/public-origin.ts).
    expect(parse({ ...rest, DEMO: '1' }).PUBLIC_URL).toBeUndefined();
    expect(parse({}).PUBLIC_URL).toBeUndefined();
  });

  it.each([
    ['https://site.example', 'https://site.example'],
    ['https://site.example/', 'https://site.example'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['https://Sport.Example.com:8443', 'https://sport.example.com:8443'],
    ['http://[::1]:3000/', 'http://[::1]:3000'],
  ])('takes the origin %s, kept as %s', (value, origin) => {
    expect(parse({ ...PRODUCTION, PUBLIC_URL: value }).PUBLIC_URL).toBe(origin);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://site.example',
    'ws://site.example',
    'site.example',
    'https:site.example',
    'https:/site.example',
    'https://',
    'https://site.example/app',
    'https://site.example/?next=1',
    'https://site.example?',
    'https://site.example#top',
    'https://user:pw@site.example',
    'https://site.example\\evil.example',
    ' https://site.example',
    '',
  ])('refuses %j, naming the variable, in production and elsewhere', (value) => {
    expect(named({ ...PRODUCTION, PUBLIC_URL: value })).toEqual(['PUBLIC_URL']);
    expect(named({ PUBLIC_URL: value })).toEqual(['PUBLIC_URL']);
    expect(() => parse({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL: must be an http\(s\) origin/);
  });
});

describe('STREAM_HOOK and STREAM_HOOK_TOKEN in production (issue 23 §3)', () => {
  it('refuses to start without the token while the hook is on (the default)', () => {
    const { STREAM_HOOK_TOKEN: _, ...rest } = PRODUCTION;
    expect(parse(PRODUCTION).STREAM_HOOK).toBe('on');
    expect(named(rest)).toEqual(['STREAM_HOOK_TOKEN']);
    expect(named({ ...rest, STREAM_HOOK: 'on' })).toEqual(['STREAM_HOOK_TOKEN']);
    expect(() => parse(rest)).toThrow(/STREAM_HOOK_TOKEN: required in production/);
  });

  it('starts without it when the hook is off, and outside production', () => {
    const { STREAM_HOOK_TOKEN: _, ...rest } = PRODUCTION;
    expect(parse({ ...rest, STREAM_HOOK: 'off' })).toMatchObject({ STREAM_HOOK: 'off' });
    expect(parse({ ...rest, DEMO: '1' }).STREAM_HOOK_TOKEN).toBeUndefined();
    expect(parse({}).STREAM_HOOK).toBe('on');
  });

  it('refuses a bad switch, naming it', () => {
    expect(named({ STREAM_HOOK: 'maybe' })).toEqual(['STREAM_HOOK']);
  });
});

describe('the demo (NODE_ENV=production with DEMO=1) and development', () => {
  it('demo production still accepts outbox, as npm run demo, the e2e server and api-instance run', () => {
    expect(parse({ NODE_ENV: 'production', DEMO: '1' })).toMatchObject({ SMS_PROVIDER: 'outbox' });
    expect(
      parse({
        NODE_ENV: 'production',
        DEMO: '1',
        SMS_PROVIDER: 'outbox',
        RATE_LIMITS: 'off',
        FEED_TEST_TRIGGER: 'on',
      }),
    ).toMatchObject({ SMS_PROVIDER: 'outbox', RATE_LIMITS: 'off', FEED_TEST_TRIGGER: 'on' });
  });

  it('development and tests default to the outbox and allow the test switches', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(
        parse({
          NODE_ENV,
          RATE_LIMITS: 'off',
          FEED_TEST_TRIGGER: 'on',
          CAPTCHA_PROVIDER: 'off',
          SMS_PROVIDER: 'log',
        }),
      ).toMatchObject({ SMS_PROVIDER: 'log', RATE_LIMITS: 'off' });
      expect(parse({ NODE_ENV }).SMS_PROVIDER).toBe('outbox');
    }
  });
});

describe('STORAGE_PROVIDER=s3', () => {
  const S3: Record<string, string> = {
    STORAGE_PROVIDER: 's3',
    S3_BUCKET: 'site-uploads',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_PUBLIC_URL: 'https://cdn.example.com/media/',
  };

  it('defaults the region and path style, and trims the public URL', () => {
    expect(parse(S3)).toMatchObject({
      STORAGE_PROVIDER: 's3',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
      S3_PUBLIC_URL: 'https://cdn.example.com/media',
    });
    expect(
      parse({ ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }),
    ).toMatchObject({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: true });
    expect(parse({ ...PRODUCTION, ...S3 }).STORAGE_PROVIDER).toBe('s3');
  });

  it.each(['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'])(
    'refuses to start without %s, naming it',
    (name) => {
      const vars = { ...S3 };
      delete vars[name];
      expect(named(vars)).toEqual([name]);
      expect(named({ ...PRODUCTION, ...vars })).toEqual([name]);
    },
  );

  it('needs none of them with the local default', () => {
    expect(named({})).toEqual([]);
    expect(parse({}).S3_BUCKET).toBeUndefined();
  });

  it.each([
    [{ STORAGE_PROVIDER: 'ftp' }, 'STORAGE_PROVIDER'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_PUBLIC_URL: 'cdn.example.com' }, 'S3_PUBLIC_URL'],
    [{ S3_PUBLIC_URL: 'https://cdn.example.com/?sig=1' }, 'S3_PUBLIC_URL'],
    [{ S3_BUCKET: 'a/b' }, 'S3_BUCKET'],
  ])('refuses %j naming %s', (vars, name) => {
    expect([...new Set(named({ ...S3, ...vars }))]).toEqual([name]);
  });

  it('refuses an http:// public URL in production (mixed content), not in development', () => {
    const plain = { ...S3, S3_PUBLIC_URL: 'http://cdn.example.com' };
    expect(named({ ...PRODUCTION, ...plain })).toEqual(['S3_PUBLIC_URL']);
    expect(named(plain)).toEqual([]);
  });
});

describe('CONTENT_PAGE_CACHE_MS', () => {
  it('keeps content pages a minute by default, in production too; 0 turns the cache off', () => {
    expect(parse({}).CONTENT_PAGE_CACHE_MS).toBe(60_000);
    expect(parse(PRODUCTION).CONTENT_PAGE_CACHE_MS).toBe(60_000);
    // Not a test switch: an operator may run without it (e.g. behind a CDN) in production.
    expect(parse({ ...PRODUCTION, CONTENT_PAGE_CACHE_MS: '0' }).CONTENT_PAGE_CACHE_MS).toBe(0);
  });

  it.each(['-1', '3600001', 'soon'])('refuses %s, naming the variable', (v) => {
    expect(named({ CONTENT_PAGE_CACHE_MS: v })).toEqual(['CONTENT_PAGE_CACHE_MS']);
  });
});

describe('PAYMENT_PROVIDER and the wallet settings', () => {
  const ALIPAY = {
    PAYMENT_PROVIDER: 'alipay',
    ALIPAY_APP_ID: '2021000000000001',
    ALIPAY_PRIVATE_KEY: 'k'.repeat(64),
    ALIPAY_PUBLIC_KEY: 'p'.repeat(64),
    PUBLIC_URL: 'https://ballstream.example',
  };

  it('defaults to the sandbox outside production and to none (recharging closed) in production', () => {
    expect(parse({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(parse({ NODE_ENV: 'production', DEMO: '1' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(parse(PRODUCTION).PAYMENT_PROVIDER).toBe('none');
  });

  it('refuses the sandbox in production: its checkout credits coins without a payment', () => {
    expect(named({ ...PRODUCTION, PAYMENT_PROVIDER: 'sandbox' })).toEqual(['PAYMENT_PROVIDER']);
    expect(parse({ NODE_ENV: 'production', DEMO: '1', PAYMENT_PROVIDER: 'sandbox' })).toMatchObject(
      {
        PAYMENT_PROVIDER: 'sandbox',
      },
    );
  });

  it('takes alipay with its settings, naming each one missing', () => {
    expect(parse({ ...PRODUCTION, ...ALIPAY }).PAYMENT_PROVIDER).toBe('alipay');
    for (const name of ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'PUBLIC_URL']) {
      const vars: Record<string, string> = { ...PRODUCTION, ...ALIPAY };
      delete vars[name];
      expect(named(vars)).toEqual([name]);
    }
    expect(named({ ...PRODUCTION, ...ALIPAY, ALIPAY_APP_ID: 'app-id' })).toEqual(['ALIPAY_APP_ID']);
    expect(named({ ...PRODUCTION, ...ALIPAY, ALIPAY_GATEWAY: 'http://alipay.example/gw' })).toEqual(
      ['ALIPAY_GATEWAY'],
    );
    expect(named({ PAYMENT_PROVIDER: 'paypal' })).toEqual(['PAYMENT_PROVIDER']);
  });

  it('has wallet defaults and refuses bad values by name', () => {
    expect(parse({})).toMatchObject({
      GIFT_ANCHOR_SHARE_PERCENT: 50,
      WALLET_SETTLEMENT_HOURS: 72,
      WALLET_MIN_WITHDRAWAL: 100,
    });
    // Tuning knobs, not test switches: 0 hours (settle at once) is allowed in production.
    expect(parse({ ...PRODUCTION, WALLET_SETTLEMENT_HOURS: '0' }).WALLET_SETTLEMENT_HOURS).toBe(0);
    expect(named({ GIFT_ANCHOR_SHARE_PERCENT: '101' })).toEqual(['GIFT_ANCHOR_SHARE_PERCENT']);
    expect(named({ GIFT_ANCHOR_SHARE_PERCENT: '12.5' })).toEqual(['GIFT_ANCHOR_SHARE_PERCENT']);
    expect(named({ WALLET_SETTLEMENT_HOURS: '-1' })).toEqual(['WALLET_SETTLEMENT_HOURS']);
    expect(named({ WALLET_MIN_WITHDRAWAL: '0' })).toEqual(['WALLET_MIN_WITHDRAWAL']);
    expect(named({ WALLET_MIN_WITHDRAWAL: 'lots' })).toEqual(['WALLET_MIN_WITHDRAWAL']);
  });
});
