/**
 * The content domain's contract (docs/architecture.md "Contracts", docs/decisions/024): the zod
 * input and output schemas of the news endpoints (Banner/getBannerList, Headlines/*,
 * Portal_post/getList2) and of the comment threads videos and posts share, with the types the
 * pages read. Browser-safe: zod, the shared rules and limits only; browser code imports it with
 * `import type`, and its constants from ./limits.
 */
import { z } from 'zod';
import { blank } from '@/lib/rules/input-fields';
import { numberField } from '@/lib/account/contract';
import { idField, optionalIdField } from '@/lib/rules';
import {
  ARTICLE_BODY_MAX_BYTES,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
  COMMENT_MAX_CHARS,
  COVER_RE,
} from './limits';

export * from './limits';

/** Code points, so an emoji or a CJK character counts as one. */
function maxChars(max: number) {
  return z.string().superRefine((s, ctx) => {
    if ([...s].length > max)
      ctx.addIssue({ code: 'too_big', origin: 'string', maximum: max, inclusive: true, input: s });
  });
}

export const pageField = z
  .preprocess(blank, numberField(1, 1000).optional())
  .describe('page number, from 1 (default 1)');
export const sizeField = z
  .preprocess(blank, numberField(1, 50).optional())
  .describe('page size, 1–50 (default 20)');

export const articleListInput = z.object({
  category_id: optionalIdField().describe('a news category (all when absent)'),
  headline: z
    .preprocess(
      (v) => (v === '1' || v === 1 || v === 'true' ? true : blank(v)),
      z.literal(true).optional(),
    )
    .describe('1: headlines only'),
  order: z
    .preprocess(blank, z.enum(['new', 'hot']).optional())
    .describe('new (default): newest first; hot: most read of the last 30 days'),
  page: pageField,
  size: sizeField,
});

export const articleIdInput = z.object({ id: idField().describe('the article id') });

export const articleWriteInput = z.object({
  category_id: idField(),
  title: z
    .string()
    .max(ARTICLE_TITLE_MAX * 4)
    .transform((s) => s.normalize('NFC').trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1))
    .pipe(maxChars(ARTICLE_TITLE_MAX)),
  summary: z
    .preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      z
        .string()
        .max(ARTICLE_SUMMARY_MAX * 4)
        .transform((s) => s.normalize('NFC').trim().replace(/\s+/g, ' '))
        .pipe(maxChars(ARTICLE_SUMMARY_MAX)),
    )
    .describe(`plain text, at most ${ARTICLE_SUMMARY_MAX} characters (default: the body's start)`),
  body: z
    .string()
    .max(ARTICLE_BODY_MAX_BYTES)
    .describe(
      'rich text (HTML); sanitised on the server: scripts, styles and handlers are removed',
    ),
  cover: z
    .preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      z.string().max(500).regex(COVER_RE).or(z.literal('')),
    )
    .describe('an image on this site, e.g. an upload/image URL of purpose cover (optional)'),
});

export const articleUpdateInput = articleWriteInput.extend({ id: idField() });

export const categoryOutput = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});

export const articleItemOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  category: categoryOutput,
  author: z
    .object({ id: z.number().int(), user_nickname: z.string(), avatar: z.string() })
    .nullable(),
  headline: z.boolean(),
  views: z.number().int(),
  published_at: z.number().int().describe('unix seconds'),
  updated_at: z.number().int().describe('unix seconds'),
  lang: z.enum(['zh', 'en', 'vi']).describe('the language the title and text are in'),
  translated: z
    .boolean()
    .describe('false when the request language has no translation and the original is shown'),
});

export const articleDetailOutput = articleItemOutput.extend({
  body_html: z.string().describe('sanitised HTML'),
  locales: z.array(z.enum(['zh', 'en', 'vi'])).describe('the languages the article exists in'),
  match_id: z.number().int().nullable(),
  related: z.array(articleItemOutput),
});

export const articlePageOutput = z.object({
  list: z.array(articleItemOutput),
  total: z.number().int(),
  page: z.number().int(),
});

export const bannerOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  link: z.string(),
});

export const categoryListOutput = z.array(categoryOutput);
export const bannerListOutput = z.array(bannerOutput);

export const articleIdOutput = z.object({ id: z.number().int() });
export const articleViewsOutput = z.object({ views: z.number().int() });

// --- comment threads (videos, posts, articles, matches: lib/content/social.ts) -----------------

/**
 * The commenter's team badge (docs/product.md §2 "Teams, players and discussion"): on a match's
 * thread a followed team playing in it, else the team they followed first; null when they follow
 * none.
 */
