import { toast } from '@/lib/client/toast';
import { codeSent } from '@/components/layout/test-data';
import { mockBff, respond } from '@/test/bff';
import { publicUser, userInfo } from '@/test/users';
import { loginDialogAtom, tabIndexAtom } from './atoms';
import { ApiError, apiGet, apiPost, apiPostResult, NETWORK_ERROR_CODE, requireLogin } from './api';
import { ERROR_TOAST_MS, RELOGIN_GUARD_MS, REQUEST_TIMEOUT_MS } from './constants';
import { clientStore } from './store';

/** The browser client at the fetch level (test/bff.ts), in the UI tests' jsdom with fetch. */

jest.mock('@/lib/client/toast');

const toastError = toast.error as jest.Mock;
const toastWarning = toast.warning as jest.Mock;
let fetchMock: ReturnType<typeof mockBff>['fetch'];

let clock = 1_000_000;
beforeEach(() => {
  fetchMock = mockBff().fetch;
  toastError.mockClear();
  toastWarning.mockClear();
  localStorage.clear();
  document.documentElement.lang = 'zh-CN';
  clientStore.set(loginDialogAtom, { open: false, mode: 'code' });
  clientStore.set(tabIndexAtom, 0);
  // Each test starts well past any earlier 700, so the guard window never leaks between tests.
  clock += 10 * RELOGIN_GUARD_MS;
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
});

afterEach(() => {
  jest.restoreAllMocks();
});

