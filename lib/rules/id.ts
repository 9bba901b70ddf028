/**
 * Row ids as they arrive in URLs, query strings and form bodies. One rule everywhere: plain
 * decimal digits of a positive integer no larger than the id columns (PostgreSQL int4, a safe
 * integer). "0x10", "1e3", "1.0", "+5", " 7", "-1", "0" and "2147483648" are not ids: they are
 * refused by the API (invalidField) and are "no such page" on the site, never read as some other id.
 */
export const ID_MAX = 2_147_483_647;

const DIGITS = /^[0-9]{1,10}$/;

/** The id written in `raw`, or null. Numbers (a JSON body) must already be a valid id. */
export function parseId(raw: unknown): number | null {
  if (typeof raw === 'number')
    return Number.isSafeInteger(raw) && raw >= 1 && raw <= ID_MAX ? raw : null;
  if (typeof raw !== 'string' || !DIGITS.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= ID_MAX ? n : null;
}

/** Whether `n` is a valid id (for ids that are numbers already: pushes, stored lists). */
export function isId(n: unknown): n is number {
  return typeof n === 'number' && parseId(n) !== null;
}

/** Whole decimal text as a number (for the message: "-1" is "at least 1"); anything else as it is. */
export function idText(v: unknown): unknown {
  return typeof v === 'string' && /^-?[0-9]+$/.test(v) ? Number(v) : v;
}
