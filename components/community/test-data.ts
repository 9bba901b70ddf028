import type { PostItem } from './types';

/** A post as the API answers it, for component tests. */
export function postItem(over: Partial<PostItem> = {}): PostItem {
  return {
    id: 7,
    circle: { id: 2, name: '英超圈' },
    author: { id: 5, nickname: '曼城蓝月亮', avatar: '/avatars/1.svg', level: 3, is_anchor: 0 },
    lang: 'zh',
    content: '今晚的比赛太精彩了',
    images: [],
    video: null,
    video_cover: null,
    views: 120,
    likes: 8,
    comments: 3,
    // 2026-11-26 12:37 UTC
    created_at: 1795696620,
    liked: false,
    can_delete: false,
    ...over,
  };
}
