import crypto from 'node:crypto';
import { solveAltcha, type AltchaChallenge } from '@/lib/providers/captcha/solve';
import type { PublicUser } from '@/lib/account/contract';
import { setClockForTests } from '@/lib/account/sms-code';
import type { TestApi } from './api';

/** A mainland number no other test of this run uses. */
export function uniqueMobile(): string {
  return `86-1${String(crypto.randomInt(3_000_000_000, 9_999_999_999)).padStart(10, '0')}`;
}

/** Fetches a challenge and solves it, as the ALTCHA widget would; returns the `captcha` field. */
export async function solveCaptcha(t: TestApi): Promise<string> {
  const r = await t.call('captcha/challenge');
  if (r.code !== 0) throw new Error(`captcha/challenge: ${r.msg}`);
  const solved = await solveAltcha(r.data as AltchaChallenge);
  if (!solved) throw new Error('captcha not solvable');
  return solved;
}

/** Asks for an SMS code and reads it from the outbox (api/dev/sms, which answers loopback only). */
export async function smsCode(
  t: TestApi,
  mobile: string,
  type: 1 | 2,
  ip?: string,
): Promise<string> {
  const r = await t.call('user/getCode', {
    params: { mobile, type, captcha: await solveCaptcha(t) },
    ip,
  });
  if (r.code !== 0) throw new Error(`user/getCode: ${r.msg}`);
  const out = await t.call('dev/sms', { params: { mobile }, method: 'GET', ip: '127.0.0.1' });
  if (out.code !== 0) throw new Error(`dev/sms: ${out.msg}`);
  return (out.data as { code: string }).code;
}

/**
 * A type-2 code for a number that was just sent one (at registration): a number may get a new
 * code every 60 s, so each such request is dated a little later than the last.
 */
let ahead = 0;
export async function laterSmsCode(t: TestApi, mobile: string): Promise<string> {
  ahead += 61_000;
  const at = Date.now() + ahead;
  setClockForTests(() => new Date(at));
  return smsCode(t, mobile, 2).finally(() => setClockForTests());
}

/** `device`: the browser's device id the BFF forwards (`x-device-id`, lib/referral). */
export async function loginAs(
  t: TestApi,
  mobile: string,
  password: string,
  device?: string,
): Promise<{ token: string; user: PublicUser }> {
  const r = await t.call('user/login', {
    params: { mobile, password, device_type: 'pc', captcha: await solveCaptcha(t) },
    headers: device ? { 'x-device-id': device } : undefined,
  });
  if (r.code !== 0) throw new Error(`user/login: ${r.msg}`);
  return r.data as { token: string; user: PublicUser };
}

/** Registers through the API (code, captcha and all) and logs in. */
export async function registerUser(
  t: TestApi,
  opts: { mobile?: string; password?: string; invite_code?: string; device?: string } = {},
): Promise<{ mobile: string; password: string; token: string; user: PublicUser }> {
  const mobile = opts.mobile ?? uniqueMobile();
  const password = opts.password ?? 'secret123';
  const code = await smsCode(t, mobile, 1);
  const r = await t.call('user/registered', {
    params: {
      mobile,
      code,
      password,
      device_type: 'pc',
      invite_code: opts.invite_code,
      captcha: await solveCaptcha(t),
    },
    headers: opts.device ? { 'x-device-id': opts.device } : undefined,
  });
  if (r.code !== 0) throw new Error(`user/registered: ${r.msg}`);
  const { token, user } = await loginAs(t, mobile, password, opts.device);
  return { mobile, password, token, user };
}
