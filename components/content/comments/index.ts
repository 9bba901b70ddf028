/**
 * The shared comment thread of videos, posts, news articles and matches (each comment with the
 * commenter's team badge), and the like button.
 *
 * Usage (a server page; the route's ClientMessages must include the `comments` namespace):
 *
 *   <CommentThread
 *     target="post"                       // 'video' | 'post' | 'article' | 'match'
 *     targetId={post.id}
 *     initial={page}                      // the list endpoint's data for page `cpage`, or null
 *     api={{
 *       list: 'anchor_dynamics/commentList',          // POST { id, page, limit } (listMethod)
 *       comment: 'anchor_dynamics_user/comment',      // POST { id, content, parent_id? }
 *       like: 'anchor_dynamics_user/commentLikes',    // POST { comment_id, type: 1 | 0 }
 *       remove: 'anchor_dynamics_user/deleteComment', // POST { comment_id }
 *       replies: 'anchor_dynamics/commentReplies',    // GET { comment_id, page, limit } (repliesMethod)
 *       targetParam: 'id',                            // the target's id field in list/comment
 *     }}
 *     loggedIn={viewer !== null}
 *     ownerId={post.author.id}            // optional: badges the author's comments
 *     pageHref={`/circle-detail?id=${post.id}`} // the pager links add &cpage=N#comments
 *   />
 *
 *   <LikeButton path="anchor_dynamics_user/likes" params={{ id }} liked={…} count={…} loggedIn={…} />
 *
 * Both render complete HTML on the server (JS disabled: the list, inline replies and pager links);
 * once hydrated they compose, reply, like (optimistic, rolled back on error), delete (confirm) and
 * load more replies. Like endpoints may answer `{ liked, likes }` or `{ active, count }`.
 */
export { CommentThread, type CommentApi, type CommentThreadProps } from './comment-thread';
export { LikeButton, readLike, type LikeAnswer } from './like-button';
export { ConfirmDialog } from './confirm-dialog';
