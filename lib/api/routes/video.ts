import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { translate } from '@/lib/i18n/messages';
import {
  addComment,
  likeComment,
  listComments,
  listReplies,
  removeComment,
  requireCommentOf,
  setReaction,
} from '@/lib/content/social';
import { COMMENT_LIMIT, REACTION_LIMIT } from '@/lib/rate-limit/rules';
import {
  listCategories,
  listCategoriesFor,
  myCategories,
  recommendedCategories,
  requireCategory,
  searchCategories,
  setMyCategory,
} from '@/lib/video/categories';
import { deleteVideo, insertVideo } from '@/lib/video/publish';
import { anchorWorks, listVideos, rankVideos, userVideos, videoInfo } from '@/lib/video/queries';
import {
  anchorWorksInput,
  categoryMineListOutput,
  categoryListOutput,
  categorySearchInput,
  categoryVideosInput,
  commentIdInput,
  commentInput,
  commentLikeInput,
  commentLikeOutput,
  commentListInput,
  commentOutput,
  commentPageOutput,
  commentRepliesInput,
  favoriteOutput,
  insertVideoInput,
  likeOutput,
  myCategoryInput,
  rankInput,
  rankOutput,
  reactionInput,
  repliesOutput,
  userVideosInput,
  videoIdInput,
  videoInfoOutput,
  videoListInput,
  videoPageOutput,
  nullOutput,
  viewOutput,
} from '@/lib/video/contract';
import { addView } from '@/lib/video/views';
import { purgeVideoPages, purgeVideoThread } from '@/lib/content/revalidate';
import { endpoint, ok } from '../endpoint';

const TAG = 'video';
const COMMENT_PAGE = 10;

