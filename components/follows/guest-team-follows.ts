/**
 * A guest's followed teams, kept in this browser (localStorage) like the guest favourites
 * (components/scores/guest-favourites.ts) and merged into the account after login
 * (`mergeGuestTeamFollows`, called by the login dialog). docs/product.md §2 "Teams, players and
 * discussion" ("Following teams"). Browser-safe: storage is touched only inside the functions.
 */
import { readStorage, removeStorage, writeStorage } from '@/lib/client/storage';
import { GUEST_TEAM_FOLLOWS_KEY, TEAM_FOLLOW_MAX } from '@/lib/follows/limits';

/** The stored list: positive whole ids, once each, oldest first, at most TEAM_FOLLOW_MAX. */
export function parseGuestTeamFollows(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((v): v is number => Number.isSafeInteger(v) && v > 0);
    return [...new Set(ids)].slice(0, TEAM_FOLLOW_MAX);
  } catch {
    return [];
  }
}

export function readGuestTeamFollows(): number[] {
  return parseGuestTeamFollows(readStorage(GUEST_TEAM_FOLLOWS_KEY));
}

/**
 * Follows (`follow` true) or unfollows a team in this browser. Answers the list now, or null
 * when a new follow would pass TEAM_FOLLOW_MAX (nothing is changed then).
 */
export function setGuestTeamFollow(teamId: number, follow: boolean): number[] | null {
  const list = readGuestTeamFollows();
  const has = list.includes(teamId);
  if (follow === has) return list;
  if (follow && list.length >= TEAM_FOLLOW_MAX) return null;
  const next = follow ? [...list, teamId] : list.filter((id) => id !== teamId);
  if (next.length) writeStorage(GUEST_TEAM_FOLLOWS_KEY, JSON.stringify(next));
  else removeStorage(GUEST_TEAM_FOLLOWS_KEY);
  return next;
}

/**
 * After login: sends the browser's follows to `Team/followMerge` (idempotent: unknown teams and
 * any beyond the account's limit are skipped there), then forgets them. A refusal (code 1) also
 * forgets them, since repeating cannot help; a network failure keeps them for the next login.
 * Returns how many were added to the account.
 */
export async function mergeGuestTeamFollows(
  post: (path: string, body: Record<string, unknown>) => Promise<unknown>,
): Promise<number> {
  const ids = readGuestTeamFollows();
  if (!ids.length) return 0;
  try {
    const res = (await post('Team/followMerge', { team_ids: ids })) as { added?: unknown } | null;
    removeStorage(GUEST_TEAM_FOLLOWS_KEY);
    return typeof res?.added === 'number' ? res.added : 0;
  } catch (err) {
    if (typeof err === 'object' && err !== null && 'code' in err && err.code === 1)
      removeStorage(GUEST_TEAM_FOLLOWS_KEY);
    return 0;
  }
}
