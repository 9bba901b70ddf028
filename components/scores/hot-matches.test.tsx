import { act, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import type { PushFrame, ScoreFrame } from '@/lib/realtime/frames';
import type { ScoresOptions } from '@/lib/realtime/client';
import { matchItem as match } from '@/test/match-item';
import { applyScoreFrame, FLASH_MS, HotMatchesLive } from './hot-matches-live';

const mockConnect = jest.fn<{ close: () => void }, [ScoresOptions]>(() => ({ close: jest.fn() }));
jest.mock('@/lib/realtime/client', () => ({
  connectScores: (opts: ScoresOptions) => mockConnect(opts),
  socketUrl: (path: string, page: string) => new URL(path, page).toString().replace(/^http/, 'ws'),
}));
const mockApiGet = jest.fn<Promise<unknown>, unknown[]>();
jest.mock('@/lib/client/api', () => ({ apiGet: (...args: unknown[]) => mockApiGet(...args) }));

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

function withIntl(ui: React.ReactNode, locale: 'zh' | 'en' = 'zh') {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={locale === 'zh' ? zh : en}
      timeZone="Asia/Shanghai"
    >
      {ui}
    </NextIntlClientProvider>
  );
}

beforeEach(() => {
  mockConnect.mockClear();
  mockApiGet.mockReset();
});

test('a live card shows LIVE, the minute and the score; an upcoming one the kick-off time', () => {
  render(withIntl(<HotMatchesLive initial={[live, upcoming]} />));
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
  expect(screen.queryByRole('link')).toBeNull();
});

test('team and competition names follow the locale', () => {
  render(withIntl(<HotMatchesLive initial={[live]} />, 'en'));
  expect(screen.getByText('home_team_name-en')).toBeInTheDocument();
  expect(screen.getByText('away_team_name-en')).toBeInTheDocument();
  expect(screen.getByText('short_name-en')).toBeInTheDocument();
  expect(screen.getByText('LIVE')).toBeInTheDocument();
  expect(screen.queryByText('home_team_name-zh')).toBeNull();
});

test('an empty list renders nothing', () => {
  const { container } = render(withIntl(<HotMatchesLive initial={[]} />));
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
    render(withIntl(<HotMatchesLive initial={[live, upcoming]} />));
    expect(mockConnect).toHaveBeenCalledTimes(1);
    const opts = mockConnect.mock.calls[0][0];
    expect(opts.url).toBe('ws://localhost/ws');

    act(() => opts.onFrame(frame({ match_id: 7, away_score: 2 })));
    const score = screen.getAllByTestId('hot-score')[0];
    expect(score).toHaveTextContent('2 - 2');
    expect(score.className).toContain('bg-brand/25');
    act(() => {
      jest.advanceTimersByTime(FLASH_MS);
    });
    expect(score.className).not.toContain('bg-brand/25');

    mockApiGet.mockImplementation(async (path) =>
      path === 'hot_match/seq'
        ? { football: 41, basketball: 7 }
        : [{ ...live, home_score: 4, away_score: 2 }],
    );
    let seq = -1;
    await act(async () => {
      seq = await opts.onGap('football');
    });
    // The counters are read before the list, and the pushes resume after them.
    expect(seq).toBe(41);
    expect(mockApiGet.mock.calls[0][0]).toBe('hot_match/seq');
    // Today's results in the page's zone (the provider's, the server's).
    expect(mockApiGet).toHaveBeenCalledWith(
      'hot_match/initial_list',
      { tz: 'Asia/Shanghai' },
      { silent: true },
    );
    expect(screen.getAllByTestId('hot-match')).toHaveLength(1);
    expect(screen.getByTestId('hot-score')).toHaveTextContent('4 - 2');
  } finally {
    jest.useRealTimers();
  }
});
