import { screen, within } from '@testing-library/react';
import type { PlayerDetail, PlayerMatch, PlayerSeason } from '@/lib/players/contract';
import { renderWithProviders } from '@/test/render';
import { Lineups } from '@/components/match-centre/lineups';
import { Timeline } from '@/components/match-centre/timeline';
import { centre } from '@/components/match-centre/test-data';
import { ScorerRanking } from '@/components/data-library/rankings';
import { playerRow } from '@/components/data-library/test-data';
import { personLd } from './json-ld';
import { PlayerView } from './player-view';

jest.mock('next/navigation', () => ({
  useRouter: () => ({
    refresh: jest.fn(),
    push: jest.fn(),
    replace: jest.fn(),
    prefetch: jest.fn(),
  }),
  usePathname: () => '/player',
  useSearchParams: () => new URLSearchParams(),
}));

const tri = <P extends string>(prefix: P, zh: string, en: string, vi: string) =>
  ({ [`${prefix}_zh`]: zh, [`${prefix}_en`]: en, [`${prefix}_vi`]: vi }) as Record<
    `${P}_${'zh' | 'en' | 'vi'}`,
    string
  >;

function season(over: Partial<PlayerSeason> = {}): PlayerSeason {
  return {
    season_id: 5,
    season_label: '2025/26',
    is_current: true,
    competition_id: 82,
    ...tri('competition_name', '英超', 'Premier League', 'Ngoại hạng Anh'),
    team_id: 10,
    appearances: 12,
    team_played: 13,
    minutes: 1010,
    goals: 9,
    penalties: 2,
    assists: 4,
    yellow: 1,
    red: 0,
    points_per_game: null,
    rebounds_per_game: null,
    assists_per_game: null,
    ...over,
  };
}

function match(id: number, over: Partial<PlayerMatch> = {}): PlayerMatch {
  return {
    match_id: id,
    kickoff: '2026-11-28T23:30:00Z',
    status: 'finished',
    match_str: 'FT',
    competition_id: 82,
    ...tri('competition_name', '英超', 'Premier League', 'Ngoại hạng Anh'),
    side: 'home',
    opponent_id: 20,
    ...tri('opponent_name', '切尔西', 'Chelsea', 'Chelsea'),
    home_score: 2,
    away_score: 1,
    goals: 2,
    assists: 0,
    yellow: 1,
    red: 0,
    starter: true,
    ...over,
  };
}

function detail(over: Partial<PlayerDetail> = {}): PlayerDetail {
  return {
    id: 7,
    sport: 'football',
    ...tri('name', '布卡约·萨卡', 'Bukayo Saka', 'Bukayo Saka'),
    shirt_number: 7,
    position: 'FW',
    nationality: 'ENG',
    ...tri('nationality_name', '英格兰', 'England', 'Anh'),
    birth_date: '2001-09-05',
    age: 25,
    team: {
      id: 10,
      ...tri('name', '阿森纳', 'Arsenal', 'Arsenal'),
      ...tri('short_name', '阿森纳', 'Arsenal', 'Arsenal'),
      colour_primary: '#ef0107',
      colour_secondary: '#ffffff',
    },
    seasons: [season(), season({ season_id: 6, competition_id: 7, goals: 1, assists: 0 })],
    recent: [match(100), match(101, { side: 'away', goals: 0, status: 'live', match_str: "67'" })],
    ...over,
  };
}

