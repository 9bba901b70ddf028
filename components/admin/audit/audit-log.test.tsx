import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import { mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import type { AuditEntry } from '@/lib/admin/contract';
import type { Paged } from '@/lib/wallet/contract';
import { auditPage } from './test-data';
import { AuditLog } from './audit-log';

let mockSearch = new URLSearchParams();
jest.mock('@/components/admin/use-console-params', () => {
  const actual = jest.requireActual<typeof import('@/components/admin/use-console-params')>(
    '@/components/admin/use-console-params',
  );
  const { useReducer } = jest.requireActual<typeof import('react')>('react');
  return {
    intParam: actual.intParam,
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

const A = en.adminAudit;
const page = auditPage.data as Paged<AuditEntry>;

beforeEach(() => {
  mockSearch = new URLSearchParams();
});
afterEach(() => jest.restoreAllMocks());

describe('the audit log', () => {
  it('lists who did what, in the viewer’s zone; a row opens its before and after side by side', async () => {
    mockBff({ 'admin/auditList': auditPage });
    renderWithProviders(<AuditLog initial={page} />, {
      locale: 'en',
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    const rows = screen.getAllByTestId('console-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('settings.update');
    expect(rows[0]).toHaveTextContent('settings:signup_bonus');
    // 06:30 UTC is 13:30 in Ho Chi Minh City.
    expect(rows[0]).toHaveTextContent('13:30');
    // Enter on the focused row opens it.
    rows[0].focus();
    await userEvent.keyboard('{Enter}');
    const detail = screen.getByTestId('audit-detail');
    expect(detail).toHaveTextContent('Mozilla/5.0 (X11; Linux x86_64)');
    expect(detail).toHaveTextContent('10.0.0.7');
    const diff = within(detail).getByRole('table');
    const amount = within(diff)
      .getByRole('rowheader', { name: /amount/ })
      .closest('tr')!;
    expect(amount).toHaveAttribute('data-changed', 'true');
    expect(amount).toHaveTextContent('10');
    expect(amount).toHaveTextContent('25.5');
    const enabled = within(diff).getByRole('rowheader', { name: 'enabled' }).closest('tr')!;
    expect(enabled).not.toHaveAttribute('data-changed');
    // The row's button closes it again.
    await userEvent.click(within(rows[0]).getByRole('button', { name: A.hide }));
    expect(screen.queryByTestId('audit-detail')).toBeNull();
  });

  it('the search, the actor and the action go to the URL and to the request', async () => {
    const bff = mockBff({ 'admin/auditList': auditPage });
    renderWithProviders(<AuditLog initial={page} />, { locale: 'en' });
    await userEvent.type(screen.getByLabelText(A.q), 'user:42');
    await userEvent.type(screen.getByLabelText(A.actor), '4x');
    await userEvent.type(screen.getByLabelText(A.action), 'user.ban');
    await userEvent.click(screen.getByRole('button', { name: en.console.search }));
    expect(Object.fromEntries(mockSearch)).toEqual({
      q: 'user:42',
      actor: '4',
      action: 'user.ban',
    });
    await screen.findAllByTestId('console-row');
    await new Promise((r) => setTimeout(r, 0));
    expect(bff.calls.at(-1)?.query).toEqual({
      page: '1',
      q: 'user:42',
      actor_id: '4',
      action: 'user.ban',
    });
  });
});
