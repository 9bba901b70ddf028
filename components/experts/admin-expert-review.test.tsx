import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import zh from '@/messages/zh.json';
import { mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { AdminReview } from '@/components/admin/admin-review';
import { reviewPage } from '@/components/admin/test-data';
import {
  adminExpertApplication,
  expertApplicationList,
  expertApplicationReviewed,
} from './test-data-member';

jest.mock('@/lib/client/toast');

const A = zh.admin;
const E = zh.experts.admin;

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.restoreAllMocks());

describe('the expert applications tab of /admin', () => {
  it('lists applications by status with their gameplays and text, approves and rejects', async () => {
    const bff = mockBff({
      'GET admin/expertApplicationList': (call) =>
        call.query.status === '0'
          ? expertApplicationList([adminExpertApplication(5), adminExpertApplication(6)])
          : expertApplicationList([
              adminExpertApplication(4, { status: 1 }),
              adminExpertApplication(5),
            ]),
      'POST admin/reviewExpertApplication': (call) => {
        const body = call.body as { id: number; pass: number; reason?: string };
        return expertApplicationReviewed(
          adminExpertApplication(body.id, {
            status: body.pass ? 1 : 2,
            reason: body.reason ?? '',
          }),
        );
      },
    });
    renderWithProviders(<AdminReview initialHorns={reviewPage([])} />);
    const ue = userEvent.setup();
    await ue.click(screen.getByRole('tab', { name: A.tabs.experts }));
    const rows = await screen.findAllByTestId('admin-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('球评小王');
    expect(rows[0]).toHaveTextContent(zh.experts.gameplay.football_asia);
    expect(rows[0]).toHaveTextContent(zh.experts.gameplay.football_total);
    expect(rows[0]).toHaveTextContent('擅长亚盘与大小球分析');
    expect(bff.calls[0].query).toMatchObject({ status: '0', page: '1' });

    await ue.click(within(rows[0]).getByRole('button', { name: /^通过/ }));
    const approve = await screen.findByRole('dialog', { name: E.approveTitle });
    expect(approve).toHaveTextContent('球评小王 将成为专家，可发布足球让球、足球大小球方案。');
    await ue.click(within(approve).getByRole('button', { name: A.confirmApprove }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('admin-row')[0]).toHaveTextContent(A.status.passed);

    await ue.click(
      within(screen.getAllByTestId('admin-row')[1]).getByRole('button', { name: /^驳回/ }),
    );
    const reject = await screen.findByRole('dialog', { name: E.rejectTitle });
    expect(reject).toHaveTextContent('球评小王 的专家申请');
    await ue.type(within(reject).getByLabelText(A.reason), '说明太简单');
    await ue.click(within(reject).getByRole('button', { name: A.confirmReject }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('admin-row')[1]).toHaveTextContent('说明太简单');
    expect(bff.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { id: 5, pass: 1 },
      { id: 6, pass: 0, reason: '说明太简单' },
    ]);

    // All statuses: the reviewed one has no buttons.
    await ue.click(screen.getByRole('button', { name: A.status.all }));
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('admin-row')[0]).getAllByRole('cell')[0],
      ).toHaveTextContent(/^4$/),
    );
    const reviewed = screen.getAllByTestId('admin-row')[0];
    expect(reviewed).toHaveTextContent(A.status.passed);
    expect(within(reviewed).queryByRole('button', { name: /^通过/ })).not.toBeInTheDocument();
  });
});
