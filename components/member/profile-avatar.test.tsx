import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import zh from '@/messages/zh.json';
import { apiGet, apiPost } from '@/lib/client/api';
import { AVATAR_MAX_BYTES } from '@/lib/account/schemas';
import { ProfileAvatar } from './profile-avatar';

jest.mock('@/lib/client/api', () => ({ apiGet: jest.fn(), apiPost: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: jest.fn() }));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const post = jest.mocked(apiPost);
const refresh = jest.fn();
const options = [
  { id: 1, url: '/avatars/1.svg' },
  { id: 2, url: '/avatars/2.svg' },
  { id: 3, url: '/avatars/3.svg' },
];

function renderAvatar() {
  return render(
    <NextIntlClientProvider locale="zh" messages={zh} timeZone="Asia/Shanghai">
      <ProfileAvatar current="/avatars/1.svg" options={options} />
    </NextIntlClientProvider>,
  );
}

function file(name: string, type: string, size = 1024): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

// The file input's accept attribute would filter the bad files out before our own check runs.
const optionName = (n: number) => zh.member.avatar.option.replace('{n}', String(n));
const setupUser = () => userEvent.setup({ applyAccept: false });

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(useRouter).mockReturnValue({ refresh } as unknown as ReturnType<typeof useRouter>);
  jest.mocked(apiGet).mockResolvedValue({});
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

describe('ProfileAvatar', () => {
  it('saves the avatar chosen from the list', async () => {
    post.mockResolvedValueOnce({});
    const user = setupUser();
    renderAvatar();

    expect(screen.getByRole('radio', { name: optionName(1) })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: zh.member.avatar.save })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: optionName(3) }));
    expect(screen.getByRole('radio', { name: optionName(3) })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: optionName(1) })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('button', { name: zh.member.avatar.save }));

    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('member/updateInfo', { avatar: '/avatars/3.svg' });
    expect(toast.success).toHaveBeenCalledWith(zh.member.saved);
    expect(refresh).toHaveBeenCalled();
  });

  it.each([
    ['a gif', file('dance.gif', 'image/gif'), zh.member.avatar.wrongType],
    ['a 6 MB png', file('big.png', 'image/png', 6 * 1024 * 1024), zh.member.avatar.tooLarge],
  ])('rejects %s before uploading', async (_case, bad, message) => {
    const user = setupUser();
    renderAvatar();
    await user.upload(screen.getByLabelText(zh.member.avatar.upload), bad);

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: zh.member.avatar.save })).toBeDisabled();
    expect(post).not.toHaveBeenCalled();
  });

  it('accepts a jpg of exactly 5 MB, previews it, uploads it and saves the uploaded url', async () => {
    post
      .mockResolvedValueOnce({ token: 'tok', upload_url: '/api/upload', expires_in: 600, max_size: AVATAR_MAX_BYTES })
      .mockResolvedValueOnce({});
    const fetchMock = jest.fn(async () => ({
      json: async () => ({ code: 0, msg: '', data: { url: '/uploads/avatar/me.jpg' } }),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const user = setupUser();
    renderAvatar();

    await user.upload(screen.getByLabelText(zh.member.avatar.upload), file('me.jpg', 'image/jpeg', AVATAR_MAX_BYTES));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: zh.member.avatar.preview })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: zh.member.avatar.save }));

    expect(post).toHaveBeenNthCalledWith(1, 'Member/getQiniuToken');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/upload');
    expect((init.body as FormData).get('token')).toBe('tok');
    expect(post).toHaveBeenNthCalledWith(2, 'member/updateInfo', { avatar: '/uploads/avatar/me.jpg' });
    expect(toast.success).toHaveBeenCalledWith(zh.member.saved);
  });

  it('shows the storage message when the upload is refused and saves nothing', async () => {
    post.mockResolvedValueOnce({ token: 'tok', upload_url: '/api/upload', expires_in: 600, max_size: AVATAR_MAX_BYTES });
    global.fetch = jest.fn(async () => ({
      json: async () => ({ code: 1, msg: zh.api.errors.uploadTokenInvalid, data: null }),
    })) as unknown as typeof fetch;
    const user = setupUser();
    renderAvatar();

    await user.upload(screen.getByLabelText(zh.member.avatar.upload), file('me.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: zh.member.avatar.save }));

    expect(toast.error).toHaveBeenCalledWith(zh.api.errors.uploadTokenInvalid);
    expect(post).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });
});
