import { screen, within } from '@testing-library/react';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { ScheduleList } from './schedule-list';
import { scheduleDay } from './test-data';

// Only rendering here: no call may reach the BFF (book-button.test.tsx covers booking).
let bff: ReturnType<typeof mockBff>;
beforeEach(() => {
  bff = mockBff();
});
afterEach(() => {
  expect(bff.calls).toEqual([]);
  jest.restoreAllMocks();
});

const day = scheduleDay;

test('matches by competition with kick-off, state, teams and a booking button for upcoming ones', () => {
  renderWithProviders(
    <ScheduleList day={day} sport="football" lang="en" loggedIn competition={null} />,
    { locale: 'en' },
  );
  const groups = screen.getAllByTestId('schedule-group');
  expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual([
    'EPL-en',
    'Friendly-en',
  ]);
  expect(within(groups[0]).getByText('3 matches')).toBeInTheDocument();
  const rows = within(groups[0]).getAllByTestId('schedule-match');
  expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['finished', 'live', 'scheduled']);
  expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/en/score-detail?id=1');
  expect(within(rows[0]).getAllByText(en.dataLibrary.status.finished).length).toBeGreaterThan(0);
  expect(within(rows[1]).getAllByText("67'").length).toBeGreaterThan(0);
  expect(within(rows[0]).queryByTestId('book-button')).toBeNull();
  expect(within(rows[1]).queryByTestId('book-button')).toBeNull();
  // The booking rendered by the server for a logged-in user.
  expect(within(rows[2]).getByRole('button', { name: 'Book Home3-en v Away3-en' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(within(groups[1]).getByRole('button')).toHaveAttribute('aria-pressed', 'false');
  // Competitions with a data library link to it.
  expect(within(groups[0]).getByRole('link', { name: /Data/ })).toHaveAttribute(
    'href',
    '/en/base-football?id=82',
  );
  expect(within(groups[1]).queryByRole('link', { name: /Data/ })).toBeNull();
  expect(screen.queryByText('Home1-zh')).toBeNull();
});

test('one competition only, or a message for an empty day', () => {
  const { unmount } = renderWithProviders(
    <ScheduleList day={day} sport="football" lang="zh" loggedIn={false} competition={999} />,
  );
  expect(screen.getAllByTestId('schedule-group')).toHaveLength(1);
  expect(screen.getByRole('heading')).toHaveTextContent('Friendly-zh');
  unmount();
  renderWithProviders(
    <ScheduleList
      day={{ ...day, matches: [] }}
      sport="football"
      lang="zh"
      loggedIn={false}
      competition={null}
    />,
  );
  expect(screen.getByText(zh.schedule.empty)).toBeInTheDocument();
});
