import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import zh from '@/messages/zh.json';
import { apiGet, apiPost } from '@/lib/client/api';
import { ProfileVerify } from './profile-verify';
import type { VerifiedInfo } from './types';

jest.mock('@/lib/client/api', () => ({ apiGet: jest.fn(), apiPost: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: jest.fn() }));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const post = jest.mocked(apiPost);
const refresh = jest.fn();
const done: VerifiedInfo = {
  is_verified: 1,
  real_name: 'N********',
  id_number: '1101**********1234',
  verified_at: '2024-06-01T08:00:00.000Z',
};

function renderVerify(info: VerifiedInfo | null) {
  return render(
    <NextIntlClientProvider locale="zh" messages={zh} timeZone="Asia/Shanghai">
      <ProfileVerify info={info} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(useRouter).mockReturnValue({ refresh } as unknown as ReturnType<typeof useRouter>);
  jest.mocked(apiGet).mockResolvedValue({});
});

describe('ProfileVerify', () => {
  it('shows the masked record when verified', () => {
    renderVerify(done);
    expect(screen.getByText(zh.member.verify.done)).toBeInTheDocument();
    expect(screen.getByText('1101**********1234')).toBeInTheDocument();
    expect(screen.getByText(/2024/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('needs both fields before calling the API', async () => {
    const user = userEvent.setup();
    renderVerify(null);
    await user.type(screen.getByRole('textbox', { name: zh.member.verify.realName }), 'Nguyen An');
    await user.click(screen.getByRole('button', { name: zh.member.verify.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(zh.member.incomplete);
    expect(post).not.toHaveBeenCalled();
  });

  it('submits, then shows the masked record from the API', async () => {
    post.mockResolvedValueOnce(null).mockResolvedValueOnce(done);
    const user = userEvent.setup();
    renderVerify(null);
    await user.type(screen.getByRole('textbox', { name: zh.member.verify.realName }), ' Nguyen An ');
    await user.type(screen.getByRole('textbox', { name: zh.member.verify.idNumber }), '110101199003071234');
    await user.click(screen.getByRole('button', { name: zh.member.verify.submit }));

    expect(post).toHaveBeenNthCalledWith(1, 'Member/verified', { real_name: 'Nguyen An', id_number: '110101199003071234' });
    expect(post).toHaveBeenNthCalledWith(2, 'Member/getVerifiedInfo');
    expect(toast.success).toHaveBeenCalledWith(zh.member.verify.submitted);
    expect(await screen.findByText('N********')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
  });
});
