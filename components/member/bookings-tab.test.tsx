import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { matchItem } from '@/test/match-item';
import { BookingsTab } from './bookings-tab';
import { EmptyTab } from './empty-tab';

const mockApiPost = jest.fn<Promise<unknown>, unknown[]>();
jest.mock('@/lib/client/api', () => ({ apiPost: (...args: unknown[]) => mockApiPost(...args) }));
const mockToast = jest.fn();
jest.mock('sonner', () => ({ toast: { success: (...args: unknown[]) => mockToast(...args) } }));

const B = en.member.bookings;

function renderTab(ui: React.ReactElement) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>,
  );
}

const booked = [
  matchItem({
    id: 11,
    home_team_name_en: 'Arsenal',
    away_team_name_en: 'Chelsea',
    kickoff: '2030-05-01T19:45:00.000Z',
  }),
  matchItem({
    id: 12,
    home_team_name_en: 'Lazio',
    away_team_name_en: 'Roma',
    kickoff: '2030-05-02T18:00:00.000Z',
  }),
];

beforeEach(() => {
  mockApiPost.mockReset();
  mockToast.mockReset();
});

test('lists every booked match with its kick-off, teams and a link to the match centre', () => {
  renderTab(<BookingsTab initial={booked} />);
  const rows = screen.getAllByTestId('booking');
  expect(rows.map((r) => r.getAttribute('data-match-id'))).toEqual(['11', '12']);
  expect(within(rows[0]).getByText('Arsenal')).toBeInTheDocument();
  expect(within(rows[0]).getByText('Chelsea')).toBeInTheDocument();
  expect(within(rows[0]).getByText('05/01, 19:45')).toBeInTheDocument();
  expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/en/score-detail?id=11');
  expect(screen.queryByTestId('bookings-empty')).not.toBeInTheDocument();
});

test('unbook calls reserveMatch2 and drops the row; the last one leaves the empty state', async () => {
  mockApiPost.mockResolvedValue({ reserved: 0 });
  const ue = userEvent.setup();
  renderTab(<BookingsTab initial={booked} />);
  await ue.click(screen.getByRole('button', { name: 'Unbook Arsenal v Chelsea' }));
  expect(mockApiPost).toHaveBeenCalledWith('live/reserveMatch2', { match_id: 11 });
  expect(screen.getAllByTestId('booking').map((r) => r.getAttribute('data-match-id'))).toEqual([
    '12',
  ]);
  expect(mockToast).toHaveBeenCalledWith(B.removed, { id: 'unbook-11' });
  await ue.click(screen.getByRole('button', { name: 'Unbook Lazio v Roma' }));
  expect(screen.getByTestId('bookings-empty')).toHaveTextContent(B.emptyTitle);
});

test('a failed unbook keeps the row', async () => {
  mockApiPost.mockRejectedValue(new Error('offline'));
  const ue = userEvent.setup();
  renderTab(<BookingsTab initial={booked} />);
  await ue.click(screen.getByRole('button', { name: 'Unbook Lazio v Roma' }));
  expect(screen.getAllByTestId('booking')).toHaveLength(2);
  expect(mockToast).not.toHaveBeenCalled();
});

test('no bookings: a translated empty state that points to the schedule', () => {
  renderTab(<BookingsTab initial={[]} />);
  expect(screen.getByTestId('bookings-empty')).toHaveTextContent(B.emptyText);
  expect(screen.getByRole('link', { name: B.toSchedule })).toHaveAttribute(
    'href',
    '/en/schedule?type=4',
  );
});

test.each(['follows', 'messages'] as const)(
  'the %s tab is a real empty state, not the profile',
  (tab) => {
    renderTab(<EmptyTab tab={tab} />);
    expect(screen.getByRole('heading', { name: en.member.empty[tab].title })).toBeInTheDocument();
    expect(screen.getByText(en.member.empty[tab].text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.member.empty[tab].action })).toBeInTheDocument();
  },
);
