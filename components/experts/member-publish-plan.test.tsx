import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import zh from '@/messages/zh.json';
import { fail, mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { publicUser } from '@/test/users';
import { MemberPublishPlan } from './member-publish-plan';
import { plan, planOptions, planOptionsRead, planPublished } from './test-data-member';

jest.mock('@/lib/client/toast');
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const P = zh.experts.member.publish;
const ANALYSIS = '阿森纳主场近五场全胜，切尔西中场伤停较多，看好主队赢盘。';

afterEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

async function openDialog() {
  const ue = userEvent.setup();
  await ue.click(screen.getByRole('button', { name: P.button }));
  const dialog = await screen.findByRole('dialog', { name: P.title });
  return { ue, dialog };
}

describe('MemberPublishPlan', () => {
  it('publishes a pick of the expert’s markets and shows the new plan’s hash and page', async () => {
    const published = plan(9, { purchases: 0 });
    const bff = mockBff({
      'GET Expert/planOptions': planOptionsRead(),
      'POST Expert/publishPlan': planPublished(published),
    });
    renderWithProviders(<MemberPublishPlan matchId={101} />, { user: publicUser() });
    const { ue, dialog } = await openDialog();
    const form = await within(dialog).findByTestId('publish-form');
    expect(form).toHaveTextContent('阿森纳');
    // The first market is chosen; its picks show the line from each side and the odds.
    expect(within(form).getByRole('radio', { name: /阿森纳 -0.5/ })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: /切尔西 \+0.5/ })).toBeInTheDocument();
    expect(form).toHaveTextContent('赔率 0.96');

    // Nothing chosen yet: said here.
    await ue.click(within(form).getByRole('button', { name: P.submit }));
    expect(within(form).getByRole('alert')).toHaveTextContent(P.pickRequired);

    // Switching to totals offers over and under.
    await ue.click(within(form).getByRole('radio', { name: zh.experts.gameplay.football_total }));
    expect(within(form).getByRole('radio', { name: /大 2.5/ })).toBeInTheDocument();
    await ue.click(within(form).getByRole('radio', { name: zh.experts.gameplay.football_asia }));
    await ue.click(within(form).getByRole('radio', { name: /阿森纳 -0.5/ }));

    await ue.type(within(form).getByLabelText(P.analysis), '看好主队');
    expect(within(form).getByTestId('publish-count')).toHaveTextContent('4/500');
    await ue.click(within(form).getByRole('button', { name: P.submit }));
    expect(within(form).getByRole('alert')).toHaveTextContent('分析至少 10 个字');
    await ue.clear(within(form).getByLabelText(P.analysis));
    await ue.type(within(form).getByLabelText(P.analysis), ANALYSIS);

    // A paid plan needs a price from 1 to 500.
    await ue.click(within(form).getByRole('radio', { name: P.paid }));
    const price = within(form).getByLabelText(P.priceCoins);
    fireEvent.change(price, { target: { value: '0' } });
    await ue.click(within(form).getByRole('button', { name: P.submit }));
    expect(within(form).getByRole('alert')).toHaveTextContent('价格须为 1–500 的整数球币');
    fireEvent.change(price, { target: { value: '18' } });
    expect(bff.calls.some((c) => c.path === 'Expert/publishPlan')).toBe(false);
    await ue.click(within(form).getByRole('button', { name: P.submit }));

    const done = await within(dialog).findByTestId('publish-done');
    expect(done).toHaveTextContent(P.done);
    expect(within(done).getByTestId('plan-hash')).toHaveTextContent(published.hash);
    expect(within(done).getByTestId('publish-view')).toHaveAttribute(
      'href',
      '/specialist-detail?id=9',
    );
    // Closing reads the page again, so that the tab lists the new plan.
    expect(refresh).not.toHaveBeenCalled();
    await ue.click(within(done).getByRole('button', { name: P.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(bff.calls.find((c) => c.path === 'Expert/publishPlan')!.body).toEqual({
      match_id: 101,
      market: 'asia',
      pick: 'home',
      analysis: ANALYSIS,
      price: 18,
    });
    expect(bff.calls.find((c) => c.path === 'Expert/planOptions')!.query).toEqual({
      match_id: '101',
    });
  });

  it('shows the API’s refusal in the dialog and keeps the form', async () => {
    mockBff({
      'GET Expert/planOptions': planOptionsRead(),
      'POST Expert/publishPlan': fail('planTooMany', '每场比赛最多发布 3 个方案'),
    });
    renderWithProviders(<MemberPublishPlan matchId={101} />, { user: publicUser() });
    const { ue, dialog } = await openDialog();
    const form = await within(dialog).findByTestId('publish-form');
    await ue.click(within(form).getByRole('radio', { name: /切尔西 \+0.5/ }));
    await ue.type(within(form).getByLabelText(P.analysis), ANALYSIS);
    await ue.click(within(form).getByRole('button', { name: P.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('每场比赛最多发布 3 个方案');
    expect(within(form).getByRole('button', { name: P.submit })).toBeEnabled();
    // Nothing was published: closing reads nothing again.
    await ue.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(refresh).not.toHaveBeenCalled();
  });

  it('says when the match kicked off or has no market of the expert’s', async () => {
    const bff = mockBff({
      'GET Expert/planOptions': planOptionsRead(planOptions({ open: 0 })),
    });
    renderWithProviders(<MemberPublishPlan matchId={101} />, { user: publicUser() });
    const { ue, dialog } = await openDialog();
    expect(await within(dialog).findByTestId('publish-closed')).toHaveTextContent(P.closed);
    expect(within(dialog).queryByTestId('publish-form')).not.toBeInTheDocument();
    await ue.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    bff.route('GET Expert/planOptions', planOptionsRead(planOptions({ markets: [] })));
    const again = await openDialog();
    expect(await within(again.dialog).findByTestId('publish-no-markets')).toHaveTextContent(
      P.noMarkets,
    );
  });
});
