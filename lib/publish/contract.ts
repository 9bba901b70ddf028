/**
 * The contract of the console's publishing (issue 27 "Publishing"; docs/product.md §6
 * "Operators"): the news list, one article with its three translations, saving (draft, publish
 * now, schedule) and status changes. lib/api/routes/admin-publish.ts wires them to endpoints.
 * Browser-safe: browser code imports it with `import type`, and constants from ./limits.
 */
import { z } from 'zod';
import { consolePage, consoleQuery } from '@/lib/admin/contract';
import { ARTICLE_BODY_MAX_BYTES, ARTICLE_SUMMARY_MAX, COVER_RE } from '@/lib/content/limits';
import { idField, idNumber as idNumberField, optionalIdField } from '@/lib/rules/id-field';
import { VIDEO_SPORTS } from '@/lib/video/limits';
import {
  BANNER_LINK_RE,
  CIRCLE_DESCRIPTION_MAX,
  CIRCLE_NAME_MAX,
  BANNER_TITLE_MAX,
  BANNERS_MAX,
  NEWS_LOCALES,
  NEWS_SAVE_MODES,
  NEWS_SORTS,
  NEWS_STATUS_ACTIONS,
  NEWS_STATUSES,
  NEWS_TITLE_MAX,
  HOT_MAX,
  HOT_NAME_MAX,
  SORT_MAX,
  VIDEO_CATEGORY_NAME_MAX,
  VIDEO_SORTS,
  VIDEO_STATUSES,
  type NewsLocale,
} from './limits';

export * from './limits';

const chars = (s: string) => [...s].length;
const isoTime = z.string().describe('ISO time (UTC)');
const oneLine = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ');
const orEmpty = (v: unknown) => (v === undefined || v === null ? '' : v);

// --- the list ----------------------------------------------------------------------------------

export const newsListInput = z.object({
  ...consolePage,
  q: consoleQuery.describe('matches a title in any language'),
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(NEWS_STATUSES).optional().describe('one state (all when absent)'),
  ),
  category_id: optionalIdField().describe('one news category (all when absent)'),
  sort: z.enum(NEWS_SORTS).default('updated_at'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});

export const newsRowOutput = z.object({
  id: z.number().int(),
  title: z.string().describe('in the request language, else the original'),
  lang: z.enum(NEWS_LOCALES),
  locales: z.array(z.enum(NEWS_LOCALES)).describe('the languages it is written in'),
  category: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(NEWS_STATUSES),
  headline: z.boolean(),
  author: z.object({ id: z.number().int(), user_nickname: z.string() }).nullable(),
  published_at: isoTime.describe('the publish time (scheduled: when it goes live)'),
  updated_at: isoTime,
});

export const newsListOutput = z.object({
  list: z.array(newsRowOutput),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

// --- one article -------------------------------------------------------------------------------

export const newsIdInput = z.object({ id: idField().describe('the article id') });

const translationOutput = z
  .object({ title: z.string(), summary: z.string(), body_html: z.string() })
  .nullable();

export const newsDetailOutput = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  cover: z.string(),
  headline: z.boolean(),
  status: z.enum(NEWS_STATUSES),
  published_at: isoTime,
  updated_at: isoTime,
  origin_locale: z.enum(NEWS_LOCALES),
  translations: z.object({ zh: translationOutput, en: translationOutput, vi: translationOutput }),
});

// --- saving ------------------------------------------------------------------------------------

