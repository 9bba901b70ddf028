import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginDialogAtom } from '@/lib/client/atoms';
import { readStoredUser } from '@/lib/client/user-store';
import { CODE_LOGIN } from '@/lib/contract';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import type { GoalFrame, PushFrame, ScoreFrame } from '@/lib/realtime/frames';
import type { ScoresOptions } from '@/lib/realtime/client';
import type { MatchItem } from '@/lib/matches/types';
import { fail, mockBff, notLoggedIn } from '@/test/bff';
import { matchItem, matchLine } from '@/test/match-item';
import { renderWithProviders } from '@/test/render';
import { publicUser } from '@/test/users';
import { ALERT_MS, MAX_ALERTS } from './score-alerts';
import { ScoreListLive } from './score-list-live';
import { ROW_PARTS, stateLines, type RowLabels } from './score-row';
import { lineToScoreRow, type ScoreCompetition, type ScoreTab } from './score-rows';
import { DEFAULT_SETTINGS, writeSettings } from './score-settings';
import { toast } from '@/lib/client/toast';
import { SCORE_FLASH } from './live-merge';
import { collected, dayRows } from './test-data';
import { resetFollowedTeams } from '@/components/follows/use-followed-teams';

/** A list item as the page gets it (day_rows) and makes it a row. */
const toRow = (m: Parameters<typeof matchLine>[0], lang: 'zh' | 'en' | 'vi', zone: string) =>
  lineToScoreRow(matchLine(m, lang), zone);

const mockConnect = jest.fn<{ close: () => void }, [ScoresOptions]>(() => ({ close: jest.fn() }));
jest.mock('@/lib/realtime/client', () => ({
  connectScores: (opts: ScoresOptions) => mockConnect(opts),
  socketUrl: (path: string, page: string) => new URL(path, page).toString().replace(/^http/, 'ws'),
}));
const mockPlay = jest.fn();
jest.mock('./whistle', () => ({ playWhistle: (name: string) => mockPlay(name) }));
jest.mock('@/lib/client/toast');
// Counts the rows' markup being made (the real rowHtml runs).
const mockRowHtml = jest.fn();
jest.mock('./score-row', () => {
  const actual = jest.requireActual<typeof import('./score-row')>('./score-row');
  return {
    ...actual,
    rowHtml: (...args: Parameters<typeof actual.rowHtml>) => {
      mockRowHtml(args[0].id);
      return actual.rowHtml(...args);
    },
  };
});
const mockToastError = jest.mocked(toast.error);
const mockToastWarning = jest.mocked(toast.warning);
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/football',
  useSearchParams: () => new URLSearchParams(),
}));

const E = en.scores;
const COMPETITIONS: ScoreCompetition[] = [
  { id: 82, name: 'Premier League', short: 'EPL', colour: '#3d195b', count: 2 },
  { id: 120, name: 'La Liga', short: 'LL', colour: '#ee8707', count: 1 },
];

const liveItem = matchItem({
  id: 7,
  status: 'live',
  phase: '2H',
  match_str: "67'",
  home_score: 2,
  away_score: 1,
  home_half_score: 1,
  away_half_score: 0,
  home_corners: 4,
  away_corners: 2,
  home_red: 1,
  away_yellow: 2,
});
const laterItem = matchItem({
  id: 8,
  home_team_id: 30,
  away_team_id: 40,
  home_team_name_en: 'Later FC',
});
const finishedItem = matchItem({
  id: 9,
  competition_id: 120,
  status: 'finished',
  phase: 'FT',
  match_str: 'FT',
  home_score: 0,
  away_score: 3,
});

const tabHrefs = Object.fromEntries(
  ['all', 'live', 'upcoming', 'finished', 'favourites', 'teams'].map((t) => [
    t,
    t === 'all' ? '/football' : `/football?tab=${t}`,
  ]),
) as Record<ScoreTab, string>;

const viewer = publicUser();

