/** The session cookie's name: a module of its own so `server.ts` can read it without Next. */
export const SESSION_COOKIE = 'sl_session';

/**
 * What the encrypted, httpOnly session cookie holds: the API token only. Pages read the user
 * fresh from the API (getViewer), so the cookie never carries a stale copy.
 */
export type SessionData = { token?: string };
