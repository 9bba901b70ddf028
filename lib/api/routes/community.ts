import 'server-only';
import { z } from 'zod';
import { getCircle, listCircles } from '@/lib/community/circles';
import {
  createPost,
  deletePost,
  getPost,
  hotPosts,
  likePost,
  listPosts,
  userPosts,
} from '@/lib/community/posts';
import {
  circleIdInput,
  circleListOutput,
  circleOutput,
  commentIdInput,
  commentInput,
  commentLikeInput,
  commentLikeOutput,
  commentListInput,
  commentOutput,
  commentPageOutput,
  commentRepliesInput,
  commentRepliesOutput,
  hotInput,
  likeInput,
  likeOutput,
  postIdInput,
  postInsertInput,
  postListInput,
  postListOutput,
  postOutput,
  postPageOutput,
  userPostListInput,
} from '@/lib/community/contract';
import {
  addComment,
  likeComment,
  listComments,
  listReplies,
  removeComment,
  requireCommentOf,
} from '@/lib/content/social';
import {
  COMMENT_LIMIT,
  POST_BURST_LIMIT,
  POST_DAILY_LIMIT,
  REACTION_LIMIT,
} from '@/lib/rate-limit/rules';
import { purgePostPages, purgePostThread } from '@/lib/content/revalidate';
import { endpoint, ok } from '../endpoint';

const TAG = 'community';

