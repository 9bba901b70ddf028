import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import zh from '@/messages/zh.json';
import { apiGet, apiPost } from '@/lib/client/api';
import { ProfilePaymentPassword } from './profile-payment-password';

jest.mock('@/lib/client/api', () => ({ apiGet: jest.fn(), apiPost: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: jest.fn() }));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const post = jest.mocked(apiPost);
const refresh = jest.fn();

function renderForm(isSet = false) {
  return render(
    <NextIntlClientProvider locale="zh" messages={zh} timeZone="Asia/Shanghai">
      <ProfilePaymentPassword isSet={isSet} />
    </NextIntlClientProvider>,
  );
}

async function fill(password: string, repassword: string, isSet = false) {
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText(zh.member.pay.password, { selector: 'input' }), password);
  if (repassword) await user.type(screen.getByLabelText(zh.member.pay.repassword), repassword);
  await user.click(screen.getByRole('button', { name: isSet ? zh.member.pay.submitChange : zh.member.pay.submitSet }));
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(useRouter).mockReturnValue({ refresh } as unknown as ReturnType<typeof useRouter>);
  jest.mocked(apiGet).mockResolvedValue({});
});

describe('ProfilePaymentPassword', () => {
  it.each([
    ['empty', '', '', zh.member.pay.short],
    ['short', '12345', '12345', zh.member.pay.short],
    ['non-digits', 'abc123', 'abc123', zh.member.pay.digits],
    ['digits with a space', '123 456', '123 456', zh.member.pay.digits],
    ['mismatch', '123456', '123457', zh.member.pay.mismatch],
  ])('blocks %s input with a localised message', async (_case, password, repassword, message) => {
    renderForm();
    await fill(password, repassword);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a valid password, toasts, clears the fields and refreshes', async () => {
    post.mockResolvedValueOnce(null);
    renderForm(true);
    expect(screen.getByRole('button', { name: zh.member.pay.submitChange })).toBeInTheDocument();
    await fill('20240601', '20240601', true);
    expect(post).toHaveBeenCalledWith('Member/paymentPassword', { password: '20240601', repassword: '20240601' });
    expect(toast.success).toHaveBeenCalledWith(zh.member.pay.saved);
    expect(screen.getByLabelText(zh.member.pay.password, { selector: 'input' })).toHaveValue('');
    expect(refresh).toHaveBeenCalled();
  });
});
