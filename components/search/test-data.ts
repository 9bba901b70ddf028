/** Search answers for the results page's tests (checked: test/fixtures-contract.test.ts). */
import { liveRoom } from '@/components/live/test-data';
import type { AnchorHit, NewsHit, PostHit, VideoHit } from '@/lib/search/schemas';
import type { KindPage, Overview } from './search-view';

const T = Date.UTC(2026, 0, 10, 12) / 1000;

export const anchor = (o: Partial<AnchorHit> = {}): AnchorHit => ({
  id: 50,
  nickname: 'Thầy Giáo Bóng Đá',
  avatar: '',
  level: 12,
  followers: 1200,
  room_id: 5,
  room_title: 'Phòng bình luận',
  cover: '',
  state: 'live',
  viewers: 340,
  ...o,
});
export const news = (o: Partial<NewsHit> = {}): NewsHit => ({
  id: 12,
  locale: 'vi',
  title: 'Bóng Đá Việt Nam: lứa trẻ',
  summary: 'Tin bóng đá',
  cover: '/covers/n.jpg',
  category_id: 1,
  category_name: 'Phân tích',
  headline: false,
  views: 1500,
  published_at: T,
  ...o,
});
export const video = (o: Partial<VideoHit> = {}): VideoHit => ({
  id: 7,
  title: 'Bóng đá highlights',
  description: '',
  cover: '/covers/v.jpg',
  duration_s: 125,
  category_id: 1,
  category_name: 'Highlights',
  author_id: 3,
  author_nickname: 'VideoMaker',
  author_avatar: '',
  views: 10,
  likes: 2,
  comments: 0,
  created_at: T,
  ...o,
});
export const post = (o: Partial<PostHit> = {}): PostHit => ({
  id: 99,
  excerpt: '<img src=x onerror="alert(1)"> bong da tonight',
  cover: '/uploads/p1.jpg',
  images: 2,
  has_video: false,
  circle_id: 1,
  circle_name: 'Football',
  user_id: 4,
  user_nickname: 'Fan',
  user_avatar: '',
  views: 0,
  likes: 3,
  comments: 1,
  created_at: T,
  ...o,
});

/** Search/index: every section with one hit (nine live rooms). */
export function overview(o: Partial<Overview> = {}): Overview {
  return {
    name: 'bong da',
    teams: [],
    players: [],
    competitions: [],
    matches: [],
    anchors: { list: [anchor()], total: 1 },
    rooms: { list: [liveRoom({ title: 'Bình luận bóng đá trực tiếp' })], total: 9 },
    news: { list: [news()], total: 1 },
    videos: { list: [video()], total: 1 },
    posts: { list: [post()], total: 1 },
    ...o,
  };
}

/** Search/content: page `page` of one kind's hits. */
export function contentPage<K extends 'news' | 'video' | 'post'>(
  kind: K,
  list: (K extends 'news' ? NewsHit : K extends 'video' ? VideoHit : PostHit)[],
  total = list.length,
  page = 1,
): KindPage {
  return { kind, list, total, page, size: 20 } as KindPage;
}