describe('PlayerView', () => {
  it('shows who he is, his club linked to its page, his seasons and his matches', () => {
    renderWithProviders(<PlayerView p={detail()} />, { locale: 'en', timeZone: 'Asia/Shanghai' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bukayo Saka' })).toBeInTheDocument();
    expect(screen.getByText(/Forward · No\. 7/)).toBeInTheDocument();
    const club = screen.getByTestId('player-club');
    expect(club).toHaveAttribute('href', '/en/team?id=10');
    expect(screen.getByTestId('player-born')).toHaveTextContent('September 5, 2001 (25 years)');
    const rows = screen.getAllByTestId('season-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByTestId('season-goals')).toHaveTextContent('9');
    expect(within(rows[0]).getByRole('link', { name: 'Premier League' })).toHaveAttribute(
      'href',
      '/en/base-football?id=82',
    );
    const recent = screen.getAllByTestId('recent-row');
    expect(recent).toHaveLength(2);
    // The date in the viewer's zone: 23:30 UTC is the next day in Shanghai.
    expect(within(recent[0]).getByText('11/29/2026')).toBeInTheDocument();
    expect(
      within(recent[0]).getByRole('link', { name: 'Match centre: Arsenal 2-1 Chelsea' }),
    ).toHaveAttribute('href', '/en/score-detail?id=100');
    expect(
      within(recent[1]).getByRole('link', { name: 'Match centre: Chelsea 2-1 Arsenal' }),
    ).toHaveTextContent('Live');
    expect(within(recent[0]).getByRole('link', { name: 'Chelsea' })).toHaveAttribute(
      'href',
      '/en/team?id=20',
    );
    // No link inside a link.
    for (const a of document.querySelectorAll('a')) expect(a.querySelector('a')).toBeNull();
  });

  it('reads in Chinese and Vietnamese, and says so when there is nothing yet', () => {
    const { unmount } = renderWithProviders(
      <PlayerView p={detail({ seasons: [], recent: [], birth_date: null, age: null })} />,
      { locale: 'zh' },
    );
    expect(screen.getByRole('heading', { level: 1, name: '布卡约·萨卡' })).toBeInTheDocument();
    expect(screen.getByText('暂无比赛数据')).toBeInTheDocument();
    expect(screen.getByText('暂无近期比赛')).toBeInTheDocument();
    expect(screen.getByTestId('player-born')).toHaveTextContent('未知');
    expect(screen.getByTestId('player-club')).toHaveAttribute('href', '/team?id=10');
    unmount();
    renderWithProviders(<PlayerView p={detail()} />, { locale: 'vi' });
    expect(screen.getByText('Thống kê mùa giải')).toBeInTheDocument();
    expect(screen.getByText(/Tiền đạo · Số 7/)).toBeInTheDocument();
  });

  it('shows a basketball player’s per-game figures', () => {
    renderWithProviders(
      <PlayerView
        p={detail({
          sport: 'basketball',
          position: 'G',
          seasons: [
            season({ points_per_game: 27.25, rebounds_per_game: 5, assists_per_game: 8.1 }),
          ],
        })}
      />,
      { locale: 'en' },
    );
    const row = screen.getByTestId('season-row');
    expect(row).toHaveTextContent('27.3');
    expect(row).toHaveTextContent('5.0');
    expect(screen.queryByTestId('season-goals')).toBeNull();
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/en/base-basketball?id=82');
  });

  it('describes him as a schema.org Person of his club', () => {
    const ld = personLd(
      detail(),
      'en',
      'https://x.test/en/player?id=7',
      'https://x.test/en/team?id=10',
      'd',
    );
    expect(ld).toMatchObject({
      '@type': 'Person',
      name: 'Bukayo Saka',
      alternateName: ['布卡约·萨卡'],
      birthDate: '2001-09-05',
      affiliation: { '@type': 'SportsTeam', name: 'Arsenal', url: 'https://x.test/en/team?id=10' },
    });
  });
});

describe('player names link to their pages', () => {
  it('in the timeline: scorer, assist and both players of a substitution', () => {
    const d = centre();
    renderWithProviders(<Timeline m={d.match} events={d.events} />, { locale: 'en' });
    const links = [...screen.getByTestId('timeline').querySelectorAll('a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(links).toEqual(
      expect.arrayContaining(['/en/player?id=7', '/en/player?id=30', '/en/player?id=31']),
    );
    expect(screen.getAllByRole('link', { name: 'Bukayo Saka' })[0]).toHaveAttribute(
      'href',
      '/en/player?id=7',
    );
  });

  it('in the line-ups, once on the pitch and once in the list, never nested', () => {
    const d = centre();
    renderWithProviders(<Lineups d={d} />, { locale: 'zh' });
    const starters = screen.getByTestId('starters-home');
    const first = d.lineups.home.starters[0];
    expect(within(starters).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `/player?id=${first.id}`,
    );
    for (const a of document.querySelectorAll('a')) expect(a.querySelector('a')).toBeNull();
  });

  it('in the scorers ranking', () => {
    renderWithProviders(<ScorerRanking rows={[playerRow(1)]} kind="goals" lang="en" />, {
      locale: 'en',
    });
    expect(screen.getByRole('link', { name: 'Player1-en' })).toHaveAttribute(
      'href',
      '/en/player?id=1001',
    );
  });
});
