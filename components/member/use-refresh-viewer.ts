'use client';

import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import { apiGet } from '@/lib/client/api';

/**
 * After a profile change: reading user/info makes the BFF refresh the session's copy of the
 * user, then the refresh re-renders the server parts (nav popover, header card) from it.
 */
export function useRefreshViewer(): () => Promise<void> {
  const router = useRouter();
  return useCallback(async () => {
    // Silent: the change itself succeeded, and the page reads user/info again on the server anyway.
    await apiGet('user/info', undefined, { silent: true }).catch(() => undefined);
    router.refresh();
  }, [router]);
}
