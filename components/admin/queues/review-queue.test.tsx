import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/client/toast';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { fail, mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { ReauthProvider } from '@/components/admin/reauth';
import {
  adminApplication,
  adminHorn,
  adminWithdrawal,
  applicationRevealed,
  bulkReviewed,
  hornList,
  hornReviewed,
  reauthed,
  reviewPage,
  withdrawalList,
  withdrawalReviewed,
} from '@/components/admin/test-data';
import { AnchorQueue, HornQueue, WithdrawalQueue } from './queues';

jest.mock('@/lib/client/toast');

// The URL's search params, as useConsoleParams keeps them (router.replace in the browser).
let mockSearch = new URLSearchParams();
jest.mock('@/components/admin/use-console-params', () => {
  const { useReducer } = jest.requireActual<typeof import('react')>('react');
  return {
    useConsoleParams: () => {
      const [, rerender] = useReducer((n: number) => n + 1, 0);
      return [
        { get: (k: string) => mockSearch.get(k), all: () => Object.fromEntries(mockSearch) },
        (patch: Record<string, string | number | null | undefined>) => {
          const next = new URLSearchParams(mockSearch);
          if (!('page' in patch)) next.delete('page');
          for (const [k, v] of Object.entries(patch)) {
            if (v === null || v === undefined || v === '') next.delete(k);
            else next.set(k, String(v));
          }
          mockSearch = next;
          rerender();
        },
      ];
    },
  };
});

const Q = zh.adminQueues;
const E = en.adminQueues;

beforeEach(() => {
  jest.clearAllMocks();
  mockSearch = new URLSearchParams();
});
afterEach(() => jest.restoreAllMocks());

const inShell = (ui: React.ReactElement) => <ReauthProvider>{ui}</ReauthProvider>;

