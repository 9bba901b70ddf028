import 'server-only';
import { and, eq, ne, or } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { matches, videos } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import type { AuthUser } from '@/lib/account/auth';
import { fold } from '@/lib/text/fold';
import { claimUploads, releaseUploads } from '@/lib/uploads/claim';
import type { Locale } from '@/i18n/locales';
import { requireCategory } from './categories';
import { assertNotMuted } from '@/lib/account/standing';

/**
 * Publishing and removing videos (Video_user/insert, Video_user/delete). A video refers to two
 * files its author uploaded first: the video (upload/video, purpose `video`) and its cover
 * (upload/image, purpose `cover`); nobody can publish someone else's upload or a file of the
 * wrong kind. Removal is soft (`status` removed): comments and reactions stay for the record.
 */

/** The folded search text of a video: every title, and every description. */
export function searchText(v: {
  titleZh?: string | null;
  titleEn?: string | null;
  titleVi?: string | null;
  descriptionZh?: string | null;
  descriptionEn?: string | null;
  descriptionVi?: string | null;
}): { searchTitle: string; searchBody: string } {
  const join = (...xs: (string | null | undefined)[]) =>
    fold(xs.filter((x): x is string => !!x).join(' '));
  return {
    searchTitle: join(v.titleZh, v.titleEn, v.titleVi),
    searchBody: join(v.descriptionZh, v.descriptionEn, v.descriptionVi),
  };
}

export type NewVideo = {
  category_id: number;
  title: string;
  description: string;
  video: string;
  cover: string;
  duration?: number;
  match_id?: number;
};

/**
 * A logged-in user publishes a video in the request's language (`lang`): the title and the
 * description are stored as that language's. Answers the new id.
 */
export async function insertVideo(user: AuthUser, input: NewVideo, lang: Locale): Promise<number> {
  await assertNotMuted(user.id);
  await requireCategory(input.category_id);
  if (input.match_id) {
    const [m] = await db()
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.id, input.match_id));
    if (!m) throw new AppError('matchNotFound');
  }
  const key = lang === 'en' ? 'En' : lang === 'vi' ? 'Vi' : 'Zh';
  const texts = {
    [`title${key}`]: input.title,
    [`description${key}`]: input.description || null,
  } as Pick<typeof videos.$inferInsert, 'titleZh' | 'descriptionZh'>;
  return db().transaction(async (tx) => {
    await claimUploads(tx, user.id, 'video', [input.video]);
    await claimUploads(tx, user.id, 'cover', [input.cover]);
    const [row] = await tx
      .insert(videos)
      .values({
        categoryId: input.category_id,
        authorId: user.id,
        lang,
        ...texts,
        ...searchText(texts),
        cover: input.cover,
        src: input.video,
        durationS: input.duration ?? 0,
        matchId: input.match_id ?? null,
      })
      .returning({ id: videos.id });
    return row.id;
  });
}

/**
 * Removes a video: its author or an administrator may; anyone else is `forbidden`. Removing one
 * already removed (or unknown) is `videoNotFound`. Its uploads are released for the sweeper.
 */
export async function deleteVideo(user: Pick<AuthUser, 'id' | 'isAdmin'>, id: number) {
  await db().transaction(async (tx) => {
    const [row] = await tx
      .select({ authorId: videos.authorId, src: videos.src, cover: videos.cover })
      .from(videos)
      .where(and(eq(videos.id, id), eq(videos.status, 'published')))
      .for('update');
    if (!row) throw new AppError('videoNotFound');
    if (row.authorId !== user.id && !user.isAdmin) throw new AppError('forbidden');
    await tx
      .update(videos)
      .set({ status: 'removed', updatedAt: new Date() })
      .where(eq(videos.id, id));
    // Its files go back to the sweeper unless another published video of the author uses them.
    const others = await tx
      .select({ src: videos.src, cover: videos.cover })
      .from(videos)
      .where(
        and(
          ne(videos.id, id),
          eq(videos.status, 'published'),
          or(eq(videos.src, row.src), eq(videos.cover, row.cover)),
        ),
      );
    const inUse = new Set(others.flatMap((o) => [o.src, o.cover]));
    await releaseUploads(
      tx,
      [row.src, row.cover].filter((u) => !inUse.has(u)),
    );
  });
}
