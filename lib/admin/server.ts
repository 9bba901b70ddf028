import 'server-only';
import { cache } from 'react';
import { serverApi } from '@/lib/bff/server';
import { isApiError } from '@/lib/contract';
import type { ConsoleMe, QueueCounts } from './contract';

/**
 * For the console's server components: the caller's console roles, once per request (the layout
 * and the page share it), or null for a visitor or a user without a role.
 */
export const consoleMe = cache(async (): Promise<ConsoleMe | null> => {
  try {
    return await serverApi<ConsoleMe>('admin/me');
  } catch (e) {
    if (isApiError(e)) return null;
    throw e;
  }
});

/** The menu's queue counts for the first render, or null when they could not be read. */
export async function consoleCounts(): Promise<QueueCounts | null> {
  try {
    return await serverApi<QueueCounts>('admin/counts');
  } catch (e) {
    if (isApiError(e)) return null;
    throw e;
  }
}
