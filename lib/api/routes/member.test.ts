import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { uploadPermitsUsed, users } from '@/lib/db/schema';
import { checkPaymentPassword } from '@/lib/account/payment-password';
import { issueUploadToken, verifyUploadToken } from '@/lib/providers/storage/upload-token';
import { createTestApi, type TestApi } from '@/test/api';
import { laterSmsCode, registerUser } from '@/test/factories';

let t: TestApi;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-test-'));
beforeAll(async () => {
  t = await createTestApi({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const TAKEN_ZH = '昵称已存在,请重新设置昵称';

describe('member/updateInfo', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await registerUser(t));
  });
  const update = (params: Record<string, unknown>, lang?: string) =>
    t.call('member/updateInfo', { params, token, lang });

  it('needs a login', async () => {
    expect((await t.call('member/updateInfo', { params: { signature: 'x' } })).code).toBe(700);
  });

  it('changes the given fields and answers the updated user', async () => {
    const r = await update({
      user_nickname: '  Tom   Lee ',
      signature: 'Go team!',
      sex: '1',
      avatar: '/avatars/3.svg',
    });
    expect(r).toMatchObject({
      code: 0,
      msg: '修改成功',
      data: { user_nickname: 'Tom Lee', signature: 'Go team!', sex: 1, avatar: '/avatars/3.svg' },
    });
    expect((await t.call('user/info', { token })).data).toMatchObject({
      user_nickname: 'Tom Lee',
      sex: 1,
    });
    // Fields left out stay as they were.
    expect((await update({ sex: 2 })).data).toMatchObject({
      user_nickname: 'Tom Lee',
      signature: 'Go team!',
      sex: 2,
    });
  });

  it.each(['足球小子', 'Nguyễn Văn An', 'fan_2024', 'Ab'])(
    'accepts the nickname %j',
    async (nick) => {
      expect((await update({ user_nickname: nick })).data.user_nickname).toBe(nick);
    },
  );

  it('stores HTML and SQL in the signature as plain text', async () => {
    for (const text of ['<script>alert(1)</script>', "x'); drop table users; --"]) {
      expect((await update({ signature: text })).data.signature).toBe(text);
    }
    expect((await t.call('user/info', { token })).data.signature).toBe("x'); drop table users; --");
  });

  it.each([
    [{ user_nickname: '' }, '昵称为2-16个字符，不能包含特殊符号'],
    [{ user_nickname: 'a' }, '昵称为2-16个字符，不能包含特殊符号'],
    [{ user_nickname: '   ' }, '昵称为2-16个字符，不能包含特殊符号'],
    [{ user_nickname: 'x'.repeat(17) }, '昵称为2-16个字符，不能包含特殊符号'],
    [{ user_nickname: '<b>hi</b>' }, '昵称为2-16个字符，不能包含特殊符号'],
    [{ user_nickname: "a'; drop table users;--" }, '昵称为2-16个字符，不能包含特殊符号'],
    [{ user_nickname: 'hi!' }, '昵称为2-16个字符，不能包含特殊符号'],
    [{ user_nickname: '😀😀' }, '昵称为2-16个字符，不能包含特殊符号'],
    [{ user_nickname: 123 }, '昵称：格式不正确'],
    [{ signature: 'x'.repeat(51) }, '个性签名：不能超过50个字符'],
    [{ sex: 3 }, '性别：不能大于2'],
    [{ sex: 'male' }, '性别：格式不正确'],
    [{ avatar: 'https://evil.example/a.png' }, '请选择有效的头像'],
    [{ avatar: '/uploads/avatars/0123456789abcdef01234567.png' }, '请选择有效的头像'],
    [{ avatar: '/uploads/avatars/../../etc/passwd' }, '请选择有效的头像'],
    [{ avatar: 'javascript:alert(1)' }, '请选择有效的头像'],
  ])('refuses %j with %s', async (params, msg) => {
    expect(await update(params)).toMatchObject({ status: 200, code: 1, msg });
  });
});

