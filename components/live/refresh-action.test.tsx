import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/client/toast';
import { loginDialogAtom } from '@/lib/client/atoms';
import { fail, mockBff, notLoggedIn } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { ATTENTION_PATH, UNRESERVE_PATH } from './api-paths';
import { LoginButton } from './login-button';
import { RefreshActionButton } from './refresh-action';
import { followed, unreserved } from './test-data';

jest.mock('next/navigation', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/client/toast');

const refresh = jest.fn();
let bff: ReturnType<typeof mockBff>;

beforeEach(() => {
  refresh.mockReset();
  jest.mocked(useRouter).mockReturnValue({ refresh } as unknown as ReturnType<typeof useRouter>);
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
  jest.mocked(toast.warning).mockReset();
  bff = mockBff();
});
afterEach(() => jest.restoreAllMocks());

function unfollow() {
  return renderWithProviders(
    <RefreshActionButton
      path={ATTENTION_PATH}
      body={{ anchor_id: 9, type: 0 }}
      label="取消关注"
      ariaLabel="取消关注 Hoops Daily"
      icon="unfollow"
    />,
  );
}

test('unfollow POSTs Member/attention type 0, shows the API message and refreshes the page', async () => {
  const user = userEvent.setup();
  bff.route('POST Member/attention', followed(9, false, '已取消关注'));
  unfollow();
  // The accessible name starts with the visible text (WCAG 2.5.3).
  const button = screen.getByRole('button', { name: '取消关注 Hoops Daily' });
  expect(button).toHaveTextContent('取消关注');
  await user.click(button);
  await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  expect(bff.calls).toEqual([
    expect.objectContaining({
      method: 'POST',
      path: 'Member/attention',
      body: { anchor_id: 9, type: 0 },
    }),
  ]);
  expect(toast.success).toHaveBeenCalledWith('已取消关注', expect.anything());
});

test('cancelling a booking sends the GET-listed mutation as a POST', async () => {
  const user = userEvent.setup();
  bff.route(`POST ${UNRESERVE_PATH}`, unreserved('已取消预约'));
  renderWithProviders(
    <RefreshActionButton
      path={UNRESERVE_PATH}
      body={{ id: 11 }}
      label="取消预约"
      ariaLabel="取消预约 周六焦点战"
      icon="cancel"
    />,
  );
  await user.click(screen.getByRole('button', { name: '取消预约 周六焦点战' }));
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(bff.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST live/deleteReserveLive']);
  expect(bff.calls[0].body).toEqual({ id: 11 });
});

test('a failure leaves the page as it is: the API client shows why', async () => {
  const user = userEvent.setup();
  bff.route('POST Member/attention', fail('anchorNotFound', '该主播不存在'));
  unfollow();
  const button = screen.getByRole('button', { name: '取消关注 Hoops Daily' });
  await user.click(button);
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('该主播不存在', expect.anything()));
  expect(refresh).not.toHaveBeenCalled();
  expect(toast.success).not.toHaveBeenCalled();
  expect(button).toBeEnabled();
});

test('a session that expired (code 700) opens the login dialog instead', async () => {
  const user = userEvent.setup();
  bff.route('POST Member/attention', notLoggedIn());
  const { store } = unfollow();
  await user.click(screen.getByRole('button', { name: '取消关注 Hoops Daily' }));
  await waitFor(() => expect(store.get(loginDialogAtom).open).toBe(true));
  expect(refresh).not.toHaveBeenCalled();
});

test('the login button of the login state opens the login dialog', async () => {
  const user = userEvent.setup();
  const { store } = renderWithProviders(<LoginButton>登录</LoginButton>);
  expect(store.get(loginDialogAtom).open).toBe(false);
  await user.click(screen.getByRole('button', { name: '登录' }));
  expect(store.get(loginDialogAtom)).toEqual({ open: true, mode: 'code' });
  act(() => store.set(loginDialogAtom, { open: false, mode: 'code' }));
});
