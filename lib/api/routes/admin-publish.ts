import 'server-only';
import { z } from 'zod';
import { actorOf } from '@/lib/admin/audit';
import { enqueue } from '@/lib/jobs';
import { log } from '@/lib/log';
import {
  bannerAdminOutput,
  bannerListOutput,
  bannerReorderInput,
  bannerSaveInput,
  circleAdminOutput,
  circleListOutput,
  circleSaveInput,
  hotSearchAdminOutput,
  hotSearchIdInput,
  hotSearchListOutput,
  hotSearchSaveInput,
  newsCategoriesOutput,
  newsDetailOutput,
  newsIdInput,
  newsListInput,
  newsListOutput,
  newsSaveInput,
  newsSaveOutput,
  newsSetStatusInput,
  newsStatusOutput,
  videoAdminListInput,
  videoAdminListOutput,
  videoCategoryAdminOutput,
  videoCategoryListOutput,
  videoCategorySaveInput,
  videoSetCategoryInput,
  videoSetStatusInput,
} from '@/lib/publish/contract';
import { VIDEO_STATUSES } from '@/lib/publish/limits';
import { releaseNewsJob } from '@/lib/publish/jobs';
import { listBannersAdmin, reorderBanners, saveBanner } from '@/lib/publish/banners';
import { deleteHotSearch, listHotSearchesAdmin, saveHotSearch } from '@/lib/publish/hot';
import { listCirclesAdmin, saveCircle } from '@/lib/publish/circles';
import {
  listVideoCategoriesAdmin,
  listVideosAdmin,
  saveVideoCategory,
  setVideoCategory,
  setVideoStatus,
} from '@/lib/publish/videos';
import {
  listNewsAdmin,
  newsCategoriesAdmin,
  newsDetailAdmin,
  saveNews,
  setNewsStatus,
} from '@/lib/publish/news';
import { endpoint, ok } from '../endpoint';

/**
 * The console's publishing (issue 27 "Publishing"; docs/architecture.md "Console"): news with its
 * three translations, drafts and scheduled publishing. Editors (and administrators); the domain
 * (lib/publish) checks the role again and writes one audit row per action.
 */

/** A scheduled article's release is queued for its time; the minute sweep covers a lost one. */
async function queueRelease(r: { status: string; published_at: string }): Promise<void> {
  if (r.status !== 'scheduled') return;
  const seconds = Math.max(1, Math.ceil((Date.parse(r.published_at) - Date.now()) / 1000));
  await enqueue(releaseNewsJob, {}, { startAfterSeconds: seconds }).catch((err: unknown) =>
    log().warn({ err }, 'could not queue a news release; the minute sweep will publish it'),
  );
}

