/**
 * The abuse limits of `/ws` as clients see them (docs/realtime.md "Limits"): the error frame's
 * `msg` and the close that follows. Shared by the server and the browser client, so this file
 * imports nothing.
 */

/** A connection sent frames faster than its budget (WS_MSG_BURST, refilled at WS_MSG_PER_SEC). */
export const RATE_LIMIT = { msg: 'too many messages', code: 1008, reason: 'rate limit' } as const;

/** Its client address already holds WS_MAX_PER_IP connections (over every instance on Redis). */
export const CONNECTION_LIMIT = {
  msg: 'too many connections',
  code: 1013,
  reason: 'too many connections',
} as const;

export type Limit = typeof RATE_LIMIT | typeof CONNECTION_LIMIT;

/** 1008 (policy violation) or 1013 (try again later): retrying at once would hit the limit again. */
export function isLimitClose(code: number): boolean {
  return code === RATE_LIMIT.code || code === CONNECTION_LIMIT.code;
}

/** The error frame sent just before a limit's close. */
export function isLimitError(msg: unknown): boolean {
  return msg === RATE_LIMIT.msg || msg === CONNECTION_LIMIT.msg;
}