/** One language's text; a draft may leave a language empty (then it is not stored). */
export const newsTranslationInput = z.object({
  title: z
    .preprocess(orEmpty, z.string().max(NEWS_TITLE_MAX * 4, 'api.errors.newsTitleTooLong'))
    .transform(oneLine)
    .refine((s) => chars(s) <= NEWS_TITLE_MAX, 'api.errors.newsTitleTooLong')
    .describe(`1–${NEWS_TITLE_MAX} characters (may be empty in a draft)`),
  summary: z
    .preprocess(orEmpty, z.string().max(ARTICLE_SUMMARY_MAX * 4, 'api.errors.contentTooLong'))
    .transform(oneLine)
    .refine((s) => chars(s) <= ARTICLE_SUMMARY_MAX, 'api.errors.contentTooLong')
    .describe(`plain text, at most ${ARTICLE_SUMMARY_MAX} characters (default: the body's start)`),
  body: z
    .preprocess(orEmpty, z.string().max(ARTICLE_BODY_MAX_BYTES, 'api.errors.contentTooLong'))
    .describe('rich text (HTML); sanitised on the server'),
});
export type NewsTranslationInput = z.output<typeof newsTranslationInput>;

const emptyTranslation = { title: '', summary: '', body: '' };

export const newsSaveInput = z
  .object({
    id: optionalIdField().describe('the article to change (a new one when absent)'),
    category_id: idField(),
    cover: z
      .preprocess(orEmpty, z.string().max(500).regex(COVER_RE).or(z.literal('')))
      .describe('an uploaded image of purpose cover, or empty'),
    headline: z
      .preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean())
      .describe('shown in the home page’s headlines'),
    mode: z
      .enum(NEWS_SAVE_MODES)
      .describe(
        'draft: not public; publish: public now (or stays public); schedule: at publish_at',
      ),
    publish_at: z
      .preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        z.iso.datetime({ offset: true, message: 'api.errors.newsScheduleInvalid' }).optional(),
      )
      .describe('schedule only: when it goes live (ISO time with zone), in the future'),
    translations: z
      .object({
        zh: newsTranslationInput.default(emptyTranslation),
        en: newsTranslationInput.default(emptyTranslation),
        vi: newsTranslationInput.default(emptyTranslation),
      })
      .describe(
        'zh, en, vi: { title, summary, body }. Publishing or scheduling needs all three with a title and a body ("newsIncomplete"); a draft needs one title',
      ),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'schedule' && !v.publish_at)
      ctx.addIssue({
        code: 'custom',
        path: ['publish_at'],
        message: 'api.errors.newsScheduleInvalid',
      });
    const filled = NEWS_LOCALES.filter((l) => v.translations[l].title);
    if (!filled.length)
      ctx.addIssue({
        code: 'custom',
        path: ['translations'],
        message: 'api.errors.newsTitleRequired',
      });
    else if (v.mode !== 'draft' && filled.length < NEWS_LOCALES.length)
      ctx.addIssue({
        code: 'custom',
        path: ['translations'],
        message: 'api.errors.newsIncomplete',
      });
  });
export type NewsSave = z.output<typeof newsSaveInput>;

export const newsSaveOutput = z.object({
  id: z.number().int(),
  status: z.enum(NEWS_STATUSES),
  published_at: isoTime,
});

export const newsSetStatusInput = z.object({
  id: idField().describe('the article id'),
  action: z
    .enum(NEWS_STATUS_ACTIONS)
    .describe(
      'hide: take down; unhide: show again (the undo of hide); publish: a draft or scheduled one, now',
    ),
});

export const newsStatusOutput = z.object({ id: z.number().int(), status: z.enum(NEWS_STATUSES) });

export const newsCategoriesOutput = z.array(z.object({ id: z.number().int(), name: z.string() }));

// --- banners -----------------------------------------------------------------------------------

const bannerTitle = z
  .preprocess(orEmpty, z.string().max(BANNER_TITLE_MAX * 4, 'api.errors.bannerTitleInvalid'))
  .transform(oneLine)
  .refine((s) => s.length > 0 && chars(s) <= BANNER_TITLE_MAX, 'api.errors.bannerTitleInvalid')
  .describe(`1–${BANNER_TITLE_MAX} characters`);

export const bannerAdminOutput = z.object({
  id: z.number().int(),
  title_zh: z.string(),
  title_en: z.string(),
  title_vi: z.string(),
  image: z.string(),
  link: z.string(),
  sort: z.number().int(),
  active: z.boolean(),
});

