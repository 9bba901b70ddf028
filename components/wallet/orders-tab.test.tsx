import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import zh from '@/messages/zh.json';
import { fail, mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { ORDERS_LIMIT, OrdersTab } from './orders-tab';
import { ledger, ledgerPage, ledgerRow, txTypeList, txTypes } from './test-data';
import type { LedgerRow } from '@/lib/wallet/contract';

jest.mock('@/lib/client/toast');

const TYPES = txTypes;
const row = ledgerRow;
const page = (list: LedgerRow[], total = list.length) => ledgerPage(list, total, ORDERS_LIMIT);

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.restoreAllMocks());

describe('OrdersTab', () => {
  it('shows signed, coloured amounts with one decimal and times in the viewer’s zone (en)', () => {
    mockBff({});
    renderWithProviders(
      <OrdersTab
        initialTypes={TYPES}
        initialPage={page([
          row(1, 1000),
          row(2, -25.5, { account: 'income', type_name: 'Transfer' }),
        ])}
      />,
      { locale: 'en', timeZone: 'Asia/Ho_Chi_Minh' },
    );
    const rows = screen.getAllByTestId('record');
    expect(rows).toHaveLength(2);
    const [credit, debit] = screen.getAllByTestId('record-amount');
    expect(credit).toHaveTextContent('+1,000.0');
    expect(credit).toHaveClass('text-win');
    expect(debit).toHaveTextContent('-25.5');
    expect(debit).toHaveClass('text-live');
    expect(rows[0]).toHaveTextContent('Recharge 1000 coins');
    // 08:05 UTC is 15:05 in Ho Chi Minh City.
    expect(rows[0]).toHaveTextContent('15:05');
    expect(rows[0]).toHaveTextContent('Balance 1,001.0');
    expect(rows[1]).toHaveTextContent(en.wallet.records.account.income);
  });

  it('wraps an anchor’s many filters inside the card: none scrolled out of sight (issue 24)', () => {
    mockBff({});
    const types = Object.entries(zh.api.wallet.types).map(([type, name]) => ({ type, name }));
    renderWithProviders(<OrdersTab initialTypes={types} initialPage={page([])} />);
    const filter = screen.getByTestId('records-filter');
    expect(within(filter).getAllByRole('button')).toHaveLength(types.length);
    expect(filter).toHaveClass('flex-wrap');
    expect(filter).not.toHaveClass('overflow-x-auto');
  });

  it('formats per locale (vi)', () => {
    mockBff({});
    renderWithProviders(<OrdersTab initialTypes={TYPES} initialPage={page([row(1, 1234.5)])} />, {
      locale: 'vi',
    });
    expect(screen.getByTestId('record-amount')).toHaveTextContent('+1.234,5');
    expect(screen.getByTestId('record')).toHaveTextContent(
      vi.wallet.records.balanceAfter.replace('{amount}', '1.001,0'),
    );
  });

  it('filters by type from the first page on, and pages', async () => {
    const bff = mockBff({
      'GET Order/getList': (call) =>
        ledger(
          call.query.type === 'gift'
            ? page([row(40 + Number(call.query.page), -10)], 45)
            : page([row(1, 1000)]),
        ),
    });
    renderWithProviders(<OrdersTab initialTypes={TYPES} initialPage={page([row(1, 1000)], 1)} />);
    // The server's first page is not read again.
    expect(bff.calls).toEqual([]);
    const ue = userEvent.setup();
    await ue.click(screen.getByRole('button', { name: 'Gifts' }));
    expect(screen.getByRole('button', { name: 'Gifts' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByTestId('record')).toHaveTextContent('Sent Rocket ×10'));
    expect(screen.getByText('第 1 / 3 页')).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: zh.wallet.list.next }));
    await waitFor(() => expect(screen.getByText('第 2 / 3 页')).toBeInTheDocument());
    expect(bff.calls.map((c) => c.query)).toEqual([
      { type: 'gift', page: '1', limit: String(ORDERS_LIMIT) },
      { type: 'gift', page: '2', limit: String(ORDERS_LIMIT) },
    ]);
    expect(screen.getByRole('button', { name: zh.wallet.list.prev })).toBeEnabled();
  });

  it('has its own empty states: none at all, and none of a type', async () => {
    mockBff({ 'GET Order/getList': ledger(page([])) });
    renderWithProviders(<OrdersTab initialTypes={TYPES} initialPage={page([])} />);
    expect(screen.getByTestId('records-empty')).toHaveTextContent(zh.wallet.records.emptyTitle);
    expect(screen.getByTestId('records-empty')).toHaveTextContent(zh.wallet.records.emptyText);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Recharge' }));
    await waitFor(() =>
      expect(screen.getByTestId('records-empty')).toHaveTextContent(
        zh.wallet.records.emptyFiltered,
      ),
    );
  });

  it('loads by itself with a skeleton, and retries after a failure', async () => {
    const bff = mockBff({
      'GET order/getTypeList': txTypeList,
      'GET Order/getList': fail('notFound', '服务暂不可用'),
    });
    renderWithProviders(<OrdersTab initialTypes={null} initialPage={null} />);
    expect(screen.getByRole('list', { name: zh.wallet.records.loading })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('服务暂不可用');
    bff.route('GET Order/getList', ledger(page([row(3, 5)])));
    await userEvent.setup().click(screen.getByRole('button', { name: zh.wallet.list.retry }));
    expect(await screen.findByTestId('record')).toHaveTextContent('Recharge 5 coins');
    expect(
      within(screen.getByRole('group', { name: zh.wallet.records.filter })).getAllByRole('button'),
    ).toHaveLength(3);
  });
});
