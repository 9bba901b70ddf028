import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import type { PushFrame, ScoreFrame } from '@/lib/realtime/frames';
import type { ScoresOptions } from '@/lib/realtime/client';
import { matchItem } from '@/test/match-item';
import { LIVE_NOW_SHOWN, LiveNowList } from './live-now-list';

const mockConnect = jest.fn<{ close: () => void }, [ScoresOptions]>(() => ({ close: jest.fn() }));
jest.mock('@/lib/realtime/client', () => ({
  connectScores: (opts: ScoresOptions) => mockConnect(opts),
  socketUrl: (path: string, page: string) => new URL(path, page).toString().replace(/^http/, 'ws'),
}));
const mockApiGet = jest.fn<Promise<unknown>, unknown[]>();
jest.mock('@/lib/client/api', () => ({ apiGet: (...args: unknown[]) => mockApiGet(...args) }));
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
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Shanghai">
      <LiveNowList initial={items} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

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
  expect(mockApiGet).not.toHaveBeenCalled();
  mockApiGet.mockImplementation(async (path) =>
    path === 'hot_match/seq' ? { football: 3, basketball: 1 } : [live(1), live(9)],
  );
  await act(async () => {
    opts.onFrame(frame({ match_id: 9, status: 'live', phase: '1H', match_str: "1'" }));
  });
  expect(mockApiGet).toHaveBeenCalledWith('hot_match/live_now', undefined, { silent: true });
  expect(screen.getAllByTestId('live-now-row')).toHaveLength(2);
  // A gap of one sport resolves with that sport's counter.
  let seq = -1;
  await act(async () => {
    seq = await opts.onGap('basketball');
  });
  expect(seq).toBe(1);
});
