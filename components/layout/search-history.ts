import { readStorage, removeStorage, writeStorage } from '@/lib/client/storage';

/** Search history of docs/product.md §2/§9: at most 10, most recent first, no duplicates, kept locally. */
export const SEARCH_HISTORY_KEY = 'searchHistory';
export const SEARCH_HISTORY_MAX = 10;
/** The search input's length limit (docs/product.md §5, §9). */
export const SEARCH_MAX_LENGTH = 10;

export function readHistory(): string[] {
  try {
    const raw: unknown = JSON.parse(readStorage(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(raw)
      ? raw.filter((x): x is string => typeof x === 'string').slice(0, SEARCH_HISTORY_MAX)
      : [];
  } catch {
    removeStorage(SEARCH_HISTORY_KEY);
    return [];
  }
}

export function writeHistory(list: string[]): void {
  if (list.length) writeStorage(SEARCH_HISTORY_KEY, JSON.stringify(list));
  else removeStorage(SEARCH_HISTORY_KEY);
}

export function withKeyword(list: string[], keyword: string): string[] {
  return [keyword, ...list.filter((k) => k !== keyword)].slice(0, SEARCH_HISTORY_MAX);
}

export function withoutKeyword(list: string[], keyword: string): string[] {
  return list.filter((k) => k !== keyword);
}