export const teamBadgeOutput = z.object({
  team_id: z.number().int(),
  name: z.string().describe('in the request language'),
  short_name: z.string().describe('in the request language'),
  colour_primary: z.string().describe('hex colour'),
  colour_secondary: z.string().describe('hex colour'),
});

const commentBase = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  user_id: z.number().int(),
  user_nickname: z.string(),
  avatar: z.string(),
  level: z.number().int(),
  reply_to: z.object({ user_id: z.number().int(), user_nickname: z.string() }).nullable(),
  content: z.string().describe('plain text as typed'),
  likes: z.number().int(),
  replies: z.number().int(),
  created_at: z.number().int().describe('unix seconds'),
  liked: z.boolean(),
  can_delete: z
    .boolean()
    .describe('the viewer may delete it (theirs, or on their own video, post or article)'),
  badge: teamBadgeOutput
    .nullable()
    .describe("the commenter's team badge (a followed team; null when they follow none)"),
});

export const commentOutput = commentBase.extend({
  reply_list: z.array(commentBase).optional().describe('the first replies (lists only)'),
});

export const commentPageOutput = z.object({
  list: z.array(commentOutput),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

export const commentRepliesOutput = commentPageOutput.extend({ comment: commentOutput });

export const commentLikeOutput = z.object({
  comment_id: z.number().int(),
  liked: z.boolean(),
  likes: z.number().int(),
});

/** A comment's text as typed (NFC, trimmed), 1–COMMENT_MAX_CHARS code points. */
export function commentTextField() {
  return z
    .preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      z.string().max(COMMENT_MAX_CHARS * 4),
    )
    .transform((s) => s.normalize('NFC').trim())
    .pipe(maxChars(COMMENT_MAX_CHARS))
    .describe(`plain text, 1–${COMMENT_MAX_CHARS} characters`);
}

// --- discussion of news articles and matches (lib/api/routes/discussion.ts) ---------------------

const orderField = z
  .preprocess(blank, z.enum(['new', 'hot']).optional())
  .describe('new (default) or hot (most liked)');
/** `limit`: the same as `size`, the name the live and community lists use. */
const limitField = sizeField.describe('alias of size');

const discussionContent = commentTextField().pipe(z.string().min(1, 'api.errors.contentRequired'));
const parentField = optionalIdField().describe(
  'the comment answered (a reply to a reply joins its thread)',
);

export const articleCommentListInput = z.object({
  article_id: idField().describe('a published article'),
  order: orderField,
  page: pageField,
  size: sizeField,
  limit: limitField,
});
export const articleCommentInput = z.object({
  article_id: idField().describe('a published article'),
  content: discussionContent,
  parent_id: parentField,
});
export const matchCommentListInput = z.object({
  match_id: idField().describe('a match'),
  order: orderField,
  page: pageField,
  size: sizeField,
  limit: limitField,
});
export const matchCommentInput = z.object({
  match_id: idField().describe('a match'),
  content: discussionContent,
  parent_id: parentField,
});

export const discussionRepliesInput = z.object({
  comment_id: idField(),
  page: pageField,
  size: sizeField,
  limit: limitField,
});
export const discussionCommentIdInput = z.object({ comment_id: idField() });
export const discussionLikeInput = z.object({
  comment_id: idField(),
  type: z
    .preprocess((v) => {
      if (v === '1' || v === 1 || v === 'true' || v === true) return true;
      if (v === '0' || v === 0 || v === 'false' || v === false) return false;
      return blank(v);
    }, z.boolean().optional())
    .describe('1 like, 0 unlike; left out: toggle'),
});

// --- types -------------------------------------------------------------------------------------

export type NewsCategory = z.infer<typeof categoryOutput>;
export type ArticleItem = z.infer<typeof articleItemOutput>;
export type ArticleDetail = z.infer<typeof articleDetailOutput>;
export type ArticlePage = z.infer<typeof articlePageOutput>;
export type Banner = z.infer<typeof bannerOutput>;
export type ArticleWrite = z.output<typeof articleWriteInput>;
/** What a thread hangs on: `article` (published news) and `match` are the discussions (issue 28). */
export type CommentTarget = 'video' | 'post' | 'article' | 'match';
export type TeamBadge = z.infer<typeof teamBadgeOutput>;
export type CommentItem = z.infer<typeof commentOutput>;
export type CommentPage = z.infer<typeof commentPageOutput>;
export type CommentReplies = z.infer<typeof commentRepliesOutput>;
export type CommentLike = z.infer<typeof commentLikeOutput>;
