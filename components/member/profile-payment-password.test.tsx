import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/client/toast';
import zh from '@/messages/zh.json';
import { fail, mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { userInfo } from '@/test/users';
import { codeSent } from '@/components/layout/test-data';
import { maskMobile, ProfilePaymentPassword } from './profile-payment-password';
import { paymentPasswordSaved } from './test-data';

jest.mock('next/navigation', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/client/toast');
// The real ALTCHA widget is covered by the browser e2e; here a button "solves" it.
jest.mock('@/components/layout/captcha-field', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    CaptchaField: ({ onChange }: { onChange: (payload: string | null) => void }) =>
      createElement('button', { type: 'button', onClick: () => onChange('payload') }, 'solve'),
  };
});

const refresh = jest.fn();
const P = zh.member.pay;
const MOBILE = '86-13800138000';

function renderForm(isSet = false) {
  return renderWithProviders(<ProfilePaymentPassword isSet={isSet} mobile={MOBILE} />);
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function fill(password: string, repassword: string, isSet = false) {
  const user = userEvent.setup();
  if (password) await user.type(input(isSet ? P.newPassword : P.password), password);
  if (repassword) await user.type(input(P.repassword), repassword);
  await user.click(screen.getByRole('button', { name: isSet ? P.submitChange : P.submitSet }));
}

let bff: ReturnType<typeof mockBff>;
/** The POSTs to the BFF, as [path, body]. */
const posted = () => bff.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);
const PAY = 'POST Member/paymentPassword';

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(useRouter).mockReturnValue({ refresh } as unknown as ReturnType<typeof useRouter>);
  bff = mockBff({ 'GET user/info': userInfo() });
});
afterEach(() => jest.restoreAllMocks());

describe('ProfilePaymentPassword', () => {
  it.each([
    ['empty', '', '', P.short],
    ['short', '12345', '12345', P.short],
    ['non-digits', 'abc123', 'abc123', P.digits],
    ['digits with a space', '123 456', '123 456', P.digits],
    ['mismatch', '123456', '123457', P.mismatch],
  ])('blocks %s input with a localised message', async (_case, password, repassword, message) => {
    renderForm();
    await fill(password, repassword);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(bff.calls).toEqual([]);
  });

  it('sets the first payment password with the two entries only', async () => {
    bff.route(PAY, paymentPasswordSaved);
    renderForm(false);
    expect(screen.queryByLabelText(P.oldPassword)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: P.useCode })).not.toBeInTheDocument();
    await fill('20240601', '20240601');
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(posted()).toEqual([
      ['Member/paymentPassword', { password: '20240601', repassword: '20240601' }],
    ]);
    expect(toast.success).toHaveBeenCalledWith(P.saved);
    expect(input(P.password)).toHaveValue('');
  });

  it('asks a user who has one for the current payment password', async () => {
    renderForm(true);
    expect(input(P.oldPassword)).toHaveAttribute('type', 'password');
    expect(input(P.oldPassword)).toHaveAttribute('autocomplete', 'off');
    await fill('20240601', '20240601', true);
    expect(screen.getByRole('alert')).toHaveTextContent(P.oldRequired);
    expect(input(P.oldPassword)).toHaveAttribute('aria-invalid', 'true');
    expect(bff.calls).toEqual([]);
  });

  it('changes it with the current payment password, then clears the fields', async () => {
    bff.route(PAY, paymentPasswordSaved);
    renderForm(true);
    const user = userEvent.setup();
    await user.type(input(P.oldPassword), '111111');
    await fill('20240601', '20240601', true);
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(posted()).toEqual([
      [
        'Member/paymentPassword',
        { password: '20240601', repassword: '20240601', old_password: '111111' },
      ],
    ]);
    expect(toast.success).toHaveBeenCalledWith(P.saved);
    expect(input(P.oldPassword)).toHaveValue('');
    expect(input(P.newPassword)).toHaveValue('');
  });

  it('keeps the fields when the API refuses the old password', async () => {
    bff.route(PAY, fail('paymentPasswordWrong', '原支付密码错误'));
    renderForm(true);
    const user = userEvent.setup();
    await user.type(input(P.oldPassword), '999999');
    await fill('20240601', '20240601', true);
    // The client toasts the server's message.
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('原支付密码错误', expect.anything()),
    );
    expect(posted()).toHaveLength(1);
    expect(toast.success).not.toHaveBeenCalled();
    expect(input(P.oldPassword)).toHaveValue('999999');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('offers an SMS code to the own mobile instead, behind the captcha', async () => {
    bff.route(PAY, paymentPasswordSaved);
    bff.route('POST user/getCode', codeSent);
    renderForm(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: P.useCode }));
    expect(screen.queryByLabelText(P.oldPassword)).not.toBeInTheDocument();
    expect(screen.getByText(P.codeHint.replace('{mobile}', '+86 138****8000'))).toBeInTheDocument();

    // No code request without a solved captcha.
    await user.click(screen.getByRole('button', { name: zh.login.getCode }));
    expect(toast.warning).toHaveBeenCalledWith(zh.login.captchaFirst);
    expect(bff.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'solve' }));
    await user.click(screen.getByRole('button', { name: zh.login.getCode }));
    expect(
      await screen.findByRole('button', { name: zh.login.resendIn.replace('{seconds}', '60') }),
    ).toBeDisabled();
    expect(posted()).toEqual([['user/getCode', { mobile: MOBILE, type: 2, captcha: 'payload' }]]);
    expect(toast.success).toHaveBeenCalledWith('验证码已发送');

    // A missing code is caught before sending.
    await fill('20240601', '20240601', true);
    expect(screen.getByRole('alert')).toHaveTextContent(P.codeRequired);
    expect(posted()).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: zh.login.code }), '123456');
    await user.click(screen.getByRole('button', { name: P.submitChange }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(P.saved));
    expect(posted()[1]).toEqual([
      'Member/paymentPassword',
      { password: '20240601', repassword: '20240601', code: '123456' },
    ]);
    // Back to the default proof for the next change.
    expect(input(P.oldPassword)).toHaveValue('');
  });

  it('switches back from the SMS code to the current password', async () => {
    renderForm(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: P.useCode }));
    await user.click(screen.getByRole('button', { name: P.useOld }));
    expect(input(P.oldPassword)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: zh.login.code })).not.toBeInTheDocument();
  });
});

describe('maskMobile', () => {
  it.each([
    ['86-13800138000', '+86 138****8000'],
    ['84-912345678', '+84 912**5678'],
    ['852-1234567', '+852 *****67'],
  ])('%s → %s', (mobile, masked) => {
    expect(maskMobile(mobile)).toBe(masked);
  });
});
