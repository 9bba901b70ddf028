import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { BASKETBALL_STATS } from './params';
import { BasketballPlayerRanking, ScorerRanking, TeamRanking } from './rankings';
import { playerRow, teamRankingRow } from './test-data';

const P = zh.dataLibrary.players;

test('top scorers: rank, player, team, goals with penalties, assists, apps, minutes', () => {
  renderWithProviders(<ScorerRanking rows={[playerRow(1), playerRow(2)]} kind="goals" lang="zh" />);
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    '#',
    P.player,
    P.team,
    P.goals,
    P.penalties,
    P.assists,
    P.appearances,
    P.minutes,
  ]);
  const [first] = screen.getAllByTestId('ranking-row');
  expect(within(first).getByRole('rowheader')).toHaveTextContent('Player1-zh');
  expect(
    within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['1', 'CL1-zh', '19', '2', '3', '20', '1700']);
  expect(within(first).getAllByRole('cell')[2]).toHaveClass('bg-brand-soft/60');
});

test('assists rank by assists and leave penalties out', () => {
  renderWithProviders(<ScorerRanking rows={[playerRow(1)]} kind="assists" lang="en" />, {
    locale: 'en',
  });
  expect(screen.queryByRole('columnheader', { name: en.dataLibrary.players.penalties })).toBeNull();
  const cells = within(screen.getByTestId('ranking-row')).getAllByRole('cell');
  expect(cells[3]).toHaveTextContent('3');
  expect(cells[3]).toHaveClass('bg-brand-soft/60');
});

test('basketball players: every per-game statistic, the ranked one highlighted', () => {
  renderWithProviders(
    <BasketballPlayerRanking
      rows={[playerRow(1)]}
      stat="rebounds"
      stats={BASKETBALL_STATS}
      lang="en"
    />,
    { locale: 'en' },
  );
  const cells = within(screen.getByTestId('ranking-row')).getAllByRole('cell');
  expect(cells.map((c) => c.textContent)).toEqual([
    '1',
    'CL1-en',
    '20',
    '25.4',
    '10.1',
    '7.0',
    '1.2',
    '0.8',
  ]);
  expect(cells[4]).toHaveClass('bg-brand-soft/60');
  expect(screen.getByTitle('Rebounds')).toHaveTextContent('REB');
});

test('team ranking: record, winning percentage and points per game', () => {
  renderWithProviders(<TeamRanking rows={[teamRankingRow(1)]} lang="zh" />);
  const row = screen.getByTestId('ranking-row');
  expect(within(row).getByRole('rowheader')).toHaveTextContent('Team1-zh');
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['1', '15', '14', '1', '93.3%', '110.5', '104.3', '+6.3']);
});

test('an empty ranking says so', () => {
  renderWithProviders(<ScorerRanking rows={[]} kind="goals" lang="zh" />);
  expect(screen.getByText(zh.dataLibrary.empty)).toBeInTheDocument();
});
