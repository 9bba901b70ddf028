/**
 * The community's endpoints as the pages call them (under /bff or serverApi) and a post's page.
 * The shapes they answer are the contract's (lib/community/contract.ts, `import type`).
 */

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
