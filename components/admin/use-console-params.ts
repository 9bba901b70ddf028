'use client';

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'next/navigation';
import { usePathname, useRouter } from '@/i18n/navigation';

export type ParamPatch = Record<string, string | number | null | undefined>;

/**
 * A console view's state in its URL (filters, search, sort, page), so a view can be shared or
 * reloaded as it is (docs/architecture.md "Console"). `set` replaces the history entry; a change
 * of anything but the page goes back to page 1.
 */
export function useConsoleParams(): [
  { get: (key: string) => string | null; all: () => Record<string, string> },
  (patch: ParamPatch) => void,
] {
  const search = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const view = useMemo(
    () => ({
      get: (key: string) => search.get(key),
      all: () => Object.fromEntries(search.entries()),
    }),
    [search],
  );
  const set = useCallback(
    (patch: ParamPatch) => {
      const next = new URLSearchParams(search.toString());
      if (!('page' in patch)) next.delete('page');
      for (const [k, v] of Object.entries(patch)) {
        if (v === null || v === undefined || v === '') next.delete(k);
        else next.set(k, String(v));
      }
      const qs = next.toString();
      router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
    },
    [search, pathname, router],
  );
  return [view, set];
}

/** A whole number from a search param, or the fallback. */
export function intParam(value: string | null | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isSafeInteger(n) ? n : fallback;
}
