import { act, screen, within } from '@testing-library/react';
import type { ScoresOptions } from '@/lib/realtime/client';
import type { PushFrame } from '@/lib/realtime/frames';
import { mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { HeadToHead } from './h2h';
import { MatchLiveProvider, SOON_MS } from './live-provider';
import { LiveText } from './live-text';
import { Lineups } from './lineups';
import { Odds } from './odds';
import { Scoreboard } from './scoreboard';
import { Standings } from './standings';
import { Stats } from './stats';
import { Timeline } from './timeline';
import { centre, liveTable, matchDetail, matchItem, standingRow } from './test-data';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({
    refresh: mockRefresh,
    push: jest.fn(),
    replace: jest.fn(),
    prefetch: jest.fn(),
  }),
  usePathname: () => '/score-detail',
  useSearchParams: () => new URLSearchParams(),
}));
const mockConnect = jest.fn<{ close: () => void }, [ScoresOptions]>(() => ({ close: jest.fn() }));
jest.mock('@/lib/realtime/client', () => ({
  connectScores: (opts: ScoresOptions) => mockConnect(opts),
  socketUrl: (path: string, page: string) => new URL(path, page).toString().replace(/^http/, 'ws'),
}));
function renderIn(ui: React.ReactElement, locale: 'en' | 'zh' = 'en', timeZone = 'Asia/Shanghai') {
  return renderWithProviders(ui, { locale, timeZone });
}

const frame = (seq: number, data: Record<string, unknown>): PushFrame => ({
  type: 'score',
  code: 100,
  sport: 'football',
  seq,
  data: { match_id: 1, ...data },
});

let bff: ReturnType<typeof mockBff>;

beforeEach(() => {
  mockConnect.mockClear();
  mockRefresh.mockClear();
  bff = mockBff();
});
afterEach(() => jest.restoreAllMocks());

