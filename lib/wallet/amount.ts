/**
 * Amounts at the API's edge (decision 005): clients send coins with at most one decimal, as a
 * JSON number or a numeric string; the domain works in integer tenths. Anything else (text, a
 * negative or zero amount, 0.05, 1e400, " 1", "0x10") is refused with one clear message and
 * nothing moves.
 */

export { MAX_AMOUNT_TENTHS, parseCoins, toCoins } from './limits';
export { coinsField } from './contract';
