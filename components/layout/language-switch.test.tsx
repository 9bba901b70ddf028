import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import zh from '@/messages/zh.json';
import type { Locale } from '@/i18n/locales';
import { LanguageSwitch } from './language-switch';
import { LANGUAGE_STORAGE_KEY, urlInLocale } from './locale-switch';
import { renderWithProviders } from '@/test/render';

// Radix's popper measures its anchor; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function renderSwitch(locale: Locale, navigate: jest.Mock, variant?: 'popover' | 'inline') {
  return renderWithProviders(<LanguageSwitch navigate={navigate} variant={variant} />, { locale });
}

function clearCookie() {
  document.cookie = 'NEXT_LOCALE=; path=/; max-age=0';
}

beforeEach(() => {
  localStorage.clear();
  clearCookie();
});

test('choosing English writes the cookie and local storage, then reloads the same page in /en', async () => {
  window.history.replaceState(null, '', '/downLoad?from=nav#top');
  const navigate = jest.fn();
  const user = userEvent.setup();
  renderSwitch('zh', navigate);
  await user.click(
    screen.getByRole('button', { name: `${zh.nav.language}: ${zh.nav.languages.zh}` }),
  );
  // The panel is fetched on the first press (components/ui/lazy-popover.tsx).
  await user.click(await screen.findByRole('button', { name: 'English' }));
  expect(document.cookie).toContain('NEXT_LOCALE=en');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  expect(navigate).toHaveBeenCalledWith('/en/downLoad?from=nav#top');
});

test('choosing Chinese from an English page goes to the unprefixed path', async () => {
  window.history.replaceState(null, '', '/en/main');
  const navigate = jest.fn();
  const user = userEvent.setup();
  renderSwitch('en', navigate, 'inline');
  await user.click(screen.getByRole('button', { name: zh.nav.languages.zh }));
  expect(document.cookie).toContain('NEXT_LOCALE=zh');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh');
  expect(navigate).toHaveBeenCalledWith('/main');
});

test('the current language does nothing', async () => {
  window.history.replaceState(null, '', '/main');
  const navigate = jest.fn();
  const user = userEvent.setup();
  renderSwitch('zh', navigate, 'inline');
  const current = screen.getByRole('button', { name: zh.nav.languages.zh });
  expect(current).toHaveAttribute('aria-current', 'true');
  await user.click(current);
  expect(navigate).not.toHaveBeenCalled();
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
});

test.each([
  ['vi', '/main', '', '/vi/main'],
  ['zh', '/vi/main', '?a=1', '/main?a=1'],
  ['en', '/vi', '', '/en/main'],
  ['zh', '/', '', '/main'],
  ['vi', '/en/search', '?name=x', '/vi/search?name=x'],
  ['zh', '/envelope', '', '/envelope'],
] as const)('urlInLocale(%s, %s%s) is %s', (target, pathname, search, expected) => {
  expect(urlInLocale(target, { pathname, search })).toBe(expected);
});
