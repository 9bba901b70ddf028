import 'server-only';
import { countFirstView } from '@/lib/rate-limit/rules';

/**
 * Whether this view of `kind` `id` by `viewer` (a user id, else the client's IP) is the first in
 * VIEW_WINDOW (lib/rate-limit/rules.ts). Shared across instances through Redis when REDIS_URL is set.
 */
export async function firstView(
  kind: 'article' | 'video' | 'post',
  id: number,
  viewer: { userId?: number | null; ip: string },
): Promise<boolean> {
  const who = viewer.userId ? `u${viewer.userId}` : `ip${viewer.ip}`;
  return countFirstView(`${kind}:${id}:${who}`);
}
