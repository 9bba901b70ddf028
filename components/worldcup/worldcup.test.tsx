import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import zh from '@/messages/zh.json';
import {
  bracket,
  finishOf,
  groupTables,
  MATCHES,
  squadOf,
  thirdPlaced,
} from '@/lib/worldcup/tournament';
import { KnockoutBracket } from './bracket';
import { GroupTables } from './groups';
import { MatchList } from './matches';
import { DEFAULT_TEAM, matchHref, parseWorldCupQuery, squadHref, worldCupHref } from './params';
import { SquadView } from './squads';

describe('the URL', () => {
  test('tabs and teams read from the query; anything unknown is the default', () => {
    expect(DEFAULT_TEAM).toBe('ESP');
    expect(parseWorldCupQuery({})).toEqual({ tab: 'overview', team: 'ESP' });
    expect(parseWorldCupQuery({ tab: 'squads', team: 'arg' })).toEqual({
      tab: 'squads',
      team: 'ARG',
    });
    expect(parseWorldCupQuery({ tab: ['matches', 'x'], team: 'XYZ' })).toEqual({
      tab: 'matches',
      team: 'ESP',
    });
    expect(parseWorldCupQuery({ tab: '<script>', team: '../../' })).toEqual({
      tab: 'overview',
      team: 'ESP',
    });
  });

  test('canonical addresses leave the defaults out', () => {
    expect(worldCupHref()).toBe('/trophy/home');
    expect(worldCupHref({ tab: 'overview', team: 'ARG' })).toBe('/trophy/home');
    expect(worldCupHref({ tab: 'scorers', team: 'ARG' })).toBe('/trophy/home?tab=scorers');
    expect(squadHref('ESP')).toBe('/trophy/home?tab=squads');
    expect(squadHref('ARG')).toBe('/trophy/home?tab=squads&team=ARG');
    expect(matchHref(104)).toBe('/trophy/home?tab=matches#m104');
  });
});

test('the bracket: 32 matches on a desktop, the same stacked for a phone, the final won by Spain', () => {
  renderWithProviders(<KnockoutBracket data={bracket()} lang="zh" />, { locale: 'zh' });
  const desk = screen.getByTestId('bracket');
  expect(within(desk).getAllByTestId('bracket-match')).toHaveLength(32);
  expect(
    within(screen.getByTestId('bracket-stacked')).getAllByTestId('bracket-match'),
  ).toHaveLength(32);
  const final = screen.getByTestId('bracket-final');
  expect(final.querySelector('[data-winner="true"]')?.textContent).toBe('西班牙1');
  expect(final).toHaveTextContent('阿根廷0');
  expect(final).toHaveTextContent(zh.worldcup.match.aet);
  // A shoot-out shows the penalties beside the score.
  const m74 = desk.querySelector('[data-match="74"]');
  expect(m74).toHaveTextContent('巴拉圭1(4)');
  expect(m74?.getAttribute('href')).toBe('/trophy/home?tab=matches#m74');
});

test('the group tables: 12 groups of 4, the two best and the best thirds marked', () => {
  const tables = groupTables();
  renderWithProviders(<GroupTables tables={tables} thirds={thirdPlaced(tables)} lang="en" />, {
    locale: 'en',
  });
  expect(screen.getAllByTestId('group-table')).toHaveLength(12);
  expect(screen.getAllByTestId('group-row')).toHaveLength(48);
  const a = screen.getAllByTestId('group-table')[0];
  expect(within(a).getByRole('heading')).toHaveTextContent('Group A');
  expect(
    within(a)
      .getAllByRole('rowheader')
      .map((r) => r.textContent),
  ).toEqual(['Mexico', 'South Africa', 'South Korea', 'Czech Republic']);
  expect(screen.getAllByTitle(en.worldcup.groups.bestThird)).toHaveLength(8);
});

test('the results in Vietnamese, kick-offs in the page’s zone, scorers in their own names', () => {
  renderWithProviders(<MatchList matches={MATCHES} lang="vi" zone="Asia/Ho_Chi_Minh" />, {
    locale: 'vi',
    timeZone: 'Asia/Ho_Chi_Minh',
  });
  expect(screen.getAllByTestId('wc-match')).toHaveLength(104);
  const first = document.getElementById('m1') as HTMLElement;
  // 13:00 in Mexico City (UTC-6) is 02:00 the next day in Hanoi.
  expect(first.querySelector('time')).toHaveAttribute('datetime', '2026-06-11T19:00:00.000Z');
  expect(first.querySelector('time')).toHaveTextContent('02:00');
  expect(first).toHaveTextContent('Julián Quiñones');
  const final = document.getElementById('m104') as HTMLElement;
  expect(final).toHaveTextContent('Tây Ban Nha');
  expect(final).toHaveTextContent(vi.worldcup.match.aet);
  expect(within(final).getByTestId('wc-score')).toHaveTextContent('1–0');
  // An own goal is marked as one.
  expect(document.getElementById('m8')).toHaveTextContent(
    `Miro Muheim ${vi.worldcup.match.ownGoal}`,
  );
});

test('a squad by position with ages and clubs, in Chinese', () => {
  const squad = squadOf('ARG');
  if (!squad) throw new Error('no squad');
  renderWithProviders(<SquadView squad={squad} finish={finishOf('ARG')} lang="zh" />, {
    locale: 'zh',
  });
  expect(screen.getAllByTestId('squad-player')).toHaveLength(26);
  const messi = screen.getByRole('rowheader', { name: '梅西' }).closest('tr') as HTMLElement;
  expect(messi).toHaveTextContent('10梅西38迈阿密国际8');
  expect(screen.getByTestId('squad-finish')).toHaveTextContent(zh.worldcup.finish.runnerUp);
  expect(
    screen.getAllByRole('heading', { level: 3 }).map((h) => h.firstChild?.textContent),
  ).toEqual(['门将', '后卫', '中场', '前锋']);
});
