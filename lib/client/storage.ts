/**
 * localStorage that never throws: private modes and blocked storage must not break a login.
 * Every key this app writes is named here, so clearing the user state has one list to follow.
 */
export const STORAGE_KEYS = {
  /** The user info of the last login (docs/product.md §3 "stored user info"). */
  userInfo: 'userInfo',
  /** The remembered account: the mobile number only, never the password (docs/architecture.md "Deviations"). */
  rememberedMobile: 'rememberedMobile',
  /** The referral share code `{shareCode, time}` (docs/product.md §3, §5). */
  shareCode: 'shareCode',
  /** Where the floating activity button was dragged to, `{x, y}` in CSS pixels (docs/product.md §2). */
  activityFloat: 'activityFloat',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: remembering is a convenience, the action itself succeeded.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored if storage is unavailable.
  }
}
