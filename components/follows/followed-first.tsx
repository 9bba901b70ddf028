'use client';

import { useEffect } from 'react';
import { loadFollowedTeams, useFollowedTeams } from './use-followed-teams';

/**
 * Puts a guest's followed teams first in a server-rendered list of teams (`#listId > li` with
 * `data-team-id`), by CSS order: a user's list is already ranked by the server
 * (docs/product.md §2 "Teams, players and discussion"; search). Renders nothing.
 */
export function FollowedTeamsFirst({ listId }: { listId: string }) {
  const { ids, ready, user } = useFollowedTeams();
  useEffect(() => loadFollowedTeams(), []);
  useEffect(() => {
    if (!ready || user) return;
    const followed = new Set(ids);
    for (const li of document.querySelectorAll<HTMLElement>(`#${listId} > li[data-team-id]`))
      li.style.order = followed.has(Number(li.dataset.teamId)) ? '-1' : '';
  }, [ids, ready, user, listId]);
  return null;
}
