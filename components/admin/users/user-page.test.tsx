import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import { toast } from '@/lib/client/toast';
import { mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import {
  banAnswer,
  bannedDetailAnswer,
  ledgerAnswer,
  resetLockAnswer,
  unbanAnswer,
  userDetail,
  userDetailAnswer,
} from './test-data';
import { UserPage } from './user-page';

jest.mock('@/lib/client/toast');
jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const U = en.adminUsers;

afterEach(() => jest.clearAllMocks());

describe('a user’s console page', () => {
  it('bans after a confirmation with a duration and a reason; the toast’s undo lifts it', async () => {
    const user = userEvent.setup();
    let banned = false;
    const bff = mockBff({
      'admin/userLedger': ledgerAnswer,
      'admin/banUser': () => ((banned = true), banAnswer),
      'admin/unbanUser': () => ((banned = false), unbanAnswer),
      'admin/userDetail': () => (banned ? bannedDetailAnswer : userDetailAnswer),
    });
    renderWithProviders(<UserPage initial={userDetail} meId={1} isAdmin={false} />, {
      locale: 'en',
    });
    expect(screen.getByTestId('user-nickname')).toHaveTextContent('Lucky Striker');
    // Moderators see the roles, but only administrators change them.
    expect(screen.getByTestId('role-moderator')).toBeDisabled();

    await user.click(screen.getByTestId('ban'));
    const dialog = await screen.findByTestId('user-confirm');
    // No reason: asked for one, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: en.console.confirm }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(U.reasonRequired);
    await user.selectOptions(within(dialog).getByTestId('sanction-hours'), '72');
    await user.type(within(dialog).getByTestId('sanction-reason'), 'Fraud');
    await user.click(within(dialog).getByRole('button', { name: en.console.confirm }));

    await waitFor(() => expect(screen.queryByTestId('user-confirm')).toBeNull());
    const ban = bff.calls.find((c) => c.path === 'admin/banUser');
    expect(ban?.body).toEqual({ user_id: 42, hours: 72, reason: 'Fraud' });
    await waitFor(() => expect(screen.getByTestId('unban')).toBeInTheDocument());
    expect(screen.getByTestId('banned-until')).not.toHaveTextContent('—');

    // The toast offers the undo.
    const [msg, opts] = jest.mocked(toast.success).mock.calls[0];
    expect(msg).toBe(U.bannedToast);
    const action = (opts as { action: { label: string; onClick: () => void } }).action;
    expect(action.label).toBe(en.console.undo);
    action.onClick();
    await waitFor(() => expect(bff.calls.some((c) => c.path === 'admin/unbanUser')).toBe(true));
    await waitFor(() => expect(screen.getByTestId('ban')).toBeInTheDocument());
  });

  it('lets an administrator reset a payment-password lock; the history tab lists sanctions', async () => {
    const user = userEvent.setup();
    const bff = mockBff({
      'admin/userLedger': ledgerAnswer,
      'admin/resetPaymentLock': resetLockAnswer,
      'admin/userDetail': userDetailAnswer,
    });
    renderWithProviders(<UserPage initial={userDetail} meId={1} isAdmin />, { locale: 'en' });
    expect(screen.getByTestId('payment-lock')).toHaveTextContent(U.paymentLocked);
    await user.click(screen.getByRole('button', { name: U.unlock }));
    const dialog = await screen.findByTestId('user-confirm');
    await user.click(within(dialog).getByRole('button', { name: en.console.confirm }));
    await waitFor(() =>
      expect(bff.calls.find((c) => c.path === 'admin/resetPaymentLock')?.body).toEqual({
        user_id: 42,
      }),
    );
    // The ledger tab reads its first page; the history tab shows the warning.
    expect(await screen.findByText(U.txKinds.recharge)).toBeInTheDocument();
    await user.click(screen.getByTestId('tab-history'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Keep it civil');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Mod Zhou');
  });
});
