/** Locale constants without any framework import, for the API and plain Node code. */
export const locales = ['zh', 'en', 'vi'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh';
/** The cookie that remembers the language picked with the switch (DESIGN.md "Locale URLs"). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
