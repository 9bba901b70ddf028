import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import { mockBff } from '@/test/bff';
import { matchItem } from '@/test/match-item';
import { renderWithProviders } from '@/test/render';
import { BookingsTab } from './bookings-tab';
import { unbooked } from '@/components/schedule/test-data';
import { toast } from '@/lib/client/toast';

jest.mock('@/lib/client/toast');
const mockToast = jest.mocked(toast.success);
const mockToastError = jest.mocked(toast.error);

const B = en.member.bookings;

function renderTab(ui: React.ReactElement) {
  return renderWithProviders(ui, { locale: 'en', timeZone: 'UTC' });
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

let bff: ReturnType<typeof mockBff>;

beforeEach(() => {
  mockToast.mockReset();
  mockToastError.mockReset();
  bff = mockBff();
});
afterEach(() => jest.restoreAllMocks());

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
  bff.route('POST live/reserveMatch2', unbooked);
  const ue = userEvent.setup();
  renderTab(<BookingsTab initial={booked} />);
  await ue.click(screen.getByRole('button', { name: 'Unbook Arsenal v Chelsea' }));
  await waitFor(() => expect(screen.getAllByTestId('booking')).toHaveLength(1));
  expect(bff.calls).toEqual([
    { method: 'POST', path: 'live/reserveMatch2', query: {}, body: { match_id: 11 } },
  ]);
  expect(screen.getAllByTestId('booking').map((r) => r.getAttribute('data-match-id'))).toEqual([
    '12',
  ]);
  expect(mockToast).toHaveBeenCalledWith(B.removed, { id: 'unbook-11' });
  await ue.click(screen.getByRole('button', { name: 'Unbook Lazio v Roma' }));
  expect(await screen.findByTestId('bookings-empty')).toHaveTextContent(B.emptyTitle);
});

test('a failed unbook keeps the row', async () => {
  bff.route('POST live/reserveMatch2', () => {
    throw new TypeError('Failed to fetch');
  });
  const ue = userEvent.setup();
  renderTab(<BookingsTab initial={booked} />);
  await ue.click(screen.getByRole('button', { name: 'Unbook Lazio v Roma' }));
  // The client tells of the network failure; the row stays.
  await waitFor(() => expect(mockToastError).toHaveBeenCalled());
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
