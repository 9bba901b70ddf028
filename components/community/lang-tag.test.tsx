import { screen, within } from '@testing-library/react';
import en from '@/messages/en.json';
import { renderWithProviders } from '@/test/render';
import { HotPosts } from './hot-posts';
import { PostCard } from './post-card';
import { postItem } from './test-data';

/**
 * Feeds by language (docs/product.md §2 "Teams, players and discussion", docs/architecture.md
 * "Feeds by language"): a post in another language than the page's carries a small tag that is
 * read out as its language; a post in the page's language has none.
 */

test('a post in another language is tagged, read as “In English”; one in the page language is not', () => {
  renderWithProviders(
    <ul>
      <li>
        <PostCard post={postItem({ id: 1, lang: 'en', content: 'What a night' })} loggedIn />
      </li>
      <li>
        <PostCard post={postItem({ id: 2, lang: 'zh' })} loggedIn />
      </li>
    </ul>,
  );
  const [foreign, own] = screen.getAllByTestId('post-card');
  const tag = within(foreign).getByTestId('post-lang');
  // "EN" is hidden from screen readers, which read the language's name instead.
  expect(within(tag).getByText('EN')).toHaveAttribute('aria-hidden');
  expect(within(tag).getByText('英文帖子')).toHaveClass('sr-only');
  expect(tag).toHaveAttribute('title', '英文帖子');
  expect(within(foreign).getByTestId('post-text')).toHaveAttribute('lang', 'en');
  expect(within(own).queryByTestId('post-lang')).toBeNull();
});

test('the hot posts mark other languages in the page’s words', () => {
  renderWithProviders(
    <HotPosts
      period="week"
      posts={[
        postItem({ id: 3, lang: 'en' }),
        postItem({ id: 4, lang: 'vi', content: 'Quá đỉnh' }),
      ]}
      href={(p) => `/circle?hot=${p}`}
    />,
    { locale: 'en', messages: en },
  );
  const tags = screen.getAllByTestId('post-lang');
  expect(tags).toHaveLength(1);
  expect(tags[0]).toHaveTextContent('VI');
  expect(tags[0]).toHaveTextContent(en.community.lang.name.vi);
  expect(screen.getByRole('link', { name: 'Quá đỉnh' })).toHaveAttribute('lang', 'vi');
});
