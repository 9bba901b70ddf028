/**
 * The video domain's contract (docs/architecture.md "Contracts", docs/decisions/024): the zod
 * input and output schemas of the video endpoints (docs/product.md §7 "Video"), wired to endpoints by
 * lib/api/routes/video.ts, with the types the pages read. Browser-safe: zod, the shared rules,
 * limits and the content contract (comment threads) only; browser code uses `import type`.
 */
import { z } from 'zod';
import { blank, choice } from '@/lib/rules/input-fields';
import { numberField } from '@/lib/account/contract';
import {
  COMMENT_MAX_CHARS,
  commentLikeOutput,
  commentOutput,
  commentPageOutput,
  commentRepliesOutput,
} from '@/lib/content/contract';
import { idField, optionalIdField } from '@/lib/rules';
import {
  MY_CATEGORIES_MAX,
  RANK_PERIODS,
  VIDEO_DESCRIPTION_MAX,
  VIDEO_ORDERS,
  VIDEO_PAGE_MAX_SIZE,
  VIDEO_SPORTS,
  VIDEO_TITLE_MAX,
} from './limits';

export * from './limits';

/** At most `max` code points (an emoji or a CJK character is one). */
function maxChars(max: number) {
  return z.string().superRefine((s, ctx) => {
    if ([...s].length > max)
      ctx.addIssue({ code: 'too_big', origin: 'string', maximum: max, inclusive: true, input: s });
  });
}

/** 1/0, true/false or "1"/"0" (forms and query strings); left out: undefined. */
const flagField = z.preprocess((v) => {
  if (v === '1' || v === 1 || v === 'true' || v === true) return true;
  if (v === '0' || v === 0 || v === 'false' || v === false) return false;
  return blank(v);
}, z.boolean().optional());

export const pageField = z
  .preprocess(blank, numberField(1, 1000).optional())
  .describe('page number, from 1 (default 1)');
export const sizeField = z
  .preprocess(blank, numberField(1, VIDEO_PAGE_MAX_SIZE).optional())
  .describe(`page size, 1–${VIDEO_PAGE_MAX_SIZE} (default 20)`);

/** Video/getList and video/videoList. */
export const videoListInput = z.object({
  category_id: optionalIdField().describe('one category (all when absent)'),
  sport: choice(VIDEO_SPORTS).describe('football, basketball or other'),
  author_id: optionalIdField().describe("one author's videos"),
  order: choice(VIDEO_ORDERS).describe('new (default): newest first; hot: most viewed first'),
  page: pageField,
  size: sizeField,
});

/** video/videoList: one category's videos (the /video-classify page). */
export const categoryVideosInput = z.object({
  id: idField().describe('the category id'),
  order: videoListInput.shape.order,
  page: pageField,
  size: sizeField,
});

export const videoIdInput = z.object({ id: idField().describe('the video id') });
export const anchorWorksInput = z.object({
  anchor_id: idField(),
  page: pageField,
  size: sizeField,
});
export const userVideosInput = z.object({
  user_id: optionalIdField().describe('whose videos; left out: the logged-in user'),
  page: pageField,
  size: sizeField,
});

export const reactionInput = z.object({
  video_id: idField(),
  type: flagField.describe('1 set, 0 clear; left out: toggle'),
});
export const commentLikeInput = z.object({
  comment_id: idField(),
  type: flagField.describe('1 like, 0 unlike; left out: toggle'),
});

export const commentInput = z.object({
  video_id: idField(),
  content: z
    .string()
    .max(COMMENT_MAX_CHARS * 4)
    .transform((s) => s.normalize('NFC').trim())
    .pipe(z.string().min(1, 'api.errors.contentRequired'))
    .pipe(maxChars(COMMENT_MAX_CHARS))
    .describe(`plain text, 1–${COMMENT_MAX_CHARS} characters`),
  parent_id: optionalIdField().describe(
    'the comment answered (a reply to a reply joins its thread)',
  ),
});

/** `limit`: the same as `size`, the name the live and community lists use. */
const limitField = sizeField.describe('alias of size');

export const commentListInput = z.object({
  video_id: idField(),
  order: choice(['new', 'hot'] as const).describe('new (default) or hot (most liked)'),
  page: pageField,
  size: sizeField,
  limit: limitField,
});
export const commentRepliesInput = z.object({
  comment_id: idField(),
  page: pageField,
  size: sizeField,
  limit: limitField,
});
export const commentIdInput = z.object({ comment_id: idField() });

/** A site-relative path or an https URL, as an upload returned it. */
function mediaUrl(required: 'api.errors.videoRequired' | 'api.errors.coverRequired') {
  return z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string()
      .trim()
      .min(1, required)
      .max(500)
      .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/),
  );
}

