import { AppError } from './app-error';

/**
 * Which failures of the parts the site stands on are the parts' and not the request's
 * (docs/architecture.md "When a part fails"): the database (or Redis) down or restarting answers 503
 * `serviceUnavailable` with Retry-After, a full disk or bucket 507 `storageFull`. The API's one
 * error mapper (lib/api/app.ts) asks here; so do the storage providers, which tidy up first.
 * Plain code, no imports of a driver: errors are recognised by their shape.
 */

/** Seconds a client is told to wait after a 503: about how long a PostgreSQL restart takes. */
export const SERVICE_RETRY_AFTER_S = 5;

type ErrorShape = {
  code?: unknown;
  errno?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
  $metadata?: { httpStatusCode?: unknown };
  Code?: unknown;
};

/** The error and the errors it wraps (drizzle's DrizzleQueryError keeps the driver's in `cause`). */
function chain(err: unknown): ErrorShape[] {
  const out: ErrorShape[] = [];
  let e: unknown = err;
  while (e && typeof e === 'object' && out.length < 5 && !out.includes(e)) {
    out.push(e);
    e = (e as ErrorShape).cause;
  }
  return out;
}

/** Socket errors: the database's address refuses, resets or does not answer. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that is going away or not there yet: class 08 (connection
 * exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up
 * or shutting down), 53300 too_many_connections, 53100 disk_full (its disk is full: PGlite's in
 * DATA_DIR too), 40001/40P01 are not here: a conflict is answered by the code that retries it.
 */
function sqlStateUnavailable(code: string): boolean {
  return (
    /^08[0-9A-Z]{3}$/.test(code) ||
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    code === '53300' ||
    code === '53100'
  );
}

/** node-postgres' own messages for a connection that went or never came. */
const PG_MESSAGES = [
  /^Connection terminated/, // the server closed the socket (restart, network cut)
  /^timeout exceeded when trying to connect/, // the pool's connectionTimeoutMillis
  /^Query read timeout/, // the pool's query_timeout: no answer on an open socket
  /^Client has encountered a connection error and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
];

/**
 * ioredis' failures of a command while Redis is down: the retries of its reconnecting connection
 * ran out, or the connection is closed. (Redis' own answers, e.g. a wrong type, are bugs.)
 */
function redisUnavailable(e: ErrorShape): boolean {
  const message = typeof e.message === 'string' ? e.message : '';
  return (
    e.name === 'MaxRetriesPerRequestError' ||
    e.name === 'BusUnavailableError' || // lib/realtime/bus.ts
    message === 'Connection is closed.' ||
    message === 'Command timed out' || // commandTimeout (lib/realtime/bus.ts)
    message.startsWith("Stream isn't writeable")
  );
}

/**
 * PGlite's file system (Emscripten's) failing a write of its data directory for lack of space:
 * its ErrnoError with Emscripten's number for ENOSPC. PostgreSQL's own writes report 53100.
 */
const EMSCRIPTEN_ENOSPC = 51;

/** True when `err` says the database is down, restarting, unreachable or out of disk. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    if (e.name === 'ErrnoError' && e.errno === EMSCRIPTEN_ENOSPC) return true;
    const code = typeof e.code === 'string' ? e.code : '';
    if (SOCKET_CODES.has(code) || sqlStateUnavailable(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (PG_MESSAGES.some((re) => re.test(message))) return true;
  }
  return false;
}

/** True when `err` is the database's or Redis' being down (the 503 of partFailure). */
export function isPartUnavailable(err: unknown): boolean {
  return isDatabaseUnavailable(err) || chain(err).some(redisUnavailable);
}

/**
 * S3-compatible stores' answers for "no room": HTTP 507 Insufficient Storage, MinIO's
 * XMinioStorageFull and bucket quota, Ceph RGW's and others' QuotaExceeded.
 */
const S3_FULL_NAMES = new Set([
  'XMinioStorageFull',
  'XMinioAdminBucketQuotaExceeded',
  'QuotaExceeded',
  'InsufficientStorage',
  'StorageFull',
]);

/** True when `err` is a write refused for lack of space: ENOSPC, EDQUOT or a full bucket. */
export function isStorageFull(err: unknown): boolean {
  for (const e of chain(err)) {
    if (e.code === 'ENOSPC' || e.code === 'EDQUOT') return true;
    const name = typeof e.name === 'string' ? e.name : typeof e.Code === 'string' ? e.Code : '';
    if (S3_FULL_NAMES.has(name)) return true;
    if (e.$metadata?.httpStatusCode === 507) return true;
  }
  return false;
}

/** The 503 `serviceUnavailable` a client may retry after SERVICE_RETRY_AFTER_S. */
export function serviceUnavailable(): AppError {
  return new AppError('serviceUnavailable', { retryAfter: SERVICE_RETRY_AFTER_S }, 503);
}

/** The 507 `storageFull` of an upload refused for lack of space. */
export function storageFull(): AppError {
  return new AppError('storageFull', {}, 507);
}

/**
 * The client-facing failure for an error no domain handled, when it is one of a part's (else
 * null: an internal error). A full disk under PostgreSQL (53100) is the database's failure.
 */
export function partFailure(err: unknown): AppError | null {
  if (isPartUnavailable(err)) return serviceUnavailable();
  if (isStorageFull(err)) return storageFull();
  return null;
}