describe('nickname uniqueness', () => {
  it('refuses a nickname another user holds, ignoring case, with the exact message', async () => {
    const u = await registerUser(t);
    const r = await t.call('member/updateInfo', {
      params: { user_nickname: 'minh FAN' },
      token: u.token,
    });
    expect(r).toEqual({ status: 200, code: 1, msg: TAKEN_ZH, data: { error: 'nicknameTaken' } });
    const en = await t.call('member/updateInfo', {
      params: { user_nickname: 'Minh Fan' },
      token: u.token,
      lang: 'en',
    });
    expect(en).toMatchObject({
      code: 1,
      msg: 'This nickname already exists, please choose another',
      data: { error: 'nicknameTaken' },
    });
    const vi = await t.call('member/updateInfo', {
      params: { user_nickname: 'Minh Fan' },
      token: u.token,
      lang: 'vi',
    });
    expect(vi).toMatchObject({
      code: 1,
      msg: 'Biệt danh đã tồn tại, vui lòng chọn biệt danh khác',
    });
  });

  it('lets a user keep or re-case their own nickname', async () => {
    const u = await registerUser(t);
    const set = (n: string) =>
      t.call('member/updateInfo', { params: { user_nickname: n }, token: u.token });
    expect((await set('OwnName')).code).toBe(0);
    expect((await set('OwnName')).code).toBe(0);
    expect((await set('ownname')).data.user_nickname).toBe('ownname');
  });

  it('gives a nickname to exactly one of two concurrent claims', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const claim = (token: string) =>
      t.call('member/updateInfo', { params: { user_nickname: 'RaceWinner' }, token });
    const results = await Promise.all([claim(a.token), claim(b.token)]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(results.find((r) => r.code === 1)).toMatchObject({
      msg: TAKEN_ZH,
      data: { error: 'nicknameTaken' },
    });
    const holders = await db().select().from(users).where(eq(users.nickname, 'RaceWinner'));
    expect(holders).toHaveLength(1);
  });
});

describe('real-name verification', () => {
  it('stores masked values once', async () => {
    const u = await registerUser(t);
    const before = await t.call('Member/getVerifiedInfo', { method: 'POST', token: u.token });
    expect(before.data).toEqual({
      is_verified: 0,
      real_name: '',
      id_number: '',
      verified_at: null,
    });

    const r = await t.call('Member/verified', {
      params: { real_name: ' 张三 ', id_number: '11010519491231002x' },
      token: u.token,
    });
    expect(r).toMatchObject({ code: 0, msg: '实名认证已提交' });
    const info = await t.call('Member/getVerifiedInfo', { method: 'POST', token: u.token });
    expect(info.data).toMatchObject({
      is_verified: 1,
      real_name: '张*',
      id_number: '1101**********002X',
    });
    expect(new Date(info.data.verified_at).getTime()).toBeGreaterThan(0);
    expect((await t.call('user/info', { token: u.token })).data.is_verified).toBe(1);
    const [row] = await db().select().from(users).where(eq(users.id, u.user.id));
    expect(JSON.stringify(row)).not.toContain('11010519491231002');

    const again = await t.call('Member/verified', {
      params: { real_name: '李四', id_number: 'E12345678' },
      token: u.token,
    });
    expect(again).toMatchObject({
      code: 1,
      msg: '已完成实名认证',
      data: { error: 'alreadyVerified' },
    });
  });

  it('accepts other documents as 6–20 letters and digits', async () => {
    const u = await registerUser(t);
    const r = await t.call('Member/verified', {
      params: { real_name: 'Nguyễn Văn An', id_number: '0792 0300 1234' },
      token: u.token,
    });
    expect(r.code).toBe(0);
    expect(
      (await t.call('Member/getVerifiedInfo', { method: 'POST', token: u.token })).data,
    ).toMatchObject({
      real_name: 'N************',
      id_number: '0792****1234',
    });
  });

  it.each([
    [{ real_name: '张', id_number: 'E12345678' }, '真实姓名：至少2个字符'],
    [{ real_name: 'x'.repeat(31), id_number: 'E12345678' }, '真实姓名：不能超过30个字符'],
    [{ real_name: '<b>张三</b>', id_number: 'E12345678' }, '真实姓名格式不正确'],
    [{ real_name: "张三'; --", id_number: 'E12345678' }, '真实姓名格式不正确'],
    [{ id_number: 'E12345678' }, '真实姓名：不能为空'],
    [{ real_name: '张三', id_number: '110105194912310021' }, '身份证号码格式不正确'],
    [{ real_name: '张三', id_number: '110105194913310028' }, '身份证号码格式不正确'],
    [{ real_name: '张三', id_number: '12345' }, '身份证号码格式不正确'],
    [{ real_name: '张三', id_number: 'AB-123456' }, '身份证号码格式不正确'],
    [{ real_name: '张三', id_number: 'x'.repeat(41) }, '身份证号码格式不正确'],
    [{ real_name: '张三', id_number: '' }, '身份证号：不能为空'],
  ])('refuses %j with %s', async (params, msg) => {
    const u = await registerUser(t);
    expect(await t.call('Member/verified', { params, token: u.token })).toMatchObject({
      status: 200,
      code: 1,
      msg,
    });
  });
});