function envelope(code: number, msg: string, data: unknown = null, status = 200) {
  return new Response(JSON.stringify({ code, msg, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function lastRequest(): Request {
  return fetchMock.mock.calls[fetchMock.mock.calls.length - 1][0] as Request;
}

test('the request timeout is the 200000 ms of docs/product.md §9', () => {
  expect(REQUEST_TIMEOUT_MS).toBe(200_000);
});

test('code 0 resolves with data; GET carries query and the lang header', async () => {
  const user = publicUser({ id: 7 });
  fetchMock.mockResolvedValueOnce(respond('user/info', userInfo(user)));
  await expect(apiGet('user/info', { id: 3, skip: undefined })).resolves.toEqual(user);
  const req = lastRequest();
  expect(req.method).toBe('GET');
  expect(new URL(req.url).pathname).toBe('/bff/user/info');
  expect(new URL(req.url).search).toBe('?id=3');
  expect(req.headers.get('lang')).toBe('zh');
});

test('POST sends JSON, the page language and an optional Idempotency-Key', async () => {
  document.documentElement.lang = 'vi';
  let sent: unknown;
  fetchMock.mockImplementationOnce(async (req) => {
    sent = await (req as Request).json();
    return respond('user/getCode', { ...codeSent, msg: 'Đã gửi' });
  });
  await expect(
    apiPostResult('user/getCode', { mobile: '86-1' }, { idempotencyKey: 'k1' }),
  ).resolves.toEqual({
    data: null,
    msg: 'Đã gửi',
  });
  const req = lastRequest();
  expect(req.method).toBe('POST');
  expect(sent).toEqual({ mobile: '86-1' });
  expect(req.headers.get('lang')).toBe('vi');
  expect(req.headers.get('idempotency-key')).toBe('k1');
});

test('code 1 toasts the message for 5 s and rejects with an ApiError', async () => {
  fetchMock.mockResolvedValueOnce(envelope(1, '验证码错误', { error: 'codeInvalid' }));
  const err = await apiPost('user/registered', {}).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect(err).toMatchObject({ code: 1, msg: '验证码错误', data: { error: 'codeInvalid' } });
  expect(toastError).toHaveBeenCalledTimes(1);
  expect(toastError).toHaveBeenCalledWith('验证码错误', { duration: ERROR_TOAST_MS });
  expect(ERROR_TOAST_MS).toBe(5000);
});

test('code 1 with an HTTP 429 status is still the envelope rule', async () => {
  fetchMock.mockResolvedValueOnce(envelope(1, '发送过于频繁', { error: 'codeResendWait' }, 429));
  await expect(apiPost('user/getCode', {})).rejects.toMatchObject({
    code: 1,
    key: 'codeResendWait',
    msg: '发送过于频繁',
    status: 429,
  });
  expect(toastError).toHaveBeenCalledWith('发送过于频繁', { duration: 5000 });
});

test('a taken nickname rejects without a toast, for the form to show inline', async () => {
  fetchMock.mockResolvedValueOnce(
    envelope(1, '昵称已存在,请重新设置昵称', { error: 'nicknameTaken' }),
  );
  await expect(apiPost('member/updateInfo', { user_nickname: 'x' })).rejects.toMatchObject({
    code: 1,
    msg: '昵称已存在,请重新设置昵称',
  });
  expect(toastError).not.toHaveBeenCalled();
});

test('code 700 prompts once within 2 s, and again after the window', async () => {
  localStorage.setItem('userInfo', '{"id":1}');
  localStorage.setItem('rememberedMobile', '86-13800138000');
  clientStore.set(tabIndexAtom, 3);
  fetchMock.mockImplementation(async () => envelope(700, '请登录后操作'));

  await expect(apiGet('user/info')).rejects.toMatchObject({ code: 700 });
  expect(toastWarning).toHaveBeenCalledTimes(1);
  expect(clientStore.get(loginDialogAtom)).toEqual({ open: true, mode: 'code' });
  expect(clientStore.get(tabIndexAtom)).toBe(0);
  expect(localStorage.getItem('userInfo')).toBeNull();
  expect(localStorage.getItem('rememberedMobile')).toBe('86-13800138000');

  // Someone closes the dialog; a second 700 inside the window must not reopen it.
  clientStore.set(loginDialogAtom, { open: false, mode: 'code' });
  clock += RELOGIN_GUARD_MS - 1;
  await expect(apiGet('user/info')).rejects.toMatchObject({ code: 700 });
  expect(toastWarning).toHaveBeenCalledTimes(1);
  expect(clientStore.get(loginDialogAtom).open).toBe(false);

  clock += 1;
  await expect(apiGet('user/info')).rejects.toMatchObject({ code: 700 });
  expect(toastWarning).toHaveBeenCalledTimes(2);
  expect(clientStore.get(loginDialogAtom).open).toBe(true);
  expect(toastError).not.toHaveBeenCalled();
});

test('a silent call rejects without toasts or the login dialog', async () => {
  fetchMock.mockResolvedValueOnce(envelope(700, '请登录后操作'));
  await expect(apiGet('user/info', undefined, { silent: true })).rejects.toMatchObject({
    code: 700,
  });
  fetchMock.mockResolvedValueOnce(envelope(1, 'x'));
  await expect(apiGet('Universal/getConfig', undefined, { silent: true })).rejects.toMatchObject({
    code: 1,
  });
  expect(toastWarning).not.toHaveBeenCalled();
  expect(toastError).not.toHaveBeenCalled();
  expect(clientStore.get(loginDialogAtom).open).toBe(false);
});

test.each([
  ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  [
    'an HTTP error without an envelope',
    async () => new Response('<html>Bad gateway</html>', { status: 502 }),
  ],
  ['a JSON body that is not an envelope', async () => new Response('[1,2]', { status: 200 })],
])('%s rejects with a network-error toast', async (_name, answer) => {
  fetchMock.mockImplementationOnce(answer);
  const err = await apiGet('user/info').catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).code).toBe(NETWORK_ERROR_CODE);
  expect(toastError).toHaveBeenCalledTimes(1);
  expect(toastError.mock.calls[0][1]).toMatchObject({ id: 'network-error' });
});

test('a call the caller aborted rejects without a toast', async () => {
  const controller = new AbortController();
  fetchMock.mockImplementationOnce(() => {
    controller.abort();
    return Promise.reject(new DOMException('aborted', 'AbortError'));
  });
  await expect(
    apiGet('Search/index', { name: 'a' }, { signal: controller.signal }),
  ).rejects.toBeDefined();
  expect(toastError).not.toHaveBeenCalled();
});

test('requireLogin shows the login prompt and opens the dialog in code mode', () => {
  clientStore.set(loginDialogAtom, { open: false, mode: 'regiter' });
  requireLogin();
  expect(toastWarning).toHaveBeenCalledWith(expect.any(String), { id: 'login-required' });
  expect(clientStore.get(loginDialogAtom)).toEqual({ open: true, mode: 'code' });
});
