import { render, screen, within } from '@testing-library/react';
import { createFormatter, createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import zh from '@/messages/zh.json';
import { SandboxCheckout } from './sandbox-checkout';
import { sandboxOrder } from './test-data';

// The server component's next-intl/server calls, answered from the catalogues as next-intl would.
const MESSAGES = { zh, en, vi };
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as never }),
  getFormatter: async ({ locale }: { locale: Locale }) =>
    createFormatter({ locale, timeZone: 'Asia/Shanghai' }),
}));
jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const ORDER = sandboxOrder;

async function show(props: Partial<Parameters<typeof SandboxCheckout>[0]> = {}) {
  render(
    await SandboxCheckout({
      locale: 'zh',
      order: ORDER,
      problem: null,
      sig: 'the-sig',
      failed: false,
      ...props,
    }),
  );
}

describe('SandboxCheckout', () => {
  it('shows the order and a form that works without JavaScript', async () => {
    await show();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('沙盒收银台');
    expect(screen.getByText('980 球币')).toBeInTheDocument();
    expect(screen.getByText('另赠 20 球币')).toBeInTheDocument();
    expect(screen.getByTestId('sandbox-amount')).toHaveTextContent('¥98.00');
    expect(screen.getByText(ORDER.order_no)).toBeInTheDocument();
    // 08:30 UTC is 16:30 in Beijing.
    expect(screen.getByText(/16:30/)).toHaveAttribute('dateTime', ORDER.expires_at);

    const confirm = screen.getByTestId('sandbox-confirm');
    expect(confirm).toHaveTextContent('确认支付 ¥98.00');
    const formEl = confirm.closest('form')!;
    expect(formEl).toHaveAttribute('method', 'post');
    expect(formEl).toHaveAttribute('action', '/api/payment/sandbox/submit');
    expect(confirm).toHaveAttribute('name', 'action');
    expect(confirm).toHaveAttribute('value', 'confirm');
    expect(screen.getByTestId('sandbox-cancel')).toHaveAttribute('value', 'cancel');
    const hidden = Object.fromEntries(
      [...formEl.querySelectorAll('input[type=hidden]')].map((i) => [
        i.getAttribute('name'),
        i.getAttribute('value'),
      ]),
    );
    expect(hidden).toEqual({ order: ORDER.order_no, sig: 'the-sig', lang: 'zh' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks English and Vietnamese', async () => {
    await show({ locale: 'en', order: { ...ORDER, bonus: 0 } });
    expect(screen.getByText('980 coins')).toBeInTheDocument();
    expect(screen.queryByText(/bonus/)).not.toBeInTheDocument();
    expect(screen.getByTestId('sandbox-confirm')).toHaveTextContent('Pay CN¥98.00');
    document.body.innerHTML = '';
    await show({ locale: 'vi', failed: true });
    expect(screen.getByText('980 xu')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Thanh toán chưa hoàn tất');
    expect(screen.getByTestId('sandbox-cancel')).toHaveTextContent('Hủy thanh toán');
  });

  it.each([
    [1, '订单已支付'],
    [2, '订单已取消'],
    [3, '订单已过期'],
  ])('shows a closed order (status %i) without buttons', async (status, title) => {
    await show({ order: { ...ORDER, status } });
    const state = screen.getByTestId('sandbox-state');
    expect(within(state).getByRole('heading')).toHaveTextContent(title);
    expect(within(state).getByRole('link')).toHaveAttribute(
      'href',
      `/member?type=1&order=${ORDER.order_no}`,
    );
    expect(screen.queryByTestId('sandbox-confirm')).not.toBeInTheDocument();
  });

  it.each([
    ['notFound', '订单不存在'],
    ['unavailable', '沙盒收银台未启用'],
    ['error', '暂时无法打开订单'],
  ] as const)('shows the %s state for a link it cannot use', async (problem, title) => {
    await show({ order: null, problem });
    expect(within(screen.getByTestId('sandbox-state')).getByRole('heading')).toHaveTextContent(
      title,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