describe('payment password', () => {
  let u: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    u = await registerUser(t);
  });

  it.each([
    [{ password: '12345', repassword: '12345' }, '支付密码至少6位数字'],
    [{ password: 'abcdef', repassword: 'abcdef' }, '支付密码至少6位数字'],
    [{ password: '123456', repassword: '123457' }, '两次输入的密码不一致'],
    [{ password: '123456' }, '确认密码：不能为空'],
    [{ password: '1'.repeat(21), repassword: '1'.repeat(21) }, '密码：不能超过20个字符'],
  ])('refuses %j with %s', async (params, msg) => {
    expect(await t.call('Member/paymentPassword', { params, token: u.token })).toMatchObject({
      status: 200,
      code: 1,
      msg,
    });
  });

  it('stores an argon2id hash and reports that one is set', async () => {
    const r = await t.call('Member/paymentPassword', {
      params: { password: '246810', repassword: '246810' },
      token: u.token,
    });
    expect(r).toMatchObject({ code: 0, msg: '修改成功' });
    const [row] = await db().select().from(users).where(eq(users.id, u.user.id));
    expect(row.paymentPasswordHash).toMatch(/^\$argon2id\$/);
    expect((await t.call('user/info', { token: u.token })).data.has_payment_password).toBe(1);
  });
});

