/**
 * Text folded for search: lower case, without Latin or Vietnamese accents (đ → d), with runs of
 * white space as one space. "Hà Nội", "HA NOI" and "ha noi" fold alike; Chinese is unchanged.
 * Stored beside the original text (search_* columns) and applied to the keyword, so a plain
 * substring comparison is accent- and case-insensitive on PGlite and PostgreSQL alike.
 */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A keyword as a LIKE pattern that matches it anywhere: folded, with % _ \ escaped. */
export function likePattern(keyword: string): string {
  return `%${fold(keyword).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
