import { screen } from '@testing-library/react';
import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import type { Locale } from '@/i18n/locales';
import { renderWithProviders } from '@/test/render';
import { CoinBalance } from './coin-balance';

function show(locale: Locale, value: number | string) {
  renderWithProviders(<CoinBalance value={value} />, { locale, timeZone: 'UTC' });
  return screen.getByTestId('coin-balance').textContent;
}

test.each([
  ['zh', 1234.5, '1,234.5 球币'],
  ['en', 1234.5, '1,234.5 coins'],
  ['vi', 1234.5, '1.234,5 xu'],
  ['zh', 12, '12.0 球币'],
  ['en', '88.26', '88.3 coins'],
  ['vi', Number.NaN, '0,0 xu'],
] as const)(
  'in %s, %p shows as %s: one name, one decimal, the locale digits',
  (locale, value, text) => {
    expect(show(locale, value)).toBe(text);
  },
);

test('the three languages name the coin 球币 / coins / xu, and no other name is left', () => {
  expect([zh.common.coin, en.common.coin, vi.common.coin]).toEqual(['球币', 'coins', 'xu']);
  const all = JSON.stringify([zh, en, vi]);
  expect(all).not.toMatch(/金币|钻石|diamond|kim cương/i);
});
