/**
 * Reads the stable key and message of a rejected API call (lib/client/api's ApiError carries the
 * envelope's `msg` and `data`). Typed structurally so this does not depend on the class itself.
 */
export function apiErrorKey(err: unknown): string | undefined {
  if (!err || typeof err !== 'object' || !('data' in err)) return undefined;
  const data = (err as { data: unknown }).data;
  if (!data || typeof data !== 'object' || !('error' in data)) return undefined;
  const key = (data as { error: unknown }).error;
  return typeof key === 'string' ? key : undefined;
}

export function apiErrorMessage(err: unknown): string {
  if (err && typeof err === 'object') {
    const { msg } = err as { msg?: unknown };
    if (typeof msg === 'string' && msg) return msg;
  }
  return err instanceof Error ? err.message : '';
}
