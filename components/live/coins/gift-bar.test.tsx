import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouter } from 'next/navigation';
import { loginDialogAtom } from '@/lib/client/atoms';
import { toast } from '@/lib/client/toast';
import en from '@/messages/en.json';
import { fail, mockBff, type BffReply } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { publicUser, userInfo } from '@/test/users';
import {
  guardList,
  guards,
  nobleBought,
  nobleMine,
  nobleQuoted,
} from '@/components/wallet/test-data';
import { GiftBar } from './gift-bar';
import { gifts, giftSent, roomGuards, roomTiers } from './test-data';
import type { RoomViewer } from './gift-bar';

jest.mock('next/navigation', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/client/toast');
// The recharge dialog is the wallet's (components/wallet); the bar only opens and closes it.
jest.mock('@/components/wallet/recharge-dialog', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    RechargeDialog: ({ open }: { open: boolean }) =>
      open ? createElement('div', { 'data-testid': 'recharge-dialog' }) : null,
  };
});

const B = en.coins.bar;
const N = en.coins.noble;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const GIFTS = gifts;

let bff: ReturnType<typeof mockBff>;
const refresh = jest.fn();

function renderBar(
  viewer: RoomViewer | null = { id: 5, balance: 50 },
  routes: Record<string, BffReply> = {},
) {
  bff = mockBff({ 'user/info': userInfo(publicUser({ id: 5, balance: 50 })), ...routes });
  return renderWithProviders(<GiftBar roomId={9} anchorId={2} gifts={GIFTS} viewer={viewer} />, {
    locale: 'en',
  });
}

/** The gift sends seen, with their Idempotency-Key. */
function sends(path = 'member/handselGift') {
  return bff.fetch.mock.calls
    .map(([input]) => input as Request)
    .filter((r) => r.url.endsWith(`/bff/${path}`))
    .map((r) => r.headers.get('idempotency-key'));
}
const bodies = (path = 'member/handselGift') =>
  bff.calls.filter((c) => c.path === path).map((c) => c.body);

const bar = () => screen.getByTestId('gift-bar');

