import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import zh from '@/messages/zh.json';
import { renderWithProviders } from '@/test/render';
import { SIDE_MENU_ITEMS, SideMenu } from './side-menu';
import { readSidebarOpen } from './side-menu-state';

let mockCookie: string | undefined;
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === 'sidebar' && mockCookie !== undefined ? { value: mockCookie } : undefined,
  }),
}));

const T = zh.sideMenu;

/** Only the schedule ready (before the live pages existed). */
const ONE_READY = SIDE_MENU_ITEMS.map((i) => ({ ...i, ready: i.key === 'schedule' }));

/** Two ready entries: the schedule and the follows. */
const TWO_READY = SIDE_MENU_ITEMS.map((i) => ({
  ...i,
  ready: i.key === 'schedule' || i.key === 'follow',
}));

function renderMenu(defaultOpen: boolean, items = TWO_READY) {
  return renderWithProviders(
    <SideMenu
      defaultOpen={defaultOpen}
      qrSvg='<svg xmlns="http://www.w3.org/2000/svg"></svg>'
      active="schedule"
      items={items}
    />,
  );
}

test('with one entry (the schedule alone) there is no side menu at all', () => {
  const { container } = renderMenu(true, ONE_READY);
  expect(container).toBeEmptyDOMElement();
  expect(screen.queryByRole('complementary', { name: T.label })).not.toBeInTheDocument();
});

beforeEach(() => {
  document.cookie = 'sidebar=; path=/; max-age=0';
});

test('collapsing and expanding switch the width and remember the state in the sidebar cookie', async () => {
  const user = userEvent.setup();
  renderMenu(true);
  const aside = screen.getByRole('complementary', { name: T.label });
  expect(aside).toHaveClass('w-side');

  await user.click(screen.getByRole('button', { name: T.collapse }));
  expect(aside).toHaveClass('w-side-collapsed');
  expect(aside).not.toHaveClass('w-side');
  expect(document.cookie).toContain('sidebar=0');

  await user.click(screen.getByRole('button', { name: T.expand }));
  expect(aside).toHaveClass('w-side');
  expect(document.cookie).toContain('sidebar=1');
});

test('starts collapsed when the server says so', () => {
  renderMenu(false);
  expect(screen.getByRole('complementary', { name: T.label })).toHaveClass('w-side-collapsed');
  expect(screen.getByRole('button', { name: T.expand })).toHaveAttribute('aria-expanded', 'false');
});

test('lists the spec entries whose pages exist, in the spec order, the page own one current', () => {
  renderMenu(true);
  const links = screen.getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual(
    TWO_READY.filter((i) => i.ready).map((i) => i.href),
  );
  // Never a link to a page that does not exist yet.
  expect(links.map((a) => a.getAttribute('href'))).not.toContain('/reserve');
  expect(SIDE_MENU_ITEMS.map((i) => i.key)).toEqual([
    'schedule',
    'follow',
    'reserve',
    'allLive',
    'football',
    'basketball',
    'other',
    'playback',
  ]);
  expect(screen.getByRole('link', { name: T.schedule })).toHaveAttribute('aria-current', 'page');
});

test('every spec entry has its page now: the live list, follows, bookings and replays', () => {
  expect(SIDE_MENU_ITEMS.every((i) => i.ready)).toBe(true);
  renderWithProviders(<SideMenu defaultOpen qrSvg={null} active="playback" />);
  expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
    '/schedule?type=4',
    '/attention',
    '/reserve',
    '/anchor?type=0',
    '/anchor?type=1',
    '/anchor?type=2',
    '/anchor?type=3',
    '/anchor?type=4',
  ]);
  expect(screen.getByRole('link', { name: T.playback })).toHaveAttribute('aria-current', 'page');
});

test('the download button carries the app QR code shown on hover', () => {
  renderMenu(true);
  const button = screen.getByRole('button', { name: T.download });
  const tip = screen.getByRole('tooltip', { hidden: true });
  expect(button).toHaveAttribute('aria-describedby', tip.id);
  // The caption names the code; the image itself is decorative, not read out a second time.
  expect(tip).toHaveTextContent(T.scan);
  expect(tip.querySelector('img')).toHaveAttribute('alt', '');
});

test.each([
  [undefined, true],
  ['1', true],
  ['0', false],
])('readSidebarOpen with cookie %s is %s', async (value, open) => {
  mockCookie = value;
  await expect(readSidebarOpen()).resolves.toBe(open);
});
