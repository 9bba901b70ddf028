import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/client/toast';
import en from '@/messages/en.json';
import { fail, mockBff, type BffReply } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { HornComposer, hornLength } from './horn-composer';
import { freeHornSent, hornConfig } from './test-data';

jest.mock('@/lib/client/toast');

const H = en.coins.horn;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let bff: ReturnType<typeof mockBff>;

function renderComposer(
  config: Parameters<typeof hornConfig>[0],
  routes: Record<string, BffReply> = {},
) {
  bff = mockBff({
    'Horn/config': hornConfig(config),
    ...routes,
  });
  const onPaid = jest.fn();
  const onError = jest.fn();
  const onOpenChange = jest.fn();
  renderWithProviders(
    <HornComposer
      open
      onOpenChange={onOpenChange}
      viewerId={5}
      onPaid={onPaid}
      onError={onError}
    />,
    { locale: 'en' },
  );
  return { onPaid, onError, onOpenChange };
}

const box = () => screen.getByRole('textbox', { name: H.label });
const sendButton = () => screen.getByRole('button', { name: H.send });

afterEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

describe('HornComposer', () => {
  it('counts characters (not UTF-16 units) after trimming, 1 to 60', async () => {
    expect(hornLength('  ab  ')).toBe(2);
    expect(hornLength('⚽🏆')).toBe(2);
    renderComposer({});
    const user = userEvent.setup();
    expect(sendButton()).toBeDisabled();
    await user.type(box(), '   ');
    expect(screen.getByTestId('horn-count')).toHaveTextContent('0/60');
    expect(sendButton()).toBeDisabled();
    await user.clear(box());
    await user.click(box());
    await user.paste('🏆'.repeat(60));
    expect(screen.getByTestId('horn-count')).toHaveTextContent('60/60');
    expect(sendButton()).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(box(), 'x');
    expect(screen.getByTestId('horn-count')).toHaveTextContent('61/60');
    expect(screen.getByRole('alert')).toHaveTextContent('At most 60 characters');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(sendButton()).toBeDisabled();
  });

  it('shows the price, or the free horns left, from Horn/config', async () => {
    renderComposer({});
    expect(await screen.findByTestId('horn-price')).toHaveTextContent('10.0 coins');
  });

  it('sends a free horn once (Idempotency-Key), says it waits for review, and reports the balance', async () => {
    const { onPaid, onOpenChange } = renderComposer(
      { free_horns_left: 3 },
      {
        'Member/sneHorn': freeHornSent(50, 2),
      },
    );
    expect(await screen.findByText('Free: 3 free horns left this month')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(box(), '  Goal! Watch room 9  ');
    await user.click(sendButton());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(H.submitted, expect.anything()));
    expect(H.submitted).toBe('Submitted, waiting for review');
    const sent = bff.calls.filter((c) => c.path === 'Member/sneHorn');
    expect(sent.map((c) => c.body)).toEqual([{ content: 'Goal! Watch room 9' }]);
    const req = bff.fetch.mock.calls
      .map(([r]) => r as Request)
      .find((r) => r.url.endsWith('/bff/Member/sneHorn'));
    expect(req?.headers.get('idempotency-key')).toMatch(UUID);
    expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ balance: 50 }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('hands a refusal to the bar (which offers Recharge when short)', async () => {
    const { onError, onPaid } = renderComposer(
      {},
      { 'Member/sneHorn': fail('insufficientBalance', en.api.errors.insufficientBalance) },
    );
    const user = userEvent.setup();
    await user.type(box(), 'hi');
    await user.click(sendButton());
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0][0]).toMatchObject({ key: 'insufficientBalance' });
    expect(onPaid).not.toHaveBeenCalled();
    expect(box()).toHaveValue('hi');
  });
});
