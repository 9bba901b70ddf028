import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import type { ConsoleUser } from '@/lib/admin/users-contract';
import type { Paged } from '@/lib/wallet/contract';
import { mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import { userSearchPage } from './test-data';
import { UsersTable } from './users-table';

let mockSearch = new URLSearchParams();
const mockPush = jest.fn();
jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push: mockPush }),
}));
jest.mock('@/components/admin/use-console-params', () => {
  const { useReducer } = jest.requireActual<typeof import('react')>('react');
  return {
    useConsoleParams: () => {
      const [, rerender] = useReducer((n: number) => n + 1, 0);
      return [
        { get: (k: string) => mockSearch.get(k), all: () => Object.fromEntries(mockSearch) },
        (patch: Record<string, string | number | null | undefined>) => {
          const next = new URLSearchParams(mockSearch);
          if (!('page' in patch)) next.delete('page');
          for (const [k, v] of Object.entries(patch)) {
            if (v === null || v === undefined || v === '') next.delete(k);
            else next.set(k, String(v));
          }
          mockSearch = next;
          rerender();
        },
      ];
    },
  };
});

const U = en.adminUsers;
const page = userSearchPage.data as Paged<ConsoleUser>;

beforeEach(() => {
  mockSearch = new URLSearchParams();
  mockPush.mockReset();
});

describe('the users table', () => {
  it('searches and sorts through the URL and the request; Enter opens the user', async () => {
    const user = userEvent.setup();
    const bff = mockBff({ 'admin/userSearch': userSearchPage });
    renderWithProviders(<UsersTable initial={page} />, { locale: 'en' });
    const row = screen.getByTestId('console-row');
    expect(row).toHaveTextContent('Lucky Striker');
    expect(row).toHaveTextContent('86-138****0042');
    expect(row).toHaveTextContent('123.4');

    await user.type(screen.getByLabelText(U.searchLabel), '13800000042');
    await user.click(screen.getByRole('button', { name: en.console.search }));
    expect(mockSearch.get('q')).toBe('13800000042');
    await waitFor(() =>
      expect(bff.calls.at(-1)).toMatchObject({
        path: 'admin/userSearch',
        query: { q: '13800000042', page: '1' },
      }),
    );

    await user.click(screen.getByRole('button', { name: U.col.balance }));
    expect(mockSearch.get('sort')).toBe('balance');
    await waitFor(() =>
      expect(bff.calls.at(-1)?.query).toMatchObject({ sort: 'balance', q: '13800000042' }),
    );
    expect(screen.getByRole('columnheader', { name: new RegExp(U.col.balance) })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    screen.getByTestId('console-row').focus();
    await user.keyboard('{Enter}');
    expect(mockPush).toHaveBeenCalledWith('/admin/user?id=42');
  });
});
