/** The community API's answers as the pages read them (lib/community/schemas.ts outputs). */

export type PostItem = {
  id: number;
  circle: { id: number; name: string };
  author: { id: number; nickname: string; avatar: string; level: number; is_anchor: number };
  lang: string;
  /** Plain text as typed: rendered as text, never as HTML. */
  content: string;
  images: string[];
  video: string | null;
  video_cover: string | null;
  views: number;
  likes: number;
  comments: number;
  /** Unix seconds. */
  created_at: number;
  liked: boolean;
  can_delete: boolean;
};

export type PostPage = { list: PostItem[]; total: number; page: number; size: number };

export type CircleItem = {
  id: number;
  slug: string;
  name: string;
  description: string;
  icon: string;
  posts: number;
};

/** The endpoints of the community (under /bff or serverApi). */
export const COMMUNITY_API = {
  circles: 'anchor_dynamics/circles',
  list: 'anchor_dynamics/list',
  hot: 'anchor_dynamics/hot',
  info: 'anchor_dynamics/info',
  userPosts: 'anchor_dynamics/userPostList',
  insert: 'anchor_dynamics_user/insert',
  like: 'anchor_dynamics_user/likes',
  remove: 'anchor_dynamics/deletePost',
} as const;

/** The comment thread's endpoints for posts (components/content/comments). */
export const POST_COMMENT_API = {
  list: 'anchor_dynamics/commentList',
  comment: 'anchor_dynamics_user/comment',
  like: 'anchor_dynamics_user/commentLikes',
  remove: 'anchor_dynamics_user/deleteComment',
  replies: 'anchor_dynamics/commentReplies',
  targetParam: 'id',
  listMethod: 'POST',
  repliesMethod: 'GET',
} as const;

/** A post's page. */
export function postHref(id: number): string {
  return `/circle-detail?id=${id}`;
}
