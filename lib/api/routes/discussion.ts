import 'server-only';
import { z } from 'zod';
import {
  addComment,
  likeComment,
  listComments,
  listReplies,
  removeComment,
  requireCommentOf,
} from '@/lib/content/social';
import {
  articleCommentInput,
  articleCommentListInput,
  commentLikeOutput,
  commentOutput,
  commentPageOutput,
  commentRepliesOutput,
  discussionCommentIdInput,
  discussionLikeInput,
  discussionRepliesInput,
  matchCommentInput,
  matchCommentListInput,
} from '@/lib/content/contract';
import { purgeCommentThread } from '@/lib/content/revalidate';
import { COMMENT_LIMIT, REACTION_LIMIT } from '@/lib/rate-limit/rules';
import { endpoint, ok, type Endpoint } from '../endpoint';

/**
 * The discussions of news articles and matches (docs/product.md §2 "Teams, players and
 * discussion"; docs/architecture.md "Discussion"): the same thread as videos and posts
 * (lib/content/social.ts) under News/* (published articles) and Match/* (any match), each comment
 * with its commenter's team badge. A comment of another thread is never reachable here.
 */

const COMMENT_PAGE = 10;
const nullOutput = z.null();

type Kind = {
  target: 'article' | 'match';
  /** The path prefix: `News` or `Match` (the writes under `<prefix>_user/`). */
  prefix: 'News' | 'Match';
  tag: string;
  what: string;
};

const KINDS = [
  { target: 'article', prefix: 'News', tag: 'discussion', what: 'a published news article' },
  { target: 'match', prefix: 'Match', tag: 'discussion', what: 'a match' },
] as const satisfies readonly Kind[];

function threadEndpoints(k: Kind): Endpoint[] {
  const list = k.target === 'article' ? articleCommentListInput : matchCommentListInput;
  const write = k.target === 'article' ? articleCommentInput : matchCommentInput;
  const idOf = (input: { article_id?: number; match_id?: number }) =>
    (k.target === 'article' ? input.article_id : input.match_id) as number;
  const key = k.target === 'article' ? 'article_id' : 'match_id';
  const unknown = k.target === 'article' ? 'articleNotFound' : 'matchNotFound';
  return [
    // POST api/<prefix>/commentList – the thread's top-level comments
    endpoint({
      method: 'POST',
      path: `${k.prefix}/commentList`,
      summary: `The discussion of ${k.what} (${key}): top-level comments, newest first (order new) or most liked (hot), each with its first 3 answers (reply_list, oldest first), liked and can_delete for the viewer and the commenter's team badge (badge: a followed team${k.target === 'match' ? ' playing in the match, else' : ':'} the team followed first; null without one). Pages of 1–50 (size, or limit; default 10). Unknown ${k.target === 'article' ? 'or unpublished article' : 'match'} → code 1 ${unknown}.`,
      tag: k.tag,
      auth: 'optional',
      input: list,
      output: commentPageOutput,
      handler: async ({ input, user, lang }) =>
        ok(
          await listComments(k.target, idOf(input), {
            page: input.page ?? 1,
            size: input.size ?? input.limit ?? COMMENT_PAGE,
            order: input.order ?? 'new',
            viewer: user,
            lang,
          }),
        ),
    }),
    // GET api/<prefix>/commentReplies – the answers of one comment
    endpoint({
      method: 'GET',
      path: `${k.prefix}/commentReplies`,
      summary: `One top-level comment of ${k.what}'s discussion (comment) and its answers, oldest first, with badges; pages of 1–50 (size, or limit; default 10). Unknown comment, or one of another thread → code 1 commentNotFound.`,
      tag: k.tag,
      auth: 'optional',
      input: discussionRepliesInput,
      output: commentRepliesOutput,
      handler: async ({ input, user, lang }) => {
        await requireCommentOf(k.target, input.comment_id);
        return ok(
          await listReplies(input.comment_id, {
            page: input.page ?? 1,
            size: input.size ?? input.limit ?? COMMENT_PAGE,
            viewer: user,
            lang,
          }),
        );
      },
    }),
    // POST api/<prefix>_user/comment – comment, or answer a comment
    endpoint({
      method: 'POST',
      path: `${k.prefix}_user/comment`,
      summary: `Comments on ${k.what} (${key}, content: plain text of 1–500 characters, shown as text, never as HTML), or answers a comment of that thread (parent_id; an answer to an answer joins its thread and names whom it answers; its author hears of it in the message centre${k.target === 'article' ? ', as does the article’s author of a top-level comment' : ''}). A muted user → code 1 muted. At most 10 comments a minute.`,
      tag: k.tag,
      auth: 'required',
      input: write,
      output: commentOutput,
      rateLimit: [{ limit: COMMENT_LIMIT, by: 'user' }],
      handler: async ({ input, user, lang }) => {
        const id = idOf(input);
        const c = await addComment(
          user,
          k.target,
          id,
          input.content,
          input.parent_id ?? null,
          lang,
        );
        await purgeCommentThread(k.target, id);
        return ok(c);
      },
    }),
    // POST api/<prefix>_user/commentLikes – like or unlike a comment
    endpoint({
      method: 'POST',
      path: `${k.prefix}_user/commentLikes`,
      summary: `Likes (type 1) or unlikes (type 0) a comment of ${k.what}'s discussion; left out, toggles. One like per user; answers the state and the count. A comment of another thread → commentNotFound.`,
      tag: k.tag,
      auth: 'required',
      input: discussionLikeInput,
      output: commentLikeOutput,
      rateLimit: [{ limit: REACTION_LIMIT, by: 'user' }],
      handler: async ({ input, user }) =>
        ok(await likeComment(user.id, k.target, input.comment_id, input.type ?? 'toggle')),
    }),
    // POST api/<prefix>_user/deleteComment – delete a comment
    endpoint({
      method: 'POST',
      path: `${k.prefix}_user/deleteComment`,
      summary: `Deletes a comment of ${k.what}'s discussion (soft; a top-level comment takes its answers). Its author${k.target === 'article' ? ', the article’s author' : ''} or an administrator may; anyone else → code 1 forbidden.`,
      tag: k.tag,
      auth: 'required',
      input: discussionCommentIdInput,
      output: nullOutput,
      handler: async ({ input, user }) => {
        await purgeCommentThread(k.target, await removeComment(user, k.target, input.comment_id));
        return ok(null, 'api.deleted');
      },
    }),
  ];
}

export const discussionEndpoints: Endpoint[] = KINDS.flatMap((k) => threadEndpoints(k));
