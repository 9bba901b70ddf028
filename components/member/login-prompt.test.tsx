import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import zh from '@/messages/zh.json';
import { loginDialogAtom } from '@/lib/client/atoms';
import { renderWithProviders } from '@/test/render';
import { LoginPrompt } from './login-prompt';

describe('LoginPrompt', () => {
  it('opens the login dialog in password-login mode', async () => {
    // The page's store, which the login dialog reads.
    const { store } = renderWithProviders(<LoginPrompt />);
    expect(store.get(loginDialogAtom).open).toBe(false);
    expect(screen.getByRole('heading', { name: zh.member.login.title })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: zh.member.login.button }));
    expect(store.get(loginDialogAtom)).toEqual({ open: true, mode: 'code' });
  });
});
