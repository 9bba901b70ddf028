'use client';

import ky, { type Options } from 'ky';
import { toast } from '@/lib/client/toast';
import { loginDialogAtom, tabIndexAtom } from './atoms';
import { clientMessage } from './client-messages';
import { ERROR_TOAST_MS, RELOGIN_GUARD_MS, REQUEST_TIMEOUT_MS } from './constants';
import { currentLocale } from './locale';
import { clientStore } from './store';
import { clearStoredUser } from './user-store';
import {
  ApiError,
  CODE_LOGIN,
  CODE_OK,
  errorKeyOf,
  NETWORK_ERROR_CODE,
  parseEnvelope,
  queryValue,
  type Envelope,
} from '@/lib/contract';

/**
 * The browser's only way to the platform API: the same-origin BFF at /bff, which adds the
 * session's token. The envelope rules of docs/product.md §8 live here and nowhere else.
 */

export { ApiError, NETWORK_ERROR_CODE } from '@/lib/contract';

export type ApiOptions = {
  /** Sent as `Idempotency-Key`; money-moving calls need one (docs/architecture.md "Money"). */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /**
   * For background reads whose failure the user did not cause: no toast and no login prompt
   * (a visitor's page must not pop the login dialog). The call still rejects.
   */
  silent?: boolean;
};

export type ApiResult<T> = { data: T; msg: string };

const http = ky.create({
  prefixUrl: '/bff',
  timeout: REQUEST_TIMEOUT_MS,
  // Mutations must not repeat behind the user's back; reads fail fast and the user retries.
  retry: 0,
  // Failures such as HTTP 429 still carry the envelope, whose code decides what happens.
  throwHttpErrors: false,
  credentials: 'same-origin',
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set('lang', currentLocale());
      },
    ],
  },
});

let lastReloginAt = Number.NEGATIVE_INFINITY;

/** For actions that need login (docs/product.md §6): the login-required prompt and the login overlay. */
export function requireLogin(): void {
  // One id, so several prompts at once show one toast.
  toast.warning(clientMessage('loginRequired'), { id: 'login-required' });
  clientStore.set(loginDialogAtom, { open: true, mode: 'code' });
}

/** Code 700 (docs/product.md §8): the first within the guard window resets the login state and prompts. */
function onNotLoggedIn(silent: boolean): void {
  clearStoredUser();
  if (silent) return;
  const now = Date.now();
  if (now - lastReloginAt < RELOGIN_GUARD_MS) return;
  lastReloginAt = now;
  clientStore.set(tabIndexAtom, 0);
  requireLogin();
}

/** The server ended the session (a ban closed the websocket): handled like a 700 answer. */
export function sessionEnded(): void {
  onNotLoggedIn(false);
}

function networkFailure(silent: boolean): ApiError {
  const msg = clientMessage('networkError');
  if (!silent) toast.error(msg, { id: 'network-error', duration: ERROR_TOAST_MS });
  return new ApiError({ code: NETWORK_ERROR_CODE, msg, status: 0 });
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  // Not JSON: a proxy's error page or a cut connection, handled as a network failure.
  return parseEnvelope(await response.json().catch(() => null));
}

function toSearchParams(params?: Record<string, unknown>): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    out[key] = queryValue(value);
  }
  return out;
}

async function request<T>(
  method: 'get' | 'post',
  path: string,
  init: Options,
  opts: ApiOptions,
): Promise<ApiResult<T>> {
  const silent = opts.silent ?? false;
  let response: Response;
  try {
    response = await http(path.replace(/^\/+/, ''), {
      ...init,
      method,
      signal: opts.signal,
      headers: opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : undefined,
    });
  } catch (error) {
    // A caller that cancelled (unmount, new search) is not told about a failure it asked for.
    if (opts.signal?.aborted) throw error;
    throw networkFailure(silent);
  }
  const envelope = await readEnvelope(response);
  if (!envelope) throw networkFailure(silent);
  const { code, msg, data } = envelope;
  if (code === CODE_OK) return { data: data as T, msg };
  if (code === CODE_LOGIN) {
    onNotLoggedIn(silent);
  } else if (!silent && errorKeyOf(data) !== 'nicknameTaken') {
    // A taken nickname is shown inline by the form that asked (docs/product.md §8 exception).
    toast.error(msg, { duration: ERROR_TOAST_MS });
  }
  throw new ApiError({ code, msg, status: response.status, data });
}

/** GET /bff/<path>: resolves with the envelope's data. */
export async function apiGet<T = unknown>(
  path: string,
  params?: Record<string, unknown>,
  opts: ApiOptions = {},
): Promise<T> {
  return (await request<T>('get', path, { searchParams: toSearchParams(params) }, opts)).data;
}

/** POST /bff/<path> (same-origin, JSON body): resolves with the envelope's data. */
export async function apiPost<T = unknown>(
  path: string,
  body?: Record<string, unknown>,
  opts: ApiOptions = {},
): Promise<T> {
  return (await request<T>('post', path, { json: body ?? {} }, opts)).data;
}

/** Like apiPost, with the server's success message too (for "code sent", "registered" …). */
export async function apiPostResult<T = unknown>(
  path: string,
  body?: Record<string, unknown>,
  opts: ApiOptions = {},
): Promise<ApiResult<T>> {
  return request<T>('post', path, { json: body ?? {} }, opts);
}
