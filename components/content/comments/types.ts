/**
 * The data the comment thread shows and the endpoints it calls: the shape of
 * lib/content/social.ts CommentView / CommentPage, as the API answers them (browser-safe).
 */

export type CommentTarget = 'video' | 'post';

/** One comment as the list endpoints answer it. */
export type CommentItem = {
  id: number;
  parent_id: number | null;
  user_id: number;
  user_nickname: string;
  avatar: string;
  level: number;
  reply_to: { user_id: number; user_nickname: string } | null;
  content: string;
  likes: number;
  replies: number;
  /** Unix seconds. */
  created_at: number;
  liked: boolean;
  can_delete: boolean;
  /** The first few replies of a top-level comment. */
  reply_list?: CommentItem[];
};

/** A page of top-level comments (commentList). */
export type CommentPageData = { list: CommentItem[]; total: number; page: number; size: number };

/**
 * The endpoints of one kind of thread, relative to /bff (e.g. `anchor_dynamics/commentList`). The
 * thread sends:
 * - `list` (POST unless `listMethod`): `{ [targetParam]: targetId, page, limit }` → CommentPageData
 * - `comment` (POST): `{ [targetParam]: targetId, content, parent_id? }` → CommentItem
 * - `like` (POST): `{ comment_id, type: 1 | 0 }` → `{ liked | active, likes | count }`
 * - `remove` (POST): `{ comment_id }`
 * - `replies` (GET unless `repliesMethod`): `{ comment_id, page, limit }` → `{ list, total }`
 */
export type CommentApi = {
  list: string;
  comment: string;
  like: string;
  remove: string;
  replies: string;
  /** The name of the target's id in `list` and `comment` (default `id`). */
  targetParam?: string;
  listMethod?: 'GET' | 'POST';
  repliesMethod?: 'GET' | 'POST';
};

/** What a like endpoint answers: the community's `{ liked, likes }` or the social layer's `{ active, count }`. */
export type LikeAnswer = {
  liked?: boolean;
  active?: boolean;
  likes?: number;
  count?: number;
};
