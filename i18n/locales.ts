/** Locale constants without any framework import, for the API and plain Node code. */
export const locales = ['zh', 'en', 'vi'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh';
/** The cookie that remembers the language picked with the switch (docs/architecture.md "Locale URLs"). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/**
 * A path's locale prefix: every locale but the default one is prefixed (`/en/…`, `/vi/…`).
 * Built from the list, so a new language needs no other change. Group 1 is the locale.
 */
export const LOCALE_PREFIX = new RegExp(
  `^/(${locales.filter((l) => l !== defaultLocale).join('|')})(?=/|$)`,
);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The locale of a loosely typed value (next-intl's `useLocale()` string): zh for anything unknown. */
export function toLocale(value: string): Locale {
  return isLocale(value) ? value : defaultLocale;
}
