import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/client/toast';
import zh from '@/messages/zh.json';
import { fail, mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { userInfo } from '@/test/users';
import { ProfileInfoForm } from './profile-info-form';
import { infoSaved } from './test-data';

jest.mock('next/navigation', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/client/toast');

const refresh = jest.fn();
let bff: ReturnType<typeof mockBff>;
/** The POSTs to the BFF, as [path, body]. */
const posted = () => bff.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);

function renderForm() {
  return renderWithProviders(<ProfileInfoForm nickname="Lao Zhang" signature="" sex={0} />);
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(useRouter).mockReturnValue({ refresh } as unknown as ReturnType<typeof useRouter>);
  bff = mockBff({ 'GET user/info': userInfo(), 'POST member/updateInfo': infoSaved() });
});
afterEach(() => jest.restoreAllMocks());

describe('ProfileInfoForm', () => {
  it('shows a taken nickname inline under the field, without a toast', async () => {
    const msg = zh.api.errors.nicknameTaken;
    // The real client leaves this one failure to the form (no toast): docs/product.md §8.
    bff.route('POST member/updateInfo', fail('nicknameTaken', msg));
    const user = userEvent.setup();
    renderForm();

    const nickname = screen.getByRole('textbox', { name: zh.member.info.nickname });
    await user.clear(nickname);
    await user.type(nickname, 'Nguyễn Văn An');
    await user.click(screen.getByRole('button', { name: zh.member.info.save }));

    expect(await screen.findByRole('alert')).toHaveTextContent(msg);
    expect(posted()).toEqual([['member/updateInfo', { user_nickname: 'Nguyễn Văn An' }]]);
    expect(nickname).toHaveAttribute('aria-invalid', 'true');
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();

    await user.type(nickname, '2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('another failure is the client toast, not an inline error', async () => {
    bff.route('POST member/updateInfo', fail('nicknameInvalid', zh.api.errors.nicknameInvalid));
    const user = userEvent.setup();
    renderForm();
    const nickname = screen.getByRole('textbox', { name: zh.member.info.nickname });
    await user.type(nickname, '2');
    await user.click(screen.getByRole('button', { name: zh.member.info.save }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(zh.api.errors.nicknameInvalid, expect.anything()),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('saves only the changed fields, toasts and refreshes the server-rendered user', async () => {
    const user = userEvent.setup();
    renderForm();

    expect(screen.getByRole('button', { name: zh.member.info.save })).toBeDisabled();
    await user.type(
      screen.getByRole('textbox', { name: zh.member.info.signature }),
      'Football forever',
    );
    await user.click(screen.getByRole('radio', { name: zh.member.info.sexFemale }));
    await user.click(screen.getByRole('button', { name: zh.member.info.save }));

    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(posted()).toEqual([['member/updateInfo', { signature: 'Football forever', sex: 2 }]]);
    expect(toast.success).toHaveBeenCalledWith(zh.member.saved);
    expect(bff.calls).toContainEqual({
      method: 'GET',
      path: 'user/info',
      query: {},
      body: undefined,
    });
    expect(screen.getByRole('button', { name: zh.member.info.save })).toBeDisabled();
  });

  it.each([
    ['empty', '', zh.member.info.nicknameRequired],
    ['blank', '   ', zh.member.info.nicknameRequired],
    ['one character', 'A', zh.member.info.nicknameInvalid],
    ['symbols', 'Ball!!', zh.member.info.nicknameInvalid],
  ])('does not send an %s nickname', async (_case, typed, message) => {
    const user = userEvent.setup();
    renderForm();
    const nickname = screen.getByRole('textbox', { name: zh.member.info.nickname });
    await user.clear(nickname);
    if (typed) await user.type(nickname, typed);
    await user.click(screen.getByRole('button', { name: zh.member.info.save }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(bff.calls).toEqual([]);
  });
});
