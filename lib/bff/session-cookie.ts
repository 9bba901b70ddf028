/** The session cookie's name: a module of its own so `server.ts` can read it without Next. */
export const SESSION_COOKIE = 'sl_session';
