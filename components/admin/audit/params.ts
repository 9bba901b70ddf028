import { CONSOLE_QUERY_MAX } from '@/lib/admin/limits';

/** A whole number from a search param, or the fallback. */
function intOf(value: string | null, fallback: number): number {
  const n = Number(value);
  return value && Number.isSafeInteger(n) ? n : fallback;
}

/**
 * The admin/auditList request of the view in the URL (`q`, `actor`, `action`, `page`): the same
 * for the server page's first render and for the browser afterwards.
 */
export function auditParams(get: (key: string) => string | null): Record<string, unknown> {
  const actor = intOf(get('actor'), 0);
  const action = get('action');
  return {
    page: Math.max(1, intOf(get('page'), 1)),
    q: (get('q') ?? '').slice(0, CONSOLE_QUERY_MAX),
    ...(actor > 0 ? { actor_id: actor } : {}),
    ...(action ? { action: action.slice(0, 64) } : {}),
  };
}
