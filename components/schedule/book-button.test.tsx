import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import zh from '@/messages/zh.json';
import { BookButton, BOOK_PATH, UNBOOK_PATH } from './book-button';

const mockApiPost = jest.fn<Promise<unknown>, unknown[]>();
jest.mock('@/lib/client/api', () => ({ apiPost: (...args: unknown[]) => mockApiPost(...args) }));
const mockToast = jest.fn();
jest.mock('sonner', () => ({ toast: { success: (...args: unknown[]) => mockToast(...args) } }));

const B = zh.schedule.book;

function renderButton(props: { reserved?: boolean; loggedIn?: boolean } = {}) {
  return render(
    <NextIntlClientProvider locale="zh" messages={zh} timeZone="Asia/Shanghai">
      <BookButton
        matchId={7}
        reserved={props.reserved ?? false}
        loggedIn={props.loggedIn ?? true}
        home="阿森纳"
        away="切尔西"
      />
    </NextIntlClientProvider>,
  );
}

function deferred() {
  let resolve!: (v: unknown) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  mockApiPost.mockReset();
  mockToast.mockReset();
});

test('booking shows at once, calls reserveMatch and confirms with a toast', async () => {
  const user = userEvent.setup();
  const call = deferred();
  mockApiPost.mockReturnValueOnce(call.promise);
  renderButton();
  const button = screen.getByRole('button', { name: '预约 阿森纳 对 切尔西' });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(button).toHaveTextContent(B.book);

  await user.click(button);
  // Optimistic: booked before the answer.
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(button).toHaveTextContent(B.bookedState);
  expect(mockApiPost).toHaveBeenCalledWith(BOOK_PATH, { match_id: 7 });
  // A second click while the call runs does nothing.
  await user.click(button);
  expect(mockApiPost).toHaveBeenCalledTimes(1);

  await act(async () => call.resolve({ reserved: 1 }));
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(mockToast).toHaveBeenCalledWith(B.booked, { id: 'book-7' });
});

test('unbooking calls reserveMatch2', async () => {
  const user = userEvent.setup();
  mockApiPost.mockResolvedValueOnce({ reserved: 0 });
  renderButton({ reserved: true });
  const button = screen.getByRole('button', { pressed: true });
  await user.click(button);
  expect(mockApiPost).toHaveBeenCalledWith(UNBOOK_PATH, { match_id: 7 });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(mockToast).toHaveBeenCalledWith(B.unbooked, { id: 'book-7' });
});

test('a failed call rolls the optimistic change back without a success toast', async () => {
  const user = userEvent.setup();
  const call = deferred();
  mockApiPost.mockReturnValueOnce(call.promise);
  renderButton();
  const button = screen.getByRole('button');
  await user.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'true');
  await act(async () => call.reject(new Error('matchNotBookable')));
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(mockToast).not.toHaveBeenCalled();
});

test('a visitor’s click asks the API (whose code 700 prompts the login) and never shows booked', async () => {
  const user = userEvent.setup();
  const call = deferred();
  mockApiPost.mockReturnValueOnce(call.promise);
  renderButton({ loggedIn: false });
  const button = screen.getByRole('button');
  await user.click(button);
  expect(mockApiPost).toHaveBeenCalledWith(BOOK_PATH, { match_id: 7 });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(button).toHaveAttribute('aria-busy', 'true');
  await act(async () => call.reject(Object.assign(new Error('请登录后操作'), { code: 700 })));
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(button).not.toHaveAttribute('aria-busy');
});
