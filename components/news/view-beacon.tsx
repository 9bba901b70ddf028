'use client';

import { useEffect } from 'react';
import { apiPost } from '@/lib/client/api';

/**
 * Counts a read once the page is shown (the page itself may come from the page cache, so the
 * server render cannot count). Silent: a failure is nobody's business.
 */
export function ViewBeacon({ path, id }: { path: string; id: number }) {
  useEffect(() => {
    void apiPost(path, { id }, { silent: true }).catch(() => undefined);
  }, [path, id]);
  return null;
}
