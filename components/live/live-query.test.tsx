import { screen } from '@testing-library/react';
import zh from '@/messages/zh.json';
import { renderWithProviders } from '@/test/render';
import { liveCanonical, liveHref, pageCount, parseLiveQuery, SIDE_MENU_KEYS } from './live-query';
import { Pagination, pageWindow } from './pagination';
import { medalClass, parseRankType, rankHref } from './rank';
import { contrastRatio } from '@/lib/ui/contrast';
import config from '@/tailwind.config';

test('the /anchor query: type 0–4, a category only with type 3, a page from 1', () => {
  expect(parseLiveQuery({})).toEqual({ type: 0, category: null, page: 1 });
  expect(parseLiveQuery({ type: '4', page: '3' })).toEqual({ type: 4, category: null, page: 3 });
  expect(parseLiveQuery({ type: '3', id: '2', name: '台球' })).toEqual({
    type: 3,
    category: 2,
    page: 1,
  });
  // Old or hand-made links fall back instead of failing.
  expect(parseLiveQuery({ type: '1', id: '2' })).toEqual({ type: 1, category: null, page: 1 });
  expect(parseLiveQuery({ type: '7', page: '0' })).toEqual({ type: 0, category: null, page: 1 });
  expect(parseLiveQuery({ type: ['2', '1'], page: '1.5' })).toEqual({
    type: 2,
    category: null,
    page: 1,
  });
  expect(parseLiveQuery({ type: '3', id: '-1' }).category).toBeNull();
  expect(parseLiveQuery({ page: '99999' }).page).toBe(1);
});

test('list links keep the spec form; the canonical drops the name and the default type', () => {
  expect(liveHref({ type: 0 })).toBe('/anchor?type=0');
  expect(liveHref({ type: 3, category: 2, name: 'Snooker & pool' })).toBe(
    '/anchor?type=3&id=2&name=Snooker+%26+pool',
  );
  expect(liveHref({ type: 1, category: 2, page: 2 })).toBe('/anchor?type=1&page=2');
  expect(liveCanonical({ type: 0, category: null, page: 1 })).toBe('/anchor');
  expect(liveCanonical({ type: 3, category: 2, page: 1 })).toBe('/anchor?type=3&id=2');
  expect(pageCount(0)).toBe(1);
  expect(pageCount(20)).toBe(1);
  expect(pageCount(21)).toBe(2);
  expect(SIDE_MENU_KEYS[4]).toBe('playback');
});

test('pagination shows the ends and two pages either side of the current one', () => {
  expect(pageWindow(1, 1)).toEqual([1]);
  expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
  expect(pageWindow(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
  expect(pageWindow(12, 12)).toEqual([1, 'gap', 10, 11, 12]);
});

test('pagination links: the current page marked, no link before the first page', () => {
  const { container } = renderWithProviders(
    <Pagination page={1} pages={3} href={(p) => `/anchor?type=4&page=${p}`} />,
  );
  const nav = screen.getByRole('navigation', { name: zh.liveList.pagination.label });
  expect(nav).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: '第 3 页' })).toHaveAttribute(
    'href',
    '/anchor?type=4&page=3',
  );
  expect(screen.queryByRole('link', { name: zh.liveList.pagination.prev })).toBeNull();
  expect(screen.getByRole('link', { name: zh.liveList.pagination.next })).toHaveAttribute(
    'href',
    '/anchor?type=4&page=2',
  );
  expect(container.querySelector('[aria-disabled="true"]')).toHaveTextContent(
    zh.liveList.pagination.prev,
  );
});

test('one page needs no pagination', () => {
  const { container } = renderWithProviders(<Pagination page={1} pages={1} href={() => '/'} />);
  expect(container).toBeEmptyDOMElement();
});

test('/rank tabs and its top-three medals, whose numbers stay readable', () => {
  expect(parseRankType({})).toBe(0);
  expect(parseRankType({ type: '2' })).toBe(2);
  expect(parseRankType({ type: '3' })).toBe(0);
  expect(rankHref(0)).toBe('/rank');
  expect(rankHref(1)).toBe('/rank?type=1');
  const ink = (config.theme?.extend?.colors as Record<string, Record<string, string>>).ink.DEFAULT;
  for (const rank of [1, 2, 3]) {
    const bg = /bg-\[(#[0-9a-f]{6})\]/.exec(medalClass(rank))?.[1];
    expect(bg).toBeDefined();
    expect(medalClass(rank)).toContain('text-ink');
    expect(contrastRatio(ink, bg!)).toBeGreaterThanOrEqual(4.5);
  }
  expect(medalClass(4)).not.toContain('bg-');
});
