import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { RoundMatches } from './round-matches';
import { matchItem, roundView, seasonRounds } from './test-data';

const rounds = [1, 2, 3].map((n) => roundView(n, n < 2 ? { finished: 10, upcoming: 0 } : {}));
// 12:00 and 14:30 UTC on 1 May are 20:00 and 22:30 in Shanghai; 17:00 UTC is already 2 May there.
const finished = matchItem({
  id: 11,
  status: 'finished',
  phase: 'FT',
  home_score: 2,
  away_score: 1,
  home_half_score: 1,
  away_half_score: 0,
  kickoff: '2030-05-01T12:00:00.000Z',
});
const live = matchItem({
  id: 12,
  status: 'live',
  phase: '2H',
  match_str: "67'",
  home_score: 0,
  away_score: 0,
  kickoff: '2030-05-01T14:30:00.000Z',
});
const later = matchItem({ id: 13, kickoff: '2030-05-01T17:00:00.000Z' });
const href = (n: number) => `/base-football?id=82&tab=matches&round=${n}`;

test('the round’s matches by day link to the match centre, with scores, half-time and state', () => {
  renderWithProviders(
    <RoundMatches
      data={seasonRounds(2, rounds, [finished, live, later])}
      lang="en"
      roundHref={href}
    />,
    { locale: 'en' },
  );
  expect(screen.getByRole('heading', { level: 3, name: 'Matchday 2' })).toBeInTheDocument();
  const days = screen.getAllByRole('region');
  expect(days).toHaveLength(2);
  const links = screen.getAllByTestId('round-match');
  expect(links.map((a) => a.getAttribute('href'))).toEqual([
    '/en/score-detail?id=11',
    '/en/score-detail?id=12',
    '/en/score-detail?id=13',
  ]);
  expect(links[0]).toHaveAccessibleName('Home11-en 2, Away11-en 1');
  expect(within(links[0]).getByText('2 - 1')).toBeInTheDocument();
  expect(within(links[0]).getByText('HT 1-0')).toBeInTheDocument();
  expect(within(links[0]).getAllByText(en.dataLibrary.status.finished).length).toBeGreaterThan(0);
  expect(within(links[1]).getByText('0 - 0')).toHaveClass('text-live');
  expect(within(links[1]).getAllByText("67'").length).toBeGreaterThan(0);
  expect(within(links[2]).getByText('VS')).toBeInTheDocument();
  expect(within(links[2]).getByText('01:00')).toBeInTheDocument();
  expect(within(days[1]).getByTestId('round-match')).toBe(links[2]);
});

test('the round picker: previous and next links and every round in a menu that works without JavaScript', () => {
  renderWithProviders(
    <RoundMatches data={seasonRounds(2, rounds, [later])} lang="zh" roundHref={href} />,
  );
  expect(screen.getByRole('link', { name: '上一轮：第1轮' })).toHaveAttribute('href', href(1));
  expect(screen.getByRole('link', { name: '下一轮：第3轮' })).toHaveAttribute('href', href(3));
  const menu = screen.getByText('第2轮', { selector: 'summary' }).closest('details')!;
  const items = within(menu).getAllByRole('link');
  expect(items.map((a) => a.textContent)).toEqual(['1', '2', '3']);
  expect(items[1]).toHaveAttribute('aria-current', 'page');
});

test('the first round has no previous link; an empty round says so', () => {
  renderWithProviders(
    <RoundMatches data={seasonRounds(1, rounds, [])} lang="zh" roundHref={href} />,
  );
  expect(screen.queryByRole('link', { name: /上一轮/ })).toBeNull();
  expect(screen.getByText(zh.dataLibrary.rounds.empty)).toBeInTheDocument();
});

test('cup rounds are listed by stage with their names', () => {
  const cup = [
    roundView(1, { finished: 18, upcoming: 0 }),
    roundView(9, { stage: 'playoff', name_en: 'Knockout play-offs, 1st leg' }),
    roundView(14, { stage: 'knockout', name_en: 'Final' }),
  ];
  renderWithProviders(
    <RoundMatches data={seasonRounds(14, cup, [])} lang="en" roundHref={href} />,
    { locale: 'en' },
  );
  const menu = screen.getByText('Final', { selector: 'summary' }).closest('details')!;
  expect(within(menu).getByText(en.dataLibrary.rounds.stages.knockout)).toBeInTheDocument();
  expect(within(menu).getByRole('link', { name: 'Knockout play-offs, 1st leg' })).toHaveAttribute(
    'href',
    `/en${href(9)}`,
  );
});