describe('Scoreboard', () => {
  it('gives the kick-off in the page’s zone as a <time> with its zone label', () => {
    const d = centre();
    const board = (zone: string) =>
      renderIn(
        <Scoreboard initial={d.match} seq={40} venue={null} scorers={{ home: [], away: [] }} />,
        'en',
        zone,
      );
    const hanoi = board('Asia/Ho_Chi_Minh');
    const kickoff = screen.getByTestId('kickoff');
    expect(kickoff.tagName).toBe('TIME');
    expect(kickoff).toHaveAttribute('datetime', d.match.kickoff);
    // 15:00 UTC: 22:00 in Hanoi, 15:00 in a London winter.
    expect(kickoff).toHaveTextContent('22:00');
    expect(screen.getByTestId('zone-label')).toHaveTextContent('GMT+7');
    hanoi.unmount();
    board('Europe/London');
    expect(screen.getByTestId('kickoff')).toHaveTextContent('15:00');
    expect(screen.getByTestId('zone-label')).toHaveTextContent(/^GMT$/);
  });

  it('shows names in the page language, the score, the state and the half-time score', () => {
    const d = centre();
    renderIn(
      <Scoreboard
        initial={d.match}
        seq={40}
        venue="Emirates Stadium"
        scorers={{ home: [], away: [] }}
      />,
    );
    expect(screen.getByTestId('team-home')).toHaveTextContent('Arsenal');
    expect(screen.getByTestId('team-away')).toHaveTextContent('Chelsea');
    expect(screen.getByTestId('score')).toHaveAccessibleName('Arsenal 2, Chelsea 1');
    expect(screen.getByTestId('match-state')).toHaveTextContent('Full time');
    expect(screen.getByTestId('half-time')).toHaveTextContent('HT 1-0');
    expect(screen.getByTestId('competition-link')).toHaveAttribute(
      'href',
      '/en/base-football?id=82',
    );
    expect(screen.getByText('Emirates Stadium')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Red card ×1' })).toBeInTheDocument();
  });

  it('shows the quarter table for basketball', () => {
    const m = matchItem({
      sport: 'basketball',
      home_score: 100,
      away_score: 98,
      period_scores: [
        [25, 20],
        [25, 30],
        [25, 24],
        [25, 24],
      ],
    });
    renderIn(
      <Scoreboard initial={m} seq={1} venue={null} scorers={{ home: [], away: [] }} />,
      'zh',
    );
    const table = screen.getByTestId('quarter-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['球队', '第1节', '第2节', '第3节', '第4节', '总分']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('阿森纳25252525100');
    expect(screen.queryByTestId('half-time')).toBeNull();
  });

  it('follows the pushes of its match, refreshes the sections on news and refetches on a gap', async () => {
    jest.useFakeTimers();
    const live = matchItem({
      status: 'live',
      phase: '2H',
      match_str: "67'",
      home_score: 1,
      away_score: 0,
    });
    renderIn(
      <MatchLiveProvider matchId={1} sport="football" seq={40} active>
        <Scoreboard initial={live} seq={40} venue={null} scorers={{ home: [], away: [] }} />
      </MatchLiveProvider>,
    );
    expect(mockConnect).toHaveBeenCalledTimes(1);
    const opts = mockConnect.mock.calls[0][0];
    expect(opts).toMatchObject({ sport: 'football', seq: { football: 40 } });
    expect(screen.getByTestId('match-state')).toHaveTextContent("67'");

    act(() => opts.onFrame(frame(41, { match_str: "68'", clock: 4030 })));
    expect(screen.getByTestId('match-state')).toHaveTextContent("68'");
    act(() => opts.onFrame(frame(42, { match_id: 99, home_score: 5 })));
    expect(screen.getByTestId('score')).toHaveTextContent('1-0');
    expect(mockRefresh).not.toHaveBeenCalled();

    act(() => opts.onFrame(frame(43, { home_score: 2, events: [{ kind: 'goal' }] })));
    expect(screen.getByTestId('score')).toHaveTextContent('2-0');
    act(() => jest.advanceTimersByTime(SOON_MS));
    expect(mockRefresh).toHaveBeenCalledTimes(1);

    bff.route(
      'GET Football/football_match_detail',
      matchDetail({ ...centre(), seq: 60, match: { ...live, home_score: 3, match_str: "80'" } }),
    );
    let seq: number | undefined;
    await act(async () => {
      seq = await opts.onGap('football');
    });
    expect(bff.calls).toEqual([
      {
        method: 'GET',
        path: 'Football/football_match_detail',
        query: { id: '1' },
        body: undefined,
      },
    ]);
    expect(seq).toBe(60);
    expect(screen.getByTestId('score')).toHaveTextContent('3-0');
    expect(mockRefresh).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });

  it('does not connect for a finished match', () => {
    renderIn(
      <MatchLiveProvider matchId={1} sport="football" seq={40} active={false}>
        <Scoreboard initial={matchItem()} seq={40} venue={null} scorers={{ home: [], away: [] }} />
      </MatchLiveProvider>,
    );
    expect(mockConnect).not.toHaveBeenCalled();
  });
});

describe('sections', () => {
  const d = centre();

  it('timeline: events by side with the minute, period lines', () => {
    renderIn(<Timeline m={d.match} events={d.events} />);
    const items = within(screen.getByTestId('timeline')).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-kind') ?? li.textContent)).toEqual([
      'goal',
      '1st half · 1-0',
      'red',
      'goal',
      'sub',
      'goal',
      '2nd half · 2-1',
    ]);
    expect(items[0]).toHaveTextContent("Bukayo Saka(1-0)Goal23'");
    expect(items[4]).toHaveTextContent('On: Gabriel Jesus');
    expect(items[4]).toHaveTextContent('Off: Kai Havertz');
    expect(items[5]).toHaveTextContent('Assist: Bukayo Saka');
    // On a narrow screen a line never breaks inside a score (white-space: nowrap).
    for (const el of [
      ...screen.getAllByTestId('event-score'),
      ...screen.getAllByTestId('period-line'),
    ])
      expect(el).toHaveClass('whitespace-nowrap');
    expect(screen.getAllByTestId('event-score')[0]).toHaveTextContent('(1-0)');
  });

  it('statistics: paired values around translated labels', () => {
    renderIn(<Stats m={d.match} stats={d.stats} />, 'zh');
    const possession = screen.getByText('控球率').closest('li')!;
    expect(possession).toHaveTextContent('58%控球率42%');
    expect(screen.getByText('红牌').closest('li')).toHaveTextContent('0红牌1');
  });

  it('live text: commentary newest first', () => {
    renderIn(<LiveText m={d.match} events={d.events} />);
    const lines = within(screen.getByTestId('live-text')).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Full time: Arsenal 2-1 Chelsea.');
    expect(lines[2]).toHaveTextContent(
      "88'Goal! Gabriel Jesus scores for Arsenal, assisted by Bukayo Saka. 2-1",
    );
    expect(lines.at(-1)).toHaveTextContent('Goal! Bukayo Saka scores for Arsenal. 1-0');
  });

  it('line-ups: formation, starters with shirt numbers, substitutes', () => {
    renderIn(<Lineups d={d} />);
    expect(screen.getByTestId('formation-home')).toHaveTextContent('Formation 4-3-3');
    const starters = within(screen.getByTestId('starters-home')).getAllByRole('listitem');
    expect(starters).toHaveLength(11);
    expect(starters[0]).toHaveTextContent('1Starter 1000 GK');
    expect(screen.getAllByText('Substitutes')).toHaveLength(2);
  });

  it('odds: opening and current per company with up/down arrows and the movements', () => {
    const { container } = renderIn(<Odds odds={d.odds} />);
    const asia = container.querySelector('[data-market="asia"]')!;
    const row = asia.querySelector('[data-company="1"]')!;
    expect(row).toHaveTextContent('Macau0.90-0.50.950.85▼-0.75▼1.00▲');
    expect(within(row as HTMLElement).getAllByRole('img', { name: 'falling' })).toHaveLength(2);
    expect(within(row as HTMLElement).getAllByRole('img', { name: 'rising' })).toHaveLength(1);
    expect(screen.getByText('Macau: 2 movements')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1X2' })).toBeInTheDocument();
  });

  it('head-to-head: meetings with a summary and W/D/L badges for each team', () => {
    renderIn(<HeadToHead m={d.match} h2h={d.h2h} form={d.form} />);
    expect(screen.getAllByText('Arsenal: 1 W · 1 D · 0 L')[0]).toBeInTheDocument();
    const list = within(screen.getByTestId('h2h-list')).getAllByRole('link');
    expect(list[0]).toHaveAttribute('href', '/en/score-detail?id=900');
    const form = screen.getByTestId('form-home');
    expect(within(form).getAllByTitle('Win').length).toBeGreaterThanOrEqual(3);
  });
});

describe('Standings', () => {
  const table = [
    standingRow(30, 1, 20, 'Liverpool'),
    standingRow(10, 2, 19, 'Arsenal'),
    standingRow(20, 3, 18, 'Chelsea'),
  ];
  const live = matchItem({
    status: 'live',
    phase: '2H',
    match_str: "70'",
    home_score: 1,
    away_score: 0,
  });

  it('without live matches: the table, the two teams highlighted, no marker', () => {
    renderIn(
      <Standings
        sport="football"
        competitionId={82}
        seasonId={3}
        initial={liveTable(table)}
        highlight={[10, 20]}
      />,
    );
    expect(screen.queryByTestId('as-it-stands')).toBeNull();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-team'))).toEqual(['30', '10', '20']);
    expect(rows[1]).toHaveAttribute('data-highlight', 'true');
    expect(rows[0]).not.toHaveAttribute('data-highlight');
  });

  it('as it stands: live score applied, arrows against the pre-match table, kept live by pushes', () => {
    renderIn(
      <MatchLiveProvider matchId={1} sport="football" seq={1} active>
        <Standings
          sport="football"
          competitionId={82}
          seasonId={3}
          initial={liveTable(table, [live])}
          highlight={[10, 20]}
        />
      </MatchLiveProvider>,
    );
    expect(screen.getByTestId('as-it-stands')).toHaveTextContent('As it stands');
    let rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-team'))).toEqual(['10', '30', '20']);
    expect(within(rows[0]).getByRole('img', { name: 'Up 1' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('img', { name: 'Down 1' })).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('live-chip')).toHaveTextContent('1-0');

    // Chelsea equalise and score again: 1-2, Chelsea jump to the top.
    const opts = mockConnect.mock.calls[0][0];
    act(() => opts.onFrame(frame(2, { away_score: 2 })));
    rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-team'))).toEqual(['20', '30', '10']);
    expect(within(rows[0]).getByRole('img', { name: 'Up 2' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('21');
  });
});