export const adminPublishEndpoints = [
  endpoint({
    method: 'GET',
    path: 'admin/newsList',
    summary:
      'Editors: every article (draft, scheduled, published, hidden), filtered by status, category and a title search (q; an id too), sorted by published_at, updated_at or id, paged.',
    tag: 'admin',
    auth: 'editor',
    input: newsListInput,
    output: newsListOutput,
    handler: async ({ user, input, lang }) => ok(await listNewsAdmin(user, lang, input)),
  }),
  endpoint({
    method: 'GET',
    path: 'admin/newsCategories',
    summary: 'Editors: the news categories for the editor, names in the request language.',
    tag: 'admin',
    auth: 'editor',
    output: newsCategoriesOutput,
    handler: async ({ user, lang }) => ok(await newsCategoriesAdmin(user, lang)),
  }),
  endpoint({
    method: 'GET',
    path: 'admin/newsDetail',
    summary:
      'Editors: one article in any state with its zh, en and vi translations (null when missing).',
    tag: 'admin',
    auth: 'editor',
    input: newsIdInput,
    output: newsDetailOutput,
    handler: async ({ user, input }) => ok(await newsDetailAdmin(user, input.id)),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/newsSave',
    summary:
      'Editors: create (no id) or change an article with its zh, en and vi translations. mode draft keeps it from the public (one language with a title is enough); publish makes it public now; schedule at publish_at (ahead, within a year). Publishing or scheduling needs every language with a title (≤ 100 characters) and a body → else "newsIncomplete". Bodies are sanitised; cover and images must be the caller’s uploads. Cached pages and the sitemap are refreshed at once.',
    tag: 'admin',
    auth: 'editor',
    bodyLimit: 1024 * 1024,
    input: newsSaveInput,
    output: newsSaveOutput,
    handler: async (ctx) => {
      const r = await saveNews(actorOf(ctx), ctx.input);
      await queueRelease(r);
      return ok(r, 'api.saved');
    },
  }),
  endpoint({
    method: 'POST',
    path: 'admin/newsSetStatus',
    summary:
      'Editors: hide a published or scheduled article, show a hidden one again (the undo of hide), or publish a draft or scheduled one now. Not possible from its state → "newsStatusInvalid".',
    tag: 'admin',
    auth: 'editor',
    input: newsSetStatusInput,
    output: newsStatusOutput,
    handler: async (ctx) => {
      const r = await setNewsStatus(actorOf(ctx), ctx.input.id, ctx.input.action);
      await queueRelease(r);
      return ok({ id: r.id, status: r.status }, 'api.saved');
    },
  }),
  endpoint({
    method: 'GET',
    path: 'admin/bannerList',
    summary:
      'Editors: every home-page banner, active or not, in display order, with its three titles.',
    tag: 'admin',
    auth: 'editor',
    output: bannerListOutput,
    handler: async ({ user }) => ok(await listBannersAdmin(user)),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/bannerSave',
    summary:
      'Editors: create (no id) or change a home-page banner: titles in zh, en and vi (1–60 characters), an uploaded image (purpose cover), a link (a path on this site or an https address), sort and active. The home page shows it at once on every instance.',
    tag: 'admin',
    auth: 'editor',
    input: bannerSaveInput,
    output: bannerAdminOutput,
    handler: async (ctx) => ok(await saveBanner(actorOf(ctx), ctx.input), 'api.saved'),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/bannerReorder',
    summary:
      'Editors: put every banner in the order given (each id once → else "bannerOrderInvalid"). Answers the banners in their new order.',
    tag: 'admin',
    auth: 'editor',
    input: bannerReorderInput,
    output: bannerListOutput,
    handler: async (ctx) => ok(await reorderBanners(actorOf(ctx), ctx.input.ids), 'api.saved'),
  }),
  endpoint({
    method: 'GET',
    path: 'admin/videoList',
    summary:
      'Editors: every video (published, hidden, removed by its author), filtered by status, category and a title search (q; an id too), sorted by created_at, views or id, paged.',
    tag: 'admin',
    auth: 'editor',
    input: videoAdminListInput,
    output: videoAdminListOutput,
    handler: async ({ user, input, lang }) => ok(await listVideosAdmin(user, lang, input)),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/videoSetStatus',
    summary:
      'Editors: hide a published video (its files stay) or show a hidden one again (the undo). Not possible from its state → "videoStatusInvalid".',
    tag: 'admin',
    auth: 'editor',
    input: videoSetStatusInput,
    output: z.object({ id: z.number().int(), status: z.enum(VIDEO_STATUSES) }),
    handler: async (ctx) =>
      ok(await setVideoStatus(actorOf(ctx), ctx.input.id, ctx.input.action), 'api.saved'),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/videoSetCategory',
    summary: 'Editors: move a video to another category.',
    tag: 'admin',
    auth: 'editor',
    input: videoSetCategoryInput,
    output: z.object({ id: z.number().int(), category_id: z.number().int() }),
    handler: async (ctx) =>
      ok(await setVideoCategory(actorOf(ctx), ctx.input.id, ctx.input.category_id), 'api.saved'),
  }),
  endpoint({
    method: 'GET',
    path: 'admin/videoCategoryList',
    summary:
      'Editors: every video category with its zh, en and vi names, sport, order, recommended flag and published-video count.',
    tag: 'admin',
    auth: 'editor',
    output: videoCategoryListOutput,
    handler: async ({ user }) => ok(await listVideoCategoriesAdmin(user)),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/videoCategorySave',
    summary:
      'Editors: create (no id) or change a video category: names in zh, en and vi (1–30 characters), sport, recommended, sort.',
    tag: 'admin',
    auth: 'editor',
    input: videoCategorySaveInput,
    output: videoCategoryAdminOutput,
    handler: async (ctx) => ok(await saveVideoCategory(actorOf(ctx), ctx.input), 'api.saved'),
  }),
  endpoint({
    method: 'GET',
    path: 'admin/hotSearchList',
    summary:
      'Editors: the editorial hot-search keywords (zh, en, vi) in order, pinned and blocked flags, and what people search now.',
    tag: 'admin',
    auth: 'editor',
    output: hotSearchListOutput,
    handler: async ({ user }) => ok(await listHotSearchesAdmin(user)),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/hotSearchSave',
    summary:
      'Editors: create (no id) or change a hot-search keyword: names in zh, en and vi (1–20 characters), popularity, sort; pinned leads the list, blocked is never shown, not even when people search it. The nav bars show it at once on every instance.',
    tag: 'admin',
    auth: 'editor',
    input: hotSearchSaveInput,
    output: hotSearchAdminOutput,
    handler: async (ctx) => ok(await saveHotSearch(actorOf(ctx), ctx.input), 'api.saved'),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/hotSearchDelete',
    summary: 'Editors: delete a hot-search keyword (a pin or a block is lifted with it).',
    tag: 'admin',
    auth: 'editor',
    input: hotSearchIdInput,
    handler: async (ctx) => {
      await deleteHotSearch(actorOf(ctx), ctx.input.id);
      return ok(null, 'api.saved');
    },
  }),
  endpoint({
    method: 'GET',
    path: 'admin/circleList',
    summary:
      'Editors: every community circle, on or off, in order, with its names and descriptions in zh, en and vi and its live post count.',
    tag: 'admin',
    auth: 'editor',
    output: circleListOutput,
    handler: async ({ user }) => ok(await listCirclesAdmin(user)),
  }),
  endpoint({
    method: 'POST',
    path: 'admin/circleSave',
    summary:
      'Editors: create (no id) or change a community circle: names (1–20 characters) and descriptions in zh, en and vi, sort, active (off: it leaves the lists and takes no new posts; its posts stay).',
    tag: 'admin',
    auth: 'editor',
    input: circleSaveInput,
    output: circleAdminOutput,
    handler: async (ctx) => ok(await saveCircle(actorOf(ctx), ctx.input), 'api.saved'),
  }),
];
