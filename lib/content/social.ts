import 'server-only';
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db, type Db } from '@/lib/db/client';
import {
  articles,
  comments,
  matches,
  posts,
  reactions,
  teamFollows,
  teams,
  users,
  videos,
} from '@/lib/db/schema';
import type { Locale } from '@/i18n/locales';
import { AppError } from '@/lib/errors/app-error';
import { excerpt, inboxChanged, notify } from '@/lib/messages';
import { levelFromExp } from '@/lib/account/level';
import type { AuthUser } from '@/lib/account/auth';
import type { CommentTarget, TeamBadge } from './contract';
import { COMMENT_MAX_CHARS, INLINE_REPLIES } from './limits';
import { assertNotMuted } from '@/lib/account/standing';

/**
 * Likes, favourites and comment threads, shared by videos (Video_user/*, Video/comment*),
 * community posts (anchor_dynamics_user/*, anchor_dynamics/commentList) and the discussions of
 * news articles and matches (News*, Match* in lib/api/routes/discussion.ts; docs/product.md §2
 * "Teams, players and discussion"). One reaction per user and thing (the primary key), counters
 * moved in the same transaction as the rows they count. Articles and matches keep no comment
 * counter (the schema has none): their totals are counted on read.
 */

export type ReactionKind = 'like' | 'favorite';
export type ReactionTarget = 'video' | 'post' | 'comment';
export type { CommentTarget };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Handle = Db | Tx;

/**
 * The live row of a reaction target and its owner, or null when it is missing or deleted. An
 * article's owner is its author (0: none); a match has none (0), so nobody hears of top-level
 * comments on it, and it names its two teams (the team badges prefer them).
 */
async function targetRow(
  d: Handle,
  target: ReactionTarget | CommentTarget,
  id: number,
): Promise<{ ownerId: number; teams?: number[] } | null> {
  if (target === 'video') {
    const [r] = await d
      .select({ ownerId: videos.authorId })
      .from(videos)
      .where(and(eq(videos.id, id), eq(videos.status, 'published')));
    return r ?? null;
  }
  if (target === 'post') {
    const [r] = await d
      .select({ ownerId: posts.userId })
      .from(posts)
      .where(and(eq(posts.id, id), isNull(posts.deletedAt)));
    return r ?? null;
  }
  if (target === 'article') {
    // Only a published article is commentable (the same rule as its page: lib/content/news.ts).
    const [r] = await d
      .select({ ownerId: articles.authorId })
      .from(articles)
      .where(
        and(
          eq(articles.id, id),
          eq(articles.status, 'published'),
          lte(articles.publishedAt, sql`now()`),
        ),
      );
    return r ? { ownerId: r.ownerId ?? 0 } : null;
  }
  if (target === 'match') {
    const [r] = await d
      .select({ home: matches.homeTeamId, away: matches.awayTeamId })
      .from(matches)
      .where(eq(matches.id, id));
    return r ? { ownerId: 0, teams: [r.home, r.away] } : null;
  }
  const [r] = await d
    .select({ ownerId: comments.userId })
    .from(comments)
    .where(and(eq(comments.id, id), isNull(comments.deletedAt)));
  return r ?? null;
}

function notFound(target: ReactionTarget | CommentTarget): AppError {
  return new AppError(
    target === 'video'
      ? 'videoNotFound'
      : target === 'post'
        ? 'postNotFound'
        : target === 'article'
          ? 'articleNotFound'
          : target === 'match'
            ? 'matchNotFound'
            : 'commentNotFound',
  );
}

/**
 * Moves a target's counter by `delta` (never below 0); answers the new value. Articles and
 * matches have no comment counter (their totals are counted on read): nothing moves.
 */
async function bump(
  d: Handle,
  kind: ReactionKind | 'comments',
  target: ReactionTarget | CommentTarget,
  id: number,
  delta: number,
): Promise<number> {
  if (target === 'article' || target === 'match') return 0;
  const by = (col: unknown) => sql`greatest(${col} + ${delta}, 0)`;
  if (target === 'video') {
    const col =
      kind === 'like' ? videos.likes : kind === 'favorite' ? videos.favorites : videos.comments;
    const [r] = await d
      .update(videos)
      .set({
        [kind === 'like' ? 'likes' : kind === 'favorite' ? 'favorites' : 'comments']: by(col),
      })
      .where(eq(videos.id, id))
      .returning({ n: col });
    return r?.n ?? 0;
  }
  if (target === 'post') {
    const col = kind === 'comments' ? posts.comments : posts.likes;
    const [r] = await d
      .update(posts)
      .set({ [kind === 'comments' ? 'comments' : 'likes']: by(col) })
      .where(eq(posts.id, id))
      .returning({ n: col });
    return r?.n ?? 0;
  }
  const col = kind === 'comments' ? comments.replies : comments.likes;
  const [r] = await d
    .update(comments)
    .set({ [kind === 'comments' ? 'replies' : 'likes']: by(col) })
    .where(eq(comments.id, id))
    .returning({ n: col });
  return r?.n ?? 0;
}

