import 'server-only';

/**
 * The unique index a failed statement ran into, or null for any other error. Drizzle wraps the
 * driver's error (pg and PGlite both report SQLSTATE 23505 with the constraint name) in `cause`.
 */
export function violatedUniqueIndex(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const x = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (x.code === '23505') return typeof x.constraint === 'string' ? x.constraint : '';
    e = x.cause;
  }
  return null;
}
