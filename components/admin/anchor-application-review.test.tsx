import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import zh from '@/messages/zh.json';
import { mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { AdminReview } from './admin-review';
import {
  adminApplication,
  applicationList,
  applicationReviewed,
  applicationRevealed,
  reviewPage,
} from './test-data';

jest.mock('@/lib/client/toast');

const A = zh.admin;

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.restoreAllMocks());

describe('the anchor applications tab', () => {
  it('lists masked applications, shows the full ID on demand, approves and rejects', async () => {
    const bff = mockBff({
      'GET admin/anchorApplicationList': applicationList(
        reviewPage([adminApplication(3), adminApplication(4, { inviter: '老张' })]),
      ),
      'POST admin/anchorApplicationReveal': applicationRevealed,
      'POST admin/reviewAnchorApplication': (call) => {
        const body = call.body as { id: number; pass: number; reason?: string };
        return applicationReviewed(
          adminApplication(body.id, { status: body.pass ? 1 : 2, reason: body.reason ?? '' }),
        );
      },
    });
    renderWithProviders(<AdminReview initialHorns={reviewPage([])} />);
    const ue = userEvent.setup();
    await ue.click(screen.getByRole('tab', { name: A.tabs.anchors }));
    const rows = await screen.findAllByTestId('admin-row');
    expect(rows[0]).toHaveTextContent('王*');
    expect(rows[0]).toHaveTextContent('1101**********002X');
    expect(rows[0]).not.toHaveTextContent('11010519491231002X');
    expect(rows[1]).toHaveTextContent('邀请人：老张');
    // Nothing personal is read until asked for.
    expect(bff.calls.some((c) => c.path === 'admin/anchorApplicationReveal')).toBe(false);

    await ue.click(within(rows[0]).getByRole('button', { name: A.showId }));
    const shown = await screen.findByRole('dialog', { name: A.idTitle });
    expect(shown).toHaveTextContent(A.idLogged);
    expect(await within(shown).findByTestId('reveal-number')).toHaveTextContent(
      '11010519491231002X',
    );
    expect(within(shown).getAllByRole('img')).toHaveLength(2);
    await ue.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await ue.click(within(rows[0]).getByRole('button', { name: /^通过/ }));
    const approve = await screen.findByRole('dialog', { name: A.approveApplication });
    expect(approve).toHaveTextContent('球评小王 将成为主播');
    await ue.click(within(approve).getByRole('button', { name: A.confirmApprove }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('admin-row')[0]).toHaveTextContent(A.status.passed);

    await ue.click(
      within(screen.getAllByTestId('admin-row')[1]).getByRole('button', { name: /^驳回/ }),
    );
    const reject = await screen.findByRole('dialog', { name: A.rejectApplication });
    await ue.type(within(reject).getByLabelText(A.reason), '证件照片不清晰');
    await ue.click(within(reject).getByRole('button', { name: A.confirmReject }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('admin-row')[1]).toHaveTextContent('证件照片不清晰');
    expect(bff.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['admin/anchorApplicationReveal', { id: 3 }],
      ['admin/reviewAnchorApplication', { id: 3, pass: 1 }],
      ['admin/reviewAnchorApplication', { id: 4, pass: 0, reason: '证件照片不清晰' }],
    ]);
  });
});
