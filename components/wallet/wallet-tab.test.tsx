import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/client/toast';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { fail, mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { userInfo } from '@/test/users';
import { deferred, trackKeys } from './test-helpers';
import {
  balance,
  balanceInfo,
  bonusOffer,
  bonusReceived,
  converted,
  noWithdrawals,
  orderStatus,
  rechargePackages,
  withdrawalApplied,
} from './test-data';
import { WalletTab } from './wallet-tab';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({
    refresh: mockRefresh,
    push: jest.fn(),
    replace: jest.fn(),
    prefetch: jest.fn(),
  }),
  usePathname: () => '/member',
}));
jest.mock('@/lib/client/toast');

const W = zh.wallet;

const INFO = balance;

type Opts = Partial<React.ComponentProps<typeof WalletTab>> & { locale?: 'zh' | 'en' };

/** Renders the tab and, for an anchor, waits for its withdrawal list (read on mount). */
async function renderTab({ locale = 'zh', ...props }: Opts = {}) {
  const view = renderWithProviders(
    <WalletTab
      initial={INFO}
      viewerBalance={INFO.coins}
      bonus={null}
      isAnchor
      settlementHours={72}
      pollMs={5}
      {...props}
    />,
    { locale },
  );
  if (props.isAnchor !== false && props.initial !== null)
    await screen.findByTestId('withdrawals-empty');
  return view;
}

let bff: ReturnType<typeof mockBff>;
beforeEach(() => {
  jest.clearAllMocks();
  bff = mockBff({
    'GET Balance/info': balanceInfo(),
    'GET user/info': userInfo(),
    'GET Balance/withdrawalList': noWithdrawals,
  });
});
afterEach(() => jest.restoreAllMocks());

const ue = () => userEvent.setup();

