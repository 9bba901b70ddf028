import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/i18n/locales';
import type { PublicUser } from '@/lib/account/types';
import { getSession } from './session';
import { upstream, type Envelope } from './upstream';

/**
 * For server components: reads through the platform API with the session's token, in-process.
 * Pages never fetch their own site over HTTP.
 */
export async function serverApi<T = unknown>(
  path: string,
  params?: Record<string, unknown>,
  method: 'GET' | 'POST' = 'GET',
): Promise<Envelope<T>> {
  const [session, locale, h] = await Promise.all([getSession(), getLocale(), headers()]);
  const lang: Locale = isLocale(locale) ? locale : 'zh';
  const { envelope } = await upstream({
    path,
    method,
    params,
    token: session.token,
    lang,
    ip: h.get('x-client-ip') ?? '',
  });
  return envelope as Envelope<T>;
}

/**
 * The logged-in user, fresh from the API once per request (balance and level change; a revoked
 * token shows as a visitor), or null for visitors.
 */
export const getViewer = cache(async (): Promise<PublicUser | null> => {
  const session = await getSession();
  if (!session.token) return null;
  const r = await serverApi<PublicUser>('user/info');
  return r.code === 0 ? r.data : null;
});
