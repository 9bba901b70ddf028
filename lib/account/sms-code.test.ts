import { resetEnvForTests } from '@/lib/env';
import { createTestApi, type TestApi } from '@/test/api';
import { smsCode, solveCaptcha, uniqueMobile } from '@/test/factories';
import {
  CODE_TTL_MS,
  HOURLY_PER_IP,
  HOURLY_PER_NUMBER,
  MAX_WRONG_TRIES,
  RESEND_AFTER_MS,
  setClockForTests,
} from './sms-code';

let t: TestApi;
let now = Date.now();
/** Moves the SMS clock forward; nothing here sleeps. */
const advance = (ms: number) => {
  now += ms;
};

beforeAll(async () => {
  t = await createTestApi();
  setClockForTests(() => new Date(now));
});
afterAll(async () => {
  setClockForTests();
  await t?.cleanup();
});

async function getCode(mobile: string, type = 1, ip?: string) {
  return t.call('user/getCode', { params: { mobile, type, captcha: await solveCaptcha(t) }, ip });
}

async function registerWith(mobile: string, code: string) {
  return t.call('user/registered', {
    params: { mobile, code, password: 'pass1234', captcha: await solveCaptcha(t) },
  });
}

/** A code that differs from `code` in its last digit. */
const wrong = (code: string) => code.slice(0, 5) + ((Number(code[5]) + 1) % 10);

describe('SMS codes', () => {
  it('use the limits of the product rules', () => {
    expect([
      CODE_TTL_MS,
      RESEND_AFTER_MS,
      MAX_WRONG_TRIES,
      HOURLY_PER_NUMBER,
      HOURLY_PER_IP,
    ]).toEqual([300_000, 60_000, 5, 5, 20]);
  });

  it('may be resent only after 60 s, telling how long to wait', async () => {
    const mobile = uniqueMobile();
    expect((await getCode(mobile)).code).toBe(0);
    advance(15_000);
    const early = await getCode(mobile);
    expect(early).toMatchObject({
      status: 429,
      code: 1,
      msg: '发送过于频繁，请45秒后再试',
      data: { error: 'codeResendWait' },
    });
    const en = await t.call('user/getCode', {
      params: { mobile, type: 1, captcha: await solveCaptcha(t) },
      lang: 'en',
    });
    expect(en.msg).toBe('Sent too often, please try again in 45 s');
    advance(45_000);
    expect((await getCode(mobile)).code).toBe(0);
  });

  it('expire after 5 minutes', async () => {
    const mobile = uniqueMobile();
    const code = await smsCode(t, mobile, 1);
    advance(CODE_TTL_MS);
    expect(await registerWith(mobile, code)).toMatchObject({
      code: 1,
      msg: '验证码已失效，请重新获取',
      data: { error: 'codeExpired' },
    });
  });

  it('work just before expiry, and only once', async () => {
    const mobile = uniqueMobile();
    const code = await smsCode(t, mobile, 1);
    advance(CODE_TTL_MS - 1000);
    expect((await registerWith(mobile, code)).code).toBe(0);
    expect((await registerWith(mobile, code)).data).toEqual({ error: 'codeInvalid' });
  });

  it('die after 5 wrong tries, even for the right code afterwards', async () => {
    const mobile = uniqueMobile();
    const code = await smsCode(t, mobile, 1);
    const answers: string[] = [];
    for (let i = 0; i < MAX_WRONG_TRIES; i++)
      answers.push((await registerWith(mobile, wrong(code))).data.error);
    expect(answers).toEqual([
      'codeInvalid',
      'codeInvalid',
      'codeInvalid',
      'codeInvalid',
      'codeTooManyTries',
    ]);
    const right = await registerWith(mobile, code);
    expect(right).toMatchObject({
      code: 1,
      msg: '验证码错误次数过多，请重新获取',
      data: { error: 'codeTooManyTries' },
    });
  });

  it('are replaced by a newer code for the same number', async () => {
    const mobile = uniqueMobile();
    const first = await smsCode(t, mobile, 1);
    advance(RESEND_AFTER_MS);
    const second = await smsCode(t, mobile, 1);
    if (first !== second)
      expect((await registerWith(mobile, first)).data).toEqual({ error: 'codeInvalid' });
    expect((await registerWith(mobile, second)).code).toBe(0);
  });

  it('are limited to 5 per number per hour', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < HOURLY_PER_NUMBER; i++) {
      expect((await getCode(mobile)).code).toBe(0);
      advance(RESEND_AFTER_MS);
    }
    const capped = await getCode(mobile);
    expect(capped).toMatchObject({
      status: 429,
      code: 1,
      msg: '今日发送次数过多，请稍后再试',
      data: { error: 'smsHourlyLimit' },
    });
    advance(3600_000 - HOURLY_PER_NUMBER * RESEND_AFTER_MS + 1000);
    expect((await getCode(mobile)).code).toBe(0);
  });

  it('are limited to 20 per address per hour', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < HOURLY_PER_IP; i++)
      expect((await getCode(uniqueMobile(), 1, ip)).code).toBe(0);
    expect(await getCode(uniqueMobile(), 1, ip)).toMatchObject({
      status: 429,
      data: { error: 'smsHourlyLimit' },
    });
    // Another address still gets codes.
    expect((await getCode(uniqueMobile(), 1, '198.51.100.21')).code).toBe(0);
  });
});

describe('SMS codes with RATE_LIMITS=off', () => {
  beforeAll(() => {
    process.env.RATE_LIMITS = 'off';
    resetEnvForTests();
  });
  afterAll(() => {
    delete process.env.RATE_LIMITS;
    resetEnvForTests();
  });

  it('drops the hourly caps but keeps the 60 s resend rule', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < HOURLY_PER_NUMBER + 2; i++) {
      expect((await getCode(mobile)).code).toBe(0);
      advance(RESEND_AFTER_MS);
    }
    expect((await getCode(mobile)).code).toBe(0);
    expect((await getCode(mobile)).data).toEqual({ error: 'codeResendWait' });
  });
});
