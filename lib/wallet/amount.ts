import { z } from 'zod';

/**
 * Amounts at the API's edge (decision 005): clients send coins with at most one decimal, as a
 * JSON number or a numeric string; the domain works in integer tenths. Anything else (text, a
 * negative or zero amount, 0.05, 1e400, " 1", "0x10") is refused with one clear message and
 * nothing moves.
 */

/** The largest single amount accepted: 10 million coins. */
export const MAX_AMOUNT_TENTHS = 100_000_000;

const DECIMAL = /^(?:0|[1-9]\d{0,12})(?:\.\d)?$/;

/** Coins (number or string, ≤ 1 decimal, > 0, ≤ max) to tenths; null when not such an amount. */
export function parseCoins(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value;
  } else {
    return null;
  }
  if (!DECIMAL.test(text)) return null;
  const [whole, frac = '0'] = text.split('.');
  const tenths = Number(whole) * 10 + Number(frac);
  return tenths > 0 ? tenths : null;
}

/** A zod field of coins, parsed to tenths (`amount` in the API, `amountTenths` after). */
export function coinsField(maxTenths = MAX_AMOUNT_TENTHS) {
  return z
    .unknown()
    .transform((v, ctx) => {
      const tenths = parseCoins(v);
      if (tenths === null) {
        ctx.addIssue({ code: 'custom', message: 'api.errors.amountInvalid', input: v });
        return z.NEVER;
      }
      if (tenths > maxTenths) {
        ctx.addIssue({
          code: 'too_big',
          origin: 'number',
          maximum: maxTenths / 10,
          inclusive: true,
          input: v,
        });
        return z.NEVER;
      }
      return tenths;
    })
    .meta({
      type: ['number', 'string'],
      description: `Coins, > 0, at most one decimal (0.1 is the smallest unit), at most ${maxTenths / 10}.`,
    } as never);
}

/** Tenths to the API's number of coins with one decimal. */
export function toCoins(tenths: number): number {
  return Math.round(tenths) / 10;
}
