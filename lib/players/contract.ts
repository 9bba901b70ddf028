/**
 * The player pages' contract (docs/architecture.md "Contracts"; docs/product.md §2 "Teams, players
 * and discussion"): the schemas of api/Player/detail and the types inferred from them.
 * Browser-safe: zod, the shared rules and other contracts only; browser code imports it with
 * `import type`, and constants from ./limits.
 */
import { z } from 'zod';
import { idField } from '@/lib/rules';
import { trio } from '@/lib/matches/contract';
import { RECENT_MATCHES } from './limits';

export * from './limits';

// --- input ---------------------------------------------------------------------------------------

export const playerDetailInput = z.object({
  id: idField().describe('a player id (unknown → code 1 playerNotFound)'),
});

// --- output --------------------------------------------------------------------------------------

export const playerTeamOutput = z.object({
  id: z.number().int(),
  ...trio('name', 'the club'),
  ...trio('short_name'),
  colour_primary: z.string(),
  colour_secondary: z.string(),
});

export const playerSeasonOutput = z.object({
  season_id: z.number().int(),
  season_label: z.string().describe('"2025/26", "2026"'),
  is_current: z.boolean(),
  competition_id: z.number().int(),
  ...trio('competition_name'),
  team_id: z.number().int(),
  appearances: z
    .number()
    .int()
    .describe(
      "matches played: never fewer than the matches he has an event in, never more than the team's",
    ),
  team_played: z.number().int().describe('the team’s finished and live matches of the season'),
  minutes: z.number().int(),
  goals: z
    .number()
    .int()
    .describe('football: goal and penalty_goal events of the season (own goals not counted)'),
  penalties: z.number().int().describe('of the goals, penalties'),
  assists: z.number().int().describe('football: goals of the season he is the assist of'),
  yellow: z.number().int().describe('yellow and second-yellow cards'),
  red: z.number().int().describe('red and second-yellow cards'),
  points_per_game: z.number().nullable().describe('basketball'),
  rebounds_per_game: z.number().nullable().describe('basketball'),
  assists_per_game: z.number().nullable().describe('basketball'),
});

export const playerMatchOutput = z.object({
  match_id: z.number().int(),
  kickoff: z.string().describe('ISO 8601'),
  status: z.enum(['live', 'finished']),
  match_str: z.string(),
  competition_id: z.number().int(),
  ...trio('competition_name'),
  side: z.enum(['home', 'away']).describe("the player's team's side"),
  opponent_id: z.number().int(),
  ...trio('opponent_name'),
  home_score: z.number().int(),
  away_score: z.number().int(),
  /** What he did in that match, from its timeline. */
  goals: z.number().int(),
  assists: z.number().int(),
  yellow: z.number().int(),
  red: z.number().int(),
  starter: z.boolean().nullable().describe('on the team sheet as a starter; null without a sheet'),
});

export const playerDetailOutput = z.object({
  id: z.number().int(),
  sport: z.enum(['football', 'basketball']),
  ...trio('name', "the player's name"),
  shirt_number: z.number().int(),
  position: z.string().describe('GK/DF/MF/FW, G/F/C'),
  nationality: z.string().describe('country code (ENG, ESP, CHN …)'),
  ...trio('nationality_name', 'the country'),
  birth_date: z.string().nullable().describe('YYYY-MM-DD; null when unknown'),
  age: z.number().int().nullable().describe('whole years today (UTC); null when unknown'),
  team: playerTeamOutput,
  seasons: z.array(playerSeasonOutput).describe('current seasons first, then by season'),
  recent: z
    .array(playerMatchOutput)
    .describe(
      `his last ${RECENT_MATCHES} live or finished matches (on the team sheet or in the timeline), newest first`,
    ),
});

export type PlayerDetailInput = z.infer<typeof playerDetailInput>;
export type PlayerDetail = z.infer<typeof playerDetailOutput>;
export type PlayerSeason = z.infer<typeof playerSeasonOutput>;
export type PlayerMatch = z.infer<typeof playerMatchOutput>;
export type PlayerTeam = z.infer<typeof playerTeamOutput>;
