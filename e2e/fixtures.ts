import crypto from 'node:crypto';
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { solveAltcha, type AltchaChallenge } from '../lib/providers/captcha/solve';
import type { Envelope } from '../lib/contract';

export type TestUser = { mobile: string; number: string; password: string; nickname: string };

async function api<T>(
  request: APIRequestContext,
  path: string,
  data?: Record<string, unknown>,
): Promise<Envelope<T>> {
  const res = data
    ? await request.post(`/api/${path}`, { data })
    : await request.get(`/api/${path}`);
  return (await res.json()) as Envelope<T>;
}

/** Solves an ALTCHA challenge the way the browser widget does (proof of work in Node). */
export async function solveCaptcha(request: APIRequestContext): Promise<string> {
  const { data } = await api<AltchaChallenge>(request, 'captcha/challenge');
  const solved = await solveAltcha(data);
  if (!solved) throw new Error('captcha not solvable');
  return solved;
}

/** A mainland number nobody has used: 139 + 8 random digits. */
export function freshNumber(): string {
  return `139${crypto.randomInt(0, 1e8).toString().padStart(8, '0')}`;
}

/** The latest code the outbox SMS provider stored for a number (demo/e2e servers only). */
export async function outboxCode(request: APIRequestContext, mobile: string): Promise<string> {
  const r = await api<{ code: string }>(request, `dev/sms?mobile=${encodeURIComponent(mobile)}`);
  expect(r.code, r.msg).toBe(0);
  return r.data.code;
}

/** Registers a new user through the platform API (captcha, SMS code from the outbox). */
export async function registerUser(request: APIRequestContext): Promise<TestUser> {
  const number = freshNumber();
  const mobile = `86-${number}`;
  const password = `pw${crypto.randomInt(1e5, 1e6)}`;
  const sent = await api(request, 'user/getCode', {
    mobile,
    type: 1,
    captcha: await solveCaptcha(request),
  });
  expect(sent.code, sent.msg).toBe(0);
  const code = await outboxCode(request, mobile);
  const reg = await api(request, 'user/registered', {
    mobile,
    code,
    password,
    device_type: 'pc',
    captcha: await solveCaptcha(request),
  });
  expect(reg.code, reg.msg).toBe(0);
  const login = await api<{ token: string; user: { user_nickname: string } }>(
    request,
    'user/login',
    {
      mobile,
      password,
      device_type: 'pc',
      captcha: await solveCaptcha(request),
    },
  );
  expect(login.code, login.msg).toBe(0);
  return { mobile, number, password, nickname: login.data.user.user_nickname };
}

/** Logs in through the platform API (no session cookie): the token and the user. */
export async function apiLogin(request: APIRequestContext, mobile: string, password: string) {
  const res = await request.post('/api/user/login', {
    data: { mobile, password, device_type: 'pc', captcha: await solveCaptcha(request) },
  });
  const body = (await res.json()) as Envelope<{
    token: string;
    user: { id: number; user_nickname: string };
  }>;
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

/** A POST to the platform API with a user's token; the envelope, whatever its code. */
export async function apiPost(
  request: APIRequestContext,
  token: string,
  path: string,
  data: Record<string, unknown>,
): Promise<Envelope> {
  const res = await request.post(`/api/${path}`, { data, headers: { token } });
  return (await res.json()) as Envelope;
}

/**
 * The id of a football match live now. At some hours (a Monday around noon in Shanghai) the
 * seeded day has none: then the test trigger moves one of today's to kick off, its first goal
 * `goalAfterMs` later.
 */
export async function liveFootballMatch(
  request: APIRequestContext,
  goalAfterMs = 60_000,
): Promise<number> {
  const liveNow = async () =>
    (
      (await (await request.get('/api/hot_match/live_now?sport=football')).json()) as {
        data: { id: number }[];
      }
    ).data;
  let live = await liveNow();
  if (live.length) return live[0].id;
  await request.post('/api/__test/goal-soon', { data: { after_ms: goalAfterMs } });
  await expect
    .poll(async () => (live = await liveNow()).length, { timeout: 30_000 })
    .toBeGreaterThan(0);
  return live[0].id;
}

type Fixtures = {
  /** A user registered for this test only. */
  user: TestUser;
  /** The page, logged in as `user` through the BFF (session cookie set). */
  loggedInPage: import('@playwright/test').Page;
};

export const test = base.extend<Fixtures>({
  user: async ({ request }, use) => {
    await use(await registerUser(request));
  },
  loggedInPage: async ({ page, user, baseURL }, use) => {
    const captcha = await solveCaptcha(page.request);
    const res = await page.request.post('/bff/user/login', {
      data: { mobile: user.mobile, password: user.password, device_type: 'pc', captcha },
      headers: { origin: new URL(baseURL ?? 'http://localhost').origin },
    });
    const body = (await res.json()) as Envelope;
    expect(body.code, body.msg).toBe(0);
    await use(page);
  },
});

export { expect };
