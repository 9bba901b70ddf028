'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import clsx from 'clsx';
import { Check, Plus } from 'lucide-react';
import { toast } from '@/lib/client/toast';
import { TEAM_FOLLOW_MAX } from '@/lib/follows/limits';
import { loadFollowedTeams, setTeamFollowed, useFollowedTeams } from './use-followed-teams';

export type FollowTeamButtonProps = {
  teamId: number;
  /** The team's name in the page's language (for the accessible label and toasts). */
  name: string;
  size?: 'sm' | 'md';
};

/**
 * Follow / unfollow a team (docs/product.md §2 "Teams, players and discussion", "Following
 * teams"): a toggle (`aria-pressed`) on the team page, beside a match's teams and in search. A
 * guest's follows stay in this browser and join the account on login; a user's go through
 * `Team/follow`. Every button of the page shares one list (./use-followed-teams.ts).
 */
export function FollowTeamButton({ teamId, name, size = 'md' }: FollowTeamButtonProps) {
  const t = useTranslations('common.followTeam');
  const { ids, ready, user } = useFollowedTeams();
  const [busy, setBusy] = useState(false);
  useEffect(() => loadFollowedTeams(), []);
  const followed = ids.includes(teamId);

  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    const outcome = await setTeamFollowed(teamId, !followed);
    setBusy(false);
    if (outcome === 'limit')
      toast.error(t('limit', { max: TEAM_FOLLOW_MAX }), { id: 'team-follow' });
    else if (outcome === 'unfollowed') toast(t('unfollowed', { name }), { id: 'team-follow' });
    else if (outcome === 'followed')
      toast.success(user ? t('followed', { name }) : t('followedGuest', { name }), {
        id: 'team-follow',
      });
  };

  const Icon = followed ? Check : Plus;
  return (
    <button
      type="button"
      aria-pressed={followed}
      aria-busy={busy || undefined}
      data-testid="follow-team"
      data-team-id={teamId}
      data-ready={ready ? '1' : undefined}
      onClick={() => void onClick()}
      className={clsx(
        'inline-flex shrink-0 items-center justify-center gap-1 rounded-full font-semibold whitespace-nowrap transition disabled:opacity-60',
        size === 'sm' ? 'h-7 px-2.5 text-xs' : 'h-9 px-4 text-sm',
        followed
          ? 'text-ink-soft hover:text-ink bg-white ring-1 ring-gray-300 hover:ring-gray-400'
          : 'bg-brand hover:bg-brand-dark text-white',
      )}
    >
      <Icon className={size === 'sm' ? 'size-3.5' : 'size-4'} aria-hidden />
      {followed ? t('following') : t('follow')}
      {/* The name completes the visible text for screen readers (label in name, WCAG 2.5.3). */}
      <span className="sr-only"> {name}</span>
    </button>
  );
}
