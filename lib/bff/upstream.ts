import 'server-only';
import { env } from '@/lib/env';
import type { Locale } from '@/i18n/locales';
import { REQUEST_TIMEOUT_MS } from '@/lib/rules/limits';
import {
  CODE_FAIL,
  isApiError,
  parseEnvelope,
  queryValue,
  unwrap,
  type Envelope,
} from '@/lib/contract';

export type UpstreamRequest = {
  /** Path below /api, e.g. `user/info`. */
  path: string;
  method?: 'GET' | 'POST';
  /** Query parameters (GET) or JSON body (POST). */
  params?: Record<string, unknown>;
  /** A raw body to pass through unchanged (form uploads). */
  body?: BodyInit | null;
  contentType?: string | null;
  token?: string | null;
  lang: Locale;
  ip?: string;
  idempotencyKey?: string | null;
  /** The browser's device id (the BFF's `sl_dev` cookie), as `x-device-id`. */
  device?: string | null;
  /** The site's origin server.ts decided for the browser's request, as `x-public-origin`. */
  publicOrigin?: string | null;
};

/**
 * The one adapter to the platform API: adds the token header, the language and the client's
 * address; in-process through `app.fetch` unless API_BASE_URL points at another host.
 */
export async function upstream(
  req: UpstreamRequest,
): Promise<{ status: number; envelope: Envelope }> {
  const base = env().API_BASE_URL?.replace(/\/+$/, '') ?? 'http://internal';
  const url = new URL(`${base}/api/${req.path.replace(/^\/+/, '')}`);
  const method = req.method ?? 'GET';
  const headers = new Headers({ lang: req.lang });
  if (req.token) headers.set('token', req.token);
  if (req.ip) headers.set('x-client-ip', req.ip);
  if (req.idempotencyKey) headers.set('idempotency-key', req.idempotencyKey);
  if (req.device) headers.set('x-device-id', req.device);
  if (req.publicOrigin) headers.set('x-public-origin', req.publicOrigin);
  let body: BodyInit | null | undefined;
  if (req.body !== undefined) {
    body = req.body;
    if (req.contentType) headers.set('content-type', req.contentType);
  } else if (method === 'GET') {
    for (const [k, v] of Object.entries(req.params ?? {})) {
      if (v !== undefined && v !== null) url.searchParams.set(k, queryValue(v));
    }
  } else {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(req.params ?? {});
  }
  const request = new Request(url, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  let res: Response;
  let text: string | null = null;
  if (env().API_BASE_URL) {
    res = await fetch(request);
  } else {
    const [{ api }, { expectAnswer, takeAnswer }] = await Promise.all([
      import('@/lib/api/app'),
      import('@/lib/api/in-process'),
    ]);
    expectAnswer(request);
    res = await api().fetch(request);
    text = takeAnswer(request);
  }
  const json: unknown =
    text === null ? await res.json().catch(() => null) : (JSON.parse(text) as unknown);
  // A body that is not the envelope (another host's error page) is the API's internal failure.
  const envelope = parseEnvelope(json) ?? {
    code: CODE_FAIL,
    msg: '',
    data: { error: 'internal' },
  };
  return { status: res.status, envelope };
}

/** The data of a successful answer; any other answer throws its typed ApiError (lib/contract). */
export async function upstreamData<T>(req: UpstreamRequest): Promise<T> {
  const { status, envelope } = await upstream(req);
  return unwrap<T>(envelope, status);
}

/**
 * True for a failure that answers the question (an unknown id, a visitor, not allowed): an
 * ApiError below HTTP 500. A part of the site being down (503 `serviceUnavailable`, a 500) is
 * not an answer: the page must fail and show the error page, not "not found" or an empty state.
 */
export function isRefusal(e: unknown): boolean {
  return isApiError(e) && e.status < 500;
}
