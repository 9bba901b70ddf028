import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import zh from '@/messages/zh.json';
import vi from '@/messages/vi.json';
import { fail, mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { RechargeDialog } from './recharge-dialog';
import { orderOpened, payOrder, rechargePackages } from './test-data';
import { deferred, trackKeys } from './test-helpers';

jest.mock('@/lib/client/toast');

const R = zh.wallet.recharge;
const ORDER = payOrder;

function open(navigate = jest.fn(), locale: 'zh' | 'vi' = 'zh') {
  renderWithProviders(<RechargeDialog open onOpenChange={jest.fn()} navigate={navigate} />, {
    locale,
  });
  return navigate;
}

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.restoreAllMocks());

describe('RechargeDialog', () => {
  it('shows the packages with coins, bonus and the yuan price, the first one chosen', async () => {
    mockBff({ 'POST chargerules/getList': rechargePackages() });
    open();
    const dialog = await screen.findByRole('dialog', { name: R.title });
    const radios = await within(dialog).findAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[0]).toBeChecked();
    expect(dialog).toHaveTextContent('300');
    expect(dialog).toHaveTextContent('赠 30.0');
    expect(dialog).toHaveTextContent('赠 120.5');
    expect(dialog).toHaveTextContent('¥98');
    expect(screen.getByTestId('recharge-summary')).toHaveTextContent('支付 ¥6，共得 60.0 球币');
    expect(screen.getByRole('button', { name: '去支付 ¥6' })).toBeEnabled();
  });

  it('pays the chosen package with an Idempotency-Key and goes to the checkout', async () => {
    const bff = mockBff({
      'POST chargerules/getList': rechargePackages(),
      'POST chargerules/payUrl': orderOpened,
    });
    const keys = trackKeys(bff);
    const navigate = open();
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('radio', { name: '300.0 球币，¥30' }));
    expect(screen.getByTestId('recharge-summary')).toHaveTextContent('共得 330.0 球币');
    await ue.click(screen.getByRole('button', { name: '去支付 ¥30' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(ORDER.pay_url));
    expect(bff.calls.filter((c) => c.path === 'chargerules/payUrl').map((c) => c.body)).toEqual([
      { rule_id: 2 },
    ]);
    expect(keys.keysFor('chargerules/payUrl')).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    // Leaving for the checkout: no second order from a second click.
    expect(screen.getByRole('button', { name: '去支付 ¥30' })).toBeDisabled();
  });

  it('reuses the key when the same package is paid again after a lost answer', async () => {
    const bff = mockBff({
      'POST chargerules/getList': rechargePackages(),
      'POST chargerules/payUrl': orderOpened,
    });
    const keys = trackKeys(bff);
    keys.drop('chargerules/payUrl');
    const navigate = open();
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: '去支付 ¥6' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(zh.client.networkError);
    expect(navigate).not.toHaveBeenCalled();
    await ue.click(screen.getByRole('button', { name: '去支付 ¥6' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(ORDER.pay_url));
    const [first, second] = keys.keysFor('chargerules/payUrl');
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it('takes a new key for another package, and after a refusal', async () => {
    const bff = mockBff({
      'POST chargerules/getList': rechargePackages(),
      'POST chargerules/payUrl': fail('paymentProviderUnavailable', '暂不支持充值'),
    });
    const keys = trackKeys(bff);
    open();
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: '去支付 ¥6' }));
    // The refusal is shown in the dialog, not as a toast.
    expect(await screen.findByRole('alert')).toHaveTextContent('暂不支持充值');
    await ue.click(screen.getByRole('button', { name: '去支付 ¥6' }));
    await waitFor(() => expect(keys.keysFor('chargerules/payUrl')).toHaveLength(2));
    await ue.click(screen.getByRole('radio', { name: '980.0 球币，¥98' }));
    await ue.click(screen.getByRole('button', { name: '去支付 ¥98' }));
    await waitFor(() => expect(keys.keysFor('chargerules/payUrl')).toHaveLength(3));
    expect(new Set(keys.keysFor('chargerules/payUrl')).size).toBe(3);
  });

  it('sends one request however often Pay is pressed while it runs', async () => {
    const answer = deferred();
    const bff = mockBff({
      'POST chargerules/getList': rechargePackages(),
      'POST chargerules/payUrl': async () => {
        await answer.promise;
        return orderOpened;
      },
    });
    const navigate = open();
    const ue = userEvent.setup();
    const pay = await screen.findByRole('button', { name: '去支付 ¥6' });
    await ue.click(pay);
    expect(pay).toBeDisabled();
    expect(pay).toHaveAttribute('aria-busy', 'true');
    await ue.click(pay);
    answer.resolve();
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(bff.calls.filter((c) => c.path === 'chargerules/payUrl')).toHaveLength(1);
  });

  it('says so when there are no packages, and offers a retry when they cannot be read', async () => {
    const bff = mockBff({ 'POST chargerules/getList': fail('notFound', '服务暂不可用') });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('服务暂不可用');
    bff.route('POST chargerules/getList', rechargePackages([]));
    await userEvent.setup().click(screen.getByRole('button', { name: R.retry }));
    expect(await screen.findByTestId('recharge-empty')).toHaveTextContent(R.empty);
    expect(screen.getByRole('button', { name: R.payNone })).toBeDisabled();
  });

  it('speaks Vietnamese with xu and the locale’s number format', async () => {
    mockBff({ 'POST chargerules/getList': rechargePackages() });
    open(jest.fn(), 'vi');
    const dialog = await screen.findByRole('dialog', { name: vi.wallet.recharge.title });
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(3);
    expect(dialog).toHaveTextContent('Tặng 120,5');
    expect(screen.getByTestId('recharge-summary')).toHaveTextContent('nhận 60,0 xu');
  });
});
