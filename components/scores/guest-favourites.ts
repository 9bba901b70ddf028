/**
 * Favourites without an account, kept in this browser (localStorage) the way FotMob and
 * Flashscore do, and merged into the account after login (`mergeGuestFavourites`, called by the
 * login dialog). Booking a match still needs a login. Browser-safe: storage is touched only
 * inside the functions.
 */
import { readStorage, removeStorage, writeStorage } from '@/lib/client/storage';

export const GUEST_FAVOURITES_KEY = 'guestFavourites';
/** Kept at most (oldest dropped): matches are over in hours, the list need not grow. */
export const MAX_GUEST_FAVOURITES = 200;

export function parseGuestFavourites(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((v): v is number => Number.isSafeInteger(v) && v > 0);
    return [...new Set(ids)].slice(-MAX_GUEST_FAVOURITES);
  } catch {
    return [];
  }
}

export function readGuestFavourites(): number[] {
  return parseGuestFavourites(readStorage(GUEST_FAVOURITES_KEY));
}

/** Stars or unstars a match in this browser; returns whether it is a favourite now. */
export function toggleGuestFavourite(matchId: number): boolean {
  const list = readGuestFavourites();
  const i = list.indexOf(matchId);
  if (i >= 0) list.splice(i, 1);
  else list.push(matchId);
  writeStorage(GUEST_FAVOURITES_KEY, JSON.stringify(list.slice(-MAX_GUEST_FAVOURITES)));
  return i < 0;
}

/** The rows with this browser's favourites marked (a guest's list; the server sends 0 for guests). */
export function withGuestFavourites<T extends { id: number; collected: number }>(
  rows: T[],
  ids: readonly number[],
): T[] {
  if (!ids.length) return rows;
  const set = new Set(ids);
  let changed = false;
  const next = rows.map((r) => {
    const collected = set.has(r.id) ? 1 : 0;
    if (collected === r.collected) return r;
    changed = true;
    return { ...r, collected };
  });
  return changed ? next : rows;
}

/**
 * After login: sets every browser-kept favourite on the account (`collect` with `collected: 1`,
 * which is idempotent, so a repeat or a match already starred there adds nothing), then forgets
 * the ones that were merged or no longer exist. A failure of the network keeps them for the
 * next login. Returns how many were merged.
 */
export async function mergeGuestFavourites(
  post: (path: string, body: Record<string, unknown>) => Promise<unknown>,
): Promise<number> {
  const ids = readGuestFavourites();
  if (!ids.length) return 0;
  const results = await Promise.allSettled(
    ids.map((id) => post('Basketballuser/collect', { match_id: id, collected: 1 })),
  );
  const kept = ids.filter((_, i) => {
    const r = results[i];
    // A refused id (code 1: an unknown or removed match) is dropped; other failures stay for next time.
    return r.status === 'rejected' && !isRefused(r.reason);
  });
  if (kept.length) writeStorage(GUEST_FAVOURITES_KEY, JSON.stringify(kept));
  else removeStorage(GUEST_FAVOURITES_KEY);
  return results.filter((r) => r.status === 'fulfilled').length;
}

/** The API's code 1 (an ApiError): the request itself was refused, so repeating it cannot help. */
function isRefused(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && 'code' in reason && reason.code === 1;
}
