import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import zh from '@/messages/zh.json';
import { fail, mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { MemberPlans } from './member-plans';
import { plan, planMatch, planPage, planWithdrawn } from './test-data-member';

jest.mock('@/lib/client/toast');

const P = zh.experts.member.plans;

afterEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

const page = () =>
  planPage(
    [
      plan(1),
      plan(2, {
        match: planMatch({ status: 'finished', home_score: 2, away_score: 0 }),
        locked: 1,
        market: 'total',
        gameplay: 'football_total',
        pick: 'over',
        line: 2.5,
        odds: 0.88,
        price: 0,
        result: 'won',
        profit: 0.88,
      }),
      plan(3, { withdrawn: 1, withdrawn_at: '2026-11-28T10:00:00.000Z' }),
    ],
    3,
  );

describe('MemberPlans', () => {
  it('lists own plans: match, gameplay, pick with line and odds, price, buyers, hash, state', () => {
    mockBff();
    renderWithProviders(<MemberPlans kind="mine" initial={page()} />);
    const rows = screen.getAllByTestId('member-plan');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('阿森纳');
    expect(rows[0]).toHaveTextContent(zh.experts.gameplay.football_asia);
    expect(within(rows[0]).getByTestId('plan-pick')).toHaveTextContent('阿森纳 -0.5 @0.92');
    expect(within(rows[0]).getByTestId('plan-price')).toHaveTextContent('18');
    expect(within(rows[0]).getByTestId('plan-purchases')).toHaveTextContent('3');
    expect(within(rows[0]).getByTestId('plan-hash')).toHaveAttribute('data-hash', plan(1).hash);
    expect(within(rows[0]).getByTestId('plan-state')).toHaveAttribute('data-state', 'open');
    // Graded: the result and the profit on a stake of 1.
    expect(within(rows[1]).getByTestId('plan-pick')).toHaveTextContent('大 2.5 @0.88');
    expect(within(rows[1]).getByTestId('plan-state')).toHaveAttribute('data-state', 'won');
    expect(rows[1]).toHaveTextContent('+0.88');
    expect(rows[1]).toHaveTextContent('2-0');
    expect(within(rows[2]).getByTestId('plan-state')).toHaveAttribute('data-state', 'withdrawn');
    // Withdrawing only before kick-off, and only once.
    expect(within(rows[0]).getByRole('button', { name: /撤回/ })).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button', { name: /撤回/ })).not.toBeInTheDocument();
    expect(within(rows[2]).queryByRole('button', { name: /撤回/ })).not.toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: P.view })).toHaveAttribute(
      'href',
      '/specialist-detail?id=1',
    );
  });

  it('withdraws after a confirmation and marks the plan withdrawn in place', async () => {
    const bff = mockBff({ 'POST Expert/withdrawPlan': planWithdrawn(plan(1)) });
    renderWithProviders(<MemberPlans kind="mine" initial={page()} />);
    const ue = userEvent.setup();
    await ue.click(
      within(screen.getAllByTestId('member-plan')[0]).getByRole('button', { name: /撤回/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: P.withdrawTitle });
    expect(dialog).toHaveTextContent('阿森纳 – 切尔西');
    await ue.click(within(dialog).getByRole('button', { name: P.withdrawConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = screen.getAllByTestId('member-plan')[0];
    expect(within(row).getByTestId('plan-state')).toHaveAttribute('data-state', 'withdrawn');
    expect(within(row).queryByRole('button', { name: /撤回/ })).not.toBeInTheDocument();
    expect(bff.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ id: 1 }]);
  });

  it('keeps the dialog open with the API’s reason when the match kicked off meanwhile', async () => {
    mockBff({ 'POST Expert/withdrawPlan': fail('planLocked', '比赛已开赛，方案已锁定') });
    renderWithProviders(<MemberPlans kind="mine" initial={page()} />);
    const ue = userEvent.setup();
    await ue.click(
      within(screen.getAllByTestId('member-plan')[0]).getByRole('button', { name: /撤回/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: P.withdrawTitle });
    await ue.click(within(dialog).getByRole('button', { name: P.withdrawConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('比赛已开赛，方案已锁定');
  });

  it('lists bought plans with their expert and no withdraw button', () => {
    mockBff();
    renderWithProviders(
      <MemberPlans kind="bought" initial={planPage([plan(5, { purchased: 1 })])} />,
    );
    const row = screen.getByTestId('member-plan');
    expect(within(row).getByRole('link', { name: '球评老张' })).toHaveAttribute(
      'href',
      '/specialist-info?id=7',
    );
    expect(within(row).queryByRole('button', { name: /撤回/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: P.boughtTitle })).toBeInTheDocument();
  });

  it('says when there is nothing yet, and when the list could not be read', () => {
    mockBff();
    const { unmount } = renderWithProviders(<MemberPlans kind="mine" initial={planPage([])} />);
    expect(screen.getByTestId('plans-empty')).toHaveTextContent(P.mineEmpty);
    unmount();
    renderWithProviders(<MemberPlans kind="bought" initial={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent(P.loadFailed);
  });
});
