/**
 * The first and last lines of defence of `server.ts`, before anything else reads a request:
 * malformed request targets are answered here (400/414) instead of reaching code that would throw
 * on them, header-level parse errors get a proper answer with a body instead of Node's bare one,
 * a refusal sent before a body was read closes the connection, and an unexpected error answers
 * 500 for its own request only.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { defaultLocale, isLocale, LOCALE_PREFIX, locales, type Locale } from '@/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import { log } from '@/lib/log';

/** Longer request targets answer 414 (Node refuses whole header blocks over 16 KiB with 431). */
export const MAX_URL_LENGTH = 8192;

export type BadTarget = { status: 400 | 414; key: 'badRequest' | 'uriTooLong' };

/**
 * Why `url` cannot be served, or null when it can: not origin-form (`/…`), too long, control
 * characters (NUL included), or a path whose percent-encoding does not decode to UTF-8.
 */
export function badTarget(url: string | undefined): BadTarget | null {
  if (!url || url[0] !== '/') return { status: 400, key: 'badRequest' };
  if (url.length > MAX_URL_LENGTH) return { status: 414, key: 'uriTooLong' };
  if (/[\u0000-\u001f\u007f]/.test(url)) return { status: 400, key: 'badRequest' };
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { status: 400, key: 'badRequest' };
  }
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return { status: 400, key: 'badRequest' };
  return null;
}

/** `/api`, `/api/…` or `/api?…`: answered by the platform API, errors in its envelope. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

const LANG_ALTERNATIVES = locales.join('|');
const LANG_PARAM = new RegExp(`[?&]lang=(${LANG_ALTERNATIVES})\\b`);
const LANG_HEADER = new RegExp(`\\r\\nlang:\\s*(${LANG_ALTERNATIVES})\\b`, 'i');

/** The language of an answer written before the request was parsed: `lang`, then the path prefix. */
function guessLang(url: string, headerLang?: string): Locale {
  if (isLocale(headerLang)) return headerLang;
  const m = LANG_PARAM.exec(url) ?? LOCALE_PREFIX.exec(url.replace(/\?.*$/, ''));
  return m && isLocale(m[1]) ? m[1] : defaultLocale;
}

/** The body of an error answer: the API's envelope under /api, plain text elsewhere. */
export function errorBody(
  status: number,
  key: string,
  url: string,
  headerLang?: string,
): { type: string; body: string } {
  const msg = translate(guessLang(url, headerLang), `api.errors.${key}`);
  if (isApiPath(url))
    return {
      type: 'application/json; charset=utf-8',
      body: JSON.stringify({ code: 1, msg, data: { error: key } }),
    };
  return { type: 'text/plain; charset=utf-8', body: `${status} ${msg}\n` };
}

/** Answers `res` with an error of ours (never a stack trace). */
export function sendError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  key: string,
): void {
  const url = req.url ?? '/';
  const lang = typeof req.headers.lang === 'string' ? req.headers.lang : undefined;
  const { type, body } = errorBody(status, key, url, lang);
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', 'no-store');
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Sets (or, with `undefined`, removes) a request header in both views of it: @hono/node-server
 * builds a request's Headers from `rawHeaders` as soon as anything copies the request, and from
 * `headers` otherwise.
 */
export function setRequestHeader(
  req: IncomingMessage,
  name: string,
  value: string | undefined,
): void {
  const lower = name.toLowerCase();
  if (value === undefined) delete req.headers[lower];
  else req.headers[lower] = value;
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i].toLowerCase() === lower) raw.splice(i, 2);
  if (value !== undefined) raw.push(lower, value);
}

function hasBody(req: IncomingMessage): boolean {
  const len = req.headers['content-length'];
  return (len !== undefined && len !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/** Headers Next.js uses between its proxy and its renderer; a browser has no use for them. */
const INTERNAL_HEADERS = ['x-middleware-rewrite', 'x-middleware-next', 'x-middleware-set-cookie'];

/**
 * Runs just before `res` sends its head:
 * - an error answered before the request's body was read (413, a refused upload …) closes the
 *   connection: the unread rest of the body would otherwise be taken for the next request on a
 *   keep-alive connection, or the socket cut under the client's next request;
 * - internal headers (the proxy's rewrite target) are dropped.
 */
export function beforeHead(req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    for (const h of INTERNAL_HEADERS) this.removeHeader(h);
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
    if (status >= 400 && hasBody(req) && !req.complete) {
      this.setHeader('Connection', 'close');
      this.shouldKeepAlive = false;
    }
    return (writeHead as (...a: unknown[]) => ServerResponse)(...args);
  };
}

/**
 * The last resort: logs an error no handler caught and answers 500 for this request alone (or
 * cuts it when the answer had already begun). The process and other requests carry on.
 */
export function failRequest(err: unknown, req: IncomingMessage, res: ServerResponse): void {
  log().error({ err, method: req.method, url: req.url?.slice(0, 200) }, 'request failed');
  try {
    if (!res.headersSent) {
      res.removeHeader('Content-Encoding');
      sendError(req, res, 500, 'internal');
    } else {
      res.destroy();
    }
  } catch {
    res.destroy();
  }
}

/** Runs a handler and sends anything it throws, synchronously or later, to `failRequest`. */
export function guarded(
  req: IncomingMessage,
  res: ServerResponse,
  handler: () => void | Promise<unknown>,
): void {
  try {
    const r = handler();
    if (r && typeof r.then === 'function') r.catch((err) => failRequest(err, req, res));
  } catch (err) {
    failRequest(err, req, res);
  }
}

const CLIENT_ERROR_STATUS: Record<string, { status: number; key: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, key: 'headersTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: 'requestTimeout' },
  HPE_URI_TOO_LONG: { status: 414, key: 'uriTooLong' },
};

/**
 * Node's `clientError`: a request it could not parse (headers too large, bad syntax, a timeout).
 * Node's own answer has an empty body; this one says what went wrong, in the envelope for /api.
 */
export function answerClientError(
  err: NodeJS.ErrnoException & { rawPacket?: Buffer },
  socket: Duplex,
  headers: Record<string, string>,
): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, key } = CLIENT_ERROR_STATUS[err.code ?? ''] ?? { status: 400, key: 'badRequest' };
  const raw = err.rawPacket ? err.rawPacket.subarray(0, 4096).toString('latin1') : '';
  const target = /^[A-Z]{1,16} (\S+)/.exec(raw)?.[1] ?? '/';
  const lang = LANG_HEADER.exec(raw)?.[1];
  const { type, body } = errorBody(status, key, target, lang);
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}`,
    `Content-Type: ${type}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
}