export const videoEndpoints = [
  // POST api/Video/getList – videos, filtered and paged
  endpoint({
    method: 'POST',
    path: 'Video/getList',
    summary:
      'Published videos, newest first (order new) or most viewed (order hot); category_id, sport (football, basketball, other) and author_id narrow them. Titles in the request language, else the original. Pages of 1–50 (default 20).',
    tag: TAG,
    input: videoListInput,
    output: videoPageOutput,
    handler: async ({ input, lang }) =>
      ok(
        await listVideos(lang, {
          categoryId: input.category_id,
          sport: input.sport,
          authorId: input.author_id,
          order: input.order,
          page: input.page,
          size: input.size,
        }),
      ),
  }),
  // GET api/video/videoList – one category's videos
  endpoint({
    method: 'GET',
    path: 'video/videoList',
    summary:
      "One category's videos (/video-classify?type=3&id=): id is the category; order new (default) or hot; pages of 1–50. Unknown category → code 1.",
    tag: TAG,
    input: categoryVideosInput,
    output: videoPageOutput,
    handler: async ({ input, lang }) => {
      await requireCategory(input.id);
      return ok(
        await listVideos(lang, {
          categoryId: input.id,
          order: input.order,
          page: input.page,
          size: input.size,
        }),
      );
    },
  }),
  // POST api/Video/anchorWorks – an anchor's videos
  endpoint({
    method: 'POST',
    path: 'Video/anchorWorks',
    summary:
      "An anchor's published videos, newest first (anchor_id; pages of 1–50). A user who is not an anchor → code 1.",
    tag: TAG,
    input: anchorWorksInput,
    output: videoPageOutput,
    handler: async ({ input, lang }) =>
      ok(await anchorWorks(input.anchor_id, lang, input.page, input.size)),
  }),
  // GET api/Video/userPostList – a user's videos
  endpoint({
    method: 'GET',
    path: 'Video/userPostList',
    summary:
      "A user's published videos, newest first: user_id, or without it the logged-in user's own (a visitor without user_id → code 1).",
    tag: TAG,
    auth: 'optional',
    input: userVideosInput,
    output: videoPageOutput,
    handler: async ({ input, lang, user }) => {
      const id = input.user_id ?? user?.id;
      // A visitor must say whose videos: user_id is required then (code 1, not 700: the endpoint
      // serves visitors).
      if (!id)
        throw new AppError('invalidField', {
          field: translate(lang, 'api.fields.user_id'),
          problem: translate(lang, 'api.problems.required'),
        });
      return ok(await userVideos(id, lang, input.page, input.size));
    },
  }),
  // POST api/Video/getVideoInfo – one video
  endpoint({
    method: 'POST',
    path: 'Video/getVideoInfo',
    summary:
      'One published video (/video-player?id=): title and description in the request language (else the original), the playable src (an HLS playlist signed for at least 5 h, or the uploaded file), author, counters, whether the viewer liked / favourited it and may delete it, and up to 8 related videos. Unknown or removed id → code 1.',
    tag: TAG,
    auth: 'optional',
    input: videoIdInput,
    output: videoInfoOutput,
    handler: async ({ input, lang, user }) => ok(await videoInfo(input.id, lang, user)),
  }),
  // POST api/Video/addView – counts a view
  endpoint({
    method: 'POST',
    path: 'Video/addView',
    summary:
      'Counts a view when playback starts: once per viewer (the user, else the IP) and video per 30 minutes; repeats answer counted false and the unchanged count. Unknown id → code 1.',
    tag: TAG,
    auth: 'optional',
    input: videoIdInput,
    output: viewOutput,
    handler: async ({ input, user, ip }) =>
      ok(await addView(input.id, { userId: user?.id ?? null, ip })),
  }),
  // GET api/videoRank/getRank – the most viewed videos of a period
  endpoint({
    method: 'GET',
    path: 'videoRank/getRank',
    summary:
      'The most viewed videos published in the last day (period day, default), week or month; size 1–50 (default 10). Each carries its rank from 1.',
    tag: TAG,
    input: rankInput,
    output: rankOutput,
    handler: async ({ input, lang }) =>
      ok(await rankVideos(lang, input.period ?? 'day', input.size ?? 10)),
  }),
  // POST api/Video_user/likes – like or unlike a video
  endpoint({
    method: 'POST',
    path: 'Video_user/likes',
    summary:
      'Likes (type 1) or unlikes (type 0) a video; left out, toggles. One like per user; repeating a like changes nothing. Answers the state and the count.',
    tag: TAG,
    auth: 'required',
    input: reactionInput,
    output: likeOutput,
    rateLimit: [{ limit: REACTION_LIMIT, by: 'user' }],
    handler: async ({ input, user }) => {
      const r = await setReaction(user.id, 'like', 'video', input.video_id, input.type ?? 'toggle');
      return ok({ video_id: input.video_id, liked: r.active, likes: r.count });
    },
  }),
  // POST api/Video_user/favorites – favourite or unfavourite a video
  endpoint({
    method: 'POST',
    path: 'Video_user/favorites',
    summary:
      'Adds (type 1) or removes (type 0) a video from the favourites; left out, toggles. Answers the state and the count.',
    tag: TAG,
    auth: 'required',
    input: reactionInput,
    output: favoriteOutput,
    rateLimit: [{ limit: REACTION_LIMIT, by: 'user' }],
    handler: async ({ input, user }) => {
      const r = await setReaction(
        user.id,
        'favorite',
        'video',
        input.video_id,
        input.type ?? 'toggle',
      );
      return ok(
        { video_id: input.video_id, favorited: r.active, favorites: r.count },
        r.active ? 'api.collected' : 'api.uncollected',
      );
    },
  }),
  // POST api/Video_user/comment – comment on a video or answer a comment
  endpoint({
    method: 'POST',
    path: 'Video_user/comment',
    summary:
      'Comments on a video (video_id, content: plain text of 1–500 characters, shown as text, never as HTML), or answers a comment of that video (parent_id; an answer to an answer joins its thread and names whom it answers). At most 10 comments a minute.',
    tag: TAG,
    auth: 'required',
    input: commentInput,
    output: commentOutput,
    rateLimit: [{ limit: COMMENT_LIMIT, by: 'user' }],
    handler: async ({ input, user, lang }) => {
      const c = await addComment(
        user,
        'video',
        input.video_id,
        input.content,
        input.parent_id ?? null,
        lang,
      );
      await purgeVideoThread(input.video_id);
      return ok(c);
    },
  }),
  // POST api/Video_user/commentLikes – like or unlike a comment
  endpoint({
    method: 'POST',
    path: 'Video_user/commentLikes',
    summary:
      'Likes (type 1) or unlikes (type 0) a comment on a video; left out, toggles. Answers the state and the count.',
    tag: TAG,
    auth: 'required',
    input: commentLikeInput,
    output: commentLikeOutput,
    rateLimit: [{ limit: REACTION_LIMIT, by: 'user' }],
    handler: async ({ input, user }) => {
      return ok(await likeComment(user.id, 'video', input.comment_id, input.type ?? 'toggle'));
    },
  }),
  // POST api/Video_user/deleteComment – delete a comment
  endpoint({
    method: 'POST',
    path: 'Video_user/deleteComment',
    summary:
      "Not in the spec: deletes a comment on a video (and a top-level comment's answers). Its author, the video's author or an administrator may; anyone else → code 1 forbidden.",
    tag: TAG,
    auth: 'required',
    input: commentIdInput,
    output: nullOutput,
    handler: async ({ input, user }) => {
      await purgeVideoThread(await removeComment(user, 'video', input.comment_id));
      return ok(null, 'api.deleted');
    },
  }),
  // POST api/Video/commentList – a video's comments
  endpoint({
    method: 'POST',
    path: 'Video/commentList',
    summary:
      "A video's top-level comments, newest first (order new) or most liked (hot), each with its first 3 answers (reply_list, oldest first); liked and can_delete for the viewer. Pages of 1–50 (size, or limit; default 10).",
    tag: TAG,
    auth: 'optional',
    input: commentListInput,
    output: commentPageOutput,
    handler: async ({ input, user, lang }) =>
      ok(
        await listComments('video', input.video_id, {
          page: input.page ?? 1,
          size: input.size ?? input.limit ?? COMMENT_PAGE,
          order: input.order ?? 'new',
          viewer: user,
          lang,
        }),
      ),
  }),
  // GET api/Video/commentOneList – the answers of one comment
  endpoint({
    method: 'GET',
    path: 'Video/commentOneList',
    summary:
      'One top-level comment of a video (comment) and its answers, oldest first; pages of 1–50 (size, or limit; default 10). Unknown comment → code 1.',
    tag: TAG,
    auth: 'optional',
    input: commentRepliesInput,
    output: repliesOutput,
    handler: async ({ input, user, lang }) => {
      await requireCommentOf('video', input.comment_id);
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
  // POST api/Video_user/insert – publish a video
  endpoint({
    method: 'POST',
    path: 'Video_user/insert',
    summary:
      'Publishes a video: category_id, title (1–60 characters), description (≤ 500, optional), video (the URL of your own upload/video) and cover (your own upload/image of purpose cover), optional duration (s) and match_id. Texts are stored as the request language. Someone else’s upload, one of another purpose or one already used → code 1. Answers the new video.',
    tag: TAG,
    auth: 'required',
    input: insertVideoInput,
    output: videoInfoOutput,
    handler: async ({ input, user, lang }) => {
      const id = await insertVideo(user, input, lang);
      await purgeVideoPages();
      return ok(await videoInfo(id, lang, user), 'api.ok');
    },
  }),
  // POST api/Video_user/delete – remove a video
  endpoint({
    method: 'POST',
    path: 'Video_user/delete',
    summary:
      'Removes a video (id): its author or an administrator may; anyone else → code 1 forbidden. It disappears from every list and page.',
    tag: TAG,
    auth: 'required',
    input: videoIdInput,
    output: nullOutput,
    handler: async ({ input, user }) => {
      await deleteVideo(user, input.id);
      await purgeVideoPages(input.id);
      return ok(null, 'api.deleted');
    },
  }),
  // GET api/Videoclassification – every category
  endpoint({
    method: 'GET',
    path: 'Videoclassification',
    summary:
      'Every video category in menu order: id, name in the request language, sport, recommended, published videos.',
    tag: TAG,
    output: categoryListOutput,
    handler: async ({ lang }) => ok(await listCategories(lang)),
  }),
  // GET api/videocclassification/recommend – recommended categories
  endpoint({
    method: 'GET',
    path: 'videocclassification/recommend',
    summary: 'The recommended video categories (offered when "my categories" is empty).',
    tag: TAG,
    output: categoryListOutput,
    handler: async ({ lang }) => ok(await recommendedCategories(lang)),
  }),
  // GET api/videocclassification/allList – every category, with the user's marked
  endpoint({
    method: 'GET',
    path: 'videocclassification/allList',
    summary:
      'Every video category (the side menu of /video-classify), with mine: true for those in the logged-in user’s "my categories" (always false for a visitor).',
    tag: TAG,
    auth: 'optional',
    output: categoryMineListOutput,
    handler: async ({ lang, user }) => ok(await listCategoriesFor(lang, user?.id)),
  }),
  // GET api/videocclassification/search – categories by name
  endpoint({
    method: 'GET',
    path: 'videocclassification/search',
    summary:
      'Categories whose name in any language contains keyword (1–30 characters), accents and case ignored ("ngoai hang" finds Ngoại hạng Anh); names in the request language.',
    tag: TAG,
    input: categorySearchInput,
    output: categoryListOutput,
    handler: async ({ input, lang }) => ok(await searchCategories(lang, input.keyword)),
  }),
  // POST api/videocclassification/myClassification – the user's categories
  endpoint({
    method: 'POST',
    path: 'videocclassification/myClassification',
    summary:
      'The logged-in user’s "my categories", in the order added (a visitor keeps the list in local storage).',
    tag: TAG,
    auth: 'required',
    output: categoryListOutput,
    handler: async ({ user, lang }) => ok(await myCategories(user.id, lang)),
  }),
  // POST api/videocclassification/addMyclassification – add or remove one of "my categories"
  endpoint({
    method: 'POST',
    path: 'videocclassification/addMyclassification',
    summary:
      'Adds a category to "my categories" (action add, the default; adding one already there changes nothing; at most 30) or removes it (action remove). Answers the list afterwards.',
    tag: TAG,
    auth: 'required',
    input: myCategoryInput,
    output: categoryListOutput,
    handler: async ({ input, user, lang }) => {
      const action = input.action ?? 'add';
      const list = await setMyCategory(user.id, input.category_id, action, lang);
      return ok(list, action === 'add' ? 'api.added' : 'api.deleted');
    },
  }),
];
