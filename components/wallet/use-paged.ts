'use client';

import { useEffect, useState } from 'react';
import { apiGet } from '@/lib/client/api';
import { inlineError } from './api-error';
import type { Paged } from '@/lib/wallet/contract';

export type PagedState<T> =
  | { state: 'loading'; data: Paged<T> | null }
  | { state: 'failed'; msg: string; data: Paged<T> | null }
  | { state: 'ready'; data: Paged<T> };

/**
 * A page of a list endpoint, read again when `params` (compared as JSON) or `reload` change.
 * While the next page loads the previous one stays on screen (dimmed by the caller), so the
 * table does not jump. `initial` is a server-rendered first page for the same params.
 */
export function usePaged<T>(
  path: string,
  params: Record<string, unknown>,
  reload = 0,
  initial: Paged<T> | null = null,
): PagedState<T> {
  const key = JSON.stringify([path, params, reload]);
  const [firstKey] = useState(key);
  const [result, setResult] = useState<{ key: string; value: PagedState<T> }>(() =>
    initial
      ? { key, value: { state: 'ready', data: initial } }
      : { key: '', value: { state: 'loading', data: null } },
  );

  useEffect(() => {
    // The server's first page is already on screen.
    if (initial && key === firstKey && result.key === key) return;
    let live = true;
    apiGet<Paged<T>>(path, params, { silent: true })
      .then((data) => {
        if (!live) return;
        const list = Array.isArray(data?.list) ? data.list : [];
        setResult({
          key,
          value: { state: 'ready', data: { ...data, list, total: Number(data?.total) || 0 } },
        });
      })
      .catch((e: unknown) => {
        if (live)
          setResult((r) => ({
            key,
            value: { state: 'failed', msg: inlineError(e), data: r.value.data },
          }));
      });
    return () => {
      live = false;
    };
    // `key` stands for path, params and reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // A new key shows the loading state over the last data until its answer comes.
  if (result.key !== key) return { state: 'loading', data: result.value.data };
  return result.value;
}
