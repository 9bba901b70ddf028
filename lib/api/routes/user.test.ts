import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { smsOutbox, users } from '@/lib/db/schema';
import { setClockForTests } from '@/lib/account/sms-code';
import { createTestApi, type TestApi } from '@/test/api';
import { loginAs, registerUser, smsCode, solveCaptcha, uniqueMobile } from '@/test/factories';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t?.cleanup());

async function outboxCount(mobile: string): Promise<number> {
  return (await db().select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile))).length;
}

describe('registration and login', () => {
  it('registers, logs in, reads the user and signs out', async () => {
    const mobile = uniqueMobile();
    const code = await smsCode(t, mobile, 1);
    expect(code).toMatch(/^\d{6}$/);
    const reg = await t.call('user/registered', {
      params: {
        mobile,
        code,
        password: 'pass1234',
        device_type: 'pc',
        captcha: await solveCaptcha(t),
      },
    });
    expect(reg).toMatchObject({ status: 200, code: 0, msg: '注册成功，请登录', data: null });

    const login = await t.call('user/login', {
      params: { mobile, password: 'pass1234', device_type: 'pc', captcha: await solveCaptcha(t) },
    });
    expect(login.code).toBe(0);
    const { token, user } = login.data;
    expect(typeof token).toBe('string');
    expect(user).toMatchObject({
      mobile,
      exp: 0,
      level: 1,
      balance: 0,
      is_anchor: 0,
      imUserId: `u${user.id}`,
      signature: '',
      sex: 0,
      is_verified: 0,
      has_payment_password: 0,
      avatar: '/avatars/1.svg',
    });
    expect(user.user_nickname).toMatch(/^球迷\d{6}$/);
    expect(user.invite_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(user.userSig).toMatch(/^\d+\..+/);

    const info = await t.call('user/info', { token });
    expect(info).toMatchObject({ code: 0, data: { id: user.id, mobile } });
    expect(info.data).not.toHaveProperty('password_hash');
    expect((await t.call('Member/info', { token })).data).toMatchObject({ id: user.id });

    const out = await t.call('Member/SignOut', { method: 'POST', token });
    expect(out).toMatchObject({ code: 0, msg: '已退出登录' });
    expect(await t.call('user/info', { token })).toMatchObject({
      status: 200,
      code: 700,
      msg: '请登录后操作',
    });
  });

  it('names new users in the request language', async () => {
    const mobile = uniqueMobile();
    const code = await smsCode(t, mobile, 1);
    await t.call('user/registered', {
      params: { mobile, code, password: 'pass1234', captcha: await solveCaptcha(t) },
      lang: 'en',
    });
    const { user } = await loginAs(t, mobile, 'pass1234');
    expect(user.user_nickname).toMatch(/^Fan\d{6}$/);
  });

  it('records a known invite code and ignores an unknown one', async () => {
    const a = await registerUser(t, { invite_code: 'FAN001' });
    const b = await registerUser(t, { invite_code: 'NOSUCH99' });
    const rows = await db().select().from(users).where(eq(users.id, a.user.id));
    expect(rows[0].invitedByCode).toBe('FAN001');
    const rowsB = await db().select().from(users).where(eq(users.id, b.user.id));
    expect(rowsB[0].invitedByCode).toBeNull();
  });

  it('answers 700 without a token or with a made-up one', async () => {
    expect(await t.call('user/info')).toMatchObject({ code: 700, data: { error: 'notLoggedIn' } });
    expect(await t.call('Member/SignOut', { method: 'POST', token: 'nope' })).toMatchObject({
      code: 700,
    });
    expect((await t.call('user/info', { token: 'x'.repeat(5000) })).code).toBe(700);
  });

  it('uses a code once: a second registration with it fails', async () => {
    const mobile = uniqueMobile();
    const code = await smsCode(t, mobile, 1);
    const params = { mobile, code, password: 'pass1234' };
    expect(
      (await t.call('user/registered', { params: { ...params, captcha: await solveCaptcha(t) } }))
        .code,
    ).toBe(0);
    const again = await t.call('user/registered', {
      params: { ...params, captcha: await solveCaptcha(t) },
    });
    expect(again).toMatchObject({ code: 1, msg: '验证码错误', data: { error: 'codeInvalid' } });
  });

  it('refuses a number registered after its code was sent, keeping the code', async () => {
    const mobile = uniqueMobile();
    const code = await smsCode(t, mobile, 1);
    // Someone else completes a registration for the number meanwhile.
    await db()
      .insert(users)
      .values({
        mobile,
        passwordHash: 'x',
        nickname: `race${Date.now() % 1e6}`,
        inviteCode: 'RACE0001',
      });
    const r = await t.call('user/registered', {
      params: { mobile, code, password: 'pass1234', captcha: await solveCaptcha(t) },
    });
    expect(r).toMatchObject({
      code: 1,
      msg: '该手机号已注册，请直接登录',
      data: { error: 'mobileRegistered' },
    });
  });

  it('answers getCode alike for registered and unknown numbers but sends only where it makes sense', async () => {
    const known = { mobile: '86-13800000003' }; // a seeded user
    const before = await outboxCount(known.mobile);
    const reg = await t.call('user/getCode', {
      params: { mobile: known.mobile, type: 1, captcha: await solveCaptcha(t) },
    });
    const unknown = uniqueMobile();
    const other = await t.call('user/getCode', {
      params: { mobile: unknown, type: 2, captcha: await solveCaptcha(t) },
    });
    for (const r of [reg, other])
      expect(r).toMatchObject({ status: 200, code: 0, msg: '验证码已发送', data: null });
    expect(await outboxCount(known.mobile)).toBe(before);
    expect(await outboxCount(unknown)).toBe(0);
    // Both requests still count: an immediate retry must wait.
    const retry = await t.call('user/getCode', {
      params: { mobile: unknown, type: 2, captcha: await solveCaptcha(t) },
    });
    expect(retry).toMatchObject({ status: 429, data: { error: 'codeResendWait' } });
  });

  it('gives the same answer for an unknown number and a wrong password', async () => {
    const u = await registerUser(t);
    const wrong = await t.call('user/login', {
      params: { mobile: u.mobile, password: 'nope1234', captcha: await solveCaptcha(t) },
    });
    const unknown = await t.call('user/login', {
      params: { mobile: uniqueMobile(), password: 'nope1234', captcha: await solveCaptcha(t) },
    });
    for (const r of [wrong, unknown]) {
      expect(r).toMatchObject({
        status: 200,
        code: 1,
        msg: '手机号或密码错误',
        data: { error: 'loginFailed' },
      });
    }
  });

  it('logs in the seeded demo user', async () => {
    const { user } = await loginAs(t, '86-13800000002', 'anchor123456');
    expect(user).toMatchObject({
      user_nickname: '解说老李',
      is_anchor: 1,
      balance: 5200,
      exp: 8600,
      level: 10,
    });
  });

  it('limits wrong passwords per address and number', async () => {
    const u = await registerUser(t);
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i++) {
      const r = await t.call('user/login', {
        params: { mobile: u.mobile, password: 'bad-pass', captcha: await solveCaptcha(t) },
        ip,
      });
      expect(r.data).toEqual({ error: 'loginFailed' });
    }
    const blocked = await t.call('user/login', {
      params: { mobile: u.mobile, password: u.password, captcha: await solveCaptcha(t) },
      ip,
    });
    expect(blocked).toMatchObject({
      status: 429,
      code: 1,
      msg: expect.stringMatching(/^操作过于频繁，请\d+分钟后再试$/),
      data: { error: 'rateLimited', retry_after: expect.any(Number) },
    });
    // The lock-out lasts minutes, and says so in the caller's language and in Retry-After.
    expect(blocked.data.retry_after).toBeGreaterThan(60);
    const en = await t.call('user/login', {
      params: { mobile: u.mobile, password: u.password, captcha: await solveCaptcha(t) },
      ip,
      lang: 'en',
    });
    expect(en.msg).toMatch(/^Too many requests, please try again in \d+ min$/);
    const raw = await t.app.request('/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-ip': ip },
      body: JSON.stringify({
        mobile: u.mobile,
        password: u.password,
        captcha: await solveCaptcha(t),
      }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(60);
    // Another address is not affected.
    expect((await loginAs(t, u.mobile, u.password)).user.id).toBe(u.user.id);
  });
});

describe('forgot password', () => {
  it('sets a new password with a type-2 code and revokes every session', async () => {
    const u = await registerUser(t);
    // The register code was sent a moment ago; step past the 60 s resend rule.
    setClockForTests(() => new Date(Date.now() + 61_000));
    const code = await smsCode(t, u.mobile, 2).finally(() => setClockForTests());
    const r = await t.call('user/forgotPassword', {
      params: { mobile: u.mobile, code, password: 'newpass99', captcha: await solveCaptcha(t) },
    });
    expect(r).toMatchObject({ code: 0, msg: '密码已重置，请使用新密码登录' });
    expect((await t.call('user/info', { token: u.token })).code).toBe(700);
    await expect(loginAs(t, u.mobile, u.password)).rejects.toThrow('手机号或密码错误');
    expect((await loginAs(t, u.mobile, 'newpass99')).user.id).toBe(u.user.id);
  });

  it('does not accept a register code', async () => {
    const mobile = uniqueMobile();
    const code = await smsCode(t, mobile, 1);
    const r = await t.call('user/forgotPassword', {
      params: { mobile, code, password: 'newpass99', captcha: await solveCaptcha(t) },
    });
    expect(r.data).toEqual({ error: 'codeInvalid' });
  });
});

describe('captcha', () => {
  const loginParams = { mobile: '86-13800000001', password: 'demo123456', device_type: 'pc' };

  it.each(['user/getCode', 'user/login', 'user/registered', 'user/forgotPassword'])(
    '%s requires a captcha',
    async (path) => {
      const r = await t.call(path, {
        params: { mobile: uniqueMobile(), type: 1, code: '123456', password: 'pass1234' },
      });
      expect(r).toMatchObject({
        code: 1,
        msg: '请先完成人机验证',
        data: { error: 'captchaRequired' },
      });
    },
  );

  it('accepts a solution once', async () => {
    const captcha = await solveCaptcha(t);
    expect((await t.call('user/login', { params: { ...loginParams, captcha } })).code).toBe(0);
    const replay = await t.call('user/login', { params: { ...loginParams, captcha } });
    expect(replay).toMatchObject({
      code: 1,
      msg: '人机验证失败，请重试',
      data: { error: 'captchaInvalid' },
    });
  });

  it('refuses an expired solution', async () => {
    const captcha = await solveCaptcha(t);
    const now = Date.now();
    const spy = jest.spyOn(Date, 'now').mockReturnValue(now + 11 * 60 * 1000);
    try {
      const r = await t.call('user/login', { params: { ...loginParams, captcha } });
      expect(r.data).toEqual({ error: 'captchaInvalid' });
    } finally {
      spy.mockRestore();
    }
  });

  it('returns an ALTCHA challenge with the configured difficulty', async () => {
    const r = await t.call('captcha/challenge');
    expect(r.data).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 });
    expect(r.data.salt).toMatch(/expires=\d+/);
    expect(Object.keys(r.data).sort()).toEqual([
      'algorithm',
      'challenge',
      'maxnumber',
      'salt',
      'signature',
    ]);
  });

  it.each([
    ['garbage', 'not-a-payload'],
    ['json of the wrong shape', JSON.stringify({ hello: 'world' })],
    ['base64 of nonsense', Buffer.from('{"algorithm":"SHA-256"}').toString('base64')],
  ])('refuses %s', async (_name, captcha) => {
    const r = await t.call('user/login', { params: { ...loginParams, captcha } });
    expect(r.data).toEqual({ error: 'captchaInvalid' });
  });

  it('refuses a solution with a tampered number or a forged signature', async () => {
    const payload = JSON.parse(Buffer.from(await solveCaptcha(t), 'base64').toString());
    const tampered = Buffer.from(
      JSON.stringify({ ...payload, number: payload.number + 1 }),
    ).toString('base64');
    expect(
      (await t.call('user/login', { params: { ...loginParams, captcha: tampered } })).data,
    ).toEqual({ error: 'captchaInvalid' });
    const forged = Buffer.from(JSON.stringify({ ...payload, signature: '0'.repeat(64) })).toString(
      'base64',
    );
    expect(
      (await t.call('user/login', { params: { ...loginParams, captcha: forged } })).data,
    ).toEqual({ error: 'captchaInvalid' });
  });
});