describe('changing an existing payment password', () => {
  const pay = (token: string, params: Record<string, unknown>, lang?: string) =>
    t.call('Member/paymentPassword', { params, token, lang });
  const hashOf = async (id: number) =>
    (await db().select().from(users).where(eq(users.id, id)))[0].paymentPasswordHash;
  const matches = async (id: number, password: string) =>
    checkPaymentPassword((await db().select().from(users).where(eq(users.id, id)))[0], password);

  const typeTwoCode = (mobile: string) => laterSmsCode(t, mobile);

  async function userWithPaymentPassword(password = '111111') {
    const u = await registerUser(t);
    expect((await pay(u.token, { password, repassword: password })).code).toBe(0);
    return u;
  }

  it('needs the old password or an SMS code: the session alone is not enough', async () => {
    const u = await userWithPaymentPassword();
    const before = await hashOf(u.user.id);
    for (const extra of [{}, { old_password: '', code: '' }]) {
      expect(
        await pay(u.token, { password: '222222', repassword: '222222', ...extra }),
      ).toMatchObject({
        status: 200,
        code: 1,
        msg: '修改支付密码需要输入原支付密码或短信验证码',
        data: { error: 'paymentPasswordProofRequired' },
      });
    }
    expect((await pay(u.token, { password: '222222', repassword: '222222' }, 'en')).msg).toBe(
      'To change your payment password, enter the current one or an SMS code',
    );
    expect(await hashOf(u.user.id)).toBe(before);
    expect(await matches(u.user.id, '111111')).toBe(true);
  });

  it('changes it with the right old password', async () => {
    const u = await userWithPaymentPassword();
    expect(
      await pay(u.token, { password: '222222', repassword: '222222', old_password: '111111' }),
    ).toMatchObject({ code: 0, msg: '修改成功' });
    expect(await matches(u.user.id, '222222')).toBe(true);
    expect(await matches(u.user.id, '111111')).toBe(false);
  });

  it('refuses a wrong old password with a localised message and changes nothing', async () => {
    const u = await userWithPaymentPassword();
    const before = await hashOf(u.user.id);
    const params = { password: '222222', repassword: '222222', old_password: '123123' };
    expect(await pay(u.token, params)).toMatchObject({
      status: 200,
      code: 1,
      msg: '原支付密码错误',
      data: { error: 'paymentPasswordWrong' },
    });
    expect((await pay(u.token, params, 'vi')).msg).toBe('Mật khẩu thanh toán hiện tại không đúng');
    expect(await hashOf(u.user.id)).toBe(before);
  });

  it('allows 5 wrong old passwords, then locks that way out (right one included); SMS still works', async () => {
    const u = await userWithPaymentPassword();
    const guess = (old_password: string, lang?: string) =>
      pay(u.token, { password: '333333', repassword: '333333', old_password }, lang);
    for (let i = 0; i < 5; i++) {
      expect((await guess(`00000${i}`)).data).toEqual({ error: 'paymentPasswordWrong' });
    }
    expect(await guess('111111')).toMatchObject({
      status: 429,
      code: 1,
      msg: expect.stringMatching(/^原支付密码错误次数过多，请\d+分钟后再试或使用短信验证码$/),
      data: { error: 'paymentPasswordLocked', retry_after: expect.any(Number) },
    });
    expect((await guess('111111', 'en')).msg).toMatch(
      /^Too many wrong payment passwords\. Try again in \d+ min or use an SMS code$/,
    );
    expect(await matches(u.user.id, '111111')).toBe(true);
    const code = await typeTwoCode(u.mobile);
    expect(await pay(u.token, { password: '333333', repassword: '333333', code })).toMatchObject({
      code: 0,
    });
    expect(await matches(u.user.id, '333333')).toBe(true);
  });

  it('checks at most 5 of many parallel guesses', async () => {
    const u = await userWithPaymentPassword();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        pay(u.token, {
          password: '444444',
          repassword: '444444',
          old_password: String(500000 + i),
        }),
      ),
    );
    const errors = answers.map((a) => a.data?.error);
    expect(errors.filter((e) => e === 'paymentPasswordWrong')).toHaveLength(5);
    expect(errors.filter((e) => e === 'paymentPasswordLocked')).toHaveLength(7);
  });

  it('forgets the wrong tries after a successful change', async () => {
    const u = await userWithPaymentPassword();
    const change = (old_password: string, password: string) =>
      pay(u.token, { password, repassword: password, old_password });
    for (let i = 0; i < 4; i++) expect((await change('000000', '555555')).code).toBe(1);
    expect((await change('111111', '555555')).code).toBe(0);
    for (let i = 0; i < 4; i++) expect((await change('000000', '666666')).code).toBe(1);
    expect((await change('555555', '666666')).code).toBe(0);
  });

  it('changes it with a type-2 SMS code of the own mobile, once', async () => {
    const u = await userWithPaymentPassword();
    const code = await typeTwoCode(u.mobile);
    expect(await pay(u.token, { password: '777777', repassword: '777777', code })).toMatchObject({
      code: 0,
      msg: '修改成功',
    });
    expect(await matches(u.user.id, '777777')).toBe(true);
    // The code is used up.
    expect(await pay(u.token, { password: '888888', repassword: '888888', code })).toMatchObject({
      code: 1,
      data: { error: 'codeInvalid' },
    });
    expect(await matches(u.user.id, '777777')).toBe(true);
  });

  it('refuses a wrong code and a code sent to another number', async () => {
    const u = await userWithPaymentPassword();
    const other = await registerUser(t);
    const othersCode = await typeTwoCode(other.mobile);
    expect(
      await pay(u.token, { password: '999999', repassword: '999999', code: othersCode }),
    ).toMatchObject({ code: 1, msg: '验证码错误', data: { error: 'codeInvalid' } });
    const own = await typeTwoCode(u.mobile);
    const wrong = String((Number(own) + 1) % 1_000_000).padStart(6, '0');
    expect(
      await pay(u.token, { password: '999999', repassword: '999999', code: wrong }),
    ).toMatchObject({ code: 1, data: { error: 'codeInvalid' } });
    expect(await matches(u.user.id, '111111')).toBe(true);
    // The other user's code still works for them.
    expect(
      (await pay(other.token, { password: '999999', repassword: '999999', code: othersCode })).code,
    ).toBe(0);
  });

  it('a second "first" password cannot replace one set meanwhile', async () => {
    const u = await registerUser(t);
    const [a, b] = await Promise.all([
      pay(u.token, { password: '121212', repassword: '121212' }),
      pay(u.token, { password: '343434', repassword: '343434' }),
    ]);
    // Exactly one became the password; the other was asked for proof.
    expect([a.code, b.code].sort()).toEqual([0, 1]);
    expect([a, b].find((r) => r.code === 1)?.data).toEqual({
      error: 'paymentPasswordProofRequired',
    });
    const kept = a.code === 0 ? '121212' : '343434';
    expect(await matches(u.user.id, kept)).toBe(true);
  });
});

