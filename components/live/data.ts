import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { serverApi } from '@/lib/bff/server';
import { CODE_LOGIN, isApiError } from '@/lib/contract';

/** A read of the platform API for a page: its data, or why not (code 700, or any other failure). */
export type Read<T> = { ok: true; data: T } | { ok: false; login: boolean };

/**
 * Reads through `serverApi` (in-process, with the session's token) without letting a failing
 * call break the page: the page shows a login state for code 700 and an "unavailable" note
 * otherwise. Next's own control-flow errors (dynamic rendering, redirects) still propagate.
 */
export async function readApi<T>(path: string, params?: Record<string, unknown>): Promise<Read<T>> {
  try {
    return { ok: true, data: await serverApi<T>(path, params) };
  } catch (err) {
    unstable_rethrow(err);
    return { ok: false, login: isApiError(err) && err.code === CODE_LOGIN };
  }
}