/**
 * Sets (`on` true), clears (false) or flips ('toggle') a user's like or favourite of a video,
 * post or comment. Repeating a set or a clear changes nothing. Posts and comments have likes
 * only. Answers whether it is now set and the target's counter.
 */
export async function setReaction(
  userId: number,
  kind: ReactionKind,
  target: ReactionTarget,
  targetId: number,
  on: boolean | 'toggle',
): Promise<{ active: boolean; count: number }> {
  if (kind === 'favorite' && target !== 'video') throw new AppError('forbidden');
  return db().transaction(async (tx) => {
    if (!(await targetRow(tx, target, targetId))) throw notFound(target);
    const key = and(
      eq(reactions.kind, kind),
      eq(reactions.target, target),
      eq(reactions.targetId, targetId),
      eq(reactions.userId, userId),
    );
    let want = on;
    if (want === 'toggle') {
      const [had] = await tx.select({ k: reactions.kind }).from(reactions).where(key);
      want = !had;
    }
    if (want) {
      const added = await tx
        .insert(reactions)
        .values({ kind, target, targetId, userId })
        .onConflictDoNothing()
        .returning({ k: reactions.kind });
      const count = await bump(tx, kind, target, targetId, added.length);
      return { active: true, count };
    }
    const removed = await tx.delete(reactions).where(key).returning({ k: reactions.kind });
    const count = await bump(tx, kind, target, targetId, -removed.length);
    return { active: false, count };
  });
}

