import { act, screen, waitFor, within } from '@testing-library/react';
import { loginDialogAtom } from '@/lib/client/atoms';
import vi from '@/messages/vi.json';
import type { PushFrame } from '@/lib/realtime/frames';
import type { ScoresOptions } from '@/lib/realtime/client';
import { fail, mockBff, notLoggedIn } from '@/test/bff';
import { matchItem } from '@/test/match-item';
import { renderWithProviders } from '@/test/render';
import { goalAlert, LiveGoalAlerts } from './score-alerts';
import { toggleGuestFavourite } from './guest-favourites';
import { toggleMuted, writeSettings, DEFAULT_SETTINGS } from './score-settings';
import { toast } from '@/lib/client/toast';
import { allMatch } from './test-data';

const mockConnect = jest.fn<{ close: () => void }, [ScoresOptions]>(() => ({ close: jest.fn() }));
jest.mock('@/lib/realtime/client', () => ({
  connectScores: (opts: ScoresOptions) => mockConnect(opts),
  socketUrl: (path: string, page: string) => new URL(path, page).toString().replace(/^http/, 'ws'),
}));
jest.mock('@/lib/client/toast');
const mockToastError = jest.mocked(toast.error);
const mockToastWarning = jest.mocked(toast.warning);
const mockPlay = jest.fn();
jest.mock('./whistle', () => ({ playWhistle: (name: string) => mockPlay(name) }));

const goal = (match_id: number, seq: number): PushFrame => ({
  type: 'goal',
  code: 100,
  sport: 'basketball',
  seq,
  data: {
    match_id,
    iszhu: 1,
    match_str: "12'",
    home_team_name_zh: '主队',
    away_team_name_zh: '客队',
    home_team_name_vi: 'Đội nhà',
    away_team_name_vi: '',
    home_score: 1,
    away_score: 0,
  },
});

/** A live basketball match of the day's snapshot. */
const basketball = (id: number) =>
  matchItem({ id, sport: 'basketball', status: 'live', phase: 'Q2', match_str: 'Q2 05:12' });

const renderAlerts = (ui: React.ReactElement) =>
  renderWithProviders(ui, { locale: 'vi', timeZone: 'Asia/Shanghai' });

let bff: ReturnType<typeof mockBff>;

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  // The browser client's calls answer at the fetch level: nothing is routed until a test says.
  bff = mockBff();
});
afterEach(() => jest.restoreAllMocks());

test('goal frames become pop-ups with names in the page language (Chinese when a name is missing)', () => {
  const a = goalAlert(goal(5, 1) as Extract<PushFrame, { type: 'goal' }>, 'vi');
  expect(a).toMatchObject({
    kind: 'goal',
    side: 'home',
    home: 'Đội nhà',
    away: '客队',
    homeScore: 1,
    minute: "12'",
  });
});

test('LiveGoalAlerts: its own socket from the live snapshot’s seq, mutes respected', async () => {
  bff.route('POST hot_match/all_match', allMatch(17, [{ ...basketball(5), collected: 1 }]));
  renderAlerts(<LiveGoalAlerts sport="basketball" />);
  await waitFor(() => expect(mockConnect).toHaveBeenCalled());
  expect(bff.calls).toEqual([
    {
      method: 'POST',
      path: 'hot_match/all_match',
      query: {},
      body: { sport: 'basketball', status: 'live' },
    },
  ]);
  const opts = mockConnect.mock.calls[0][0];
  expect(opts).toMatchObject({ sport: 'basketball', seq: { basketball: 17 } });

  act(() => opts.onFrame(goal(5, 18)));
  const card = screen.getByTestId('score-alert');
  expect(card).toHaveTextContent(vi.scores.alerts.goal);
  expect(within(card).getByText('Đội nhà').closest('[data-side]')).toHaveAttribute(
    'data-scorer',
    'true',
  );
  expect(mockPlay).toHaveBeenCalledWith('whistle');

  toggleMuted(6);
  act(() => opts.onFrame(goal(6, 19)));
  expect(screen.getAllByTestId('score-alert')).toHaveLength(1);
  // A score frame is no alert here.
  act(() =>
    opts.onFrame({
      type: 'score',
      code: 100,
      sport: 'basketball',
      seq: 20,
      data: { match_id: 5, home_score: 3 },
    }),
  );
  expect(screen.getAllByTestId('score-alert')).toHaveLength(1);
});

test('LiveGoalAlerts with "favourites only": a guest’s starred match (kept in this browser) alerts, others do not', async () => {
  bff.route('POST hot_match/all_match', allMatch(3, [basketball(5), basketball(6)]));
  writeSettings({ ...DEFAULT_SETTINGS, value2: true });
  toggleGuestFavourite(5);
  renderAlerts(<LiveGoalAlerts sport="basketball" />);
  await waitFor(() => expect(mockConnect).toHaveBeenCalled());
  const opts = mockConnect.mock.calls[0][0];
  act(() => opts.onFrame(goal(6, 4)));
  expect(screen.queryByTestId('score-alert')).toBeNull();
  act(() => opts.onFrame(goal(5, 5)));
  expect(screen.getAllByTestId('score-alert')).toHaveLength(1);
});

test('LiveGoalAlerts when the snapshot fails (700 for one sport, code 1 for the other): the socket still opens, quietly', async () => {
  bff.route('POST hot_match/all_match', (call) =>
    (call.body as { sport: string }).sport === 'football'
      ? notLoggedIn()
      : fail('rateLimited', 'slow down'),
  );
  const { store } = renderAlerts(<LiveGoalAlerts />);
  await waitFor(() => expect(mockConnect).toHaveBeenCalled());
  expect(bff.calls.map((c) => c.body)).toEqual([
    { sport: 'football', status: 'live' },
    { sport: 'basketball', status: 'live' },
  ]);
  // No position known in either sport: the socket starts from the server's current one.
  const opts = mockConnect.mock.calls[0][0];
  expect(opts.seq).toEqual({});
  // A background snapshot neither toasts nor opens the login dialog.
  expect(mockToastError).not.toHaveBeenCalled();
  expect(mockToastWarning).not.toHaveBeenCalled();
  expect(store.get(loginDialogAtom).open).toBe(false);
  // Goals still pop up.
  act(() => opts.onFrame(goal(5, 1)));
  expect(screen.getAllByTestId('score-alert')).toHaveLength(1);
  // A gap re-reads the snapshot and rejects with the API's answer.
  await expect(opts.onGap('basketball')).rejects.toMatchObject({ key: 'rateLimited' });
});
