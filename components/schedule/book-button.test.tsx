import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import zh from '@/messages/zh.json';
import { loginDialogAtom } from '@/lib/client/atoms';
import { fail, mockBff, notLoggedIn, type BffAnswer } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { BookButton, BOOK_PATH, UNBOOK_PATH } from './book-button';
import { toast } from '@/lib/client/toast';
import { booked, unbooked } from './test-data';

jest.mock('@/lib/client/toast');
const mockToast = jest.mocked(toast.success);
const mockToastError = jest.mocked(toast.error);
const mockToastWarning = jest.mocked(toast.warning);

const B = zh.schedule.book;

function renderButton(props: { reserved?: boolean; loggedIn?: boolean } = {}) {
  return renderWithProviders(
    <BookButton
      matchId={7}
      reserved={props.reserved ?? false}
      loggedIn={props.loggedIn ?? true}
      home="阿森纳"
      away="切尔西"
    />,
  );
}

/** An answer the test releases when it likes. */
function deferred() {
  let answer!: (a: BffAnswer) => void;
  const promise = new Promise<BffAnswer>((res) => {
    answer = res;
  });
  return { promise, answer };
}

let bff: ReturnType<typeof mockBff>;
const posted = () => bff.calls.map((c) => [c.method, c.path, c.body]);

beforeEach(() => {
  mockToast.mockReset();
  mockToastError.mockReset();
  mockToastWarning.mockReset();
  bff = mockBff();
});
afterEach(() => jest.restoreAllMocks());

test('booking shows at once, calls reserveMatch and confirms with a toast', async () => {
  const user = userEvent.setup();
  const call = deferred();
  bff.route(`POST ${BOOK_PATH}`, () => call.promise);
  renderButton();
  const button = screen.getByRole('button', { name: '预约 阿森纳 对 切尔西' });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(button).toHaveTextContent(B.book);

  await user.click(button);
  // Optimistic: booked before the answer.
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(button).toHaveTextContent(B.bookedState);
  await waitFor(() => expect(posted()).toEqual([['POST', BOOK_PATH, { match_id: 7 }]]));
  // A second click while the call runs does nothing.
  await user.click(button);
  expect(posted()).toHaveLength(1);

  await act(async () => call.answer(booked));
  await waitFor(() => expect(mockToast).toHaveBeenCalledWith(B.booked, { id: 'book-7' }));
  expect(button).toHaveAttribute('aria-pressed', 'true');
});

test('unbooking calls reserveMatch2', async () => {
  const user = userEvent.setup();
  bff.route(`POST ${UNBOOK_PATH}`, unbooked);
  renderButton({ reserved: true });
  const button = screen.getByRole('button', { pressed: true });
  await user.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'false');
  await waitFor(() => expect(mockToast).toHaveBeenCalledWith(B.unbooked, { id: 'book-7' }));
  expect(posted()).toEqual([['POST', UNBOOK_PATH, { match_id: 7 }]]);
  expect(button).toHaveAttribute('aria-pressed', 'false');
});

test('a failed call rolls the optimistic change back without a success toast', async () => {
  const user = userEvent.setup();
  const call = deferred();
  bff.route(`POST ${BOOK_PATH}`, () => call.promise);
  renderButton();
  const button = screen.getByRole('button');
  await user.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'true');
  await act(async () => call.answer(fail('matchNotBookable', '该比赛不可预约')));
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
  // The client showed why; the button adds no success toast.
  expect(mockToastError).toHaveBeenCalledWith('该比赛不可预约', expect.anything());
  expect(mockToast).not.toHaveBeenCalled();
});

test('a visitor’s click asks the API (whose code 700 prompts the login) and never shows booked', async () => {
  const user = userEvent.setup();
  const call = deferred();
  bff.route(`POST ${BOOK_PATH}`, () => call.promise);
  const { store } = renderButton({ loggedIn: false });
  const button = screen.getByRole('button');
  await user.click(button);
  await waitFor(() => expect(posted()).toEqual([['POST', BOOK_PATH, { match_id: 7 }]]));
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(button).toHaveAttribute('aria-busy', 'true');
  await act(async () => call.answer(notLoggedIn()));
  await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  expect(button).toHaveAttribute('aria-pressed', 'false');
  // The real client's code-700 rule: the login prompt and the login dialog.
  expect(mockToastWarning).toHaveBeenCalled();
  expect(store.get(loginDialogAtom).open).toBe(true);
  expect(mockToast).not.toHaveBeenCalled();
});
