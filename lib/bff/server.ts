import 'server-only';
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

/** The logged-in user as the session last saw it, or null for visitors. */
export async function getViewer(): Promise<PublicUser | null> {
  const session = await getSession();
  return session.token && session.user ? session.user : null;
}
