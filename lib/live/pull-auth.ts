import 'server-only';
import { env } from '@/lib/env';
import { LOCKED_DOWN_CSP } from '@/lib/http/security-headers';
import { checkStream } from '@/lib/providers/stream/sign';
import { hlsStreamOf } from './pull-address';
import { sameHookToken } from './stream-hook';

/**
 * `GET /hooks/pull` (app/hooks/pull/route.ts): nginx's `auth_request` asks whether a viewer may
 * read a file of the HLS it serves (deploy/nginx/rtmp.conf, docs/streams.md "Real ingest"). nginx
 * passes the viewer's request line in `X-Original-URI`; the answer is 204 (read it) or 403 (not),
 * from the signature of the address alone (`checkStream('pull', …)`): no database read, so every
 * segment can be checked. Like the publish hook it is unavailable (404) with STREAM_HOOK=off and
 * needs `?token=<STREAM_HOOK_TOKEN>` when that is set. Bad input is a 403, never a 5xx (nginx
 * would turn a 5xx into a 500 for the viewer).
 *
 * The addresses understood, under any prefix (nginx-rtmp's `hls_nested off` and `on`):
 * `<stream>.m3u8`, `<stream>-<n>.ts`, `<stream>/index.m3u8`, `<stream>/<n>.ts`, each with the
 * stream's signed pull query (`txSecret`, `txTime`).
 */

/** The longest original address read: a signed one is about 150 characters. */
const MAX_URI = 2048;

const HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': LOCKED_DOWN_CSP,
} as const;

function answer(status: number, extra: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { ...HEADERS, ...extra } });
}

/** The verdict on one HLS request (`X-Original-URI`), for tests and the route. */
export function pullVerdict(originalUri: string | null, now: number = Date.now()): string {
  if (!originalUri || originalUri.length > MAX_URI) return 'missing';
  let url: URL;
  try {
    url = new URL(originalUri, 'http://hls.invalid');
  } catch {
    return 'malformed';
  }
  if (url.origin !== 'http://hls.invalid') return 'malformed';
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return 'malformed';
  }
  const stream = hlsStreamOf(path);
  if (!stream) return 'unknown-path';
  return checkStream('pull', stream, url.searchParams, now);
}

/** Answers one `auth_request` subrequest. `now` is for tests. */
export function handlePullAuth(req: Request, now: number = Date.now()): Response {
  if (env().STREAM_HOOK === 'off') return answer(404);
  if (req.method !== 'GET' && req.method !== 'HEAD') return answer(405, { Allow: 'GET, HEAD' });
  const token = env().STREAM_HOOK_TOKEN;
  if (token) {
    let given: string | null = null;
    try {
      given = new URL(req.url).searchParams.get('token');
    } catch {
      given = null;
    }
    if (!sameHookToken(given, token)) return answer(403);
  }
  const verdict = pullVerdict(req.headers.get('x-original-uri'), now);
  return answer(verdict === 'ok' ? 204 : 403, { 'X-Pull-Check': verdict });
}