beforeEach(() => {
  jest.mocked(useRouter).mockReturnValue({ refresh } as unknown as ReturnType<typeof useRouter>);
  localStorage.clear();
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

describe('GiftBar', () => {
  it('sends the chosen gift with an Idempotency-Key, disabled while pending, then shows the new balance', async () => {
    let release: () => void = () => undefined;
    renderBar(undefined, {
      'member/handselGift': () =>
        new Promise((resolve) => {
          release = () => resolve(giftSent(49));
        }),
    });
    const user = userEvent.setup();
    expect(within(bar()).getByTestId('room-balance')).toHaveTextContent('50.0 coins');
    await user.selectOptions(within(bar()).getByRole('combobox', { name: B.quantity }), '10');
    expect(within(bar()).getByTestId('gift-total')).toHaveTextContent('1.0 coins');
    const send = within(bar()).getByRole('button', { name: B.send });
    await user.click(send);

    const pending = within(bar()).getByRole('button', { name: B.sending });
    expect(pending).toBeDisabled();
    await user.click(pending);
    await waitFor(() => expect(sends()).toHaveLength(1));
    act(() => release());

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Sent Heart ×10', expect.anything()),
    );
    expect(bodies()).toEqual([{ room_id: 9, gift_id: 1, num: 10 }]);
    expect(sends()[0]).toMatch(UUID);
    expect(within(bar()).getByTestId('room-balance')).toHaveTextContent('49.0 coins');
    expect(within(bar()).getByRole('button', { name: B.send })).toBeEnabled();

    // The next send is a new action: a new key.
    await user.click(within(bar()).getByRole('button', { name: B.send }));
    await waitFor(() => expect(sends()).toHaveLength(2));
    expect(sends()[1]).toMatch(UUID);
    expect(sends()[1]).not.toBe(sends()[0]);
  });

  it('reuses the key when retrying after a lost answer, and a non-combo gift goes one at a time', async () => {
    let first = true;
    renderBar(undefined, {
      'member/handselGift': () => {
        if (first) {
          first = false;
          throw new TypeError('Failed to fetch');
        }
        return giftSent(0, 1);
      },
    });
    const user = userEvent.setup();
    await user.click(within(bar()).getByRole('radio', { name: /Rocket/ }));
    expect(within(bar()).getByRole('combobox', { name: B.quantity })).toBeDisabled();
    await user.click(within(bar()).getByRole('button', { name: B.send }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(en.client.networkError, expect.anything()),
    );
    await user.click(within(bar()).getByRole('button', { name: B.send }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(bodies()).toEqual([
      { room_id: 9, gift_id: 3, num: 1 },
      { room_id: 9, gift_id: 3, num: 1 },
    ]);
    const [a, b] = sends();
    expect(a).toMatch(UUID);
    expect(b).toBe(a);
  });

  it('short of coins: the server’s message with a Recharge action that opens the recharge dialog', async () => {
    renderBar(undefined, {
      'member/handselGift': fail('insufficientBalance', en.api.errors.insufficientBalance),
    });
    const user = userEvent.setup();
    await user.click(within(bar()).getByRole('radio', { name: /Rocket/ }));
    await user.click(within(bar()).getByRole('button', { name: B.send }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    const [msg, opts] = jest.mocked(toast.error).mock.calls[0];
    expect(msg).toBe(en.api.errors.insufficientBalance);
    const action = (opts as { action: { label: string; onClick: () => void } }).action;
    expect(action.label).toBe(B.recharge);
    expect(screen.queryByTestId('recharge-dialog')).toBeNull();
    act(() => action.onClick());
    expect(await screen.findByTestId('recharge-dialog')).toBeInTheDocument();
    // A refusal is final: the next try is a new action with a new key.
    await user.click(within(bar()).getByRole('button', { name: B.send }));
    await waitFor(() => expect(sends()).toHaveLength(2));
    expect(sends()[1]).not.toBe(sends()[0]);
  });

  it('asks a visitor to log in instead of sending', async () => {
    const { store } = renderBar(null);
    const user = userEvent.setup();
    expect(within(bar()).queryByTestId('room-balance')).toBeNull();
    await user.click(within(bar()).getByRole('button', { name: B.send }));
    expect(store.get(loginDialogAtom).open).toBe(true);
    expect(sends()).toEqual([]);
  });

  it('disables Send in the anchor’s own room', () => {
    renderBar({ id: 2, balance: 10 });
    expect(within(bar()).getByRole('button', { name: B.send })).toBeDisabled();
    expect(within(bar()).getByRole('button', { name: B.send })).toHaveAttribute('title', B.self);
  });

  it('shows that more gifts are there and scrolls to them; no name is cut (issue 24)', async () => {
    // jsdom has no layout: the row is 300 px wide and holds 800 px of gifts.
    const metric = (name: 'scrollWidth' | 'clientWidth', value: number) =>
      jest.spyOn(HTMLElement.prototype, name, 'get').mockImplementation(function (
        this: HTMLElement,
      ) {
        return this.dataset.testid === 'gift-row' ? value : 0;
      });
    metric('scrollWidth', 800);
    metric('clientWidth', 300);
    const scrollBy = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', {
      value: scrollBy,
      configurable: true,
    });
    try {
      renderBar();
      const row = within(bar()).getByTestId('gift-row');
      const user = userEvent.setup();
      expect(within(bar()).queryByRole('button', { name: B.previous })).toBeNull();
      await user.click(within(bar()).getByRole('button', { name: B.more }));
      expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 240 }));
      // Scrolled to the end: the way back, and nothing more ahead.
      row.scrollLeft = 500;
      act(() => {
        row.dispatchEvent(new Event('scroll'));
      });
      expect(within(bar()).getByRole('button', { name: B.previous })).toBeInTheDocument();
      expect(within(bar()).queryByRole('button', { name: B.more })).toBeNull();
      for (const name of within(row).getAllByTestId('gift-name')) {
        expect(name).toHaveClass('whitespace-nowrap');
        expect(name).not.toHaveClass('truncate');
      }
    } finally {
      delete (HTMLElement.prototype as { scrollBy?: unknown }).scrollBy;
    }
  });

  it('buys a noble tier from the crown: tiers, months, total, one idempotent confirmation', async () => {
    renderBar(
      { id: 5, balance: 1000 },
      {
        'Guard/getList': roomGuards,
        'guard_user/buy': nobleBought(roomTiers[1], '2027-02-25T00:00:00.000Z', {
          balance: 700.3,
          exp: 400,
          level: 5,
        }),
      },
    );
    const user = userEvent.setup();
    await user.click(within(bar()).getByRole('button', { name: B.noble }));
    const dialog = await screen.findByTestId('noble-dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /Earl/ }));
    expect(within(dialog).getByText(N.privileges.muteProtection)).toBeInTheDocument();
    expect(within(dialog).getByText('30 free horns a month')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '3 months' }));
    expect(within(dialog).getByTestId('noble-total')).toHaveTextContent('299.7 coins');
    await user.click(within(dialog).getByRole('button', { name: N.buy }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(bodies('guard_user/buy')).toEqual([{ tier_id: 2, months: 3 }]);
    expect(sends('guard_user/buy')[0]).toMatch(UUID);
    expect(within(bar()).getByTestId('room-balance')).toHaveTextContent('700.3 coins');
  });

  it('shows the quote of an upgrade before buying: credit from the lower tier, to pay, until', async () => {
    const [knight, earl] = roomTiers;
    renderBar(
      { id: 5, balance: 1000 },
      {
        'Guard/getList': guards(guardList(roomTiers, nobleMine(knight))),
        'guard_user/quote': (call) =>
          Number(call.query.tier_id) === earl.id
            ? nobleQuoted(earl, Number(call.query.months), '2027-02-25T00:00:00.000Z', {
                from: { tier: knight, until: '2026-12-27T00:00:00Z', credit: 25.5 },
              })
            : nobleQuoted(knight, Number(call.query.months), '2027-03-27T00:00:00.000Z', {
                mode: 'renew',
              }),
        'guard_user/buy': nobleBought(earl, '2027-02-25T00:00:00.000Z', {
          balance: 925.6,
          exp: 74.4,
          level: 3,
          paid: 74.4,
          credit: 25.5,
        }),
      },
    );
    const user = userEvent.setup();
    await user.click(within(bar()).getByRole('button', { name: B.noble }));
    const dialog = await screen.findByTestId('noble-dialog');
    // The running Knight is chosen first: renewing it extends it.
    const renew = await within(dialog).findByTestId('noble-quote');
    expect(renew).toHaveTextContent(`${en.wallet.nobleQuote.untilRenewed}Mar 27, 2027`);
    expect(within(renew).queryByTestId('noble-quote-credit')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /Earl/ }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('noble-quote')).toHaveTextContent('Credit from Knight'),
    );
    const quote = within(dialog).getByTestId('noble-quote');
    expect(within(quote).getByTestId('noble-quote-credit')).toHaveTextContent('−25.5 coins');
    expect(within(quote).getByTestId('noble-quote-pay')).toHaveTextContent('74.4 coins');
    expect(within(quote).getByTestId('noble-quote-until')).toHaveTextContent('Feb 25, 2027');
    await user.click(within(dialog).getByRole('button', { name: N.buy }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(bodies('guard_user/buy')).toEqual([{ tier_id: 2, months: 1 }]);
    expect(within(bar()).getByTestId('room-balance')).toHaveTextContent('925.6 coins');
  });

  it('a visitor is asked for no quote', async () => {
    renderBar(null, { 'Guard/getList': roomGuards });
    const user = userEvent.setup();
    await user.click(within(bar()).getByRole('button', { name: B.noble }));
    const dialog = await screen.findByTestId('noble-dialog');
    await within(dialog).findByRole('radio', { name: /Earl/ });
    expect(bff.calls.some((c) => c.path === 'guard_user/quote')).toBe(false);
    expect(within(dialog).queryByTestId('noble-quote')).not.toBeInTheDocument();
  });

  it('under 992 px the gifts open in a sheet, which sends the same way', async () => {
    renderBar(undefined, { 'member/handselGift': giftSent(49.9, 1) });
    const user = userEvent.setup();
    await user.click(within(bar()).getByRole('button', { name: B.gift }));
    const sheet = await screen.findByTestId('gift-sheet');
    expect(within(sheet).getByRole('heading', { name: B.sheetTitle })).toBeInTheDocument();
    expect(within(sheet).getByTestId('sheet-balance')).toHaveTextContent('50.0 coins');
    await user.click(within(sheet).getByRole('button', { name: B.send }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(bodies()).toEqual([{ room_id: 9, gift_id: 1, num: 1 }]);
    expect(within(sheet).getByTestId('sheet-balance')).toHaveTextContent('49.9 coins');
  });
});