describe('a review queue', () => {
  it('shows the waiting rows, the counts per status and the keyboard hint, in English', () => {
    mockBff({});
    renderWithProviders(
      inShell(
        <HornQueue
          initial={reviewPage([adminHorn(1), adminHorn(2, { free: true })], 2, 1, [2, 5, 1])}
        />,
      ),
      { locale: 'en' },
    );
    expect(screen.getByRole('heading', { name: E.title.horns })).toBeInTheDocument();
    const rows = screen.getAllByTestId('console-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Night Owl');
    expect(rows[0]).toHaveTextContent('138****0001');
    expect(rows[1]).toHaveTextContent(E.free);
    expect(screen.getByTestId('queue-filter-0')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('queue-filter-0')).toHaveTextContent(`${E.status.waiting}(2)`);
    expect(screen.getByTestId('queue-filter-1')).toHaveTextContent(`${E.status.passed}(5)`);
    expect(screen.getByTestId('queue-filter-all')).toHaveTextContent(`${E.status.all}(8)`);
    expect(screen.getByTestId('queue-keys')).toHaveTextContent(E.keys);
    // Time and cost sort; the time is the default, newest first.
    expect(screen.getByRole('columnheader', { name: new RegExp(E.col.submitted) })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('keeps the filter, search and sort in the URL and reads the list for them', async () => {
    const bff = mockBff({ 'GET admin/hornList': hornList(reviewPage([adminHorn(3)])) });
    renderWithProviders(inShell(<HornQueue initial={reviewPage([adminHorn(1)])} />));
    const ue = userEvent.setup();
    await ue.click(screen.getByTestId('queue-filter-2'));
    expect(mockSearch.get('status')).toBe('2');
    await waitFor(() => expect(bff.calls.at(-1)?.query).toMatchObject({ status: '2', page: '1' }));
    await ue.type(screen.getByRole('searchbox', { name: Q.searchLabel }), 'Night');
    await ue.click(screen.getByRole('button', { name: zh.console.search }));
    expect(mockSearch.get('q')).toBe('Night');
    await waitFor(() => expect(bff.calls.at(-1)?.query).toMatchObject({ q: 'Night' }));
    await ue.click(screen.getByRole('button', { name: new RegExp(Q.col.cost) }));
    expect(mockSearch.get('sort')).toBe('amount');
    await waitFor(() => expect(bff.calls.at(-1)?.query).toMatchObject({ sort: 'amount' }));
    expect(await screen.findByText('比赛精彩 3')).toBeInTheDocument();
  });

  it('approves a horn at once and reads the list again', async () => {
    const bff = mockBff({
      'POST admin/reviewHorn': hornReviewed(adminHorn(1, { status: 1 })),
      'GET admin/hornList': hornList(reviewPage([])),
    });
    renderWithProviders(inShell(<HornQueue initial={reviewPage([adminHorn(1)])} />));
    await userEvent.setup().click(
      screen.getByRole('button', {
        name: Q.approveLabel.replace('{subject}', 'Night Owl 的喇叭'),
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(Q.approvedToast));
    expect(bff.calls.map((c) => [c.method, c.path, c.body])).toContainEqual([
      'POST',
      'admin/reviewHorn',
      { id: 1, pass: 1 },
    ]);
    await waitFor(() => expect(screen.queryAllByTestId('console-row')).toHaveLength(0));
  });

  it('rejects only with a reason; R on a focused row opens the rejection', async () => {
    const bff = mockBff({
      'POST admin/reviewHorn': fail('alreadyReviewed', '已审核过'),
      'GET admin/hornList': hornList(reviewPage([])),
    });
    renderWithProviders(inShell(<HornQueue initial={reviewPage([adminHorn(1)])} />));
    const ue = userEvent.setup();
    act(() => screen.getAllByTestId('console-row')[0].focus());
    await ue.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: Q.rejectTitle.horns });
    await ue.click(within(dialog).getByRole('button', { name: zh.admin.confirmReject }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(zh.admin.reasonRequired);
    expect(bff.calls).toEqual([]);
    await ue.type(within(dialog).getByLabelText(zh.admin.reason), '  含有广告  ');
    await ue.click(within(dialog).getByRole('button', { name: zh.admin.confirmReject }));
    expect(await within(dialog).findByText('已审核过')).toBeInTheDocument();
    expect(bff.calls.map((c) => c.body)).toEqual([{ id: 1, pass: 0, reason: '含有广告' }]);

    bff.route(
      'POST admin/reviewHorn',
      hornReviewed(adminHorn(1, { status: 2, reason: '含有广告' })),
    );
    await ue.click(within(dialog).getByRole('button', { name: zh.admin.confirmReject }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith(Q.rejectedToast);
  });

  it('reviews the selected rows in bulk, one reason for all, and tells what failed', async () => {
    const bff = mockBff({
      'POST admin/bulkReview': bulkReviewed([
        { id: 1, ok: true, status: 2 },
        { id: 2, ok: false, error: 'alreadyReviewed', msg: '已审核过' },
      ]),
      'GET admin/hornList': hornList(reviewPage([adminHorn(2)])),
    });
    renderWithProviders(
      inShell(
        <HornQueue
          initial={reviewPage([adminHorn(1), adminHorn(2), adminHorn(3, { status: 1 })])}
        />,
      ),
    );
    const ue = userEvent.setup();
    const boxes = screen.getAllByRole('checkbox', { name: zh.console.table.select });
    expect(boxes[2]).toBeDisabled();
    await ue.click(boxes[0]);
    await ue.click(boxes[1]);
    const bar = screen.getByTestId('bulk-bar');
    expect(bar).toHaveTextContent('2');
    await ue.click(within(bar).getByTestId('bulk-reject'));
    const dialog = await screen.findByRole('dialog', {
      name: Q.bulkRejectTitle.replace('{n}', '2'),
    });
    await ue.type(within(dialog).getByLabelText(zh.admin.reason), '广告');
    await ue.click(within(dialog).getByRole('button', { name: zh.admin.confirmReject }));
    await waitFor(() =>
      expect(bff.calls.find((c) => c.path === 'admin/bulkReview')?.body).toEqual({
        queue: 'horns',
        ids: [1, 2],
        pass: 0,
        reason: '广告',
      }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        Q.bulkDone.replace('{done}', '1').replace('{n}', '2'),
      ),
    );
    expect(toast.error).toHaveBeenCalledWith(
      Q.bulkFailed.replace('{n}', '1').replace('{msg}', '已审核过'),
    );
  });

  it('opens an anchor application with Enter; its ID is shown on request; A asks to approve', async () => {
    const bff = mockBff({ 'POST admin/anchorApplicationReveal': applicationRevealed });
    renderWithProviders(inShell(<AnchorQueue initial={reviewPage([adminApplication(3)])} />));
    const ue = userEvent.setup();
    act(() => screen.getAllByTestId('console-row')[0].focus());
    await ue.keyboard('{Enter}');
    const detail = await screen.findByTestId('queue-detail');
    expect(detail).toHaveTextContent('wechat: wang_live');
    expect(bff.calls).toEqual([]);
    await ue.click(within(detail).getByRole('button', { name: Q.showId }));
    expect(await within(detail).findByTestId('reveal-number')).toHaveTextContent(
      '11010519491231002X',
    );
    await ue.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('queue-detail')).not.toBeInTheDocument());
    act(() => screen.getAllByTestId('console-row')[0].focus());
    await ue.keyboard('a');
    const confirm = await screen.findByTestId('approve-dialog');
    expect(confirm).toHaveTextContent(Q.approveText.anchors.replace('{user}', '球评小王'));
  });

  it('asks for the password before paying a withdrawal, then pays', async () => {
    let paid = 0;
    const bff = mockBff({
      'POST admin/reviewWithdrawal': () =>
        paid++ === 0
          ? fail('reauthRequired', '请重新输入密码')
          : withdrawalReviewed(adminWithdrawal(5, { status: 1 })),
      'POST admin/reauth': reauthed,
      'GET admin/withdrawalList': withdrawalList(reviewPage([])),
    });
    renderWithProviders(inShell(<WithdrawalQueue initial={reviewPage([adminWithdrawal(5)])} />));
    const ue = userEvent.setup();
    await ue.click(
      screen.getAllByRole('button', { name: new RegExp(`^${zh.console.approve}`) })[0],
    );
    const confirm = await screen.findByTestId('approve-dialog');
    await ue.click(within(confirm).getByRole('button', { name: zh.console.approve }));
    const reauth = await screen.findByTestId('reauth-dialog');
    await ue.type(within(reauth).getByLabelText(zh.console.reauth.password), 'admin123456');
    await ue.click(within(reauth).getByRole('button', { name: zh.console.reauth.confirm }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(Q.approvedToast));
    expect(bff.calls.map((c) => [c.path, c.body])).toEqual(
      expect.arrayContaining([
        ['admin/reviewWithdrawal', { id: 5, pass: 1 }],
        ['admin/reauth', { password: 'admin123456' }],
      ]),
    );
    expect(bff.calls.filter((c) => c.path === 'admin/reviewWithdrawal')).toHaveLength(2);
  });
});
