import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { fail, mockBff } from '@/test/bff';
import { toast } from '@/lib/client/toast';
import { AdjustBalance } from './adjust-balance';
import { ReauthProvider } from './reauth';
import { adjusted, reauthed } from './console/test-data';

jest.mock('@/lib/client/toast');

function renderAdjust(onDone = jest.fn()) {
  renderWithProviders(
    <ReauthProvider>
      <AdjustBalance userId={42} nickname="Night Owl" onDone={onDone} />
    </ReauthProvider>,
    { locale: 'en' },
  );
  return onDone;
}

describe('a balance adjustment in the console', () => {
  it('asks for the password when the API wants it, then sends the adjustment again', async () => {
    let tries = 0;
    const bff = mockBff({
      'POST admin/adjustBalance': () =>
        ++tries === 1
          ? fail('reauthRequired', 'Enter your password again to do this')
          : adjusted(112.5),
      'POST admin/reauth': reauthed(),
    });
    const onDone = renderAdjust();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByTestId('adjust-balance-dialog');
    await user.type(within(dialog).getByLabelText('Coins'), '12.5');
    await user.type(within(dialog).getByLabelText('Reason'), 'outage compensation');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));

    const ask = await screen.findByTestId('reauth-dialog');
    await user.type(within(ask).getByLabelText('Password'), 'admin123456');
    await user.click(within(ask).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(112.5));
    expect(toast.success).toHaveBeenCalledWith('Adjusted: the balance is now 112.5 coins');
    const sent = bff.calls.filter((c) => c.path === 'admin/adjustBalance');
    expect(sent).toHaveLength(2);
    expect(sent[1].body).toEqual({
      user_id: 42,
      direction: 1,
      amount: '12.5',
      reason: 'outage compensation',
    });
    expect(bff.calls.find((c) => c.path === 'admin/reauth')?.body).toEqual({
      password: 'admin123456',
    });
  });

  it('checks the amount and the reason before sending anything', async () => {
    const bff = mockBff({});
    renderAdjust();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByTestId('adjust-balance-dialog');
    await user.click(within(dialog).getByLabelText('Take away'));
    await user.type(within(dialog).getByLabelText('Coins'), '1.25');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('at most one decimal');
    await user.clear(within(dialog).getByLabelText('Coins'));
    await user.type(within(dialog).getByLabelText('Coins'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give a reason');
    expect(bff.calls).toEqual([]);
  });

  it('shows a refusal in the dialog, and cancelling the password prompt sends nothing more', async () => {
    const bff = mockBff({
      'POST admin/adjustBalance': fail('reauthRequired', 'Enter your password again to do this'),
    });
    renderAdjust();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByTestId('adjust-balance-dialog');
    await user.type(within(dialog).getByLabelText('Coins'), '5');
    await user.type(within(dialog).getByLabelText('Reason'), 'promo');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    const ask = await screen.findByTestId('reauth-dialog');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter your password again'),
    );
    expect(bff.calls.filter((c) => c.path === 'admin/adjustBalance')).toHaveLength(1);
  });
});
