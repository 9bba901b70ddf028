/**
 * Amount inputs of the wallet forms. The API parses coins itself (lib/wallet/amount.ts) and
 * answers a clear refusal; this is the same rule in the browser, so a typo is caught before a
 * request (and before an idempotency key is spent on it).
 */

const DECIMAL = /^(?:0|[1-9]\d{0,12})(?:\.\d)?$/;

/**
 * Typed coins to tenths: digits with at most one decimal, a comma accepted as the decimal
 * separator (vi writes 10,5); null for anything else or for zero.
 */
export function parseCoinInput(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!DECIMAL.test(t)) return null;
  const [whole, frac = '0'] = t.split('.');
  const tenths = Number(whole) * 10 + Number(frac);
  return tenths > 0 ? tenths : null;
}

/** Tenths to the API's coins, as a string with one decimal at most ("10", "10.5"). */
export function tenthsToWire(tenths: number): string {
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
}

/** Coins (a JSON number from the API) to integer tenths, rounding away float noise. */
export function coinsToTenths(coins: number): number {
  return Math.round(coins * 10);
}