export const communityEndpoints = [
  // GET api/anchor_dynamics/circles – the circles (not in the spec: its posts "need a circle")
  endpoint({
    method: 'GET',
    path: 'anchor_dynamics/circles',
    summary:
      'Not in the spec (docs/product.md §5 says a post needs a circle): every active circle in its order, with its live post count, names in the request language.',
    tag: TAG,
    output: circleListOutput,
    handler: async ({ lang }) => ok(await listCircles(lang)),
  }),
  // GET api/anchor_dynamics/circle – one circle
  endpoint({
    method: 'GET',
    path: 'anchor_dynamics/circle',
    summary: 'Not in the spec: one circle with its post count. Unknown id → code 1 circleNotFound.',
    tag: TAG,
    input: circleIdInput,
    output: circleOutput,
    handler: async ({ input, lang }) => ok(await getCircle(input.id, lang)),
  }),
  // GET api/anchor_dynamics/list – the feed
  endpoint({
    method: 'GET',
    path: 'anchor_dynamics/list',
    summary:
      'Not in the spec: the community feed (/circle), all circles or one (circle_id; unknown → circleNotFound), newest first (order new) or hot (likes + 2 × comments, ties newest), the posts in the request language first (lang_filter mine: only those). Deleted posts never show.',
    tag: TAG,
    auth: 'optional',
    input: postListInput,
    output: postPageOutput,
    handler: async ({ input, lang, user }) =>
      ok(
        await listPosts({
          circleId: input.circle_id,
          order: input.order,
          langFilter: input.lang_filter,
          page: input.page ?? 1,
          size: input.limit ?? 10,
          lang,
          viewer: user,
        }),
      ),
  }),
  // GET api/anchor_dynamics/hot – hot posts of the day, week or month (docs/product.md §9)
  endpoint({
    method: 'GET',
    path: 'anchor_dynamics/hot',
    summary:
      'Not in the spec by name (docs/product.md §9 "hot-post ranking by day, week or month"): the posts created in the last 24 h (day), 7 days (week) or 30 days (month), ranked by likes + 2 × comments, ties newest first, those in the request language before the others (lang_filter mine: only those).',
    tag: TAG,
    auth: 'optional',
    input: hotInput,
    output: postListOutput,
    handler: async ({ input, lang, user }) =>
      ok(
        await hotPosts({
          period: input.period ?? 'day',
          langFilter: input.lang_filter,
          limit: input.limit ?? 10,
          lang,
          viewer: user,
        }),
      ),
  }),
  // GET api/anchor_dynamics/info – one post (counts a view)
  endpoint({
    method: 'GET',
    path: 'anchor_dynamics/info',
    summary:
      'One post (/circle-detail?id=): text, images or video and cover, its author (nickname, avatar, level, is_anchor), circle, counts and whether the viewer likes it. Counts a view, once per viewer (user or address) and half hour, hence a mutation for the BFF. Unknown or deleted id → code 1 postNotFound.',
    tag: TAG,
    auth: 'optional',
    mutation: true,
    input: postIdInput,
    output: postOutput,
    handler: async ({ input, lang, user, ip }) =>
      ok(
        await getPost(input.id, {
          lang,
          viewer: user,
          viewerKey: { userId: user?.id, ip },
        }),
      ),
  }),
  // GET api/anchor_dynamics/userPostList – a user's posts
  endpoint({
    method: 'GET',
    path: 'anchor_dynamics/userPostList',
    summary:
      "A user's live posts, newest first; user_id left out: the logged-in user's own (a visitor then gets an empty page). Unknown user → code 1 userNotFound.",
    tag: TAG,
    auth: 'optional',
    input: userPostListInput,
    output: postPageOutput,
    handler: async ({ input, lang, user }) => {
      const userId = input.user_id ?? user?.id;
      const page = input.page ?? 1;
      const size = input.limit ?? 10;
      if (!userId) return ok({ list: [], total: 0, page, size });
      return ok(
        await userPosts({
          userId,
          page,
          size,
          lang,
          viewer: user,
        }),
      );
    },
  }),
  // POST api/anchor_dynamics_user/insert – post in a circle (docs/product.md §5)
  endpoint({
    method: 'POST',
    path: 'anchor_dynamics_user/insert',
    summary:
      "Posts in a circle (docs/product.md §5): circle_id (unknown → circleNotFound) and content are required (blank → contentRequired); then either up to 4 images (a 5th → tooManyImages) or a video with its cover (video alone → coverRequired, cover alone → videoRequired, both kinds → mixedPostMedia). Files must be the poster's own uploads of the purpose (post_image, video, cover), else uploadNotFound. Plain text, stored as typed. At most 5 posts per 10 minutes and 30 per day per user (429 rateLimited; refused drafts do not count). Answers the new post.",
    tag: TAG,
    auth: 'required',
    input: postInsertInput,
    output: postOutput,
    // Only posts that go through use the budget: a refused draft (blank, a 5th image …) does not.
    rateLimit: [
      { limit: POST_BURST_LIMIT, by: 'user', counts: 'success' },
      { limit: POST_DAILY_LIMIT, by: 'user', counts: 'success' },
    ],
    handler: async ({ input, lang, user }) => {
      const created = await createPost(
        user,
        {
          circleId: input.circle_id,
          content: input.content,
          images: input.images,
          video: input.video,
          videoCover: input.video_cover,
        },
        lang,
      );
      await purgePostPages();
      return ok(created, 'api.ok');
    },
  }),
  // POST api/anchor_dynamics/deletePost – delete one's own post
  endpoint({
    method: 'POST',
    path: 'anchor_dynamics/deletePost',
    summary:
      "Deletes a post (soft): its author or an administrator; someone else's → code 1 forbidden; unknown or already deleted → postNotFound. Its files are released.",
    tag: TAG,
    auth: 'required',
    input: postIdInput,
    output: z.null(),
    handler: async ({ input, user }) => {
      await deletePost(user, input.id);
      await purgePostPages(input.id);
      return ok(null, 'api.deleted');
    },
  }),
  // POST api/anchor_dynamics_user/likes – like a post
  endpoint({
    method: 'POST',
    path: 'anchor_dynamics_user/likes',
    summary:
      'Likes (type 1) or unlikes (type 0) a post; left out, toggles. One like per user: repeating a like changes nothing. Answers the state and the count. Unknown or deleted post → postNotFound.',
    tag: TAG,
    auth: 'required',
    input: likeInput,
    output: likeOutput,
    rateLimit: [{ limit: REACTION_LIMIT, by: 'user' }],
    handler: async ({ input, user }) =>
      ok(await likePost(user.id, input.id, input.type ?? 'toggle')),
  }),
  // POST api/anchor_dynamics_user/comment – comment on a post or reply to a comment
  endpoint({
    method: 'POST',
    path: 'anchor_dynamics_user/comment',
    summary:
      'Comments on a post (id), or replies to one of its comments (parent_id; a reply to a reply joins the thread and names who it answers). Plain text, 1–500 characters (blank → contentRequired). Rate-limited per user (429). Answers the new comment.',
    tag: TAG,
    auth: 'required',
    input: commentInput,
    output: commentOutput,
    rateLimit: [{ limit: COMMENT_LIMIT, by: 'user' }],
    handler: async ({ input, user, lang }) => {
      const c = await addComment(
        user,
        'post',
        input.id,
        input.content,
        input.parent_id ?? null,
        lang,
      );
      await purgePostThread(input.id);
      return ok(c);
    },
  }),
  // POST api/anchor_dynamics_user/commentLikes – like a comment of a post
  endpoint({
    method: 'POST',
    path: 'anchor_dynamics_user/commentLikes',
    summary:
      'Likes (type 1) or unlikes (type 0) a comment of a post; left out, toggles. One like per user. Unknown comment → commentNotFound.',
    tag: TAG,
    auth: 'required',
    input: commentLikeInput,
    output: commentLikeOutput,
    rateLimit: [{ limit: REACTION_LIMIT, by: 'user' }],
    handler: async ({ input, user }) => {
      return ok(await likeComment(user.id, 'post', input.comment_id, input.type ?? 'toggle'));
    },
  }),
  // POST api/anchor_dynamics_user/deleteComment – delete a comment (not in the spec)
  endpoint({
    method: 'POST',
    path: 'anchor_dynamics_user/deleteComment',
    summary:
      "Not in the spec: deletes a comment of a post (soft; a top-level comment takes its replies). Its author, the post's author or an administrator may; anyone else → forbidden.",
    tag: TAG,
    auth: 'required',
    input: commentIdInput,
    output: z.null(),
    handler: async ({ input, user }) => {
      await purgePostThread(await removeComment(user, 'post', input.comment_id));
      return ok(null, 'api.deleted');
    },
  }),
  // POST api/anchor_dynamics/commentList – a post's comments
  endpoint({
    method: 'POST',
    path: 'anchor_dynamics/commentList',
    summary:
      "A post's top-level comments, newest first (order new) or most liked (hot), each with its first 3 replies (reply_list; the rest through anchor_dynamics/commentReplies) and whether the viewer liked it or may delete it. Unknown post → postNotFound.",
    tag: TAG,
    auth: 'optional',
    input: commentListInput,
    output: commentPageOutput,
    handler: async ({ input, user, lang }) =>
      ok(
        await listComments('post', input.id, {
          page: input.page ?? 1,
          size: input.limit ?? 10,
          order: input.order,
          viewer: user,
          lang,
        }),
      ),
  }),
  // GET api/anchor_dynamics/commentReplies – the replies of one comment (not in the spec)
  endpoint({
    method: 'GET',
    path: 'anchor_dynamics/commentReplies',
    summary:
      'Not in the spec (the counterpart of Video/commentOneList): the replies of one top-level comment of a post, oldest first, with the comment itself. Unknown comment → commentNotFound.',
    tag: TAG,
    auth: 'optional',
    input: commentRepliesInput,
    output: commentRepliesOutput,
    handler: async ({ input, user, lang }) => {
      await requireCommentOf('post', input.comment_id);
      return ok(
        await listReplies(input.comment_id, {
          page: input.page ?? 1,
          size: input.limit ?? 20,
          viewer: user,
          lang,
        }),
      );
    },
  }),
];
