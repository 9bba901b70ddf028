import { LOCALE_COOKIE, LOCALE_PREFIX, type Locale } from '@/i18n/locales';
import { writeStorage } from '@/lib/client/storage';
import { localePath } from '@/lib/seo/metadata';

/** The current address in another language: zh unprefixed, /en/… and /vi/… (proxy.ts). */
export function urlInLocale(
  target: Locale,
  loc: { pathname: string; search?: string; hash?: string },
): string {
  const rest = loc.pathname.replace(LOCALE_PREFIX, '') || '/';
  return `${localePath(target, rest === '/' ? '/main' : rest)}${loc.search ?? ''}${loc.hash ?? ''}`;
}

/** Where the choice is kept in the browser besides the cookie (docs/product.md §7 "chosen language"). */
export const LANGUAGE_STORAGE_KEY = 'language';

const ONE_YEAR = 365 * 24 * 3600;

/**
 * Remembers the language (cookie for the proxy, local storage for the spec) and reloads the page
 * in it. A full load, not a client transition, so every server component renders in the new
 * language.
 */
export function chooseLocale(target: Locale, navigate: (url: string) => void): void {
  document.cookie = `${LOCALE_COOKIE}=${target}; path=/; max-age=${ONE_YEAR}; SameSite=Lax`;
  writeStorage(LANGUAGE_STORAGE_KEY, target);
  navigate(urlInLocale(target, window.location));
}

export function assignLocation(url: string): void {
  window.location.assign(url);
}
