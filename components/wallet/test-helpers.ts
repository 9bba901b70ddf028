import type { mockBff } from '@/test/bff';

type Bff = ReturnType<typeof mockBff>;

/**
 * Around test/bff.ts's fetch mock: records each call's `Idempotency-Key` (by path) and can make
 * the next calls to a path fail like a dropped connection (the request may or may not have
 * reached the server), which the API client reports as a network error.
 */
export function trackKeys(bff: Bff) {
  const keys: { path: string; key: string | null }[] = [];
  const drops = new Map<string, number>();
  const inner = bff.fetch.getMockImplementation();
  if (!inner) throw new Error('mockBff first');
  bff.fetch.mockImplementation(async (input, init) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const path = new URL(req.url).pathname.replace(/^\/bff\//, '');
    keys.push({ path, key: req.headers.get('idempotency-key') });
    const left = drops.get(path.toLowerCase()) ?? 0;
    if (left > 0) {
      drops.set(path.toLowerCase(), left - 1);
      throw new TypeError('Failed to fetch');
    }
    return inner(req);
  });
  return {
    /** The keys sent to `path`, in order. */
    keysFor: (path: string) =>
      keys.filter((k) => k.path.toLowerCase() === path.toLowerCase()).map((k) => k.key),
    /** The next `times` calls to `path` never get an answer. */
    drop: (path: string, times = 1) => drops.set(path.toLowerCase(), times),
  };
}

/** A promise and its resolver: holds an answer back to look at the pending state. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