function renderList(
  over: Partial<React.ComponentProps<typeof ScoreListLive>> = {},
  items: (MatchItem & { collected?: number })[] = [liveItem, laterItem, finishedItem],
  locale: 'en' | 'zh' = 'en',
  zone = 'Asia/Shanghai',
) {
  const props: React.ComponentProps<typeof ScoreListLive> = {
    sport: 'football',
    date: '2030-05-01',
    tab: 'all',
    seq: 41,
    rows: items.map((m) => toRow(m, locale, zone)),
    competitions: COMPETITIONS,
    filter: [],
    tabHrefs,
    clearFilterHref: '/football',
    libraryPath: '/base-football',
    loggedIn: false,
    ...over,
  };
  // A logged-in list runs with the user the browser remembers, as on a page.
  return renderWithProviders(<ScoreListLive {...props} />, {
    locale,
    timeZone: zone,
    user: props.loggedIn ? viewer : null,
  });
}

const socket = () => mockConnect.mock.calls[mockConnect.mock.calls.length - 1][0];
const score = (data: ScoreFrame['data'], seq = 42): PushFrame => ({
  type: 'score',
  code: 100,
  sport: 'football',
  seq,
  data,
});
const goal = (data: Partial<GoalFrame['data']> = {}, seq = 43): PushFrame => ({
  type: 'goal',
  code: 100,
  sport: 'football',
  seq,
  data: {
    match_id: 7,
    iszhu: 0,
    match_str: "71'",
    home_team_name_zh: '主队',
    away_team_name_zh: '客队',
    home_team_name_en: 'Home United',
    away_team_name_en: 'Away City',
    home_score: 2,
    away_score: 2,
    ...data,
  },
});
const row = (id: number) =>
  screen.getAllByTestId('score-row').find((r) => r.dataset.matchId === String(id))!;
/** A part of a row (score-row.tsx ROW_PARTS). */
const part = (li: HTMLElement, name: keyof typeof ROW_PARTS) =>
  li.querySelector<HTMLElement>(ROW_PARTS[name])!;

// Radix's popover measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

let bff: ReturnType<typeof mockBff>;

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  resetFollowedTeams();
  // The browser client's calls answer at the fetch level: nothing is routed until a test says.
  bff = mockBff();
});
afterEach(() => jest.restoreAllMocks());