export const insertVideoInput = z.object({
  category_id: idField(),
  title: z
    .string()
    .max(VIDEO_TITLE_MAX * 4)
    .transform((s) => s.normalize('NFC').trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1))
    .pipe(maxChars(VIDEO_TITLE_MAX))
    .describe(`1–${VIDEO_TITLE_MAX} characters`),
  description: z
    .preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      z
        .string()
        .max(VIDEO_DESCRIPTION_MAX * 4)
        .transform((s) => s.normalize('NFC').trim())
        .pipe(maxChars(VIDEO_DESCRIPTION_MAX)),
    )
    .describe(`plain text, at most ${VIDEO_DESCRIPTION_MAX} characters (optional)`),
  video: mediaUrl('api.errors.videoRequired').describe(
    'the URL of your own upload/video (purpose video)',
  ),
  cover: mediaUrl('api.errors.coverRequired').describe(
    'the URL of your own upload/image of purpose cover',
  ),
  duration: z
    .preprocess(blank, numberField(0, 24 * 3600).optional())
    .describe('length in seconds, as the browser measured it (optional)'),
  match_id: optionalIdField().describe('the match the video is about (optional)'),
});

export const rankInput = z.object({
  period: choice(RANK_PERIODS).describe('day (default), week or month'),
  size: sizeField.describe('how many, 1–50 (default 10)'),
});

export const categorySearchInput = z.object({
  keyword: z
    .preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      z.string().trim().min(1, 'api.errors.searchKeywordEmpty').max(30),
    )
    .describe('part of a name in any language, accents and case ignored'),
});

export const myCategoryInput = z.object({
  category_id: idField(),
  action: choice(['add', 'remove'] as const).describe(
    `add (default; at most ${MY_CATEGORIES_MAX} categories) or remove`,
  ),
});

// --- outputs ----------------------------------------------------------------------------------

export const categoryOutput = z.object({
  id: z.number().int(),
  name: z.string().describe('in the request language'),
  sport: z.enum(VIDEO_SPORTS),
  recommended: z.boolean(),
  videos: z.number().int().describe('published videos in it'),
});

export const categoryMineOutput = categoryOutput.extend({
  mine: z.boolean().describe('in the logged-in user’s "my categories"'),
});

export const videoItemOutput = z.object({
  id: z.number().int(),
  title: z.string().describe('in the request language, else the original'),
  cover: z.string(),
  duration_s: z.number().int(),
  views: z.number().int(),
  likes: z.number().int(),
  favorites: z.number().int(),
  comments: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  sport: z.enum(VIDEO_SPORTS),
  author_id: z.number().int(),
  author_nickname: z.string(),
  author_avatar: z.string(),
  lang: z.string().describe('the language the video was published in'),
  match_id: z.number().int().nullable(),
  created_at: z.number().int().describe('unix seconds'),
});

export const videoPageOutput = z.object({
  list: z.array(videoItemOutput),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

export const videoInfoOutput = videoItemOutput.extend({
  description: z.string(),
  src: z.string().describe('playable address: an HLS playlist (signed, valid 6 h) or a file'),
  author_level: z.number().int(),
  author_is_anchor: z.boolean(),
  liked: z.boolean(),
  favorited: z.boolean(),
  can_delete: z.boolean().describe('the viewer may delete it (its author or an administrator)'),
  updated_at: z.number().int(),
  related: z.array(videoItemOutput).describe('same category first, then most viewed'),
});

export const rankOutput = z.array(videoItemOutput.extend({ rank: z.number().int() }));

export const viewOutput = z.object({
  id: z.number().int(),
  views: z.number().int(),
  counted: z.boolean().describe('false: this viewer was counted in the last 30 minutes'),
});

export const likeOutput = z.object({
  video_id: z.number().int(),
  liked: z.boolean(),
  likes: z.number().int(),
});
export const favoriteOutput = z.object({
  video_id: z.number().int(),
  favorited: z.boolean(),
  favorites: z.number().int(),
});
export const categoryListOutput = z.array(categoryOutput);
/** An answer with no data (a delete). */
export const nullOutput = z.null();
export const categoryMineListOutput = z.array(categoryMineOutput);

/** The comment threads are the content domain's (shared with posts). */
export {
  commentLikeOutput,
  commentOutput,
  commentPageOutput,
  commentRepliesOutput as repliesOutput,
};

// --- types -------------------------------------------------------------------------------------

export type VideoItem = z.infer<typeof videoItemOutput>;
export type VideoPage = z.infer<typeof videoPageOutput>;
export type VideoInfo = z.infer<typeof videoInfoOutput>;
export type RankedVideo = z.infer<typeof rankOutput>[number];
export type VideoCategoryItem = z.infer<typeof categoryOutput>;
export type VideoCategoryMine = z.infer<typeof categoryMineOutput>;
export type VideoComment = z.infer<typeof commentOutput>;
export type VideoCommentPage = z.infer<typeof commentPageOutput>;
export type VideoReplies = z.infer<typeof commentRepliesOutput>;
