import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/client/toast';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { fail, mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { userInfo } from '@/test/users';
import { NobleTab } from './noble-tab';
import {
  guardList,
  guards,
  nobleBought,
  nobleMine,
  nobleQuoted,
  nobleTiers,
  rechargePackages,
} from './test-data';
import { trackKeys } from './test-helpers';

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

const N = zh.wallet.noble;
const B = zh.wallet.nobleBuy;

const TIERS = nobleTiers;
const MINE = nobleMine(TIERS[1]);

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.restoreAllMocks());

describe('NobleTab', () => {
  it('shows the user’s tier and every tier with price and privileges (en)', () => {
    mockBff({});
    renderWithProviders(<NobleTab initial={guardList(TIERS, MINE)} balance={1000} />, {
      locale: 'en',
    });
    expect(screen.getByTestId('noble-mine')).toHaveTextContent('子爵');
    expect(screen.getByTestId('noble-mine')).toHaveTextContent('28 free horns left this month');
    const cards = screen.getAllByTestId('noble-tier');
    expect(cards).toHaveLength(3);
    expect(cards[1]).toHaveTextContent('100.5 coins a month');
    expect(cards[2]).toHaveTextContent(en.wallet.noble.perkMute);
    // Lower than the current tier: not for sale while it lasts; the same: renew; higher: upgrade.
    expect(within(cards[0]).getByRole('button')).toBeDisabled();
    expect(within(cards[1]).getByRole('button', { name: 'Renew 子爵' })).toBeEnabled();
    expect(within(cards[2]).getByRole('button', { name: 'Upgrade to 公爵' })).toBeEnabled();
  });

  it('says when the user is not a noble, and when there are no tiers', () => {
    mockBff({});
    renderWithProviders(<NobleTab initial={guardList([])} balance={0} />);
    expect(screen.getByTestId('noble-none')).toHaveTextContent(N.none);
    expect(screen.getByTestId('noble-empty')).toHaveTextContent(N.empty);
  });

  it('confirms the price for the months chosen, then buys once with an Idempotency-Key', async () => {
    const bff = mockBff({
      'POST guard_user/buy': nobleBought(TIERS[2], '2027-03-27T00:00:00Z', {
        balance: 500,
        exp: 3000,
        level: 9,
      }),
      'GET Guard/getList': guards(guardList(TIERS, nobleMine(TIERS[2]))),
      'GET user/info': userInfo(),
    });
    const keys = trackKeys(bff);
    renderWithProviders(<NobleTab initial={guardList(TIERS)} balance={2000} />);
    const ue = userEvent.setup();
    await ue.click(screen.getByRole('button', { name: '开通公爵' }));
    const dialog = await screen.findByRole('dialog', { name: '开通公爵' });
    expect(within(dialog).getByTestId('noble-total')).toHaveTextContent('500.0 球币');
    await ue.click(within(dialog).getByRole('radio', { name: '3 个月' }));
    expect(within(dialog).getByTestId('noble-total')).toHaveTextContent('1,500.0 球币');
    expect(within(dialog).getByTestId('noble-confirm-text')).toHaveTextContent(
      '确认后将从余额扣除 1,500.0 球币，开通公爵 3 个月。',
    );
    await ue.click(within(dialog).getByRole('button', { name: '确认支付 1,500.0 球币' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bff.calls.filter((c) => c.path === 'guard_user/buy').map((c) => c.body)).toEqual([
      { tier_id: 3, months: 3 },
    ]);
    expect(keys.keysFor('guard_user/buy')).toEqual([expect.any(String)]);
    expect(toast.success).toHaveBeenCalledWith(expect.stringContaining('已开通公爵'));
    await waitFor(() => expect(screen.getByTestId('noble-mine')).toHaveTextContent('公爵'));
    expect(mockRefresh).toHaveBeenCalled();
  });

  it('shows what an upgrade really costs before buying: the credit, what is paid, until when', async () => {
    const knight = TIERS[0];
    const duke = TIERS[2];
    const bff = mockBff({
      'GET guard_user/quote': (call) =>
        Number(call.query.months) === 1
          ? nobleQuoted(duke, 1, '2026-08-01T00:00:00Z', {
              from: { tier: knight, until: '2026-12-27T00:00:00Z', credit: 175.3 },
            })
          : fail(
              'nobleCreditExceedsPrice',
              'The unused time of your current tier is worth 175.3 coins',
            ),
      'POST guard_user/buy': nobleBought(duke, '2026-08-01T00:00:00Z', {
        balance: 675.3,
        exp: 324.7,
        level: 5,
        paid: 324.7,
        credit: 175.3,
      }),
      'GET Guard/getList': guards(guardList(TIERS, nobleMine(duke))),
      'GET user/info': userInfo(),
    });
    renderWithProviders(<NobleTab initial={guardList(TIERS, nobleMine(knight))} balance={1000} />, {
      locale: 'en',
    });
    const ue = userEvent.setup();
    await ue.click(screen.getByRole('button', { name: 'Upgrade to 公爵' }));
    const dialog = await screen.findByRole('dialog');
    // The price of the tier, then what the quote says is taken.
    expect(within(dialog).getByTestId('noble-total')).toHaveTextContent('500.0 coins');
    const quote = await within(dialog).findByTestId('noble-quote');
    expect(quote).toHaveTextContent('Credit from 骑士 (unused until Dec 27, 2026)');
    expect(within(quote).getByTestId('noble-quote-credit')).toHaveTextContent('−175.3 coins');
    expect(within(quote).getByTestId('noble-quote-pay')).toHaveTextContent('324.7 coins');
    expect(within(quote).getByTestId('noble-quote-until')).toHaveTextContent('Aug 1, 2026');
    expect(bff.calls.find((c) => c.path === 'guard_user/quote')?.query).toEqual({
      tier_id: '3',
      months: '1',
    });
    const pay = within(dialog).getByRole('button', { name: 'Pay 324.7 coins' });
    expect(within(dialog).getByTestId('noble-confirm-text')).toHaveTextContent('324.7 coins');

    // A choice the credit would pay entirely: the API's refusal, and no buying.
    await ue.click(within(dialog).getByRole('radio', { name: '3 months' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The unused time of your current tier is worth 175.3 coins',
    );
    expect(within(dialog).queryByTestId('noble-quote')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Pay/ })).toBeDisabled();

    await ue.click(within(dialog).getByRole('radio', { name: '1 month' }));
    await within(dialog).findByTestId('noble-quote');
    await ue.click(pay);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bff.calls.filter((c) => c.path === 'guard_user/buy').map((c) => c.body)).toEqual([
      { tier_id: 3, months: 1 },
    ]);
  });

  it('computes the total in tenths (100.5 × 3 is 301.5, not 301.49999)', async () => {
    mockBff({});
    renderWithProviders(<NobleTab initial={guardList(TIERS)} balance={2000} />);
    const ue = userEvent.setup();
    await ue.click(screen.getByRole('button', { name: '开通子爵' }));
    const dialog = await screen.findByRole('dialog');
    await ue.click(within(dialog).getByRole('radio', { name: '3 个月' }));
    expect(within(dialog).getByTestId('noble-total')).toHaveTextContent('301.5 球币');
  });

  it('offers a recharge when the balance is short, and shows the API’s refusal inline', async () => {
    const bff = mockBff({
      'POST guard_user/buy': fail('insufficientBalance', '余额不足'),
      'POST chargerules/getList': rechargePackages([]),
    });
    renderWithProviders(<NobleTab initial={guardList(TIERS)} balance={10} />);
    const ue = userEvent.setup();
    await ue.click(screen.getByRole('button', { name: '开通骑士' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(B.insufficient);
    await ue.click(within(dialog).getByRole('button', { name: '确认支付 30.0 球币' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('余额不足');
    expect(toast.error).not.toHaveBeenCalled();
    await ue.click(within(dialog).getByRole('button', { name: B.recharge }));
    expect(
      await screen.findByRole('dialog', { name: zh.wallet.recharge.title }),
    ).toBeInTheDocument();
    await waitFor(() => expect(bff.calls.some((c) => c.path === 'chargerules/getList')).toBe(true));
  });
});
