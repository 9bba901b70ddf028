import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import zh from '@/messages/zh.json';
import { apiGet, apiPost } from '@/lib/client/api';
import { ProfileInfoForm } from './profile-info-form';

jest.mock('@/lib/client/api', () => ({ apiGet: jest.fn(), apiPost: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: jest.fn() }));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const post = jest.mocked(apiPost);
const get = jest.mocked(apiGet);
const refresh = jest.fn();

function renderForm() {
  return render(
    <NextIntlClientProvider locale="zh" messages={zh} timeZone="Asia/Shanghai">
      <ProfileInfoForm nickname="Lao Zhang" signature="" sex={0} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(useRouter).mockReturnValue({ refresh } as unknown as ReturnType<typeof useRouter>);
  get.mockResolvedValue({});
});

describe('ProfileInfoForm', () => {
  it('shows a taken nickname inline under the field, without a toast', async () => {
    const msg = zh.api.errors.nicknameTaken;
    post.mockRejectedValueOnce(Object.assign(new Error(msg), { code: 1, msg, data: { error: 'nicknameTaken' } }));
    const user = userEvent.setup();
    renderForm();

    const nickname = screen.getByRole('textbox', { name: zh.member.info.nickname });
    await user.clear(nickname);
    await user.type(nickname, 'Nguyễn Văn An');
    await user.click(screen.getByRole('button', { name: zh.member.info.save }));

    expect(post).toHaveBeenCalledWith('member/updateInfo', { user_nickname: 'Nguyễn Văn An' });
    expect(await screen.findByRole('alert')).toHaveTextContent(msg);
    expect(nickname).toHaveAttribute('aria-invalid', 'true');
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();

    await user.type(nickname, '2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves only the changed fields, toasts and refreshes the server-rendered user', async () => {
    post.mockResolvedValueOnce({});
    const user = userEvent.setup();
    renderForm();

    expect(screen.getByRole('button', { name: zh.member.info.save })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: zh.member.info.signature }), 'Football forever');
    await user.click(screen.getByRole('radio', { name: zh.member.info.sexFemale }));
    await user.click(screen.getByRole('button', { name: zh.member.info.save }));

    expect(post).toHaveBeenCalledWith('member/updateInfo', { signature: 'Football forever', sex: 2 });
    expect(toast.success).toHaveBeenCalledWith(zh.member.saved);
    expect(get).toHaveBeenCalledWith('user/info', undefined, { silent: true });
    expect(refresh).toHaveBeenCalled();
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
    expect(post).not.toHaveBeenCalled();
  });
});
