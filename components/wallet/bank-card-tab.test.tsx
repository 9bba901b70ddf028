import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/client/toast';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { fail, mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { BankCardTab } from './bank-card-tab';
import { groupCardNumber, reformatCardInput } from './card-number';
import { alipayAccount, alipayBound, bankBound, bankCard } from './test-data';

jest.mock('next/navigation', () => ({
  useRouter: () => ({
    refresh: jest.fn(),
    push: jest.fn(),
    replace: jest.fn(),
    prefetch: jest.fn(),
  }),
  usePathname: () => '/member',
}));
jest.mock('@/lib/client/toast');

const A = zh.wallet.accounts;
const BANK = bankCard;
const ALIPAY = alipayAccount;

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.restoreAllMocks());

const section = (title: string) => screen.getByRole('region', { name: title });

describe('BankCardTab', () => {
  it('shows the bound accounts masked, with a way to change them', async () => {
    mockBff({});
    renderWithProviders(<BankCardTab bank={BANK} alipay={ALIPAY} hasPaymentPassword />, {
      locale: 'en',
    });
    expect(screen.getByTestId('bound-bank')).toHaveTextContent('招商银行6222 **** **** 1234*明');
    expect(screen.getByTestId('bound-alipay')).toHaveTextContent('138****8000');
    await userEvent.setup().click(
      within(section(en.wallet.accounts.bankTitle)).getByRole('button', {
        name: en.wallet.accounts.change,
      }),
    );
    expect(screen.getByLabelText(en.wallet.accounts.cardNumber)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.wallet.accounts.bankRebind })).toBeInTheDocument();
  });

  it('groups the card number by four as it is typed and sends the digits', async () => {
    const bff = mockBff({ 'POST Bank_card/bind': bankBound });
    renderWithProviders(<BankCardTab bank={null} alipay={null} hasPaymentPassword />);
    const ue = userEvent.setup();
    const bank = section(A.bankTitle);
    await ue.type(within(bank).getByLabelText(A.bankName), '招商银行');
    const card = within(bank).getByLabelText(A.cardNumber);
    await ue.type(card, '6222021234567890123');
    expect(card).toHaveValue('6222 0212 3456 7890 123');
    // Nothing beyond 19 digits, nothing but digits.
    await ue.type(card, '45x');
    expect(card).toHaveValue('6222 0212 3456 7890 123');
    await ue.type(within(bank).getByLabelText(A.holderName), '李明');
    await ue.type(within(bank).getByLabelText(A.password), '123456');
    await ue.click(within(bank).getByRole('button', { name: A.bankSubmit }));
    await waitFor(() => expect(screen.getByTestId('bound-bank')).toBeInTheDocument());
    expect(bff.calls.map((c) => [c.path, c.body])).toEqual([
      [
        'Bank_card/bind',
        {
          bank_name: '招商银行',
          card_number: '6222021234567890123',
          holder_name: '李明',
          payment_password: '123456',
        },
      ],
    ]);
    expect(toast.success).toHaveBeenCalledWith(A.bankSaved);
  });

  it('shows the API’s refusal next to the field it concerns, and keeps the form', async () => {
    const bff = mockBff({
      'POST Bank_card/bind': fail('paymentPasswordIncorrect', '支付密码错误', { left: 3 }),
    });
    renderWithProviders(<BankCardTab bank={null} alipay={null} hasPaymentPassword />);
    const ue = userEvent.setup();
    const bank = section(A.bankTitle);
    await ue.type(within(bank).getByLabelText(A.bankName), '招商银行');
    await ue.type(within(bank).getByLabelText(A.cardNumber), '6222021234567890');
    await ue.type(within(bank).getByLabelText(A.holderName), '李明');
    await ue.type(within(bank).getByLabelText(A.password), '654321');
    await ue.click(within(bank).getByRole('button', { name: A.bankSubmit }));
    const password = within(bank).getByLabelText(A.password);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(within(bank).getByRole('alert')).toHaveTextContent('支付密码错误');
    expect(within(bank).getByLabelText(A.cardNumber)).toHaveValue('6222 0212 3456 7890');
    expect(toast.error).not.toHaveBeenCalled();
    expect(bff.calls).toHaveLength(1);
  });

  it('checks the fields before sending', async () => {
    const bff = mockBff({});
    renderWithProviders(<BankCardTab bank={null} alipay={null} hasPaymentPassword />);
    const ue = userEvent.setup();
    const bank = section(A.bankTitle);
    await ue.click(within(bank).getByRole('button', { name: A.bankSubmit }));
    expect(within(bank).getByRole('alert')).toHaveTextContent(A.bankNameRequired);
    await ue.type(within(bank).getByLabelText(A.bankName), '招商银行');
    await ue.type(within(bank).getByLabelText(A.cardNumber), '12345');
    await ue.click(within(bank).getByRole('button', { name: A.bankSubmit }));
    expect(within(bank).getByRole('alert')).toHaveTextContent(A.cardInvalid);
    const alipay = section(A.alipayTitle);
    await ue.type(within(alipay).getByLabelText(A.alipayAccount), 'not an account');
    await ue.click(within(alipay).getByRole('button', { name: A.alipaySubmit }));
    expect(within(alipay).getByRole('alert')).toHaveTextContent(A.alipayInvalid);
    expect(bff.calls).toEqual([]);
  });

  it('binds Alipay', async () => {
    const bff = mockBff({ 'POST Bank_card/bindAliPay': alipayBound });
    renderWithProviders(<BankCardTab bank={BANK} alipay={null} hasPaymentPassword />);
    const ue = userEvent.setup();
    const alipay = section(A.alipayTitle);
    await ue.type(within(alipay).getByLabelText(A.alipayAccount), '13800138000');
    await ue.type(within(alipay).getByLabelText(A.alipayName), '李明');
    await ue.type(within(alipay).getByLabelText(A.password), '123456');
    await ue.click(within(alipay).getByRole('button', { name: A.alipaySubmit }));
    await waitFor(() =>
      expect(screen.getByTestId('bound-alipay')).toHaveTextContent('138****8000'),
    );
    expect(bff.calls[0].body).toEqual({
      account: '13800138000',
      name: '李明',
      payment_password: '123456',
    });
  });

  it('without a payment password points to where it is set, forms disabled', () => {
    mockBff({});
    renderWithProviders(<BankCardTab bank={null} alipay={null} hasPaymentPassword={false} />);
    expect(screen.getByTestId('needs-payment-password')).toHaveTextContent(A.needPassword);
    expect(screen.getByRole('link', { name: A.setPassword })).toHaveAttribute(
      'href',
      '/member?type=10',
    );
    expect(screen.getByRole('button', { name: A.bankSubmit })).toBeDisabled();
    expect(screen.getByLabelText(A.alipayAccount)).toBeDisabled();
  });
});

describe('card number grouping', () => {
  it.each([
    ['', ''],
    ['6222', '6222'],
    ['62220', '6222 0'],
    ['6222021234567890123', '6222 0212 3456 7890 123'],
  ])('%s → %s', (digits, text) => expect(groupCardNumber(digits)).toBe(text));

  it('keeps the caret after the digit just typed in the middle', () => {
    // "6222 0212" with a 9 typed after "6222 0" (caret 7 in the raw value).
    expect(reformatCardInput('6222 09212', 7)).toEqual({
      digits: '622209212',
      text: '6222 0921 2',
      caret: 7,
    });
    // A fourth digit: the caret stays before the new space.
    expect(reformatCardInput('6222', 4)).toEqual({ digits: '6222', text: '6222', caret: 4 });
    expect(reformatCardInput('6222 1', 6).caret).toBe(6);
  });
});