export const bannerSaveInput = z.object({
  id: optionalIdField().describe('the banner to change (a new one when absent)'),
  title_zh: bannerTitle,
  title_en: bannerTitle,
  title_vi: bannerTitle,
  image: z
    .string()
    .max(500)
    .regex(COVER_RE, 'api.errors.uploadNotFound')
    .describe('an uploaded image of purpose cover (or one of the site’s own pictures)'),
  link: z
    .string()
    .trim()
    .max(500, 'api.errors.bannerLinkInvalid')
    .regex(BANNER_LINK_RE, 'api.errors.bannerLinkInvalid')
    .describe('a path on this site (/news/12) or an https address'),
  sort: z.coerce.number().int().min(0).max(SORT_MAX).default(0),
  active: z
    .preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean())
    .describe('shown on the home page'),
});
export type BannerSave = z.output<typeof bannerSaveInput>;

export const bannerReorderInput = z.object({
  ids: z
    .array(idNumberField)
    .min(1)
    .max(BANNERS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'api.errors.bannerOrderInvalid')
    .describe('banner ids in their new order (first shown first)'),
});

export const bannerListOutput = z.array(bannerAdminOutput);

// --- videos and their categories ----------------------------------------------------------------

export const videoAdminListInput = z.object({
  ...consolePage,
  q: consoleQuery.describe('matches a title in any language, or an id'),
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(VIDEO_STATUSES).optional().describe('one state (all when absent)'),
  ),
  category_id: optionalIdField().describe('one video category (all when absent)'),
  sort: z.enum(VIDEO_SORTS).default('created_at'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});

export const videoAdminRowOutput = z.object({
  id: z.number().int(),
  title: z.string().describe('in the request language, else the original'),
  cover: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(VIDEO_STATUSES),
  author: z.object({ id: z.number().int(), user_nickname: z.string() }),
  views: z.number().int(),
  created_at: isoTime,
});

export const videoAdminListOutput = z.object({
  list: z.array(videoAdminRowOutput),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const videoSetStatusInput = z.object({
  id: idField().describe('the video id'),
  action: z
    .enum(['hide', 'unhide'])
    .describe('hide: take a published video down; unhide: show a hidden one again (the undo)'),
});

export const videoSetCategoryInput = z.object({
  id: idField().describe('the video id'),
  category_id: idField().describe('its new category'),
});

const categoryName = z
  .preprocess(
    orEmpty,
    z.string().max(VIDEO_CATEGORY_NAME_MAX * 4, 'api.errors.categoryNameInvalid'),
  )
  .transform(oneLine)
  .refine(
    (s) => s.length > 0 && chars(s) <= VIDEO_CATEGORY_NAME_MAX,
    'api.errors.categoryNameInvalid',
  )
  .describe(`1–${VIDEO_CATEGORY_NAME_MAX} characters`);

export const videoCategoryAdminOutput = z.object({
  id: z.number().int(),
  name_zh: z.string(),
  name_en: z.string(),
  name_vi: z.string(),
  sport: z.enum(VIDEO_SPORTS),
  recommended: z.boolean(),
  sort: z.number().int(),
  videos: z.number().int().describe('published videos in it'),
});

export const videoCategorySaveInput = z.object({
  id: optionalIdField().describe('the category to change (a new one when absent)'),
  name_zh: categoryName,
  name_en: categoryName,
  name_vi: categoryName,
  sport: z.enum(VIDEO_SPORTS),
  recommended: z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean()),
  sort: z.coerce.number().int().min(0).max(SORT_MAX).default(0),
});
export type VideoCategorySave = z.output<typeof videoCategorySaveInput>;

export const videoCategoryListOutput = z.array(videoCategoryAdminOutput);

// --- hot searches ------------------------------------------------------------------------------

const hotName = z
  .preprocess(orEmpty, z.string().max(HOT_NAME_MAX * 4, 'api.errors.hotSearchNameInvalid'))
  .transform(oneLine)
  .refine((s) => s.length > 0 && chars(s) <= HOT_NAME_MAX, 'api.errors.hotSearchNameInvalid')
  .describe(`1–${HOT_NAME_MAX} characters`);

const flag = z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean());

