/**
 * The community's contract (docs/architecture.md "Contracts", docs/decisions/024): the zod input
 * and output schemas of anchor_dynamics* (docs/product.md §7 "Social"), wired to endpoints by
 * lib/api/routes/community.ts, with the types the pages read. Browser-safe: zod, the shared rules,
 * limits and the content contract (comment threads) only.
 */
import { z } from 'zod';
import { blank } from '@/lib/rules/input-fields';
import { numberField } from '@/lib/account/contract';
import {
  commentLikeOutput,
  commentOutput,
  commentPageOutput,
  commentRepliesOutput,
  commentTextField,
} from '@/lib/content/contract';
import { idField, optionalIdField } from '@/lib/rules';
import { HOT_PERIODS, POST_LANG_FILTERS, POST_MAX_CHARS, POST_ORDERS, charCount } from './limits';

export * from './limits';
export { commentLikeOutput, commentOutput, commentPageOutput, commentRepliesOutput };
export type { CommentItem, CommentPage, CommentReplies } from '@/lib/content/contract';

const pageField = z
  .preprocess(blank, numberField(1, 1000).optional())
  .describe('page number, from 1 (default 1)');
const limitField = (max: number, def: number) =>
  z
    .preprocess(blank, numberField(1, max).optional())
    .describe(`page size, 1–${max} (default ${def})`);

/** 1/0, true/false or "1"/"0"; left out: toggle. */
const flagField = z
  .preprocess((v) => {
    if (v === '1' || v === 1 || v === 'true' || v === true) return true;
    if (v === '0' || v === 0 || v === 'false' || v === false) return false;
    return blank(v);
  }, z.boolean().optional())
  .describe('1 set, 0 clear; left out: toggle');

/**
 * At most `max` code points, with the usual "must not exceed" message (an emoji is one, as the
 * composer's counter counts).
 */
function maxChars(max: number) {
  return z.string().superRefine((s, ctx) => {
    if (charCount(s) > max)
      ctx.addIssue({ code: 'too_big', origin: 'string', maximum: max, inclusive: true, input: s });
  });
}

/**
 * Plain text as typed (NFC, trimmed), never HTML. Missing or blank text is left to the domain,
 * which answers `contentRequired` (docs/product.md §5 "needs content"), not a generic field message.
 */
function textField(max: number) {
  return z
    .preprocess((v) => (v === undefined || v === null ? '' : v), z.string().max(max * 4))
    .transform((s) => s.normalize('NFC').trim())
    .pipe(maxChars(max));
}

/** An address answered by upload/image or upload/video: site-relative or https. */
const uploadUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/);

/**
 * Images as a JSON array, or one string of addresses separated by commas (a form post). Up to 20
 * pass the schema so that a 5th image gets the spec's own message (`tooManyImages`) from the domain.
 */
const imagesField = z
  .preprocess((v) => {
    if (v === undefined || v === null || v === '') return [];
    if (typeof v === 'string') {
      const s = v.trim();
      if (s.startsWith('[')) {
        try {
          return JSON.parse(s) as unknown;
        } catch {
          return v;
        }
      }
      return s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
    }
    return v;
  }, z.array(uploadUrl).max(20))
  .describe('up to 4 image addresses from upload/image (purpose post_image)');

const optionalUrl = z.preprocess(blank, uploadUrl.optional());

/** The feeds' language filter (docs/architecture.md "Feeds by language"). */
const langFilterField = z
  .preprocess(blank, z.enum(POST_LANG_FILTERS).optional())
  .describe(
    "all (default): posts in the request's language first, then the others; mine: only those in the request's language",
  );

// --- inputs -----------------------------------------------------------------------------------

export const circleIdInput = z.object({ id: idField().describe('the circle id') });

export const postInsertInput = z.object({
  circle_id: idField().describe('the circle (anchor_dynamics/circles)'),
  content: textField(POST_MAX_CHARS).describe(
    `plain text, 1–${POST_MAX_CHARS} characters; stored and shown as typed, never as HTML`,
  ),
  images: imagesField,
  video: optionalUrl.describe('a video address from upload/video (purpose video)'),
  video_cover: optionalUrl.describe('its cover from upload/image (purpose cover)'),
});

export const postIdInput = z.object({ id: idField().describe('the post id') });

export const postListInput = z.object({
  circle_id: optionalIdField().describe('one circle; left out: all circles'),
  order: z
    .preprocess(blank, z.enum(POST_ORDERS).optional())
    .describe('new (default): newest first; hot: likes + 2 × comments, ties newest'),
  lang_filter: langFilterField,
  page: pageField,
  limit: limitField(50, 10),
});

export const hotInput = z.object({
  period: z
    .preprocess(blank, z.enum(HOT_PERIODS).optional())
    .describe('day (default), week or month: the posts created in the last 24 h, 7 or 30 days'),
  lang_filter: langFilterField,
  limit: limitField(20, 10),
});

export const userPostListInput = z.object({
  user_id: optionalIdField().describe('the author; left out: the logged-in user (a visitor: none)'),
  page: pageField,
  limit: limitField(50, 10),
});

export const likeInput = z.object({ id: idField().describe('the post id'), type: flagField });

export const commentInput = z.object({
  id: idField().describe('the post id'),
  content: commentTextField(),
  parent_id: optionalIdField().describe('the comment answered (a reply); left out: top level'),
});

export const commentIdInput = z.object({ comment_id: idField() });
export const commentLikeInput = z.object({ comment_id: idField(), type: flagField });

export const commentListInput = z.object({
  id: idField().describe('the post id'),
  order: z
    .preprocess(blank, z.enum(POST_ORDERS).optional())
    .describe('new (default) or hot (most liked)'),
  page: pageField,
  limit: limitField(50, 10),
});

export const commentRepliesInput = z.object({
  comment_id: idField().describe('a top-level comment'),
  page: pageField,
  limit: limitField(50, 20),
});

// --- outputs ----------------------------------------------------------------------------------

export const circleOutput = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string().describe('in the request language'),
  description: z.string(),
  icon: z.string().describe('football | basketball | chat | gear | …: an icon key for the UI'),
  posts: z.number().int().describe('live posts in the circle'),
});

export const postAuthorOutput = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  level: z.number().int(),
  is_anchor: z.number().int(),
});

export const postOutput = z.object({
  id: z.number().int(),
  circle: z.object({ id: z.number().int(), name: z.string() }),
  author: postAuthorOutput,
  lang: z.string().describe('the language it was written in'),
  content: z.string().describe('plain text as typed: render as text, never as HTML'),
  images: z.array(z.string()),
  video: z.string().nullable(),
  video_cover: z.string().nullable(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  /** Unix seconds. */
  created_at: z.number().int().describe('unix seconds'),
  liked: z.boolean().describe('the viewer likes it'),
  can_delete: z.boolean().describe('the viewer may delete it (the author or an administrator)'),
});

export const postPageOutput = z.object({
  list: z.array(postOutput),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

export const likeOutput = z.object({
  id: z.number().int(),
  liked: z.boolean(),
  likes: z.number().int(),
});

export const circleListOutput = z.array(circleOutput);
export const postListOutput = z.array(postOutput);

// --- types -------------------------------------------------------------------------------------

export type CircleItem = z.infer<typeof circleOutput>;
export type PostItem = z.infer<typeof postOutput>;
export type PostPage = z.infer<typeof postPageOutput>;
export type PostLike = z.infer<typeof likeOutput>;
