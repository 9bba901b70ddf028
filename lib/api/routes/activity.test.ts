import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { settings } from '@/lib/db/schema';
import { clearMemos } from '@/lib/cache/memo';
import { resetEnvForTests } from '@/lib/env';
import { FLOAT_WIN_SETTING, verifyJwt, type PartnerClaims } from '@/lib/activity';
import { PARTNER_TOKEN_TTL_S } from '@/lib/activity/limits';
import type { FloatWin, PartnerToken } from '@/lib/activity/contract';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';

const PARTNER = 'https://events.example.com/h5/index.html?from=site';
const SECRET = 'partner-secret-0123456789-abcdefghij';

let t: TestApi;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'activity-test-'));

beforeAll(async () => {
  t = await createTestApi({
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    ACTIVITY_PARTNER_URL: PARTNER,
    ACTIVITY_PARTNER_SECRET: SECRET,
  });
});
afterAll(async () => {
  delete process.env.ACTIVITY_PARTNER_URL;
  delete process.env.ACTIVITY_PARTNER_SECRET;
  resetEnvForTests();
  await t?.cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `fn` with no partner configured, then puts it back. */
async function withoutPartner(fn: () => Promise<void>) {
  delete process.env.ACTIVITY_PARTNER_URL;
  delete process.env.ACTIVITY_PARTNER_SECRET;
  resetEnvForTests();
  try {
    await fn();
  } finally {
    Object.assign(process.env, {
      ACTIVITY_PARTNER_URL: PARTNER,
      ACTIVITY_PARTNER_SECRET: SECRET,
    });
    resetEnvForTests();
  }
}

const claimsOf = (token: string): PartnerClaims =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as PartnerClaims;

describe('fk/getPartnerAccessToken', () => {
  it('mints at most 20 tokens a minute per user, then answers 429', async () => {
    const u = await registerUser(t);
    process.env.RATE_LIMITS = 'on';
    resetEnvForTests();
    try {
      const mint = () => t.call('fk/getPartnerAccessToken', { method: 'POST', token: u.token });
      for (let i = 0; i < 20; i++) expect((await mint()).code).toBe(0);
      const limited = await mint();
      expect(limited.status).toBe(429);
      expect(limited.data).toMatchObject({ error: 'rateLimited' });
    } finally {
      process.env.RATE_LIMITS = 'off';
      resetEnvForTests();
    }
  });

  it('signs a short-lived token that names the caller for the partner', async () => {
    const u = await registerUser(t);
    const r = await t.call<PartnerToken>('fk/getPartnerAccessToken', {
      method: 'POST',
      token: u.token,
    });
    expect(r.code).toBe(0);
    expect(r.data.url).toBe(PARTNER);
    expect(r.data.expires_in).toBe(PARTNER_TOKEN_TTL_S);
    const token = r.data.partner_access_token;
    const head = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8'));
    expect(head).toEqual({ alg: 'HS256', typ: 'JWT' });

    const claims = verifyJwt(token, SECRET, { audience: 'https://events.example.com' });
    expect(claims).toMatchObject({ sub: String(u.user.id), aud: 'https://events.example.com' });
    expect(claims!.name).toBe(u.user.user_nickname);
    expect(claims!.exp - claims!.iat).toBe(PARTNER_TOKEN_TTL_S);
    expect(Math.abs(claims!.iat - Date.now() / 1000)).toBeLessThan(5);

    // Another secret, another audience, a changed payload or a later time: refused.
    expect(verifyJwt(token, `${SECRET}x`, { audience: 'https://events.example.com' })).toBeNull();
    expect(verifyJwt(token, SECRET, { audience: 'https://evil.example.com' })).toBeNull();
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    expect(
      verifyJwt(`${h}.${forged}.${s}`, SECRET, { audience: 'https://events.example.com' }),
    ).toBeNull();
    expect(
      verifyJwt(token, SECRET, {
        audience: 'https://events.example.com',
        now: claims!.exp,
      }),
    ).toBeNull();

    // Each token is unique and names its own caller.
    const again = await t.call<PartnerToken>('fk/getPartnerAccessToken', {
      method: 'POST',
      token: u.token,
    });
    expect(claimsOf(again.data.partner_access_token).jti).not.toBe(claims!.jti);
    const other = await registerUser(t);
    const theirs = await t.call<PartnerToken>('fk/getPartnerAccessToken', {
      method: 'POST',
      token: other.token,
    });
    expect(claimsOf(theirs.data.partner_access_token).sub).toBe(String(other.user.id));
  });

  it('answers 700 to a visitor and to a bad token, and code 1 to a malformed body', async () => {
    expect((await t.call('fk/getPartnerAccessToken', { method: 'POST' })).code).toBe(700);
    expect((await t.call('fk/getPartnerAccessToken', { method: 'POST', token: 'nope' })).code).toBe(
      700,
    );
    const u = await registerUser(t);
    const bad = await t.call('fk/getPartnerAccessToken', {
      method: 'POST',
      token: u.token,
      headers: { 'content-type': 'application/json' },
      body: '{"oops',
    });
    expect(bad.code).toBe(1);
    expect(bad.status).toBeLessThan(500);
  });

  it('without a partner: a clear error in the caller’s language, never a token', async () => {
    const u = await registerUser(t);
    await withoutPartner(async () => {
      const zh = await t.call('fk/getPartnerAccessToken', { method: 'POST', token: u.token });
      expect(zh).toMatchObject({ code: 1, data: { error: 'activityUnavailable' } });
      expect(zh.msg).toBe('暂无可参加的活动，请稍后再来');
      const en = await t.call('fk/getPartnerAccessToken', {
        method: 'POST',
        token: u.token,
        lang: 'en',
      });
      expect(en.msg).toBe('No activity is available right now. Please come back later');
      const url = await t.call('Activity_Config/getActivityUrl');
      expect(url).toMatchObject({ code: 0, data: { url: null } });
    });
  });
});

describe('Activity_Config/getActivityUrl', () => {
  it('gives the configured partner to anyone', async () => {
    const r = await t.call('Activity_Config/getActivityUrl');
    expect(r).toMatchObject({ code: 0, data: { url: PARTNER } });
    // Unknown parameters change nothing.
    const junk = await t.call('Activity_Config/getActivityUrl', {
      method: 'GET',
      params: { url: 'https://evil.example.com' },
    });
    expect(junk.data).toEqual({ url: PARTNER });
  });
});

describe('activity_config/float_win', () => {
  const setRow = async (value: unknown) => {
    await db()
      .insert(settings)
      .values({ key: FLOAT_WIN_SETTING, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
    clearMemos();
  };

  it('shows the seeded demo button with its label in the request language', async () => {
    const zh = await t.call<FloatWin>('activity_config/float_win');
    expect(zh.data).toEqual({ show: true, image: '', label: '活动' });
    const vi = await t.call<FloatWin>('activity_config/float_win', { lang: 'vi' });
    expect(vi.data.label).toBe('Sự kiện');
  });

  it('is off without the settings row, and keeps only safe pictures', async () => {
    await db().delete(settings).where(eq(settings.key, FLOAT_WIN_SETTING));
    clearMemos();
    expect((await t.call<FloatWin>('activity_config/float_win')).data).toEqual({
      show: false,
      image: '',
      label: '',
    });
    await setRow({ show: 'yes', image: 'javascript:alert(1)' });
    expect((await t.call<FloatWin>('activity_config/float_win')).data).toEqual({
      show: false,
      image: '',
      label: '',
    });
    await setRow({ show: true, image: '//evil.example.com/x.png' });
    expect((await t.call<FloatWin>('activity_config/float_win')).data.image).toBe('');
    await setRow({ show: true, image: '/images/activity.png', label: { en: 'Cup' } });
    expect((await t.call<FloatWin>('activity_config/float_win', { lang: 'en' })).data).toEqual({
      show: true,
      image: '/images/activity.png',
      label: 'Cup',
    });
    // Another origin would be blocked by the page policy (img-src 'self').
    await setRow({ show: true, image: 'https://cdn.example.com/a.png' });
    expect((await t.call<FloatWin>('activity_config/float_win')).data.image).toBe('');
  });
});