describe('avatar upload', () => {
  let u: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    u = await registerUser(t);
  });

  async function permit(): Promise<string> {
    const r = await t.call('Member/getQiniuToken', { method: 'POST', token: u.token });
    expect(r.data).toMatchObject({
      upload_url: '/api/upload/image',
      expires_in: 1800,
      max_size: 5 * 1024 * 1024,
    });
    return r.data.token;
  }

  function upload(token: string, bytes: Buffer | string, name = 'a.png', lang?: string) {
    const form = new FormData();
    form.set('token', token);
    form.set('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
    return t.call('upload/image', { body: form, lang });
  }

  it('needs a login for the permit', async () => {
    expect((await t.call('Member/getQiniuToken', { method: 'POST' })).code).toBe(700);
  });

  it('stores a real image re-encoded, scaled down and without metadata, usable as avatar', async () => {
    const jpeg = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#3a7' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const r = await upload(await permit(), jpeg, 'photo.jpg');
    expect(r).toMatchObject({ status: 200, code: 0 });
    expect(r.data.url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}\.jpg$/);
    const stored = fs.readFileSync(path.join(dataDir, r.data.url.replace(/^\//, '')));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 384 });
    expect(meta.exif).toBeUndefined();

    const set = await t.call('member/updateInfo', {
      params: { avatar: r.data.url },
      token: u.token,
    });
    expect(set).toMatchObject({ code: 0, data: { avatar: r.data.url } });
  });

  it("refuses someone else's uploaded avatar and a post image as one's avatar", async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const mine = await upload(await permit(), png, 'me.png');
    const other = await registerUser(t);
    const stolen = await t.call('member/updateInfo', {
      params: { avatar: mine.data.url },
      token: other.token,
    });
    expect(stolen).toMatchObject({ code: 1, data: { error: 'avatarInvalid' } });
    const postPermit = await t.call('Member/getQiniuToken', {
      method: 'POST',
      token: u.token,
      params: { purpose: 'post_image' },
    });
    const postImage = await upload(postPermit.data.token, png, 'post.png');
    expect(postImage.code).toBe(0);
    const asAvatar = await t.call('member/updateInfo', {
      params: { avatar: postImage.data.url },
      token: u.token,
    });
    expect(asAvatar).toMatchObject({ code: 1, data: { error: 'avatarInvalid' } });
    // The owner may; setting it again (the current one) stays allowed.
    for (let i = 0; i < 2; i++)
      expect(
        await t.call('member/updateInfo', { params: { avatar: mine.data.url }, token: u.token }),
      ).toMatchObject({ code: 0 });
  });

  it('keeps a small PNG a PNG', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#fff0' } })
      .png()
      .toBuffer();
    const r = await upload(await permit(), png, 'whatever.gif');
    expect(r.data.url).toMatch(/\.png$/);
    expect(
      (await sharp(fs.readFileSync(path.join(dataDir, r.data.url.slice(1)))).metadata()).width,
    ).toBe(64);
  });

  it.each([
    ['a text file', 'hello, I am not an image', '请上传png或jpg格式的图片'],
    [
      'an HTML file named .png',
      '<html><script>alert(1)</script></html>',
      '请上传png或jpg格式的图片',
    ],
    ['a GIF', 'GIF89a\x01\x00\x01\x00', '请上传png或jpg格式的图片'],
    [
      'a PNG signature followed by garbage',
      '\x89PNG\r\n\x1a\n' + 'garbage'.repeat(20),
      '请上传png或jpg格式的图片',
    ],
  ])('rejects %s', async (_name, content, msg) => {
    const bytes = Buffer.from(content, 'latin1');
    expect(await upload(await permit(), bytes)).toMatchObject({
      status: 200,
      code: 1,
      msg,
      data: { error: 'uploadInvalid' },
    });
  });

  it('rejects a file over 5 MB', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const r = await upload(await permit(), big);
    expect(r).toMatchObject({
      status: 200,
      code: 1,
      msg: '图片不能超过5MB',
      data: { error: 'uploadTooLarge' },
    });
  });

  it('answers a body over 6 MB with 413', async () => {
    const r = await upload(await permit(), Buffer.alloc(7 * 1024 * 1024, 1));
    expect(r).toMatchObject({ status: 413, code: 1, data: { error: 'tooLarge' } });
  });

  it.each([
    ['a made-up token', 'abc.def'],
    ['an expired token', issueUploadToken(1, 'avatar', Date.now() - 31 * 60 * 1000)],
    [
      'a token with a changed user',
      'eyJ1IjoyLCJwIjoiYXZhdGFyIiwiZSI6OTk5OTk5OTk5OX0.' + 'x'.repeat(43),
    ],
  ])('refuses %s', async (_name, token) => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const r = await upload(token, png, 'a.png', 'en');
    expect(r).toMatchObject({
      code: 1,
      msg: 'The upload token is invalid or has expired',
      data: { error: 'uploadTokenInvalid' },
    });
  });

  const tinyPng = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#08f' } })
      .png()
      .toBuffer();
  const storedFiles = () => {
    const dir = path.join(dataDir, 'uploads', 'avatars');
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };

  it('gives every permit its own id', async () => {
    const claims = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8'));
    const [a, b] = [claims(await permit()), claims(await permit())];
    expect(a.j).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a.j).not.toBe(b.j);
  });

  it('stores one file per permit: a second use is refused, localised, and stores nothing', async () => {
    const token = await permit();
    expect((await upload(token, await tinyPng())).code).toBe(0);
    const files = storedFiles();
    expect(await upload(token, await tinyPng())).toMatchObject({
      status: 200,
      code: 1,
      msg: '上传凭证已使用，请重新获取',
      data: { error: 'uploadTokenUsed' },
    });
    expect((await upload(token, await tinyPng(), 'a.png', 'en')).msg).toBe(
      'This upload token has already been used; request a new one',
    );
    expect(storedFiles()).toBe(files);
  });

  it('stores exactly one file when two uploads race with one permit', async () => {
    const token = await permit();
    const png = await tinyPng();
    const files = storedFiles();
    const answers = await Promise.all([upload(token, png), upload(token, png), upload(token, png)]);
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.data?.error === 'uploadTokenUsed')).toHaveLength(2);
    expect(storedFiles()).toBe(files + 1);
  });

  it('leaves the permit usable after a rejected file', async () => {
    const token = await permit();
    expect((await upload(token, 'not an image')).data).toEqual({ error: 'uploadInvalid' });
    expect((await upload(token, await tinyPng())).code).toBe(0);
  });

  it('prunes long-expired records of used permits', async () => {
    const old = new Date(Date.now() - 3 * 3600 * 1000);
    await db().insert(uploadPermitsUsed).values({ id: 'old-permit-id-0000000', expiresAt: old });
    const token = await permit();
    expect((await upload(token, await tinyPng())).code).toBe(0);
    const ids = (await db().select().from(uploadPermitsUsed)).map((r) => r.id);
    expect(ids).not.toContain('old-permit-id-0000000');
    expect(ids).toContain(verifyUploadToken(token)!.id);
  });

  it('asks for the file and the token', async () => {
    const form = new FormData();
    form.set('token', await permit());
    expect(await t.call('upload/image', { body: form })).toMatchObject({
      code: 1,
      msg: '请上传png或jpg格式的图片',
    });
    const noToken = new FormData();
    noToken.set('file', new Blob(['x']), 'a.png');
    expect(await t.call('upload/image', { body: noToken })).toMatchObject({
      code: 1,
      msg: '凭证：不能为空',
    });
  });
});

