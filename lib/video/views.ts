import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { videos } from '@/lib/db/schema';
import { firstView } from '@/lib/content/views';
import { requireVideo } from './queries';

/**
 * Video/addView: counts a view of a published video at most once per viewer (the user, else the
 * client's IP) and half hour (lib/content/views.ts, shared across instances through Redis).
 * Answers the count afterwards and whether this call counted.
 */
export async function addView(
  id: number,
  viewer: { userId?: number | null; ip: string },
): Promise<{ id: number; views: number; counted: boolean }> {
  const row = await requireVideo(id);
  if (!(await firstView('video', id, viewer))) return { id, views: row.views, counted: false };
  const [r] = await db()
    .update(videos)
    .set({ views: sql`${videos.views} + 1` })
    .where(and(eq(videos.id, id), eq(videos.status, 'published')))
    .returning({ views: videos.views });
  return { id, views: r?.views ?? row.views, counted: !!r };
}
