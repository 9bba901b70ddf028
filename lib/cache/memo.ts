import 'server-only';
import { LRUCache } from 'lru-cache';

// Every memo of the process, also those of Next's bundles (which load their own copies of this
// module): one `settings.changed` message on the bus must reach them all (lib/admin/settings.ts).
const g = globalThis as unknown as { __memos?: Set<LRUCache<string, { value: unknown }>> };
const all = (g.__memos ??= new Set<LRUCache<string, { value: unknown }>>());

/**
 * A read-through cache for data that changes rarely and is read on every page (settings, the
 * country list, hot searches): without it each page view queried the database for them.
 * Per process, so another instance's change shows after at most `ttlMs`; concurrent misses
 * share one load.
 */
export function memo<T>(
  ttlMs: number,
  load: (key: string) => Promise<T>,
  opts: { max?: number } = {},
) {
  const cache = new LRUCache<string, { value: unknown }>({
    max: opts.max ?? 64,
    ttl: ttlMs,
    fetchMethod: async (key) => ({ value: await load(key) }),
  });
  all.add(cache);
  return async (key = ''): Promise<T> => {
    const hit = await cache.fetch(key);
    return hit!.value as T;
  };
}

/** Forgets every memoised value (after an administrator's change, and between tests). */
export function clearMemos(): void {
  for (const c of all) c.clear();
}
