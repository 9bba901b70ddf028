import type { PublicUser } from '@/lib/account/contract';
import { DEFAULT_COUNTRY_CODE } from './constants';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage';

/** Keeps the user info of the last login (the chat client decides guest or user from it). */
export function storeUser(user: PublicUser): void {
  writeStorage(STORAGE_KEYS.userInfo, JSON.stringify(user));
}

export function readStoredUser(): PublicUser | null {
  const raw = readStorage(STORAGE_KEYS.userInfo);
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return user && typeof user === 'object' ? (user as PublicUser) : null;
  } catch {
    removeStorage(STORAGE_KEYS.userInfo);
    return null;
  }
}

/** Forgets the logged-in user; the remembered mobile stays (it is what "remember" is for). */
export function clearStoredUser(): void {
  removeStorage(STORAGE_KEYS.userInfo);
}

export type RememberedMobile = { countryCode: string; mobile: string };

/** Stored as the wire form `86-13800138000` so the country code comes back too. */
export function rememberMobile(countryCode: string, mobile: string): void {
  writeStorage(STORAGE_KEYS.rememberedMobile, `${countryCode}-${mobile}`);
}

export function forgetMobile(): void {
  removeStorage(STORAGE_KEYS.rememberedMobile);
}

export function readRememberedMobile(): RememberedMobile | null {
  const raw = readStorage(STORAGE_KEYS.rememberedMobile);
  if (!raw) return null;
  const dash = raw.indexOf('-');
  const countryCode = dash > 0 ? raw.slice(0, dash) : DEFAULT_COUNTRY_CODE;
  const mobile = dash > 0 ? raw.slice(dash + 1) : raw;
  return /^\d+$/.test(countryCode) && /^\d+$/.test(mobile) ? { countryCode, mobile } : null;
}
