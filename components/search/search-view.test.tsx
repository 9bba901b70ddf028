import { renderToString } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import zh from '@/messages/zh.json';
import { renderWithProviders } from '@/test/render';
import { SearchView, searchHref } from './search-view';
import { contentPage, news, overview } from './test-data';

const view = (props: Partial<Parameters<typeof SearchView>[0]> = {}) => (
  <SearchView name="bong da" lang="zh" zone="Asia/Shanghai" overview={overview()} {...props} />
);

test('every section with its heading, count and links; "more" when there are more hits', () => {
  renderWithProviders(view());
  for (const [title, count] of [
    [zh.searchPage.anchors, '1'],
    [zh.searchPage.rooms, '9'],
    [zh.searchPage.news, '1'],
    [zh.searchPage.videos, '1'],
    [zh.searchPage.posts, '1'],
  ]) {
    const region = screen.getByRole('region', { name: `${title} ${count}` });
    expect(region).toBeInTheDocument();
  }
  const rooms = screen.getByRole('region', { name: `${zh.searchPage.rooms} 9` });
  expect(within(rooms).getByTestId('search-more')).toHaveAttribute(
    'href',
    '/search?name=bong+da&kind=room',
  );
  expect(within(rooms).getByTestId('search-more')).toHaveTextContent('查看全部 9 条');
  // One "more" only: the other sections show all their hits.
  expect(screen.getAllByTestId('search-more')).toHaveLength(1);

  const hrefs = (testId: string) =>
    within(screen.getByTestId(testId)).getByRole('link').getAttribute('href');
  expect(hrefs('search-anchor')).toBe('/live?id=5');
  expect(hrefs('search-room')).toBe('/live?id=5');
  expect(hrefs('search-news')).toBe('/news/12');
  expect(hrefs('search-video')).toBe('/video-player?id=7');
  expect(hrefs('search-post')).toBe('/circle-detail?id=99');
  expect(screen.getByTestId('search-anchor')).toHaveTextContent(zh.searchPage.live);
  expect(screen.getByTestId('search-video')).toHaveTextContent('02:05');
});

test('marks the keyword in titles whatever the accents, and never renders text as HTML', () => {
  const { container } = renderWithProviders(view());
  const marks = within(screen.getByTestId('search-news')).getAllByTestId('search-hit');
  expect(marks.map((m) => m.textContent)).toEqual(['Bóng Đá', 'bóng đá']);
  expect(screen.getByTestId('search-anchor').querySelector('mark')).toHaveTextContent('Bóng Đá');
  // The post's text holds markup: it is shown as text.
  const p = screen.getByTestId('search-post');
  expect(p).toHaveTextContent('<img src=x onerror="alert(1)"> bong da tonight');
  expect(container.querySelector('img[src="x"]')).toBeNull();
  expect(within(p).getByTestId('search-hit')).toHaveTextContent('bong da');
});

test.each([
  ['zh', zh, '/search'],
  ['en', en, '/en/search'],
  ['vi', vi, '/vi/search'],
] as const)('an empty result and an empty keyword in %s', (locale, messages, action) => {
  const empty = overview({
    anchors: { list: [], total: 0 },
    rooms: { list: [], total: 0 },
    news: { list: [], total: 0 },
    videos: { list: [], total: 0 },
    posts: { list: [], total: 0 },
  });
  const { unmount } = renderWithProviders(
    <SearchView name="zzq" lang={locale} zone="UTC" overview={empty} />,
    { locale },
  );
  expect(screen.getByTestId('search-empty')).toHaveTextContent(
    messages.searchPage.none.replace('{name}', 'zzq'),
  );
  expect(screen.getByTestId('search-page-form')).toHaveAttribute('action', action);
  unmount();
  renderWithProviders(<SearchView name="" lang={locale} zone="UTC" />, { locale });
  expect(screen.getByTestId('search-empty')).toHaveTextContent(messages.searchPage.noKeyword);
});

