import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';
import { SESSION_COOKIE, type SessionData } from './session-cookie';

export { SESSION_COOKIE, type SessionData };

export function sessionOptions(): SessionOptions {
  const e = env();
  return {
    cookieName: SESSION_COOKIE,
    password: e.SESSION_SECRET,
    ttl: 30 * 24 * 3600,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      // Secure in production; browsers accept it on http://localhost too. A plain-http deployment
      // must say so with PUBLIC_URL=http://….
      secure: e.NODE_ENV === 'production' && !(e.PUBLIC_URL ?? '').startsWith('http://'),
      path: '/',
    },
  };
}

export async function getSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}
