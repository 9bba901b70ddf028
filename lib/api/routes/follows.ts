import 'server-only';
import {
  teamFollowInput,
  teamFollowListOutput,
  teamFollowMergeInput,
  teamFollowMergeOutput,
  teamFollowOutput,
} from '@/lib/follows/contract';
import { listTeamFollows, mergeTeamFollows, setTeamFollow } from '@/lib/follows/teams';
import { endpoint, ok } from '../endpoint';

/**
 * Team follows (docs/product.md §2 "Teams, players and discussion", "Following teams";
 * docs/architecture.md "Team follows"). Not in the original spec.
 */
export const followEndpoints = [
  // POST api/Team/follow – follow or unfollow a team
  endpoint({
    method: 'POST',
    path: 'Team/follow',
    summary:
      'Not in the spec: follows (`follow` 1) or unfollows (0) a football or basketball team; idempotent. An unknown team → code 1 teamNotFound; a new follow beyond TEAM_FOLLOW_MAX (50) → code 1 teamFollowLimit.',
    tag: 'follows',
    auth: 'required',
    input: teamFollowInput,
    output: teamFollowOutput,
    handler: async ({ input, user }) => {
      const r = await setTeamFollow(user.id, input.team_id, input.follow ? 1 : 0);
      return ok(r, r.followed ? 'api.teamFollowed' : 'api.teamUnfollowed');
    },
  }),
  // POST api/Team/followList – the user's teams
  endpoint({
    method: 'POST',
    path: 'Team/followList',
    summary:
      "Not in the spec: the teams the user follows, oldest follow first, named in the request's language, with crest colours, sport and the match each plays live now or next (null when none is scheduled).",
    tag: 'follows',
    auth: 'required',
    output: teamFollowListOutput,
    handler: async ({ user, lang }) => ok(await listTeamFollows(user.id, lang)),
  }),
  // POST api/Team/followMerge – a guest's browser follows after login
  endpoint({
    method: 'POST',
    path: 'Team/followMerge',
    summary:
      'Not in the spec: after login the site sends the teams a guest followed in the browser (at most TEAM_FOLLOW_MAX, oldest first). Unknown ids are skipped, those already followed kept, and none is added beyond TEAM_FOLLOW_MAX; repeating the call adds nothing. Answers every team followed now.',
    tag: 'follows',
    auth: 'required',
    input: teamFollowMergeInput,
    output: teamFollowMergeOutput,
    handler: async ({ input, user }) => ok(await mergeTeamFollows(user.id, input.team_ids)),
  }),
];
