import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/client/toast';
import zh from '@/messages/zh.json';
import { mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { reportListParams, reportView } from './params';
import { ReportsConsole } from './reports-console';
import {
  bulkHandled,
  commentDetail,
  handled,
  handledPage,
  openList,
  openPage,
  restored,
} from './test-data';

const mockReplace = jest.fn();
let mockSearch = new URLSearchParams();
jest.mock('next/navigation', () => ({
  useRouter: () => ({
    replace: mockReplace,
    push: jest.fn(),
    refresh: jest.fn(),
    prefetch: jest.fn(),
  }),
  usePathname: () => '/admin/reports',
  useSearchParams: () => mockSearch,
}));
jest.mock('@/lib/client/toast');

const T = zh.adminReports;
let bff: ReturnType<typeof mockBff>;
const posted = () => bff.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);

beforeEach(() => {
  jest.clearAllMocks();
  mockSearch = new URLSearchParams();
});
afterEach(() => jest.restoreAllMocks());

const row = (text: string) =>
  screen.getAllByTestId('console-row').find((r) => r.textContent?.includes(text))!;

describe('the reports page’s URL', () => {
  it('reads the view leniently and asks the list for it', () => {
    const v = reportView(
      (k) => ({ status: '1', type: 'chat', reason: 'nope', sort: 'time', page: '3' })[k],
    );
    expect(v).toEqual({
      status: 1,
      type: 'chat',
      reason: null,
      sort: 'time',
      dir: 'desc',
      page: 3,
    });
    expect(reportListParams(v)).toEqual({ status: 1, type: 'chat', sort: '-time', page: 3 });
    expect(reportListParams(reportView(() => null))).toEqual({
      status: 0,
      sort: '-count',
      page: 1,
    });
  });
});

describe('ReportsConsole', () => {
  it('shows one row per thing with its count and reasons; no hide for a user', () => {
    bff = mockBff({ 'GET admin/reportList': openList() });
    renderWithProviders(<ReportsConsole initial={openPage()} />);
    const comment = row('you are all idiots');
    expect(within(comment).getByText('3')).toBeInTheDocument();
    expect(within(comment).getByText(`${T.reasons.abuse} 2`)).toBeInTheDocument();
    expect(within(comment).getByTestId('report-hide')).toBeInTheDocument();
    expect(within(row('scammer')).queryByTestId('report-hide')).toBeNull();
  });

  it('hides after a confirmation and offers the undo (restore) on the toast', async () => {
    bff = mockBff({
      'GET admin/reportList': openList(),
      'POST admin/handleReport': handled('hide'),
      'POST admin/restoreContent': restored(),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportsConsole initial={openPage()} />);
    await user.click(within(row('you are all idiots')).getByTestId('report-hide'));
    const confirm = await screen.findByTestId('report-confirm');
    expect(posted()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: T.actions.hide }));
    await waitFor(() =>
      expect(posted()).toEqual([
        [
          'admin/handleReport',
          { target_type: 'comment', target_id: '41', action: 'hide', reason: '' },
        ],
      ]),
    );
    expect(toast.success).toHaveBeenCalledWith(
      T.done.hide,
      expect.objectContaining({ action: expect.objectContaining({ label: zh.console.undo }) }),
    );
    const undo = jest.mocked(toast.success).mock.calls[0][1] as unknown as {
      action: { onClick: () => void };
    };
    undo.action.onClick();
    await waitFor(() =>
      expect(posted()).toContainEqual([
        'admin/restoreContent',
        { target_type: 'comment', target_id: '41' },
      ]),
    );
  });

  it('dismisses at once; bans from the detail with a duration and a reason, after confirming', async () => {
    bff = mockBff({
      'GET admin/reportList': openList(),
      'GET admin/reportDetail': commentDetail(),
      'POST admin/handleReport': handled('ban'),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportsConsole initial={openPage()} />);
    await user.click(within(row('you are all idiots')).getByTestId('report-dismiss'));
    await waitFor(() =>
      expect(posted()).toEqual([
        [
          'admin/handleReport',
          { target_type: 'comment', target_id: '41', action: 'dismiss', reason: '' },
        ],
      ]),
    );
    await user.click(within(row('you are all idiots')).getByTestId('report-open'));
    const detail = await screen.findByTestId('report-detail');
    expect(await within(detail).findByText('insulting everyone')).toBeInTheDocument();
    await user.click(within(detail).getByTestId('report-action-ban'));
    expect(within(detail).getByTestId('report-apply')).toBeDisabled();
    await user.selectOptions(within(detail).getByRole('combobox'), '0');
    await user.type(within(detail).getByTestId('report-reason'), 'repeat offender');
    await user.click(within(detail).getByTestId('report-apply'));
    const confirm = await screen.findByTestId('report-confirm');
    await user.click(within(confirm).getByRole('button', { name: T.actions.ban }));
    await waitFor(() =>
      expect(posted()[1]).toEqual([
        'admin/handleReport',
        {
          target_type: 'comment',
          target_id: '41',
          action: 'ban',
          hours: 0,
          reason: 'repeat offender',
        },
      ]),
    );
  });

  it('dismisses several things at once', async () => {
    bff = mockBff({
      'GET admin/reportList': openList(),
      'POST admin/handleReports': bulkHandled(),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportsConsole initial={openPage()} />);
    await user.click(screen.getByRole('checkbox', { name: zh.console.table.selectAll }));
    await user.click(screen.getByTestId('reports-bulk-dismiss'));
    const confirm = await screen.findByTestId('report-confirm');
    await user.click(within(confirm).getByRole('button', { name: T.actions.dismiss }));
    await waitFor(() =>
      expect(posted()).toEqual([
        [
          'admin/handleReports',
          {
            targets: [
              { target_type: 'comment', target_id: '41' },
              { target_type: 'user', target_id: '9' },
            ],
            action: 'dismiss',
            reason: '',
          },
        ],
      ]),
    );
    expect(toast.success).toHaveBeenCalledWith('已处理 2/2 项');
  });

  it('restores a hidden thing from the handled list', async () => {
    mockSearch = new URLSearchParams('status=1');
    bff = mockBff({ 'POST admin/restoreContent': restored() });
    const user = userEvent.setup();
    renderWithProviders(<ReportsConsole initial={handledPage()} />);
    await user.click(screen.getByTestId('report-restore'));
    await waitFor(() =>
      expect(posted()).toEqual([
        ['admin/restoreContent', { target_type: 'comment', target_id: '41' }],
      ]),
    );
  });
});
