import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import { unreadAtom } from '@/lib/client/atoms';
import { renderWithProviders } from '@/test/render';
import { publicUser } from '@/test/users';
import { MobileMenu } from './mobile-menu';

jest.mock('next/navigation', () => ({
  usePathname: () => '/en/football',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

// Records when the drawer's module (Radix dialog and all) is first evaluated.
const mockDrawerLoaded = jest.fn();
jest.mock('./mobile-drawer', () => {
  mockDrawerLoaded();
  return jest.requireActual<typeof import('./mobile-drawer')>('./mobile-drawer');
});

const T = en.nav;
const U = en.userMenu;

test('the drawer is fetched on the first press, opens with the site menu, and Escape gives focus back', async () => {
  const user = userEvent.setup();
  renderWithProviders(<MobileMenu user={null} siteName="BallStream" />, { locale: 'en' });
  const button = screen.getByRole('button', { name: T.openMenu });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(mockDrawerLoaded).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(button);
  const drawer = await screen.findByRole('dialog', { name: 'BallStream' });
  expect(mockDrawerLoaded).toHaveBeenCalledTimes(1);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveAttribute('aria-controls', drawer.id);
  expect(screen.getByRole('navigation', { name: T.mainNav })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: en.userMenu.login })).toBeInTheDocument();

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');

  // A second opening is instant (the chunk is kept), and the close button closes it too.
  await user.click(button);
  await screen.findByRole('dialog');
  await user.click(screen.getByRole('button', { name: T.closeMenu }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(button).toHaveFocus();
  expect(mockDrawerLoaded).toHaveBeenCalledTimes(1);
});

test('a user’s drawer has the member links, the unread count and the anchor application', async () => {
  const ue = userEvent.setup();
  const { store } = renderWithProviders(
    <MobileMenu user={publicUser({ user_nickname: 'Night Owl' })} siteName="BallStream" />,
    { locale: 'en' },
  );
  act(() => store.set(unreadAtom, 5));
  await ue.click(screen.getByRole('button', { name: T.openMenu }));
  const drawer = await screen.findByRole('dialog', { name: 'BallStream' });
  expect(within(drawer).getByTestId('drawer-unread')).toHaveTextContent('5');
  expect(
    within(drawer).getByRole('link', { name: `${U.messages} ${U.unread.replace('{count}', '5')}` }),
  ).toHaveAttribute('href', '/en/member?type=17');
  expect(within(drawer).getByRole('link', { name: U.applyAnchor })).toHaveAttribute(
    'href',
    '/en/member?type=7',
  );
});
