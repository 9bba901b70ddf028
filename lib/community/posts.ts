import 'server-only';
import { and, desc, eq, gte, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import type { AuthUser } from '@/lib/account/auth';
import { levelFromExp } from '@/lib/account/level';
import { reactedIds, setReaction } from '@/lib/content/social';
import { db } from '@/lib/db/client';
import { circles, posts, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { firstView } from '@/lib/content/views';
import { fold } from '@/lib/text/fold';
import { claimUploads, releaseUploads } from '@/lib/uploads/claim';
import { playableSrc } from '@/lib/video/media';
import { circleName } from './circles';
import type { PostItem, PostPage } from './contract';
import {
  HOT_PERIOD_HOURS,
  POST_MAX_CHARS,
  POST_MAX_IMAGES,
  charCount,
  type HotPeriod,
  type PostLangFilter,
  type PostOrder,
} from './limits';
import { assertNotMuted } from '@/lib/account/standing';

/**
 * Community posts (anchor_dynamics, docs/product.md §5, §7 "Social", §9): plain text in a circle, with up
 * to 4 images or one video and its cover, all of them the poster's own uploads. Text is stored
 * as typed and always rendered as text. Deleting is soft, by the author or an administrator.
 */

/** The length the demo's video posts play for. */
const DEMO_VIDEO_S = 90;

/** A view counts once per viewer and post in this window. */

type Viewer = Pick<AuthUser, 'id' | 'isAdmin'> | null | undefined;

/** A post as every list and the detail page show it. */
export type PostView = PostItem;
export type { PostPage };

/** The hot score: a comment weighs two likes (docs/product.md §9 hot posts). */
const hotScore = sql`(${posts.likes} + 2 * ${posts.comments})`;

function selectPosts() {
  return db()
    .select({
      p: posts,
      nickname: users.nickname,
      avatar: users.avatar,
      exp: users.expTenths,
      isAnchor: users.isAnchor,
      nameZh: circles.nameZh,
      nameEn: circles.nameEn,
      nameVi: circles.nameVi,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .innerJoin(circles, eq(circles.id, posts.circleId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectPosts>['where']>>[number];

function canDelete(viewer: Viewer, authorId: number): boolean {
  return !!viewer && (viewer.id === authorId || viewer.isAdmin);
}

function view(r: Row, lang: Locale, viewer: Viewer, liked: Set<number>): PostView {
  return {
    id: r.p.id,
    circle: { id: r.p.circleId, name: circleName(r, lang) },
    author: {
      id: r.p.userId,
      nickname: r.nickname,
      avatar: r.avatar,
      level: levelFromExp(r.exp / 10),
      is_anchor: r.isAnchor,
    },
    lang: r.p.lang,
    content: r.p.content,
    images: r.p.images,
    // A demo post stores `demo-vod:<clip>`: its signed playlist is made when read.
    video: r.p.video ? playableSrc({ id: r.p.id, src: r.p.video, durationS: DEMO_VIDEO_S }) : null,
    video_cover: r.p.videoCover,
    views: r.p.views,
    likes: r.p.likes,
    comments: r.p.comments,
    created_at: Math.floor(r.p.createdAt.getTime() / 1000),
    liked: liked.has(r.p.id),
    can_delete: canDelete(viewer, r.p.userId),
  };
}

async function views(rows: Row[], lang: Locale, viewer: Viewer): Promise<PostView[]> {
  const liked = await reactedIds(
    viewer?.id,
    'like',
    'post',
    rows.map((r) => r.p.id),
  );
  return rows.map((r) => view(r, lang, viewer, liked));
}

/**
 * A page of live posts matching `where`, in `order`. `langFirst`: the posts in `lang` before the
 * others, each part in `order` (docs/architecture.md "Feeds by language"); the id ends every order,
 * so pages never repeat or skip a post.
 */
async function page(
  where: SQL | undefined,
  order: PostOrder,
  opts: { page: number; size: number; lang: Locale; viewer?: Viewer; langFirst?: boolean },
): Promise<PostPage> {
  const live = and(isNull(posts.deletedAt), where);
  const [rows, [{ total }]] = await Promise.all([
    selectPosts()
      .where(live)
      .orderBy(
        ...(opts.langFirst ? [desc(sql`(${posts.lang} = ${opts.lang})`)] : []),
        ...(order === 'hot'
          ? [desc(hotScore), desc(posts.createdAt), desc(posts.id)]
          : [desc(posts.createdAt), desc(posts.id)]),
      )
      .limit(opts.size)
      .offset((opts.page - 1) * opts.size),
    db()
      .select({ total: sql<number>`count(*)::int` })
      .from(posts)
      .where(live),
  ]);
  return {
    list: await views(rows, opts.lang, opts.viewer),
    total: Number(total),
    page: opts.page,
    size: opts.size,
  };
}

export type NewPost = {
  circleId: number;
  content: string;
  images?: readonly string[];
  video?: string | null;
  videoCover?: string | null;
};

/**
 * anchor_dynamics_user/insert: a post in a circle. Content is required (blank → contentRequired);
 * either up to 4 images (a 5th → tooManyImages) or a video with its cover (one without the
 * other → coverRequired / videoRequired; both kinds → mixedPostMedia). Every file must be the
 * poster's own upload of the right purpose (else uploadNotFound); it is claimed with the post in
 * one transaction, so it is no longer swept as an orphan.
 */
export async function createPost(user: AuthUser, input: NewPost, lang: Locale): Promise<PostView> {
  const content = input.content.normalize('NFC').trim();
  if (!content) throw new AppError('contentRequired');
  await assertNotMuted(user.id);
  if (charCount(content) > POST_MAX_CHARS)
    throw new AppError('contentTooLong', { max: POST_MAX_CHARS });
  const images = [...new Set(input.images ?? [])];
  if (images.length > POST_MAX_IMAGES)
    throw new AppError('tooManyImages', { max: POST_MAX_IMAGES });
  const video = input.video || null;
  const cover = input.videoCover || null;
  if (images.length > 0 && (video || cover)) throw new AppError('mixedPostMedia');
  if (video && !cover) throw new AppError('coverRequired');
  if (cover && !video) throw new AppError('videoRequired');

  const id = await db().transaction(async (tx) => {
    const [circle] = await tx
      .select({ id: circles.id })
      .from(circles)
      // A circle switched off in the console takes no new posts (lib/publish/circles.ts).
      .where(and(eq(circles.id, input.circleId), eq(circles.active, true)));
    if (!circle) throw new AppError('circleNotFound');
    if (images.length) await claimUploads(tx, user.id, 'post_image', images);
    if (video && cover) {
      await claimUploads(tx, user.id, 'video', [video]);
      await claimUploads(tx, user.id, 'cover', [cover]);
    }
    const [row] = await tx
      .insert(posts)
      .values({
        circleId: circle.id,
        userId: user.id,
        lang,
        content,
        images,
        video,
        videoCover: cover,
        searchBody: fold(content),
      })
      .returning({ id: posts.id });
    return row.id;
  });
  const [row] = await selectPosts().where(eq(posts.id, id));
  return view(row, lang, user, new Set());
}

/**
 * anchor_dynamics/info: one live post with its author, circle, counts and whether the viewer
 * likes it, or postNotFound. Counts a view of `viewerKey` (a user, else an address) once per half
 * hour, so reloading does not inflate it.
 */
export async function getPost(
  id: number,
  opts: { lang: Locale; viewer?: Viewer; viewerKey?: { userId?: number | null; ip: string } },
): Promise<PostView> {
  if (opts.viewerKey && (await firstView('post', id, opts.viewerKey))) {
    await db()
      .update(posts)
      .set({ views: sql`${posts.views} + 1` })
      .where(and(eq(posts.id, id), isNull(posts.deletedAt)));
  }
  const [row] = await selectPosts().where(and(eq(posts.id, id), isNull(posts.deletedAt)));
  if (!row) throw new AppError('postNotFound');
  return (await views([row], opts.lang, opts.viewer))[0];
}

/** `mine`: only the posts in the viewer's language (docs/architecture.md "Feeds by language"). */
function langWhere(filter: PostLangFilter | undefined, lang: Locale): SQL | undefined {
  return filter === 'mine' ? eq(posts.lang, lang) : undefined;
}

/**
 * The feed: all circles or one (circleNotFound when unknown), newest or hot first, the posts in
 * the viewer's language before the others (or, `langFilter` mine, only those).
 */
export async function listPosts(opts: {
  circleId?: number;
  order?: PostOrder;
  langFilter?: PostLangFilter;
  page: number;
  size: number;
  lang: Locale;
  viewer?: Viewer;
}): Promise<PostPage> {
  if (opts.circleId !== undefined) {
    const [c] = await db()
      .select({ id: circles.id })
      .from(circles)
      .where(eq(circles.id, opts.circleId));
    if (!c) throw new AppError('circleNotFound');
  }
  return page(
    and(
      opts.circleId !== undefined ? eq(posts.circleId, opts.circleId) : undefined,
      langWhere(opts.langFilter, opts.lang),
    ),
    opts.order ?? 'new',
    { ...opts, langFirst: true },
  );
}

/**
 * Hot posts of the day, week or month (docs/product.md §9): the posts created in the last 24 hours, 7 or
 * 30 days, by likes + 2 × comments, ties newest first; the viewer's language first (or only).
 */
export async function hotPosts(opts: {
  period: HotPeriod;
  limit: number;
  lang: Locale;
  langFilter?: PostLangFilter;
  viewer?: Viewer;
  now?: Date;
}): Promise<PostView[]> {
  const since = new Date(
    (opts.now ?? new Date()).getTime() - HOT_PERIOD_HOURS[opts.period] * 3_600_000,
  );
  const r = await page(
    and(gte(posts.createdAt, since), langWhere(opts.langFilter, opts.lang)),
    'hot',
    {
      page: 1,
      size: opts.limit,
      lang: opts.lang,
      viewer: opts.viewer,
      langFirst: true,
    },
  );
  return r.list;
}

/** A user's live posts, newest first (userPostList); userNotFound for an unknown user. */
export async function userPosts(opts: {
  userId: number;
  exclude?: number;
  page: number;
  size: number;
  lang: Locale;
  viewer?: Viewer;
}): Promise<PostPage> {
  const [u] = await db().select({ id: users.id }).from(users).where(eq(users.id, opts.userId));
  if (!u) throw new AppError('userNotFound');
  return page(
    and(eq(posts.userId, opts.userId), opts.exclude ? ne(posts.id, opts.exclude) : undefined),
    'new',
    opts,
  );
}

/**
 * anchor_dynamics/deletePost: the author or an administrator deletes a post (soft: its comments
 * and likes stay behind it, unseen); its files are released for the sweeper. Someone else's
 * post → forbidden; an unknown or deleted one → postNotFound.
 */
export async function deletePost(user: Pick<AuthUser, 'id' | 'isAdmin'>, id: number) {
  await db().transaction(async (tx) => {
    const [p] = await tx
      .select()
      .from(posts)
      .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
      .for('update');
    if (!p) throw new AppError('postNotFound');
    if (!canDelete(user, p.userId)) throw new AppError('forbidden');
    await tx.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, id));
    const files = new Set([...p.images, p.video, p.videoCover].filter((u): u is string => !!u));
    if (!files.size) return;
    // A file the author reused in another live post stays attached.
    const others = await tx
      .select({ images: posts.images, video: posts.video, cover: posts.videoCover })
      .from(posts)
      .where(and(eq(posts.userId, p.userId), isNull(posts.deletedAt)));
    for (const o of others) for (const u of [...o.images, o.video, o.cover]) if (u) files.delete(u);
    if (files.size) await releaseUploads(tx, [...files]);
  });
}

/** Likes a post, clears the like, or toggles it (one like per user, docs/product.md §7 likes). */
export async function likePost(userId: number, id: number, on: boolean | 'toggle') {
  const r = await setReaction(userId, 'like', 'post', id, on);
  return { id, liked: r.active, likes: r.count };
}
