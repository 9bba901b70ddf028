import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { ScoreSettingsPanel } from '@/components/scores/score-settings-panel';
import { DEFAULT_SETTINGS } from '@/components/scores/score-settings';
import { readZoneCookie, ZoneCookie } from './zone-cookie';

const mockRefresh = jest.fn();
const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({
    refresh: mockRefresh,
    replace: mockReplace,
    push: jest.fn(),
    prefetch: jest.fn(),
  }),
}));

// Radix's popover measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** A browser in `zone`: Intl formats without an explicit zone use it, as a real browser does. */
function browserIn(zone: string) {
  const Real = Intl.DateTimeFormat;
  return jest
    .spyOn(Intl, 'DateTimeFormat')
    .mockImplementation(
      (locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) =>
        new Real(locales, options?.timeZone ? options : { ...options, timeZone: zone }),
    );
}

const clearCookie = () => {
  document.cookie = 'tz=; path=/; max-age=0';
};

function withZone(serverZone: string, ui: React.ReactElement) {
  return renderWithProviders(ui, { locale: 'en', timeZone: serverZone });
}

/** ZoneCookie waits for the browser to be idle (lib/client/idle.ts): a timer in jsdom. */
const idle = () => act(() => new Promise((r) => setTimeout(r, 10)));

beforeEach(() => {
  clearCookie();
  mockRefresh.mockClear();
  mockReplace.mockClear();
  window.history.replaceState(null, '', '/vi/football');
});
afterEach(() => jest.restoreAllMocks());

describe('ZoneCookie: the browser tells the server its zone once', () => {
  it('on a first visit stores the browser zone and asks for the page again in it', async () => {
    browserIn('Asia/Ho_Chi_Minh');
    withZone('UTC', <ZoneCookie />);
    // Not in the hydration's task: Intl's first use waits for the browser to be idle.
    expect(readZoneCookie()).toBeNull();
    await idle();
    // As the engine names it (ICU still says Asia/Saigon).
    expect(readZoneCookie()).toMatch(/^Asia\/(Ho_Chi_Minh|Saigon)$/);
    expect(mockRefresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh when the server already used that zone (or an alias of it)', async () => {
    browserIn('Asia/Saigon');
    withZone('Asia/Ho_Chi_Minh', <ZoneCookie />);
    await idle();
    expect(readZoneCookie()).toBe('Asia/Saigon');
    expect(mockRefresh).not.toHaveBeenCalled();
  });

  it('leaves an existing cookie alone (no refresh loop)', async () => {
    document.cookie = 'tz=Europe%2FLondon; path=/';
    browserIn('Asia/Tokyo');
    withZone('Europe/London', <ZoneCookie />);
    await idle();
    expect(readZoneCookie()).toBe('Europe/London');
    expect(mockRefresh).not.toHaveBeenCalled();
  });

  it('keeps a ?tz= link in its zone', async () => {
    window.history.replaceState(null, '', '/vi/football?tz=Asia/Tokyo');
    browserIn('Europe/London');
    withZone('Asia/Tokyo', <ZoneCookie />);
    await idle();
    expect(readZoneCookie()).toBe('Europe/London');
    expect(mockRefresh).not.toHaveBeenCalled();
  });
});

describe('the zone in the score settings', () => {
  it('shows the current zone and changing it sets the cookie and refreshes the page', async () => {
    const user = userEvent.setup();
    document.cookie = 'tz=Asia%2FHo_Chi_Minh; path=/';
    withZone('Asia/Ho_Chi_Minh', <ScoreSettingsPanel settings={DEFAULT_SETTINGS} />);
    await user.click(screen.getByTestId('score-settings'));
    const select = await screen.findByTestId('zone-select');
    expect(select).toHaveValue('Asia/Ho_Chi_Minh');
    expect(screen.getByRole('option', { name: 'GMT+7 · Asia/Ho Chi Minh' })).toBeInTheDocument();
    await user.selectOptions(select, 'Europe/London');
    expect(readZoneCookie()).toBe('Europe/London');
    expect(mockRefresh).toHaveBeenCalledTimes(1);
  });

  it('drops a ?tz= pin when the visitor picks a zone', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/vi/football?date=2030-05-01&tz=Asia/Tokyo');
    withZone('Asia/Tokyo', <ScoreSettingsPanel settings={DEFAULT_SETTINGS} />);
    await user.click(screen.getByTestId('score-settings'));
    await act(async () => {
      await user.selectOptions(await screen.findByTestId('zone-select'), 'UTC');
    });
    expect(readZoneCookie()).toBe('UTC');
    expect(mockReplace).toHaveBeenCalledWith('/vi/football?date=2030-05-01');
  });
});