describe('WalletTab', () => {
  it('shows both wallets to an anchor, in English', async () => {
    await renderTab({ locale: 'en' });
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('1,234.5 coins');
    const income = screen.getByTestId('wallet-income');
    expect(within(income).getByTestId('income-income')).toHaveTextContent(
      `${en.wallet.income.income}520.5`,
    );
    expect(within(income).getByTestId('income-pending')).toHaveTextContent(
      `${en.wallet.income.pending}80.0`,
    );
    expect(within(income).getByTestId('income-withdrawing')).toHaveTextContent('100.0');
    expect(within(income).getByTestId('income-cumulative')).toHaveTextContent('700.5');
    expect(income).toHaveTextContent(en.wallet.income.pendingHint.replace('{hours}', '72'));
    expect(screen.getByRole('button', { name: en.wallet.rechargeButton })).toBeInTheDocument();
    expect(await screen.findByTestId('withdrawals-empty')).toHaveTextContent(
      en.wallet.withdrawals.empty,
    );
  });

  it('shows a non-anchor only the consumption wallet', async () => {
    await renderTab({
      isAnchor: false,
      initial: { ...INFO, income: 0, income_pending: 0, cumulative: 0 },
    });
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('1,234.5 球币');
    expect(screen.queryByTestId('wallet-income')).not.toBeInTheDocument();
    expect(screen.queryByTestId('withdraw-form')).not.toBeInTheDocument();
  });

  it('reads Balance/info itself when the page could not, showing the viewer balance meanwhile', async () => {
    bff.route('GET Balance/info', balanceInfo({ coins: 99 }));
    await renderTab({ initial: null, viewerBalance: 50 });
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('50.0');
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('99.0'));
  });

  it('opens the recharge dialog at once when asked to (the nav popover’s link)', async () => {
    bff.route('POST chargerules/getList', rechargePackages([]));
    await renderTab({ isAnchor: false, openRecharge: true });
    expect(await screen.findByRole('dialog', { name: W.recharge.title })).toBeInTheDocument();
  });

  describe('sign-up bonus', () => {
    const BONUS = bonusOffer;

    it('is claimed once with an Idempotency-Key, and the balance follows', async () => {
      bff.route('POST signup_coin_bonus/receiveCoin', () => {
        bff.route('GET Balance/info', balanceInfo({ coins: 1322.5 }));
        return bonusReceived(88, 1322.5);
      });
      const keys = trackKeys(bff);
      await renderTab({ bonus: BONUS, isAnchor: false });
      expect(screen.getByTestId('wallet-bonus')).toHaveTextContent('新用户可领取 88.0 球币');
      await ue().click(screen.getByRole('button', { name: W.bonus.claim }));
      expect(await screen.findByText(W.bonus.claimed)).toBeInTheDocument();
      expect(toast.success).toHaveBeenCalledWith('领取成功，88.0 球币 已到账');
      expect(keys.keysFor('signup_coin_bonus/receiveCoin')).toEqual([expect.any(String)]);
      expect(screen.getByTestId('wallet-balance')).toHaveTextContent('1,322.5');
      await waitFor(() => expect(mockRefresh).toHaveBeenCalled());
    });

    it('retries a lost claim with the same key, and shows a refusal inline', async () => {
      bff.route('POST signup_coin_bonus/receiveCoin', fail('bonusClaimed', '已领取过注册奖励'));
      const keys = trackKeys(bff);
      keys.drop('signup_coin_bonus/receiveCoin');
      await renderTab({ bonus: BONUS, isAnchor: false });
      const claim = screen.getByRole('button', { name: W.bonus.claim });
      await ue().click(claim);
      expect(await screen.findByRole('alert')).toHaveTextContent(zh.client.networkError);
      await ue().click(claim);
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('已领取过注册奖励'));
      const sent = keys.keysFor('signup_coin_bonus/receiveCoin');
      expect(sent).toHaveLength(2);
      expect(sent[1]).toBe(sent[0]);
      expect(toast.error).not.toHaveBeenCalled();
    });

    it('is not shown when the bonus is off', async () => {
      await renderTab({ bonus: { enabled: false, amount: 0, claimed: false } });
      expect(screen.queryByTestId('wallet-bonus')).not.toBeInTheDocument();
    });
  });

  describe('transfer to the consumption wallet', () => {
    it('asks first, saying it is irreversible, and moves nothing on cancel', async () => {
      await renderTab();
      const form = screen.getByTestId('transfer-form');
      await ue().type(within(form).getByLabelText(W.transfer.amount), '100.5');
      await ue().click(within(form).getByRole('button', { name: W.transfer.submit }));
      const dialog = await screen.findByRole('dialog', { name: W.transfer.confirmTitle });
      expect(dialog).toHaveTextContent('将 100.5 球币 收益转入消费钱包。此操作不可撤销');
      await ue().click(within(dialog).getByRole('button', { name: W.cancel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(bff.calls.filter((c) => c.path === 'Balance/conversionBalance')).toEqual([]);
    });

    it('transfers once confirmed, with one key reused after a lost answer', async () => {
      bff.route('POST Balance/conversionBalance', converted(1335, 420));
      const keys = trackKeys(bff);
      keys.drop('Balance/conversionBalance');
      await renderTab();
      const form = screen.getByTestId('transfer-form');
      await ue().type(within(form).getByLabelText(W.transfer.amount), '100.5');
      await ue().click(within(form).getByRole('button', { name: W.transfer.submit }));
      const dialog = await screen.findByRole('dialog', { name: W.transfer.confirmTitle });
      await ue().click(within(dialog).getByRole('button', { name: W.transfer.confirm }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(zh.client.networkError);
      await ue().click(within(dialog).getByRole('button', { name: W.transfer.confirm }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(toast.success).toHaveBeenCalledWith('已转入 100.5 球币');
      const sent = keys.keysFor('Balance/conversionBalance');
      expect(sent).toHaveLength(2);
      expect(sent[1]).toBe(sent[0]);
      expect(
        bff.calls.filter((c) => c.path === 'Balance/conversionBalance').map((c) => c.body),
      ).toEqual([{ amount: '100.5' }]);
      expect(screen.getByTestId('wallet-balance')).toHaveTextContent('1,234.5');
    });

    it('checks the amount before asking', async () => {
      await renderTab();
      const form = screen.getByTestId('transfer-form');
      const amount = within(form).getByLabelText(W.transfer.amount);
      for (const [typed, message] of [
        ['0.05', W.amountInvalid],
        ['abc', W.amountInvalid],
        ['-5', W.amountInvalid],
        ['600', W.transfer.aboveIncome],
      ] as const) {
        await ue().clear(amount);
        await ue().type(amount, typed);
        await ue().click(within(form).getByRole('button', { name: W.transfer.submit }));
        expect(within(form).getByRole('alert')).toHaveTextContent(message);
      }
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await ue().click(within(form).getByRole('button', { name: W.transfer.all }));
      expect(amount).toHaveValue('520.5');
    });
  });

  describe('withdrawal', () => {
    async function fillWithdraw(amount: string, password: string) {
      const form = screen.getByTestId('withdraw-form');
      await ue().type(within(form).getByLabelText(W.withdraw.amount), amount);
      if (password) await ue().type(within(form).getByLabelText(W.withdraw.password), password);
      await ue().click(within(form).getByRole('button', { name: W.withdraw.submit }));
      return form;
    }

    it('shows a wrong payment password next to the field, from the API', async () => {
      bff.route(
        'POST Balance/applyForWithdrawal',
        fail('paymentPasswordIncorrect', '支付密码错误，还可尝试 4 次', { left: 4 }),
      );
      await renderTab();
      const form = await fillWithdraw('200', '123456');
      const input = within(form).getByLabelText(W.withdraw.password);
      await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
      expect(within(form).getByRole('alert')).toHaveTextContent('支付密码错误，还可尝试 4 次');
      expect(toast.error).not.toHaveBeenCalled();
    });

    it('sends amount, method and password once, disabled meanwhile, then refreshes', async () => {
      const answer = deferred();
      bff.route('POST Balance/applyForWithdrawal', async () => {
        await answer.promise;
        return withdrawalApplied(9, 200, 320.5);
      });
      const keys = trackKeys(bff);
      await renderTab();
      const form = await fillWithdraw('200', '123456');
      const submit = within(form).getByRole('button', { name: W.withdraw.submitting });
      expect(submit).toBeDisabled();
      answer.resolve();
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith(W.withdraw.done));
      expect(
        bff.calls.filter((c) => c.path === 'Balance/applyForWithdrawal').map((c) => c.body),
      ).toEqual([{ amount: '200', method: 'bank', payment_password: '123456' }]);
      expect(keys.keysFor('Balance/applyForWithdrawal')).toEqual([expect.any(String)]);
      // The wallet and the withdrawal list are read again.
      await waitFor(() =>
        expect(bff.calls.filter((c) => c.path === 'Balance/withdrawalList').length).toBeGreaterThan(
          1,
        ),
      );
      expect(bff.calls.some((c) => c.path === 'Balance/info')).toBe(true);
      expect(within(form).getByLabelText(W.withdraw.password)).toHaveValue('');
    });

    it('catches an amount below the minimum or above the withdrawable income', async () => {
      await renderTab();
      let form = await fillWithdraw('50', '123456');
      expect(within(form).getByRole('alert')).toHaveTextContent('单次提现不能低于 100.0 球币');
      await ue().clear(within(form).getByLabelText(W.withdraw.amount));
      form = await fillWithdraw('600', '');
      expect(within(form).getByRole('alert')).toHaveTextContent(W.withdraw.aboveMax);
      expect(bff.calls.filter((c) => c.path === 'Balance/applyForWithdrawal')).toEqual([]);
    });

    it('points to the payment password and the payout accounts when they are missing', async () => {
      await renderTab({ initial: { ...INFO, has_payment_password: 0, bank: null, alipay: null } });
      const form = screen.getByTestId('withdraw-form');
      expect(within(form).getByRole('link', { name: W.withdraw.setPassword })).toHaveAttribute(
        'href',
        '/member?type=10',
      );
      expect(within(form).getByRole('link', { name: W.withdraw.bindAccount })).toHaveAttribute(
        'href',
        '/member?type=9',
      );
      expect(within(form).getByRole('button', { name: W.withdraw.submit })).toBeDisabled();
    });
  });

  describe('back from the checkout', () => {
    it('follows the order until it is paid, then refreshes the balance', async () => {
      let reads = 0;
      bff.route('GET chargerules/orderStatus', () => {
        reads += 1;
        return orderStatus('R1', reads < 3 ? 0 : 1, 600, 60);
      });
      bff.route('GET Balance/info', balanceInfo({ coins: 1834.5 }));
      await renderTab({ orderNo: 'R1' });
      expect(screen.getByTestId('recharge-return')).toHaveTextContent(W.order.checking);
      await waitFor(() =>
        expect(screen.getByTestId('recharge-return')).toHaveTextContent(
          '充值成功，600.0 球币 已到账',
        ),
      );
      await waitFor(() =>
        expect(screen.getByTestId('wallet-balance')).toHaveTextContent('1,834.5'),
      );
      expect(mockRefresh).toHaveBeenCalled();
      expect(bff.calls.find((c) => c.path === 'chargerules/orderStatus')?.query).toEqual({
        order_no: 'R1',
      });
    });

    it.each([
      [2 as const, W.order.cancelled],
      [3 as const, W.order.expired],
    ])('says status %i plainly', async (status, text) => {
      bff.route('GET chargerules/orderStatus', orderStatus('R2', status));
      await renderTab({ orderNo: 'R2' });
      await waitFor(() => expect(screen.getByTestId('recharge-return')).toHaveTextContent(text));
      expect(mockRefresh).not.toHaveBeenCalled();
    });

    it('stops after a few reads with "still confirming", and can check again', async () => {
      bff.route('GET chargerules/orderStatus', orderStatus('R3', 0));
      await renderTab({ orderNo: 'R3' });
      await waitFor(() =>
        expect(screen.getByTestId('recharge-return')).toHaveTextContent(W.order.pending),
      );
      const reads = bff.calls.filter((c) => c.path === 'chargerules/orderStatus').length;
      expect(reads).toBe(8);
      await ue().click(screen.getByRole('button', { name: W.order.checkAgain }));
      await waitFor(() =>
        expect(bff.calls.filter((c) => c.path === 'chargerules/orderStatus').length).toBe(16),
      );
    });

    it('shows an unknown order’s refusal at once', async () => {
      bff.route('GET chargerules/orderStatus', fail('orderNotFound', '订单不存在'));
      await renderTab({ orderNo: 'NOPE' });
      await waitFor(() =>
        expect(screen.getByTestId('recharge-return')).toHaveTextContent('订单不存在'),
      );
      expect(bff.calls.filter((c) => c.path === 'chargerules/orderStatus')).toHaveLength(1);
    });
  });
});
