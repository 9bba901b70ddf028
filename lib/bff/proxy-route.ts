import 'server-only';
import crypto from 'node:crypto';
import { env } from '@/lib/env';
import { NextResponse, type NextRequest } from 'next/server';
import { isLocale, LOCALE_COOKIE, type Locale } from '@/i18n/locales';
import { requestLang } from '@/lib/api/lang';
import { translate } from '@/lib/i18n/messages';
import { findEndpoint } from '@/lib/api/routes';
import { DEFAULT_BODY_LIMIT } from '@/lib/api/endpoint';
import { readAtMost } from '@/lib/http/read-body';
import type { PublicUser } from '@/lib/account/contract';
import {
  CODE_FAIL,
  CODE_LOGIN,
  isOk,
  type Envelope,
  type ErrorKey,
  type FailureData,
} from '@/lib/contract';
import { getSession } from './session';
import { upstream } from './upstream';
import { isSameOrigin } from './same-origin';

const LOGIN = new Set(['user/login']);
const SIGN_OUT = new Set(['member/signout']);

/** A refusal of the BFF itself, in the API's failure envelope (lib/contract). */
function deny(lang: Locale, status: 403 | 404 | 405) {
  const error: ErrorKey = status === 404 ? 'notFound' : 'forbidden';
  const body: Envelope<FailureData> = {
    code: CODE_FAIL,
    msg: translate(lang, `api.errors.${error}`),
    data: { error },
  };
  return NextResponse.json(body, { status });
}

/** 413 in the API's envelope; server.ts closes the connection, since the body stays unread. */
function tooLarge(lang: Locale) {
  return NextResponse.json(
    { code: CODE_FAIL, msg: translate(lang, 'api.errors.tooLarge'), data: { error: 'tooLarge' } },
    { status: 413, headers: { 'Cache-Control': 'no-store', Connection: 'close' } },
  );
}

/**
 * The request body, read no further than `max` bytes: a declared Content-Length over the limit is
 * refused before anything is read, and a chunked body is counted while it streams. Null when it
 * is too large. The endpoint's own limit (lib/api/app.ts) applies the same numbers again.
 */
async function readLimited(req: NextRequest, max: number): Promise<Uint8Array | null> {
  const declared = req.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= max)) return null;
  return readAtMost(req.body, max);
}

/** `/bff/*`: forwards to the platform API with the session's token (docs/architecture.md "BFF"). */
export async function bffHandler(req: NextRequest, segments: string[]): Promise<NextResponse> {
  const path = segments.join('/');
  const key = path.toLowerCase();
  const url = new URL(req.url);
  const cookieLang = req.cookies.get(LOCALE_COOKIE)?.value;
  const lang: Locale =
    url.searchParams.get('lang') || req.headers.get('lang')
      ? requestLang(url, req.headers)
      : isLocale(cookieLang)
        ? cookieLang
        : requestLang(url, req.headers);

  const ep = findEndpoint(key);
  // Streamed uploads (upload/video) go straight to /api: the BFF would hold the whole body.
  if (!ep || ep.rawBody) return deny(lang, 404);
  if (req.method === 'GET') {
    if (ep.method !== 'GET' || ep.mutation) return deny(lang, 405);
  } else if (!isSameOrigin(req.headers, req.url)) {
    return deny(lang, 403);
  }

  let body: Uint8Array | undefined;
  if (req.method !== 'GET') {
    const read = await readLimited(req, ep.bodyLimit ?? DEFAULT_BODY_LIMIT);
    if (!read) return tooLarge(lang);
    body = read;
  }

  const session = await getSession();
  // The browser's device id (the `sl_dev` cookie), made now when missing so even a first call
  // (a registration) carries it to the API (lib/referral deviceOf).
  const cookieDevice = req.cookies.get(DEVICE_COOKIE)?.value ?? '';
  const newDevice = !DEVICE.test(cookieDevice);
  const device = newDevice ? crypto.randomBytes(18).toString('base64url') : cookieDevice;
  const params: Record<string, unknown> = {};
  for (const [k, v] of url.searchParams) params[k] = v;
  const contentType = req.headers.get('content-type');
  const { status, envelope } = await upstream({
    path,
    method: req.method === 'GET' ? 'GET' : 'POST',
    params: req.method === 'GET' ? params : undefined,
    body: body as BodyInit | undefined,
    contentType: req.method === 'GET' ? undefined : contentType,
    token: session.token,
    lang,
    ip: req.headers.get('x-client-ip') ?? '',
    idempotencyKey: req.headers.get('idempotency-key'),
    device,
    publicOrigin: req.headers.get('x-public-origin'),
  });

  if (envelope.code === CODE_LOGIN || SIGN_OUT.has(key)) {
    session.destroy();
  } else if (isOk(envelope) && LOGIN.has(key)) {
    const data = envelope.data as { token: string; user: PublicUser };
    session.token = data.token;
    await session.save();
    // The website never holds the token in JavaScript.
    envelope.data = { user: data.user };
  }
  const res = NextResponse.json(envelope, { status, headers: { 'Cache-Control': 'no-store' } });
  // The browser's id for the room blacklists (lib/realtime/server.ts deviceOf): set by the BFF,
  // which the chat client calls before it connects, never by a page (pages are cached without
  // cookies, and one id handed to many browsers would blacklist them all).
  if (newDevice)
    res.cookies.set(DEVICE_COOKIE, device, {
      httpOnly: true,
      sameSite: 'lax',
      // As the session cookie (lib/bff/session.ts).
      secure: env().NODE_ENV === 'production' && !(env().PUBLIC_URL ?? '').startsWith('http://'),
      path: '/',
      maxAge: 400 * 24 * 3600,
    });
  return res;
}

export const DEVICE_COOKIE = 'sl_dev';
const DEVICE = /^[A-Za-z0-9_-]{16,64}$/;
