import 'server-only';
import {
  addArticleView,
  getArticle,
  insertArticle,
  listArticles,
  listBanners,
  listNewsCategories,
  updateArticle,
} from '@/lib/content/news';
import {
  articleDetailOutput,
  articleIdInput,
  articleIdOutput,
  articleListInput,
  articlePageOutput,
  articleUpdateInput,
  articleViewsOutput,
  articleWriteInput,
  bannerListOutput,
  categoryListOutput,
} from '@/lib/content/contract';
import { purgeArticlePages, purgeNewsLists } from '@/lib/content/revalidate';
import { NEWS_WRITE_LIMIT } from '@/lib/rate-limit/rules';
import { endpoint, ok } from '../endpoint';

const TAG = 'content';

/** Anchors' news writes, per user. */
const WRITE_LIMIT = { limit: NEWS_WRITE_LIMIT, by: 'user' } as const;

export const contentEndpoints = [
  // POST api/Banner/getBannerList – the home page's banners
  endpoint({
    method: 'POST',
    path: 'Banner/getBannerList',
    summary: "The home page's active banners in the request language, in display order.",
    tag: TAG,
    output: bannerListOutput,
    handler: async ({ lang }) => ok(await listBanners(lang)),
  }),
  // GET api/Headlines/classifyList – news categories
  endpoint({
    method: 'GET',
    path: 'Headlines/classifyList',
    summary: 'The news categories, names in the request language.',
    tag: TAG,
    output: categoryListOutput,
    handler: async ({ lang }) => ok(await listNewsCategories(lang)),
  }),
  // GET api/Portal_post/getList2 – the news list
  endpoint({
    method: 'GET',
    path: 'Portal_post/getList2',
    summary:
      'Published articles, newest first (order=hot: most read of the last 30 days): all, one category (category_id) or headlines only (headline=1). Each shows its translation in the request language, else its original (translated false).',
    tag: TAG,
    input: articleListInput,
    output: articlePageOutput,
    handler: async ({ input, lang }) =>
      ok(
        await listArticles({
          lang,
          categoryId: input.category_id,
          headline: input.headline,
          order: input.order,
          page: input.page,
          size: input.size,
        }),
      ),
  }),
  // GET api/Headlines/detail – one article (extension: the spec names no detail call)
  endpoint({
    method: 'GET',
    path: 'Headlines/detail',
    summary:
      'Extension. One published article with its sanitised body in the request language (else its original), the languages it exists in and related stories of its category.',
    tag: TAG,
    input: articleIdInput,
    output: articleDetailOutput,
    handler: async ({ input, lang }) => ok(await getArticle(input.id, lang)),
  }),
  // POST api/Headlines/addView – counts a read (extension)
  endpoint({
    method: 'POST',
    path: 'Headlines/addView',
    summary:
      'Extension. Counts a read of an article, once per viewer (user, else IP) and half hour; answers the count.',
    tag: TAG,
    auth: 'optional',
    input: articleIdInput,
    output: articleViewsOutput,
    handler: async ({ input, user, ip }) =>
      ok(await addArticleView(input.id, { userId: user?.id, ip })),
  }),
  // GET api/Headlines_user/insert – an anchor publishes news
  endpoint({
    method: 'GET',
    path: 'Headlines_user/insert',
    summary:
      'An anchor publishes an article in the request language: category_id, title (≤ 80 characters), optional summary (≤ 200), body as HTML (sanitised: scripts, styles, event handlers and unsafe links are removed; empty after that → contentRequired), optional cover (an uploaded image). 10 per hour.',
    tag: TAG,
    auth: 'anchor',
    mutation: true,
    bodyLimit: 256 * 1024,
    input: articleWriteInput,
    output: articleIdOutput,
    rateLimit: [WRITE_LIMIT],
    handler: async ({ input, user, lang }) => {
      const r = await insertArticle(user, lang, input);
      await purgeNewsLists();
      return ok(r, 'api.saved');
    },
  }),
  // POST api/Headlines_user/update – the author edits (extension)
  endpoint({
    method: 'POST',
    path: 'Headlines_user/update',
    summary:
      'Extension. The author (or an administrator) edits the article in the request language, adding that translation when missing. Cached pages of the article are refreshed at once.',
    tag: TAG,
    auth: 'required',
    bodyLimit: 256 * 1024,
    input: articleUpdateInput,
    output: articleIdOutput,
    rateLimit: [WRITE_LIMIT],
    handler: async ({ input, user, lang }) => {
      const r = await updateArticle(user, lang, input.id, input);
      await purgeArticlePages(input.id);
      return ok(r, 'api.saved');
    },
  }),
];
