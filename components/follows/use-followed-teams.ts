'use client';
/**
 * The teams this visitor follows, known once per page and shared by every follow button and the
 * score lists (docs/product.md §2 "Teams, players and discussion"; docs/architecture.md "Team
 * follows"): a guest's from this browser (./guest-team-follows.ts), a user's from the page's own
 * answer when it has one (the score lists' day_rows `followed_team_ids`) or else
 * `Team/followList`, read once. Following or unfollowing anywhere updates them all.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { apiPost } from '@/lib/client/api';
import { readStoredUser } from '@/lib/client/user-store';
import type { TeamFollowList, TeamFollowResult } from '@/lib/follows/contract';
import { readGuestTeamFollows, setGuestTeamFollow } from './guest-team-follows';

export type FollowedTeams = {
  /** The followed team ids, oldest first. */
  ids: readonly number[];
  /** False until read (the server's render and the first one in the browser). */
  ready: boolean;
  /** Whether they are the account's (else this browser's). */
  user: boolean;
};

const EMPTY: FollowedTeams = { ids: [], ready: false, user: false };
let state: FollowedTeams = EMPTY;
let loading = false;
const listeners = new Set<() => void>();

function set(next: FollowedTeams): void {
  state = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Reads the follows once per page: the browser's for a guest, `Team/followList` for a user. */
export function loadFollowedTeams(loggedIn?: boolean): void {
  if (loading || state.ready) return;
  loading = true;
  const user = loggedIn ?? readStoredUser() !== null;
  if (!user) {
    set({ ids: readGuestTeamFollows(), ready: true, user: false });
    return;
  }
  apiPost<TeamFollowList>('Team/followList', {}, { silent: true }).then(
    (list) => set({ ids: list.teams.map((t) => t.team_id), ready: true, user: true }),
    // The session is gone (700) or the call failed: this browser's follows, as for a guest.
    () => set({ ids: readGuestTeamFollows(), ready: true, user: false }),
  );
}

export type FollowOutcome = 'followed' | 'unfollowed' | 'limit' | 'failed';

/**
 * Follows or unfollows a team: in this browser for a guest, through `Team/follow` for a user
 * (shown at once, put back if the call fails; the API client shows why).
 */
export async function setTeamFollowed(teamId: number, follow: boolean): Promise<FollowOutcome> {
  if (!state.ready) loadFollowedTeams();
  if (!state.user) {
    const next = setGuestTeamFollow(teamId, follow);
    if (!next) return 'limit';
    set({ ids: next, ready: true, user: false });
    return follow ? 'followed' : 'unfollowed';
  }
  const before = state.ids;
  set({
    ...state,
    ids: follow
      ? [...before.filter((id) => id !== teamId), teamId]
      : before.filter((id) => id !== teamId),
  });
  try {
    const r = await apiPost<TeamFollowResult>('Team/follow', {
      team_id: teamId,
      follow: follow ? 1 : 0,
    });
    return r.followed ? 'followed' : 'unfollowed';
  } catch {
    set({ ...state, ids: before });
    return 'failed';
  }
}

/** A user's ids the page already has: taken as the account's list unless one was read. */
export function seedFollowedTeams(ids: readonly number[]): void {
  if (state.ready) return;
  loading = true;
  set({ ids, ready: true, user: true });
}

/**
 * The followed teams. `seed`: a logged-in user's ids the page already has (server-rendered
 * marks, no second read), shown until the store is ready. Call `loadFollowedTeams` in an effect
 * to read them when there is no seed.
 */
export function useFollowedTeams(seed?: readonly number[]): FollowedTeams {
  const fallback = useMemo<FollowedTeams>(
    () => (seed ? { ids: seed, ready: true, user: true } : EMPTY),
    [seed],
  );
  useEffect(() => {
    if (seed) seedFollowedTeams(seed);
  }, [seed]);
  return useSyncExternalStore(
    subscribe,
    () => (state.ready ? state : fallback),
    () => fallback,
  );
}

/** For tests: forget what was read. */
export function resetFollowedTeams(): void {
  state = EMPTY;
  loading = false;
  listeners.clear();
}
