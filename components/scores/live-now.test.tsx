import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginDialogAtom } from '@/lib/client/atoms';
import { CODE_FAIL, CODE_LOGIN } from '@/lib/contract';
import en from '@/messages/en.json';
import type { PushFrame, ScoreFrame } from '@/lib/realtime/frames';
import type { ScoresOptions } from '@/lib/realtime/client';
import { fail, mockBff, notLoggedIn } from '@/test/bff';
import { matchItem } from '@/test/match-item';
import { renderWithProviders } from '@/test/render';
import { LIVE_NOW_SHOWN, LiveNowList } from './live-now-list';
import { liveNow, seqNow } from './test-data';
import { toast } from '@/lib/client/toast';

const mockConnect = jest.fn<{ close: () => void }, [ScoresOptions]>(() => ({ close: jest.fn() }));
jest.mock('@/lib/realtime/client', () => ({
  connectScores: (opts: ScoresOptions) => mockConnect(opts),
  socketUrl: (path: string, page: string) => new URL(path, page).toString().replace(/^http/, 'ws'),
}));
jest.mock('@/lib/client/toast');
const mockToastError = jest.mocked(toast.error);
const mockToastWarning = jest.mocked(toast.warning);
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/main',
  useSearchParams: () => new URLSearchParams(),
}));

const T = en.home.liveNow;
const frame = (data: ScoreFrame['data'], seq = 1): PushFrame => ({
  type: 'score',
  code: 100,
  sport: 'football',
  seq,
  data,
});
const live = (id: number, sport: 'football' | 'basketball' = 'football') =>
  matchItem({
    id,
    sport,
    status: 'live',
    phase: '2H',
    match_str: "67'",
    home_score: 1,
    away_score: 0,
  });

function renderList(items = [live(1), live(2, 'basketball'), live(3)]) {
  return renderWithProviders(<LiveNowList initial={items} />, {
    locale: 'en',
    timeZone: 'Asia/Shanghai',
  });
}

let bff: ReturnType<typeof mockBff>;

beforeEach(() => {
  jest.clearAllMocks();
  // The browser client's calls answer at the fetch level: nothing is routed until a test says.
  bff = mockBff();
});
afterEach(() => jest.restoreAllMocks());

test('lists every live match with the minute, names in the page language and links to the match', () => {
  renderList();
  const rows = screen.getAllByTestId('live-now-row');
  expect(rows).toHaveLength(3);
  expect(rows[0]).toHaveTextContent("67'");
  expect(rows[0]).toHaveTextContent('home_team_name-en');
  expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/en/score-detail?id=1');
  expect(screen.getByRole('button', { name: `${T.all} 3` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('filters by sport with counts, and links to the sport’s live tab', async () => {
  const user = userEvent.setup();
  renderList();
  await user.click(screen.getByRole('button', { name: `${T.basketball} 1` }));
  expect(screen.getAllByTestId('live-now-row').map((r) => r.dataset.matchId)).toEqual(['2']);
  expect(screen.getByRole('link', { name: T.allBasketball })).toHaveAttribute(
    'href',
    '/en/basketball?tab=live',
  );
});

test('shows at most LIVE_NOW_SHOWN rows, and an empty state with the schedule link', () => {
  const { unmount } = renderList(Array.from({ length: LIVE_NOW_SHOWN + 5 }, (_, i) => live(i + 1)));
  expect(screen.getAllByTestId('live-now-row')).toHaveLength(LIVE_NOW_SHOWN);
  unmount();
  renderList([]);
  expect(screen.getByTestId('live-now-empty')).toHaveTextContent(T.empty);
  expect(screen.getByRole('link', { name: T.schedule })).toHaveAttribute(
    'href',
    '/en/schedule?type=4',
  );
});

test('applies pushes, and refetches when an unknown match goes live', async () => {
  renderList([live(1)]);
  const opts = mockConnect.mock.calls[0][0];
  act(() => opts.onFrame(frame({ match_id: 1, home_score: 2 })));
  expect(screen.getByTestId('live-now-row-score')).toHaveTextContent('2 - 0');
  // A push for a match not shown that is not a kick-off changes nothing and fetches nothing.
  act(() => opts.onFrame(frame({ match_id: 9, home_score: 1 })));
  expect(bff.calls).toEqual([]);
  bff.route('GET hot_match/seq', seqNow(3, 1));
  bff.route('GET hot_match/live_now', liveNow([live(1), live(9)]));
  act(() => opts.onFrame(frame({ match_id: 9, status: 'live', phase: '1H', match_str: "1'" })));
  await waitFor(() => expect(screen.getAllByTestId('live-now-row')).toHaveLength(2));
  expect(bff.calls).toEqual([
    { method: 'GET', path: 'hot_match/seq', query: {}, body: undefined },
    { method: 'GET', path: 'hot_match/live_now', query: {}, body: undefined },
  ]);
  // A gap of one sport resolves with that sport's counter.
  let seq = -1;
  await act(async () => {
    seq = await opts.onGap('basketball');
  });
  expect(seq).toBe(1);
});

test('a kick-off refetch that fails (code 1, then 700) keeps the list and stays quiet', async () => {
  const { store } = renderList([live(1)]);
  const opts = mockConnect.mock.calls[0][0];
  const kickOff = (id: number) =>
    act(() => opts.onFrame(frame({ match_id: id, status: 'live', phase: '1H', match_str: "1'" })));

  bff.route('GET hot_match/seq', seqNow(3, 1));
  bff.route('GET hot_match/live_now', fail('rateLimited', 'slow down'));
  kickOff(9);
  await waitFor(() => expect(bff.calls).toHaveLength(2));
  // The gap asks again and rejects with the API's answer, read by the real client.
  await expect(opts.onGap('football')).rejects.toMatchObject({
    code: CODE_FAIL,
    key: 'rateLimited',
  });

  bff.route('GET hot_match/live_now', notLoggedIn());
  kickOff(10);
  await waitFor(() => expect(bff.calls).toHaveLength(6));
  await expect(opts.onGap('football')).rejects.toMatchObject({ code: CODE_LOGIN });

  expect(screen.getAllByTestId('live-now-row').map((r) => r.dataset.matchId)).toEqual(['1']);
  // A background refetch neither toasts nor opens the login dialog.
  expect(mockToastError).not.toHaveBeenCalled();
  expect(mockToastWarning).not.toHaveBeenCalled();
  expect(store.get(loginDialogAtom).open).toBe(false);
});
