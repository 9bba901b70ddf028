import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/client/toast';
import zh from '@/messages/zh.json';
import type { PublicUser } from '@/lib/account/contract';
import { loginDialogAtom } from '@/lib/client/atoms';
import { mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { publicUser, userInfo } from '@/test/users';
import { publishBalance } from '@/components/wallet/balance-store';
import { signedOut, unreadMessages } from './test-data';
import { UserMenu } from './user-menu';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/main',
}));
jest.mock('@/lib/client/toast');

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const T = zh.userMenu;

const fan = publicUser({
  id: 7,
  user_nickname: 'Night Owl',
  mobile: '86-13800000001',
  exp: 1250,
  level: 3,
  balance: 1234.5,
  invite_code: 'FAN7',
});

function renderMenu(user: PublicUser | null, navigate = jest.fn()) {
  const { store } = renderWithProviders(<UserMenu user={user} navigate={navigate} />);
  return { store, navigate };
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

test('a user sees nickname, level with experience, balance to one decimal and the member links', async () => {
  const ue = userEvent.setup();
  renderMenu(fan);
  await ue.click(screen.getByRole('button', { name: T.account }));
  const panel = await screen.findByRole('dialog');
  expect(panel).toHaveTextContent('Night Owl');
  expect(panel).toHaveTextContent('LV3');
  expect(panel).toHaveTextContent(T.exp.replace('{exp}', '1250'));
  expect(screen.getByTestId('user-balance')).toHaveTextContent('1,234.5 球币');
  const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
  expect(hrefs).toEqual([
    '/member?type=1&recharge=1',
    '/member?type=0',
    '/member?type=2',
    '/member?type=4',
    '/member?type=17',
    // docs/product.md §2: a user who is not an anchor is offered the anchor application (type 7).
    '/member?type=7',
  ]);
  expect(screen.getByRole('link', { name: T.applyAnchor })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: T.recharge })).toHaveAttribute(
    'href',
    '/member?type=1&recharge=1',
  );
  expect(screen.queryByRole('button', { name: T.login })).not.toBeInTheDocument();
});

test('logout signs out, forgets the stored user and reloads /main', async () => {
  const bff = mockBff({ 'POST Member/SignOut': signedOut });
  localStorage.setItem('userInfo', JSON.stringify({ id: 7 }));
  const ue = userEvent.setup();
  const { navigate } = renderMenu(fan);
  await ue.click(screen.getByRole('button', { name: T.account }));
  await ue.click(await screen.findByRole('button', { name: T.logout }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/main'));
  // Opening the panel also reads the balance and the unread count afresh.
  expect(bff.calls.filter((c) => !['user/info', 'Push/unread'].includes(c.path))).toEqual([
    { method: 'POST', path: 'Member/SignOut', query: {}, body: {} },
  ]);
  expect(localStorage.getItem('userInfo')).toBeNull();
});

test('logout still completes, quietly, when the sign-out call fails', async () => {
  const bff = mockBff({
    'POST Member/SignOut': () => {
      throw new TypeError('Failed to fetch');
    },
  });
  const ue = userEvent.setup();
  const { navigate } = renderMenu(fan);
  await ue.click(screen.getByRole('button', { name: T.account }));
  await ue.click(await screen.findByRole('button', { name: T.logout }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/main'));
  expect(bff.calls.filter((c) => !['user/info', 'Push/unread'].includes(c.path))).toHaveLength(1);
  expect(toast.error).not.toHaveBeenCalled();
});

test('opening the panel shows the balance read afresh, and money moved on the page after that', async () => {
  mockBff({ 'GET user/info': userInfo({ ...fan, balance: 2000 }) });
  const ue = userEvent.setup();
  renderMenu(fan);
  await ue.click(screen.getByRole('button', { name: T.account }));
  await waitFor(() => expect(screen.getByTestId('user-balance')).toHaveTextContent('2,000.0 球币'));
  act(() => publishBalance(1990.5));
  expect(screen.getByTestId('user-balance')).toHaveTextContent('1,990.5 球币');
});

test('a visitor gets log in and sign up, which open the dialog in the right mode', async () => {
  const ue = userEvent.setup();
  const { store } = renderMenu(null);
  expect(screen.queryByRole('button', { name: T.account })).not.toBeInTheDocument();
  await ue.click(screen.getByRole('button', { name: T.login }));
  expect(store.get(loginDialogAtom)).toEqual({ open: true, mode: 'code' });
  store.set(loginDialogAtom, { open: false, mode: 'code' });
  await ue.click(screen.getByRole('button', { name: T.register }));
  expect(store.get(loginDialogAtom)).toEqual({ open: true, mode: 'regiter' });
});

test('an anchor is not offered the anchor application', async () => {
  const ue = userEvent.setup();
  renderMenu({ ...fan, is_anchor: 1 });
  await ue.click(screen.getByRole('button', { name: T.account }));
  await screen.findByRole('dialog');
  expect(screen.queryByRole('link', { name: T.applyAnchor })).not.toBeInTheDocument();
});

test('the message centre link carries the unread count, read when the panel opens', async () => {
  mockBff({ 'GET Push/unread': unreadMessages(3) });
  const ue = userEvent.setup();
  renderMenu(fan);
  await ue.click(screen.getByRole('button', { name: T.account }));
  const link = await screen.findByRole('link', { name: new RegExp(T.messages) });
  await waitFor(() => expect(link).toHaveTextContent('3'));
  expect(link).toHaveAccessibleName(`${T.messages} ${T.unread.replace('{count}', '3')}`);
});

test('the unread count arrives on the websocket and shows on the avatar, live', async () => {
  const sockets: FakeSocket[] = [];
  class FakeSocket {
    onopen: (() => void) | null = null;
    onmessage: ((e: { data: string }) => void) | null = null;
    onclose: (() => void) | null = null;
    sent: string[] = [];
    constructor(readonly url: string) {
      sockets.push(this);
    }
    send(data: string) {
      this.sent.push(data);
    }
    close() {
      this.onclose?.();
    }
  }
  const real = globalThis.WebSocket;
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  try {
    mockBff({});
    renderMenu(fan);
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0].url).toMatch(/^ws:\/\/.+\/ws$/);
    act(() => sockets[0].onopen?.());
    expect(sockets[0].sent).toEqual([JSON.stringify({ type: 'inbox.watch' })]);
    expect(screen.queryByTestId('nav-unread')).not.toBeInTheDocument();
    act(() => sockets[0].onmessage?.({ data: '{"type":"inbox","code":0,"unread":4}' }));
    expect(screen.getByTestId('nav-unread')).toHaveTextContent('4');
    expect(
      screen.getByRole('button', { name: `${T.account} ${T.unread.replace('{count}', '4')}` }),
    ).toBeInTheDocument();
    act(() => sockets[0].onmessage?.({ data: '{"type":"inbox","code":0,"unread":0}' }));
    expect(screen.queryByTestId('nav-unread')).not.toBeInTheDocument();
  } finally {
    globalThis.WebSocket = real;
  }
});
