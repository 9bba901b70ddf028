import { act, screen, within } from '@testing-library/react';
import { ApiError, CODE_FAIL, CODE_LOGIN } from '@/lib/contract';
import { loginDialogAtom } from '@/lib/client/atoms';
import zh from '@/messages/zh.json';
import type { PushFrame, ScoreFrame } from '@/lib/realtime/frames';
import type { ScoresOptions } from '@/lib/realtime/client';
import { fail, mockBff, notLoggedIn } from '@/test/bff';
import { matchItem as match } from '@/test/match-item';
import { renderWithProviders } from '@/test/render';
import { applyScoreFrame, FLASH_MS, HotMatchesLive } from './hot-matches-live';
import { toast } from '@/lib/client/toast';
import { SCORE_FLASH } from './live-merge';
import { hotList, seqNow } from './test-data';

const mockConnect = jest.fn<{ close: () => void }, [ScoresOptions]>(() => ({ close: jest.fn() }));
jest.mock('@/lib/realtime/client', () => ({
  connectScores: (opts: ScoresOptions) => mockConnect(opts),
  socketUrl: (path: string, page: string) => new URL(path, page).toString().replace(/^http/, 'ws'),
}));
jest.mock('@/lib/client/toast');
const mockToastError = jest.mocked(toast.error);
const mockToastWarning = jest.mocked(toast.warning);

const live = match({
  id: 7,
  status: 'live',
  phase: '2H',
  match_str: "67'",
  home_score: 2,
  away_score: 1,
});
const upcoming = match({ id: 8, home_team_id: 30, away_team_id: 40 });

function frame(data: ScoreFrame['data'], seq = 1): PushFrame {
  return { type: 'score', code: 100, sport: 'football', seq, data };
}

function renderCards(ui: React.ReactElement, locale: 'zh' | 'en' = 'zh') {
  return renderWithProviders(ui, { locale, timeZone: 'Asia/Shanghai' });
}

let bff: ReturnType<typeof mockBff>;

beforeEach(() => {
  mockConnect.mockClear();
  mockToastError.mockReset();
  mockToastWarning.mockReset();
  // The browser client's calls answer at the fetch level: nothing is routed until a test says.
  bff = mockBff();
});
afterEach(() => jest.restoreAllMocks());

test('a live card shows LIVE, the minute and the score; an upcoming one the kick-off time', () => {
  renderCards(<HotMatchesLive initial={[live, upcoming]} />);
  const [liveCard, nextCard] = screen.getAllByTestId('hot-match');
  expect(within(liveCard).getByText(zh.home.hot.live)).toBeInTheDocument();
  expect(within(liveCard).getByTestId('hot-minute')).toHaveTextContent("67'");
  expect(within(liveCard).getByTestId('hot-score')).toHaveTextContent('2 - 1');
  expect(liveCard.className).toContain('border-live');
  expect(within(liveCard).getByText('short_name-zh')).toBeInTheDocument();
  expect(within(nextCard).queryByTestId('hot-score')).toBeNull();
  // 12:00 UTC is 20:00 in Asia/Shanghai.
  expect(within(nextCard).getByText(/20:00/)).toBeInTheDocument();
  const crests = nextCard.querySelectorAll('img');
  expect([...crests].map((img) => img.getAttribute('src'))).toEqual([
    '/crest/30.svg',
    '/crest/40.svg',
  ]);
  // The only links are the team names, to their pages (docs/product.md §2 "Teams, players and
  // discussion"); the card itself is not one.
  expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
    '/team?id=10',
    '/team?id=20',
    '/team?id=30',
    '/team?id=40',
  ]);
  // Server-rendered cards: nothing is fetched until the pushes say so.
  expect(bff.calls).toEqual([]);
});

test('team and competition names follow the locale', () => {
  renderCards(<HotMatchesLive initial={[live]} />, 'en');
  expect(screen.getByText('home_team_name-en')).toBeInTheDocument();
  expect(screen.getByText('away_team_name-en')).toBeInTheDocument();
  expect(screen.getByText('short_name-en')).toBeInTheDocument();
  expect(screen.getByText('LIVE')).toBeInTheDocument();
  expect(screen.queryByText('home_team_name-zh')).toBeNull();
});

test('an empty list renders nothing', () => {
  const { container } = renderCards(<HotMatchesLive initial={[]} />);
  expect(container).toBeEmptyDOMElement();
});

