import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/client/toast';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { inviteActivity, visitCounted } from './test-data';
import { InviteEntry } from './invite-entry';
import { ShareCodeCatcher } from './share-code-catcher';
import { readShareCode } from '@/lib/client/share-code';

const push = jest.fn();
jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push }),
}));
jest.mock('@/lib/client/toast');

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('the invite entry', () => {
  it('opens /recommend while the activity is open', async () => {
    const bff = mockBff({ 'GET invite_activity/latest': inviteActivity(true) });
    renderWithProviders(<InviteEntry variant="drawer" />);
    const link = screen.getByRole('link', { name: zh.userMenu.invite });
    expect(link).toHaveAttribute('href', '/recommend');
    await userEvent.click(link);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/recommend'));
    expect(bff.calls[0].query).toMatchObject({ is_detail: '0' });
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it('says 活动已关闭, in the user’s language, and stays put while it is closed', async () => {
    mockBff({ 'GET invite_activity/latest': inviteActivity(false) });
    renderWithProviders(<InviteEntry variant="bar" />);
    await userEvent.click(screen.getByRole('link', { name: zh.userMenu.invite }));
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('活动已关闭'));
    expect(push).not.toHaveBeenCalled();

    mockBff({ 'GET invite_activity/latest': inviteActivity(false) });
    renderWithProviders(<InviteEntry variant="drawer" />, { locale: 'en' });
    await userEvent.click(screen.getByRole('link', { name: en.userMenu.invite }));
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith(en.userMenu.inviteClosed));
  });
});

describe('a share link', () => {
  it('keeps the code for later pages and reports the visit once', async () => {
    window.history.replaceState(null, '', '/main?invite_code=FAN001');
    const bff = mockBff({ 'GET invite_activity/accessStatistics': visitCounted });
    renderWithProviders(<ShareCodeCatcher />);
    await waitFor(() => expect(bff.calls).toHaveLength(1));
    expect(bff.calls[0].query).toEqual({ invite_code: 'FAN001' });
    expect(readShareCode()).toBe('FAN001');
  });

  it('ignores a malformed code', () => {
    window.history.replaceState(null, '', '/main?invite_code=%3Cscript%3E');
    const bff = mockBff();
    renderWithProviders(<ShareCodeCatcher />);
    expect(bff.calls).toHaveLength(0);
    expect(readShareCode()).toBeNull();
  });
});
