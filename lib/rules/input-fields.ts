import { z } from 'zod';

/**
 * Small input helpers the domains' contracts share (docs/architecture.md "Contracts"). zod, so
 * server and contract code only: browser code never value-imports a contract (decision 014).
 */

/** Missing, null or blank text reads as "not given", so a default or "required" applies. */
export const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** An optional choice among `values`; blank text is "not given". */
export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(blank, z.enum(values).optional());
}