/** Which of `ids` the user has reacted to with `kind`. */
export async function reactedIds(
  userId: number | null | undefined,
  kind: ReactionKind,
  target: ReactionTarget,
  ids: readonly number[],
): Promise<Set<number>> {
  if (!userId || ids.length === 0) return new Set();
  const rows = await db()
    .select({ id: reactions.targetId })
    .from(reactions)
    .where(
      and(
        eq(reactions.kind, kind),
        eq(reactions.target, target),
        eq(reactions.userId, userId),
        inArray(reactions.targetId, [...ids]),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** A comment as lists show it. */
export type CommentView = {
  id: number;
  parent_id: number | null;
  user_id: number;
  user_nickname: string;
  avatar: string;
  level: number;
  reply_to: { user_id: number; user_nickname: string } | null;
  content: string;
  likes: number;
  replies: number;
  /** Unix seconds. */
  created_at: number;
  liked: boolean;
  /** The viewer may delete it (theirs, or on their own video, post or article). */
  can_delete: boolean;
  /** The commenter's team badge, or null (teamBadges). */
  badge: TeamBadge | null;
  /** A few replies of a top-level comment (lists only). */
  reply_list?: CommentView[];
};

const author = alias(users, 'comment_author');
const replyTo = alias(users, 'comment_reply_to');

function selectComments() {
  return db()
    .select({
      c: comments,
      nickname: author.nickname,
      avatar: author.avatar,
      exp: author.expTenths,
      replyNick: replyTo.nickname,
    })
    .from(comments)
    .innerJoin(author, eq(author.id, comments.userId))
    .leftJoin(replyTo, eq(replyTo.id, comments.replyToUserId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectComments>['where']>>[number];

/** What every comment of one page shares: the viewer's likes, the owner and the badges. */
type PageCtx = { liked: Set<number>; viewer: Viewer; ownerId: number; badges: Badges };

function view(r: Row, { liked, viewer, ownerId, badges }: PageCtx): CommentView {
  return {
    id: r.c.id,
    parent_id: r.c.parentId,
    user_id: r.c.userId,
    user_nickname: r.nickname,
    avatar: r.avatar,
    level: levelFromExp(r.exp / 10),
    reply_to:
      r.c.replyToUserId !== null && r.replyNick !== null
        ? { user_id: r.c.replyToUserId, user_nickname: r.replyNick }
        : null,
    content: r.c.content,
    likes: r.c.likes,
    replies: r.c.replies,
    created_at: Math.floor(r.c.createdAt.getTime() / 1000),
    liked: liked.has(r.c.id),
    can_delete: canDelete(viewer, r.c.userId, ownerId),
    badge: badges.get(r.c.userId) ?? null,
  };
}

type Badges = Map<number, TeamBadge>;

/**
 * The team badges of the commenters of one page (docs/product.md §2 "Teams, players and
 * discussion"), in one query: for each user, a followed team among `prefer` (a match's two
 * teams), else the team they followed first (earliest follow, then the lower team id); none
 * when they follow no team. Names in `lang`.
 */
export async function teamBadges(
  userIds: readonly number[],
  prefer: readonly number[] | undefined,
  lang: Locale,
): Promise<Badges> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Map();
  // A followed team playing in the match first (a constant `false` may not be ordered by).
  const playing = prefer?.length
    ? [
        sql`(${teamFollows.teamId} in (${sql.join(
          prefer.map((id) => sql`${id}`),
          sql`, `,
        )})) desc`,
      ]
    : [];
  const name = { zh: teams.nameZh, en: teams.nameEn, vi: teams.nameVi }[lang];
  const short = { zh: teams.shortNameZh, en: teams.shortNameEn, vi: teams.shortNameVi }[lang];
  const rows = await db()
    .selectDistinctOn([teamFollows.userId], {
      userId: teamFollows.userId,
      team_id: teams.id,
      name,
      short_name: short,
      colour_primary: teams.colourPrimary,
      colour_secondary: teams.colourSecondary,
    })
    .from(teamFollows)
    .innerJoin(teams, eq(teams.id, teamFollows.teamId))
    .where(inArray(teamFollows.userId, ids))
    .orderBy(teamFollows.userId, ...playing, asc(teamFollows.createdAt), asc(teamFollows.teamId));
  return new Map(rows.map(({ userId, ...badge }) => [userId, badge]));
}

type Viewer = Pick<AuthUser, 'id' | 'isAdmin'> | null | undefined;

function canDelete(viewer: Viewer, commenterId: number, ownerId: number): boolean {
  return !!viewer && (viewer.id === commenterId || viewer.id === ownerId || viewer.isAdmin);
}

/** Code points, so an emoji counts as one character. */
function chars(s: string): number {
  return [...s].length;
}

/**
 * Comments on a video, post, article or match, or replies to a comment (`parentId`). A reply to a
 * reply joins the top-level thread and names the user it answers. Plain text; empty or
 * whitespace-only text is refused with `contentRequired`. `lang`: the badge's team name.
 */
export async function addComment(
  user: Pick<AuthUser, 'id' | 'isAdmin'>,
  target: CommentTarget,
  targetId: number,
  text: string,
  parentId?: number | null,
  lang: Locale = 'zh',
): Promise<CommentView> {
  const content = text.trim();
  if (!content) throw new AppError('contentRequired');
  if (chars(content) > COMMENT_MAX_CHARS)
    throw new AppError('contentTooLong', { max: COMMENT_MAX_CHARS });
  await assertNotMuted(user.id);
  let told: number | null = null;
  const id = await db().transaction(async (tx) => {
    const owner = await targetRow(tx, target, targetId);
    if (!owner) throw notFound(target);
    let topId: number | null = null;
    let replyToUserId: number | null = null;
    // Who hears of it: the author of the comment answered, else the post's, video's or
    // article's author (a match has none: 0, nobody).
    let answered = owner.ownerId;
    if (parentId) {
      const [parent] = await tx
        .select()
        .from(comments)
        .where(
          and(
            eq(comments.id, parentId),
            eq(comments.target, target),
            eq(comments.targetId, targetId),
            isNull(comments.deletedAt),
          ),
        );
      if (!parent) throw new AppError('commentNotFound');
      topId = parent.parentId ?? parent.id;
      replyToUserId = parent.parentId ? parent.userId : null;
      answered = parent.userId;
    }
    const [row] = await tx
      .insert(comments)
      .values({ target, targetId, userId: user.id, parentId: topId, replyToUserId, content })
      .returning({ id: comments.id });
    await bump(tx, 'comments', target, targetId, 1);
    if (topId) await bump(tx, 'comments', 'comment', topId, 1);
    if (answered > 0 && answered !== user.id) {
      told = answered;
      await notify(tx, {
        userId: answered,
        kind: 'reply',
        key: `reply:${row.id}`,
        data: {
          target,
          target_id: targetId,
          comment_id: row.id,
          on: parentId ? 'reply' : 'comment',
          from_id: user.id,
          excerpt: excerpt(content),
        },
      });
    }
    return row.id;
  });
  if (told !== null) await inboxChanged([told]);
  const [row] = await selectComments().where(eq(comments.id, id));
  const owner = await targetRow(db(), target, targetId);
  const badges = await teamBadges([user.id], owner?.teams, lang);
  return view(row, { liked: new Set(), viewer: user, ownerId: owner?.ownerId ?? 0, badges });
}

/**
 * Deletes a comment (soft): its author, the owner of the video, post or article, or an
 * administrator may.
 * A top-level comment takes its replies with it; the counters drop by what disappeared.
 */
export async function deleteComment(
  user: Pick<AuthUser, 'id' | 'isAdmin'>,
  commentId: number,
): Promise<void> {
  await db().transaction(async (tx) => {
    const [c] = await tx
      .select()
      .from(comments)
      .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)))
      .for('update');
    if (!c) throw new AppError('commentNotFound');
    const target = c.target as CommentTarget;
    const owner = await targetRow(tx, target, c.targetId);
    if (!canDelete(user, c.userId, owner?.ownerId ?? -1)) throw new AppError('forbidden');
    const now = new Date();
    const gone = await tx
      .update(comments)
      .set({ deletedAt: now })
      .where(
        and(
          isNull(comments.deletedAt),
          c.parentId === null
            ? sql`(${comments.id} = ${c.id} or ${comments.parentId} = ${c.id})`
            : eq(comments.id, c.id),
        ),
      )
      .returning({ id: comments.id });
    await bump(tx, 'comments', target, c.targetId, -gone.length);
    if (c.parentId !== null) await bump(tx, 'comments', 'comment', c.parentId, -1);
  });
}

/**
 * A moderator hides a comment (a report: lib/reports) or restores it (`by` null). Hidden, it is
 * deleted for every reader (`deletedAt`) with `hiddenAt` saying a moderator did it; the counters
 * move by one. Answers where the comment is, or null when there was nothing to change.
 */
export async function setCommentHidden(
  tx: Tx,
  commentId: number,
  by: number | null,
): Promise<{ target: CommentTarget; targetId: number } | null> {
  const now = new Date();
  const [c] = await tx
    .update(comments)
    .set(
      by === null
        ? { deletedAt: null, hiddenAt: null, hiddenBy: null }
        : { deletedAt: now, hiddenAt: now, hiddenBy: by },
    )
    .where(
      and(
        eq(comments.id, commentId),
        by === null ? sql`${comments.hiddenAt} is not null` : isNull(comments.deletedAt),
      ),
    )
    .returning();
  if (!c) return null;
  const delta = by === null ? 1 : -1;
  const target = c.target as CommentTarget;
  await bump(tx, 'comments', target, c.targetId, delta);
  if (c.parentId !== null) await bump(tx, 'comments', 'comment', c.parentId, delta);
  return { target, targetId: c.targetId };
}

export type CommentPage = { list: CommentView[]; total: number; page: number; size: number };

/**
 * Top-level comments of a video, post, article or match, newest (`new`) or most liked (`hot`)
 * first, each with its first INLINE_REPLIES replies (oldest first) and every commenter's team
 * badge (one query for the page).
 */
export async function listComments(
  target: CommentTarget,
  targetId: number,
  opts: { page: number; size: number; order?: 'new' | 'hot'; viewer?: Viewer; lang?: Locale },
): Promise<CommentPage> {
  const owner = await targetRow(db(), target, targetId);
  if (!owner) throw notFound(target);
  const where = and(
    eq(comments.target, target),
    eq(comments.targetId, targetId),
    isNull(comments.parentId),
    isNull(comments.deletedAt),
  );
  const [rows, [{ total }]] = await Promise.all([
    selectComments()
      .where(where)
      .orderBy(
        ...(opts.order === 'hot' ? [desc(comments.likes), desc(comments.id)] : [desc(comments.id)]),
      )
      .limit(opts.size)
      .offset((opts.page - 1) * opts.size),
    db()
      .select({ total: sql<number>`count(*)::int` })
      .from(comments)
      .where(where),
  ]);
  const topIds = rows.map((r) => r.c.id);
  // The first few replies of each thread: ranked per parent in one query.
  const replies = topIds.length
    ? await selectComments()
        .where(
          and(
            inArray(comments.parentId, topIds),
            isNull(comments.deletedAt),
            sql`(select count(*) from ${comments} c2 where c2.parent_id = ${comments.parentId} and c2.deleted_at is null and c2.id < ${comments.id}) < ${INLINE_REPLIES}`,
          ),
        )
        .orderBy(asc(comments.id))
    : [];
  const [liked, badges] = await Promise.all([
    reactedIds(opts.viewer?.id, 'like', 'comment', [...topIds, ...replies.map((r) => r.c.id)]),
    teamBadges(
      [...rows, ...replies].map((r) => r.c.userId),
      owner.teams,
      opts.lang ?? 'zh',
    ),
  ]);
  const ctx: PageCtx = { liked, viewer: opts.viewer, ownerId: owner.ownerId, badges };
  const list = rows.map((r) => ({
    ...view(r, ctx),
    reply_list: replies.filter((x) => x.c.parentId === r.c.id).map((x) => view(x, ctx)),
  }));
  return { list, total, page: opts.page, size: opts.size };
}

/** The replies of one top-level comment, oldest first (commentOneList). */
export async function listReplies(
  commentId: number,
  opts: { page: number; size: number; viewer?: Viewer; lang?: Locale },
): Promise<CommentPage & { comment: CommentView }> {
  const [top] = await selectComments().where(
    and(eq(comments.id, commentId), isNull(comments.parentId), isNull(comments.deletedAt)),
  );
  if (!top) throw new AppError('commentNotFound');
  const owner = await targetRow(db(), top.c.target as CommentTarget, top.c.targetId);
  if (!owner) throw new AppError('commentNotFound');
  const where = and(eq(comments.parentId, commentId), isNull(comments.deletedAt));
  const [rows, [{ total }]] = await Promise.all([
    selectComments()
      .where(where)
      .orderBy(asc(comments.id))
      .limit(opts.size)
      .offset((opts.page - 1) * opts.size),
    db()
      .select({ total: sql<number>`count(*)::int` })
      .from(comments)
      .where(where),
  ]);
  const [liked, badges] = await Promise.all([
    reactedIds(opts.viewer?.id, 'like', 'comment', [commentId, ...rows.map((r) => r.c.id)]),
    teamBadges(
      [top, ...rows].map((r) => r.c.userId),
      owner.teams,
      opts.lang ?? 'zh',
    ),
  ]);
  const ctx: PageCtx = { liked, viewer: opts.viewer, ownerId: owner.ownerId, badges };
  return {
    comment: view(top, ctx),
    list: rows.map((r) => view(r, ctx)),
    total,
    page: opts.page,
    size: opts.size,
  };
}

/** The target a comment belongs to (for checks in the route layer). */
export async function commentTarget(
  commentId: number,
): Promise<{ target: CommentTarget; targetId: number } | null> {
  const [c] = await db()
    .select({ target: comments.target, targetId: comments.targetId })
    .from(comments)
    .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)));
  return c ? { target: c.target as CommentTarget, targetId: c.targetId } : null;
}

/**
 * The target a comment of `target` kind belongs to, or commentNotFound (a video's comment is not
 * reachable through the community's endpoints, nor the other way round).
 */
export async function requireCommentOf(target: CommentTarget, commentId: number): Promise<number> {
  const t = await commentTarget(commentId);
  if (!t || t.target !== target) throw new AppError('commentNotFound');
  return t.targetId;
}

/** Video_user/commentLikes and anchor_dynamics_user/commentLikes: like a comment of `target`. */
export async function likeComment(
  userId: number,
  target: CommentTarget,
  commentId: number,
  on: boolean | 'toggle',
): Promise<{ comment_id: number; liked: boolean; likes: number }> {
  await requireCommentOf(target, commentId);
  const r = await setReaction(userId, 'like', 'comment', commentId, on);
  return { comment_id: commentId, liked: r.active, likes: r.count };
}

/** Deletes a comment of `target` (deleteComment's rules); answers the thing it was on. */
export async function removeComment(
  user: Pick<AuthUser, 'id' | 'isAdmin'>,
  target: CommentTarget,
  commentId: number,
): Promise<number> {
  const targetId = await requireCommentOf(target, commentId);
  await deleteComment(user, commentId);
  return targetId;
}
