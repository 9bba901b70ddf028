import { answer } from '@/test/bff';
import type { PostItem } from '@/lib/community/contract';

/** A post as the API answers it, for component tests (checked: test/fixtures-contract.test.ts). */
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

/** The circles the composer offers (anchor_dynamics/circles; the page hands over id and name). */
export const circles = [
  {
    id: 1,
    slug: 'premier-league',
    name: '英超圈',
    description: '',
    icon: 'football',
    posts: 12,
  },
  { id: 2, slug: 'nba', name: 'NBA', description: '', icon: 'basketball', posts: 5 },
];

/** anchor_dynamics_user/insert: the post as published. */
export const published = (post: PostItem) => answer('anchor_dynamics_user/insert', post);

/** Member/getQiniuToken: a permit to upload one post image. */
export const imagePermit = answer('Member/getQiniuToken', {
  token: 'tok',
  purpose: 'post_image',
  upload_url: '/api/upload/image',
  expires_in: 600,
  max_size: 5 * 1024 * 1024,
});

/** upload/image: where the file is stored now. */
export const imageStored = (url: string) => answer('upload/image', { url });
