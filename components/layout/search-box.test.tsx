import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/client/toast';
import zh from '@/messages/zh.json';
import { fail, mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { ICON_RETURN_MS, SearchBox } from './search-box';
import { SEARCH_HISTORY_KEY } from './search-history';
import { hotKeyword, hotMatch, hotSearches } from './test-data';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({
    push: mockPush,
    replace: jest.fn(),
    prefetch: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    refresh: jest.fn(),
  }),
  usePathname: () => '/main',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('@/lib/client/toast');
const T = zh.search;

function renderBox() {
  return renderWithProviders(<SearchBox />);
}

const stored = () => JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]') as string[];

/** Opens the box and lets the hot-list request (started by the focus) settle inside act. */
async function openBox(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: T.open }));
  await waitFor(() => expect(screen.queryByText(T.loading)).not.toBeInTheDocument());
  return screen.getByRole('searchbox');
}

const HOT = 'GET universal/getHot';
let bff: ReturnType<typeof mockBff>;

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  bff = mockBff({ [HOT]: hotSearches([]) });
});
afterEach(() => jest.restoreAllMocks());

test('an empty keyword shows the spec error toast and does not navigate', async () => {
  const user = userEvent.setup();
  renderBox();
  const input = await openBox(user);
  await user.type(input, '   {Enter}');
  // The exact message of docs/product.md §5, written as escapes (no Chinese text in components/).
  expect(T.empty).toBe('\u641c\u7d22\u5173\u952e\u5b57\u4e0d\u80fd\u4e3a\u7a7a');
  expect(toast.error).toHaveBeenCalledWith(T.empty, expect.anything());
  expect(mockPush).not.toHaveBeenCalled();
  expect(stored()).toEqual([]);
});

test('the input takes at most 10 characters', async () => {
  const user = userEvent.setup();
  renderBox();
  const input = await openBox(user);
  expect(input).toHaveAttribute('maxLength', '10');
  await user.type(input, 'abcdefghijkl');
  expect(input).toHaveValue('abcdefghij');
});

test('a search goes to /search?name= and records the keyword first', async () => {
  const user = userEvent.setup();
  renderBox();
  const input = await openBox(user);
  await user.type(input, ' Messi {Enter}');
  expect(mockPush).toHaveBeenCalledWith('/search?name=Messi');
  expect(stored()).toEqual(['Messi']);
});

test('history keeps the 10 most recent keywords', async () => {
  localStorage.setItem(
    SEARCH_HISTORY_KEY,
    JSON.stringify(Array.from({ length: 10 }, (_, i) => `k${i}`)),
  );
  const user = userEvent.setup();
  renderBox();
  const input = await openBox(user);
  await user.type(input, 'new{Enter}');
  expect(stored()).toEqual(['new', 'k0', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8']);
});

test('searching a keyword again moves it to the front without a duplicate', async () => {
  localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['a', 'b', 'c']));
  const user = userEvent.setup();
  renderBox();
  const input = await openBox(user);
  await user.type(input, 'b{Enter}');
  expect(stored()).toEqual(['b', 'a', 'c']);
});

test('history entries open in a new tab and can be deleted one by one or all', async () => {
  localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['Lakers', 'NBA', 'CBA']));
  const user = userEvent.setup();
  renderBox();
  await openBox(user);
  const list = screen.getByTestId('search-history');
  const link = within(list).getByRole('link', { name: 'Lakers' });
  expect(link).toHaveAttribute('href', '/search?name=Lakers');
  expect(link).toHaveAttribute('target', '_blank');

  await user.click(screen.getByRole('button', { name: T.remove.replace('{keyword}', 'NBA') }));
  expect(within(list).queryByRole('link', { name: 'NBA' })).not.toBeInTheDocument();
  expect(stored()).toEqual(['Lakers', 'CBA']);

  await user.click(screen.getByRole('button', { name: T.clearAll }));
  expect(screen.queryByTestId('search-history')).not.toBeInTheDocument();
  expect(screen.getByText(T.noHistory)).toBeInTheDocument();
  expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
});

test('hot searches load on focus: 10 shown, the first 3 highlighted', async () => {
  bff.route(
    HOT,
    hotSearches(Array.from({ length: 12 }, (_, i) => hotKeyword(i + 1, `hot${i + 1}`, 100 - i))),
  );
  const user = userEvent.setup();
  renderBox();
  expect(bff.calls).toEqual([]);
  await openBox(user);
  const hot = await screen.findByTestId('search-hot');
  expect(bff.calls).toEqual([
    { method: 'GET', path: 'universal/getHot', query: {}, body: undefined },
  ]);
  const items = within(hot).getAllByRole('button');
  expect(items).toHaveLength(10);
  expect(items.map((b) => b.getAttribute('data-highlight'))).toEqual([
    'true',
    'true',
    'true',
    ...Array(7).fill(null),
  ]);

  await user.click(items[4]);
  expect(mockPush).toHaveBeenCalledWith('/search?name=hot5');
});

test('a click outside hides the box; the icon returns after 600 ms', async () => {
  jest.useFakeTimers();
  try {
    renderBox();
    fireEvent.click(screen.getByRole('button', { name: T.open }));
    // The focus started the hot-list request; let it resolve inside act.
    await act(async () => {});
    expect(screen.getByRole('searchbox')).toBeInTheDocument();

    fireEvent.mouseDown(document.body);
    expect(screen.queryByText(T.history)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.open })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(ICON_RETURN_MS - 1));
    expect(screen.queryByRole('button', { name: T.open })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: T.open })).toBeInTheDocument();
    expect(ICON_RETURN_MS).toBe(600);
  } finally {
    jest.useRealTimers();
  }
});

test('a failed hot list shows the empty text, quietly (a background read: no toast)', async () => {
  bff.route(HOT, fail('internal', '服务器错误', {}, 500));
  const user = userEvent.setup();
  renderBox();
  await openBox(user);
  await waitFor(() => expect(screen.getByText(T.hotEmpty)).toBeInTheDocument());
  expect(toast.error).not.toHaveBeenCalled();
});

test('a live hot match in the hot list opens its match centre, not a search', async () => {
  bff.route(HOT, hotSearches([hotMatch(901, 'EPL Arsenal vs Chelsea'), hotKeyword(1, 'hot1', 50)]));
  const user = userEvent.setup();
  renderBox();
  await openBox(user);
  const hot = await screen.findByTestId('search-hot');
  await user.click(within(hot).getByRole('button', { name: /Arsenal vs Chelsea/ }));
  expect(mockPush).toHaveBeenCalledWith('/score-detail?id=901');
  expect(stored()).toEqual([]);
});
