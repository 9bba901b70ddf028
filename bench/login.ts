/**
 * Logs the demo user in through the platform API, as an outside client would: fetch an ALTCHA
 * challenge, solve it, send the solution with the credentials.
 */
import type { Envelope } from '../lib/contract';
import { solveAltcha } from '../lib/providers/captcha/solve';

/** lib/db/seed.ts DEMO_USERS[0]. */
export const DEMO_USER = { mobile: '86-13800000001', password: 'demo123456' };

type Challenge = {
  /** Set when the server uses no ALTCHA challenge (`off`, or an outside captcha). */
  provider?: string;
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
  maxNumber?: number;
};

export type Login = { token: string } | { skipped: string };

async function call<T>(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; body: Envelope<T> | null }> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
  return { status: res.status, body };
}

/** The `captcha` field, solved as the ALTCHA widget would. */
function solve(c: Challenge): Promise<string | null> {
  return solveAltcha({ ...c, maxnumber: c.maxnumber ?? c.maxNumber });
}

export async function login(siteUrl: string, user = DEMO_USER): Promise<Login> {
  const ch = await call<Challenge>(`${siteUrl}/api/captcha/challenge`);
  if (ch.status === 404) return { skipped: 'GET /api/captcha/challenge does not exist yet' };
  if (!ch.body || ch.body.code !== 0)
    return { skipped: `captcha challenge failed: ${ch.body?.msg ?? ch.status}` };
  const c = ch.body.data;
  if (c.provider && c.provider !== 'off')
    return { skipped: `the site uses the ${c.provider} captcha` };
  const captcha = c.provider === 'off' ? undefined : await solve(c);
  if (captcha === null) return { skipped: 'could not solve the captcha challenge' };

  const res = await call<{ token?: string }>(`${siteUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      mobile: user.mobile,
      password: user.password,
      device_type: 'pc',
      captcha,
    }),
  });
  if (res.status === 404) return { skipped: 'POST /api/user/login does not exist yet' };
  if (!res.body || res.body.code !== 0 || !res.body.data?.token) {
    return { skipped: `login failed: ${res.body?.msg ?? `HTTP ${res.status}`}` };
  }
  return { token: res.body.data.token };
}