describe('bad input never becomes a 5xx', () => {
  const good = {
    mobile: '86-13800138000',
    password: 'pass1234',
    code: '123456',
    device_type: 'pc',
  };
  it.each([
    ['user/login', { ...good, mobile: '' }, '手机号：不能为空'],
    ['user/login', { password: 'x' }, '手机号：不能为空'],
    ['user/login', { ...good, mobile: 8613800138000 }, '手机号：格式不正确'],
    ['user/login', { ...good, mobile: '86-138001380001' }, '手机号格式不正确'],
    ['user/login', { ...good, mobile: '86-23800138000' }, '手机号格式不正确'],
    ['user/login', { ...good, mobile: '8613800138000' }, '手机号格式不正确'],
    ['user/login', { ...good, mobile: '1-' + '9'.repeat(16) }, '手机号格式不正确'],
    ['user/login', { ...good, mobile: "86-1380013800' OR '1'='1" }, '手机号格式不正确'],
    ['user/login', { ...good, mobile: '<script>alert(1)</script>' }, '手机号格式不正确'],
    ['user/login', { ...good, password: '' }, '密码：不能为空'],
    ['user/login', { ...good, password: ['a'] }, '密码：格式不正确'],
    ['user/login', { ...good, password: 'x'.repeat(21) }, '密码长度为6-20位'],
    ['user/login', { ...good, device_type: '<b>pc</b>' }, '设备类型：格式不正确'],
    ['user/registered', { ...good, password: '12345' }, '密码长度为6-20位'],
    ['user/registered', { ...good, code: '12ab56' }, '验证码错误'],
    ['user/registered', { ...good, code: '' }, '验证码：不能为空'],
    ['user/registered', { ...good, invite_code: 'x'.repeat(33) }, '邀请码：不能超过32个字符'],
    ['user/getCode', { mobile: good.mobile, type: 3 }, '类型：不能大于2'],
    ['user/getCode', { mobile: good.mobile, type: 'abc' }, '类型：格式不正确'],
    ['user/getCode', { mobile: good.mobile }, '类型：不能为空'],
    [
      'user/getCode',
      { mobile: good.mobile, type: 1, captcha: 'x'.repeat(5000) },
      '人机验证失败，请重试',
    ],
    ['user/forgotPassword', { ...good, mobile: 'abc' }, '手机号格式不正确'],
  ])('%s %j → %s', async (path, params, msg) => {
    const r = await t.call(path, { params });
    expect(r).toMatchObject({ status: 200, code: 1, msg });
  });

  it('refuses a calling code that is not offered', async () => {
    const r = await t.call('user/getCode', {
      params: { mobile: '999-12345678', type: 1, captcha: await solveCaptcha(t) },
    });
    expect(r).toMatchObject({
      status: 200,
      code: 1,
      msg: '不支持该国家/地区区号',
      data: { error: 'countryUnsupported' },
    });
  });

  it('answers a 1 MB body with 413 and the envelope', async () => {
    const body = JSON.stringify({ mobile: good.mobile, password: 'x'.repeat(1024 * 1024) });
    const r = await t.call('user/login', { body, headers: { 'content-type': 'application/json' } });
    expect(r).toMatchObject({
      status: 413,
      code: 1,
      msg: '请求内容过大',
      data: { error: 'tooLarge' },
    });
  });

  it('answers a broken JSON body with code 1', async () => {
    const r = await t.call('user/login', {
      body: '{"mobile":',
      headers: { 'content-type': 'application/json' },
    });
    expect(r).toMatchObject({ status: 200, code: 1, data: { error: 'badJson' } });
  });

  it('accepts a form body and answers in English and Vietnamese', async () => {
    const body = new URLSearchParams({ mobile: '86-123' });
    const en = await t.call('user/login', {
      body,
      lang: 'en',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(en).toMatchObject({ code: 1, msg: 'The mobile number is not valid' });
    const vi = await t.call('user/login', {
      params: { mobile: uniqueMobile(), password: 'nope1234', captcha: await solveCaptcha(t) },
      lang: 'vi',
    });
    expect(vi).toMatchObject({ code: 1, msg: 'Sai số điện thoại hoặc mật khẩu' });
  });
});

describe('user cards and avatars', () => {
  it("shows another user's public card without private fields", async () => {
    const u = await registerUser(t);
    const r = await t.call('User/getUserInfo', { params: { id: u.user.id }, method: 'GET' });
    expect(r.data).toEqual({
      id: u.user.id,
      user_nickname: u.user.user_nickname,
      avatar: u.user.avatar,
      level: 1,
      is_anchor: 0,
      signature: '',
    });
  });

  it.each([
    ['999999', '用户不存在'],
    ['-1', '编号：不能小于1'],
    ['0', '编号：不能小于1'],
    ['abc', '编号：格式不正确'],
    ['1.5', '编号：格式不正确'],
    ['99999999999999999999', '编号：不能大于2147483647'],
    ["1' OR 1=1", '编号：格式不正确'],
    ['', '编号：不能为空'],
  ])('getUserInfo id=%j → %s', async (id, msg) => {
    const r = await t.call(`User/getUserInfo?id=${encodeURIComponent(id)}`);
    expect(r).toMatchObject({ status: 200, code: 1, msg });
  });

  it('lists the stock avatars', async () => {
    const r = await t.call('user/avatarList');
    expect(r.data).toHaveLength(8);
    expect(r.data[0]).toEqual({ id: expect.any(Number), url: '/avatars/1.svg' });
  });
});