test('rows are grouped by competition with the minute, scores, HT, corners and cards', () => {
  renderList();
  const groups = screen.getAllByTestId('score-competition');
  expect(groups.map((g) => g.dataset.competitionId)).toEqual(['82', '120']);
  expect(within(groups[0]).getByRole('heading', { name: 'Premier League' })).toBeInTheDocument();
  expect(within(groups[0]).getByRole('link', { name: /Standings/ })).toHaveAttribute(
    'href',
    '/en/base-football?id=82',
  );

  const live = row(7);
  expect(live).toHaveAttribute('data-status', 'live');
  expect(part(live, 'minute')).toHaveTextContent("67'");
  expect(part(live, 'homeScore')).toHaveTextContent('2');
  expect(part(live, 'awayScore')).toHaveTextContent('1');
  expect(live).toHaveTextContent('home_team_name-en');
  expect(within(live).getByLabelText(`${E.row.redCard} ×1`)).toBeInTheDocument();
  expect(within(live).getByLabelText(`${E.row.yellowCard} ×2`)).toBeInTheDocument();
  expect(within(live).getByRole('link')).toHaveAttribute('href', '/en/score-detail?id=7');
  // The upcoming match: kick-off time, no score, a bell; the finished one: FT and no bell.
  expect(row(8)).toHaveTextContent('20:00');
  // Every kick-off time is a <time> with the instant.
  expect(part(row(8), 'kickoff')).toHaveAttribute('datetime', laterItem.kickoff);
  expect(part(row(8), 'kickoff').tagName).toBe('TIME');
  expect(part(row(8), 'homeScore')).toHaveTextContent('-');
  expect(within(row(8)).getByRole('button', { name: E.row.mute })).toBeInTheDocument();
  expect(part(row(9), 'minute')).toHaveTextContent(E.state.ft);
  expect(within(row(9)).queryByRole('button', { name: E.row.mute })).toBeNull();
  // Counts per tab.
  expect(screen.getByTestId('tab-count-all')).toHaveTextContent('3');
  expect(screen.getByTestId('tab-count-live')).toHaveTextContent('1');
  expect(screen.getByTestId('tab-count-upcoming')).toHaveTextContent('1');
  expect(screen.getByTestId('tab-count-finished')).toHaveTextContent('1');
  expect(screen.getByRole('link', { name: /Live/ })).toHaveAttribute(
    'href',
    '/en/football?tab=live',
  );
  expect(screen.getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page');
});

test('mounting makes each row’s markup once: the first effect does not redo the server’s work', async () => {
  mockRowHtml.mockClear();
  renderList();
  await act(async () => {});
  expect(mockRowHtml.mock.calls.map(([id]) => id).sort()).toEqual([7, 8, 9]);
  // After that, a change is still patched in, and it makes the markup of its own row only.
  mockRowHtml.mockClear();
  act(() => socket().onFrame(score({ match_id: 7, home_score: 3 })));
  expect(part(row(7), 'homeScore')).toHaveTextContent('3');
  expect(mockRowHtml.mock.calls.map(([id]) => id)).toEqual([7]);
  // A frame that changes nothing on screen makes no markup at all.
  mockRowHtml.mockClear();
  act(() => socket().onFrame(score({ match_id: 9, updated_at: 1 })));
  expect(mockRowHtml).not.toHaveBeenCalled();
});

test('the half-time column stays empty until half time', () => {
  const firstHalf = matchItem({
    id: 11,
    status: 'live',
    phase: '1H',
    match_str: "30'",
    home_score: 1,
    home_half_score: 1,
    away_half_score: 0,
  });
  renderList({}, [liveItem, firstHalf]);
  const ht = (id: number) => row(id).querySelector('.sr-x')!;
  expect(ht(11).textContent).toBe('');
  expect(ht(7).textContent).toBe('10');
});

test('a tab shows its rows only, and each tab has its empty state', () => {
  const { unmount } = renderList({ tab: 'live' });
  expect(screen.getAllByTestId('score-row').map((r) => r.dataset.matchId)).toEqual(['7']);
  unmount();
  renderList({ tab: 'upcoming' }, [liveItem]);
  expect(screen.getByTestId('scores-empty')).toHaveTextContent(E.empty.upcoming);
});

test('score frames update the row and flash it; corners arrive under the feed’s name', () => {
  jest.useFakeTimers();
  try {
    renderList();
    const opts = socket();
    expect(opts.sport).toBe('football');
    expect(opts.seq).toEqual({ football: 41 });
    act(() =>
      opts.onFrame(score({ match_id: 7, home_score: 3, match_str: "70'", home_corners: 5 })),
    );
    const live = row(7);
    expect(part(live, 'homeScore')).toHaveTextContent('3');
    expect(part(live, 'minute')).toHaveTextContent("70'");
    expect(live).toHaveTextContent('5');
    const cell = part(live, 'homeScore').closest('div')!;
    expect(cell.className).toContain(SCORE_FLASH);
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(cell.className).not.toContain(SCORE_FLASH);
  } finally {
    jest.useRealTimers();
  }
});

test('a goal the refetched list already counts still pops up, without touching the row', () => {
  renderList();
  const before = part(row(7), 'awayScore').textContent;
  act(() =>
    socket().onMissedGoal!(
      goal({ away_score: 5 }) as Parameters<NonNullable<ScoresOptions['onMissedGoal']>>[0],
    ),
  );
  expect(screen.getByTestId('score-alert')).toHaveTextContent("71'");
  expect(part(row(7), 'awayScore').textContent).toBe(before);
});

test('a goal pops up in the corner with the scorer highlighted, whistles, is announced and closes', async () => {
  jest.useFakeTimers();
  try {
    renderList();
    act(() => socket().onFrame(goal()));
    const card = screen.getByTestId('score-alert');
    expect(card).toHaveTextContent(E.alerts.goal);
    expect(card).toHaveTextContent("71'");
    expect(card).toHaveTextContent('EPL');
    expect(within(card).getByText('Away City').closest('[data-side]')).toHaveAttribute(
      'data-scorer',
      'true',
    );
    expect(within(card).getByText('Home United').closest('[data-side]')).not.toHaveAttribute(
      'data-scorer',
    );
    expect(mockPlay).toHaveBeenCalledWith('whistle');
    expect(screen.getByTestId('score-announcer')).toHaveTextContent(
      'Goal! Away City score. Home United 2, Away City 2',
    );
    // The goal's score is applied to the row too.
    expect(part(row(7), 'awayScore')).toHaveTextContent('2');

    act(() => within(card).getByRole('button', { name: E.alerts.close }).click());
    expect(screen.queryByTestId('score-alert')).toBeNull();
    // The announcement stays for the screen reader to finish.
    expect(screen.getByTestId('score-announcer')).not.toBeEmptyDOMElement();

    act(() => socket().onFrame(goal({ home_score: 3 }, 44)));
    expect(screen.getAllByTestId('score-alert')).toHaveLength(1);
    act(() => {
      jest.advanceTimersByTime(ALERT_MS);
    });
    expect(screen.queryByTestId('score-alert')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

test('at most MAX_ALERTS pop-ups stack; the newest first', () => {
  renderList();
  act(() => {
    for (let i = 0; i < MAX_ALERTS + 2; i++) socket().onFrame(goal({ home_score: 3 + i }, 43 + i));
  });
  const cards = screen.getAllByTestId('score-alert');
  expect(cards).toHaveLength(MAX_ALERTS);
  expect(cards[0]).toHaveTextContent(String(3 + MAX_ALERTS + 1));
});

test('settings, mutes and favourites decide which alerts show', async () => {
  const user = userEvent.setup();
  renderList();
  // A muted match (its bell) stays silent.
  await user.click(within(row(7)).getByRole('button', { name: E.row.mute }));
  expect(within(row(7)).getByRole('button', { name: E.row.unmute })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  act(() => socket().onFrame(goal()));
  expect(screen.queryByTestId('score-alert')).toBeNull();
  expect(mockPlay).not.toHaveBeenCalled();
  await user.click(within(row(7)).getByRole('button', { name: E.row.unmute }));

  // value1 off: no pop-up, the whistle still sounds; voice off: silence.
  act(() => writeSettings({ ...DEFAULT_SETTINGS, value1: false }));
  act(() => socket().onFrame(goal({ home_score: 3 }, 44)));
  expect(screen.queryByTestId('score-alert')).toBeNull();
  expect(mockPlay).toHaveBeenCalledTimes(1);

  // value2: favourites only.
  act(() => writeSettings({ ...DEFAULT_SETTINGS, value2: true, voice: false }));
  act(() => socket().onFrame(goal({ home_score: 4 }, 45)));
  expect(screen.queryByTestId('score-alert')).toBeNull();
  expect(mockPlay).toHaveBeenCalledTimes(1);

  // value3 off: a match outside the list (another competition) is left out.
  act(() => writeSettings({ ...DEFAULT_SETTINGS, value3: false }));
  act(() => socket().onFrame(goal({ match_id: 555, home_score: 1, away_score: 0 }, 46)));
  expect(screen.queryByTestId('score-alert')).toBeNull();
  act(() => writeSettings({ ...DEFAULT_SETTINGS }));
  act(() => socket().onFrame(goal({ match_id: 555, home_score: 1, away_score: 0, iszhu: 1 }, 47)));
  expect(screen.getByTestId('score-alert')).toHaveTextContent('Home United');

  // Red and yellow cards follow their display flags (the list's data attributes).
  act(() => writeSettings({ ...DEFAULT_SETTINGS, red: false }));
  expect(screen.getByTestId('score-list')).toHaveAttribute('data-red', 'off');
  expect(screen.getByTestId('score-list')).toHaveAttribute('data-yellow', 'on');
});

test('a red card in a score frame pops up (value4), never with a whistle', () => {
  renderList();
  act(() => socket().onFrame(score({ match_id: 7, away_red: 1, match_str: "75'" })));
  const card = screen.getByTestId('score-alert');
  expect(card).toHaveAttribute('data-kind', 'red');
  expect(card).toHaveTextContent(E.alerts.redCard);
  expect(card).toHaveTextContent("75'");
  expect(mockPlay).not.toHaveBeenCalled();
  expect(screen.getByTestId('score-announcer')).toHaveTextContent('Red card for away_team_name-en');
});

test('a guest with no favourites: the tab says how starring works, and offers login', async () => {
  const user = userEvent.setup();
  const { store } = renderList({ tab: 'favourites' });
  expect(screen.getByTestId('scores-login-prompt')).toHaveTextContent(E.guest.title);
  expect(store.get(loginDialogAtom).open).toBe(false);
  await user.click(screen.getByRole('button', { name: E.login.button }));
  // The real client's login rule: the prompt once, and the login dialog.
  expect(mockToastWarning).toHaveBeenCalledTimes(1);
  expect(mockToastWarning).toHaveBeenCalledWith(en.client.loginRequired, {
    id: 'login-required',
  });
  expect(store.get(loginDialogAtom)).toEqual({ open: true, mode: 'code' });
});

test('a guest star is kept in this browser, without the API or a login, and marked again on the next visit', async () => {
  const user = userEvent.setup();
  const { unmount, store } = renderList();
  await user.click(within(row(8)).getByRole('button', { name: E.row.favourite }));
  expect(within(row(8)).getByRole('button', { name: E.row.unfavourite })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByTestId('tab-count-favourites')).toHaveTextContent('1');
  expect(JSON.parse(localStorage.getItem('guestFavourites') ?? '[]')).toEqual([8]);
  expect(store.get(loginDialogAtom).open).toBe(false);
  expect(mockToastWarning).not.toHaveBeenCalled();
  expect(bff.calls).toEqual([]);
  unmount();

  // A new page: the server marks nothing for a guest; the browser's list does.
  renderList({ tab: 'favourites' });
  expect(screen.getAllByTestId('score-row').map((r) => r.dataset.matchId)).toEqual(['8']);
  await user.click(within(row(8)).getByRole('button', { name: E.row.unfavourite }));
  expect(JSON.parse(localStorage.getItem('guestFavourites') ?? '[]')).toEqual([]);
  expect(screen.getByTestId('scores-login-prompt')).toBeInTheDocument();
});

test("a guest's followed teams (this browser) mark their matches and fill the teams tab", async () => {
  localStorage.setItem('guestTeamFollows', JSON.stringify([40]));
  const { unmount } = renderList();
  await waitFor(() => expect(row(8)).toHaveAttribute('data-followed', '1'));
  expect(row(7)).not.toHaveAttribute('data-followed');
  expect(within(row(8)).getAllByRole('img', { name: E.row.followedTeam })).toHaveLength(1);
  expect(screen.getByTestId('tab-count-teams')).toHaveTextContent('1');
  expect(bff.calls).toEqual([]);
  unmount();
  resetFollowedTeams();
  renderList({ tab: 'teams' });
  await waitFor(() =>
    expect(screen.getAllByTestId('score-row').map((r) => r.dataset.matchId)).toEqual(['8']),
  );
});

test('a guest following no team: the teams tab says how to follow', async () => {
  renderList({ tab: 'teams' });
  expect(await screen.findByTestId('scores-teams-prompt')).toHaveTextContent(E.teamsGuest.title);
});

test("a user's followed teams come with the page: marked in the server's markup, no API call", () => {
  renderList({ loggedIn: true, followedTeams: [30], tab: 'teams' });
  expect(screen.getAllByTestId('score-row').map((r) => r.dataset.matchId)).toEqual(['8']);
  expect(row(8)).toHaveAttribute('data-followed', '1');
  expect(bff.calls.filter((c) => c.path.startsWith('Team/'))).toEqual([]);
});

test('a logged-in star toggles the favourite through the API, and rolls back on failure', async () => {
  const user = userEvent.setup();
  bff.route('POST Basketballuser/collect', collected(1));
  renderList({ loggedIn: true, tab: 'favourites' }, [
    liveItem,
    laterItem,
    { ...finishedItem, collected: 1 },
  ]);
  expect(screen.getAllByTestId('score-row').map((r) => r.dataset.matchId)).toEqual(['9']);
  expect(screen.getByTestId('tab-count-favourites')).toHaveTextContent('1');
  await user.click(within(row(9)).getByRole('button', { name: E.row.unfavourite }));
  await waitFor(() =>
    expect(bff.calls).toEqual([
      { method: 'POST', path: 'Basketballuser/collect', query: {}, body: { match_id: 9 } },
    ]),
  );
  // The server said it is still collected: the row stays.
  expect(await within(row(9)).findByRole('button', { name: E.row.unfavourite })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A refusal (code 1): the real client shows the API's message, and the star goes back.
  bff.route('POST Basketballuser/collect', fail('rateLimited', 'Too many requests'));
  await user.click(within(row(9)).getByRole('button', { name: E.row.unfavourite }));
  await waitFor(() => expect(mockToastError).toHaveBeenCalled());
  expect(mockToastError.mock.calls[0][0]).toBe('Too many requests');
  expect(
    await within(row(9)).findByRole('button', { name: E.row.unfavourite }),
  ).toBeInTheDocument();
  expect(bff.calls).toHaveLength(2);
});

test('a star answered 700 (the session has ended): the star goes back, the user is forgotten and the login dialog opens', async () => {
  const user = userEvent.setup();
  bff.route('POST Basketballuser/collect', notLoggedIn());
  const { store } = renderList({ loggedIn: true }, [liveItem, laterItem]);
  expect(readStoredUser()).toEqual(viewer);
  await user.click(within(row(8)).getByRole('button', { name: E.row.favourite }));
  await waitFor(() => expect(store.get(loginDialogAtom).open).toBe(true));
  expect(mockToastWarning).toHaveBeenCalledWith(en.client.loginRequired, {
    id: 'login-required',
  });
  expect(readStoredUser()).toBeNull();
  expect(within(row(8)).getByRole('button', { name: E.row.favourite })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  // The API's message is not toasted on top of the login prompt.
  expect(mockToastError).not.toHaveBeenCalled();
});

test('a gap refetches the day, keeps the competition filter and returns the snapshot’s seq', async () => {
  renderList({ filter: [82], competitions: [COMPETITIONS[0]] }, [liveItem, laterItem]);
  bff.route(
    'POST hot_match/day_rows',
    dayRows(99, [{ ...liveItem, home_score: 5 }, laterItem, finishedItem], 'en'),
  );
  let seq = -1;
  await act(async () => {
    seq = await socket().onGap('football');
  });
  expect(seq).toBe(99);
  // The day in the page's zone (the provider's, which is the server's).
  expect(bff.calls).toEqual([
    {
      method: 'POST',
      path: 'hot_match/day_rows',
      query: {},
      body: { sport: 'football', date: '2030-05-01', tz: 'Asia/Shanghai' },
    },
  ]);
  expect(screen.getAllByTestId('score-row').map((r) => r.dataset.matchId)).toEqual(['7', '8']);
  expect(part(row(7), 'homeScore')).toHaveTextContent('5');
  // The rows' names are the page language's, as the API answered them.
  expect(part(row(8), 'homeName')).toHaveTextContent('Later FC');
});

test('a gap refetch answered 700 rejects and keeps the rows, without a prompt (a background call)', async () => {
  const { store } = renderList({ loggedIn: true }, [liveItem, laterItem]);
  bff.route('POST hot_match/day_rows', notLoggedIn());
  await expect(socket().onGap('football')).rejects.toMatchObject({ code: CODE_LOGIN });
  expect(screen.getAllByTestId('score-row').map((r) => r.dataset.matchId)).toEqual(['7', '8']);
  expect(store.get(loginDialogAtom).open).toBe(false);
  expect(mockToastWarning).not.toHaveBeenCalled();
  expect(mockToastError).not.toHaveBeenCalled();
});

test('the settings panel writes the flags to localStorage', async () => {
  const user = userEvent.setup();
  renderList();
  await user.click(screen.getByTestId('score-settings'));
  const voice = await screen.findByRole('switch', { name: E.settings.voice.label });
  expect(voice).toHaveAttribute('aria-checked', 'true');
  await user.click(voice);
  expect(JSON.parse(window.localStorage.getItem('scoreSettings')!)).toMatchObject({ voice: false });
  // The away-goal sound needs the goal sound.
  expect(screen.getByRole('switch', { name: E.settings.voice1.label })).toBeDisabled();
  await user.click(screen.getByRole('switch', { name: E.settings.red.label }));
  expect(screen.getByTestId('score-list')).toHaveAttribute('data-red', 'off');
  await user.click(screen.getByRole('button', { name: E.settings.reset }));
  expect(screen.getByTestId('score-list')).toHaveAttribute('data-red', 'on');
});

test('Chinese page: Chinese names and labels', () => {
  renderList({}, [liveItem, finishedItem], 'zh');
  expect(row(7)).toHaveTextContent('home_team_name-zh');
  expect(part(row(9), 'minute')).toHaveTextContent(zh.scores.state.ft);
});

describe('the state column', () => {
  const labels = {
    ft: 'FT',
    ht: 'HT',
    aet: 'AET',
    pens: 'Pens',
    etBreak: 'ET',
    break: 'Break',
    postponed: 'Postp.',
    cancelled: 'Canc.',
    quarters: ['Q1', 'Q2', 'Q3', 'Q4'],
    ot: 'OT',
  } as RowLabels;
  const r = (over: Partial<MatchItem>, sport: 'football' | 'basketball' = 'football') =>
    stateLines(toRow(matchItem({ sport, ...over }), 'en', 'Asia/Shanghai'), sport, labels);

  it('reads football phases', () => {
    expect(r({})).toEqual({ top: '20:00', bottom: '', tone: 'idle' });
    expect(r({ status: 'live', phase: '1H', match_str: "45+2'" }).bottom).toBe("45+2'");
    expect(r({ status: 'live', phase: 'HT', match_str: 'HT' }).bottom).toBe('HT');
    expect(r({ status: 'live', phase: 'PEN', match_str: 'PEN' }).bottom).toBe('Pens');
    expect(
      r({ status: 'finished', phase: 'FT', home_penalties: 4, away_penalties: 3 }).bottom,
    ).toBe('Pens');
    expect(
      r({
        status: 'finished',
        phase: 'FT',
        period_scores: [
          [0, 0],
          [1, 1],
          [1, 0],
        ],
      }).bottom,
    ).toBe('AET');
    expect(r({ status: 'postponed' })).toMatchObject({ bottom: 'Postp.', tone: 'off' });
  });

  it('reads basketball quarters and breaks', () => {
    expect(r({ status: 'live', phase: 'Q3', match_str: 'Q3 05:12' }, 'basketball')).toEqual({
      top: 'Q3',
      bottom: '05:12',
      tone: 'live',
      topLive: true,
    });
    expect(r({ status: 'live', phase: 'OT', match_str: 'OT2 01:00' }, 'basketball').top).toBe(
      'OT2',
    );
    expect(r({ status: 'live', phase: 'BRK', match_str: 'Q1 00:00' }, 'basketball')).toMatchObject({
      top: 'Q1',
      bottom: 'Break',
    });
    expect(r({ status: 'live', phase: 'HT', match_str: 'HT' }, 'basketball')).toEqual({
      top: '20:00',
      bottom: 'HT',
      tone: 'live',
    });
  });
});

test('in another zone, rows and a refetched day stay in the server’s zone (Hanoi)', async () => {
  renderList({}, [laterItem], 'en', 'Asia/Ho_Chi_Minh');
  // 12:00 UTC is 19:00 in Hanoi.
  expect(part(row(8), 'kickoff')).toHaveTextContent('19:00');
  bff.route('POST hot_match/day_rows', dayRows(50, [laterItem], 'en'));
  await act(async () => {
    await socket().onGap('football');
  });
  expect(bff.calls.map((c) => c.body)).toEqual([
    { sport: 'football', date: '2030-05-01', tz: 'Asia/Ho_Chi_Minh' },
  ]);
  expect(part(row(8), 'kickoff')).toHaveTextContent('19:00');
});
