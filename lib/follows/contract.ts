/**
 * Team follows' API contract (docs/product.md §2 "Teams, players and discussion", "Following
 * teams"; docs/architecture.md "Team follows"): browser-safe zod schemas of `Team/follow`,
 * `Team/followList` and `Team/followMerge`.
 */
import { z } from 'zod';
import { numberField } from '@/lib/account/contract';
import { idField, idNumber, idText } from '@/lib/rules';
import { blank } from '@/lib/rules/input-fields';
import { TEAM_FOLLOW_MAX } from './limits';

/** Team/follow: set (1) or clear (0) the follow of one team; repeating a call changes nothing. */
export const teamFollowInput = z.object({
  team_id: idField(),
  follow: numberField(0, 1).describe('1 follow, 0 unfollow'),
});

export const teamFollowOutput = z.object({
  team_id: z.number().int(),
  followed: z.number().int().describe('0 or 1: the state now'),
  total: z.number().int().describe('how many teams the user follows now'),
});

/** Team/followMerge: a guest's browser follows, after login (a JSON array or a comma list). */
export const teamFollowMergeInput = z.object({
  team_ids: z
    .preprocess((v) => {
      const x = blank(v);
      const list = typeof x === 'string' ? x.split(',') : typeof x === 'number' ? [x] : x;
      return Array.isArray(list)
        ? list.map((s: unknown) => idText(typeof s === 'string' ? s.trim() : s))
        : list;
    }, z.array(idNumber).max(TEAM_FOLLOW_MAX))
    .describe(
      `team ids in the order they were followed (at most ${TEAM_FOLLOW_MAX}); unknown ids are skipped`,
    ),
});

export const teamFollowMergeOutput = z.object({
  added: z.number().int().describe('follows newly added by this call'),
  skipped: z.number().int().describe('ids left out: unknown teams, or beyond the limit'),
  team_ids: z.array(z.number().int()).describe('every team the user follows now, oldest first'),
});

const nextMatchOutput = z
  .object({
    id: z.number().int(),
    kickoff: z.string().describe('ISO instant'),
    status: z.string().describe('scheduled or live'),
    match_str: z.string(),
    competition_id: z.number().int(),
    competition_name: z.string().describe("short name in the request's language"),
    home_team_id: z.number().int(),
    away_team_id: z.number().int(),
    home_name: z.string(),
    away_name: z.string(),
    home_score: z.number().int(),
    away_score: z.number().int(),
  })
  .describe("the team's match live now or else its next one");

export const followedTeamOutput = z.object({
  team_id: z.number().int(),
  sport: z.enum(['football', 'basketball']),
  name: z.string().describe("in the request's language"),
  short_name: z.string(),
  colour_primary: z.string().describe('crest colours (#rrggbb)'),
  colour_secondary: z.string(),
  followed_at: z.string().describe('ISO instant'),
  next_match: nextMatchOutput.nullable(),
});

export const teamFollowListOutput = z.object({
  max: z.number().int().describe('TEAM_FOLLOW_MAX'),
  teams: z.array(followedTeamOutput).describe('oldest follow first'),
});

export type TeamFollowResult = z.infer<typeof teamFollowOutput>;
export type TeamFollowMerge = z.infer<typeof teamFollowMergeOutput>;
export type FollowedTeam = z.infer<typeof followedTeamOutput>;
export type TeamFollowList = z.infer<typeof teamFollowListOutput>;

export * from './limits';
