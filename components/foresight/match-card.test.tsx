import { screen, within } from '@testing-library/react';
import type { ForesightMatch, ForesightTeam } from '@/lib/foresight/contract';
import { renderWithProviders } from '@/test/render';
import { ForesightCard } from './match-card';

/** A team of the card: one injured first choice, one banned, and a probable eleven. */
function team(id: number, name: string, extra: Partial<ForesightTeam> = {}): ForesightTeam {
  return {
    id,
    name,
    short_name: name.slice(0, 4),
    logo: `/crest/${id}.svg`,
    absences: [],
    lineup: {
      confirmed: false,
      formation: '4-4-2',
      starters: [
        { player_id: id * 100 + 1, name: `${name} Keeper`, shirt_number: 1, position: 'GK' },
        { player_id: id * 100 + 2, name: `${name} Back`, shirt_number: 4, position: 'DF' },
      ],
    },
    form: [
      {
        id: 900 + id,
        kickoff: '2026-11-20T15:00:00.000Z',
        competition: 'EPL',
        home: true,
        opponent_id: 77,
        opponent: 'Fulham',
        goals_for: 2,
        goals_against: 1,
        result: 'W',
      },
    ],
    table: {
      season_id: 1,
      group: '',
      size: 20,
      position: 18,
      played: 10,
      won: 2,
      drawn: 2,
      lost: 6,
      points: 8,
      matches_left: 28,
      stakes: [
        { kind: 'relegation', above: false, gap: 2, settled: false },
        { kind: 'europe', above: false, gap: 9, settled: false },
      ],
    },
    ...extra,
  };
}

const m: ForesightMatch = {
  id: 42,
  sport: 'football',
  competition_id: 82,
  competition: 'Premier League',
  competition_short: 'EPL',
  competition_colour: '#3D195B',
  round: 'Matchday 11',
  kickoff: '2026-11-28T15:00:00.000Z',
  status: 'scheduled',
  home: team(1, 'Arsenal', {
    absences: [
      {
        player_id: 101,
        name: 'Bukayo Star',
        shirt_number: 7,
        position: 'FW',
        kind: 'injury',
        reason: 'hamstring',
        since: '2026-11-20',
        returns_on: '2026-12-12',
        cause_match_id: null,
        regular: true,
      },
    ],
  }),
  away: team(2, 'Chelsea', {
    absences: [
      {
        player_id: 202,
        name: 'Cole Banned',
        shirt_number: 20,
        position: 'MF',
        kind: 'suspension',
        reason: 'yellow_cards',
        since: '2026-11-22',
        returns_on: null,
        cause_match_id: 5,
        regular: false,
      },
    ],
  }),
  h2h: {
    home_won: 1,
    drawn: 0,
    away_won: 0,
    matches: [
      {
        id: 7,
        kickoff: '2026-03-01T15:00:00.000Z',
        home_team_id: 1,
        home: 'Arsenal',
        away: 'Chelsea',
        home_score: 2,
        away_score: 0,
      },
    ],
  },
  odds_company: 'Macau',
  odds: [
    {
      market: 'asia',
      opening: { home: 0.9, line: -0.5, away: 0.95 },
      current: { home: 0.85, line: -0.75, away: 1.0 },
      moves: 3,
    },
  ],
};

describe('ForesightCard', () => {
  it('shows who is out, why and until when, the stakes, form and the index movement', () => {
    renderWithProviders(<ForesightCard m={m} />, { locale: 'en' });
    const out = screen.getByTestId('pair-absences');
    const home = within(out).getByText('Bukayo Star').closest('li')!;
    expect(home).toHaveTextContent('Hamstring');
    expect(home).toHaveTextContent('back Dec 12');
    expect(home).toHaveTextContent('First choice');
    const away = within(out).getByText('Cole Banned').closest('li')!;
    expect(away).toHaveTextContent('Five yellow cards');
    expect(away).toHaveTextContent('misses this match');
    expect(screen.getByTestId('pair-table')).toHaveTextContent(
      'In the relegation zone · 2 pts behind',
    );
    expect(screen.getByTestId('pair-form').querySelector('[data-result="W"]')).toHaveTextContent(
      'W',
    );
    const asia = screen.getByTestId('odds').querySelector('tr[data-market="asia"]')!;
    expect(asia).toHaveTextContent('0.90 -0.5 0.95');
    expect(asia).toHaveTextContent('3 moves');
    // Falling prices and lines green (down), rising red (up).
    const moved = (dir: string) =>
      [...asia.querySelectorAll(`[data-move="${dir}"]`)].map((e) => e.textContent?.trim());
    expect(moved('down')).toEqual(['0.85', '-0.75']);
    expect(moved('up')).toEqual(['1.00']);
    // The line-ups and meetings wait behind their summary; the one-match view opens them.
    expect(screen.getByTestId('pair-lineups').closest('details')).not.toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Full intelligence' })).toHaveAttribute(
      'href',
      '/en/foresight?id=42',
    );
  });

  it('puts the experts’ plans after the index, and opens everything when expanded', () => {
    renderWithProviders(<ForesightCard m={m} expanded plans={<p>Two plans</p>} />, {
      locale: 'zh',
    });
    const plans = screen.getByTestId('foresight-plans');
    expect(plans).toHaveTextContent('Two plans');
    const odds = screen.getByTestId('odds');
    expect(odds.compareDocumentPosition(plans) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('pair-lineups').closest('details')).toHaveAttribute('open');
    expect(screen.getByTestId('pair-absences')).toHaveTextContent('腿筋伤');
    expect(screen.queryByRole('link', { name: '完整情报' })).toBeNull();
    expect(screen.getAllByTestId('lineup')[0]).toHaveTextContent('1 Arsenal Keeper');
  });

  it('shows a basketball result as its margin', () => {
    const hoops: ForesightMatch = {
      ...m,
      sport: 'basketball',
      home: team(1, 'Lakers', {
        form: [{ ...m.home.form[0], goals_for: 112, goals_against: 104 }],
      }),
    };
    renderWithProviders(<ForesightCard m={hoops} />, { locale: 'en' });
    const result = screen.getByTestId('pair-form').querySelector('[data-side="home"] a')!;
    expect(result).toHaveTextContent('W+8');
    expect(result).toHaveAttribute('title', expect.stringContaining('112-104'));
  });
});
