/**
 * The news API's request and response schemas (SPEC.md §7 "Video" Banner/getBannerList, "Content
 * and activities" Headlines/*, Portal_post/getList2). Browser-safe: zod only.
 */
import { z } from 'zod';
import { numberField } from '@/lib/account/schemas';
import { idField, optionalIdField } from '@/lib/rules';

export const ARTICLE_TITLE_MAX = 80;
/** An article's cover: an image on this site (an upload or one of the site's own pictures). */
export const COVER_RE = /^\/(?:uploads|images)\/[\w./-]+\.(?:png|jpe?g|webp|svg)$/;
export const ARTICLE_SUMMARY_MAX = 200;
/** Sanitised HTML stored per translation; a long feature is ~20 KB. */
export const ARTICLE_BODY_MAX_BYTES = 100_000;

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

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
