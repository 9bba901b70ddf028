import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { Standings } from './standings';
import { group, seasonTable, standingRow } from './test-data';

const league = seasonTable(82, [
  group(
    '',
    Array.from({ length: 20 }, (_, i) => standingRow(i + 1, i === 0 ? { form: 'WWDLW' } : {})),
  ),
]);

test('a league table: position, crest, team, P W D L GF GA GD Pts and form, in the page language', () => {
  renderWithProviders(<Standings table={league} sport="football" lang="en" formSize={6} />, {
    locale: 'en',
  });
  const T = en.dataLibrary.table;
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual([
    '#',
    T.team,
    T.played,
    T.won,
    T.drawn,
    T.lost,
    T.goalsFor,
    T.goalsAgainst,
    T.goalDiff,
    T.points,
    T.form,
  ]);
  const rows = screen.getAllByTestId('table-row');
  expect(rows).toHaveLength(20);
  const first = within(rows[0]);
  expect(first.getByRole('rowheader')).toHaveTextContent('Team1-en');
  expect(rows[0].querySelector('img')?.getAttribute('src')).toBe('/crest/101.png');
  expect(first.getAllByRole('cell').map((c) => c.textContent)).toEqual([
    '1',
    '30',
    '19',
    '5',
    '6',
    '59',
    '21',
    '+38',
    '62',
    'WWDLW',
  ]);
  expect(screen.queryByText('Team1-zh')).toBeNull();
});

test('on a phone the secondary columns step aside: team, played, GD and points stay in view', () => {
  renderWithProviders(<Standings table={league} sport="football" lang="en" formSize={6} />, {
    locale: 'en',
  });
  const T = en.dataLibrary.table;
  const mobileHidden = (el: Element) => el.className.split(/\s+/).includes('max-desk:hidden');
  const headers = screen.getAllByRole('columnheader');
  const hidden = headers.filter(mobileHidden).map((h) => h.textContent);
  expect(hidden).toEqual([T.won, T.drawn, T.lost, T.goalsFor, T.goalsAgainst]);
  const row = screen.getAllByTestId('table-row')[0];
  expect(mobileHidden(within(row).getByRole('rowheader'))).toBe(false);
  for (const col of ['goal-diff', 'points']) {
    const cell = row.querySelector(`[data-col="${col}"]`);
    expect(cell).not.toBeNull();
    expect(mobileHidden(cell!)).toBe(false);
  }
  // Each hidden header has its hidden cells: the columns stay aligned.
  expect(within(row).getAllByRole('cell').filter(mobileHidden)).toHaveLength(hidden.length);
});

test('zone colours mark the Champions League places and relegation, with a legend', () => {
  renderWithProviders(<Standings table={league} sport="football" lang="zh" formSize={6} />);
  const rows = screen.getAllByTestId('table-row');
  const badge = (i: number) => within(rows[i]).getAllByRole('cell')[0].firstElementChild!;
  expect(badge(0)).toHaveClass('bg-blue-600');
  expect(badge(0)).toHaveAttribute('title', zh.dataLibrary.zones.ucl);
  expect(badge(9).className).not.toMatch(/bg-/);
  expect(badge(19)).toHaveClass('bg-live');
  const legend = screen.getByRole('list', { name: zh.dataLibrary.zones.legend });
  expect(
    within(legend)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    zh.dataLibrary.zones.ucl,
    zh.dataLibrary.zones.uel,
    zh.dataLibrary.zones.uecl,
    zh.dataLibrary.zones.relegation,
  ]);
});

test('form badges show the last n results, padded on the old side', () => {
  renderWithProviders(<Standings table={league} sport="football" lang="zh" formSize={6} />);
  const form = within(screen.getAllByTestId('table-row')[0]).getByRole('list', {
    name: '近6场战绩（由远及近）',
  });
  const items = form.querySelectorAll('li');
  expect(items).toHaveLength(6);
  expect(items[0]).toHaveAttribute('aria-hidden');
  expect([...items].slice(1).map((li) => li.textContent)).toEqual(['胜', '胜', '平', '负', '胜']);
  expect(items[5]).toHaveClass('bg-win');
  expect(items[4]).toHaveClass('bg-live');
});

test('the NBA: two conferences with win percentage and games behind', () => {
  const nba = seasonTable(1, [
    group('east', [
      standingRow(1, {
        won: 12,
        lost: 3,
        played: 15,
        win_pct: 0.8,
        games_behind: 0,
        goals_for: 1765,
        goals_against: 1672,
        form: 'WWWWL',
      }),
      standingRow(2, {
        won: 10,
        lost: 5,
        played: 15,
        win_pct: 0.667,
        games_behind: 2,
        goals_for: 1600,
        goals_against: 1650,
      }),
    ]),
    group('west', [
      standingRow(3, { position: 1, won: 11, lost: 4, win_pct: 0.733, games_behind: 0 }),
    ]),
  ]);
  renderWithProviders(<Standings table={nba} sport="basketball" lang="en" formSize={6} />, {
    locale: 'en',
  });
  expect(screen.getByRole('heading', { name: 'east-en' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'west-en' })).toBeInTheDocument();
  const T = en.dataLibrary.table;
  expect(
    screen
      .getAllByRole('columnheader')
      .slice(0, 10)
      .map((h) => h.textContent),
  ).toEqual(['#', T.team, T.won, T.lost, T.winPct, T.gamesBehind, T.ppg, T.oppg, T.diff, T.form]);
  const [leader, second] = screen.getAllByTestId('table-row');
  expect(
    within(leader)
      .getAllByRole('cell')
      .map((c) => c.textContent)
      .slice(1, 8),
  ).toEqual(['12', '3', '80.0%', '-', '117.7', '111.5', '+6.2']);
  expect(within(second).getAllByRole('cell')[4]).toHaveTextContent('2');
  expect(within(leader).getAllByRole('cell')[0].firstElementChild).toHaveClass('bg-blue-600');
});

test('an empty table says so', () => {
  renderWithProviders(
    <Standings table={seasonTable(82, [group('', [])])} sport="football" lang="zh" formSize={6} />,
  );
  expect(screen.getByText(zh.dataLibrary.empty)).toBeInTheDocument();
});
