import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/client/toast';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { fail, mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { AdminReview } from './admin-review';
import {
  adminHorn,
  adminWithdrawal,
  hornList,
  hornReviewed,
  reviewPage,
  withdrawalList,
  withdrawalReviewed,
} from './test-data';

jest.mock('@/lib/client/toast');

const A = zh.admin;

const horn = adminHorn;
const withdrawal = adminWithdrawal;

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.restoreAllMocks());

describe('AdminReview', () => {
  it('lists horns waiting for review in a table, in English', () => {
    mockBff({});
    renderWithProviders(
      <AdminReview initialHorns={reviewPage([horn(1), horn(2, { free: true })])} />,
      { locale: 'en' },
    );
    const rows = screen.getAllByTestId('admin-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Night Owl');
    expect(rows[0]).toHaveTextContent('138****0001');
    expect(rows[0]).toHaveTextContent('10.0 coins');
    expect(rows[1]).toHaveTextContent(en.admin.free);
    expect(screen.getByRole('button', { name: en.admin.status.waiting })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('columnheader', { name: en.admin.col.content })).toBeInTheDocument();
  });

  it('approves a horn', async () => {
    const bff = mockBff({
      'POST admin/reviewHorn': hornReviewed(
        horn(1, { status: 1, reviewed_at: '2026-11-27T10:00:00Z' }),
      ),
    });
    renderWithProviders(<AdminReview initialHorns={reviewPage([horn(1)])} />);
    await userEvent.setup().click(screen.getByRole('button', { name: `通过：比赛精彩 1` }));
    await waitFor(() => expect(screen.getByTestId('admin-row')).toHaveTextContent(A.status.passed));
    expect(bff.calls.map((c) => [c.path, c.body])).toEqual([
      ['admin/reviewHorn', { id: 1, pass: 1 }],
    ]);
    expect(toast.success).toHaveBeenCalledWith(A.approvedToast);
    expect(screen.queryByRole('button', { name: `通过：比赛精彩 1` })).not.toBeInTheDocument();
  });

  it('rejects only with a reason, and shows the API’s refusal in the dialog', async () => {
    const bff = mockBff({ 'POST admin/reviewHorn': fail('alreadyReviewed', '已审核过') });
    renderWithProviders(<AdminReview initialHorns={reviewPage([horn(1)])} />);
    const ue = userEvent.setup();
    await ue.click(screen.getByRole('button', { name: `驳回：比赛精彩 1` }));
    const dialog = await screen.findByRole('dialog', { name: A.rejectHorn });
    await ue.click(within(dialog).getByRole('button', { name: A.confirmReject }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(A.reasonRequired);
    expect(bff.calls).toEqual([]);
    await ue.type(within(dialog).getByLabelText(A.reason), '  含有广告  ');
    await ue.click(within(dialog).getByRole('button', { name: A.confirmReject }));
    expect(await within(dialog).findByText('已审核过')).toBeInTheDocument();
    expect(bff.calls.map((c) => c.body)).toEqual([{ id: 1, pass: 0, reason: '含有广告' }]);

    bff.route('POST admin/reviewHorn', hornReviewed(horn(1, { status: 2, reason: '含有广告' })));
    await ue.click(within(dialog).getByRole('button', { name: A.confirmReject }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('admin-row')).toHaveTextContent(A.status.failed);
    expect(screen.getByTestId('admin-row')).toHaveTextContent('含有广告');
  });

  it('filters by status and pages', async () => {
    const bff = mockBff({
      'GET admin/hornList': (call) =>
        hornList(
          reviewPage(
            call.query.status === '2' ? [] : [horn(Number(call.query.page) * 100)],
            45,
            Number(call.query.page),
          ),
        ),
    });
    renderWithProviders(<AdminReview initialHorns={reviewPage([horn(1)], 45)} />);
    const ue = userEvent.setup();
    expect(bff.calls).toEqual([]);
    await ue.click(screen.getByRole('button', { name: zh.admin.list.next }));
    await waitFor(() => expect(screen.getByTestId('admin-row')).toHaveTextContent('比赛精彩 200'));
    await ue.click(screen.getByRole('button', { name: A.status.failed }));
    expect(await screen.findByTestId('admin-empty')).toHaveTextContent(A.empty);
    await ue.click(screen.getByRole('button', { name: A.status.all }));
    await waitFor(() => expect(screen.getByTestId('admin-row')).toHaveTextContent('比赛精彩 100'));
    expect(bff.calls.map((c) => c.query)).toEqual([
      { status: '0', page: '2' },
      { status: '2', page: '1' },
      { page: '1' },
    ]);
  });

  it('approves a withdrawal after confirming the payout, and rejects one with a reason', async () => {
    const bff = mockBff({
      'GET admin/withdrawalList': withdrawalList(reviewPage([withdrawal(5), withdrawal(6)])),
      'POST admin/reviewWithdrawal': (call) => {
        const body = call.body as { id: number; pass: number; reason?: string };
        return withdrawalReviewed(
          withdrawal(body.id, { status: body.pass ? 1 : 2, reason: body.reason ?? '' }),
        );
      },
    });
    renderWithProviders(<AdminReview initialHorns={reviewPage([])} />);
    const ue = userEvent.setup();
    await ue.click(screen.getByRole('tab', { name: A.tabs.withdrawals }));
    const rows = await screen.findAllByTestId('admin-row');
    expect(rows[0]).toHaveTextContent('200.0 球币');
    expect(rows[0]).toHaveTextContent('招商银行 **** 1234');

    await ue.click(within(rows[0]).getByRole('button', { name: /^通过/ }));
    const approve = await screen.findByRole('dialog', { name: A.approveWithdrawal });
    expect(approve).toHaveTextContent('Commentator Li 提现 200.0 球币 到 招商银行 **** 1234。');
    await ue.click(within(approve).getByRole('button', { name: A.confirmApprove }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('admin-row')[0]).toHaveTextContent(A.status.paid);

    await ue.click(
      within(screen.getAllByTestId('admin-row')[1]).getByRole('button', { name: /^驳回/ }),
    );
    const reject = await screen.findByRole('dialog', { name: A.rejectWithdrawal });
    await ue.type(within(reject).getByLabelText(A.reason), '账户信息有误');
    await ue.click(within(reject).getByRole('button', { name: A.confirmReject }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('admin-row')[1]).toHaveTextContent(A.status.rejected);
    expect(bff.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { id: 5, pass: 1 },
      { id: 6, pass: 0, reason: '账户信息有误' },
    ]);
  });

  it('says when nothing is waiting', () => {
    mockBff({});
    renderWithProviders(<AdminReview initialHorns={reviewPage([])} />);
    expect(screen.getByTestId('admin-empty')).toHaveTextContent(A.empty);
  });
});
