/**
 * The account domain's limits (docs/architecture.md, "Contracts"): plain values and pure helpers
 * that the API (lib/account/contract.ts) and the forms must agree on. No imports of zod here
 * (docs/decisions/014), so a form can import these without the schemas.
 */

/** docs/product.md §9: a number gets a new SMS code at most every 60 s (the form's countdown too). */
export { SMS_RESEND_SECONDS } from '@/lib/rules/limits';

/** `CC-number`: 5–15 digits after the calling code; mainland numbers are 11 digits starting with 1. */
export const MOBILE_RE = /^(\d{1,4})-(\d{5,15})$/;
const MAINLAND_RE = /^86-1\d{10}$/;

export function mobileFormatValid(mobile: string): boolean {
  return MOBILE_RE.test(mobile) && (!mobile.startsWith('86-') || MAINLAND_RE.test(mobile));
}

/** Login passwords: 6–20 characters when set. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

/** Payment passwords: 6–20 digits (docs/product.md §5, §9). */
export const PAYMENT_PASSWORD_MIN = 6;
export const PAYMENT_PASSWORD_MAX = 20;

/** Nicknames: 2–16 letters (any script), digits, underscores, single spaces inside. */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 16;
const NICKNAME_RE = /^[\p{L}\p{M}\p{N}_]+(?: [\p{L}\p{M}\p{N}_]+)*$/u;

/** Trims, composes accents (NFC) and collapses inner runs of white space. */
export function normalizeNickname(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/g, ' ');
}

export function nicknameValid(nickname: string): boolean {
  const length = [...nickname].length;
  return length >= NICKNAME_MIN && length <= NICKNAME_MAX && NICKNAME_RE.test(nickname);
}

export const SIGNATURE_MAX = 50;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
