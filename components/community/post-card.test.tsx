import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import zh from '@/messages/zh.json';
import { renderWithProviders } from '@/test/render';
import { PostCard } from './post-card';
import { postItem } from './test-data';

const html = (ui: React.ReactElement) =>
  renderToString(
    <NextIntlClientProvider locale="zh" messages={zh} timeZone="Asia/Shanghai">
      {ui}
    </NextIntlClientProvider>,
  );

test('an XSS payload in a post is rendered as escaped text, never as markup', () => {
  const payload = '<script>alert(1)</script><img src=x onerror=alert(2)> & "q"';
  const out = html(<PostCard post={postItem({ content: payload })} loggedIn={false} full />);
  expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
  expect(out).not.toContain('<script>alert');
  expect(out).not.toMatch(/<img[^>]*onerror/);
  // The feed's clamped version too.
  const feed = html(<PostCard post={postItem({ content: payload })} loggedIn={false} />);
  expect(feed).not.toContain('<script>alert');
  expect(feed).toContain('&lt;script&gt;');
});

test('the feed card: author, time in the viewer zone, circle, pictures as links, counts', () => {
  renderWithProviders(
    <PostCard
      post={postItem({
        images: ['/uploads/post-images/a.jpg', '/uploads/post-images/b.jpg'],
        author: { id: 5, nickname: 'BLV Quang Huy', avatar: '', level: 12, is_anchor: 1 },
      })}
      loggedIn
    />,
    { timeZone: 'Asia/Shanghai' },
  );
  const card = screen.getByTestId('post-card');
  expect(card).toHaveTextContent('BLV Quang Huy');
  expect(card).toHaveTextContent('Lv.12');
  expect(card).toHaveTextContent(zh.community.post.anchor);
  expect(card.querySelector('time')).toHaveAttribute('dateTime', '2026-11-26T12:37:00.000Z');
  expect(card.querySelector('time')).toHaveTextContent('2026/11/26 20:37');
  expect(screen.getByRole('link', { name: '发布于 英超圈' })).toHaveAttribute(
    'href',
    '/circle?id=2',
  );
  const links = screen.getAllByRole('link', { name: /查看第 \d 张图片/ });
  expect(links.map((a) => a.getAttribute('href'))).toEqual([
    '/uploads/post-images/a.jpg',
    '/uploads/post-images/b.jpg',
  ]);
  expect(screen.getByTestId('post-like')).toHaveTextContent('8');
  expect(screen.getByRole('link', { name: /评论/ })).toHaveAttribute(
    'href',
    '/circle-detail?id=7#comments',
  );
});

test('a video post shows its cover linking to the post in the feed, and the player on its page', () => {
  const p = postItem({ video: '/uploads/videos/v.mp4', video_cover: '/uploads/covers/c.jpg' });
  const { unmount } = renderWithProviders(<PostCard post={p} loggedIn={false} />);
  expect(screen.getByRole('link', { name: zh.community.post.playVideo })).toHaveAttribute(
    'href',
    '/circle-detail?id=7',
  );
  unmount();
  renderWithProviders(<PostCard post={p} loggedIn={false} full />);
  const video = screen.getByTestId('post-video');
  expect(video).toHaveAttribute('poster', '/uploads/covers/c.jpg');
  expect(video).toHaveAttribute('src', '/uploads/videos/v.mp4');
});
