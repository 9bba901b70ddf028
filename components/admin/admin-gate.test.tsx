import { screen } from '@testing-library/react';
import vi from '@/messages/vi.json';
import zh from '@/messages/zh.json';
import { renderWithProviders } from '@/test/render';
import { AdminForbidden } from './admin-gate';
import { AdminLogin } from './admin-login';
import { loginDialogAtom } from '@/lib/client/atoms';
import userEvent from '@testing-library/user-event';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/admin',
}));

describe('the admin gate', () => {
  it('shows other users a 403 and a way home, nothing of the admin area', () => {
    renderWithProviders(<AdminForbidden />, { locale: 'vi' });
    expect(screen.getByRole('heading', { name: vi.admin.forbidden.title })).toBeInTheDocument();
    expect(screen.getByTestId('admin-forbidden')).toHaveTextContent('403');
    expect(screen.getByRole('link', { name: vi.admin.forbidden.back })).toHaveAttribute(
      'href',
      '/vi/main',
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('asks visitors to log in', async () => {
    const { store } = renderWithProviders(<AdminLogin />);
    await userEvent.setup().click(screen.getByRole('button', { name: zh.admin.login.button }));
    expect(store.get(loginDialogAtom)).toEqual({ open: true, mode: 'code' });
  });
});