describe('uploaded avatar files', () => {
  const fileOf = (url: string) => path.join(dataDir, url.slice(1));
  const stored = (url: string) => fs.existsSync(fileOf(url));

  async function uploaded(token: string): Promise<string> {
    const grant = await t.call('Member/getQiniuToken', { method: 'POST', token });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f80' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('token', grant.data.token);
    form.set('file', new Blob([new Uint8Array(png)]), 'a.png');
    const r = await t.call('upload/image', { body: form });
    expect(r.code).toBe(0);
    expect(stored(r.data.url)).toBe(true);
    return r.data.url;
  }
  const setAvatar = (token: string, avatar: string, extra: Record<string, unknown> = {}) =>
    t.call('member/updateInfo', { params: { avatar, ...extra }, token });

  it('deletes the previous uploaded file once the avatar changes, never a stock one', async () => {
    const a = await registerUser(t);
    const first = await uploaded(a.token);
    expect((await setAvatar(a.token, first)).code).toBe(0);
    const second = await uploaded(a.token);
    expect((await setAvatar(a.token, second)).data.avatar).toBe(second);
    expect(stored(first)).toBe(false);
    expect(stored(second)).toBe(true);

    expect((await setAvatar(a.token, '/avatars/3.svg')).code).toBe(0);
    expect(stored(second)).toBe(false);
    expect((await setAvatar(a.token, '/avatars/4.svg')).code).toBe(0);
    expect(fs.existsSync(path.join('public', 'avatars', '3.svg'))).toBe(true);
  });

  it('keeps the file when the same avatar is set again or other fields change', async () => {
    const a = await registerUser(t);
    const url = await uploaded(a.token);
    expect((await setAvatar(a.token, url)).code).toBe(0);
    expect((await setAvatar(a.token, url)).code).toBe(0);
    expect(
      (await t.call('member/updateInfo', { params: { signature: 'hi' }, token: a.token })).code,
    ).toBe(0);
    expect(stored(url)).toBe(true);
  });

  it('keeps a file another profile still points to', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const shared = await uploaded(b.token);
    expect((await setAvatar(b.token, shared)).code).toBe(0);
    // Nobody may take another's upload as theirs (updateInfo refuses it), but a profile from
    // before that rule may still point to one: such a file must outlive its uploader's change.
    await db().update(users).set({ avatar: shared }).where(eq(users.id, a.user.id));
    expect((await setAvatar(b.token, '/avatars/2.svg')).code).toBe(0);
    expect(stored(shared)).toBe(true);
    expect((await setAvatar(a.token, '/avatars/2.svg')).code).toBe(0);
    expect(stored(shared)).toBe(false);
  });

  it('deletes nothing when the change fails', async () => {
    const a = await registerUser(t);
    const holder = await registerUser(t);
    expect(
      (
        await t.call('member/updateInfo', {
          params: { user_nickname: 'FileKeeper' },
          token: holder.token,
        })
      ).code,
    ).toBe(0);
    const current = await uploaded(a.token);
    expect((await setAvatar(a.token, current)).code).toBe(0);
    const next = await uploaded(a.token);
    expect(await setAvatar(a.token, next, { user_nickname: 'FileKeeper' })).toMatchObject({
      code: 1,
      data: { error: 'nicknameTaken' },
    });
    expect(stored(current)).toBe(true);
    expect(stored(next)).toBe(true);
    expect((await t.call('user/info', { token: a.token })).data.avatar).toBe(current);
  });
});
