import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/client/toast';
import en from '@/messages/en.json';
import { fail, mockBff } from '@/test/bff';
import { renderWithProviders } from '@/test/render';
import type { ConsoleSettings } from '@/lib/admin/settings-contract';
import { bonusSaved, consoleSettings, giftAdded } from './test-data';
import { SettingsConsole } from './settings-console';

jest.mock('@/lib/client/toast');

// The URL's search params, as useConsoleParams keeps them (router.replace in the browser).
let mockSearch = new URLSearchParams();
jest.mock('@/components/admin/use-console-params', () => {
  const { useReducer } = jest.requireActual<typeof import('react')>('react');
  return {
    useConsoleParams: () => {
      const [, rerender] = useReducer((n: number) => n + 1, 0);
      return [
        { get: (k: string) => mockSearch.get(k), all: () => Object.fromEntries(mockSearch) },
        (patch: Record<string, string | number | null | undefined>) => {
          const next = new URLSearchParams(mockSearch);
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

const S = en.adminSettings;
const initial = consoleSettings.data as ConsoleSettings;

beforeEach(() => {
  jest.clearAllMocks();
  mockSearch = new URLSearchParams();
});
afterEach(() => jest.restoreAllMocks());

const show = () => renderWithProviders(<SettingsConsole initial={initial} />, { locale: 'en' });

describe('the settings console', () => {
  it('opens the tab in the URL; a save asks first, sends the group and reads the settings again', async () => {
    mockSearch = new URLSearchParams('tab=signup_bonus');
    const bff = mockBff({
      'POST admin/settingsUpdate': bonusSaved,
      'GET admin/settings': consoleSettings,
    });
    show();
    expect(screen.getByRole('tab', { name: S.tabs.signup_bonus })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const amount = screen.getByLabelText(S.fields.amount);
    expect(amount).toHaveValue('10');
    await userEvent.clear(amount);
    await userEvent.type(amount, '25.5');
    await userEvent.click(screen.getByRole('button', { name: S.save }));
    // Nothing is sent before the confirmation.
    expect(bff.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    const dialog = await screen.findByTestId('settings-confirm');
    expect(dialog).toHaveTextContent(S.groups.signup_bonus);
    await userEvent.click(within(dialog).getByRole('button', { name: S.save }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(S.saved));
    expect(bff.calls.find((c) => c.method === 'POST')?.body).toEqual({
      group: 'signup_bonus',
      enabled: true,
      amount: '25.5',
    });
    await waitFor(() => expect(bff.calls.some((c) => c.path === 'admin/settings')).toBe(true));
  });

  it('shows the API’s message beside the refused field', async () => {
    mockSearch = new URLSearchParams('tab=contacts');
    const msg = en.api.errors.settingsEmailInvalid;
    mockBff({
      'POST admin/settingsUpdate': fail('invalidField', msg, { field: 'customer_service_email' }),
    });
    show();
    const email = screen.getByLabelText(S.fields.customer_service_email);
    await userEvent.clear(email);
    await userEvent.type(email, 'nope');
    await userEvent.click(screen.getByRole('button', { name: S.save }));
    const dialog = await screen.findByTestId('settings-confirm');
    await userEvent.click(within(dialog).getByRole('button', { name: S.save }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(msg);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('switching tabs keeps the tab in the URL', async () => {
    mockBff({});
    show();
    await userEvent.click(screen.getByRole('tab', { name: S.tabs.exchange }));
    expect(mockSearch.get('tab')).toBe('exchange');
    expect(screen.getByLabelText(S.fields.coins_per_yuan)).toHaveValue('10');
  });

  it('gifts: a sent gift says so; a new gift asks for its key and is sent without an id', async () => {
    mockSearch = new URLSearchParams('tab=gifts');
    const bff = mockBff({
      'POST admin/settingsUpdate': giftAdded,
      'GET admin/settings': consoleSettings,
    });
    show();
    expect(screen.getByText(S.sentYes)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: S.add.gift }));
    const dialog = await screen.findByTestId('settings-item-dialog');
    const d = within(dialog);
    await userEvent.type(d.getByLabelText(S.fields.slug), 'tulip');
    await userEvent.type(d.getByLabelText(S.fields.name_zh), '郁金香');
    await userEvent.type(d.getByLabelText(S.fields.name_en), 'Tulip');
    await userEvent.type(d.getByLabelText(S.fields.name_vi), 'Hoa tulip');
    await userEvent.type(d.getByLabelText(S.fields.price), '3');
    await userEvent.type(d.getByLabelText(S.fields.icon), '/gifts/tulip.svg');
    await userEvent.click(d.getByRole('button', { name: S.save }));
    const confirm = await screen.findByTestId('settings-confirm');
    await userEvent.click(within(confirm).getByRole('button', { name: S.save }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const body = bff.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ group: 'gift', slug: 'tulip', name_en: 'Tulip', enabled: true });
    expect(body).not.toHaveProperty('id');
  });

  it('editing a gift sends its id and no key', async () => {
    mockSearch = new URLSearchParams('tab=gifts');
    const bff = mockBff({
      'POST admin/settingsUpdate': giftAdded,
      'GET admin/settings': consoleSettings,
    });
    show();
    await userEvent.click(screen.getByRole('button', { name: `${S.edit} #1` }));
    const dialog = await screen.findByTestId('settings-item-dialog');
    expect(within(dialog).queryByLabelText(S.fields.slug)).toBeNull();
    await userEvent.click(within(dialog).getByLabelText(S.fields.enabled));
    await userEvent.click(within(dialog).getByRole('button', { name: S.save }));
    const confirm = await screen.findByTestId('settings-confirm');
    await userEvent.click(within(confirm).getByRole('button', { name: S.save }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(bff.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      group: 'gift',
      id: 1,
      enabled: false,
      name_zh: '玫瑰',
    });
  });
});