export const hotSearchAdminOutput = z.object({
  id: z.number().int(),
  name_zh: z.string(),
  name_en: z.string(),
  name_vi: z.string(),
  hot: z.number().int(),
  sort: z.number().int(),
  pinned: z.boolean(),
  blocked: z.boolean(),
});

export const hotSearchListOutput = z.object({
  list: z.array(hotSearchAdminOutput),
  searched: z
    .array(z.object({ name: z.string(), clients: z.number().int() }))
    .describe('what people search now (before pins and blocks)'),
});

export const hotSearchSaveInput = z.object({
  id: optionalIdField().describe('the keyword to change (a new one when absent)'),
  name_zh: hotName,
  name_en: hotName,
  name_vi: hotName,
  hot: z.coerce.number().int().min(0).max(HOT_MAX).default(0),
  sort: z.coerce.number().int().min(0).max(SORT_MAX).default(0),
  pinned: flag.describe('leads the list (in sort order)'),
  blocked: flag.describe('never shown, not even when people search it'),
});
export type HotSearchSave = z.output<typeof hotSearchSaveInput>;

export const hotSearchIdInput = z.object({ id: idField().describe('the keyword id') });

// --- circles -----------------------------------------------------------------------------------

const circleName = z
  .preprocess(orEmpty, z.string().max(CIRCLE_NAME_MAX * 4, 'api.errors.categoryNameInvalid'))
  .transform(oneLine)
  .refine((s) => s.length > 0 && chars(s) <= CIRCLE_NAME_MAX, 'api.errors.categoryNameInvalid')
  .describe(`1–${CIRCLE_NAME_MAX} characters`);

const circleDescription = z
  .preprocess(orEmpty, z.string().max(CIRCLE_DESCRIPTION_MAX * 4, 'api.errors.contentTooLong'))
  .transform(oneLine)
  .refine((s) => chars(s) <= CIRCLE_DESCRIPTION_MAX, 'api.errors.contentTooLong')
  .describe(`at most ${CIRCLE_DESCRIPTION_MAX} characters`);

export const circleAdminOutput = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  name_vi: z.string(),
  description_zh: z.string(),
  description_en: z.string(),
  description_vi: z.string(),
  sort: z.number().int(),
  active: z.boolean(),
  posts: z.number().int().describe('live posts in it'),
});

export const circleSaveInput = z.object({
  id: optionalIdField().describe('the circle to change (a new one when absent)'),
  name_zh: circleName,
  name_en: circleName,
  name_vi: circleName,
  description_zh: circleDescription,
  description_en: circleDescription,
  description_vi: circleDescription,
  sort: z.coerce.number().int().min(0).max(SORT_MAX).default(0),
  active: flag.describe('listed and open to new posts'),
});
export type CircleSave = z.output<typeof circleSaveInput>;

export const circleListOutput = z.array(circleAdminOutput);

// --- types -------------------------------------------------------------------------------------

export type NewsRow = z.infer<typeof newsRowOutput>;
export type NewsList = z.infer<typeof newsListOutput>;
export type NewsDetail = z.infer<typeof newsDetailOutput>;
export type NewsSaveResult = z.infer<typeof newsSaveOutput>;
export type NewsTranslations = Record<NewsLocale, NewsTranslationInput>;
export type BannerAdmin = z.infer<typeof bannerAdminOutput>;
export type VideoAdminRow = z.infer<typeof videoAdminRowOutput>;
export type VideoAdminList = z.infer<typeof videoAdminListOutput>;
export type VideoCategoryAdmin = z.infer<typeof videoCategoryAdminOutput>;
export type HotSearchAdmin = z.infer<typeof hotSearchAdminOutput>;
export type HotSearchList = z.infer<typeof hotSearchListOutput>;
export type CircleAdmin = z.infer<typeof circleAdminOutput>;
