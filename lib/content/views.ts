import 'server-only';
import { take, type Limit } from '@/lib/rate-limit';

/** A viewer's views of one thing count once per half hour (reloads and replays do not inflate). */
export const VIEW_WINDOW: Limit = { name: 'content-view', points: 1, durationSec: 30 * 60 };

/**
 * Whether this view of `kind` `id` by `viewer` (a user id, else the client's IP) is the first in
 * VIEW_WINDOW. Shared across instances through Redis when REDIS_URL is set.
 */
export async function firstView(
  kind: 'article' | 'video' | 'post',
  id: number,
  viewer: { userId?: number | null; ip: string },
): Promise<boolean> {
  const who = viewer.userId ? `u${viewer.userId}` : `ip${viewer.ip}`;
  return take(VIEW_WINDOW, `${kind}:${id}:${who}`);
}