test('applyScoreFrame merges the changed live fields of the frame’s match only', () => {
  const items = [live, upcoming];
  const next = applyScoreFrame(
    items,
    frame({ match_id: 7, home_score: 3, match_str: "70'", company_id: 1, index: {} }),
  );
  expect(next).not.toBe(items);
  expect(next[0]).toMatchObject({ home_score: 3, away_score: 1, match_str: "70'" });
  expect(next[1]).toBe(upcoming);
  expect(items[0].home_score).toBe(2);
  // Unknown matches, unchanged values and ill-typed values leave the list as it was.
  expect(applyScoreFrame(items, frame({ match_id: 99, home_score: 5 }))).toBe(items);
  expect(applyScoreFrame(items, frame({ match_id: 7, home_score: 2 }))).toBe(items);
  expect(applyScoreFrame(items, frame({ match_id: 7, home_score: 'x' }))).toBe(items);
  expect(applyScoreFrame(items, frame({ match_id: 7, home_team_name_zh: 'other' }))).toBe(items);
  const ended = applyScoreFrame(
    items,
    frame({ match_id: 7, status: 'finished', phase: 'FT', match_str: 'FT' }),
  );
  expect(ended[0]).toMatchObject({ status: 'finished', phase: 'FT' });
});

test('the island applies score frames with a flash and refetches on a gap', async () => {
  jest.useFakeTimers();
  try {
    renderCards(<HotMatchesLive initial={[live, upcoming]} />);
    expect(mockConnect).toHaveBeenCalledTimes(1);
    const opts = mockConnect.mock.calls[0][0];
    expect(opts.url).toBe('ws://localhost/ws');

    act(() => opts.onFrame(frame({ match_id: 7, away_score: 2 })));
    const score = screen.getAllByTestId('hot-score')[0];
    expect(score).toHaveTextContent('2 - 2');
    expect(score.className).toContain(SCORE_FLASH);
    act(() => {
      jest.advanceTimersByTime(FLASH_MS);
    });
    expect(score.className).not.toContain(SCORE_FLASH);
  } finally {
    jest.useRealTimers();
  }

  bff.route('GET hot_match/seq', seqNow(41, 7));
  bff.route('GET hot_match/initial_list', hotList([{ ...live, home_score: 4, away_score: 2 }]));
  const opts = mockConnect.mock.calls[0][0];
  let seq = -1;
  await act(async () => {
    seq = await opts.onGap('football');
  });
  // The counters are read before the list, and the pushes resume after them. Today's results
  // come in the page's zone (the provider's, the server's).
  expect(seq).toBe(41);
  expect(bff.calls).toEqual([
    { method: 'GET', path: 'hot_match/seq', query: {}, body: undefined },
    {
      method: 'GET',
      path: 'hot_match/initial_list',
      query: { tz: 'Asia/Shanghai' },
      body: undefined,
    },
  ]);
  expect(screen.getAllByTestId('hot-match')).toHaveLength(1);
  expect(screen.getByTestId('hot-score')).toHaveTextContent('4 - 2');
});

test('a failed refetch rejects the gap and keeps the cards, silently (code 1 and code 700)', async () => {
  const { store } = renderCards(<HotMatchesLive initial={[live, upcoming]} />);
  const opts = mockConnect.mock.calls[0][0];

  // The counters refused (code 1): the gap rejects with the API's error.
  bff.route('GET hot_match/seq', fail('rateLimited', 'slow down'));
  const busy: unknown = await opts.onGap('football').catch((e: unknown) => e);
  expect(busy).toBeInstanceOf(ApiError);
  expect(busy).toMatchObject({ code: CODE_FAIL, key: 'rateLimited', msg: 'slow down' });

  // A lost session during the list's refetch: the real client's code-700 rule runs, quietly.
  bff.route('GET hot_match/seq', seqNow(41, 7));
  bff.route('GET hot_match/initial_list', notLoggedIn());
  const loggedOut: unknown = await opts.onGap('football').catch((e: unknown) => e);
  expect(loggedOut).toMatchObject({ code: CODE_LOGIN, notLoggedIn: true });
  expect(bff.calls.map((c) => c.path)).toEqual([
    'hot_match/seq',
    'hot_match/seq',
    'hot_match/initial_list',
  ]);

  // The client asks again at the next frame; meanwhile the cards stay as they were, and a
  // background refetch neither toasts nor opens the login dialog.
  expect(screen.getAllByTestId('hot-match')).toHaveLength(2);
  expect(screen.getAllByTestId('hot-score')[0]).toHaveTextContent('2 - 1');
  expect(mockToastError).not.toHaveBeenCalled();
  expect(mockToastWarning).not.toHaveBeenCalled();
  expect(store.get(loginDialogAtom).open).toBe(false);
});
