import { screen, within } from '@testing-library/react';
import en from '@/messages/en.json';
import { renderWithProviders } from '@/test/render';
import { matchItem } from '@/test/match-item';
import type { StandingNow } from '@/lib/matches/as-it-stands';
import type { TeamDetail } from '@/lib/teams/contract';
import { TeamPageView } from './team-page';

const trio = (p: string, v: string) => ({ [`${p}_zh`]: v, [`${p}_en`]: v, [`${p}_vi`]: v });

function row(team: number, position: number, live = false): StandingNow {
  return {
    position,
    before: position,
    movement: 'same',
    team_id: team,
    team_logo: `/crest/${team}.svg`,
    played: 10,
    won: 6,
    drawn: 2,
    lost: 2,
    goals_for: 20,
    goals_against: 10,
    goal_diff: 10,
    points: 20 - position,
    form: 'WWDLW',
    win_pct: null,
    games_behind: null,
    live: live ? { match_id: 5, result: 'W', goals_for: 2, goals_against: 0 } : null,
    ...(trio('team_name', `Team ${team}`) as {
      team_name_zh: string;
      team_name_en: string;
      team_name_vi: string;
    }),
    ...(trio('short_name', `T${team}`) as {
      short_name_zh: string;
      short_name_en: string;
      short_name_vi: string;
    }),
  };
}

const competition = {
  id: 82,
  kind: 'league' as const,
  colour: '#3d195b',
  name_zh: '英超',
  name_en: 'Premier League',
  name_vi: 'Ngoại hạng Anh',
  short_name_zh: '英超',
  short_name_en: 'EPL',
  short_name_vi: 'NHA',
};

const next = matchItem({ id: 7, home_team_id: 10, away_team_id: 20 });
const past = {
  ...matchItem({
    id: 6,
    home_team_id: 30,
    away_team_id: 10,
    status: 'finished',
    home_score: 0,
    away_score: 2,
  }),
  result: 'W' as const,
};

const d: TeamDetail = {
  team: {
    id: 10,
    sport: 'football',
    country: 'ENG',
    founded: 1886,
    colour_primary: '#EF0107',
    colour_secondary: '#FFFFFF',
    rating: 90,
    logo: '/crest/10.svg',
    name_zh: '阿森纳',
    name_en: 'Arsenal',
    name_vi: 'Arsenal',
    short_name_zh: '阿森纳',
    short_name_en: 'Arsenal',
    short_name_vi: 'Arsenal',
    country_name_zh: '英格兰',
    country_name_en: 'England',
    country_name_vi: 'Anh',
    venue: {
      id: 1,
      capacity: 60704,
      name_zh: '酋长球场',
      name_en: 'Emirates Stadium',
      name_vi: 'Emirates',
      city_zh: '伦敦',
      city_en: 'London',
      city_vi: 'London',
    },
  },
  current: null,
  next,
  results: [past],
  form: 'W',
  competitions: [
    {
      competition,
      season: { id: 1, label: '2025/26' },
      matches: [past, next],
      table: {
        group_key: '',
        group_name_zh: '',
        group_name_en: '',
        group_name_vi: '',
        live: false,
        size: 20,
        rows: [row(40, 1), row(10, 2), row(30, 3)],
      },
    },
  ],
  squad: [
    {
      position: 'GK',
      players: [
        {
          id: 101,
          shirt_number: 1,
          ...(trio('name', 'David Raya') as { name_zh: string; name_en: string; name_vi: string }),
          nationality: 'ESP',
          nationality_name_zh: '西班牙',
          nationality_name_en: 'Spain',
          nationality_name_vi: 'Tây Ban Nha',
          birth_date: '1995-09-15',
          age: 30,
        },
        {
          id: 102,
          shirt_number: 22,
          ...(trio('name', 'Backup Keeper') as {
            name_zh: string;
            name_en: string;
            name_vi: string;
          }),
          nationality: 'ENG',
          nationality_name_zh: '英格兰',
          nationality_name_en: 'England',
          nationality_name_vi: 'Anh',
          birth_date: null,
          age: null,
        },
      ],
    },
  ],
  scorers: [
    {
      player_id: 109,
      shirt_number: 7,
      ...(trio('name', 'Bukayo Saka') as { name_zh: string; name_en: string; name_vi: string }),
      appearances: 10,
      goals: 6,
      assists: 4,
      points_per_game: null,
    },
  ],
  rooms: [],
  news: [{ id: 3, title: 'Arsenal win again', cover: '', published_at: 1_900_000_000 }],
};

test('the team page shows the header, next match, results, table, squad, scorers and news', () => {
  renderWithProviders(<TeamPageView d={d} />, { locale: 'en' });
  expect(screen.getByRole('heading', { level: 1, name: 'Arsenal' })).toBeInTheDocument();
  expect(screen.getByTestId('team-venue')).toHaveTextContent('Emirates Stadium · London');
  expect(screen.getByText(en.teamPage.founded.replace('{year}', '1886'))).toBeInTheDocument();

  const nextCard = screen.getByTestId('team-next');
  expect(within(nextCard).getByRole('link', { name: /Match centre/ })).toHaveAttribute(
    'href',
    '/en/score-detail?id=7',
  );
  expect(within(nextCard).getByRole('link', { name: 'home_team_name-en' })).toHaveAttribute(
    'href',
    '/en/team?id=10',
  );

  // The result seen from the team: away at team 30, a win.
  const results = screen.getByTestId('team-results');
  expect(within(results).getByRole('link', { name: 'home_team_name-en' })).toHaveAttribute(
    'href',
    '/en/team?id=30',
  );
  expect(within(results).getByText('0-2')).toBeInTheDocument();

  const table = screen.getByTestId('team-table');
  expect(table.querySelector('tr[data-team="10"]')).toHaveAttribute('data-highlight', 'true');
  expect(within(table).getByText('2 of 20')).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: 'T40' })).toHaveAttribute(
    'href',
    '/en/team?id=40',
  );

  const squad = screen.getAllByTestId('squad-player');
  expect(squad).toHaveLength(2);
  expect(within(squad[0]).getByRole('link', { name: 'David Raya' })).toHaveAttribute(
    'href',
    '/en/player?id=101',
  );
  expect(within(squad[0]).getByText('Spain')).toBeInTheDocument();
  // No birth date: a dash, not 0.
  expect(squad[1]).toHaveTextContent(en.teamPage.unknown);

  expect(
    within(screen.getByTestId('team-scorers')).getByRole('link', { name: 'Bukayo Saka' }),
  ).toHaveAttribute('href', '/en/player?id=109');
  expect(within(screen.getByTestId('team-news')).getByRole('link')).toHaveAttribute(
    'href',
    '/en/news/3',
  );
  // No link inside another.
  expect(document.querySelectorAll('a a')).toHaveLength(0);
});
