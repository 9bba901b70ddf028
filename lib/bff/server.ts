import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/i18n/locales';
import type { PublicUser } from '@/lib/account/contract';
import { getSession } from './session';
import { isRefusal, upstreamData } from './upstream';

/**
 * For server components: reads through the platform API with the session's token, in-process.
 * Pages never fetch their own site over HTTP. Resolves with the envelope's data; any failure
 * (code 1, 700) throws the typed ApiError of lib/contract (code, key, msg, status).
 */
export async function serverApi<T = unknown>(
  path: string,
  params?: Record<string, unknown>,
  method: 'GET' | 'POST' = 'GET',
): Promise<T> {
  const [session, locale, h] = await Promise.all([getSession(), getLocale(), headers()]);
  const lang: Locale = isLocale(locale) ? locale : 'zh';
  return upstreamData<T>({
    path,
    method,
    params,
    token: session.token,
    lang,
    ip: h.get('x-client-ip') ?? '',
  });
}

/**
 * Like serverApi, with null for an answer that failed (an unknown id, a visitor …); an outage
 * still throws (isRefusal).
 */
export async function serverApiOrNull<T = unknown>(
  path: string,
  params?: Record<string, unknown>,
  method: 'GET' | 'POST' = 'GET',
): Promise<T | null> {
  try {
    return await serverApi<T>(path, params, method);
  } catch (e) {
    if (isRefusal(e)) return null;
    throw e;
  }
}

/**
 * The logged-in user, fresh from the API once per request (balance and level change; a revoked
 * token shows as a visitor), or null for visitors.
 */
export const getViewer = cache(async (): Promise<PublicUser | null> => {
  const session = await getSession();
  if (!session.token) return null;
  return serverApiOrNull<PublicUser>('user/info');
});
