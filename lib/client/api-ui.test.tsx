import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { toast } from '@/lib/client/toast';
import zh from '@/messages/zh.json';
import { siteConfig } from '@/components/layout/test-data';
import { fail, mockBff, notLoggedIn } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { publicUser } from '@/test/users';
import { apiGet, apiPost } from './api';
import { loginDialogAtom } from './atoms';
import { RELOGIN_GUARD_MS } from './constants';
import { useSystemConfig } from './use-system-config';
import { readStoredUser } from './user-store';

/**
 * The browser client as components use it, mocked at the fetch level (test/bff.ts) inside the
 * page's providers (test/render.tsx): the real envelope, toasts and code-700 rule run.
 */

jest.mock('@/lib/client/toast');

const fan = publicUser({ id: 7, user_nickname: 'Night Owl' });

function Email() {
  const config = useSystemConfig();
  return <p>{config?.customer_service_email ?? '…'}</p>;
}

/** A button that asks the API and shows the answer, or the rejection's key. */
function Ask({ path, method = 'get' }: { path: string; method?: 'get' | 'post' }) {
  const [shown, setShown] = useState('');
  const dialog = useAtomValue(loginDialogAtom);
  const ask = () =>
    (method === 'get' ? apiGet<{ name: string }>(path) : apiPost<{ name: string }>(path, { a: 1 }))
      .then((d) => setShown(d.name))
      .catch((e: { key: string | null }) => setShown(`failed: ${e.key}`));
  return (
    <>
      <button onClick={() => void ask()}>ask</button>
      <output>{shown}</output>
      {dialog.open && <div role="dialog">login</div>}
    </>
  );
}

let clock = 5_000_000;
beforeEach(() => {
  jest.clearAllMocks();
  // Past any earlier 700, so the guard window never leaks between tests.
  clock += 10 * RELOGIN_GUARD_MS;
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
});
afterEach(() => jest.restoreAllMocks());

test('SWR reads through /bff with the page language and shows the data of code 0', async () => {
  const bff = mockBff({
    'Universal/getConfig': siteConfig({ customer_service_email: 'help@example.com' }),
  });
  renderWithProviders(<Email />, { locale: 'vi' });
  expect(await screen.findByText('help@example.com')).toBeInTheDocument();
  expect(bff.calls).toEqual([
    { method: 'GET', path: 'Universal/getConfig', query: {}, body: undefined },
  ]);
  const [request] = bff.fetch.mock.calls[0] as [Request];
  expect(request.headers.get('lang')).toBe('vi');
});

test('code 1 toasts the message and rejects with the typed key', async () => {
  const bff = mockBff({ 'POST member/updateInfo': fail('nicknameInvalid', '昵称不合法') });
  renderWithProviders(<Ask path="member/updateInfo" method="post" />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'ask' }));
  expect(await screen.findByText('failed: nicknameInvalid')).toBeInTheDocument();
  expect(toast.error).toHaveBeenCalledWith('昵称不合法', { duration: 5000 });
  expect(bff.calls[0].body).toEqual({ a: 1 });
});

test('code 700 forgets the stored user, prompts once and opens the login dialog', async () => {
  mockBff({ 'user/info': notLoggedIn() });
  renderWithProviders(<Ask path="user/info" />, { user: fan });
  expect(readStoredUser()).toMatchObject({ id: 7 });
  const ue = userEvent.setup();
  await ue.click(screen.getByRole('button', { name: 'ask' }));
  expect(await screen.findByText('failed: notLoggedIn')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toHaveTextContent('login');
  expect(readStoredUser()).toBeNull();
  expect(toast.warning).toHaveBeenCalledWith(zh.client.loginRequired, { id: 'login-required' });
});

test('an unanswered call is a network error in the page language', async () => {
  mockBff({
    'user/info': () => {
      throw new TypeError('Failed to fetch');
    },
  });
  renderWithProviders(<Ask path="user/info" />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'ask' }));
  expect(await screen.findByText('failed: null')).toBeInTheDocument();
  expect(toast.error).toHaveBeenCalledWith(zh.client.networkError, expect.anything());
});

test('unrouted paths answer the BFF 404 envelope', async () => {
  mockBff();
  renderWithProviders(<Ask path="no/such" />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'ask' }));
  expect(await screen.findByText('failed: notFound')).toBeInTheDocument();
});
