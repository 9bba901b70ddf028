import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/client/toast';
import zh from '@/messages/zh.json';
import { AVATAR_MAX_BYTES } from '@/lib/account/limits';
import { fail, mockBff, respond, type BffAnswer } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { userInfo } from '@/test/users';
import { ProfileAvatar } from './profile-avatar';
import {
  avatarOptions as options,
  avatarPermit as grant,
  infoSaved,
  permitGranted,
  uploaded,
} from './test-data';

jest.mock('next/navigation', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/client/toast');

const refresh = jest.fn();

function renderAvatar() {
  return renderWithProviders(<ProfileAvatar current="/avatars/1.svg" options={options} />);
}

function file(name: string, type: string, size = 1024): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

// The file input's accept attribute would filter the bad files out before our own check runs.
const optionName = (n: number) => zh.member.avatar.option.replace('{n}', String(n));
const setupUser = () => userEvent.setup({ applyAccept: false });

let bff: ReturnType<typeof mockBff>;
/** The POSTs to the BFF, as [path, body]. */
const posted = () => bff.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);

/**
 * The storage address (the grant's upload_url) is not the BFF: the component fetches it
 * directly, so it is answered here and everything else goes on to the BFF mock.
 */
function mockStorage(answer: BffAnswer) {
  const toBff = bff.fetch.getMockImplementation()!;
  const uploads: [string, RequestInit | undefined][] = [];
  bff.fetch.mockImplementation(async (input, init) => {
    if (input === grant.upload_url) {
      uploads.push([input, init]);
      return respond('upload/image', answer);
    }
    return toBff(input, init);
  });
  return uploads;
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(useRouter).mockReturnValue({ refresh } as unknown as ReturnType<typeof useRouter>);
  bff = mockBff({ 'GET user/info': userInfo(), 'POST member/updateInfo': infoSaved() });
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

describe('ProfileAvatar', () => {
  it('saves the avatar chosen from the list', async () => {
    const user = setupUser();
    renderAvatar();

    expect(screen.getByRole('radio', { name: optionName(1) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('button', { name: zh.member.avatar.save })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: optionName(3) }));
    expect(screen.getByRole('radio', { name: optionName(3) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('radio', { name: optionName(1) })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await user.click(screen.getByRole('button', { name: zh.member.avatar.save }));

    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(posted()).toEqual([['member/updateInfo', { avatar: '/avatars/3.svg' }]]);
    expect(toast.success).toHaveBeenCalledWith(zh.member.saved);
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
    expect(bff.calls).toEqual([]);
  });

  it('accepts a jpg of exactly 5 MB, previews it, uploads it and saves the uploaded url', async () => {
    bff.route('POST Member/getQiniuToken', permitGranted);
    const uploads = mockStorage(uploaded('/uploads/avatar/me.jpg'));
    const user = setupUser();
    renderAvatar();

    await user.upload(
      screen.getByLabelText(zh.member.avatar.upload),
      file('me.jpg', 'image/jpeg', AVATAR_MAX_BYTES),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: zh.member.avatar.preview })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: zh.member.avatar.save }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(zh.member.saved));
    expect(posted()).toEqual([
      ['Member/getQiniuToken', {}],
      ['member/updateInfo', { avatar: '/uploads/avatar/me.jpg' }],
    ]);
    expect(uploads).toHaveLength(1);
    const [url, init] = uploads[0];
    expect(url).toBe('/api/upload/image');
    expect((init?.body as FormData).get('token')).toBe('tok');
  });

  it('shows the storage message when the upload is refused and saves nothing', async () => {
    bff.route('POST Member/getQiniuToken', permitGranted);
    const uploads = mockStorage(fail('uploadTokenInvalid', zh.api.errors.uploadTokenInvalid));
    const user = setupUser();
    renderAvatar();

    await user.upload(screen.getByLabelText(zh.member.avatar.upload), file('me.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: zh.member.avatar.save }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(zh.api.errors.uploadTokenInvalid));
    expect(uploads).toHaveLength(1);
    expect(posted()).toEqual([['Member/getQiniuToken', {}]]);
    expect(refresh).not.toHaveBeenCalled();
  });
});
