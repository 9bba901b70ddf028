import 'server-only';
import crypto from 'node:crypto';
import jws from 'jws';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import { db } from '@/lib/db/client';
import { settings } from '@/lib/db/schema';
import { memo } from '@/lib/cache/memo';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors/app-error';
import type { FloatWin, PartnerToken } from './contract';
import { PARTNER_TOKEN_PARAM, PARTNER_TOKEN_TTL_S } from './limits';

/**
 * Activities (issue 25; docs/architecture.md "Activities"): the partner that runs them, the
 * short-lived token that names a user to it, and the floating button's settings row.
 */

/** The settings row of the floating button: `{show, image, label: {zh, en, vi}}`. */
export const FLOAT_WIN_SETTING = 'activity_float_win';

type Partner = { url: string; origin: string; secret: string };

/** The configured partner (ACTIVITY_PARTNER_URL and its secret), or null. */
export function partner(): Partner | null {
  const e = env();
  if (!e.ACTIVITY_PARTNER_URL || !e.ACTIVITY_PARTNER_SECRET) return null;
  return {
    url: e.ACTIVITY_PARTNER_URL,
    origin: new URL(e.ACTIVITY_PARTNER_URL).origin,
    secret: e.ACTIVITY_PARTNER_SECRET,
  };
}

// ---- the token -------------------------------------------------------------------------------

export type PartnerClaims = {
  /** Who issued it: the site's public origin. */
  iss: string;
  /** The user's id. */
  sub: string;
  /** The user's nickname when the token was made. */
  name: string;
  /** The partner's origin: a token made for one partner is worthless to another. */
  aud: string;
  iat: number;
  exp: number;
  /** Unique per token, so the partner can refuse a replay. */
  jti: string;
};

/** A compact JWS (JWT, HS256) of `claims`, made with the jws library. */
export function signJwt(claims: PartnerClaims, secret: string): string {
  return jws.sign({ header: { alg: 'HS256', typ: 'JWT' }, payload: claims, secret });
}

/**
 * Checks a partner token as the partner does: signature (HS256 only), audience and time. The
 * claims, or null. The site itself never needs it; the tests and docs/architecture.md use it.
 */
export function verifyJwt(
  token: string,
  secret: string,
  opts: { audience: string; now?: number },
): PartnerClaims | null {
  try {
    if (!jws.verify(token, 'HS256', secret)) return null;
    // jws parses the payload of a `typ: JWT` token itself.
    const payload: unknown = jws.decode(token, { json: true })?.payload;
    const c = (typeof payload === 'string' ? JSON.parse(payload) : payload) as PartnerClaims;
    const now = opts.now ?? Math.floor(Date.now() / 1000);
    if (c.aud !== opts.audience || typeof c.exp !== 'number' || c.exp <= now) return null;
    return c;
  } catch {
    return null;
  }
}

/** fk/getPartnerAccessToken: a token naming `user` to the partner, valid a few minutes. */
export function partnerAccessToken(user: { id: number; nickname: string }): PartnerToken {
  const p = partner();
  if (!p) throw new AppError('activityUnavailable');
  const iat = Math.floor(Date.now() / 1000);
  const claims: PartnerClaims = {
    iss: env().PUBLIC_URL ?? 'site',
    sub: String(user.id),
    name: user.nickname,
    aud: p.origin,
    iat,
    exp: iat + PARTNER_TOKEN_TTL_S,
    jti: crypto.randomUUID(),
  };
  return {
    partner_access_token: signJwt(claims, p.secret),
    expires_in: PARTNER_TOKEN_TTL_S,
    url: p.url,
  };
}

// ---- what /activity opens -----------------------------------------------------------------------

/** A token as the page accepts it from its query: three base64url parts, not absurdly long. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,1024}\.[A-Za-z0-9_-]{1,2048}\.[A-Za-z0-9_-]{1,512}$/;

export type ActivityTarget =
  | { kind: 'none' }
  | { kind: 'foreign' }
  | { kind: 'needsToken'; url: string }
  | { kind: 'open'; href: string };

/**
 * What `/activity?url=…&partner_access_token=…` opens: only an address on the configured
 * partner's origin (never any other: no open redirect), with the token put in its query. No
 * partner → `none`; an address elsewhere, or not an http(s) address → `foreign`; no (well-formed)
 * token → `needsToken` with the address to open once there is one. No `url`: the partner's own.
 */
export function activityTarget(
  url: string | undefined,
  token: string | undefined,
  configured: Pick<Partner, 'url' | 'origin'> | null = partner(),
): ActivityTarget {
  if (!configured) return { kind: 'none' };
  let target: URL;
  try {
    target = new URL(url ?? configured.url);
  } catch {
    return { kind: 'foreign' };
  }
  if (
    (target.protocol !== 'https:' && target.protocol !== 'http:') ||
    target.origin !== configured.origin ||
    target.username ||
    target.password
  )
    return { kind: 'foreign' };
  target.hash = '';
  if (!token || !TOKEN_SHAPE.test(token)) {
    target.searchParams.delete(PARTNER_TOKEN_PARAM);
    return { kind: 'needsToken', url: target.toString() };
  }
  target.searchParams.set(PARTNER_TOKEN_PARAM, token);
  return { kind: 'open', href: target.toString() };
}

// ---- the floating button --------------------------------------------------------------------------

const FLOAT_CACHE_MS = 30_000;

const floatRow = memo(FLOAT_CACHE_MS, async () => {
  const [row] = await db().select().from(settings).where(eq(settings.key, FLOAT_WIN_SETTING));
  return row?.value ?? null;
});

/**
 * A picture the page may show: a path on the site (the page policy's `img-src 'self'`, decision
 * 009, would block any other origin); anything else is dropped.
 */
function safeImage(v: unknown): string {
  if (typeof v !== 'string' || v.length > 500) return '';
  return /^\/(?!\/)[^\s"'<>\\]*$/.test(v) ? v : '';
}

/** activity_config/float_win: off unless the settings row turns it on (a fresh database). */
export async function floatWin(lang: Locale): Promise<FloatWin> {
  const v = await floatRow();
  const s = v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const labels = s.label && typeof s.label === 'object' ? (s.label as Record<string, unknown>) : {};
  const label = labels[lang];
  return {
    show: s.show === true,
    image: safeImage(s.image),
    label: typeof label === 'string' ? label.slice(0, 20) : '',
  };
}
