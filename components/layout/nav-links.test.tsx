import { act, fireEvent, screen } from '@testing-library/react';
import zh from '@/messages/zh.json';
import { renderWithProviders } from '@/test/render';
import { clickHref, isActive, NAV_ITEMS } from './nav-items';
import { NavLinks } from './nav-links';
import { NavSection } from './nav-section';
import { FINISH_DELAY_MS, RouteProgress } from './route-progress';

let mockPath = '/main';
const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  usePathname: () => mockPath,
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn() }),
}));

test('only routes that exist are linked, once each, and the current one is marked', () => {
  mockPath = '/schedule';
  renderWithProviders(<NavLinks />);
  const links = screen.getAllByRole('link');
  // The app download is the bar's popover (and the drawer's button), not a second nav entry.
  expect(links.map((a) => a.getAttribute('href'))).toEqual([
    '/main',
    '/football',
    '/basketball',
    '/anchor',
    '/schedule?type=4',
    '/base-football?id=82',
    '/specialist-home?type=0',
  ]);
  expect(screen.getByRole('link', { name: zh.nav.schedule })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(screen.getByRole('link', { name: zh.nav.home })).not.toHaveAttribute('aria-current');
});

test('a match page marks its match sport: 篮球 on an NBA game, never 足球 by its path', () => {
  for (const path of ['/score-detail', '/score-live']) {
    mockPath = path;
    const view = renderWithProviders(
      <>
        <NavSection section="basketball" />
        <NavLinks />
      </>,
    );
    expect(screen.getByRole('link', { name: zh.nav.basketball })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: zh.nav.football })).not.toHaveAttribute('aria-current');
    view.unmount();
  }
  // Until the page names its sport, nothing is marked (rather than a wrong guess).
  renderWithProviders(<NavLinks />);
  expect(screen.getByRole('link', { name: zh.nav.football })).not.toHaveAttribute('aria-current');
  expect(isActive(NAV_ITEMS[1], '/score-detail', 'football')).toBe(true);
});

test('items match their own path and listed sub-paths only', () => {
  const football = {
    key: 'football',
    href: '/football',
    freshQuery: true,
    matches: ['/score-centre'],
  } as const;
  expect(isActive(football, '/football')).toBe(true);
  expect(isActive(football, '/score-centre')).toBe(true);
  expect(isActive(football, '/score-centre/1')).toBe(true);
  expect(isActive(football, '/footballer')).toBe(false);
  expect(isActive(NAV_ITEMS[0], '/main')).toBe(true);
});

test('the live entry leads to the live list and stays current on the live pages', () => {
  const live = NAV_ITEMS.find((i) => i.key === 'live')!;
  expect(live.href).toBe('/anchor');
  for (const path of ['/anchor', '/live', '/attention', '/reserve', '/rank'])
    expect(isActive(live, path)).toBe(true);
  expect(isActive(live, '/livescore')).toBe(false);
});

test('the experts entry opens the football experts in a new tab, current on every expert page', () => {
  mockPath = '/specialist-info';
  renderWithProviders(<NavLinks />);
  const link = screen.getByRole('link', { name: zh.nav.experts });
  expect(link).toHaveAttribute('href', '/specialist-home?type=0');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('aria-current', 'page');
  const experts = NAV_ITEMS.find((i) => i.key === 'experts')!;
  for (const path of ['/specialist-home', '/specialist', '/specialist-info', '/specialist-detail'])
    expect(isActive(experts, path)).toBe(true);
  expect(isActive(experts, '/specialists')).toBe(false);
  expect(clickHref(experts, 5)).toBe('/specialist-home?type=0');
});

test('a fresh-query item gets a new t value on every click (the spec football link)', () => {
  expect(clickHref({ key: 'football', href: '/football', freshQuery: true }, 123)).toBe(
    '/football?t=123',
  );
  expect(clickHref({ key: 'schedule', href: '/schedule?type=4', freshQuery: true }, 5)).toBe(
    '/schedule?type=4&t=5',
  );
  expect(clickHref({ key: 'home', href: '/main' }, 5)).toBe('/main');
});

// A raw anchor (plain markup may contain one); the bar must react to those as well as to <Link>.
const PLAIN_LINK = '/search?name=go';

test('the loading bar starts on a link click and finishes 500 ms after the route changes', () => {
  jest.useFakeTimers();
  try {
    mockPath = '/main';
    const view = renderWithProviders(
      <>
        <RouteProgress />
        <a href={PLAIN_LINK}>go</a>
      </>,
    );
    const bar = view.container.querySelector('[aria-hidden] > div') as HTMLElement;
    expect(bar).toHaveClass('w-0');
    fireEvent.click(screen.getByText('go'));
    expect(bar).toHaveClass('animate-progress-crawl');

    mockPath = '/search';
    // The helper's wrapper stays around a rerender.
    view.rerender(
      <>
        <RouteProgress />
        <a href={PLAIN_LINK}>go</a>
      </>,
    );
    act(() => jest.advanceTimersByTime(FINISH_DELAY_MS - 1));
    expect(bar).toHaveClass('animate-progress-crawl');
    act(() => jest.advanceTimersByTime(1));
    expect(bar).toHaveClass('w-full');
    act(() => jest.advanceTimersByTime(1000));
    expect(bar).toHaveClass('w-0');
    expect(FINISH_DELAY_MS).toBe(500);
  } finally {
    jest.useRealTimers();
  }
});
