import { CARD_MAX_DIGITS, CARD_MIN_DIGITS } from '@/lib/wallet/limits';

export { CARD_MAX_DIGITS, CARD_MIN_DIGITS };

/** Digits grouped by four for reading: `6222 0212 3456 7890 123`. */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * A typed or pasted value (spaces, dashes, anything) as the card's digits, at most 19, and where
 * the caret belongs in the grouped text so that typing in the middle does not jump to the end.
 */
export function reformatCardInput(
  raw: string,
  caret: number,
): { digits: string; text: string; caret: number } {
  const digits = raw.replace(/\D/g, '').slice(0, CARD_MAX_DIGITS);
  const before = Math.min(raw.slice(0, caret).replace(/\D/g, '').length, digits.length);
  const text = groupCardNumber(digits);
  // After `before` digits: each full group of four before the caret adds a space.
  let pos = before + Math.floor(before / 4);
  if (before > 0 && before % 4 === 0) pos -= 1;
  return { digits, text, caret: Math.min(pos, text.length) };
}
