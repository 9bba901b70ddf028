import { SHARE_CODE_TTL_MINUTES } from './constants';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage';

const TTL_MS = SHARE_CODE_TTL_MINUTES * 60_000;

/** Remembers the referral code a visitor arrived with (docs/product.md §3 `{shareCode, time}`). */
export function saveShareCode(shareCode: string, now: number = Date.now()): void {
  writeStorage(STORAGE_KEYS.shareCode, JSON.stringify({ shareCode, time: now }));
}

/**
 * The stored share code while it is under 1440 minutes old (docs/product.md §5). A stale, unparsable or
 * malformed entry is removed, so it is never offered again.
 */
export function readShareCode(now: number = Date.now()): string | null {
  const raw = readStorage(STORAGE_KEYS.shareCode);
  if (raw === null) return null;
  let entry: unknown;
  try {
    entry = JSON.parse(raw);
  } catch {
    entry = null;
  }
  const { shareCode, time } = (entry && typeof entry === 'object' ? entry : {}) as Record<
    string,
    unknown
  >;
  const valid =
    typeof shareCode === 'string' &&
    shareCode !== '' &&
    typeof time === 'number' &&
    Number.isFinite(time) &&
    now - time >= 0 &&
    now - time < TTL_MS;
  if (!valid) {
    removeStorage(STORAGE_KEYS.shareCode);
    return null;
  }
  return shareCode;
}
