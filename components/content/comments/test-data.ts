/** A post's comment thread as the API answers it (checked: test/fixtures-contract.test.ts). */
import { answer } from '@/test/bff';
import type { CommentItem, CommentPage } from '@/lib/content/contract';

/** A top-level comment of anchor_dynamics/commentList, its first replies in `reply_list`. */
export function comment(over: Partial<CommentItem> = {}): CommentItem {
  return {
    id: 1,
    parent_id: null,
    user_id: 10,
    user_nickname: '红魔老张',
    avatar: '',
    level: 4,
    reply_to: null,
    content: '说得太对了',
    likes: 2,
    replies: 0,
    created_at: 1795696620,
    liked: false,
    can_delete: false,
    badge: null,
    reply_list: [],
    ...over,
  };
}

/** A reply in comment 1's thread (replies carry no `reply_list`). */
export function reply(id: number, over: Partial<CommentItem> = {}): CommentItem {
  const { reply_list: _none, ...base } = comment({
    id,
    parent_id: 1,
    user_id: 11,
    user_nickname: 'Gunner Tom',
    content: `reply ${id}`,
  });
  return { ...base, ...over };
}

/** Page 1 of a post's comments: a thread with 5 replies (3 shown) and the owner's own comment. */
export function commentPage(over: Partial<CommentPage> = {}): CommentPage {
  return {
    list: [
      comment({ replies: 5, reply_list: [reply(2), reply(3), reply(4)] }),
      comment({ id: 9, user_id: 5, content: '<b>bold?</b>', can_delete: true }),
    ],
    total: 25,
    page: 1,
    size: 10,
    ...over,
  };
}
export const comments = (page: CommentPage = commentPage()) =>
  answer('anchor_dynamics/commentList', page);

/** anchor_dynamics_user/commentLikes: the comment's like state and count now. */
export const commentLiked = (commentId: number, liked: boolean, likes: number) =>
  answer('anchor_dynamics_user/commentLikes', { comment_id: commentId, liked, likes });

/** anchor_dynamics_user/comment: the new comment or reply. */
export const commented = (item: CommentItem) => answer('anchor_dynamics_user/comment', item);

export const commentDeleted = answer('anchor_dynamics_user/deleteComment', null, '删除成功');

/** anchor_dynamics/commentReplies: a page of the thread of comment `of`. */
export const repliesOf = (of: CommentItem, list: CommentItem[], size = 20) =>
  answer('anchor_dynamics/commentReplies', {
    list,
    total: list.length,
    page: 1,
    size,
    comment: of,
  });
