/** Business constants of docs/product.md §9 used in the browser; each rule reads them from here only. */

/** Every /bff request gives up after this long (docs/product.md §9): the shared rule. */
export { REQUEST_TIMEOUT_MS } from '@/lib/rules/limits';

/** A second code 700 within this window is ignored silently (docs/product.md §8). */
export const RELOGIN_GUARD_MS = 2_000;

/** Error toasts of a code-1 answer stay this long (docs/product.md §8). */
export const ERROR_TOAST_MS = 5_000;

/** Seconds before another SMS code may be requested (docs/product.md §4): the server's rule. */
export { SMS_RESEND_SECONDS as SMS_COUNTDOWN } from '@/lib/rules/limits';

/** A stored referral share code is used only while younger than this (docs/product.md §5). */
export const SHARE_CODE_TTL_MINUTES = 1440;

/** Input limits of docs/product.md §5. */
export const MOBILE_MAX_LENGTH = 11;
export const SMS_CODE_MAX_LENGTH = 6;

/** Country calling code used until the configured list arrives (docs/product.md §5). */
export const DEFAULT_COUNTRY_CODE = '86';

/** The calling code a login form starts with: +84 on the Vietnamese site, else +86. */
export function defaultCountryCode(locale: string): string {
  return locale === 'vi' ? '84' : DEFAULT_COUNTRY_CODE;
}

/** The device type every login and registration declares (docs/product.md §3). */
export const DEVICE_TYPE = 'pc';
