/**
 * The team domain's contract (docs/architecture.md "Contracts"; docs/product.md §2 "Teams,
 * players and discussion"): the request and response of `Team/detail`, the answer the team page
 * `/team?id=` shows. Browser-safe: zod, the shared rules and other contracts only.
 */
import { z } from 'zod';
import { idField } from '@/lib/rules';
import { matchItemOutput, trio } from '@/lib/matches/contract';
import type { StandingNow } from '@/lib/matches/as-it-stands';
import type { MatchItem, Sport, TeamView, VenueView } from '@/lib/matches/types';

export * from './limits';

/** Team/detail */
export const teamIdInput = z.object({ id: idField().describe('a team id') });

const resultItem = matchItemOutput.extend({ result: z.enum(['W', 'D', 'L']) });

const standingRowOutput = z.object({
  position: z.number().int(),
  before: z.number().int().describe('the position in the table before the live matches'),
  movement: z.enum(['up', 'down', 'same']),
  team_id: z.number().int(),
  ...trio('team_name'),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goal_diff: z.number().int(),
  points: z.number().int(),
  win_pct: z.number().nullable(),
  live: z
    .object({ match_id: z.number().int(), goals_for: z.number().int() })
    .passthrough()
    .nullable()
    .describe('the live match counted in this row, if any'),
});

export const teamDetailOutput = z
  .object({
    team: z
      .object({
        id: z.number().int(),
        sport: z.enum(['football', 'basketball']),
        ...trio('name'),
        ...trio('short_name'),
        country: z.string().describe('ENG, ESP, USA …'),
        ...trio('country_name'),
        founded: z.number().int().nullable(),
        logo: z.string().describe('/crest/{id}.svg'),
        venue: z.object({ id: z.number().int(), ...trio('name'), ...trio('city') }).nullable(),
      })
      .passthrough(),
    current: matchItemOutput.nullable().describe('the match the team is playing now'),
    next: matchItemOutput.nullable().describe('its next scheduled match'),
    results: z.array(resultItem).describe('the last finished matches, newest first'),
    form: z.string().describe('the same results oldest first, e.g. WWDLW'),
    competitions: z
      .array(
        z.object({
          competition: z.object({
            id: z.number().int(),
            kind: z.enum(['league', 'cup']),
            colour: z.string(),
            ...trio('name'),
            ...trio('short_name'),
          }),
          season: z.object({ id: z.number().int(), label: z.string() }),
          matches: z
            .array(matchItemOutput)
            .describe("the team's matches of the season, by kick-off"),
          table: z
            .object({
              group_key: z.string(),
              ...trio('group_name'),
              live: z.boolean().describe('true when live scores are applied (as it stands)'),
              size: z.number().int().describe('teams in the group'),
              rows: z.array(standingRowOutput).describe("the team's row and its neighbours"),
            })
            .nullable()
            .describe('the table as it stands (null: no table has the team)'),
        }),
      )
      .describe('the current seasons the team plays in, the league first'),
    squad: z.array(
      z.object({
        position: z.string().describe('GK DF MF FW; basketball G F C'),
        players: z.array(
          z.object({
            id: z.number().int(),
            shirt_number: z.number().int(),
            ...trio('name'),
            nationality: z.string(),
            ...trio('nationality_name'),
            birth_date: z.string().nullable().describe('YYYY-MM-DD'),
            age: z.number().int().nullable(),
          }),
        ),
      }),
    ),
    scorers: z
      .array(
        z.object({
          player_id: z.number().int(),
          shirt_number: z.number().int(),
          ...trio('name'),
          appearances: z.number().int(),
          goals: z.number().int(),
          assists: z.number().int(),
          points_per_game: z.number().nullable(),
        }),
      )
      .describe("this season's top scorers (basketball: points per game)"),
    rooms: z
      .array(z.object({ language: z.string(), rooms: z.array(z.unknown()) }))
      .describe('rooms on air covering the current or next match, by language'),
    news: z
      .array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          cover: z.string(),
          published_at: z.number().int().describe('unix seconds'),
        }),
      )
      .describe("articles about the team in the request's language, newest first"),
  })
  .describe('Everything the team page shows');

// ---- types ------------------------------------------------------------------------------------

export type TeamResult = MatchItem & { result: 'W' | 'D' | 'L' };

/** A row of a table as it stands (lib/matches/as-it-stands.ts). */
export type TeamStandingRow = StandingNow;

export type TeamTable = {
  group_key: string;
  group_name_zh: string;
  group_name_en: string;
  group_name_vi: string;
  live: boolean;
  size: number;
  rows: TeamStandingRow[];
};

export type TeamCompetition = {
  competition: {
    id: number;
    kind: 'league' | 'cup';
    colour: string;
    name_zh: string;
    name_en: string;
    name_vi: string;
    short_name_zh: string;
    short_name_en: string;
    short_name_vi: string;
  };
  season: { id: number; label: string };
  matches: MatchItem[];
  table: TeamTable | null;
};

export type SquadPlayer = {
  id: number;
  shirt_number: number;
  name_zh: string;
  name_en: string;
  name_vi: string;
  nationality: string;
  nationality_name_zh: string;
  nationality_name_en: string;
  nationality_name_vi: string;
  birth_date: string | null;
  age: number | null;
};

export type SquadGroup = { position: string; players: SquadPlayer[] };

export type TeamScorer = {
  player_id: number;
  shirt_number: number;
  name_zh: string;
  name_en: string;
  name_vi: string;
  appearances: number;
  goals: number;
  assists: number;
  points_per_game: number | null;
};

export type TeamRoom = {
  id: number;
  anchor_nickname: string;
  anchor_avatar: string;
  title: string;
  viewers: number;
  language: string;
};

export type TeamNews = { id: number; title: string; cover: string; published_at: number };

export type TeamDetail = {
  team: TeamView & { sport: Sport; venue: VenueView | null };
  current: MatchItem | null;
  next: MatchItem | null;
  results: TeamResult[];
  form: string;
  competitions: TeamCompetition[];
  squad: SquadGroup[];
  scorers: TeamScorer[];
  rooms: { language: string; rooms: TeamRoom[] }[];
  news: TeamNews[];
};