test("a section's own page: plain-link pages, a way back, English links", () => {
  const page = contentPage('news', [news({ title: 'Vietnam football', locale: 'en' })], 45, 2);
  renderWithProviders(<SearchView name="football" lang="en" zone="UTC" kindPage={page} />, {
    locale: 'en',
  });
  expect(screen.getByRole('region', { name: `${en.searchPage.news} 45` })).toBeInTheDocument();
  expect(screen.getByTestId('search-all')).toHaveAttribute('href', '/en/search?name=football');
  const pager = screen.getByTestId('pagination');
  expect(within(pager).getByRole('link', { name: /3/ })).toHaveAttribute(
    'href',
    '/en/search?name=football&kind=news&page=3',
  );
  expect(within(pager).getByRole('link', { name: /1/ })).toHaveAttribute(
    'href',
    '/en/search?name=football&kind=news',
  );
  expect(within(screen.getByTestId('search-news')).getByRole('link')).toHaveAttribute(
    'href',
    '/en/news/12',
  );
});

test('a page past the last says so in the section', () => {
  renderWithProviders(
    <SearchView name="bong da" lang="vi" zone="UTC" kindPage={contentPage('post', [], 3, 9)} />,
    { locale: 'vi' },
  );
  expect(screen.getByTestId('search-empty')).toHaveTextContent(
    vi.searchPage.noneIn.replace('{section}', vi.searchPage.posts).replace('{name}', 'bong da'),
  );
});

test('server-rendered HTML holds the results, links and form (works without JavaScript)', () => {
  const html = renderToString(
    <NextIntlClientProvider locale="zh" messages={zh} timeZone="Asia/Shanghai">
      {view()}
    </NextIntlClientProvider>,
  );
  expect(html).toContain('href="/news/12"');
  expect(html).toContain('href="/search?name=bong+da&amp;kind=room"');
  expect(html).toMatch(/<form[^>]*action="\/search" method="get"/);
  expect(html).toContain('<mark');
  expect(html).not.toContain('<img src="x"');
  expect(searchHref('a b', 'post', 2)).toBe('/search?name=a+b&kind=post&page=2');
});

test('teams link to their page with a follow button; players link to theirs and their club', () => {
  const names = (zh: string, en: string) => ({ zh, en, vi: en });
  const trio = (field: string, n: ReturnType<typeof names>) => ({
    [`${field}_zh`]: n.zh,
    [`${field}_en`]: n.en,
    [`${field}_vi`]: n.vi,
  });
  const arsenal = names('阿森纳', 'Arsenal');
  renderWithProviders(
    view({
      lang: 'en',
      overview: overview({
        teams: [
          {
            id: 5,
            sport: 'football',
            logo: '',
            ...trio('name', arsenal),
            ...trio('short_name', arsenal),
          } as never,
        ],
        players: [
          {
            id: 77,
            sport: 'football',
            ...trio('name', names('萨卡', 'Bukayo Saka')),
            shirt_number: 7,
            position: 'FW',
            team_id: 5,
            ...trio('team_name', arsenal),
          } as never,
        ],
      }),
    }),
    { locale: 'en' },
  );
  const team = within(screen.getByTestId('search-teams'));
  expect(team.getByRole('link', { name: 'Arsenal' })).toHaveAttribute('href', '/en/team?id=5');
  expect(team.getByRole('button', { name: /Arsenal/ })).toHaveAttribute('aria-pressed', 'false');
  const player = within(screen.getByTestId('search-players'));
  expect(player.getByRole('link', { name: 'Bukayo Saka' })).toHaveAttribute(
    'href',
    '/en/player?id=77',
  );
  expect(player.getByRole('link', { name: 'Arsenal' })).toHaveAttribute('href', '/en/team?id=5');
  expect(screen.getByTestId('search-players')).toHaveTextContent(
    en.matchCentre.lineups.position.FW,
  );
});
