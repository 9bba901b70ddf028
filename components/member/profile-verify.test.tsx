import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/client/toast';
import zh from '@/messages/zh.json';
import { mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { userInfo } from '@/test/users';
import { ProfileVerify } from './profile-verify';
import { verifiedInfo, verifiedRecord as done, verifySubmitted } from './test-data';
import type { VerifiedInfo } from '@/lib/account/contract';

jest.mock('next/navigation', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/client/toast');

const refresh = jest.fn();

function renderVerify(info: VerifiedInfo | null) {
  return renderWithProviders(<ProfileVerify info={info} />);
}

let bff: ReturnType<typeof mockBff>;
/** The POSTs to the BFF, as [path, body]. */
const posted = () => bff.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(useRouter).mockReturnValue({ refresh } as unknown as ReturnType<typeof useRouter>);
  bff = mockBff({ 'GET user/info': userInfo() });
});
afterEach(() => jest.restoreAllMocks());

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
    expect(bff.calls).toEqual([]);
  });

  it('submits, then shows the masked record from the API', async () => {
    bff.route('POST Member/verified', verifySubmitted);
    bff.route('POST Member/getVerifiedInfo', verifiedInfo);
    const user = userEvent.setup();
    renderVerify(null);
    await user.type(
      screen.getByRole('textbox', { name: zh.member.verify.realName }),
      ' Nguyen An ',
    );
    await user.type(
      screen.getByRole('textbox', { name: zh.member.verify.idNumber }),
      '110101199003071234',
    );
    await user.click(screen.getByRole('button', { name: zh.member.verify.submit }));

    expect(await screen.findByText('N********')).toBeInTheDocument();
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(posted()).toEqual([
      ['Member/verified', { real_name: 'Nguyen An', id_number: '110101199003071234' }],
      ['Member/getVerifiedInfo', {}],
    ]);
    expect(toast.success).toHaveBeenCalledWith(zh.member.verify.submitted);
  });
});
